import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldInDatabase, setupExam, simulate } from './simulate';

/*
 * Durability on PostgreSQL: the compiled server (as `npm start` runs it) is killed with SIGKILL in the middle of an
 * exam day the simulator drives, and started again on the same port and database. Every answer the server confirmed
 * is still there, the candidates resend what waited on their computers, their tokens still work, the deadlines have
 * not moved, every candidate hands in, and no call failed but those the dead server could not answer.
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const CANDIDATES = 20;
const ITEMS = 8;
/** The server is killed once this many answers have been confirmed (of about 200 changes in the run). */
const KILL_AFTER = 50;
const PASSWORD = 'DurableAdmin2026';
const root = path.resolve(import.meta.dirname, '..');
const serverJs = path.join(root, 'apps/server/dist/main.js');

/** What a killed server leaves a call with: no answer. Nothing else may fail. */
const NO_ANSWER = /^(login|start|paper|sitting|save|heartbeat|submit|live) (ECONNREFUSED|ECONNRESET|EPIPE|closed 1006)$/;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!ADMIN_URL)('durability (needs TEST_DATABASE_URL: PostgreSQL)', () => {
  const name = `cloud_exam_durable_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-durable-'));
  const logFile = path.join(dataDir, 'server.log');
  let databaseUrl: string;
  let port: number;
  let base: string;
  let server: ChildProcess | undefined;
  let starts = 0;

  /** The compiled server on the port and database, as `npm start` runs it; resolves once /healthz answers. */
  async function startServer() {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    };
    delete env.REDIS_URL;
    const log = fs.openSync(logFile, 'a');
    fs.writeSync(log, `--- start ${++starts}\n`);
    const child = spawn(process.execPath, ['--enable-source-maps', serverJs], { cwd: root, env, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    server = child;
    const began = performance.now();
    while (performance.now() - began < 60_000) {
      if (child.exitCode !== null)
        throw new Error(`the server exited (${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
      const up = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return performance.now() - began;
      await sleep(100);
    }
    throw new Error(`the server did not answer /healthz:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
  }

  /** SIGKILL: no shutdown, no request finished, the database's connections cut. */
  async function killServer() {
    const child = server!;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  beforeAll(async () => {
    // `npm test` builds first; alone, the build is made here when the server's sources are newer (as e2e/server.ts)
    const build = spawnSync(process.execPath, [path.join(root, 'apps/server/build.mjs'), '--if-stale', '--quiet'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server did not build');
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await startServer();
  });

  afterAll(async () => {
    if (server && server.exitCode === null) await killServer();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Each started sitting's deadline, read from the database. */
  async function deadlines(examId: string) {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string; deadline: Date | null }>(
        'select id, deadline_at as deadline from exam_sittings where exam_id = $1 order by id',
        [examId],
      );
      return new Map(rows.map((r) => [r.id, r.deadline?.toISOString() ?? null]));
    } finally {
      await db.end();
    }
  }

  it(`keeps every confirmed answer of ${CANDIDATES} candidates through a kill -9 of the server`, { timeout: 90_000 }, async () => {
    const { examId, credentials } = await setupExam({ base, username: 'admin', password: PASSWORD, candidates: CANDIDATES, items: ITEMS });
    expect(credentials).toHaveLength(CANDIDATES);

    // every receipt the server has given: candidate and item → the newest sequence confirmed
    const confirmed = new Map<string, number>();
    let receipts = 0;
    let midway!: () => void;
    const reachedMidway = new Promise<void>((resolve) => (midway = resolve));
    const run = simulate({
      base,
      examId,
      candidates: CANDIDATES,
      credentials,
      thinkMs: 250,
      heartbeatMs: 500,
      disconnect: 0.2,
      outageMs: 60_000,
      connections: 0,
      onConfirmed: (admissionNumber, saved) => {
        for (const r of saved) {
          const key = `${admissionNumber} ${r.itemId}`;
          confirmed.set(key, Math.max(confirmed.get(key) ?? 0, r.seq));
        }
        receipts += saved.length;
        if (receipts >= KILL_AFTER) midway();
      },
      readHeld: heldInDatabase(databaseUrl),
    });
    // the run must not end before it is midway (it would be no test of a kill)
    expect(await Promise.race([reachedMidway.then(() => 'midway'), run.then(() => 'ended')])).toBe('midway');

    // The kill, while candidates save and beat: what the server confirmed until then is in the database.
    const before = await deadlines(examId);
    const killedAt = performance.now();
    await killServer();
    const confirmedAtKill = new Map(confirmed);
    const heldAtKill = new Map((await heldInDatabase(databaseUrl)(examId)).map((a) => [`${a.admissionNumber} ${a.itemId}`, a.seq]));
    const lostAtKill = [...confirmedAtKill].filter(([key, seq]) => (heldAtKill.get(key) ?? 0) < seq);
    expect(confirmedAtKill.size).toBeGreaterThanOrEqual(KILL_AFTER / 3);
    expect(lostAtKill).toEqual([]);

    // Started again on the same port and database; the candidates carry on.
    const startMs = await startServer();
    const downMs = performance.now() - killedAt;
    const after = await deadlines(examId);
    const summary = await run;
    const report = `confirmed at the kill ${confirmedAtKill.size} answers, down ${Math.round(downMs)} ms (start ${Math.round(startMs)} ms), resumes ${summary.resumes}, errors ${JSON.stringify(summary.errors)}`;
    console.log(`durability: ${report}; the run ${(summary.durationMs / 1000).toFixed(1)} s`);

    // Nothing confirmed is lost: GET paper before each hand-in, exam_answers after it (each item's newest change).
    expect(summary.lostDetails).toEqual([]);
    expect(summary.checkedBy).toEqual(['api', 'database']);
    expect(summary.acknowledged).toBe(CANDIDATES * ITEMS);
    // Everyone hands in, with the token of before the kill or a new sign-in (a 401 would be a failure below).
    expect(summary).toMatchObject({ candidates: CANDIDATES, completed: CANDIDATES, lost: 0 });
    // The candidates found the server again: read their sitting, checked what it holds, resent what waited.
    expect(summary.resumes, report).toBeGreaterThan(0);
    // No failure but a call the dead server could not answer: no 5xx, no refusal, no clock that moved.
    expect(
      Object.keys(summary.errors).filter((key) => !NO_ANSWER.test(key)),
      report,
    ).toEqual([]);
    // The countdowns go on to the same deadlines: in the database, and in every sitting the candidates read.
    const startedBefore = new Map([...before].filter(([, deadline]) => deadline !== null));
    const sameSittings = (deadlines: Map<string, string | null>) => new Map([...startedBefore.keys()].map((id) => [id, deadlines.get(id)]));
    expect(startedBefore.size).toBeGreaterThanOrEqual(CANDIDATES / 2);
    expect(sameSittings(after)).toEqual(startedBefore);
    const atEnd = await deadlines(examId);
    expect(sameSittings(atEnd)).toEqual(startedBefore);
    expect([...atEnd.values()].filter((d) => d !== null)).toHaveLength(CANDIDATES);
    expect(summary.clockChecks).toBeGreaterThanOrEqual(CANDIDATES + summary.resumes);
  });
});
