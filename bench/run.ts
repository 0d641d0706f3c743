// npm run bench: load on loopback against the real server (built web app, fresh data), on PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL; then the JavaScript a browser loads for /login and the console shell.
import { type ChildProcess, spawn } from 'node:child_process';
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { ImportJobState } from '@cloud-exam/contract/files/import-job';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { growBank, importWord, ITEMS, itemListUrls, type SeededBank, seedBank, WORD_ITEMS } from './bank';
import { bundleReport } from './bundle-report';
import { benchDraw, CANDIDATES } from './draw';
import {
  type CandidateImport,
  EXAM_CANDIDATES,
  EXAMS,
  examListUrls,
  growExams,
  importCandidates,
  IMPORTED,
  type SeededExams,
  seedExams,
} from './exam';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'BenchAdmin2026';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const MEMBERS = 10_000;
/** `BENCH_ONLY=exam`: the exam module's scenarios alone (its import, candidate list and exam list). */
const EXAM_ONLY = process.env.BENCH_ONLY === 'exam';

type Row = {
  scenario: string;
  database: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The reference scenario this one is read against. */
  reference?: string;
};

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 480; i++) {
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

/** Starts a process serving HTTP on `port` and waits until `/healthz` answers; `stop` sends SIGTERM and waits. */
async function startProcess(command: string, args: string[], port: number, env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return {
    base,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The product as a user starts it: `npm start`'s script with its default settings (the log level among them),
 * which builds what is stale and runs the server as its child.
 */
const startProduct = (port: number, env: Record<string, string>) =>
  startProcess(process.execPath, [path.join(root, 'scripts/start.mjs')], port, { ADMIN_PASSWORD: PASSWORD, ...env });

const startReference = (port: number, env: Record<string, string>) =>
  startProcess(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/reference.ts')], port, env);

/** Resident memory of the process serving (start.mjs's child), in MB. */
function serverRssMb(starter: ChildProcess) {
  const children = fs.readFileSync(`/proc/${starter.pid}/task/${starter.pid}/children`, 'utf8').trim().split(/\s+/);
  const pid = children[0] || String(starter.pid);
  const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(rss) / 1024;
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function load(database: string, scenario: string, options: autocannon.Options, reference?: string): Promise<Row> {
  const r = await run(options);
  return {
    scenario,
    database,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    ...(reference ? { reference } : {}),
  };
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
 * (no passwords in the file, so no hashing), and waits for the import's job; answers how long it took.
 */
async function importMembers(base: string, token: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('members');
  sheet.addRow(['username', 'name', 'mobile', 'email', 'dept', 'posts', 'roles', 'password']);
  for (let i = 1; i <= MEMBERS; i++)
    sheet.addRow([`user${i}`, `考生老师${i}`, `139${String(i).padStart(8, '0')}`, '', '', '', '监考员', '']);
  const body = new FormData();
  body.append('file', new Blob([await book.xlsx.writeBuffer()]), 'members.xlsx');
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const res = await fetch(`${base}/gl/ua/ogt/gl/office/user/import`, { method: 'POST', headers, body });
  const answer = (await res.json()) as { code: number; data: { jobId: string } };
  if (answer.code !== 20000) throw new Error(`member import refused: ${JSON.stringify(answer).slice(0, 300)}`);
  for (;;) {
    const job = (await (await fetch(`${base}/cloudeFile/task/importJob/${answer.data.jobId}`, { headers })).json()) as {
      data: { state: number };
    };
    if (job.data.state === ImportJobState.done) break;
    if (job.data.state === ImportJobState.failed) throw new Error(`member import failed: ${JSON.stringify(job).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return performance.now() - started;
}

/** Twenty posts, the page the list scenario reads. */
async function addPosts(base: string, token: string) {
  for (let i = 1; i <= 20; i++) {
    const res = await fetch(`${base}/gl/ua/post/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: `bench${i}`, name: `基准岗位${i}`, sort: i, remark: '压测用岗位' }),
    });
    const answer = (await res.json()) as { code: number };
    if (answer.code !== 20000) throw new Error(`adding a post failed: ${JSON.stringify(answer)}`);
  }
}

/**
 * After a bulk import PostgreSQL's autovacuum analyses the new rows, on the same two cores as the load: the tables
 * are analysed at once (as autovacuum would) and the machine gets a few seconds of rest before the next figure.
 */
async function settle(env: Record<string, string>) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query('vacuum analyze');
    await client.end();
  }
  await new Promise((r) => setTimeout(r, 5000));
}

type Measured = {
  rows: Row[];
  importMs: number;
  idleRssMb: number;
  wordImport: { readMs: number; totalMs: number };
  candidateImport: CandidateImport;
};

async function benchDatabase(label: string, env: Record<string, string>, referenceEnv: Record<string, string>): Promise<Measured> {
  const rows: Row[] = [];
  if (!EXAM_ONLY) {
    const reference = await startReference(18199, referenceEnv);
    try {
      rows.push(await load(label, 'reference: bare route', { url: `${reference.base}/healthz` }));
      rows.push(await load(label, 'reference: one-query route', { url: `${reference.base}/one-query?id=4242` }));
    } finally {
      await reference.stop();
    }
  }

  const server = await startProduct(18190, env);
  try {
    await new Promise((r) => setTimeout(r, 5000));
    const idleRssMb = serverRssMb(server.child);
    const form = await tokenForm(server.base);
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    const access_token = await signIn(server.base);
    const bearer = { authorization: `Bearer ${access_token}` };
    const examImport = async () => {
      const exams = await seedExams(server.base, access_token);
      return { exams, candidateImport: await importCandidates(server.base, access_token, exams.examId) };
    };
    if (EXAM_ONLY) {
      const { exams, candidateImport } = await examImport();
      await server.stop();
      await growExams(env, exams);
      rows.push(...(await benchGrownLists(label, env, undefined, exams)));
      return { rows, importMs: 0, idleRssMb, wordImport: { readMs: 0, totalMs: 0 }, candidateImport };
    }
    await addPosts(server.base, access_token);
    type Scenario = [string, autocannon.Options, string];
    const run = async (scenarios: Scenario[]) => {
      for (const [scenario, options, against] of scenarios) rows.push(await load(label, scenario, options, against || undefined));
    };
    // The calls of every page first, on the demo institution as it starts (with its twenty posts)...
    await run([
      ['GET /healthz', { url: `${server.base}/healthz` }, 'reference: bare route'],
      ['GET oauth2/getuser (signed in)', { url: `${server.base}/gl/ua/ogt/oauth2/getuser`, headers: bearer }, 'reference: one-query route'],
      [
        'GET post/get/page (20 rows)',
        { url: `${server.base}/gl/ua/post/get/page?current=1&size=20`, headers: bearer },
        'reference: one-query route',
      ],
      // Four at a time: an account's fifth password attempt in flight is refused (sign-in limits), right or not.
      [
        'POST oauth/token (argon2id), 4 connections',
        { url: `${server.base}/gl/ua/oauth/token`, method: 'POST', headers: formHeaders, body: form, connections: 4 },
        '',
      ],
    ]);
    // ...then the member list over ten thousand members, once the database has settled after their import.
    const importMs = await importMembers(server.base, access_token);
    await settle(env);
    const members = `${server.base}/gl/ua/ogt/gl/office/user/get/page`;
    const k = `${MEMBERS / 1000}k`;
    await run([
      [`GET user/get/page p1, ${k} members`, { url: `${members}?current=1&size=10`, headers: bearer }, 'reference: one-query route'],
      [`GET user/get/page p500, ${k}`, { url: `${members}?current=500&size=20`, headers: bearer }, 'reference: one-query route'],
      [`GET user/get/page search, ${k}`, { url: `${members}?keyword=user99&size=10`, headers: bearer }, 'reference: one-query route'],
    ]);
    // ...then a Word import of a thousand items, an exam's ten thousand candidates imported with their photos, and a
    // bank grown to a hundred thousand items and that exam to a hundred thousand candidates (by SQL, the server
    // stopped for PGlite's sake).
    const wordImport = await importWord(server.base, access_token);
    const bank = await seedBank(server.base, access_token);
    const { exams, candidateImport } = await examImport();
    if (!env.DATABASE_URL) await server.stop();
    await growBank(env, bank.bankId);
    await growExams(env, exams);
    if (env.DATABASE_URL) await server.stop();
    rows.push(...(await benchGrownLists(label, env, bank, exams)));
    return { rows, importMs, idleRssMb, wordImport, candidateImport };
  } finally {
    await server.stop();
  }
}

/**
 * The lists read at size, the product started again on the grown database: the item page of a bank of ITEMS items
 * (its list's first page, a knowledge subtree's first and 50th page, a search, the knowledge tree with each point's
 * item count), then an exam's candidate page of EXAM_CANDIDATES candidates (first page, a deep page, a search, a
 * department) and the list of EXAMS exams in every state (all, one state, a name).
 */
async function benchGrownLists(
  label: string,
  env: Record<string, string>,
  bank: SeededBank | undefined,
  exams: SeededExams,
): Promise<Row[]> {
  const server = await startProduct(18190, env);
  try {
    await settle(env);
    const bearer = { authorization: `Bearer ${await signIn(server.base)}` };
    const urls = bank && itemListUrls(bank);
    const k = `${ITEMS / 1000}k`;
    const exam = examListUrls(exams);
    const c = `${EXAM_CANDIDATES / 1000}k`;
    const rows: Row[] = [];
    for (const [scenario, url] of [
      ...(urls
        ? ([
            [`GET item/page p1, ${k} items`, urls.first],
            [`GET item/page knowledge subtree, ${k}`, urls.subtree],
            [`GET item/page subtree p50, ${k}`, urls.subtreeDeep],
            [`GET item/page search, ${k}`, urls.keyword],
            [`GET knowledge/tree with counts, ${k}`, urls.tree],
          ] as const)
        : []),
      [`GET exam/candidate/page p1, ${c} candidates`, exam.first],
      [`GET exam/candidate/page p2500, ${c}`, exam.deep],
      [`GET exam/candidate/page search, ${c}`, exam.keyword],
      [`GET exam/candidate/page department, ${c}`, exam.dept],
      [`GET exam/queryPage p1, ${EXAMS + 1} exams`, exam.examsAll],
      [`GET exam/queryPage in progress, ${EXAMS + 1}`, exam.examsInProgress],
      [`GET exam/queryPage name search, ${EXAMS + 1}`, exam.examsKeyword],
    ] as const)
      rows.push(
        await load(label, scenario, { url: `${server.base}${url}`, headers: bearer }, EXAM_ONLY ? undefined : 'reference: one-query route'),
      );
    return rows;
  } finally {
    await server.stop();
  }
}

async function signIn(base: string) {
  const res = await fetch(`${base}/gl/ua/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: await tokenForm(base),
  });
  return ((await res.json()) as { access_token: string }).access_token;
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

type Scripts = { files: number; raw: number; transferred: number; encodings: Set<string>; urls: string[] };

/**
 * What Chromium downloads on a cold visit: every script response of a page, its size as transferred (the encoded
 * body, as the server chose to send it for Chromium's Accept-Encoding) and unpacked.
 */
async function javascriptOf(base: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  let pending: Promise<{ url: string; raw: number; transferred: number; encoding: string }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const [sizes, body, encoding] = await Promise.all([
          request.sizes(),
          response?.body().catch(() => Buffer.alloc(0)),
          response?.headerValue('content-encoding'),
        ]);
        return { url: request.url(), raw: body?.length ?? 0, transferred: sizes.responseBodySize, encoding: encoding ?? 'identity' };
      })(),
    );
  });
  const measure = async (): Promise<Scripts> => {
    const seen = await Promise.all(pending);
    pending = [];
    return {
      files: seen.length,
      raw: seen.reduce((n, s) => n + s.raw, 0),
      transferred: seen.reduce((n, s) => n + s.transferred, 0),
      encodings: new Set(seen.map((s) => s.encoding)),
      urls: seen.map((s) => s.url),
    };
  };
  /** Until no script has arrived for half a second: lazy chunks keep coming after the load event. */
  const quiet = async () => {
    for (let seen = -1; seen !== pending.length;) {
      seen = pending.length;
      await page.waitForTimeout(500);
    }
  };
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await quiet();
  const login = await measure();
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/home$/);
  await page.getByTestId('user-name').waitFor();
  await quiet();
  const shell = await measure();
  await browser.close();
  return { login, shell };
}

/** The JavaScript of a product started on a data directory of its own. */
async function javascriptOfFreshProduct() {
  const jsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-bench-js-'));
  const server = await startProduct(18192, { DATA_DIR: jsDir });
  try {
    return await javascriptOf(server.base);
  } finally {
    await server.stop();
    fs.rmSync(jsDir, { recursive: true, force: true });
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pad = (s: string, n: number) => s.padEnd(n);
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;

function table(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => pad(c, widths[i]!)).join(' | ')} |`;
  return [row(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(row)].join('\n');
}

async function main() {
  const measured: (Measured & { database: string })[] = [];
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-bench-'));
  try {
    measured.push({ database: 'PGlite', ...(await benchDatabase('PGlite', { DATA_DIR: pgliteDir }, {})) });
  } finally {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  // The files (photos, reports) in a directory of their own on PostgreSQL too.
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-bench-files-'));
  try {
    if (pgUrl)
      measured.push({
        database: 'PostgreSQL',
        ...(await withPostgresDatabase(pgUrl, (url) =>
          benchDatabase('PostgreSQL', { DATABASE_URL: url, DATA_DIR: filesDir }, { REFERENCE_DATABASE_URL: url }),
        )),
      });
  } finally {
    fs.rmSync(filesDir, { recursive: true, force: true });
  }

  const js = EXAM_ONLY ? undefined : await javascriptOfFreshProduct();

  const rows = measured.flatMap((m) => m.rows);
  console.log(
    `\nLoad: autocannon, ${CONNECTIONS} connections, ${DURATION} s per scenario, loopback, ${os.cpus().length} cores; ` +
      'the product started by `npm start` with its default settings, the reference (bench/reference.ts) alone before it\n',
  );
  console.log(
    table(
      ['scenario', 'database', 'req/s', 'p50 ms', 'p99 ms', 'of reference', 'errors'],
      rows.map((r) => {
        const reference = rows.find((b) => b.database === r.database && b.scenario === r.reference);
        return [
          r.scenario,
          r.database,
          r.rps.toFixed(0),
          String(r.p50),
          String(r.p99),
          reference ? `${percent(r.rps, reference.rps)} of ${reference.scenario.replace('reference: ', '')}` : '',
          String(r.errors),
        ];
      }),
    ),
  );
  console.log('');
  for (const m of measured) {
    const c = m.candidateImport;
    console.log(
      `${m.database}: exam candidate import of ${IMPORTED} rows ${(c.importMs / 1000).toFixed(1)} s (upload to job done; ` +
        `${c.progressValues.length} progress values seen: ${c.progressValues.join(', ')}), photo zip of ${c.photoMb.toFixed(0)} MB ` +
        `(${c.matched} photos) ${(c.photoMs / 1000).toFixed(1)} s (upload to job done; its job answered after ` +
        `${(c.photoUploadMs / 1000).toFixed(1)} s, progress values seen: ${c.photoProgressValues.join(', ')}), ` +
        `together ${((c.importMs + c.photoMs) / 1000).toFixed(1)} s`,
    );
  }
  if (!js) return;
  for (const m of measured)
    console.log(
      `${m.database}: idle RSS of the server ${m.idleRssMb.toFixed(0)} MB (5 s after start); member import of ${MEMBERS} rows ${(m.importMs / 1000).toFixed(1)} s (upload to job done); ` +
        `Word import of ${WORD_ITEMS} items ${(m.wordImport.totalMs / 1000).toFixed(1)} s (read ${(m.wordImport.readMs / 1000).toFixed(1)} s, then committed)`,
    );
  const draw = benchDraw();
  console.log(
    `Rules draw: ${CANDIDATES} candidates' papers of ${draw.items} items (pools of ${draw.pool} items, items and options shuffled) in ${(draw.ms / 1000).toFixed(2)} s`,
  );
  const encodings = [...new Set([...js.login.encodings, ...js.shell.encodings])].join(', ');
  console.log(`\nJavaScript Chromium downloads, cold, zh (transferred: as served, ${encodings})\n`);
  const line = (label: string, s: Pick<Scripts, 'files' | 'raw' | 'transferred'>) => [label, String(s.files), kb(s.raw), kb(s.transferred)];
  const both = {
    files: js.login.files + js.shell.files,
    raw: js.login.raw + js.shell.raw,
    transferred: js.login.transferred + js.shell.transferred,
  };
  console.log(
    table(
      ['page', 'files', 'raw', 'transferred'],
      [
        line('/login (first visit)', js.login),
        line('sign-in to the workbench /home', js.shell),
        line('/login through the workbench', both),
      ],
    ),
  );
  console.log(
    `\n${await bundleReport(path.join(root, 'apps/web/dist'), [
      { name: '/login (zh), as Chromium loaded it', files: js.login.urls },
      { name: 'sign-in and the workbench /home (zh), as Chromium loaded it', files: js.shell.urls },
    ])}`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
