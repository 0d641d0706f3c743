import type { CaptchaPurpose, SentCaptcha, TokenResponse } from '@cloud-exam/contract/account';
import { GrantType, LoginType } from '@cloud-exam/contract/account';
import { RequestError, request, send } from '../../api/request';
import { encryptForServer as encrypted } from '../../auth/encrypt-password';

export type Credentials = { username: string; password: string; remember: boolean };
export type CodeCredentials = { username: string; captcha: string; remember: boolean };
export type WechatCredentials = { wechatoauthcode: string; remember: boolean };

/**
 * POST /gl/ua/oauth/token, by password or by code. A refusal (HTTP 400) rejects with its error_description;
 * anything else with the server's message or the caller's 'login failed' text.
 */
export async function requestToken(c: Credentials | CodeCredentials | WechatCredentials, loginFailed: string): Promise<TokenResponse> {
  const way =
    'wechatoauthcode' in c
      ? { login_type: LoginType.wechat, wechatoauthcode: c.wechatoauthcode }
      : 'captcha' in c
        ? { login_type: LoginType.code, username: c.username.trim(), captcha: c.captcha.trim() }
        : { login_type: LoginType.password, username: c.username.trim(), password: await encrypted(c.password) };
  const data = { grant_type: GrantType.password, ...way, remember: c.remember ? '1' : '0' };
  const res = await send('/gl/ua/oauth/token', { method: 'POST', form: true, data });
  const body = (await res.json().catch(() => undefined)) as (TokenResponse & { error_description?: string; msg?: string }) | undefined;
  if (res.ok && body?.access_token) return body;
  const message = res.status === 400 && body?.error_description ? body.error_description : body?.msg || loginFailed;
  throw new RequestError(message, 'http', res.status);
}

/** Whether the WeChat user behind an authorisation code has an account bound. */
export const wechatUser = (code: string) =>
  request<{ bound: boolean; name: string | null }>('/gl/ua/ogt/wchat/getuserbyoauthcode', { params: { code } });

/** POST /gl/ua/ogt/send/captcha */
export const sendCaptcha = (content: string, type: CaptchaPurpose) =>
  request<SentCaptcha>('/gl/ua/ogt/send/captcha', { method: 'POST', data: { content: content.trim(), type } });

export type Registration = { name: string; content: string; password: string; captcha: string; officename: string };

/** POST /gl/ua/ogt/register/admin */
export async function registerAdmin(r: Registration) {
  return request<{ userid: string; officeid: string; username: string }>('/gl/ua/ogt/register/admin', {
    method: 'POST',
    data: { ...r, password: await encrypted(r.password) },
  });
}

/** POST /gl/ua/ogt/reset */
export async function resetPassword(r: { content: string; newpassword: string; captcha: string }) {
  return request<null>('/gl/ua/ogt/reset', {
    method: 'POST',
    data: { ...r, newpassword: await encrypted(r.newpassword), userType: '1', admin: '1' },
  });
}
