import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the notice module's routes are given. */
export type NoticeDeps = { db: Db; now: Clock };
