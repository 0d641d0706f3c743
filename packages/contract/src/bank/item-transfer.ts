import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, FILE, needs } from '../endpoint';
import { id, pageOf, pageParams } from '../fields';
import { LANGUAGES, type Language } from '../languages';
import { lineSchema } from '../rich-text-line';
import { itemScore, SCORED_ITEM_TYPES } from './bank';
import { ITEM_TYPE_CODES } from './item';

/**
 * Items in and out of a bank as files: a Word document, an Excel workbook (one sheet per type) or a QTI 2.1
 * package; imports also read Moodle XML and GIFT. An import has two phases: the upload is read in the background
 * (state, progress), its items are then shown with their problems, and the uploader commits all of them or only
 * the good ones. Exports are background file tasks that leave the file in the download centre.
 */

/** The formats an export writes. */
export const ITEM_EXPORT_FORMATS = ['word', 'excel', 'qti', 'moodle'] as const;
export type ItemExportFormat = (typeof ITEM_EXPORT_FORMATS)[number];
/** The formats an import reads: those and GIFT. */
export const ITEM_FILE_FORMATS = [...ITEM_EXPORT_FORMATS, 'gift'] as const;
export type ItemFileFormat = (typeof ITEM_FILE_FORMATS)[number];

/** The largest upload of an item import (a Word document with its pictures). */
export const ITEM_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** The most items one export writes. */
export const ITEM_EXPORT_MAX = 5000;
/** An import not committed (read, failed, or never read) is removed this many days after its upload. */
export const ITEM_IMPORT_KEEP_DAYS = 7;

/** `mapping`: an Excel file not in the template waits for the uploader to map its columns (`item-mapping.ts`). */
export const ItemImportState = { queued: 0, parsing: 1, parsed: 2, failed: 3, committed: 4, mapping: 5 } as const;
export type ItemImportState = (typeof ItemImportState)[keyof typeof ItemImportState];

/** The item fields a problem can name, as the preview and the report show them (the first segment of its path). */
export const ITEM_FIELD_LABELS: Record<string, readonly [string, string, string, string, string]> = {
  itemTypeCode: ['题型', 'Type', 'Tipo', '問題タイプ', '유형'],
  stemAttrs: ['题干', 'Stem', 'Enunciado', '問題文', '지문'],
  optionsDataList: ['选项', 'Options', 'Opciones', '選択肢', '선택지'],
  answerAttrs: ['答案', 'Answer', 'Respuesta', '解答', '정답'],
  descriptionAttrs: ['解析', 'Explanation', 'Explicación', '解説', '해설'],
  childItemList: ['小题', 'Parts', 'Partes', '小問', '소문항'],
  attrsDataList: ['属性', 'Attributes', 'Atributos', '属性', '속성'],
  score: ['分值', 'Score', 'Puntuación', '配点', '배점'],
  difficulty: ['难度', 'Difficulty', 'Dificultad', '難易度', '난이도'],
  hint: ['提示', 'Hint', 'Pista', 'ヒント', '힌트'],
  outTimeSecond: ['限时', 'Time limit', 'Tiempo límite', '制限時間', '제한 시간'],
  knowledgePaths: ['知识点', 'Knowledge points', 'Puntos de conocimiento', '知識ポイント', '지식 포인트'],
  tags: ['标签', 'Tags', 'Etiquetas', 'タグ', '태그'],
};

/** A problem's field as a reader names it: the label of its first segment, the part's number when it is in one. */
export function fieldLabel(field: string | undefined, lang: Language): string {
  if (!field) return '';
  const segments = field.split('.');
  const label = (key: string) => ITEM_FIELD_LABELS[key]?.[LANGUAGES.indexOf(lang)] ?? key;
  if (segments[0] === 'childItemList' && segments.length > 2 && /^\d+$/.test(segments[1]!))
    return `${label('childItemList')} ${Number(segments[1]) + 1} · ${label(segments[2]!)}`;
  return label(segments[0]!);
}

export const itemImportStartSchema = z.object({ importId: z.string().uuid() });

export const itemImportSchema = z.object({
  id: z.string(),
  bankId: z.string(),
  format: z.enum(ITEM_FILE_FORMATS),
  fileName: z.string(),
  /** ItemImportState. */
  state: z.number().int(),
  /** 0–100 while the file is read. */
  progress: z.number().int(),
  /** How many items the file holds, and how many of them have a problem. */
  total: z.number().int(),
  withProblems: z.number().int(),
  /** How many were written when it was committed. */
  imported: z.number().int(),
  /** Why the file gave no items (unreadable, too many items …), with its message in the caller's language. */
  code: z.number().int().nullable(),
  msg: z.string().nullable(),
  /** The report of the bad items in the download centre. */
  fileTaskId: z.string().nullable(),
  /**
   * What the file holds that is no item's and was not read (a title, an instruction, a key line matching no
   * question), each as its message in the caller's language: the first 50, of `skippedCount`.
   */
  skipped: z.array(z.string()),
  skippedCount: z.number().int(),
  createTime: z.string(),
});
export type ItemImport = z.infer<typeof itemImportSchema>;

export const importProblemSchema = z.object({
  code: z.number().int(),
  /** The item field's path, e.g. `optionsDataList.2.optionContent`; empty for the item as a whole. */
  field: z.string(),
  fieldName: z.string(),
  msg: z.string(),
});

