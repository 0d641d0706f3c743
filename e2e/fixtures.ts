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

/** A Word file of single choice items, numbered from 1, as an author types them; the numbers in `bad` have no answer. */
export async function wordItems(count: number, bad: number[] = []): Promise<Buffer> {
  const { Document, Packer, Paragraph } = await import('docx');
  const lines = ['一、单选题（每题2分）'];
  for (let n = 1; n <= count; n++) {
    lines.push(`${n}. 第${n}题：下列说法正确的是`, 'A. 甲', 'B. 乙', 'C. 丙');
    if (!bad.includes(n)) lines.push(`答案：${'ABC'[n % 3]}`, '知识点：力学/牛顿定律');
  }
  return Packer.toBuffer(new Document({ sections: [{ children: lines.map((l) => new Paragraph(l)) }] }));
}

/** Uploads a file of items into a bank through the API and waits until it is read; answers the import's id. */
export async function readItemImport(request: APIRequestContext, token: string, bankId: string, file: Buffer, name: string) {
  const headers = { authorization: `Bearer ${token}` };
  const started = await (
    await request.post(`/gl/tk/item/import/${bankId}`, {
      headers,
      multipart: { file: { name, mimeType: 'application/octet-stream', buffer: file } },
    })
  ).json();
  const importId: string = started.data.importId;
  for (let state = 0; state < 2; await new Promise((resolve) => setTimeout(resolve, 100)))
    state = (await api(request, token).get(`/gl/tk/item/import/status/${importId}`)).data.state;
  return importId;
}
