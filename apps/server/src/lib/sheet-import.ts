import { type ErrorCode, errorMessage, type MessageParams } from '@cloud-exam/contract/errors';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import type { ColumnLabel, ImportReport, ImportRowError } from '@cloud-exam/contract/sheet';
import type { Validation } from '@cloud-exam/contract/validators';
import { type Cell, type SheetColumn, writeSheet } from './excel';
import type { SheetRow } from './xlsx-reader';

type Columns = Record<string, ColumnLabel>;
/** One data row of an import, keyed by column. */
export type SheetRecord<C extends Columns> = { row: number; cells: Record<keyof C, string> };

/**
 * One kind of spreadsheet import: its columns (the template, the export and the import share them, so an
 * export can be edited and imported again) and the report of bad rows, in the caller's language.
 */
export function sheetFormat<C extends Columns>(sheetName: string, labels: C, widths: Partial<Record<keyof C, number>> = {}) {
  const keys = Object.keys(labels) as (keyof C & string)[];
  const label = (column: keyof C, lang: Language) => labels[column]![LANGUAGES.indexOf(lang)]!;
  /** The columns' headers in a language, some followed by a note in brackets (the time zone of a time column). */
  const columns = (lang: Language, notes: Partial<Record<keyof C, string>> = {}): SheetColumn[] =>
    keys.map((key) => ({ header: notes[key] ? `${label(key, lang)} (${notes[key]})` : label(key, lang), width: widths[key] }));

  return {
    label,
    columns,
    write: (lang: Language, rows: Cell[][], notes?: Partial<Record<keyof C, string>>) => writeSheet(sheetName, columns(lang, notes), rows),
    /** How many columns the reader takes from each row. */
    columnCount: keys.length,
    /** The rows the reader gave as records keyed by column, with the row number the user sees in Excel. */
    records(rows: SheetRow[]): SheetRecord<C>[] {
      return rows.map(({ row, cells }) => ({
        row,
        cells: Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? ''])) as Record<keyof C, string>,
      }));
    },
    /** Collects the bad rows of one import; `report` sorts them by row. */
    report(lang: Language) {
      const errors: ImportRowError[] = [];
      const fail = (row: number, column: keyof C, code: ErrorCode, params?: MessageParams) =>
        errors.push({ row, column: label(column, lang), reason: errorMessage(code, lang, params) });
      return {
        fail,
        /** Records a failed validator's message; answers whether the value passed. */
        check(row: number, column: keyof C, invalid: Validation) {
          if (invalid) fail(row, column, invalid.code, invalid.params);
          return !invalid;
        },
        count: () => errors.length,
        done: (total: number, imported: number): ImportReport => ({ total, imported, errors: errors.sort((a, b) => a.row - b.row) }),
      };
    },
  };
}
export type SheetFormat<C extends Columns> = ReturnType<typeof sheetFormat<C>>;
export type SheetReport<C extends Columns> = ReturnType<SheetFormat<C>['report']>;

const REPORT_COLUMNS = {
  row: ['行号', 'Row', 'Fila', '行', '행'],
  column: ['列', 'Column', 'Columna', '列', '열'],
  reason: ['原因', 'Reason', 'Motivo', '理由', '사유'],
} as const satisfies Columns;
const IMPORTED = [
  '已导入{count}行，共{total}行',
  'Imported {count} of {total} rows',
  'Se importaron {count} de {total} filas',
  '{total}行中{count}行をインポートしました',
  '{total}행 중 {count}행을 가져왔습니다',
] as const;
const reportSheet = sheetFormat('report', REPORT_COLUMNS, { column: 24, reason: 60 });

/** An import's report as a spreadsheet for the download centre: its summary, then every bad row and why. */
export function reportFile(report: ImportReport, lang: Language, summary?: string) {
  const line =
    summary ?? IMPORTED[LANGUAGES.indexOf(lang)]!.replace('{count}', String(report.imported)).replace('{total}', String(report.total));
  return reportSheet.write(lang, [['', '', line], ...report.errors.map((e) => [e.row, e.column, e.reason])]);
}
