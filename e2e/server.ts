import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WECHAT_APP_ID, WECHAT_SECRET } from './wechat-api';

/**
 * The real server for the journeys as `npm start` runs it (the compiled server, built first if its sources are
 * newer), on a fresh data directory, its log kept in artifacts/: without a mail or SMS provider the log is where
 * verification codes go, and the journeys read them there as an operator would.
 *
 * Each Playwright worker drives a server of its own (global-setup starts one per worker), so that journeys running
 * side by side never see each other's rows: the worker's index picks its port, data directory and log.
 */
export type E2eServer = { port: number; base: string; log: string; dataDir: string };
const artifacts = path.join(import.meta.dirname, 'artifacts');
export const serverFor = (worker: number): E2eServer => {
  const port = Number(process.env.E2E_PORT ?? 18080) + worker;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    log: path.join(artifacts, `server-${worker}.log`),
    dataDir: path.join(artifacts, `data-${worker}`),
  };
};
/** This worker's server (in a worker process Playwright sets TEST_PARALLEL_INDEX). */
const own = serverFor(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const ADMIN_PASSWORD = 'E2eAdmin2026';
/** The platform operator `operator`, created with the demo institution (OPERATOR_PASSWORD), who writes the portal. */
export const OPERATOR = 'operator';
export const OPERATOR_PASSWORD = 'E2eOperator2026';
export const BASE_URL = own.base;
export const SERVER_LOG = own.log;

const answering = (base: string) =>
  fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

const root = path.join(import.meta.dirname, '..');

/** Builds the server if its sources are newer than its build (once, before any server starts). */
export function buildServerIfStale() {
  const build = spawnSync(process.execPath, [path.join(root, 'apps/server/build.mjs'), '--if-stale', '--quiet'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server did not build');
}

export async function startServer(target: E2eServer, wechatApiBase: string): Promise<ChildProcess> {
  // Another server on the port would answer for this one, and the journeys would run against it.
  if (await answering(target.base)) throw new Error(`a server already answers on ${target.base}: stop it or set E2E_PORT`);
  fs.rmSync(target.dataDir, { recursive: true, force: true });
  fs.mkdirSync(artifacts, { recursive: true });
  const log = fs.openSync(target.log, 'w');
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(target.port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      ADMIN_PASSWORD,
      OPERATOR_PASSWORD,
      LOG_LEVEL: 'info',
      CUSTOMER_SERVICE_URL: 'https://service.example.com/cloud-exam',
      WECHAT_APP_ID,
      WECHAT_APP_SECRET: WECHAT_SECRET,
      WECHAT_API_BASE: wechatApiBase,
    },
  });
  for (let i = 0; i < 480; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited; see ${target.log}`);
    if (await answering(target.base)) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not start; see ${target.log}`);
}

/** The verification codes the server has logged for a recipient so far, oldest first. */
export function codesFor(recipient: string): string[] {
  const codes: string[] = [];
  for (const line of fs.readFileSync(SERVER_LOG, 'utf8').split('\n')) {
    if (!line.includes('"outbox message"')) continue;
    const { outbox } = JSON.parse(line) as { outbox: { to: string; body: string } };
    if (outbox.to === recipient.toLowerCase()) codes.push(outbox.body.match(/\d{6}/)?.[0] ?? '');
  }
  return codes;
}

/**
 * The newest code for a recipient once the server has logged more than `seen` of them (take `codesFor(…).length`
 * before asking for one). The log is written asynchronously, so this waits up to 5 s for the line.
 */
export async function codeFor(recipient: string, seen: number): Promise<string> {
  for (let waited = 0; waited <= 5000; waited += 100) {
    const codes = codesFor(recipient);
    if (codes.length > seen) return codes.at(-1)!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new code logged for ${recipient}`);
}
