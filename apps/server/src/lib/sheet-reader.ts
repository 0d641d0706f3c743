import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { restoredRows, type SheetSpec } from './excel';
import type { NamedSheet, SheetRow, XlsxLimits } from './xlsx-reader';
import { type ArchiveRefusal, ArchiveRefused } from './zip-reader';

/**
 * Reads an uploaded .xlsx, or writes a large one, in a worker thread (`xlsx-worker.ts`): the server's own thread
 * stays free to answer, a reading worker's heap is capped so a file that slips past the reader's limits kills the
 * worker, not the server, and at most one worker per core runs at once (the rest wait their turn).
 */

/** A reading worker's heap: past it the worker dies (ERR_WORKER_OUT_OF_MEMORY), not the server. */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };
/**
 * A worker's file `name` beside the module at `from`: compiled (dist/, `npm start`) the bundle `name`.js, from the
 * sources (Vitest, `npm run dev`) the .mjs that loads `name`.ts through tsx, since a worker thread has no loader.
 */
export const workerFile = (name: string, from: string) => new URL(from.endsWith('.ts') ? `./${name}.mjs` : `./${name}.js`, from);
const WORKER_FILE = workerFile('xlsx-worker', import.meta.url);
const slots = Math.max(1, os.availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` (a reading worker's life) once fewer than one per core run: the rest wait their turn. */
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

type Answer = { rows: SheetRow[] } | { sheets: NamedSheet[] } | { file: Uint8Array } | { refused: ArchiveRefusal; detail: string };
/** What the worker is asked (xlsx-worker.ts): to read a file's first sheet or all its sheets, or to write sheets. */
export type SheetAsk =
  { read: { data: Uint8Array<ArrayBuffer>; columnCount: number; allSheets?: boolean; limits: XlsxLimits } } | { write: SheetSpec[] };
/** A writing worker's heap: a workbook is built whole, as large as the export it holds. */
const WRITING_LIMITS = { ...WORKER_LIMITS, maxOldGenerationSizeMb: 1024 };

function inWorker(ask: SheetAsk): Promise<Answer & { refused?: undefined }> {
  return workerTurn(
    () =>
      new Promise((resolve, reject) => {
        const worker = new Worker(WORKER_FILE, {
          workerData: ask,
          transferList: 'read' in ask ? [ask.read.data.buffer] : [],
          resourceLimits: 'read' in ask ? WORKER_LIMITS : WRITING_LIMITS,
        });
        let settled = false;
        const settle = (fn: () => void) => {
          if (settled) return;
          settled = true;
          fn();
        };
        worker.once('message', (answer: Answer) =>
          settle(() => ('refused' in answer ? reject(new ArchiveRefused(answer.refused, answer.detail)) : resolve(answer))),
        );
        worker.once('error', (e: Error & { code?: string }) =>
          settle(() => reject(e.code === 'ERR_WORKER_OUT_OF_MEMORY' && 'read' in ask ? new ArchiveRefused('tooLarge', e.message) : e)),
        );
        worker.once('exit', (code) => settle(() => reject(new Error(`the spreadsheet worker stopped (exit ${code})`))));
      }),
  );
}

const reading = (data: Buffer, columnCount: number, limits: XlsxLimits, allSheets?: boolean): SheetAsk => ({
  read: { data: new Uint8Array(data), columnCount, limits, ...(allSheets ? { allSheets } : {}) },
});

/** The first sheet's data rows (lib/xlsx-reader.ts `readFirstSheet`), read in a worker. */
export async function readSheetInWorker(data: Buffer, columnCount: number, limits: XlsxLimits): Promise<SheetRow[]> {
  const answer = await inWorker(reading(data, columnCount, limits));
  return 'rows' in answer ? restoredRows(answer.rows) : [];
}

/** Every sheet by name (lib/xlsx-reader.ts `readSheets`), read in a worker. */
export async function readSheetsInWorker(data: Buffer, columnCount: number, limits: XlsxLimits): Promise<NamedSheet[]> {
  const answer = await inWorker(reading(data, columnCount, limits, true));
  return 'sheets' in answer ? answer.sheets.map((s) => ({ name: s.name, rows: restoredRows(s.rows) })) : [];
}

/** A workbook (lib/excel.ts `buildWorkbook`) written in a worker. */
export async function writeWorkbookInWorker(sheets: SheetSpec[]): Promise<Buffer> {
  const answer = await inWorker({ write: sheets });
  if (!('file' in answer)) throw new Error('the spreadsheet worker wrote no file');
  return Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength);
}
