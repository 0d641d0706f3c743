import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/job-queue';
import type { FileTasks, StoredFiles } from '../files';
import type { Imports } from '../jobs';

/** What the bank module's routes are given. */
export type BankDeps = { db: Db; fileTasks: FileTasks; imports: Imports; queue: JobQueue; storedFiles: StoredFiles; now: Clock };
