import { z } from 'zod';

/**
 * Spreadsheets the server makes and reads (templates, imports, exports): column headers in five languages and the
 * row-by-row report of an import.
 */

/** A column of a server-made spreadsheet, its header in zh, en, es, ja, ko (the order of languages.ts). */
export type ColumnLabel = readonly [string, string, string, string, string];

export const importRowErrorSchema = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const importReportSchema = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const STATUS_LABELS = {
  active: ['正常', 'Active', 'Activo', '有効', '정상'],
  disabled: ['停用', 'Disabled', 'Desactivado', '無効', '비활성'],
} as const satisfies Record<string, ColumnLabel>;
