import type { ItemTypeCode } from '@cloud-exam/contract/bank/item';
import {
  type ColumnField,
  type ColumnMapping,
  MAPPED_COLUMNS_MAX,
  MAPPING_SAMPLES,
  type SheetColumn,
  type SheetLayout,
} from '@cloud-exam/contract/bank/item-mapping';
import { IMPORT_ITEMS_MAX } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { XLSX_LIMITS } from '../../../lib/excel';
import { readSheetsInWorker } from '../../../lib/sheet-reader';
import type { NamedSheet, SheetRow } from '../../../lib/xlsx-reader';
import { cellBlocks, itemsOfSheets } from './excel-items';
import { emptyPart, finishItem, type ParsedItem, type ParseProblem, type PartText } from './item-text';
import { difficultyNamed, typeNamed } from './vocabulary';

/**
 * Workbooks of other exam systems: which column is which item field, guessed from the header row (Chinese and
 * English names) and the values under it, and the rows read with a mapping the uploader confirmed.
 */

/** How a header compares: full-width folded, lower-cased, without spaces, marks of required columns or punctuation. */
const headerKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[(（[【].*?[)）\]】]/g, '')
    .replace(/[\s*:：_\-.#]/g, '');

/** Header names of each field, compared whole. */
const HEADER_NAMES: Record<ColumnField, readonly string[]> = {
  stem: [
    '题干',
    '题目',
    '试题',
    '试题内容',
    '题目内容',
    '题目名称',
    '试题题干',
    '问题',
    '题面',
    'question',
    'questiontext',
    'stem',
    'title',
    'prompt',
    'item',
  ],
  option: [],
  options: ['选项', '选项内容', '备选项', '备选答案', '所有选项', 'options', 'choices', 'answers', 'alternatives'],
  answer: [
    '答案',
    '正确答案',
    '标准答案',
    '参考答案',
    '正确选项',
    'answer',
    'key',
    'answerkey',
    'correctanswer',
    'correct',
    'rightanswer',
    'solution',
  ],
  type: ['题型', '类型', '试题类型', '题目类型', '题类', 'type', 'questiontype', 'itemtype', 'kind'],
  score: ['分值', '分数', '得分', '试题分值', '题目分值', '每题分值', 'score', 'points', 'point', 'marks', 'mark', 'grade'],
  description: [
    '解析',
    '答案解析',
    '试题解析',
    '题目解析',
    '解答',
    '解释',
    '说明',
    'explanation',
    'analysis',
    'feedback',
    'rationale',
    'generalfeedback',
  ],
  difficulty: ['难度', '难易度', '难易程度', '难度系数', 'difficulty', 'level'],
  knowledge: [
    '知识点',
    '考点',
    '章节',
    '知识点路径',
    '所属知识点',
    'knowledge',
    'knowledgepoint',
    'knowledgepoints',
    'topic',
    'category',
    'chapter',
  ],
  tags: ['标签', '关键词', 'tag', 'tags', 'keywords', 'labels'],
};
const BY_NAME = new Map(Object.entries(HEADER_NAMES).flatMap(([field, names]) => names.map((n) => [headerKey(n), field as ColumnField])));
/** "选项A", "A", "Option A", "A选项", "选项1", "opt. b", "Choice C", "答案A" (考试星): one option's column. */
const OPTION_HEADER = /^(?:(?:选项|option|opt|choice|答案|answer)(?:[a-j]|[1-9]|10)|[a-j](?:选项|项)?)$/;
/** Numbers and ids of rows, never a field ("题号", "Question No."). */
const NUMBERING = /序号|题号|编号|^(?:question)?no$|number|^id$/;
/** What a header says when not one of the names whole ("题目（必填）" is folded already): searched in this order. */
const HEADER_PARTS: readonly [RegExp, ColumnField][] = [
  [/解析|explanation|analysis|feedback/, 'description'],
  [/题型|题目类型|type/, 'type'],
  [/难度|difficulty/, 'difficulty'],
  [/知识点|考点|knowledge/, 'knowledge'],
  [/标签|tag/, 'tags'],
  [/分值|分数|score|points?$|marks?$/, 'score'],
  [/答案|answer|key/, 'answer'],
  [/选项|options|choices/, 'options'],
  [/题干|题目|试题|问题|question|stem/, 'stem'],
];

/** Type names other systems write, beyond the format's own words ("单项选择", "单选题（单选）", "MCQ" …). */
const MORE_TYPE_WORDS: Record<string, ItemTypeCode> = {
  单项选择: 'single_choice',
  单项: 'single_choice',
  单选项: 'single_choice',
  single: 'single_choice',
  singlechoice: 'single_choice',
  radio: 'single_choice',
  mcq: 'single_choice',
  multichoice: 'single_choice',
  多项选择: 'multiple_choice',
  不定项: 'multiple_choice',
  不定项选择: 'multiple_choice',
  多项: 'multiple_choice',
  multiple: 'multiple_choice',
  multipleresponse: 'multiple_choice',
  multipleanswer: 'multiple_choice',
  multiselect: 'multiple_choice',
  checkbox: 'multiple_choice',
  判断对错: 'true_false',
  对错: 'true_false',
  truefalse: 'true_false',
  tf: 'true_false',
  judge: 'true_false',
  boolean: 'true_false',
  填充: 'cloze_fill',
  fillblank: 'cloze_fill',
  fillintheblank: 'cloze_fill',
  blank: 'cloze_fill',
  gapfill: 'cloze_fill',
  问答: 'short_answer',
  主观: 'short_answer',
  主观题: 'short_answer',
  shortanswer: 'short_answer',
  openended: 'short_answer',
  text: 'short_answer',
  计算题: 'short_answer',
  论述: 'essay',
  写作: 'essay',
  essayquestion: 'essay',
};

/** The bank's type a type cell names: the format's own words, with or without "题"/"question", or other systems' names. */
export function typeOfCell(text: string): ItemTypeCode | undefined {
  // "Multiple choice (single answer)", "选择题（多选）": what the brackets say is the narrower
  const inner = /[(（[【]([^)）\]】]+)[)）\]】]/.exec(text)?.[1];
  const narrower = inner ? typeOfCell(inner) : undefined;
  if (narrower) return narrower;
  const key = headerKey(text);
  if (!key) return undefined;
  const bare = key.replace(/(题|题型|question|questions|type)$/, '');
  return typeNamed(text) ?? typeNamed(key) ?? typeNamed(`${bare}题`) ?? MORE_TYPE_WORDS[key] ?? MORE_TYPE_WORDS[bare];
}

