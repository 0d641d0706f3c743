import { sessionApi } from '@cloud-exam/contract/account/session';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { toFailure } from '../../http/error-handler';
import { route, routes } from '../../http/route';
import { signedInOf } from '../../http/tenant';
import type { AccountDeps } from './account.deps';

/** Signing in (the OAuth token call), the signed-in user, signing out, switching institution and role (/gl/ua). */
export async function sessionRoutes(app: FastifyInstance, { account }: AccountDeps) {
  route(app, sessionApi.token, (input, { request }) => account.signIn(input, request.ip), {
    // The OAuth client reads error_description from a 400, so every refusal takes that shape.
    errorHandler: (error, request, reply) => {
      const f = toFailure(error, request);
      const status = (f.status === 200 ? 400 : f.status) as 400;
      const description = errorMessage(f.code, request.lang, f.params);
      return reply
        .status(status)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send({ error: status === 400 ? 'invalid_grant' : 'server_error', error_description: description, code: f.code });
    },
  });

  const { token: _token, ...session } = sessionApi;
  routes(app, session, {
    publicKey: async () => account.publicKey(),
    currentUser: async (_input, { request }) => account.currentUser(signedInOf(request)),
    signOut: async (_input, { tenant }) => {
      await account.audit(tenant.actor, { action: 'account.signOut' });
      await account.signOut(tenant.session);
      return null;
    },
    offices: async ({ userId }, { tenant }) => {
      if (userId && userId !== tenant.userId) throw new AppError(ErrorCodes.noPermission);
      return account.listOffices(tenant.session);
    },
    switchOffice: async ({ switchOrgId }, { tenant }) => {
      const office = await account.switchOffice(tenant.session, switchOrgId);
      // Recorded in the institution switched to, where its administrators will look for it.
      await account.audit(
        { ...tenant.actor, officeId: office.officeid },
        { action: 'account.switchOffice', targetType: 'office', targetId: office.officeid, targetName: office.officename },
      );
      return office;
    },
    switchRole: async ({ roleId }, { tenant, request }) => {
      const role = await account.switchRole(signedInOf(request), roleId ?? null);
      await account.audit(tenant.actor, {
        action: 'account.switchRole',
        ...(role.roleid ? { targetType: 'role', targetId: role.roleid, targetName: role.name! } : {}),
      });
      return role;
    },
  });
}
