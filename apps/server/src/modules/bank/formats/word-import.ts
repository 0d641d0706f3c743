import { type ItemTypeCode, optionLetter } from '@cloud-exam/contract/bank/item';
import { DOCX_PARTS_MAX, DOCX_UNPACKED_MAX_BYTES, IMPORT_ITEMS_MAX } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import mammoth from 'mammoth';
import { isTooLarge } from '../../../lib/zip-reader';
import { prepareDocx } from './docx-package';
import { plainOf, render, sliceToks, splitAtBreaks, type Tok, tokenize, trimToks } from './html';
import {
  type Block,
  emptyPart,
  finishItem,
  type ItemText,
  type ParsedItem,
  type ParseProblem,
  type PartText,
  takesOptions,
} from './item-text';
import { excerpt } from './markup';
import { type Label, labelled, TYPE_WORDS, typeNamed } from './vocabulary';

/**
 * Items from a Word document typed the way exam authors type them (see README "Item formats"): a heading names
 * the type of the items below it, each item is a numbered stem, lettered options and labelled lines (答案, 解析,
 * 难度, 分值, 知识点, 标签 …). mammoth turns the .docx into HTML (pictures handed to `images` to store, tables
 * kept); the HTML is cut into lines, and the lines are read in order.
 */

/** Stores one picture of the document and answers the address its `<img src>` gets. */
export type StoreImage = (bytes: Buffer, contentType: string) => Promise<string>;
export type ImportOptions = { onProgress?: (fraction: number) => void | Promise<void> };
export type WordImport = { items: ParsedItem[]; problems: ParseProblem[] };

type Line = { toks: Tok[]; paragraph: number; list?: 'ol' | 'ul'; table?: string };

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'div', 'blockquote', 'table']);

/** mammoth's HTML as lines: one per paragraph (cut again at line breaks) or list entry, one per table. */
function linesOf(html: string): Line[] {
  const toks = tokenize(html);
  const lines: Line[] = [];
  const lists: ('ol' | 'ul')[] = [];
  let paragraph = 0;
  let inline: Tok[] = [];
  const flush = (counts: boolean) => {
    if (counts) paragraph++;
    const list = lists[lists.length - 1];
    if (inline.length) for (const line of splitAtBreaks(inline)) lines.push({ toks: line, paragraph: Math.max(paragraph, 1), list });
    inline = [];
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind === 'text' || !BLOCKS.has(t.name)) {
      inline.push(t);
      continue;
    }
    if (t.kind === 'open' && t.name === 'table') {
      flush(false);
      let depth = 0;
      const table: Tok[] = [];
      for (; i < toks.length; i++) {
        const u = toks[i]!;
        table.push(u);
        if (u.kind !== 'text' && u.name === 'table') depth += u.kind === 'open' ? 1 : -1;
        if (depth === 0) break;
      }
      paragraph++;
      lines.push({ toks: [], paragraph, table: render(table) });
      continue;
    }
    const closesParagraph = t.kind === 'close' && t.name !== 'ul' && t.name !== 'ol';
    flush(closesParagraph);
    if (t.name === 'ul' || t.name === 'ol') {
      if (t.kind === 'open') lists.push(t.name);
      else lists.pop();
    }
  }
  flush(inline.length > 0);
  return lines;
}

const SECTION_PREFIX =
  /^\s*(?:[一二三四五六七八九十百千零〇两]+\s*[、.．]|第\s*[一二三四五六七八九十百千零〇两\d]+\s*(?:部分|大题|节)\s*[、.．:：]?|[IVX]+\s*[.、．]|(?:part|section)\s+[\dIVX]+\s*[.:：]?)?\s*/i;
