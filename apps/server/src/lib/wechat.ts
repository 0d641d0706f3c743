import { ErrorCodes } from '@cloud-exam/contract/errors';
import { AppError } from '../http/app-error';
import type { EphemeralStore } from './ephemeral-store';

export type WechatConfig = { appId: string; secret: string; apiBase: string };

/** WeChat hands out an authorisation code valid for 5 minutes and usable once; its answer is kept as long. */
const CODE_LIFE_MS = 5 * 60_000;

/**
 * WeChat website sign-in (open platform, scope snsapi_login): the browser brings back an authorisation code, which
 * is exchanged here for the person's openid. The exchange is remembered per code, so that looking the person up
 * and then signing them in may both use the one code.
 */
export function createWechat(config: WechatConfig, store: EphemeralStore) {
  return {
    appId: config.appId,
    async openidFor(code: string): Promise<string> {
      const key = `wechat-code:${code}`;
      const known = await store.get(key);
      if (known) return known;
      const url = new URL('/sns/oauth2/access_token', config.apiBase);
      url.search = new URLSearchParams({ appid: config.appId, secret: config.secret, code, grant_type: 'authorization_code' }).toString();
      const answer = (await fetch(url, { signal: AbortSignal.timeout(10_000) })
        .then((res) => res.json())
        .catch(() => ({}))) as { openid?: string; unionid?: string; errcode?: number };
      // The union id is the same person across an operator's apps; prefer it when WeChat gives one.
      const id = answer.unionid ?? answer.openid;
      if (!id) throw new AppError(ErrorCodes.wechatAuthFailed);
      await store.set(key, id, CODE_LIFE_MS);
      return id;
    },
  };
}
export type Wechat = ReturnType<typeof createWechat>;
