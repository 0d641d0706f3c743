import type { Db } from '../../db/client';

/** What the audit module's routes are given. */
export type AuditDeps = { db: Db };
