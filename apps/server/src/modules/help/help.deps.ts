import type { Db } from '../../db/client';

/** What the help centre's routes are given. */
export type HelpDeps = { db: Db };
