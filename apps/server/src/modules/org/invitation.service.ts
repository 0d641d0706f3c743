import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import { INVITATION_DAYS } from '@cloud-exam/contract/org/invitation';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import type { invitationApi } from '@cloud-exam/contract/org/invitation';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor, Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import type { Outbox } from '../outbox';
import { invitationMessage } from './invitation-message';
import { accountOf, invitationRepo, inviteeRepo, statusAt } from './invitation.repo';
import { memberRepo } from './member.repo';
import { officeRepo } from './office.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export type InvitationServiceDeps = {
  db: Db;
  now: Clock;
  /** Drops cached sessions of a user whose memberships changed. */
  forgetUsers: (userIds: string[]) => void;
  outbox: Pick<Outbox, 'send'>;
};

/** The invited account as the service needs it: its name to record, and where to tell the person. */
export type InvitedAccount = { id: string; username: string; mobile: string | null; email: string | null };
export type Offer = { deptId?: string; postIds: string[]; roleIds: string[] };
type Invitee = { userId: string; username: string; ip: string };

/**
 * Invitations of existing accounts. The inviting institution names the account and what the person would hold
 * there; it learns nothing of the person (name, mobile, e-mail) and changes nothing of the account. The person is
 * told by e-mail or text message, sees the invitation after signing in and joins only by accepting it.
 */
