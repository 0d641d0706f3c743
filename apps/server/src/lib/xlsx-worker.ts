// The thread that reads an uploaded .xlsx or writes a large one (lib/sheet-reader.ts keeps a pool of them): the streamed reader
// and the writer run here, so a large or hostile file costs this thread's time and memory, not the server's.
// Compiled, it is dist/xlsx-worker.js; from the sources (Vitest, `npm run dev`) xlsx-worker.mjs loads this file
// through tsx.
import { Buffer } from 'node:buffer';
import { buildWorkbook } from './excel';
import type { SheetAnswer, SheetAsk } from './sheet-reader';
import { serveAsks } from './worker-pool';
import { readFirstSheet, readSheets } from './xlsx-reader';
import { ArchiveRefused } from './zip-reader';

serveAsks<SheetAsk, SheetAnswer>(
  async (ask) => {
    if ('write' in ask) return { file: new Uint8Array(await buildWorkbook(ask.write)) };
    /** The first sheet, or with `allSheets` every sheet by name, each with `columnCount` columns. */
    const { data, columnCount, allSheets, limits } = ask.read;
    try {
      const file = Buffer.from(data);
      if (allSheets) return { sheets: await readSheets(file, columnCount, limits) };
      return { rows: await readFirstSheet(file, columnCount, limits) };
    } catch (e) {
      if (e instanceof ArchiveRefused) return { refused: e.reason, detail: e.detail };
      return { refused: 'unreadable', detail: String((e as Error)?.message ?? e) };
    }
  },
  (answer) => ('file' in answer ? [answer.file.buffer as ArrayBuffer] : []),
);
