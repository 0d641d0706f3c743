import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, idOnly } from '../fields';

/**
 * Excel workbooks from elsewhere (not the bank's template of one sheet per type): the import stops at the state
 * `mapping` with the header row of each sheet, each column's first values and the field the reader guessed for it;
 * the uploader confirms or changes which column is which field (and may keep that mapping, by name, for the
 * institution's next files), and the rows are then read with it.
 */

/**
 * What a column of a foreign workbook holds: the stem, one option (the option columns in their order are A, B, C …),
 * all options in one cell, the answer, the type, the score, the explanation, the difficulty, knowledge points, tags.
 */
export const COLUMN_FIELDS = [
  'stem',
  'option',
  'options',
  'answer',
  'type',
  'score',
  'description',
  'difficulty',
  'knowledge',
  'tags',
] as const;
export type ColumnField = (typeof COLUMN_FIELDS)[number];
/** Fields at most one column may hold (any number of columns may be options). */
export const SINGLE_FIELDS: readonly ColumnField[] = COLUMN_FIELDS.filter((f) => f !== 'option');

/** A saved mapping's name, and how many an institution keeps. */
export const MAPPING_NAME_MAX = 50;
export const MAPPINGS_MAX = 100;
/** Columns read of a foreign sheet, and sample values shown per column. */
export const MAPPED_COLUMNS_MAX = 60;
export const MAPPING_SAMPLES = 3;

/** A column's field, or null for a column left out. */
const fieldOrNone = z.enum(COLUMN_FIELDS).nullable();

export const sheetColumnSchema = z.object({
  /** From 0, in the sheet's order. */
  index: z.number().int(),
  header: z.string(),
  /** The first non-empty values under the header (at most MAPPING_SAMPLES), cut to 60 characters. */
  samples: z.array(z.string()),
  /** What the reader guessed from the header and the values. */
  guess: fieldOrNone,
});
export type SheetColumn = z.infer<typeof sheetColumnSchema>;

export const sheetLayoutSchema = z.object({
  name: z.string(),
  /** Data rows under the header. */
  rows: z.number().int(),
  columns: z.array(sheetColumnSchema),
});
export type SheetLayout = z.infer<typeof sheetLayoutSchema>;

/** A mapping chosen for one sheet: a field per column index (null: not read). */
export const columnMappingSchema = z.object({
  sheet: z.string().min(1).max(200),
  fields: z.array(fieldOrNone).min(1).max(MAPPED_COLUMNS_MAX),
});
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export const savedMappingSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The headers it was saved with and each one's field (null: left out). */
  headers: z.array(z.string()),
  fields: z.array(fieldOrNone),
  /** Its headers are those of the import's guessed sheet: it is offered first. */
  matches: z.boolean(),
});
export type SavedMapping = z.infer<typeof savedMappingSchema>;

export const importLayoutSchema = z.object({
  sheets: z.array(sheetLayoutSchema),
  /** The sheet the reader would read: the first one with data rows. */
  sheet: z.string(),
  /** The institution's saved mappings, those matching the sheet's headers first. */
  saved: z.array(savedMappingSchema),
});
export type ImportLayout = z.infer<typeof importLayoutSchema>;

export const applyMappingSchema = columnMappingSchema.extend({
  id,
  /** Keep this mapping for the institution's next files under this name (a name in use is replaced). */
  saveAs: z.string().trim().min(1).max(MAPPING_NAME_MAX).optional(),
});

export const itemMappingApi = endpoints('bank', needs(Authority.bank), {
  importLayout: {
    method: 'GET',
    path: '/gl/tk/item/import/mapping',
    summary:
      'An Excel import waiting for its mapping: each sheet’s headers with sample values and guessed fields, and the saved mappings (matching ones first)',
    input: idOnly,
    output: importLayoutSchema,
  },
  applyMapping: {
    method: 'POST',
    path: '/gl/tk/item/import/mapping',
    summary: 'Read an Excel import’s rows with a mapping of its columns to item fields (and optionally save the mapping by name)',
    input: applyMappingSchema,
    /** The saved mapping's id when it was saved. */
    output: z.object({ mappingId: z.string().nullable() }),
  },
  removeMapping: {
    method: 'DELETE',
    path: '/gl/tk/item/import/mapping/delete',
    summary: 'Delete one of the institution’s saved Excel mappings',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
});
