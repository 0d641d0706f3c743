import { personalApi } from '@cloud-exam/contract/account/personal';
import { AVATAR_MAX_BYTES } from '@cloud-exam/contract/constants';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { interfaceImagePolicy } from '../files';
import type { AccountDeps } from './account.deps';

/** The personal centre: profile, contacts, avatar, password and skin of the signed-in user. */
export async function personalRoutes(app: FastifyInstance, { account, storedFiles }: AccountDeps) {
  const avatarPolicy = interfaceImagePolicy('avatar', AVATAR_MAX_BYTES);
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
}
