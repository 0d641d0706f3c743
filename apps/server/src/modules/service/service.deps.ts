import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the service module's routes are given; `customerServiceUrl` is the contact until the operator sets one. */
export type ServiceDeps = { db: Db; now: Clock; customerServiceUrl?: string };
