// The bench's yardstick: the least a Fastify process on this machine can do for the same calls. `/healthz` is a bare
// route answering the envelope; `/one-query` answers one indexed `select` through a `pg` pool (REFERENCE_DATABASE_URL)
// or an in-memory PGlite, the engine the product is measured on. The bench starts it, loads it and stops it, one
// process at a time, so each figure of the product is read as a share of what the machine gives.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

async function openDatabase(): Promise<{ query: Query; close: () => Promise<void> }> {
  const url = process.env.REFERENCE_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const lite = new PGlite();
  return { query: (text, params) => lite.query(text, params), close: () => lite.close() };
}

const ROWS = 10_000;

async function main() {
  const db = await openDatabase();
  await db.query('drop table if exists reference_rows', []);
  await db.query('create table reference_rows (id int primary key, name text not null, created_at timestamptz not null default now())', []);
  await db.query(`insert into reference_rows (id, name) select i, 'row ' || i from generate_series(1, ${ROWS}) as i`, []);

  const app = Fastify({ logger: false });
  app.get('/healthz', async () => ({ code: 20000, data: { status: 'ok' }, msg: 'success' }));
  app.get<{ Querystring: { id?: string } }>('/one-query', async (request) => {
    const { rows } = await db.query('select id, name, created_at from reference_rows where id = $1', [Number(request.query.id ?? 1)]);
    return { code: 20000, data: rows[0] ?? null, msg: 'success' };
  });
  app.addHook('onClose', () => db.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: Number(process.env.PORT ?? 18199), host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
