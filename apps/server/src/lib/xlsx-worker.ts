// The thread that reads an uploaded .xlsx (lib/sheet-reader.ts starts it): the streamed reader runs here, so a
// large or hostile file costs this thread's time and memory, not the server's. Compiled, it is dist/xlsx-worker.js;
// from the sources (Vitest, `npm run dev`) xlsx-worker.mjs loads this file through tsx.
import { Buffer } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { readFirstSheet, readSheets, type XlsxLimits } from './xlsx-reader';
import { ArchiveRefused } from './zip-reader';

/** The first sheet, or with `allSheets` every sheet by name, each with `columnCount` columns. */
const { data, columnCount, allSheets, limits } = workerData as {
  data: Uint8Array;
  columnCount: number;
  allSheets?: boolean;
  limits: XlsxLimits;
};
try {
  const file = Buffer.from(data);
  if (allSheets) parentPort!.postMessage({ sheets: await readSheets(file, columnCount, limits) });
  else parentPort!.postMessage({ rows: await readFirstSheet(file, columnCount, limits) });
} catch (e) {
  if (e instanceof ArchiveRefused) parentPort!.postMessage({ refused: e.reason, detail: e.detail });
  else parentPort!.postMessage({ refused: 'unreadable', detail: String((e as Error)?.message ?? e) });
}
