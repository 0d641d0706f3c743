// A pool thread for worker-pool.test.ts: answers its thread's id, fills its heap when asked, or fails.
import { threadId } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { serveAsks } = await tsImport('./worker-pool.ts', import.meta.url);
const hoard = [];
serveAsks(async (ask, progress) => {
  progress(0.5);
  if (ask === 'fill') for (;;) hoard.push(new Array(1e6).fill(ask));
  if (ask === 'fail') throw new Error('asked to fail');
  return threadId;
});
