import { brandApi } from '@cloud-exam/contract/account/brand';
import { personalApi } from '@cloud-exam/contract/account/personal';
import { registrationApi } from '@cloud-exam/contract/account/registration';
import { sessionApi } from '@cloud-exam/contract/account/session';
import { wechatApi } from '@cloud-exam/contract/account/wechat';
import { AVATAR_MAX_BYTES } from '@cloud-exam/contract/constants';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { toFailure } from '../../http/error-handler';
import { route, routes } from '../../http/route';
import { signedInOf } from '../../http/tenant';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { withinLimit } from '../../lib/rate-limit';
import { interfaceImagePolicy, type StoredFiles } from '../files';
import type { AccountService } from './account.service';

/** Session and account calls of spec §7 under /gl/ua. */
export async function accountRoutes(
  app: FastifyInstance,
  { account, store, storedFiles }: { account: AccountService; store: EphemeralStore; storedFiles: StoredFiles },
) {
  const avatarPolicy = interfaceImagePolicy('avatar', AVATAR_MAX_BYTES);
  /** Refuses a caller who asked too often from one address (lookups that tell whether an account exists). */
  const limit = async (request: FastifyRequest, what: string, max = 30, windowMs = 60_000) => {
    if (!(await withinLimit(store, `${what}:${request.ip}`, max, windowMs))) throw new AppError(ErrorCodes.captchaTooFrequent);
  };

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

  routes(app, registrationApi, {
    checkContact: async ({ content }, { request }) => {
      await limit(request, 'check-contact');
      return account.isRegistered(content);
    },
    sendCaptcha: ({ content, type }, { request }) => account.sendCaptcha({ content, purpose: type, lang: request.lang, ip: request.ip }),
    registerAdmin: async (input, { request }) => {
      await limit(request, 'register', 10, 60 * 60_000);
      return account.registerAdmin(input, request.ip);
    },
    resetPassword: (input, { request }) => account.resetPassword(input, request.ip),
  });

  routes(app, personalApi, {
    profile: (_input, { tenant }) => account.profile(tenant.session),
    updateProfile: async (input, { tenant }) => {
      const profile = await account.updateProfile(tenant.session, input);
      await account.audit(tenant.actor, { action: 'account.updateProfile' });
      return profile;
    },
    sendBindCaptcha: ({ content }, { tenant, request }) =>
      account.sendBindCaptcha(tenant.session, { content, lang: request.lang, ip: request.ip }),
    bindContact: async (input, { tenant }) => {
      const { profile, channel } = await account.bindContact(tenant.session, input);
      await account.audit(tenant.actor, { action: 'account.bindContact', detail: { channel } });
      return profile;
    },
    uploadAvatar: async (_input, { tenant, request }) => {
      // The person's, whichever institution they uploaded it in.
      const image = await storedFiles.upload(request, { officeId: null, userId: tenant.userId }, avatarPolicy);
      const profile = await account.setAvatar(tenant.session, image.key);
      await account.audit(tenant.actor, { action: 'account.updateAvatar', detail: { bytes: image.size, type: image.contentType } });
      return profile;
    },
    removeAvatar: async (_input, { tenant }) => {
      const profile = await account.setAvatar(tenant.session, null);
      await account.audit(tenant.actor, { action: 'account.updateAvatar', detail: { removed: true } });
      return profile;
    },
    changePassword: async (input, { tenant, request }) => {
      const result = await account.changePassword(tenant.session, input, request.ip);
      await account.audit(tenant.actor, { action: 'account.changePassword' });
      return result;
    },
    skin: (_input, { tenant }) => account.skin(tenant.session),
    saveSkin: async (input, { tenant }) => {
      const skin = await account.saveSkin(tenant.session, input);
      await account.audit(tenant.actor, { action: 'account.saveSkin' });
      return skin;
    },
  });

  routes(app, brandApi, {
    brand: ({ officeId }) => account.brand(officeId),
  });

  // WeChat website sign-in (WECHAT_APP_ID / WECHAT_APP_SECRET); unconfigured, each answers 12421113.
  routes(app, wechatApi, {
    appId: async () => account.wechatAppId(),
    user: async ({ code }, { request }) => {
      await limit(request, 'wechat-user');
      return account.wechatUser(code);
    },
    bind: async ({ code }, { tenant }) => {
      const profile = await account.bindWechat(tenant.session, code || undefined);
      await account.audit(tenant.actor, { action: profile.wechatBound ? 'account.bindWechat' : 'account.unbindWechat' });
      return profile;
    },
  });
}
