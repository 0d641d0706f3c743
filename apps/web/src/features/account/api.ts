import type { PublicKey, TokenResponse } from '@cloud-exam/contract/account';
import { GrantType } from '@cloud-exam/contract/account';
import { RequestError, request, send } from '../../api/request';
import { encryptPassword } from '../../auth/encrypt-password';

export type Credentials = { username: string; password: string; remember: boolean };

/**
 * POST /gl/ua/oauth/token. A refusal (HTTP 400) rejects with its error_description; anything else with the
 * server's message or the caller's 'login failed' text.
 */
export async function requestToken(c: Credentials, loginFailed: string): Promise<TokenResponse> {
  const { publicKey } = await request<PublicKey>('/gl/ua/ogt/publicKey');
  const password = await encryptPassword(c.password, publicKey);
  const res = await send('/gl/ua/oauth/token', {
    method: 'POST',
    form: true,
    data: { grant_type: GrantType.password, username: c.username.trim(), password, remember: c.remember ? '1' : '0' },
  });
  const body = (await res.json().catch(() => undefined)) as (TokenResponse & { error_description?: string; msg?: string }) | undefined;
  if (res.ok && body?.access_token) return body;
  const message = res.status === 400 && body?.error_description ? body.error_description : body?.msg || loginFailed;
  throw new RequestError(message, 'http', res.status);
}
