import { invitationApi, myInvitationApi } from '@cloud-exam/contract/org/invitation';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { InvitationService } from './invitation.service';

/**
 * Invitations of existing accounts: the institution's list with re-send and cancel (they are made by the add-member
 * call), and the invited person's own open invitations, which they accept or decline.
 */
export async function invitationRoutes(app: FastifyInstance, { invitations }: { invitations: InvitationService }) {
  routes(app, invitationApi, {
    page: async (input, { tenant }) => invitations.page(tenant, input),
    resend: async (input, { tenant, request }) => invitations.resend(tenant, input.id, request.lang),
    cancel: async (input, { tenant }) => invitations.cancel(tenant, input.id),
  });
  routes(app, myInvitationApi, {
    list: async (_, { tenant }) => invitations.mine(tenant.userId),
    accept: async (input, { tenant, request }) =>
      invitations.accept({ userId: tenant.userId, username: tenant.username, ip: request.ip }, input.id),
    decline: async (input, { tenant, request }) =>
      invitations.decline({ userId: tenant.userId, username: tenant.username, ip: request.ip }, input.id),
  });
}
