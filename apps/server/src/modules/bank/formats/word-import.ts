import { type ItemTypeCode, optionLetter } from '@cloud-exam/contract/bank/item';
import { DOCX_PARTS_MAX, DOCX_UNPACKED_MAX_BYTES, IMPORT_ITEMS_MAX } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import mammoth from 'mammoth';
import { isTooLarge } from '../../../lib/zip-reader';
import { prepareDocx } from './docx-package';
import { plainOf, render, sliceToks, splitAtBreaks, type Tok, tokenize, trimToks } from './html';
import {
  type Block,
  type DefaultScore,
  emptyPart,
  finishItem,
  type ItemText,
  type ParsedItem,
  type ParseProblem,
  type PartText,
  takesOptions,
} from './item-text';
import { excerpt, RED_CLASS } from './markup';
import { type Label, labelled, TYPE_WORDS, typeNamed } from './vocabulary';
import { applyKey, isKeyHeading, keyFollows, type Numbered } from './word-key';
import { markedBlanks, markedKey, marksOf, OPEN_SECTION, stemLetters, stemScore, stemTruth, tableCells, tagLine } from './word-tags';

/**
 * Items from a Word document typed the way exam authors type them (see README "Item formats"): a heading names
 * the type of the items below it, each item is a numbered stem, lettered options and labelled lines (答案, 解析,
 * 难度, 分值, 知识点, 标签 …). mammoth turns the .docx into HTML (pictures handed to `images` to store, tables
 * kept); the HTML is cut into lines, and the lines are read in order.
 */

/** Stores one picture of the document and answers the address its `<img src>` gets. */
export type StoreImage = (bytes: Buffer, contentType: string) => Promise<string>;
export type ImportOptions = { onProgress?: (fraction: number) => void | Promise<void> };
/** `skipped`: what the file holds that is no item's (a title, a key line matching no question), each with its reason. */
export type WordImport = { items: ParsedItem[]; problems: ParseProblem[]; skipped?: ParseProblem[] };

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

type Section = { type?: ItemTypeCode; name?: string; score?: DefaultScore; open?: boolean };

/** Score per item a heading states ("每题2分", "2 points each"), or per blank ("每空1分"). */
function sectionScore(text: string): DefaultScore | undefined {
  const blank = /每空\s*(\d+(?:\.\d+)?)\s*分/.exec(text);
  if (blank) return { perBlank: Number(blank[1]) };
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
    if (unknown) return { name: unknown[1], score: sectionScore(rest), ...(OPEN_SECTION.test(unknown[1]!) ? { open: true } : {}) };
  }
  return undefined;
}

const ITEM_NUMBER = /^\s*(\d{1,4})\s*[.、．](?!\d)\s*/;
const PART_NUMBER = /^\s*[（(]\s*(\d{1,3})\s*[)）]\s*/;
const VOLUME = /^\s*第\s*[ⅠⅡⅢⅣIVX一二三四1-4]+\s*卷/;
const CIRCLED = /^\s*[\u2460-\u2473]\s*/;
/** An option's letter: "A." "A、" "A．" "A)", or "A" directly before Chinese text ("A北京"). */
const OPTION = /^\s*([A-Z])(?:\s*[.、．)）:：]\s*|(?=[^\p{ASCII}\s]))/u;
const TYPE_TAG = /^\s*[【[]([^】\]]{1,20})[】\]]\s*/;
/** Letters of options that follow on the same line: "A. 北京  B. 上海", "A．北京B．上海", "A北京 B上海". */
const NEXT_OPTION = (letter: string) =>
  new RegExp(`(?:\\s|(?<=[^\\p{ASCII}]))(${letter})\\s*[.、．)）]\\s*|\\s(${letter})(?=[^\\p{ASCII}\\s])`, 'u');

/** Labels that always belong to the whole item, even after a part of a compound. */
const ITEM_LABELS: readonly Label[] = ['difficulty', 'knowledge', 'tags', 'hint'];
/** Labels whose value is rich text and may go on over the following paragraphs. */
const RICH_LABELS: readonly Label[] = ['answer', 'description', 'rubric'];
/** An explanation after the answer on the answer's line: "答案：B\u3000解析：…". */
const EXPLANATION_AFTER = /\s*(?:【(?:解析|分析|详解)】|(?:答案)?解析\s*[:：])\s*/;

type Read = { items: ItemText[]; numbered: Numbered[]; key: Line[]; skipped: ParseProblem[] };

