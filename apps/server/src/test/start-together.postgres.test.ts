import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { buildServer, removeBuild, type RunningServer, startServer } from './compiled-server';
import { asPostgresAdmin, postgresUrl } from './global-setup';

/**
 * Replicas started at the same moment on one new PostgreSQL database (a container platform's scale-out, a rolling
 * deploy): every one of them must come up and serve, with the database migrated, the demo institution made and each
 * queue and schedule created once.
 */
const INSTANCES = 3;
// Named after the run's template, so that the run's teardown drops it whatever happens here.
const database = `${inject('postgresTemplate')}_together`;
let outdir: string | undefined;
let dataDir: string | undefined;
let servers: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  if (outdir) removeBuild(outdir);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

it(`${INSTANCES} instances started together on one new database all serve`, async () => {
  await asPostgresAdmin(`CREATE DATABASE ${database}`);
  outdir = buildServer('start-together-test');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-together-'));
  const env = { DATABASE_URL: postgresUrl(database), DATA_DIR: dataDir, ADMIN_PASSWORD: 'Together2026pass' };
  const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startServer(outdir!, env, 90_000)));
  servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
  expect(failures).toEqual([]);

  for (const server of servers) {
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    const key = await (await fetch(`${server.base}/gl/ua/ogt/publicKey`)).json();
    expect(key).toMatchObject({ code: 20000 });
  }
  // One of them printed the demo institution's sign-in; all answer with the same password key.
  expect(servers.filter((s) => s.output().includes('Demo institution created'))).toHaveLength(1);
  const client = new pg.Client({ connectionString: postgresUrl(database) });
  await client.connect();
  try {
    expect((await client.query('select count(*)::int as n from offices')).rows[0].n).toBe(1);
    const queues = await client.query<{ name: string }>('select name from pgboss.queue order by name');
    expect(queues.rows.map((q) => q.name)).toContain('files.expire');
    expect((await client.query('select count(*)::int as n from pgboss.schedule')).rows[0].n).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
  for (const server of servers) expect(server.output()).not.toMatch(/"level":5\d|deadlock/);
}, 180_000);
