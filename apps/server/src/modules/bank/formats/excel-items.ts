import { type ChildItem, type ItemContent, ITEM_TYPE_CODES, type ItemTypeCode, type MatchPair } from '@cloud-exam/contract/bank/item';
import { isDimensionScored, isPart } from '@cloud-exam/contract/bank/item-rules';
import { IMPORT_ITEMS_MAX } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import type { ColumnLabel } from '@cloud-exam/contract/sheet';
import { type Cell, writeWorkbook, XLSX_LIMITS } from '../../../lib/excel';
import { readSheetsInWorker } from '../../../lib/sheet-reader';
import { type SheetRecord, sheetFormat } from '../../../lib/sheet-import';
import type { NamedSheet } from '../../../lib/xlsx-reader';
import { escapeText, splitAtBreaks, tokenize, trimToks } from './html';
import {
  answerText,
  type Block,
  emptyPart,
  finishItem,
  headingsText,
  type ItemText,
  listSeparator,
  mediaText,
  optionSuffix,
  otherAttrsText,
  type ParsedItem,
  type ParseProblem,
  type PartText,
  rulesText,
  truthWordsLang,
  wordsText,
} from './item-text';
import { cellText, looksLikeHtml } from './markup';
import { type ExportItem, sampleItems } from './samples';
import { LABEL_WORDS, type Label, TYPE_WORDS, typeNamed, wordOf } from './vocabulary';

/**
 * Items in a workbook of one sheet per type (named after the type in any of the five languages), each with the
 * columns its type needs; the compound sheet has every column and a type column: a row whose type is "组合题" starts
 * a compound item, the rows after it are its parts. Rich text is written as text where it can be (paragraphs as
 * lines, formulas as `$…$`, blanks as `____`) and as HTML where it cannot. The template, the export and the import
 * share the layout, so an export edited in Excel imports again.
 */

const LETTERS = 'ABCDEFGHIJ';
const OPTION_COLUMNS = [...LETTERS].map((l) => `option${l}`);
const PAIR_COLUMNS = Array.from({ length: 10 }, (_, i) => `pair${i + 1}`);
const TAIL = ['description', 'score', 'timeLimit', 'difficulty', 'hint', 'knowledge', 'tags', 'audio', 'video', 'attrs'];

const label = (name: Label) => LABEL_WORDS[name].names;
const LABELS: Record<string, ColumnLabel> = {
  stem: ['题干', 'Stem', 'Enunciado', '問題文', '지문'],
  ...Object.fromEntries([...LETTERS].map((l) => [`option${l}`, [`选项${l}`, `Option ${l}`, `Opción ${l}`, `選択肢${l}`, `선택지 ${l}`]])),
  ...Object.fromEntries(
    PAIR_COLUMNS.map((k, i) => [k, [`小题${i + 1}`, `Item ${i + 1}`, `Elemento ${i + 1}`, `小問${i + 1}`, `소문항 ${i + 1}`]]),
  ),
  ...Object.fromEntries((Object.keys(LABEL_WORDS) as Label[]).map((k) => [k, label(k)])),
};

/** Each sheet's columns, in order. */
export const EXCEL_COLUMNS: Record<ItemTypeCode, readonly string[]> = {
  single_choice: ['stem', ...OPTION_COLUMNS, 'answer', ...TAIL],
  multiple_choice: ['stem', ...OPTION_COLUMNS, 'answer', 'partialScore', ...TAIL],
  true_false: ['stem', 'optionA', 'optionB', 'answer', ...TAIL],
  cloze_fill: ['stem', 'answer', 'rules', ...TAIL],
  matching: ['stem', 'headings', ...PAIR_COLUMNS, ...OPTION_COLUMNS, 'answer', ...TAIL],
  compound: [
    'type',
    'stem',
    ...OPTION_COLUMNS,
    ...PAIR_COLUMNS,
    'headings',
    'answer',
    'partialScore',
    'rules',
    'mostScore',
    'leastScore',
    'words',
    'rubric',
    ...TAIL,
  ],
  forced_choice: ['stem', ...OPTION_COLUMNS, 'mostScore', 'leastScore', ...TAIL],
  short_answer: ['stem', 'answer', 'words', 'rubric', ...TAIL],
  essay: ['stem', 'answer', 'words', 'rubric', ...TAIL],
};
const WIDTHS: Record<string, number> = { stem: 40, answer: 24, description: 30, rubric: 30, knowledge: 24 };

