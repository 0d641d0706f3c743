import { myInvitationApi } from '@cloud-exam/contract/org/invitation';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { OrgDeps } from './org.deps';
import { createInvitationService } from './invitation.service';

/** The invited person's own open invitations, which they accept or decline. */
export async function myInvitationRoutes(app: FastifyInstance, deps: OrgDeps) {
  const invitations = createInvitationService(deps);
  routes(app, myInvitationApi, {
    list: async (_, { tenant }) => invitations.mine(tenant.userId),
    accept: async (input, { tenant, request }) =>
      invitations.accept({ userId: tenant.userId, username: tenant.username, ip: request.ip }, input.id),
    decline: async (input, { tenant, request }) =>
      invitations.decline({ userId: tenant.userId, username: tenant.username, ip: request.ip }, input.id),
  });
}