export function createInvitationService({ db, now, forgetUsers, outbox }: InvitationServiceDeps) {
  const clock = () => new Date(now());
  const until = (from: Date) => new Date(from.getTime() + INVITATION_DAYS * DAY_MS);

  /** Tells the person, in the inviter's language, where to answer; the inviter sees nothing of it. */
  async function tell(tenant: Tenant, account: InvitedAccount, lang: Language) {
    const recipient = account.email ?? account.mobile;
    if (!recipient) return;
    const office = await officeRepo(db, tenant).profile();
    const message = invitationMessage(lang, office?.name ?? '', INVITATION_DAYS);
    await outbox.send({ channel: account.email ? 'email' : 'sms', recipient, officeId: tenant.officeId, ...message });
  }

  async function openOne(tenant: Tenant, id: string) {
    const row = await invitationRepo(db, tenant).findOne(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  }

  return {
    /** Invites an existing account with an offer the caller has checked (department, posts, roles within its rights). */
    async invite(tenant: Tenant, account: InvitedAccount, offer: Offer, lang: Language) {
      const sentAt = clock();
      const before = await invitationRepo(db, tenant).ofUser(account.id);
      if (before && statusAt(before, sentAt) === 'pending') throw new AppError(ErrorCodes.alreadyInvited);
      const row = await db.transaction(async (tx) => {
        const opened = await invitationRepo(tx, tenant).open(account.id, {
          deptId: offer.deptId ?? null,
          postIds: [...new Set(offer.postIds)],
          roleIds: [...new Set(offer.roleIds)],
          invitedBy: tenant.userId,
          sentAt,
          expiresAt: until(sentAt),
        });
        await recordAudit(tx, tenant.actor, {
          action: 'invitation.send',
          targetType: 'user',
          targetId: account.id,
          targetName: account.username,
          detail: { deptId: offer.deptId ?? null, roleIds: offer.roleIds },
        });
        return opened;
      });
      await tell(tenant, account, lang);
      return row.id;
    },

    async page(tenant: Tenant, { current, size, ...filter }: Inputs<typeof invitationApi>['page']) {
      const at = clock();
      const page = await invitationRepo(db, tenant).page(filter, { current, size }, at);
      return {
        ...page,
        records: page.records.map((r) => ({
          id: r.id,
          username: r.username,
          deptName: r.deptName,
          roleNames: r.roleNames,
          status: statusAt(r, at),
          invitedBy: r.invitedByName,
          sentTime: r.sentAt.toISOString(),
          expireTime: r.expiresAt.toISOString(),
          respondTime: r.respondedAt?.toISOString() ?? null,
        })),
      };
    },

    /** Opens an invitation again (pending, expired, declined or cancelled) for another INVITATION_DAYS, and tells the person. */
    async resend(tenant: Tenant, id: string, lang: Language) {
      const row = await openOne(tenant, id);
      if (await memberRepo(db, tenant).findOne(row.userId)) throw new AppError(ErrorCodes.alreadyMember);
      const invited = await accountOf(db, row.userId);
      if (!invited) throw new AppError(ErrorCodes.notFound);
      const sentAt = clock();
      await db.transaction(async (tx) => {
        await invitationRepo(tx, tenant).reopen(id, { invitedBy: tenant.userId, sentAt, expiresAt: until(sentAt) });
        await recordAudit(tx, tenant.actor, {
          action: 'invitation.resend',
          targetType: 'user',
          targetId: row.userId,
          targetName: invited.username,
        });
      });
      await tell(tenant, invited, lang);
      return null;
    },

    /** Withdraws an open invitation. */
    async cancel(tenant: Tenant, id: string) {
      const row = await openOne(tenant, id);
      const at = clock();
      if (statusAt(row, at) !== 'pending') throw new AppError(ErrorCodes.invitationClosed);
      await db.transaction(async (tx) => {
        await invitationRepo(tx, tenant).cancel(id, at);
        await recordAudit(tx, tenant.actor, { action: 'invitation.cancel', targetType: 'user', targetId: row.userId });
      });
      return null;
    },

    /** My open invitations, from any institution. */
    async mine(userId: string) {
      const rows = await inviteeRepo(db, userId).open(clock());
      return rows.map((r) => ({
        id: r.id,
        officeName: r.officeName,
        deptName: r.deptName,
        roleNames: r.roleNames,
        sentTime: r.sentAt.toISOString(),
        expireTime: r.expiresAt.toISOString(),
      }));
    },

    /**
     * Accepts one of my open invitations: I become a member of its institution with the offered department and
     * the offered posts and roles that still exist there. Recorded in that institution's audit log.
     */
    async accept({ userId, username, ip }: Invitee, id: string) {
      const at = clock();
      const joined = await db.transaction(async (tx) => {
        const found = await inviteeRepo(tx, userId).findForAnswer(id);
        if (!found) throw new AppError(ErrorCodes.notFound);
        const { invitation } = found;
        if (statusAt(invitation, at) !== 'pending') throw new AppError(ErrorCodes.invitationClosed);
        const members = memberRepo(tx, { officeId: invitation.officeId });
        if (!(await members.findOne(userId))) {
          const roles = await members.rolesIn(invitation.roleIds);
          if (!roles.length) throw new AppError(ErrorCodes.invitationRolesGone);
          const posts = await members.postsIn(invitation.postIds);
          await members.join(userId, invitation.deptId);
          await members.setPostsAndRoles(
            userId,
            posts.map((p) => p.id),
            roles.map((r) => r.id),
          );
        }
        await inviteeRepo(tx, userId).answer(id, 'accepted', at);
        const actor: Actor = { officeId: invitation.officeId, userId, username, ip };
        await recordAudit(tx, actor, { action: 'invitation.accept', targetType: 'user', targetId: userId, targetName: username });
        return { officeid: invitation.officeId, officename: found.officeName };
      });
      forgetUsers([userId]);
      return joined;
    },

    /** Declines one of my open invitations. The institution's audit log names the account only (no address). */
    async decline({ userId, username }: Invitee, id: string) {
      const at = clock();
      await db.transaction(async (tx) => {
        const found = await inviteeRepo(tx, userId).findForAnswer(id);
        if (!found) throw new AppError(ErrorCodes.notFound);
        if (statusAt(found.invitation, at) !== 'pending') throw new AppError(ErrorCodes.invitationClosed);
        await inviteeRepo(tx, userId).answer(id, 'declined', at);
        const actor: Actor = { officeId: found.invitation.officeId, userId, username, ip: '' };
        await recordAudit(tx, actor, { action: 'invitation.decline', targetType: 'user', targetId: userId, targetName: username });
      });
      return null;
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
