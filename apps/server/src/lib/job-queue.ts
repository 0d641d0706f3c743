import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * Background work on the database the app already uses: pg-boss, its tables in schema `pgboss` (made and migrated
 * by pg-boss itself on start), its SQL sent through our connection, so the same queue runs on PostgreSQL (where
 * several instances share it: jobs are taken with FOR UPDATE SKIP LOCKED) and on the embedded PGlite. A job that
 * dies with its process is handed out again when it expires, so handlers must be safe to run twice.
 *
 * The queue starts on the first job sent, or when `start()` is called (main does at start-up; `onStart` then hands
 * it the jobs a stopped server left); tests that import nothing never create its tables.
 */
export type JobQueue = {
  /** The handler of one queue; register every handler before the first start. */
  handle<T extends object>(name: string, handler: (data: T) => Promise<void>): void;
  /** Queues a job; `id` (a uuid) makes sending the same job again a no-op while the queue still holds it. */
  send(name: string, data: object, id?: string): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running (app close). */
  stop(): Promise<void>;
};

const JOB_OPTIONS = { retryLimit: 2, retryDelay: 10, expireInSeconds: 15 * 60 } as const;

export function createJobQueue(database: Database, log: FastifyBaseLogger, onStart: () => Promise<void> = async () => {}): JobQueue {
  const handlers = new Map<string, (data: never) => Promise<void>>();
  const workers = new Map<string, string>();
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let stopped = false;

  const boot = () =>
    (starting ??= (async () => {
      boss = new PgBoss({
        db: { executeSql: (text, values) => database.executeSql(text, values) },
        schedule: false,
        pollingIntervalSeconds: 2,
      });
      boss.on('error', (error) => log.error({ err: error }, 'job queue'));
      await boss.start();
      for (const [name, handler] of handlers) {
        await boss.createQueue(name);
        const id = await boss.work<object>(name, { batchSize: 1 }, async ([job]) => {
          await handler(job!.data as never);
        });
        workers.set(name, id);
      }
    })());

  return {
    handle(name, handler) {
      handlers.set(name, handler as (data: never) => Promise<void>);
    },
    async send(name, data, id) {
      if (stopped) throw new Error('the job queue has stopped');
      await boot();
      await boss!.send(name, data, { ...JOB_OPTIONS, ...(id ? { id } : {}) });
      const worker = workers.get(name);
      if (worker) boss!.notifyWorker(worker);
    },
    async start() {
      await boot();
      await onStart();
    },
    async stop() {
      stopped = true;
      if (!starting) return;
      await starting.catch(() => {});
      await boss?.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
