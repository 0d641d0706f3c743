// The thread that reads an uploaded .xlsx (lib/sheet-reader.ts starts it): the streamed reader runs here, so a
// large or hostile file costs this thread's time and memory, not the server's. Compiled, it is dist/xlsx-worker.js;
// from the sources (Vitest, `npm run dev`) xlsx-worker.mjs loads this file through tsx.
import { Buffer } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { readFirstSheet, type XlsxLimits, XlsxRefused } from './xlsx-reader';

const { data, columnCount, limits } = workerData as { data: Uint8Array; columnCount: number; limits: XlsxLimits };
try {
  const rows = await readFirstSheet(Buffer.from(data), columnCount, limits);
  parentPort!.postMessage({ rows });
} catch (e) {
  if (e instanceof XlsxRefused) parentPort!.postMessage({ refused: e.reason, detail: e.detail });
  else parentPort!.postMessage({ refused: 'unreadable', detail: String((e as Error)?.message ?? e) });
}
