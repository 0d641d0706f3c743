/* eslint-disable @typescript-eslint/no-explicit-any -- the journeys' set-up reads JSON answers of many shapes */
import { constants, publicEncrypt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, type APIResponse, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, BASE_URL } from './server';

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
    put: async (url: string, data: unknown) => answer(await request.put(url, { headers, data })),
  };
}

/** The administrator signed in for the pages by the session cookie (no sign-in page); answers the token, for set-up. */
export async function adminSession(request: APIRequestContext, context: BrowserContext): Promise<string> {
  const token = await tokenFor(request, 'admin', ADMIN_PASSWORD);
  await context.addCookies([{ name: 'access_token', value: token, url: BASE_URL }]);
  return token;
}

/** A bank paper imported into an exam's papers card through its dialog: searched by name, picked, imported. */
export async function importBankPaper(page: Page, card: Locator, dialogName: string, paper: string) {
  await card.getByRole('button', { name: '从题库导入' }).click();
  // Named: a drawer that is still leaving is a dialog too. Searching may be slow on a shared machine.
  const patient = expect.configure({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('按试卷名称搜索').fill(paper);
  await dialog.getByLabel('按试卷名称搜索').press('Enter');
  await patient(dialog.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await dialog.getByRole('checkbox', { name: paper }).check();
  await dialog.getByRole('button', { name: '导入（1）' }).click();
  await patient(dialog).toHaveCount(0);
}

/** A new bank with one single-choice item (2 points), made through the API: what a journey's papers are built of. */
export async function givenBankItem(server: ReturnType<typeof api>, bankName: string) {
  const bankId = (await server.post('/gl/tk/bank/add', { name: bankName })).data.id as string;
  const item = await server.post('/gl/tk/item/add', {
    bankId,
    itemTypeCode: 'single_choice',
    score: 2,
    stemAttrs: { content: '<p>下列说法正确的是？</p>' },
    optionsDataList: [{ optionContent: '甲' }, { optionContent: '乙' }],
    answerAttrs: { options: ['A'] },
  });
  if (item.code !== 20000) throw new Error(JSON.stringify(item));
  return { bankId, itemId: item.data.id as string };
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

/**
 * A Word file of single choice items, numbered from 1, as an author types them; the numbers in `bad` have no answer.
 * `unscored`: the heading gives no score, so the items take the bank's default.
 */
export async function wordItems(count: number, bad: number[] = [], { unscored = false } = {}): Promise<Buffer> {
  const { Document, Packer, Paragraph } = await import('docx');
  const lines = [unscored ? '一、单选题' : '一、单选题（每题2分）'];
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

/** A valid mainland ID number for a serial and a birth date (YYYYMMDD): its GB 11643 check character computed. */
export function mainlandId(serial: number, born = '19950101') {
  const first17 = `110105${born}${String(serial).padStart(3, '0')}`;
  const sum = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2].reduce((s, w, i) => s + w * Number(first17[i]), 0);
  return first17 + '10X98765432'[sum % 11];
}

const HOUR = 3_600_000;
/** "YYYY-MM-DD HH:mm" in China time, as the date pickers take it. */
export const chinaTime = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');

/** Types a begin and an end into the range picker of the open dialog (in Chinese). */
export async function fillWindow(page: Page, from: number, to: number) {
  const dialog = page.getByRole('dialog');
  const [begin, end] = [dialog.getByPlaceholder(/开始/), dialog.getByPlaceholder(/结束/)];
  await begin.click();
  await begin.fill(chinaTime(from));
  await page.keyboard.press('Enter');
  await end.fill(chinaTime(to));
  await page.keyboard.press('Enter');
}

const pngChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
};

/** A small PNG picture of one colour (`rgb` as 0xRRGGBB), as a camera's photo stands in a list. */
export function png(width: number, height: number, rgb: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const line = Buffer.alloc(1 + 3 * width);
  for (let x = 0; x < width; x++) line.set([rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff], 1 + 3 * x);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => line)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A zip archive of the files (deflated), as an archiver makes one: the server tests' own writer. */
export { zipOf } from '../apps/server/src/test/xlsx-files';
