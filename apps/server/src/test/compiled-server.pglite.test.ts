import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxOf } from './test-app';

/**
 * The server as `npm start` runs it: built by build.mjs (into a folder of its own, so that a running `npm start`
 * keeps its dist/) and run by plain node, no tsx. It answers /healthz and reads an uploaded .xlsx in the compiled
 * worker thread (dist has no tsx-backed xlsx-worker.mjs to fall back on).
 */
const serverDir = path.resolve(import.meta.dirname, '../..');
const outdir = path.join(serverDir, 'node_modules/.cache/compiled-server-test');
const PASSWORD = 'Compiled2026pass';

let server: ChildProcess;
let base: string;
let output = '';
let dataDir: string;

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(serverDir, 'build.mjs'), '--quiet', '--outdir', outdir], { encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-compiled-'));
  server = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' },
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const port = /running at http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (port || server.exitCode !== null) {
        clearInterval(timer);
        if (port) resolve(port);
        else reject(new Error(`the compiled server exited:\n${output}`));
      }
    }, 50);
  });
  base = `http://127.0.0.1:${port}`;
}, 90_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(outdir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is JavaScript whose source maps name the TypeScript files', () => {
    const map = JSON.parse(fs.readFileSync(path.join(outdir, 'main.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources.map((s) => path.resolve(outdir, s))).toContain(path.join(serverDir, 'src/main.ts'));
    expect(fs.existsSync(path.join(outdir, 'migrations/meta/_journal.json'))).toBe(true);
  });

  it('answers /healthz', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('imports an .xlsx, read in the compiled worker thread', async () => {
    const { data } = (await (await fetch(`${base}/gl/ua/ogt/publicKey`)).json()) as { data: { publicKey: string } };
    const password = publicEncrypt(
      { key: data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(PASSWORD),
    ).toString('base64');
    const signIn = await fetch(`${base}/gl/ua/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'admin', password }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const authorization = `Bearer ${token}`;

    const form = new FormData();
    const rows = [
      ['', '编译部', 'C01', '', '', '1', ''],
      ['编译部', '工作线程组', '', '', '', '', ''],
    ];
    form.append('file', new Blob([await xlsxOf(rows)]), 'depts.xlsx');
    const started = (await (
      await fetch(`${base}/gl/ua/ogt/gl/dept/import`, { method: 'POST', headers: { authorization }, body: form })
    ).json()) as {
      code: number;
      data: { jobId: string };
    };
    expect(started.code, JSON.stringify(started)).toBe(20000);

    let job: { state: number; code?: number; report?: { imported: number } } = { state: 0 };
    for (let tries = 0; job.state < 2 && tries < 300; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await fetch(`${base}/cloudeFile/task/importJob/${started.data.jobId}`, { headers: { authorization } });
      job = ((await answer.json()) as { data: typeof job }).data;
    }
    expect(job).toMatchObject({ report: { imported: 2 } });
    expect(job.code ?? 20000).toBe(20000);
    expect(output).not.toMatch(/"level":5\d/);
  }, 40_000);
});
