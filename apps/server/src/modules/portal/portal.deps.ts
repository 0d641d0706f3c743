import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { StoredFiles } from '../files';

/** What the portal module's routes are given. */
export type PortalDeps = { db: Db; now: Clock; storedFiles: StoredFiles };
