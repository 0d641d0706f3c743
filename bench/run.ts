// npm run bench: load on loopback against the real server (built web app, fresh data), on PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL; then the JavaScript a browser loads for /login and the console shell.
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { growBank, importWord, importWordFile, ITEMS, itemListUrls, type SeededBank, seedBank, WORD_ITEMS } from './bank';
import { teacherExamDocx } from './word-layouts';
import { bundleReport } from './bundle-report';
import { javascriptOf, type Scripts } from './javascript';
import { addPosts, importMembers } from './org';
import { BENCH_PASSWORD, serverRssMb, startProduct, startReference } from './processes';
import { benchDraw, CANDIDATES } from './draw';
import { benchTickets, ticketsLine } from './tickets';
import { benchExamDay, type ExamDayRow, examDayTable } from './exam-day';
import { benchRecords } from './records';
import { ARTICLES, benchHelp } from './help';
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
const PASSWORD = BENCH_PASSWORD;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const MEMBERS = 10_000;
/** `BENCH_ONLY=exam`: the exam module's scenarios alone (its import, candidate list and exam list). */
const EXAM_ONLY = process.env.BENCH_ONLY === 'exam';
/** `BENCH_ONLY=word`: the Word imports alone (the product's layout, then a teacher's exam), on PostgreSQL when BENCH_DATABASE_URL is set. */
const WORD_ONLY = process.env.BENCH_ONLY === 'word';
/** `BENCH_ONLY=examday`: the exam-day scenario alone. */
const EXAM_DAY_ONLY = process.env.BENCH_ONLY === 'examday';
/** Simulated candidates of the exam-day scenario on PostgreSQL, and on PGlite (which serialises every call in the server's thread). */
const EXAM_DAY_CANDIDATES = Number(process.env.BENCH_EXAM_DAY_CANDIDATES ?? 10_000);
const EXAM_DAY_PGLITE = Number(process.env.BENCH_EXAM_DAY_PGLITE ?? 1_000);

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

