import { constants, publicEncrypt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, removeBuild, type RunningServer, serverDir, startServer } from './compiled-server';
import { xlsxOf } from './test-app';

/**
 * The server as `npm start` runs it (compiled, plain node). It answers /healthz and reads an uploaded .xlsx in the
 * compiled worker thread (dist has no tsx-backed xlsx-worker.mjs to fall back on).
 */
const PASSWORD = 'Compiled2026pass';

let outdir: string;
let server: RunningServer;
let base: string;
let dataDir: string;

beforeAll(async () => {
  outdir = buildServer('compiled-server-test');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-compiled-'));
  server = await startServer(outdir, { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD });
  base = server.base;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (outdir) removeBuild(outdir);
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
    expect(server.output()).not.toMatch(/"level":5\d/);
  }, 40_000);
});
