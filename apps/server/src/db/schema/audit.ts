import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { offices } from './org';

/** Who did what, when, from which address, on which record. Written in the same transaction as the change. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'cascade' }),
    /** Null for actions without a signed-in user, e.g. a failed sign-in or a registration. */
    userId: uuid('user_id'),
    /** The account name as it was at the time, so the row reads the same after the user is renamed. */
    username: text('username'),
    /** `<module>.<verb>`, e.g. dept.add, user.resetPassword, account.signIn; the console translates it. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** A short human-readable subject (the department's name, the user's account). */
    targetName: text('target_name'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_office_created_idx').on(t.officeId, t.createdAt, t.id), index('audit_office_action_idx').on(t.officeId, t.action)],
);
