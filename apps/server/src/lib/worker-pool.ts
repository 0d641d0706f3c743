import os from 'node:os';
import { parentPort, type ResourceLimits, Worker } from 'node:worker_threads';

/**
 * Worker threads kept for the next task instead of started for each one: a thread's start (its modules loaded, from
 * the sources compiled by tsx) costs more than most files it reads. A pool's thread does one task at a time; after a
 * task it waits `idleMs` for the next, then stops. A thread that dies (past its heap cap, or crashed) takes only its
 * task with it; the next task starts a fresh one. Across every pool at most one task per core runs at once.
 *
 * The thread's side is `serveAsks`: it answers each `{ id, ask }` with progress notes and then one answer or error.
 */

type FromWorker<Answer> = { id: number; progress: number } | { id: number; answer: Answer } | { id: number; error: string };

/** A task's thread passed its heap cap (ERR_WORKER_OUT_OF_MEMORY): the file it was given is too large to read. */
export class WorkerOutOfMemory extends Error {}

const slots = Math.max(1, os.availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than one task per core run: the rest wait their turn. */
export async function workerTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * A worker's file `name` beside the module at `from`: compiled (dist/, `npm start`) the bundle `name`.js, from the
 * sources (Vitest, `npm run dev`) the .mjs that loads `name`.ts through tsx, since a worker thread has no loader.
 */
export const workerFile = (name: string, from: string) => new URL(from.endsWith('.ts') ? `./${name}.mjs` : `./${name}.js`, from);

export function workerPool<Ask, Answer>(file: URL, resourceLimits: ResourceLimits, { idleMs = 30_000 } = {}) {
  const idle = new Map<Worker, NodeJS.Timeout>();
  let lastId = 0;

  const rest = (worker: Worker) => {
    worker.unref();
    idle.set(
      worker,
      setTimeout(() => {
        idle.delete(worker);
        void worker.terminate();
      }, idleMs).unref(),
    );
  };
  const take = () => {
    const [worker, timer] = idle.entries().next().value ?? [];
    if (!worker) {
      const fresh = new Worker(file, { resourceLimits });
      fresh.on('exit', () => {
        clearTimeout(idle.get(fresh));
        idle.delete(fresh);
      });
      return fresh;
    }
    clearTimeout(timer);
    idle.delete(worker);
    worker.ref();
    return worker;
  };

  return {
    /** `ask` answered by a pool thread; `transfer` moves those buffers to it instead of copying them. */
    run: (ask: Ask, { transfer = [], onProgress }: { transfer?: ArrayBuffer[]; onProgress?: (fraction: number) => void } = {}) =>
      workerTurn(
        () =>
          new Promise<Answer>((resolve, reject) => {
            const worker = take();
            const id = ++lastId;
            const finish = (reuse: boolean, settle: () => void) => {
              worker.off('message', onMessage).off('error', onError).off('exit', onExit);
              if (reuse) rest(worker);
              else void worker.terminate();
              settle();
            };
            const onMessage = (message: FromWorker<Answer>) => {
              if (message.id !== id) return;
              if ('progress' in message) onProgress?.(message.progress);
              else if ('answer' in message) finish(true, () => resolve(message.answer));
              else finish(true, () => reject(new Error(message.error)));
            };
            const onError = (e: Error & { code?: string }) =>
              finish(false, () => reject(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerOutOfMemory(e.message) : e));
            const onExit = (code: number) => finish(false, () => reject(new Error(`a worker thread stopped (exit ${code})`)));
            worker.on('message', onMessage).on('error', onError).on('exit', onExit);
            worker.postMessage({ id, ask }, transfer);
          }),
      ),
  };
}

/** A pool thread's side: each ask answered by `handle` (its progress noted on the way), `transfer` naming the answer's buffers to move. */
export function serveAsks<Ask, Answer>(
  handle: (ask: Ask, progress: (fraction: number) => void) => Promise<Answer>,
  transfer: (answer: Answer) => ArrayBuffer[] = () => [],
) {
  const port = parentPort!;
  port.on('message', async ({ id, ask }: { id: number; ask: Ask }) => {
    try {
      const answer = await handle(ask, (progress) => port.postMessage({ id, progress }));
      port.postMessage({ id, answer }, transfer(answer));
    } catch (e) {
      port.postMessage({ id, error: String(e instanceof Error ? (e.stack ?? e.message) : e) });
    }
  });
}
