import { type ErrorCode, errorMessage, type MessageParams } from '@cloud-exam/contract/errors';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import type { ColumnLabel, ImportReport, ImportRowError } from '@cloud-exam/contract/sheet';
import type { Validation } from '@cloud-exam/contract/validators';
import { readSheet, type SheetColumn, writeSheet } from './excel';

type Columns = Record<string, ColumnLabel>;

/**
 * One kind of spreadsheet import: its columns (the template, the export and the import share them, so an
 * export can be edited and imported again) and the report of bad rows, in the caller's language.
 */
export function sheetFormat<C extends Columns>(sheetName: string, labels: C, widths: Partial<Record<keyof C, number>> = {}) {
  const keys = Object.keys(labels) as (keyof C & string)[];
  const label = (column: keyof C, lang: Language) => labels[column]![LANGUAGES.indexOf(lang)]!;
  const columns = (lang: Language): SheetColumn[] => keys.map((key) => ({ header: label(key, lang), width: widths[key] }));

  return {
    label,
    write: (lang: Language, rows: (string | number | null)[][]) => writeSheet(sheetName, columns(lang), rows),
    /** The data rows as records keyed by column, with the row number the user sees in Excel. */
    async read(file: Buffer) {
      const rows = await readSheet(file, keys.length);
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
