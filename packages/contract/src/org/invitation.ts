import { z } from 'zod';
import { Authority } from '../authorities';
import { authenticated, endpoints, needs } from '../endpoint';
import { idOnly, optionalText, pageOf, pageParams } from '../fields';

/**
 * Invitations: an existing account joins another institution only when the person accepts. The add-member call
 * with an existing account makes one; until it is accepted the institution sees only the account name.
 */

/** How long an invitation stays open; re-sending opens it again for as long. */
export const INVITATION_DAYS = 7;

/** `expired` is a pending invitation past its time. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invitation as the inviting institution sees it: the account name, never the person's own data. */
export const invitationSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** The department, posts and roles the member gets on accepting (the institution's own). */
  deptName: z.string().nullable(),
  roleNames: z.array(z.string()),
  status: z.enum(INVITATION_STATUSES),
  /** The account name of the member who sent it last. */
  invitedBy: z.string().nullable(),
  sentTime: z.string(),
  expireTime: z.string(),
  respondTime: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationPageQuerySchema = z.object({
  /** The account name contains this. */
  keyword: optionalText(50),
  status: z.enum(INVITATION_STATUSES).optional(),
  ...pageParams,
});

/** An open invitation as the invited person sees it: who invites them, and what they would hold there. */
export const myInvitationSchema = z.object({
  id: z.string(),
  officeName: z.string(),
  deptName: z.string().nullable(),
  roleNames: z.array(z.string()),
  sentTime: z.string(),
  expireTime: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/** The institution's side: the invitations it sent, re-sending and cancelling them. */
export const invitationApi = endpoints('organisation', needs(Authority.system), {
  page: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/office/user/invitation/page',
    summary: 'Invitations this institution sent to existing accounts: account name, status and times only',
    input: invitationPageQuerySchema,
    output: pageOf(invitationSchema),
  },
  resend: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/office/user/invitation/resend',
    summary: `Send an invitation again: it is open for ${INVITATION_DAYS} more days`,
    input: idOnly,
    output: z.null(),
  },
  cancel: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/office/user/invitation/cancel',
    summary: 'Withdraw an open invitation',
    input: idOnly,
    output: z.null(),
  },
});

/** The invited person's side, whatever institution their session acts in. */
export const myInvitationApi = endpoints('account', authenticated, {
  list: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/invitation/mine',
    summary: 'My open invitations to join other institutions',
    output: z.array(myInvitationSchema),
  },
  accept: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/invitation/accept',
    summary: 'Accept an invitation: I become a member there with the proposed department, posts and roles',
    input: idOnly,
    output: z.object({ officeid: z.string(), officename: z.string() }),
  },
  decline: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/invitation/decline',
    summary: 'Decline an invitation',
    input: idOnly,
    output: z.null(),
  },
});