/**
 * Where an imported item's answer was found: beside the item (`inline`: 答案：B, 【答案：B】), in the key section at the
 * end of the file (`key`), by the right option's red, bold or underlined text, or in the format's own answer field
 * (`file`: an Excel column, a QTI response, a Moodle fraction). Absent: the item has no answer to find.
 */
export const ANSWER_FROM = ['inline', 'key', 'red', 'bold', 'underline', 'file'] as const;
export type AnswerFrom = (typeof ANSWER_FROM)[number];

export const importedItemSchema = z.object({
  /** The item's position in the file, from 1. */
  ordinal: z.number().int(),
  /** Where it is in the file, as the reader finds it: "题目 3 · 第 12 行" … */
  position: z.string(),
  itemTypeCode: z.enum(ITEM_TYPE_CODES),
  stemText: z.string(),
  /** The stem as one line of a list, formulas to draw (`itemLine`). */
  stemLine: lineSchema,
  score: z.number(),
  /** The answer in short: the right letters, a true/false's word, the blanks' answers, pairs, a reference answer's start. */
  answer: z.string(),
  /** The file gave no score: `score` is the bank's default for the type. */
  scoreDefaulted: z.boolean().optional(),
  answerFrom: z.enum(ANSWER_FROM).optional(),
  knowledgePaths: z.array(z.string()),
  tags: z.array(z.string()),
  problems: z.array(importProblemSchema),
});
export type ImportedItem = z.infer<typeof importedItemSchema>;

/** The QTI versions a package of items is written in (and read from, with 2.0 and 2.2). */
export const QTI_VERSIONS = ['2.1', '3.0'] as const;
export type QtiVersion = (typeof QTI_VERSIONS)[number];
/** The items of a read import whose score the uploader sets: some by their ordinal, or those of a type. */
export const importScoreSchema = z.object({
  id,
  score: itemScore,
  /** These items (a compound item's score is its parts' total: refused). */
  ordinals: z.array(z.number().int().min(1)).max(1000).optional(),
  /** Without ordinals: every item of this type, and the parts of this type of compound items. */
  itemTypeCode: z.enum(SCORED_ITEM_TYPES).optional(),
  /** With a type: only the items whose score is the bank's default. */
  defaultedOnly: z.boolean().default(false),
  /** The page of the preview to answer, as `importItems` takes it. */
  onlyProblems: z.number().int().min(0).max(1).optional(),
  ...pageParams,
});
export type ImportScore = z.infer<typeof importScoreSchema>;

export const itemExportSchema = z.object({
  /** The bank exported, whole unless ids are given. */
  bankId: id,
  ids: z.array(id).max(ITEM_EXPORT_MAX).optional(),
  format: z.enum(ITEM_EXPORT_FORMATS),
  /** The QTI version of a `qti` export; 2.1 when absent. */
  qtiVersion: z.enum(QTI_VERSIONS).optional(),
});
export type ItemExport = z.infer<typeof itemExportSchema>;

export const itemTransferApi = endpoints('bank', needs(Authority.bank), {
  startImport: {
    method: 'POST',
    path: '/gl/tk/item/import/{bankId}',
    summary:
      'Upload items for a bank (multipart): a Word .docx (at most 1000 items), an Excel .xlsx (at most 300), a QTI 2.x/3.0 .zip, a Moodle XML quiz or a GIFT text file, told by its content; answers the import, read in the background',
    input: z.object({ bankId: id }),
    encoding: 'multipart',
    output: itemImportStartSchema,
  },
  importStatus: {
    method: 'GET',
    path: '/gl/tk/item/import/status/{id}',
    summary: 'One of my item imports: its state, progress and counts',
    input: z.object({ id }),
    output: itemImportSchema,
  },
  importItems: {
    method: 'GET',
    path: '/gl/tk/item/import/items',
    summary: 'The items an import read, each with its problems (paged; onlyProblems=1 gives the bad ones)',
    input: z.object({ id, onlyProblems: z.coerce.number().int().min(0).max(1).optional(), ...pageParams }),
    output: pageOf(importedItemSchema),
  },
  setImportScore: {
    method: 'POST',
    path: '/gl/tk/item/import/score',
    summary:
      'Set the score of some items of my read import before committing (by ordinal, or every item or every defaulted item of a type), checked by the item rules; answers the page of the preview asked for and how many items changed',
    input: importScoreSchema,
    output: pageOf(importedItemSchema).extend({ changed: z.number().int() }),
  },
  commitImport: {
    method: 'POST',
    path: '/gl/tk/item/import/commit',
    summary:
      'Write an import into its bank in one transaction: mode all (refused, nothing written, when any item has a problem) or good (only the items without problems); knowledge points named by path are added when missing',
    input: z.object({ id, mode: z.enum(['all', 'good']) }),
    output: z.object({ imported: z.number().int(), skipped: z.number().int() }),
  },
  excelTemplate: {
    method: 'GET',
    path: '/gl/tk/item/template',
    summary: 'The Excel item template (.xlsx): a sheet per type with an example row, in my language',
    output: FILE,
  },
  wordSample: {
    method: 'GET',
    path: '/gl/tk/item/wordSample',
    summary: 'The Word item sample (.docx): one item of each type in the format the import reads, in my language',
    output: FILE,
  },
  exportItems: {
    method: 'POST',
    path: '/gl/tk/item/export',
    summary:
      'Export a bank or some of its items as Excel, Word, a QTI 2.1 or 3.0 package or Moodle XML: a background task whose file lands in the download centre',
    input: itemExportSchema,
    output: z.object({ fileTaskId: z.string() }),
  },
});
