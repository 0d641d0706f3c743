import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the workstage module's routes are given. */
export type WorkstageDeps = { db: Db; now: Clock };
