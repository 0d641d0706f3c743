import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WECHAT_APP_ID, WECHAT_SECRET } from './wechat-api';

/**
 * The real server for the journeys as `npm start` runs it (the compiled server, built first if its sources are
 * newer), on a fresh data directory, its log kept in artifacts/server.log: without a mail or SMS provider the log
 * is where verification codes go, and the journeys read them there as an operator would.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const ADMIN_PASSWORD = 'E2eAdmin2026';
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const artifacts = path.join(import.meta.dirname, 'artifacts');
export const SERVER_LOG = path.join(artifacts, 'server.log');

const answering = () =>
  fetch(`${BASE_URL}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

export async function startServer(wechatApiBase: string): Promise<ChildProcess> {
  // Another server on the port would answer for this one, and the journeys would run against it.
  if (await answering()) throw new Error(`a server already answers on ${BASE_URL}: stop it or set E2E_PORT`);
  const dataDir = path.join(artifacts, 'data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(artifacts, { recursive: true });
  const log = fs.openSync(SERVER_LOG, 'w');
  const root = path.join(import.meta.dirname, '..');
  const build = spawnSync(process.execPath, [path.join(root, 'apps/server/build.mjs'), '--if-stale', '--quiet'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server did not build');
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      CUSTOMER_SERVICE_URL: 'https://service.example.com/cloud-exam',
      WECHAT_APP_ID,
      WECHAT_APP_SECRET: WECHAT_SECRET,
      WECHAT_API_BASE: wechatApiBase,
    },
  });
  for (let i = 0; i < 480; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited; see ${SERVER_LOG}`);
    if (await answering()) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not start; see ${SERVER_LOG}`);
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