/** A header row's fields, by name alone (undefined: the name says nothing). */
export function fieldOfHeader(header: string): ColumnField | undefined {
  const key = headerKey(header);
  if (!key || NUMBERING.test(key)) return undefined;
  if (OPTION_HEADER.test(key)) return 'option';
  return BY_NAME.get(key) ?? HEADER_PARTS.find(([re]) => re.test(key))?.[1];
}

const isKey = (v: string) => /^[A-J](?:\s*[,，、;；]?\s*[A-J]){0,9}$/i.test(v.normalize('NFKC').trim());
const isNumber = (v: string) => /^\d+(\.\d+)?$/.test(v.trim());

/** A column's field by its values, when its header says nothing. */
function fieldOfValues(values: readonly string[]): ColumnField | undefined {
  if (!values.length) return undefined;
  const all = (test: (v: string) => boolean) => values.every(test);
  if (all((v) => !!typeOfCell(v))) return 'type';
  if (all(isKey)) return 'answer';
  if (all((v) => difficultyNamed(v) !== undefined && !isNumber(v))) return 'difficulty';
  return undefined;
}

const filledRows = (rows: readonly SheetRow[]) => rows.filter((r) => r.cells.some((c) => c.trim()));

/**
 * The header row: among the first five rows with content, the first whose cells name two fields (a title or
 * instruction line may sit above it), else the first.
 */
function headerAt(rows: readonly SheetRow[]): number {
  const candidates = filledRows(rows).slice(0, 5);
  const named = candidates.find((r) => r.cells.filter((c) => fieldOfHeader(c)).length >= 2);
  return rows.indexOf(named ?? candidates[0] ?? rows[0]!);
}

