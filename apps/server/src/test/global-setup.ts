import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory as a tarball: each test file starts from a copy of it. */
    pgliteDump: string;
    /** A migrated, empty database on the PostgreSQL server: each test file's database is created from it. */
    postgresTemplate: string;
  }
}

/** Migrates the database once for the whole run: copying a migrated one is faster than migrating in every file. */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') return postgresTemplate(project);
  if (project.config.env?.TEST_DB !== 'pglite') return;
  const database = await openPglite();
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-test-')), 'pglite.tar');
  fs.writeFileSync(file, dump);
  project.provide('pgliteDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/** Runs SQL as the PostgreSQL server's administrator (TEST_DATABASE_URL): creating and dropping databases. */
export async function asPostgresAdmin(sql: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The URL of a database of the server of TEST_DATABASE_URL. */
export function postgresUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplate(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cloud_exam_template_${randomBytes(6).toString('hex')}`;
  await asPostgresAdmin(`CREATE DATABASE ${name}`);
  const database = await openPostgres(postgresUrl(name), { max: 1 });
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', name);
  // The template and every test file's copy of it (named after it), this run's only. A drop waits for a checkpoint,
  // and drops side by side share one: a hundred one after another kept the run waiting about a minute at its end.
  return async () => {
    const admin = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: DROPS_AT_ONCE });
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${name}_%`]);
      await Promise.all(rows.map(({ datname }) => admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}

const DROPS_AT_ONCE = 16;
