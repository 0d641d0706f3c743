import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Authority } from '@cloud-exam/contract/authorities';
import ExcelJS from 'exceljs';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { type Database, openPglite, openPostgres } from '../db/client';
import { memberRoles, memberships, roles, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { type FileStore, localFileStore } from '../lib/file-store';
import { createInstitutionWithAdmin, createPlatformOperator } from '../modules/org';
import { asPostgresAdmin, postgresUrl } from './global-setup';

/**
 * A fresh database for one test file: a copy of the migrated PGlite, or (project server-pg) a copy of the migrated
 * template on the PostgreSQL server of TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    return openPglite({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]) });
  }
  // Dropped with the template at the end of the run: waiting here for the pool's last goodbyes would cost each file.
  const template = inject('postgresTemplate');
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  await asPostgresAdmin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return openPostgres(postgresUrl(name), { max: 4 });
}

/** A file store in a directory of its own, removed with `close`. */
export function createTestFiles(): FileStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-files-'));
  return { ...localFileStore(dir), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The app on a fresh database and file store; `clock.now` is the time every window and expiry is measured by. */
export async function createTestApp({ files = createTestFiles(), ...deps }: Omit<Partial<AppDeps>, 'database' | 'now'> = {}) {
  const database = await createTestDatabase();
  const clock = { now: Date.now() };
  // Workers look for retries and scheduled jobs as often as pg-boss allows: tests wait for them.
  const app = await buildApp({ jobPollingSeconds: 0.5, ...deps, database, files, now: () => clock.now });
  const close = async () => {
    await app.close();
    await database.close();
    await files.close();
  };
  const advance = (ms: number) => {
    clock.now += ms;
  };
  return { app, database, db: database.db, files, close, clock, advance };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Runs a scheduled job now, as pg-boss's timekeeper does when its cron falls due (a job of the schedule's name and
 * data), and waits for a worker to finish it: answers its end state, or 'unscheduled' when no such schedule exists.
 * The app's job queue must have started (a job sent, or `startJobs`).
 */
export async function runScheduled(t: TestApp, name: string, timeoutMs = 15_000) {
  const { rows } = await t.database.executeSql(
    'insert into pgboss.job (name, data) select name, data from pgboss.schedule where name = $1 returning id',
    [name],
  );
  const id = rows[0]?.id;
  if (!id) return 'unscheduled';
  for (const until = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const [job] = (await t.database.executeSql('select state from pgboss.job where id = $1', [id])).rows;
    if (job?.state === 'completed' || job?.state === 'failed' || Date.now() > until) return job?.state as string;
  }
}

export const PASSWORD = 'Passw0rd123';

/** An institution with its administrator (every authority), signed-in name `username`. */
export async function givenInstitution(t: TestApp, officeName: string, username: string) {
  return createInstitutionWithAdmin(t.db, { officeName, username, password: PASSWORD });
}

/** A platform operator (authority pt_operator, acting in the platform office, made when missing). */
export async function givenOperator(t: TestApp, username: string) {
  return (await createPlatformOperator(t.db, { username, password: PASSWORD })).user;
}

/** A member of the institution holding exactly these authorities through one role. */
export async function givenMember(
  t: TestApp,
  officeId: string,
  username: string,
  authorities: (typeof Authority)[keyof typeof Authority][],
) {
  const [user] = await t.db
    .insert(users)
    .values({ username, name: username, passwordHash: await hashPassword(PASSWORD), defaultOfficeId: officeId })
    .returning();
  const [role] = await t.db
    .insert(roles)
    .values({ officeId, code: `r_${username}`, name: `Role of ${username}`, authorities })
    .returning();
  await t.db.insert(memberships).values({ userId: user!.id, officeId });
  await t.db.insert(memberRoles).values({ userId: user!.id, officeId, roleId: role!.id });
  return user!;
}

/** Encrypts a password as the browser does: base64 RSA-OAEP(SHA-256) under the server's public key. */
export async function encryptPassword(t: TestApp, password: string) {
  const res = await t.app.inject({ method: 'GET', url: '/gl/ua/ogt/publicKey' });
  const { publicKey } = res.json().data as { publicKey: string };
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString(
    'base64',
  );
}

export async function requestToken(t: TestApp, username: string, password: string, extra: Record<string, string> = {}) {
  const form = new URLSearchParams({ grant_type: 'password', username, password: await encryptPassword(t, password), ...extra });
  return t.app.inject({
    method: 'POST',
    url: '/gl/ua/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export async function signIn(t: TestApp, username: string, password = PASSWORD): Promise<string> {
  const res = await requestToken(t, username, password);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return res.json().access_token;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, read by the assertions
export type Answer = { code: number; data: any; msg: string };
export type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown; form?: Record<string, string>; as: string };

/** One API call as the holder of token `as`: a JSON body, or `form` sent form-encoded. */
export async function callApi(t: TestApp, { method = 'GET', url, body, form, as }: Call): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${as}` };
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await t.app.inject({ method, url, headers, payload: form ? new URLSearchParams(form).toString() : (body as object) });
  return res.json();
}

/** Posts one file as multipart field "file", as the import dialogs do, with any further `headers`. */
export async function uploadFile(
  t: TestApp,
  url: string,
  as: string,
  file: Buffer,
  name: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const boundary = '----cloudexam';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, authorization: `Bearer ${as}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return res.json();
}

/** An .xlsx file: a header row (the import reads columns by position, so its text does not matter), then the rows. */
export async function xlsxOf(rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('sheet');
  sheet.addRow(rows[0]?.map((_, i) => `column ${i + 1}`) ?? []);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * What `work` answers, with the longest the event loop went without running a 20 ms timer meanwhile: how long the
 * server would have left every other request waiting.
 */
export async function withLongestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 20);
  try {
    const result = await work();
    return { result, stallMs: Math.max(stallMs, performance.now() - last) };
  } finally {
    clearInterval(timer);
  }
}

/** Follows an import's job until it ends; answers its last state. */
export async function jobEnd(t: TestApp, jobId: string, as: string, timeoutMs = 15_000): Promise<Answer> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await callApi(t, { url: `/cloudeFile/task/importJob/${jobId}`, as });
    if (answer.code !== 20000 || answer.data.state >= 2 || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Uploads an import file and waits for its job: answers as the import did when it ran in the request, the job's
 * code (20000 when it imported the file) with its report as the data, or the refusal of the upload itself.
 */
export async function importFile(
  t: TestApp,
  url: string,
  as: string,
  file: Buffer,
  name: string,
): Promise<Answer & { job?: Answer['data'] }> {
  const started = await uploadFile(t, url, as, file, name);
  if (started.code !== 20000) return started;
  const job = (await jobEnd(t, started.data.jobId, as)).data;
  return { code: job.code ?? 20000, msg: job.msg, data: job.report, job };
}
