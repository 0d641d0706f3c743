import { IMPORT_ROWS_MAX, XLSX_PARTS_MAX, XLSX_UNPACKED_MAX_BYTES } from '@cloud-exam/contract/constants';
import { readFirstSheet, type XlsxLimits } from './xlsx-reader';
import { looksLikeZip } from './zip-reader';

export type SheetColumn = { header: string; width?: number };
export type Cell = string | number | null;

/**
 * A text that a spreadsheet program would take for a formula (`=`, `+`, `-`, `@`, tab, carriage return first) is
 * written with a leading apostrophe, so it shows and stays as text; the reader takes that apostrophe off again,
 * so an export can be edited and imported back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutralised = (cell: Cell): Cell => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);
const unneutralised = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

export type SheetSpec = { name: string; columns: SheetColumn[]; rows: Cell[][] };

/**
 * An .xlsx file of one sheet: a bold header row, then the rows as given (every export and template goes through here).
 * ExcelJS is loaded on the first one (a quarter of a second and some 7 MB of heap the server need not spend at start).
 */
export const writeSheet = (sheetName: string, columns: SheetColumn[], rows: Cell[][]) =>
  writeWorkbook([{ name: sheetName, columns, rows }]);

/**
 * Past this many cells a workbook is written in a worker thread (lib/sheet-reader.ts), so that the server answers
 * meanwhile: the report of a photo zip of 20,000 unmatched pictures held it 1.6 s. Smaller ones are written here,
 * sooner than a worker starts.
 */
const CELLS_IN_THREAD_MAX = 20_000;

/** An .xlsx file of several sheets, each written as `writeSheet` writes one. */
export async function writeWorkbook(sheets: SheetSpec[]): Promise<Buffer> {
  const cells = sheets.reduce((n, sheet) => n + sheet.rows.length * Math.max(1, sheet.columns.length), 0);
  if (cells > CELLS_IN_THREAD_MAX) return (await import('./sheet-reader')).writeWorkbookInWorker(sheets);
  return buildWorkbook(sheets);
}

/** `writeWorkbook` on the calling thread. */
export async function buildWorkbook(sheets: SheetSpec[]) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const { name, columns, rows } of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ header: neutralised(c.header) as string, width: c.width ?? 18 }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRows(rows.map((row) => row.map(neutralised)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** True when the bytes are a zip container, which every .xlsx is. */
export const looksLikeXlsx = looksLikeZip;

/** What an uploaded .xlsx may hold (contract constants); an import may ask for fewer rows. */
export const XLSX_LIMITS: XlsxLimits = { maxUnpackedBytes: XLSX_UNPACKED_MAX_BYTES, maxParts: XLSX_PARTS_MAX, maxRows: IMPORT_ROWS_MAX };

/** The rows as the reader gives them, with an export's neutralising apostrophe taken off. */
export const restoredRows = (rows: { row: number; cells: string[] }[]) =>
  rows.map(({ row, cells }) => ({ row, cells: cells.map(unneutralised) }));

/**
 * The data rows of the first sheet (the header row skipped), each cell as trimmed text, with the row's number
 * as the user sees it in Excel. Blank rows are left out. Streamed, within XLSX_LIMITS, on the calling thread:
 * uploads go through `readSheetInWorker` (lib/sheet-reader.ts) instead.
 */
export async function readSheet(data: Buffer, columnCount: number, limits: XlsxLimits = XLSX_LIMITS) {
  return restoredRows(await readFirstSheet(data, columnCount, limits));
}
