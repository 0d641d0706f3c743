import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquirePidLock } from '../lib/pid-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** A connection or a transaction: repositories take either and never import a global. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs its own: start-up (migrations, seeding, the job
   * queue's tables, queues and schedules) done by one instance at a time, so that replicas started together neither
   * deadlock nor seed twice. PGlite has one process by its PID lock and just runs it.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Raw SQL for a library that brings its own (the job queue): one statement with `$1…` values, or several
   * statements without values; answers the rows of the last.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
/**
 * PGlite's PostgreSQL keeps its shared buffers inside its WebAssembly memory, every page of it resident: at
 * PostgreSQL's default of 128 MB an idle server held about 400 MB (over 800 MB after a first start's initdb), at
 * 32 MB about 280 MB. One embedded process reads its files through the operating system's page cache anyway.
 */
const PGLITE_SHARED_BUFFERS = '32MB';
/** Any fixed numbers: the advisory locks under which one instance migrates, or starts, while others wait. */
const MIGRATION_LOCK_KEY = 734_211_905;
const START_UP_LOCK_KEY = 734_211_906;

/** The extensions the migrations create (PGlite loads an extension's files only when told to). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** PGlite in a directory, guarded by a PID lock; in memory when dataDir is omitted. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  let release = () => {};
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = acquirePidLock(path.join(options.dataDir, 'pglite.lock'));
  }
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.loadDataDir,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      extensions: PGLITE_EXTENSIONS,
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      exclusive: (work) => work(),
      executeSql: async (text, values) => {
        if (values) return client.query<Record<string, unknown>>(text, values);
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** PostgreSQL through a pool. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const connection = { connectionString: url };
  const pool = new pg.Pool({ ...connection, max: options.max ?? 10 });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  /** `work` on a connection of its own that holds the session lock `key` meanwhile (others wait for it). */
  const holding = async <T>(key: number, work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client(connection);
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
      await client.end();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: () => holding(MIGRATION_LOCK_KEY, (client) => migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR })),
    exclusive: (work) => holding(START_UP_LOCK_KEY, () => work()),
    close: () => pool.end(),
    executeSql: (text, values) => pool.query(text, values),
  };
}

export function openDatabase(config: { DATABASE_URL?: string; dataDir: string }): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite({ dataDir: config.dataDir });
}
