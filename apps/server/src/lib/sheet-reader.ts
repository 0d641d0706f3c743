import { restoredRows, type SheetSpec } from './excel';
import { workerFile, workerPool, WorkerOutOfMemory } from './worker-pool';
import type { NamedSheet, SheetRow, XlsxLimits } from './xlsx-reader';
import { type ArchiveRefusal, ArchiveRefused } from './zip-reader';

/**
 * Reads an uploaded .xlsx, or writes a large one, in a worker thread (`xlsx-worker.ts`, kept in a pool): the
 * server's own thread stays free to answer, a reading worker's heap is capped so a file that slips past the reader's
 * limits kills the worker, not the server, and at most one worker per core runs at once (the rest wait their turn).
 */

/** A reading worker's heap: past it the worker dies (ERR_WORKER_OUT_OF_MEMORY), not the server. */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };
/** A writing worker's heap: a workbook is built whole, as large as the export it holds. */
const WRITING_LIMITS = { ...WORKER_LIMITS, maxOldGenerationSizeMb: 1024 };

export type SheetAnswer =
  { rows: SheetRow[] } | { sheets: NamedSheet[] } | { file: Uint8Array } | { refused: ArchiveRefusal; detail: string };
/** What the worker is asked (xlsx-worker.ts): to read a file's first sheet or all its sheets, or to write sheets. */
export type SheetAsk =
  { read: { data: Uint8Array<ArrayBuffer>; columnCount: number; allSheets?: boolean; limits: XlsxLimits } } | { write: SheetSpec[] };

const WORKER_FILE = workerFile('xlsx-worker', import.meta.url);
const readers = workerPool<SheetAsk, SheetAnswer>(WORKER_FILE, WORKER_LIMITS);
const writers = workerPool<SheetAsk, SheetAnswer>(WORKER_FILE, WRITING_LIMITS);

async function inWorker(ask: SheetAsk): Promise<Exclude<SheetAnswer, { refused: ArchiveRefusal }>> {
  if ('write' in ask) return (await writers.run(ask)) as Exclude<SheetAnswer, { refused: ArchiveRefusal }>;
  const answer = await readers.run(ask, { transfer: [ask.read.data.buffer] }).catch((e: unknown) => {
    throw e instanceof WorkerOutOfMemory ? new ArchiveRefused('tooLarge', e.message) : e;
  });
  if ('refused' in answer) throw new ArchiveRefused(answer.refused, answer.detail);
  return answer;
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
