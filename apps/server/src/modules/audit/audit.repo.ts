import { and, desc, eq, gte, ilike, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';
import type { Actor } from '../../http/tenant';
import { likePattern } from '../../lib/sql-like';

export type AuditEntry = {
  action: string;
  targetType?: string;
  targetId?: string;
  targetName?: string;
  detail?: Record<string, unknown>;
};

/**
 * Records an action, or several in one insert; pass the transaction of the change so both land or neither does.
 * The actor names the institution, which a sign-in that failed or a registration may not have yet.
 */
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

const scoped = scopedRepo(auditLogs);

export type AuditFilter = { action?: string; username?: string; from?: string; to?: string; current: number; size: number };

/** The audit log of the caller's institution. */
export function auditLogRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    /** Newest first, filtered by action, user name (contains) and time. */
    async page({ action, username, from, to, ...paging }: AuditFilter) {
      const page = await base.page({
        ...paging,
        where: and(
          action ? eq(auditLogs.action, action) : undefined,
          username ? ilike(auditLogs.username, likePattern(username)) : undefined,
          from ? gte(auditLogs.createdAt, new Date(from)) : undefined,
          to ? lte(auditLogs.createdAt, new Date(to)) : undefined,
        ),
        orderBy: [desc(auditLogs.createdAt), desc(auditLogs.id)],
      });
      return {
        ...page,
        records: page.records.map((a) => ({
          id: a.id,
          username: a.username,
          action: a.action,
          targetType: a.targetType,
          targetId: a.targetId,
          targetName: a.targetName,
          detail: a.detail ?? null,
          ip: a.ip,
          createTime: a.createdAt.toISOString(),
        })),
      };
    },
  };
}
