// The thread that reads an uploaded .xlsx or writes a large one (lib/sheet-reader.ts starts it): the streamed reader
// and the writer run here, so a large or hostile file costs this thread's time and memory, not the server's.
// Compiled, it is dist/xlsx-worker.js; from the sources (Vitest, `npm run dev`) xlsx-worker.mjs loads this file
// through tsx.
import { Buffer } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { buildWorkbook } from './excel';
import type { SheetAsk } from './sheet-reader';
import { readFirstSheet, readSheets } from './xlsx-reader';
import { ArchiveRefused } from './zip-reader';

const ask = workerData as SheetAsk;
if ('write' in ask) {
  const file = new Uint8Array(await buildWorkbook(ask.write));
  parentPort!.postMessage({ file }, [file.buffer]);
} else {
  /** The first sheet, or with `allSheets` every sheet by name, each with `columnCount` columns. */
  const { data, columnCount, allSheets, limits } = ask.read;
  try {
    const file = Buffer.from(data);
    if (allSheets) parentPort!.postMessage({ sheets: await readSheets(file, columnCount, limits) });
    else parentPort!.postMessage({ rows: await readFirstSheet(file, columnCount, limits) });
  } catch (e) {
    if (e instanceof ArchiveRefused) parentPort!.postMessage({ refused: e.reason, detail: e.detail });
    else parentPort!.postMessage({ refused: 'unreadable', detail: String((e as Error)?.message ?? e) });
  }
}
