import { wechatApi } from '@cloud-exam/contract/account/wechat';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { AccountDeps } from './account.deps';
import { addressLimit } from './address-limit';

/** WeChat website sign-in (WECHAT_APP_ID / WECHAT_APP_SECRET); unconfigured, each answers 12421113. */
export async function wechatRoutes(app: FastifyInstance, { account, store }: AccountDeps) {
  const limit = addressLimit(store);
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