/** A sheet's header row, data rows and each column's guessed field; one field a column, options as many as there are. */
export function sheetLayout(sheet: NamedSheet): SheetLayout & { data: SheetRow[] } {
  if (!filledRows(sheet.rows).length) return { name: sheet.name, rows: 0, columns: [], data: [] };
  const at = headerAt(sheet.rows);
  const headers = sheet.rows[at]!.cells.slice(0, MAPPED_COLUMNS_MAX);
  const data = filledRows(sheet.rows.slice(at + 1));
  const width = Math.max(headers.findLastIndex((h) => h.trim()) + 1, ...data.map((r) => r.cells.findLastIndex((c) => c.trim()) + 1));
  const taken = new Set<ColumnField>();
  const columns: SheetColumn[] = Array.from({ length: Math.min(width, MAPPED_COLUMNS_MAX) }, (_, index) => {
    const header = (headers[index] ?? '').trim();
    const values = data.map((r) => (r.cells[index] ?? '').trim()).filter(Boolean);
    return { index, header, samples: values.slice(0, MAPPING_SAMPLES).map((v) => [...v].slice(0, 60).join('')), guess: null, values };
  }).map(({ values, ...column }) => {
    // names first, then values: a column whose header says nothing is told by what it holds
    const field = fieldOfHeader(column.header) ?? fieldOfValues(values.slice(0, 50));
    if (!field || (field !== 'option' && taken.has(field))) return column;
    taken.add(field);
    return { ...column, guess: field };
  });
  // no stem named: the column of the longest texts
  if (!taken.has('stem')) {
    const length = (c: SheetColumn) => c.samples.reduce((n, s) => n + s.length, 0);
    const longest = columns.filter((c) => !c.guess && c.samples.length).sort((a, b) => length(b) - length(a))[0];
    if (longest) longest.guess = 'stem';
  }
  return { name: sheet.name, rows: data.length, columns, data };
}

/** The layouts of a workbook's sheets, and the sheet to read first: the first with rows whose columns include a stem. */
export type WorkbookLayout = { sheets: SheetLayout[]; sheet: string };
export function workbookLayout(sheets: readonly NamedSheet[]): WorkbookLayout {
  const layouts = sheets.map((s) => {
    const { data: _, ...layout } = sheetLayout(s);
    return layout;
  });
  const first = layouts.find((l) => l.rows && l.columns.some((c) => c.guess === 'stem')) ?? layouts.find((l) => l.rows) ?? layouts[0];
  return { sheets: layouts, sheet: first?.name ?? '' };
}

/** A mapping's fault, before any row is read: no stem, or a field taken from two columns. */
export function mappingProblem(fields: ColumnMapping['fields']): ParseProblem | undefined {
  if (!fields.includes('stem')) return { code: ErrorCodes.mappingNoStem };
  const twice = fields.find((f, i) => f && f !== 'option' && fields.indexOf(f) !== i);
  return twice ? { code: ErrorCodes.mappingFieldTwice, params: { field: twice } } : undefined;
}

/**
 * Options written in one cell: one a line, or between "|", or after their letters ("A.北京 B.上海", "A、…；B、…"),
 * or between semicolons; each without its letter.
 */
export function splitOptions(cell: string): string[] {
  const text = cell.trim();
  if (!text) return [];
  const letter = /(?:^|[\s;；,，|])([A-J])\s*[.．、:：)）]\s*/g;
  const pieces = /\n/.test(text)
    ? text.split(/\r?\n/)
    : /[|｜]/.test(text)
      ? text.split(/[|｜]/)
      : [...text.matchAll(letter)].length >= 2
        ? text.split(/(?=(?:^|[\s;；,，])[A-J]\s*[.．、:：)）])/)
        : text.split(/[;；]/);
  return pieces
    .map((p) =>
      p
        .trim()
        .replace(/^[;；,，]\s*/, '')
        .replace(/^[A-J]\s*[.．、:：)）]\s*/, '')
        .trim(),
    )
    .filter(Boolean);
}