const SECTION_REST = /^(?:\s*$|\s*[（(【[].*$|\s*[:：，,。.—-].*$)/;
const TYPE_SPELLINGS = Object.values(TYPE_WORDS)
  .flatMap((w) => [...w.names, ...(w.aliases ?? [])])
  .map((s) => s.normalize('NFKC').toLowerCase())
  .sort((a, b) => b.length - a.length);

type Section = { type?: ItemTypeCode; name?: string; score?: number };

/** Score per item a heading states ("每题2分", "2 points each"). */
function sectionScore(text: string) {
  const m =
    /每(?:小)?题\s*(\d+(?:\.\d+)?)\s*分/.exec(text) ??
    /(\d+(?:\.\d+)?)\s*points?\s+each/i.exec(text) ??
    /each[^\d]{0,20}?(\d+(?:\.\d+)?)\s*points?/i.exec(text);
  return m ? Number(m[1]) : undefined;
}

/** A section heading: "一、单选题（每题2分）", "Part 2. Multiple choice", "判断题"; a numbered "…题" names an unknown type. */
function sectionOf(text: string): Section | undefined {
  const norm = text.normalize('NFKC');
  const prefix = SECTION_PREFIX.exec(norm)![0];
  const rest = norm.slice(prefix.length);
  const spelling = TYPE_SPELLINGS.find((s) => rest.toLowerCase().startsWith(s));
  if (spelling && SECTION_REST.test(rest.slice(spelling.length))) return { type: typeNamed(spelling), score: sectionScore(rest) };
  if (/^\s*[一二三四五六七八九十百千零〇两]+\s*[、.．]/.test(norm)) {
    const unknown = /^(\S{1,12}?题)(?:\s*$|[\s（(:：，,])/.exec(rest);
    if (unknown) return { name: unknown[1], score: sectionScore(rest) };
  }
  return undefined;
}

const ITEM_NUMBER = /^\s*(\d{1,4})\s*[.、．](?!\d)\s*/;
const PART_NUMBER = /^\s*[（(]\s*(\d{1,3})\s*[)）]\s*/;
const CIRCLED = /^\s*[\u2460-\u2473]\s*/;
const OPTION = /^\s*([A-Z])\s*[.、．)）:：]\s*/;
const TYPE_TAG = /^\s*[【[]([^】\]]{1,20})[】\]]\s*/;
/** Letters of options that follow on the same line after white space: "A. 北京  B. 上海". */
const NEXT_OPTION = (letter: string) => new RegExp(`\\s(${letter})\\s*[.、．)）]\\s*`);

/** Labels that always belong to the whole item, even after a part of a compound. */
const ITEM_LABELS: readonly Label[] = ['difficulty', 'knowledge', 'tags', 'hint'];
/** Labels whose value is rich text and may go on over the following paragraphs. */
const RICH_LABELS: readonly Label[] = ['answer', 'description', 'rubric'];

/** Reads the lines in order into items. */
function readItems(lines: Line[]): ItemText[] {
  const items: ItemText[] = [];
  let section: Section | undefined;
  let item: ItemText | undefined;
  let part: PartText | undefined;
  /** Where a line that starts nothing new goes; null after a one-line label, where such a line is a mistake. */
  let target: Block[] | null = null;

  const startItem = (line: Line, rest: Tok[]) => {
    const { type, toks, problem } = typeTag(rest);
    item = {
      ...emptyPart(type ?? section?.type),
      parts: [],
      source: { paragraph: line.paragraph, ordinal: items.length + 1 },
      problems: problem ? [problem] : [],
      defaultScore: section?.score,
    };
    if (!item.type && !problem)
      item.problems.push(
        section?.name ? { code: ErrorCodes.itemTypeUnknown, params: { type: section.name } } : { code: ErrorCodes.itemTypeMissing },
      );
    items.push(item);
    part = item;
    target = item.stem;
    if (toks.length) target.push(toks);
  };
  const startPart = (rest: Tok[]) => {
    const { type, toks, problem } = typeTag(rest);
    if (problem) item!.problems.push({ ...problem, field: `childItemList.${item!.parts.length}` });
    part = emptyPart(type);
    item!.parts.push(part);
    target = part.stem;
    if (toks.length) target.push(toks);
  };
  const startPair = (rest: Tok[]) => {
    const pair: Block[] = rest.length ? [rest] : [];
    part!.pairs.push(pair);
    target = pair;
  };
  const addOptions = (toks: Tok[], text: string) => {
    // "A. x  B. y  C. z" on one line: cut at each next letter in turn
    let content = OPTION.exec(text)![0].length;
    for (;;) {
      const next = NEXT_OPTION(optionLetter(part!.options.length + 1)).exec(text.slice(content));
      const end = next ? content + next.index : text.length;
      const option: Block[] = [trimToks(sliceToks(toks, content, end))];
      part!.options.push(option);
      target = option;
      if (!next) break;
      content = end + next[0].length;
    }
  };
  const label = (line: Line, found: { label: Label; value: string }, text: string) => {
    const owner = ITEM_LABELS.includes(found.label) ? item! : part!;
    const value = trimToks(sliceToks(line.toks, text.search(/[:：]/) + 1));
    target = null;
    if (RICH_LABELS.includes(found.label)) {
      const blocks: Block[] = value.length ? [value] : [];
      if (found.label === 'answer') owner.answer = blocks;
      else owner[found.label as 'description' | 'rubric'] = blocks;
      const richAnswer = !owner.type || owner.type === 'short_answer' || owner.type === 'essay';
      target = found.label !== 'answer' || richAnswer ? blocks : null;
    } else if (found.label === 'audio' || found.label === 'video') owner.media.push({ kind: found.label, value: found.value });
    else owner.values[found.label] = found.value;
  };

  for (const line of lines) {
    if (line.table) {
      if (item && target) target.push(line.table);
      else if (item) item.problems.push({ code: ErrorCodes.lineUnexpected, params: { text: '<table>' } });
      continue;
    }
    const text = plainOf(line.toks);
    if (!text.trim()) continue;
    const heading = sectionOf(text);
    if (heading) {
      section = heading;
      item = part = undefined;
      target = null;
      continue;
    }
    const found = item && labelled(text);
    if (found) {
      label(line, found, text);
      continue;
    }
    const itemNumber = ITEM_NUMBER.exec(text);
    const partNumber = PART_NUMBER.exec(text);
    const circled = CIRCLED.exec(text);
    const option = OPTION.exec(text);
    const rest = (m: RegExpExecArray) => trimToks(sliceToks(line.toks, m[0].length));
    const matchingOpen = part && part.type === 'matching' && !part.answer;
    const expected = part && optionLetter(part.options.length);

    if (circled && matchingOpen) startPair(rest(circled));
    else if (partNumber && item && matchingOpen && part === item) startPair(rest(partNumber));
    else if ((partNumber || circled) && item?.type === 'compound') startPart(rest((partNumber ?? circled)!));
    else if (itemNumber || partNumber) startItem(line, rest((itemNumber ?? partNumber)!));
    else if (option && part && !part.answer && takesOptions(part.type) && option[1] === expected) addOptions(line.toks, text);
    else if (line.list === 'ol') {
      // Word's own numbering is not in the text: an entry is an option while an item waits for its options
      const optionsOpen = part && !part.answer && takesOptions(part.type) && part.stem.length > 0 && item?.type !== 'compound';
      if (optionsOpen && part) {
        const option: Block[] = [trimToks(line.toks)];
        part.options.push(option);
        target = option;
      } else startItem(line, trimToks(line.toks));
    } else if (item && target) target.push(trimToks(line.toks));
    else if (item) item.problems.push({ code: ErrorCodes.lineUnexpected, params: { text: excerpt(line.toks) } });
  }
  return items;
}

/** A 【type】 written after an item's number. */
function typeTag(toks: Tok[]): { type?: ItemTypeCode; toks: Tok[]; problem?: ParseProblem } {
  const m = TYPE_TAG.exec(plainOf(toks));
  if (!m) return { toks };
  const type = typeNamed(m[1]!);
  const rest = trimToks(sliceToks(toks, m[0].length));
  return type ? { type, toks: rest } : { toks: rest, problem: { code: ErrorCodes.itemTypeUnknown, params: { type: m[1]! } } };
}

/**
 * The items of a Word document, each with where it starts (paragraph) and what is wrong with it; a file that
 * cannot be read or holds more than IMPORT_ITEMS_MAX.word items gives no items and the file's problem.
 */
export async function parseWordItems(docx: Buffer, images: StoreImage, options: ImportOptions = {}): Promise<WordImport> {
  const progress = async (fraction: number) => options.onProgress?.(Math.min(1, Math.max(0, fraction)));
  let html: string;
  let storing: unknown;
  try {
    const prepared = await prepareDocx(docx);
    let stored = 0;
    const result = await mammoth.convertToHtml(
      { buffer: prepared.docx },
      {
        ignoreEmptyParagraphs: false,
        styleMap: ['u => u'],
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async (image) => {
          try {
            const src = await images(await image.readAsBuffer(), image.contentType);
            await progress((++stored / Math.max(prepared.pictures, 1)) * 0.5);
            return { src };
          } catch (e) {
            storing ??= e;
            throw e;
          }
        }),
      },
    );
    html = result.value;
  } catch (e) {
    // storing a picture failed: not the file's fault
    if (storing) throw storing;
    if (isTooLarge(e))
      return {
        items: [],
        problems: [{ code: ErrorCodes.packageTooLarge, params: { max: DOCX_UNPACKED_MAX_BYTES / 2 ** 20, parts: DOCX_PARTS_MAX } }],
      };
    return { items: [], problems: [{ code: ErrorCodes.wordUnreadable }] };
  }
  await progress(0.5);
  const texts = readItems(linesOf(html));
  if (texts.length > IMPORT_ITEMS_MAX.word) return { items: [], problems: [{ code: ErrorCodes.tooManyWordQuestions }] };
  const items: ParsedItem[] = [];
  for (const text of texts) {
    items.push(finishItem(text));
    if (items.length % 100 === 0) await progress(0.5 + (items.length / texts.length) * 0.5);
  }
  await progress(1);
  return { items, problems: [] };
}
