import { registrationApi } from '@cloud-exam/contract/account/registration';
import { GrantType, LoginType, sessionApi, type TokenError, type TokenResponse } from '@cloud-exam/contract/account/session';
import { wechatApi } from '@cloud-exam/contract/account/wechat';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import { call } from '../../api/call';
import { RequestError, send } from '../../api/request';
import { encryptForServer as encrypted } from '../../auth/encrypt-password';

export type Credentials = { username: string; password: string; remember: boolean };
export type CodeCredentials = { username: string; captcha: string; remember: boolean };
export type WechatCredentials = { wechatoauthcode: string; remember: boolean };

/**
 * POST /gl/ua/oauth/token, by password or by code. Its answer is the OAuth body, not the envelope: a refusal
 * (HTTP 400) rejects with its error_description; anything else with the server's message or the caller's
 * 'login failed' text.
 */
export async function requestToken(c: Credentials | CodeCredentials | WechatCredentials, loginFailed: string): Promise<TokenResponse> {
  const way =
    'wechatoauthcode' in c
      ? { login_type: LoginType.wechat, wechatoauthcode: c.wechatoauthcode }
      : 'captcha' in c
        ? { login_type: LoginType.code, username: c.username.trim(), captcha: c.captcha.trim() }
        : { login_type: LoginType.password, username: c.username.trim(), password: await encrypted(c.password) };
  const data: InputOf<typeof sessionApi.token> = { grant_type: GrantType.password, ...way, remember: c.remember ? '1' : '0' };
  const { method, path } = sessionApi.token;
  const res = await send(path, { method, form: true, data });
  const body = (await res.json().catch(() => undefined)) as (TokenResponse & Partial<TokenError> & { msg?: string }) | undefined;
  if (res.ok && body?.access_token) return body;
  const message = res.status === 400 && body?.error_description ? body.error_description : body?.msg || loginFailed;
  throw new RequestError(message, 'http', res.status);
}

/** Whether the WeChat user behind an authorisation code has an account bound. */
export const wechatUser = (code: string) => call(wechatApi.user, { code });

/** POST /gl/ua/ogt/send/captcha */
export const sendCaptcha = (content: string, type: InputOf<typeof registrationApi.sendCaptcha>['type']) =>
  call(registrationApi.sendCaptcha, { content: content.trim(), type });

/** What the registration form sends; the password is encrypted on the way. */
export type Registration = InputOf<typeof registrationApi.registerAdmin>;

/** POST /gl/ua/ogt/register/admin */
export async function registerAdmin(r: Registration) {
  return call(registrationApi.registerAdmin, { ...r, password: await encrypted(r.password) });
}

/** POST /gl/ua/ogt/reset */
export async function resetPassword(r: Omit<InputOf<typeof registrationApi.resetPassword>, 'userType' | 'admin'>) {
  return call(registrationApi.resetPassword, { ...r, newpassword: await encrypted(r.newpassword), userType: '1', admin: '1' });
}
