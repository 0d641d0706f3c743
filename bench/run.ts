// npm run bench: load on loopback against the real server (built web app, fresh data), on PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL; then the JavaScript a browser loads for /login and the console shell.
import { type ChildProcess, spawn } from 'node:child_process';
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'BenchAdmin2026';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const MEMBERS = 10_000;

type Row = { scenario: string; database: string; rps: number; p50: number; p99: number; errors: number };

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

async function startServer(port: number, env: Record<string, string>) {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function tokenForm(base: string) {
  const { data } = (await (await fetch(`${base}/gl/ua/ogt/publicKey`)).json()) as { data: { publicKey: string } };
  const password = publicEncrypt(
    { key: data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(PASSWORD),
  ).toString('base64');
  return new URLSearchParams({ grant_type: 'password', username: 'admin', password }).toString();
}

/**
 * Gives the demo institution MEMBERS more members through the member import, as an administrator would
 * (no passwords in the file, so no hashing); answers how long the import call took.
 */
async function importMembers(base: string, token: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('members');
  sheet.addRow(['username', 'name', 'mobile', 'email', 'dept', 'posts', 'roles', 'password']);
  for (let i = 1; i <= MEMBERS; i++)
    sheet.addRow([`user${i}`, `考生老师${i}`, `139${String(i).padStart(8, '0')}`, '', '', '', '监考员', '']);
  const body = new FormData();
  body.append('file', new Blob([await book.xlsx.writeBuffer()]), 'members.xlsx');
  const started = performance.now();
  const res = await fetch(`${base}/gl/ua/ogt/gl/office/user/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await res.json()) as { code: number; data: { imported: number } };
  if (answer.code !== 20000 || answer.data.imported !== MEMBERS)
    throw new Error(`member import failed: ${JSON.stringify(answer).slice(0, 300)}`);
  return performance.now() - started;
}

async function benchDatabase(label: string, env: Record<string, string>, port: number): Promise<{ rows: Row[]; importMs: number }> {
  const server = await startServer(port, env);
  try {
    const form = await tokenForm(server.base);
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    const signIn = await fetch(`${server.base}/gl/ua/oauth/token`, { method: 'POST', headers: formHeaders, body: form });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const importMs = await importMembers(server.base, access_token);
    const bearer = { authorization: `Bearer ${access_token}` };
    const members = `${server.base}/gl/ua/ogt/gl/office/user/get/page`;
    const scenarios: [string, autocannon.Options][] = [
      ['bare route GET /healthz', { url: `${server.base}/healthz` }],
      [
        'GET /gl/ua/ogt/oauth2/getuser',
        { url: `${server.base}/gl/ua/ogt/oauth2/getuser`, headers: { authorization: `Bearer ${access_token}` } },
      ],
      ['POST /gl/ua/oauth/token (argon2id)', { url: `${server.base}/gl/ua/oauth/token`, method: 'POST', headers: formHeaders, body: form }],
      [`GET user/get/page p1, ${MEMBERS / 1000}k users`, { url: `${members}?current=1&size=10`, headers: bearer }],
      [`GET user/get/page p500, ${MEMBERS / 1000}k`, { url: `${members}?current=500&size=20`, headers: bearer }],
      [`GET user/get/page search, ${MEMBERS / 1000}k`, { url: `${members}?keyword=user99&size=10`, headers: bearer }],
    ];
    const rows: Row[] = [];
    for (const [scenario, options] of scenarios) {
      const r = await run(options);
      rows.push({
        scenario,
        database: label,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    }
    return { rows, importMs };
  } finally {
    await server.stop();
  }
}

async function withPostgresDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `cloud_exam_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** What Chromium really downloads: every script response of a page, raw and gzip-compressed. */
async function javascriptOf(base: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  let bytes: Buffer[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') bytes.push(await res.body().catch(() => Buffer.alloc(0)));
  });
  const measure = () => {
    const raw = bytes.reduce((n, b) => n + b.length, 0);
    const gzip = bytes.reduce((n, b) => n + gzipSync(b).length, 0);
    const files = bytes.length;
    bytes = [];
    return { files, raw, gzip };
  };
  /** Until no script has arrived for half a second: lazy chunks keep coming after the load event. */
  const quiet = async () => {
    for (let seen = -1; seen !== bytes.length;) {
      seen = bytes.length;
      await page.waitForTimeout(500);
    }
  };
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await quiet();
  const login = measure();
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/home$/);
  await page.getByTestId('user-name').waitFor();
  await quiet();
  const shell = measure();
  await browser.close();
  return { login, shell };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pad = (s: string, n: number) => s.padEnd(n);

async function main() {
  const rows: Row[] = [];
  const imports: { database: string; ms: number }[] = [];
  const record = (database: string) => (r: { rows: Row[]; importMs: number }) => {
    rows.push(...r.rows);
    imports.push({ database, ms: r.importMs });
  };
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-bench-'));
  try {
    record('PGlite')(await benchDatabase('PGlite', { DATA_DIR: pgliteDir }, 18190));
  } finally {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) record('PostgreSQL')(await withPostgresDatabase(pgUrl, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }, 18191)));

  const jsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-bench-js-'));
  const server = await startServer(18192, { DATA_DIR: jsDir });
  const js = await javascriptOf(server.base).finally(() => server.stop());
  fs.rmSync(jsDir, { recursive: true, force: true });

  console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION} s per scenario, loopback, ${os.cpus().length} cores\n`);
  console.log(
    `| ${pad('scenario', 36)} | ${pad('database', 10)} | ${pad('req/s', 8)} | ${pad('p50 ms', 7)} | ${pad('p99 ms', 7)} | ${pad('vs bare', 7)} | errors |`,
  );
  console.log(`|${'-'.repeat(38)}|${'-'.repeat(12)}|${'-'.repeat(10)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(9)}|--------|`);
  for (const r of rows) {
    const bare = rows.find((b) => b.database === r.database && b.scenario.startsWith('bare'))?.rps ?? r.rps;
    console.log(
      `| ${pad(r.scenario, 36)} | ${pad(r.database, 10)} | ${pad(r.rps.toFixed(0), 8)} | ${pad(String(r.p50), 7)} | ${pad(String(r.p99), 7)} | ${pad(`${((r.rps / bare) * 100).toFixed(1)}%`, 7)} | ${pad(String(r.errors), 6)} |`,
    );
  }
  for (const i of imports)
    console.log(
      `\nMember import of ${MEMBERS} rows (one call, before the member-list scenarios), ${i.database}: ${(i.ms / 1000).toFixed(1)} s`,
    );
  console.log('\nJavaScript loaded by the browser (zh)\n');
  console.log('| page                                   | files | raw       | gzip     |');
  console.log('|----------------------------------------|-------|-----------|----------|');
  console.log(
    `| /login (first visit)                   | ${pad(String(js.login.files), 5)} | ${pad(kb(js.login.raw), 9)} | ${pad(kb(js.login.gzip), 8)} |`,
  );
  console.log(
    `| console shell /home (after sign-in)    | ${pad(String(js.shell.files), 5)} | ${pad(kb(js.shell.raw), 9)} | ${pad(kb(js.shell.gzip), 8)} |`,
  );
  console.log(
    `| both together                          | ${pad(String(js.login.files + js.shell.files), 5)} | ${pad(kb(js.login.raw + js.shell.raw), 9)} | ${pad(kb(js.login.gzip + js.shell.gzip), 8)} |`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
