import { invitationApi } from '@cloud-exam/contract/org/invitation';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { OrgDeps } from './org.deps';
import { createInvitationService } from './invitation.service';

/** Invitations of existing accounts: the institution's list with re-send and cancel (the add-member call makes them). */
export async function invitationRoutes(app: FastifyInstance, deps: OrgDeps) {
  const invitations = createInvitationService(deps);
  routes(app, invitationApi, {
    page: async (input, { tenant }) => invitations.page(tenant, input),
    resend: async (input, { tenant, request }) => invitations.resend(tenant, input.id, request.lang),
    cancel: async (input, { tenant }) => invitations.cancel(tenant, input.id),
  });
}