async function tokenForm(base: string, username = 'admin') {
  const { data } = (await (await fetch(`${base}/gl/ua/ogt/publicKey`)).json()) as { data: { publicKey: string } };
  const password = publicEncrypt(
    { key: data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(PASSWORD),
  ).toString('base64');
  return new URLSearchParams({ grant_type: 'password', username, password }).toString();
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
  wordImport: WordImport;
  candidateImport: CandidateImport;
};
type WordImport = { readMs: number; totalMs: number; teacher: { readMs: number; totalMs: number } };

/** The Word imports: the product's own layout, then a teacher's exam of as many items (bench/word-layouts.ts). */
async function wordImports(base: string, token: string): Promise<WordImport> {
  const own = await importWord(base, token);
  return { ...own, teacher: await importWordFile(base, token, await teacherExamDocx(), '导入基准（教师试卷）') };
}
const wordLine = (w: WordImport) =>
  `Word import of ${WORD_ITEMS} items ${(w.totalMs / 1000).toFixed(1)} s (read ${(w.readMs / 1000).toFixed(1)} s, then committed); ` +
  `a teacher's exam of ${WORD_ITEMS} items ${(w.teacher.totalMs / 1000).toFixed(1)} s (read ${(w.teacher.readMs / 1000).toFixed(1)} s)`;

/** `BENCH_ONLY=word`: the product started on a fresh database, the two Word imports, nothing else. */
async function wordOnly() {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const run = async (env: Record<string, string>) => {
    const server = await startProduct(18190, env);
    try {
      return await wordImports(server.base, await signIn(server.base));
    } finally {
      await server.stop();
    }
  };
  const measured = pgUrl
    ? await inTempDir('cloud-exam-bench-word-', (dir) => withPostgresDatabase(pgUrl, (url) => run({ DATABASE_URL: url, DATA_DIR: dir })))
    : await inTempDir('cloud-exam-bench-word-', (dir) => run({ DATA_DIR: dir }));
  console.log(`${pgUrl ? 'PostgreSQL' : 'PGlite'}: ${wordLine(measured)}`);
}

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
      return { rows, importMs: 0, idleRssMb, wordImport: { readMs: 0, totalMs: 0, teacher: { readMs: 0, totalMs: 0 } }, candidateImport };
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
    const importMs = await importMembers(server.base, access_token, MEMBERS);
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
    const wordImport = await wordImports(server.base, access_token);
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

async function signIn(base: string, username?: string) {
  const res = await fetch(`${base}/gl/ua/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: await tokenForm(base, username),
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

/** The JavaScript of a product started on a data directory of its own. */
async function javascriptOfFreshProduct() {
  const jsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-bench-js-'));
  const server = await startProduct(18192, { DATA_DIR: jsDir });
  try {
    return await javascriptOf(server.base, PASSWORD);
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

/** Runs `work` on a data directory of its own, removed after. */
async function inTempDir<T>(prefix: string, work: (dir: string) => Promise<T>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The exam-day scenario (bench/exam-day.ts) on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set. */
async function examDay() {
  const rows: ExamDayRow[] = [];
  if (EXAM_DAY_PGLITE > 0)
    rows.push(await inTempDir('cloud-exam-bench-day-', (dir) => benchExamDay('PGlite', { DATA_DIR: dir }, EXAM_DAY_PGLITE)));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl && EXAM_DAY_CANDIDATES > 0)
    rows.push(
      await inTempDir('cloud-exam-bench-day-files-', (dir) =>
        withPostgresDatabase(pgUrl, (url) => benchExamDay('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dir }, EXAM_DAY_CANDIDATES)),
      ),
    );
  console.log(
    '\nExam day: simulated candidates (bench/simulate.ts) arriving over 60 s, each changing an answer every 10 s on ' +
      'average (saved at once), beating every 30 s, its WebSocket open, 5 % losing the network once; the server on one ' +
      'core, the simulator on the other; latencies p50 / p99 in ms, sign-in from the first try to signed in\n',
  );
  console.log(examDayTable(rows));
}

/**
 * The answer records of a session of BENCH_RECORDS_CANDIDATES (10,000) seated candidates (bench/records.ts) on PGlite
 * (BENCH_RECORDS_PGLITE, the same unless told; 0 skips it), and on PostgreSQL when BENCH_DATABASE_URL is set.
 * `BENCH_ONLY=records`: this alone.
 */
async function answerRecords() {
  const n = Number(process.env.BENCH_RECORDS_CANDIDATES ?? 10_000);
  const onPglite = Number(process.env.BENCH_RECORDS_PGLITE ?? n);
  const helpers = { load, settle, signIn };
  const rows: Row[] = [];
  if (onPglite > 0)
    rows.push(...(await inTempDir('cloud-exam-bench-records-', (dir) => benchRecords('PGlite', { DATA_DIR: dir }, onPglite, helpers))));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl && n > 0)
    rows.push(
      ...(await inTempDir('cloud-exam-bench-records-files-', (dir) =>
        withPostgresDatabase(pgUrl, (url) => benchRecords('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dir }, n, helpers)),
      )),
    );
  console.log(
    `\nAnswer records: a session's seated candidates (10 % not signed in, 10 % signed in, 45 % in the exam with 8 answers, ` +
      `5 % interrupted, 30 % handed in with a score), ${CONNECTIONS} connections, ${DURATION} s per call\n`,
  );
  console.log(
    table(
      ['scenario', 'database', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
      rows.map((r) => [r.scenario, r.database, r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.errors)]),
    ),
  );
}

/**
 * The help centre's search over ARTICLES published articles (bench/help.ts) on PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL is set. `BENCH_ONLY=help`: this alone.
 */
async function helpSearch() {
  const helpers = { load, settle, signIn };
  const rows: Row[] = [];
  rows.push(...(await inTempDir('cloud-exam-bench-help-', (dir) => benchHelp('PGlite', { DATA_DIR: dir }, helpers))));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl)
    rows.push(
      ...(await inTempDir('cloud-exam-bench-help-files-', (dir) =>
        withPostgresDatabase(pgUrl, (url) => benchHelp('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dir }, helpers)),
      )),
    );
  console.log(`\nHelp centre: ${ARTICLES} published articles, signed out, ${CONNECTIONS} connections, ${DURATION} s per call\n`);
  console.log(
    table(
      ['scenario', 'database', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
      rows.map((r) => [r.scenario, r.database, r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.errors)]),
    ),
  );
}

/** The JavaScript table: what Chromium downloads for each page, and the bundles behind it. `BENCH_ONLY=js`: this alone. */
async function printJavascript(js: Awaited<ReturnType<typeof javascriptOfFreshProduct>>) {
  const encodings = [...new Set([js.login, js.shell, js.landing, js.candidate].flatMap((s) => [...s.encodings]))].join(', ');
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
        line('portal landing page /propaganda (signed out)', js.landing),
        line('exam client /candidate/ to the first question', js.candidate),
      ],
    ),
  );
  console.log(
    `\n${await bundleReport(path.join(root, 'apps/web/dist'), [
      { name: '/login (zh), as Chromium loaded it', files: js.login.urls },
      { name: 'sign-in and the workbench /home (zh), as Chromium loaded it', files: js.shell.urls },
      { name: 'the portal landing page /propaganda (zh), as Chromium loaded it', files: js.landing.urls },
    ])}`,
  );
}

async function main() {
  if (EXAM_DAY_ONLY) return examDay();
  if (WORD_ONLY) return wordOnly();
  if (process.env.BENCH_ONLY === 'records') return answerRecords();
  if (process.env.BENCH_ONLY === 'help') return helpSearch();
  if (process.env.BENCH_ONLY === 'js') return printJavascript(await javascriptOfFreshProduct());
  const measured: (Measured & { database: string })[] = [];
  measured.push({ database: 'PGlite', ...(await inTempDir('cloud-exam-bench-', (dir) => benchDatabase('PGlite', { DATA_DIR: dir }, {}))) });
  const pgUrl = process.env.BENCH_DATABASE_URL;
  // The files (photos, reports) in a directory of their own on PostgreSQL too.
  if (pgUrl)
    measured.push({
      database: 'PostgreSQL',
      ...(await inTempDir('cloud-exam-bench-files-', (filesDir) =>
        withPostgresDatabase(pgUrl, (url) =>
          benchDatabase('PostgreSQL', { DATABASE_URL: url, DATA_DIR: filesDir }, { REFERENCE_DATABASE_URL: url }),
        ),
      )),
    });

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
        wordLine(m.wordImport),
    );
  const draw = benchDraw();
  console.log(
    `Rules draw: ${CANDIDATES} candidates' papers of ${draw.items} items (pools of ${draw.pool} items, items and options shuffled) in ${(draw.ms / 1000).toFixed(2)} s`,
  );
  console.log(ticketsLine(await benchTickets()));
  await printJavascript(js);
  await examDay();
  await answerRecords();
  await helpSearch();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