/** Reads the lines in order into items; the lines of an answer key at the end are handed back as they are. */
function readItems(lines: Line[]): Read {
  const items: ItemText[] = [];
  const numbered: Numbered[] = [];
  const skipped: ParseProblem[] = [];
  let section: Section | undefined;
  let sections = -1;
  let item: ItemText | undefined;
  let part: PartText | undefined;
  /** The item's number as written, and whether it was written "（1）". */
  let number: { n?: number; paren: boolean } = { paren: false };
  /** Where a line that starts nothing new goes; null after a one-line label, where such a line is a mistake. */
  let target = null as Block[] | null;

  const startItem = (line: Line, rest: Tok[], n?: number, paren = false, tagged?: ItemTypeCode) => {
    const { type, toks: untagged, problem } = tagged ? { type: tagged, toks: rest, problem: undefined } : typeTag(rest);
    const typeTagged = !!type;
    const { toks, score } = stemScore(untagged);
    const open = !type && section?.open;
    item = {
      ...emptyPart(type ?? (open ? 'compound' : section?.type)),
      parts: [],
      source: { paragraph: line.paragraph, ordinal: items.length + 1 },
      problems: problem ? [problem] : [],
      defaultScore: section?.score,
      ...(open ? { open } : {}),
      ...(typeTagged ? { typeTagged } : {}),
    };
    if (score) item.values.score = score;
    if (!item.type && !problem)
      item.problems.push(
        section?.name ? { code: ErrorCodes.itemTypeUnknown, params: { type: section.name } } : { code: ErrorCodes.itemTypeMissing },
      );
    items.push(item);
    numbered.push({ text: item, number: n, section: sections, sectionType: item.type });
    number = { n, paren };
    part = item;
    target = item.stem;
    if (toks.length) target.push(toks);
  };
  const startPart = (rest: Tok[]) => {
    const { type, toks: untagged, problem } = typeTag(rest);
    if (problem) item!.problems.push({ ...problem, field: `childItemList.${item!.parts.length}` });
    const { toks, score } = stemScore(untagged);
    part = emptyPart(type);
    if (type) part.typeTagged = true;
    if (score) part.values.score = score;
    item!.parts.push(part);
    target = part.stem;
    if (toks.length) target.push(toks);
  };
  const startPair = (rest: Tok[]) => {
    const pair: Block[] = rest.length ? [rest] : [];
    part!.pairs.push(pair);
    target = pair;
  };
  const addOption = (toks: Tok[], marked: Tok[]) => {
    const option: Block[] = [toks];
    part!.options.push(option);
    (part!.optionMarks ??= [])[part!.options.length - 1] = marksOf(marked);
    target = option;
  };
  const addOptions = (toks: Tok[], text: string) => {
    // "A. x  B. y  C. z" on one line: cut at each next letter in turn
    let from = OPTION.exec(text)!.index;
    let content = OPTION.exec(text)![0].length;
    for (;;) {
      const next = NEXT_OPTION(optionLetter(part!.options.length + 1)).exec(text.slice(content));
      const end = next ? content + next.index : text.length;
      addOption(trimToks(sliceToks(toks, content, end)), sliceToks(toks, from, end));
      if (!next) break;
      from = end;
      content = end + next[0].length;
    }
  };
  const label = (line: Line, found: Label, from: number, to = Infinity, append = false) => {
    const owner = ITEM_LABELS.includes(found) ? item! : part!;
    let value = trimToks(sliceToks(line.toks, from, to));
    target = null;
    const valueText = plainOf(value);
    if (found === 'answer' && EXPLANATION_AFTER.test(valueText)) {
      const after = EXPLANATION_AFTER.exec(valueText)!;
      value = trimToks(sliceToks(value, 0, after.index));
      if (value.length) owner.answer = [value];
      return label({ ...line, toks: sliceToks(line.toks, from) }, 'description', after.index + after[0].length);
    }
    if (RICH_LABELS.includes(found)) {
      const blocks: Block[] = value.length ? [value] : [];
      if (found === 'answer') owner.answer = blocks;
      else if (append) owner[found as 'description' | 'rubric'].push(...blocks);
      else owner[found as 'description' | 'rubric'] = blocks;
      const held = found === 'answer' ? owner.answer! : owner[found as 'description' | 'rubric'];
      const richAnswer = !owner.type || owner.type === 'short_answer' || owner.type === 'essay' || owner.type === 'compound';
      target = found !== 'answer' || richAnswer ? held : null;
    } else if (found === 'audio' || found === 'video') owner.media.push({ kind: found, value: plainOf(value) });
    else owner.values[found] = plainOf(value).trim();
  };
  /** A line of 【…】 tags: a new item of its type, or the item's fields; false when it is neither. */
  const tags = (line: Line, text: string) => {
    const fields = tagLine(text);
    if (!fields) return false;
    const first = fields[0]!;
    if ('type' in first) {
      if (fields.length > 1) return false;
      startItem(line, trimToks(sliceToks(line.toks, text.indexOf('】') + 1)), undefined, false, first.type);
      return true;
    }
    if (!item) return false;
    for (const f of fields) if ('label' in f) label(line, f.label, f.from, f.to, f.label === 'description');
    return true;
  };
  /** What is inside the item's explanation, answer or rubric (where a numbered paragraph is not a new item). */
  const inRichField = () =>
    !!target && [item!, ...item!.parts].some((p) => target === p.description || target === p.answer || target === p.rubric);
  /** A "（n）" starts the next item when items are numbered so, or it follows the item's number once the item is whole. */
  const nextItem = (n: number) =>
    !item || (number.n !== undefined && n === number.n + 1 && (number.paren || !!part?.answer || part!.options.length > 0));

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.table) {
      // options laid out in a table, a cell each ("A．{picture}")
      const cells =
        part && !part.answer && !part.options.length && part.stem.length && takesOptions(part.type) ? tableCells(line.table) : [];
      if (cells.length > 1 && cells.every((c, i) => OPTION.exec(plainOf(c))?.[1] === optionLetter(i))) {
        for (const cell of cells) addOptions(cell, plainOf(cell));
        continue;
      }
      if (item && target) target.push(line.table);
      else if (item) item.problems.push({ code: ErrorCodes.lineUnexpected, params: { text: '<table>' } });
      else skipped.push({ code: ErrorCodes.wordParagraphOutside, params: { text: '<table>' } });
      continue;
    }
    const text = plainOf(line.toks);
    if (!text.trim()) continue;
    const waitsForAnswer = item && /[:：]\s*$/.test(text) && !part?.answer;
    if (isKeyHeading(text) && !waitsForAnswer && keyFollows(lines, index + 1, sectionOf)) {
      return { items, numbered, key: lines.slice(index + 1), skipped };
    }
    if (VOLUME.test(text)) {
      // "第Ⅱ卷（非选择题）" divides the paper, it is no item's
      item = part = undefined;
      target = null;
      skipped.push({ code: ErrorCodes.wordParagraphOutside, params: { text: excerpt(line.toks) } });
      continue;
    }
    const heading = sectionOf(text);
    if (heading) {
      section = heading;
      sections++;
      item = part = undefined;
      target = null;
      continue;
    }
    if (tags(line, text)) continue;
    const found = item && labelled(text);
    if (found) {
      label(line, found.label, text.search(/[:：]/) + 1);
      continue;
    }
    const itemNumber = ITEM_NUMBER.exec(text);
    const partNumber = PART_NUMBER.exec(text);
    const circled = CIRCLED.exec(text);
    const option = OPTION.exec(text);
    const rest = (m: RegExpExecArray) => trimToks(sliceToks(line.toks, m[0].length));
    const matchingOpen = part && part.type === 'matching' && !part.answer;
    const expected = part && optionLetter(part.options.length);
    const n = Number((itemNumber ?? partNumber)?.[1]);
    // a numbered paragraph of an explanation, or a number not after the item's own, goes on where it is
    const continues = itemNumber && item && number.n !== undefined && (n <= number.n || (inRichField() && n !== number.n + 1));
    const subPart = partNumber && item && !nextItem(n);

    if (circled && matchingOpen) startPair(rest(circled));
    else if (partNumber && item && matchingOpen && part === item) startPair(rest(partNumber));
    else if ((partNumber || circled) && item?.type === 'compound') startPart(rest((partNumber ?? circled)!));
    else if (subPart && !takesOptions(item!.type) && !inRichField()) {
      // a part of an open question ("（1）…（2）…") makes it a compound item
      item!.type = 'compound';
      startPart(rest(partNumber));
    } else if (continues || subPart) {
      if (target) target.push(trimToks(line.toks));
      else item!.problems.push({ code: ErrorCodes.lineUnexpected, params: { text: excerpt(line.toks) } });
    } else if (itemNumber || partNumber) startItem(line, rest((itemNumber ?? partNumber)!), n, !itemNumber);
    else if (
      option &&
      part &&
      !part.answer &&
      !inRichField() &&
      takesOptions(part.type) &&
      option[1] === expected &&
      (option[0].trim().length > 1 || part.stem.length)
    )
      addOptions(line.toks, text);
    else if (line.list === 'ol') {
      // Word's own numbering is not in the text: an entry is an option while an item waits for its options
      const optionsOpen = part && !part.answer && takesOptions(part.type) && part.stem.length > 0 && item?.type !== 'compound';
      if (optionsOpen && part) addOption(trimToks(line.toks), line.toks);
      else startItem(line, trimToks(line.toks));
    } else if (item && target) target.push(trimToks(line.toks));
    else if (item) item.problems.push({ code: ErrorCodes.lineUnexpected, params: { text: excerpt(line.toks) } });
    else skipped.push({ code: ErrorCodes.wordParagraphOutside, params: { text: excerpt(line.toks) } });
  }
  return { items, numbered, key: [], skipped };
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
        styleMap: ['u => u', `highlight[color='red'] => span.${RED_CLASS}`],
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
  const read = readItems(linesOf(html));
  const texts = read.items;
  if (texts.length > IMPORT_ITEMS_MAX.word) return { items: [], problems: [{ code: ErrorCodes.tooManyWordQuestions }] };
  // answers beside the items, written or marked, first: the key fills the items still without one
  for (const text of texts) {
    stemTruth(text);
    stemLetters(text);
    markedBlanks(text);
    for (const part of [text, ...text.parts]) markedKey(text, part);
  }
  if (read.key.length) applyKey(read.numbered, read.key, sectionOf, read.skipped);
  const items: ParsedItem[] = [];
  for (const text of texts) {
    items.push(finishItem(text));
    if (items.length % 100 === 0) await progress(0.5 + (items.length / texts.length) * 0.5);
  }
  await progress(1);
  return { items, problems: [], ...(read.skipped.length ? { skipped: read.skipped } : {}) };
}