const formats = Object.fromEntries(
  ITEM_TYPE_CODES.map((type) => [type, sheetFormat(type, Object.fromEntries(EXCEL_COLUMNS[type].map((k) => [k, LABELS[k]!])), WIDTHS)]),
) as Record<ItemTypeCode, ReturnType<typeof sheetFormat<Record<string, ColumnLabel>>>>;
const MAX_COLUMNS = Math.max(...ITEM_TYPE_CODES.map((t) => EXCEL_COLUMNS[t].length));

/** Excel refuses these in a sheet's name. */
const sheetName = (type: ItemTypeCode, lang: Language) => wordOf(TYPE_WORDS[type], lang).replace(/[\\/?*[\]:]/g, '-');
const sheetType = (name: string) => typeNamed(name) ?? typeNamed(name.replace(/-/g, '/'));

type Record_ = SheetRecord<Record<string, ColumnLabel>>;

/** A cell as the blocks of a rich field: HTML as it is, text as lines. */
export function cellBlocks(text: string): Block[] {
  if (!text) return [];
  if (looksLikeHtml(text)) return [text.trim()];
  return splitAtBreaks(tokenize(escapeText(text).replace(/\r?\n/g, '<br>')))
    .map(trimToks)
    .filter((line) => line.length);
}

/** The columns after the last filled one of a group left out, the empty ones before it kept (they are mistakes to report). */
function filled(cells: Record<string, string>, keys: string[]): Block[][] {
  const last = keys.findLastIndex((k) => cells[k]);
  return keys.slice(0, last + 1).map((k) => cellBlocks(cells[k] ?? ''));
}

function partOfRow(type: ItemTypeCode | undefined, cells: Record<string, string>): PartText {
  const part = emptyPart(type);
  part.stem = cellBlocks(cells.stem ?? '');
  part.options = filled(cells, OPTION_COLUMNS);
  part.pairs = filled(cells, PAIR_COLUMNS);
  if (cells.answer) part.answer = cellBlocks(cells.answer);
  part.description = cellBlocks(cells.description ?? '');
  part.rubric = cellBlocks(cells.rubric ?? '');
  for (const kind of ['audio', 'video'] as const)
    for (const value of (cells[kind] ?? '').split(/\r?\n/).filter((v) => v.trim())) part.media.push({ kind, value });
  for (const key of [
    'score',
    'partialScore',
    'rules',
    'mostScore',
    'leastScore',
    'words',
    'headings',
    'timeLimit',
    'difficulty',
    'hint',
    'knowledge',
    'tags',
    'attrs',
  ] as const)
    if (cells[key]) part.values[key] = cells[key];
  return part;
}

/** The items of the sheets (of types the names say), with their sheet, row and problems. */
export function itemsOfSheets(sheets: readonly NamedSheet[]): { items: ParsedItem[]; problems: ParseProblem[] } {
  const texts: ItemText[] = [];
  const typed = sheets.flatMap((sheet) => {
    const type = sheetType(sheet.name);
    return type ? [{ sheet, type }] : [];
  });
  if (!typed.length) return { items: [], problems: [{ code: ErrorCodes.excelNoItemSheet }] };
  for (const { sheet, type } of typed) {
    let compound: ItemText | undefined;
    // the template's columns are known by their place: its header row is not read
    for (const { row, cells } of formats[type].records(sheet.rows.filter((r) => r.row > 1)) as Record_[]) {
      const source = { sheet: sheet.name, row, ordinal: texts.length + 1 };
      if (type !== 'compound') {
        texts.push({ ...partOfRow(type, cells), parts: [], source, problems: [] });
        continue;
      }
      const rowType = cells.type ? typeNamed(cells.type) : undefined;
      const problems: ParseProblem[] = cells.type && !rowType ? [{ code: ErrorCodes.itemTypeUnknown, params: { type: cells.type } }] : [];
      if (rowType === 'compound') {
        compound = { ...partOfRow('compound', cells), parts: [], source, problems };
        texts.push(compound);
      } else if (compound) {
        compound.parts.push(partOfRow(rowType, cells));
        compound.problems.push(
          ...problems.map((p) => ({ ...p, field: `childItemList.${compound!.parts.length - 1}`, params: { ...p.params, row } })),
        );
      } else
        texts.push({ ...partOfRow(rowType, cells), parts: [], source, problems: [...problems, { code: ErrorCodes.partWithoutCompound }] });
    }
  }
  if (texts.length > IMPORT_ITEMS_MAX.excel) return { items: [], problems: [{ code: ErrorCodes.tooManyExcelQuestions }] };
  return { items: texts.map(finishItem), problems: [] };
}

