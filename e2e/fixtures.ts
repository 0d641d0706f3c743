/* eslint-disable @typescript-eslint/no-explicit-any -- the journeys' set-up reads JSON answers of many shapes */
import { constants, publicEncrypt } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './server';

/** Signs someone in through the sign-in page (in Chinese), as a user would. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/home$/);
}

/** Signs the demo administrator in. */
export const signInAsAdmin = (page: Page) => signIn(page, 'admin', ADMIN_PASSWORD);

/** The API as a script would use it, for a journey's set-up: calls carry `token` when given. */
export function api(request: APIRequestContext, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const answer = async (res: APIResponse) => (await res.json()) as { code: number; data: any; msg: string };
  return {
    get: async (url: string) => answer(await request.get(url, { headers })),
    post: async (url: string, data: unknown) => answer(await request.post(url, { headers, data })),
  };
}

/** A password encrypted as the browser sends it: RSA-OAEP(SHA-256) under the server's public key. */
export async function encrypted(request: APIRequestContext, password: string) {
  const { data } = await api(request).get('/gl/ua/ogt/publicKey');
  return publicEncrypt(
    { key: data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
}

/** A bearer token for the account, signed in through the API. */
export async function tokenFor(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/gl/ua/oauth/token', {
    form: { grant_type: 'password', username, password: await encrypted(request, password) },
  });
  return (await res.json()).access_token;
}