const VALUE_FIELDS = ['score', 'difficulty', 'knowledge', 'tags'] as const;

/** One row read by the mapping as an item's text (its type, if its type cell names one, or an unknown type's problem). */
function rowText(cells: readonly string[], fields: ColumnMapping['fields']) {
  const cell = (field: ColumnField) => (cells[fields.indexOf(field)] ?? '').trim();
  const typeCell = fields.includes('type') ? cell('type') : '';
  const type = typeCell ? typeOfCell(typeCell) : undefined;
  const part: PartText = emptyPart(type);
  part.stem = cellBlocks(cell('stem'));
  const optionColumns = fields.flatMap((f, i) => (f === 'option' ? [(cells[i] ?? '').trim()] : []));
  const options = optionColumns.slice(0, optionColumns.findLastIndex(Boolean) + 1);
  part.options = (options.length ? options : splitOptions(cell('options'))).map(cellBlocks);
  const answer = cell('answer');
  if (answer) part.answer = cellBlocks(answer);
  part.description = cellBlocks(cell('description'));
  for (const key of VALUE_FIELDS) if (cell(key)) part.values[key] = cell(key);
  const problems: ParseProblem[] =
    typeCell && !type ? [{ field: 'itemTypeCode', code: ErrorCodes.rowTypeUnknown, params: { type: typeCell } }] : [];
  return { part, problems, answered: !!answer, scored: !!cell('score') };
}

/**
 * The items of a sheet read by a mapping: every data row an item (a row without a type is told by its answer and
 * options), a row whose type cell is unknown kept with that problem; a row without a score is marked `scoreMissing`
 * (the import gives it the bank's default for its type). More than IMPORT_ITEMS_MAX.excel rows give none.
 */
export function itemsByMapping(sheets: readonly NamedSheet[], mapping: ColumnMapping): { items: ParsedItem[]; problems: ParseProblem[] } {
  const sheet = sheets.find((s) => s.name === mapping.sheet);
  if (!sheet) return { items: [], problems: [{ code: ErrorCodes.mappingSheetUnknown, params: { sheet: mapping.sheet } }] };
  const wrong = mappingProblem(mapping.fields);
  if (wrong) return { items: [], problems: [wrong] };
  const { data } = sheetLayout(sheet);
  if (data.length > IMPORT_ITEMS_MAX.excel) return { items: [], problems: [{ code: ErrorCodes.tooManyExcelQuestions }] };
  const items = data.map(({ row, cells }, i) => {
    const { part, problems, answered, scored } = rowText(cells, mapping.fields);
    const item = finishItem({ ...part, parts: [], source: { sheet: sheet.name, row, ordinal: i + 1 }, problems });
    if (scored) return { ...item, ...(answered ? { answerFrom: 'file' as const } : {}) };
    // the import gives the type's default score: no problem of a score the file never gave
    return {
      ...item,
      problems: item.problems.filter((p) => p.field !== 'score'),
      scoreMissing: true,
      ...(answered ? { answerFrom: 'file' as const } : {}),
    };
  });
  return { items, problems: [] };
}

/**
 * An uploaded workbook's items: read by the mapping when one was chosen, else as the template; a workbook not in
 * the template answers its layout instead (the import then waits for a mapping). Read in a worker, as
 * `parseExcelItems` reads, with room for the widest template sheet and foreign sheets alike.
 */
export async function readExcelItems(
  xlsx: Buffer,
  mapping: ColumnMapping | null,
): Promise<{ items: ParsedItem[]; problems: ParseProblem[]; layout?: WorkbookLayout }> {
  const sheets = await readSheetsInWorker(xlsx, MAPPED_COLUMNS_MAX, XLSX_LIMITS);
  if (mapping) return itemsByMapping(sheets, mapping);
  const read = itemsOfSheets(sheets);
  if (read.problems[0]?.code !== ErrorCodes.excelNoItemSheet) return read;
  const layout = workbookLayout(sheets);
  return layout.sheets.some((s) => s.rows) ? { ...read, problems: [], layout } : read;
}