/**
 * The items of an uploaded workbook, read in a worker within the reader's limits (a refused file throws its
 * ArchiveRefused, as every spreadsheet import does); more than IMPORT_ITEMS_MAX.excel items give none and the code.
 */
export async function parseExcelItems(xlsx: Buffer) {
  return itemsOfSheets(await readSheetsInWorker(xlsx, MAX_COLUMNS, XLSX_LIMITS));
}

/** One part's cells, keyed by column. */
function partCells(part: ItemContent | ChildItem, lang: Language): Record<string, Cell> {
  const a = part.answerAttrs;
  const cells: Record<string, Cell> = { stem: cellText(part.stemAttrs.content) };
  const asWord = part.itemTypeCode === 'true_false' && truthWordsLang(part.optionsDataList);
  if (!asWord) part.optionsDataList.forEach((o, i) => (cells[OPTION_COLUMNS[i]!] = cellText(o.optionContent) + optionSuffix(o, lang)));
  if (part.itemTypeCode === 'matching')
    (part.childItemList as MatchPair[]).forEach((p, i) => (cells[PAIR_COLUMNS[i]!] = cellText(p.stemAttrs.content)));
  const rich = part.itemTypeCode === 'short_answer' || part.itemTypeCode === 'essay';
  Object.assign(cells, {
    answer: rich ? cellText(a.content ?? '') : answerText(part, lang),
    partialScore: a.partialScore ?? null,
    rules: rulesText(a, lang),
    mostScore: a.mostScore ?? null,
    leastScore: a.leastScore ?? null,
    words: wordsText(a),
    rubric: cellText(a.rubric ?? ''),
    description: cellText(part.descriptionAttrs.content),
    headings: headingsText(part.attrsDataList),
    attrs: otherAttrsText(part.attrsDataList, lang),
    score: part.itemTypeCode === 'compound' || (part.score === 0 && isDimensionScored(part)) ? null : part.score,
    timeLimit: part.outTimeSecond || null,
    audio: part.stemAttrs.media
      .filter((m) => m.kind === 'audio')
      .map(mediaText)
      .join('\n'),
    video: part.stemAttrs.media
      .filter((m) => m.kind === 'video')
      .map(mediaText)
      .join('\n'),
  });
  return cells;
}

function itemRows(item: ExportItem, lang: Language): Record<string, Cell>[] {
  const first = {
    ...partCells(item, lang),
    difficulty: item.difficulty,
    hint: item.hint,
    knowledge: (item.knowledgePaths ?? []).join(listSeparator(lang)),
    tags: (item.tags ?? []).join(listSeparator(lang)),
  };
  if (item.itemTypeCode !== 'compound') return [first];
  const typeName = (type: ItemTypeCode) => wordOf(TYPE_WORDS[type], lang);
  return [
    { ...first, type: typeName('compound') },
    ...item.childItemList.filter(isPart).map((part) => ({ ...partCells(part, lang), type: typeName(part.itemTypeCode) })),
  ];
}

/** Items as a workbook: every type's sheet, each item on its sheet in the items' order. */
export async function writeExcelItems(items: readonly ExportItem[], lang: Language): Promise<Buffer> {
  return writeWorkbook(
    ITEM_TYPE_CODES.map((type) => ({
      name: sheetName(type, lang),
      columns: formats[type].columns(lang),
      rows: items
        .filter((i) => i.itemTypeCode === type)
        .flatMap((item) => itemRows(item, lang))
        .map((cells) => EXCEL_COLUMNS[type].map((k) => cells[k] ?? null)),
    })),
  );
}

/** The import template: every type's sheet with its columns and one example row. */
export const excelTemplate = (lang: Language) => writeExcelItems(sampleItems(lang), lang);
