import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the exam-day service is made with. */
export type SittingDeps = { db: Db; now: Clock };
