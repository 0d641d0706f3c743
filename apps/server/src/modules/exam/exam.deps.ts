import type { Db } from '../../db/client';
import type { SignedIn } from '../../http/request-context';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/job-queue';
import type { FileTasks, StoredFiles } from '../files';
import type { Imports } from '../jobs';
import type { Outbox } from '../outbox';

/** What the exam module's routes are given. */
export type ExamDeps = {
  db: Db;
  now: Clock;
  storedFiles: StoredFiles;
  imports: Imports;
  /** The session of a token hash while it stands (signed in, member enabled): upload addresses last as long. */
  resolveSession: (tokenHash: string) => Promise<SignedIn | undefined>;
  /** The largest candidate photo zip (100 MB unless a test says less). */
  photoZipMaxBytes?: number;
  /** A photo zip's pictures kept together (500 unless a test says less). */
  photosAtOnce?: number;
  /** Notifications leave through it. */
  outbox: Pick<Outbox, 'deliver' | 'delivers'>;
  queue: JobQueue;
  /** The download centre, where exports leave a copy. */
  fileTasks: FileTasks;
  /** Where candidates sign in (notifications' `{signInUrl}`); unset, this server's address under `basePath`. */
  candidateSignInUrl?: string;
  basePath?: string;
};
