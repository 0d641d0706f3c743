import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FileTasks, StoredFiles } from '../files';
import type { Imports } from '../jobs';
import type { Outbox } from '../outbox';
import type { SettingsService } from '../settings';

/** What the organisation module's routes are given. */
export type OrgDeps = {
  db: Db;
  settings: SettingsService;
  fileTasks: FileTasks;
  storedFiles: StoredFiles;
  imports: Imports;
  decryptPassword: (cipher: string) => string;
  forgetUsers: (userIds: string[]) => void;
  forgetOffice: (officeId: string) => void;
  now: Clock;
  outbox: Pick<Outbox, 'send'>;
};
