import type { Db } from '../../db/client';

/** What the paper module's routes are given. */
export type PaperDeps = { db: Db };
