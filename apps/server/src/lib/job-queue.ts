import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * Background work on the database the app already uses: pg-boss, its tables in schema `pgboss` (made and migrated
 * by pg-boss itself on start), its SQL sent through our connection, so the same queue runs on PostgreSQL (where
 * several instances share it: jobs are taken with FOR UPDATE SKIP LOCKED) and on the embedded PGlite. A job that
 * dies with its process is handed out again when it expires, so handlers must be safe to run twice.
 *
 * A handler that throws is tried again, `retryLimit` times. When a job fails for good — its last attempt threw, it
 * was still running when it expired (its process died) or when the server stopped — pg-boss moves its data to the
 * queue's dead-letter queue `<name>.failed` in the same statement, and that queue's worker runs the handler's
 * `onFailed`, so what the job was making (a download-centre task, an import) ends failed rather than running forever.
 *
 * Periodic work (`every`: clearing what has expired) is a pg-boss schedule: its cron is kept in `pgboss.schedule`,
 * and pg-boss's timekeeper sends the job when it falls due, once for all the instances sharing the database; a
 * worker then runs it as any other job.
 *
 * The queue starts on the first job sent, or when `start()` is called (main does at start-up; `onStart` then hands
 * it the jobs a stopped server left); tests that import nothing never create its tables.
 */
export type JobQueue = {
  /**
   * The handler of one queue; register every handler before the first start. `onFailed` runs once the job has failed
   * for good (retries used up, or expired); it too must be safe to run twice.
   */
  handle<T extends object>(name: string, handler: (data: T) => Promise<void>, onFailed?: (data: T) => Promise<void>): void;
  /**
   * Work run on a schedule (`cron`, five fields, UTC), from the queue's start on; register it before the first start.
   * It must be safe to run twice or late.
   */
  every(name: string, cron: string, run: () => Promise<void>): void;
  /** Queues a job; `id` (a uuid) makes sending the same job again a no-op while the queue still holds it. */
  send(name: string, data: object, id?: string): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running (app close). */
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  /** Run once started, before the first job (main hands the queue the jobs a stopped server left). */
  onStart?: () => Promise<void>;
  /** Seconds a failed job waits before its next attempt (10 unless a test says less). */
  retryDelaySeconds?: number;
  /**
   * Seconds between a worker's looks for jobs it was not told of: retries, scheduled work, jobs sent by another
   * instance (2 unless a test says less; pg-boss takes no less than 0.5).
   */
  pollingIntervalSeconds?: number;
};

type Handler = { run: (data: never) => Promise<void>; onFailed?: (data: never) => Promise<void> };

const JOB_OPTIONS = { retryLimit: 2, retryDelay: 10, expireInSeconds: 15 * 60 } as const;
const deadLetterOf = (name: string) => `${name}.failed`;

export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  { onStart = async () => {}, retryDelaySeconds = JOB_OPTIONS.retryDelay, pollingIntervalSeconds = 2 }: JobQueueOptions = {},
): JobQueue {
  const handlers = new Map<string, Handler>();
  const schedules = new Map<string, string>();
  const options = { ...JOB_OPTIONS, retryDelay: retryDelaySeconds };
  const workers = new Map<string, string>();
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let stopped = false;

  const boot = () =>
    (starting ??= (async () => {
      boss = new PgBoss({
        db: { executeSql: (text, values) => database.executeSql(text, values) },
        schedule: schedules.size > 0,
        pollingIntervalSeconds,
      });
      boss.on('error', (error) => log.error({ err: error }, 'job queue'));
      await boss.start();
      const work = async (name: string, run: (data: never) => Promise<void>) => {
        await boss!.createQueue(name);
        const id = await boss!.work<object>(name, { batchSize: 1 }, async ([job]) => {
          try {
            await run(job!.data as never);
          } catch (e) {
            log.error({ err: e, queue: name, job: job!.id }, 'job failed');
            throw e;
          }
        });
        workers.set(name, id);
      };
      // A dead-letter queue first: a job names it, and pg-boss checks that it exists.
      for (const [name, { onFailed }] of handlers) if (onFailed) await work(deadLetterOf(name), onFailed);
      for (const [name, { run }] of handlers) await work(name, run);
      for (const [name, cron] of schedules) await boss.schedule(name, cron);
    })());

  return {
    handle(name, run, onFailed) {
      handlers.set(name, { run: run as Handler['run'], ...(onFailed ? { onFailed: onFailed as Handler['run'] } : {}) });
    },
    every(name, cron, run) {
      handlers.set(name, { run });
      schedules.set(name, cron);
    },
    async send(name, data, id) {
      if (stopped) throw new Error('the job queue has stopped');
      await boot();
      const deadLetter = handlers.get(name)?.onFailed ? { deadLetter: deadLetterOf(name) } : {};
      await boss!.send(name, data, { ...options, ...deadLetter, ...(id ? { id } : {}) });
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
