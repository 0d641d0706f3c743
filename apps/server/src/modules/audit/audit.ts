import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema';

/** Who acted: the signed-in caller, or (sign-in, registration) who the request claimed to be. */
export type Actor = { officeId: string | null; userId: string | null; username: string | null; ip: string };

export type AuditEntry = {
  action: string;
  targetType?: string;
  targetId?: string;
  targetName?: string;
  detail?: Record<string, unknown>;
};

/** The caller of a request as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor {
  const s = request.session;
  return { officeId: s?.officeId ?? null, userId: s?.userId ?? null, username: s?.username ?? null, ip: request.ip };
}

/** Records an action, or several in one insert; pass the transaction of the change so both land or neither does. */
export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry | AuditEntry[]) {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (entries.length) await db.insert(auditLogs).values(entries.map((e) => ({ ...actor, ...e })));
}

/** The fields an edit changed, as {field: [before, after]}, for the audit log. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T, ignore = ['updatedAt', 'createdAt']) {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after))
    if (!ignore.includes(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = [before[key], after[key]];
  return changes;
}
