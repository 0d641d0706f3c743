import type { InvitationStatus } from '@cloud-exam/contract/org/invitation';
import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, invitations, offices, roles, users } from '../../db/schema';
import { type PageParams, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

export type InvitationRow = typeof invitations.$inferSelect;
export type InvitationFilter = { keyword?: string; status?: InvitationStatus };
/** What an invitation proposes, and who sent it when, for how long. */
export type InvitationOffer = {
  deptId: string | null;
  postIds: string[];
  roleIds: string[];
  invitedBy: string;
  sentAt: Date;
  expiresAt: Date;
};

const scoped = scopedRepo(invitations);

/** The stored status, or 'expired' for an open invitation past its time. */
export const statusAt = (row: Pick<InvitationRow, 'status' | 'expiresAt'>, now: Date): InvitationStatus =>
  row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;

/** The names of the invitation's department and roles, in its institution. */
const offered = {
  deptName: sql<
    string | null
  >`(select d.name from ${departments} d where d.id = ${invitations.deptId} and d.office_id = ${invitations.officeId})`,
  roleNames: sql<
    string[]
  >`coalesce((select json_agg(r.name order by r.created_at) from ${roles} r where r.id = any(${invitations.roleIds}) and r.office_id = ${invitations.officeId}), '[]')`,
};

/** The invitations an institution sent. The invited account is named by its account name only. */
export function invitationRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    async page({ keyword, status }: InvitationFilter, paging: PageParams, now: Date) {
      const statusIs: Record<InvitationStatus, SQL | undefined> = {
        pending: and(eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)),
        expired: and(eq(invitations.status, 'pending'), lte(invitations.expiresAt, now)),
        accepted: eq(invitations.status, 'accepted'),
        declined: eq(invitations.status, 'declined'),
        cancelled: eq(invitations.status, 'cancelled'),
      };
      return base.page({
        ...paging,
        where: and(
          keyword
            ? sql`exists (select 1 from ${users} u where u.id = ${invitations.userId} and u.username ilike ${likePattern(keyword)})`
            : undefined,
          status ? statusIs[status] : undefined,
        ),
        orderBy: [desc(invitations.sentAt), desc(invitations.id)],
        extra: {
          username: sql<string>`(select u.username from ${users} u where u.id = ${invitations.userId})`,
          invitedByName: sql<string | null>`(select u.username from ${users} u where u.id = ${invitations.invitedBy})`,
          ...offered,
        },
      });
    },

    findOne: (id: string) => base.findOne(id),

    /** This institution's invitation of an account, whatever its status. */
    async ofUser(userId: string): Promise<InvitationRow | undefined> {
      return (await base.list({ where: eq(invitations.userId, userId) }))[0];
    },

    /** Opens the institution's invitation of an account with this offer: a new one, or the old one reopened. */
    async open(userId: string, offer: InvitationOffer): Promise<InvitationRow> {
      const values = { ...offer, status: 'pending' as const, respondedAt: null };
      const [row] = await db
        .insert(invitations)
        .values({ ...values, userId, officeId: scope.officeId })
        .onConflictDoUpdate({ target: [invitations.officeId, invitations.userId], set: values })
        .returning();
      return row!;
    },

    /** Opens an invitation again for as long, sent by this member now. */
    reopen: (id: string, offer: Pick<InvitationOffer, 'invitedBy' | 'sentAt' | 'expiresAt'>) =>
      base.update(id, { ...offer, status: 'pending', respondedAt: null }),

    cancel: (id: string, at: Date) => base.update(id, { status: 'cancelled', respondedAt: at }),
  };
}

/**
 * The invited person's side, across institutions: only the invitations made out to `userId`, each with the name
 * of the institution that sent it.
 */
export function inviteeRepo(db: Db, userId: string) {
  const mine = (...conditions: (SQL | undefined)[]) => and(eq(invitations.userId, userId), ...conditions);
  return {
    /** Open invitations, newest first. */
    open(now: Date) {
      return db
        .select({
          id: invitations.id,
          officeName: offices.name,
          sentAt: invitations.sentAt,
          expiresAt: invitations.expiresAt,
          ...offered,
        })
        .from(invitations)
        .innerJoin(offices, eq(offices.id, invitations.officeId))
        .where(mine(eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)))
        .orderBy(desc(invitations.sentAt));
    },

    /** One of my invitations, locked for the answer, with its institution's name. */
    async findForAnswer(id: string) {
      const rows = await db
        .select({ invitation: invitations, officeName: offices.name })
        .from(invitations)
        .innerJoin(offices, eq(offices.id, invitations.officeId))
        .where(mine(eq(invitations.id, id)))
        .for('update', { of: invitations });
      return rows[0];
    },

    async answer(id: string, status: 'accepted' | 'declined', at: Date) {
      await db
        .update(invitations)
        .set({ status, respondedAt: at })
        .where(mine(eq(invitations.id, id)));
    },
  };
}

/** The account an invitation names: its name, and where to tell the person. */
export async function accountOf(db: Db, userId: string) {
  const rows = await db
    .select({ id: users.id, username: users.username, mobile: users.mobile, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0];
}
