// The thread that reads an uploaded .xlsx (lib/sheet-reader.ts starts it): the streamed reader runs here, so a
// large or hostile file costs this thread's time and memory, not the server's. Plain JavaScript so that it loads
// the same under `npm start` (tsx) and under Vitest; it brings the TypeScript reader in through tsx.
import { Buffer } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { readFirstSheet, XlsxRefused } = await tsImport('./xlsx-reader.ts', import.meta.url);
const { data, columnCount, limits } = workerData;
try {
  const rows = await readFirstSheet(Buffer.from(data), columnCount, limits);
  parentPort.postMessage({ rows });
} catch (e) {
  if (e instanceof XlsxRefused) parentPort.postMessage({ refused: e.reason, detail: e.detail });
  else parentPort.postMessage({ refused: 'unreadable', detail: String(e?.message ?? e) });
}
