import type { ItemTypeCode } from '@cloud-exam/contract/bank/item';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { plainOf, sliceToks, type Tok, tokenize, trimToks } from './html';
import type { Block, ItemText, ParseProblem, PartText } from './item-text';
import { excerpt } from './markup';

/**
 * The answer key teachers put at the end of an exam (参考答案 / 答案与解析): answers by question number, one a line
 * ("1. B", "1．B【解析】…", several on a line "1.B 2.C 3.A"), by ranges ("1-5 BCDAA"), or in a table (a row of
 * numbers over a row of answers, or columns 题号 | 答案 | 解析); sub-parts' answers as （1）（2）; headings inside the
 * key name the section the numbers after them belong to. Explanations may run over several paragraphs, numbered
 * ones too: a number not above the entry's own goes on its explanation.
 */

export type KeyLine = { toks: Tok[]; table?: string };
/** An item as the key finds it: its number as written and the section it is under (its heading's ordinal, from 0). */
export type Numbered = { text: ItemText; number?: number; section: number; sectionType?: ItemTypeCode };
type Heading = (text: string) => { type?: ItemTypeCode } | undefined;

type Entry = { section: number; sectionType?: ItemTypeCode; number: number; answer: Block[]; description: Block[]; parts: Block[][] };

const KEY_HEADING =
  /^\s*(?:[一二三四五六七八九十]+\s*[、.．]\s*)?[【[]?\s*(?:参考答案(?:[与及和]?(?:解析|评分标准|评分参考|提示))?|答案(?:[与及和](?:解析|评分标准|提示))|试题答案|答案解析|答案)\s*[】\]]?\s*[:：]?\s*$/;
/** "参考答案", "答案与解析", "【参考答案】": a heading the key may start with (what follows decides). */
export const isKeyHeading = (text: string) => KEY_HEADING.test(text.normalize('NFKC'));
/** Whether the lines after a key heading read as a key: numbers, a range or a table come first. */
export function keyFollows(lines: readonly KeyLine[], from: number, heading: Heading) {
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.table) return true;
    const text = plainOf(line.toks).trim();
    if (text) return /^\d{1,4}\s*[.、．:：\-~～—–－]/.test(text) || heading(text) !== undefined;
  }
  return false;
}

const NUMBERED = /^\s*(\d{1,4})\s*[.、．:：]\s*/;
const RANGE = /^\s*(\d{1,4})\s*[-~～—–－至]\s*(\d{1,4})\s*(?:题)?\s*[.:：、．]?\s*(.+)$/;
const ANSWER_WORD = String.raw`(?:[A-Z]{1,8}|[√×✓✗✔✘对错]|正确|错误)`;
const PAIR = new RegExp(String.raw`(\d{1,4})\s*[.、．:：)）]\s*(${ANSWER_WORD})(?=[\s,，;；。]|$)`, 'g');
const PART = /^\s*[（(]\s*(\d{1,3})\s*[)）]\s*/;
const ANSWER_LABEL = /^\s*(?:【\s*(?:参考)?答案\s*】|(?:参考|正确)?答案\s*[:：])\s*/;
const EXPLANATION_LABEL = /(?:【\s*(?:解析|分析|详解|点睛|解答)\s*】|(?:答案)?解析\s*[:：])\s*/;
/** A key that is only letters or a true/false word: text after it is the explanation ("1. B 北京是首都"). */
const LETTERS_THEN = new RegExp(String.raw`^(${ANSWER_WORD})(?:[\s。.，,]+|(?=[^\p{ASCII}]))(?=\S)`, 'u');

const blocksText = (blocks: readonly Block[]) =>
  blocks
    .map((b) => (typeof b === 'string' ? b : plainOf(b)))
    .join('\n')
    .trim();

const LETTERS_ONLY = new RegExp(`^${ANSWER_WORD}$`);
const TRUTH_ONLY = /^(?:[√×✓✗✔✘对错]|正确|错误)$/;
const text = (t: string): Block => [{ kind: 'text', text: t }];
const cut = (toks: Tok[], from: number, to?: number) => trimToks(sliceToks(toks, from, to));

/** An entry's text after its number: its answer, its explanation, its parts' answers. */
function entryOf(toks: Tok[], section: number, sectionType: ItemTypeCode | undefined, number: number): Entry {
  const entry: Entry = { section, sectionType, number, answer: [], description: [], parts: [] };
  let rest = toks;
  const label = ANSWER_LABEL.exec(plainOf(rest));
  if (label) rest = cut(rest, label[0].length);
  const plain = plainOf(rest);
  const explanation = EXPLANATION_LABEL.exec(plain);
  let answer = explanation ? cut(rest, 0, explanation.index) : rest;
  if (explanation) entry.description.push(cut(rest, explanation.index + explanation[0].length));
  const letters = !explanation && LETTERS_THEN.exec(plainOf(answer).normalize('NFKC'));
  if (letters) {
    entry.description.push(cut(answer, letters[0].length));
    answer = cut(answer, 0, letters[1]!.length);
  }
  // "（1）A （2）B" on one line: the parts' answers
  const answerText = plainOf(answer);
  const marks = [...answerText.matchAll(/[（(]\s*(\d{1,2})\s*[)）]/g)];
  if (marks.length && /^\s*(?:(?:解|答|证明)\s*[:：]?)?\s*$/.test(answerText.slice(0, marks[0]!.index)))
    marks.forEach((m, i) => entry.parts.push([cut(answer, m.index + m[0].length, marks[i + 1]?.index)]));
  else if (answer.length) entry.answer.push(answer);
  return entry;
}

/** A table of the key: a row of numbers over a row of answers (again for more), or columns 题号 | 答案 | 解析. */
function tableEntries(html: string, section: number, sectionType: ItemTypeCode | undefined): Entry[] | undefined {
  const rows: string[][] = [];
  let cell: string | undefined;
  for (const t of tokenize(html)) {
    if (t.kind === 'open' && t.name === 'tr') rows.push([]);
    else if (t.kind === 'open' && (t.name === 'td' || t.name === 'th')) cell = '';
    else if (t.kind === 'close' && (t.name === 'td' || t.name === 'th')) {
      rows[rows.length - 1]?.push((cell ?? '').trim());
      cell = undefined;
    } else if (t.kind === 'text' && cell !== undefined) cell += t.text;
  }
  const entries: Entry[] = [];
  const entry = (number: number, answer: string, description = '') => ({
    section,
    sectionType,
    number,
    answer: answer ? [text(answer)] : [],
    description: description ? [text(description)] : [],
    parts: [],
  });
  const header = rows[0]?.map((c) => c.replace(/\s+/g, ''));
  const numberColumn = header?.findIndex((c) => /^(?:题号|题目|序号)$/.test(c)) ?? -1;
  const answerColumn = header?.findIndex((c) => /答案/.test(c)) ?? -1;
  if (numberColumn >= 0 && answerColumn >= 0 && numberColumn !== answerColumn) {
    const explanationColumn = header!.findIndex((c) => /解析|说明/.test(c));
    for (const row of rows.slice(1)) {
      const n = Number(row[numberColumn]);
      if (Number.isInteger(n) && n > 0) entries.push(entry(n, row[answerColumn] ?? '', row[explanationColumn] ?? ''));
    }
    return entries.length ? entries : undefined;
  }
  for (let r = 0; r < rows.length - 1; r++) {
    const numbers = rows[r]!.map((c) => (/^\d{1,4}$/.test(c) ? Number(c) : undefined));
    if (numbers.filter((n) => n !== undefined).length < 1) continue;
    numbers.forEach((n, c) => n !== undefined && entries.push(entry(n, rows[r + 1]![c] ?? '')));
    r++;
  }
  return entries.length ? entries : undefined;
}

/** The entries of the key's lines; what cannot be read goes to `skipped`. */
function entriesOf(lines: readonly KeyLine[], heading: Heading, skipped: ParseProblem[]): Entry[] {
  const entries: Entry[] = [];
  let section = -1;
  let sectionType: ItemTypeCode | undefined;
  let current: Entry | undefined;
  /** Where a line that starts nothing goes: the entry's explanation, its answer, or its last part's answer. */
  let target: Block[] | undefined;
  const start = (e: Entry) => {
    entries.push(e);
    current = e;
    target = e.description.length || LETTERS_ONLY.test(blocksText(e.answer).normalize('NFKC')) ? e.description : e.answer;
    if (e.parts.length) target = e.parts[e.parts.length - 1];
  };
  for (const line of lines) {
    if (line.table) {
      const found = tableEntries(line.table, section, sectionType);
      if (found) for (const e of found) start(e);
      else if (target) target.push(line.table);
      else skipped.push({ code: ErrorCodes.wordKeyUnreadable, params: { text: '<table>' } });
      continue;
    }
    const plain = plainOf(line.toks);
    if (!plain.trim()) continue;
    const h = heading(plain);
    if (h) {
      section++;
      sectionType = h.type;
      current = target = undefined;
      continue;
    }
    const range = RANGE.exec(plain.normalize('NFKC'));
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      const value = range[3]!.trim();
      const words = /\s/.test(value) ? value.split(/\s+/) : [...value];
      if (to >= from && words.length === to - from + 1) {
        words.forEach((w, i) => start({ section, sectionType, number: from + i, answer: [text(w)], description: [], parts: [] }));
        target = undefined;
        continue;
      }
    }
    const pairs = [...plain.normalize('NFKC').matchAll(PAIR)];
    if (
      pairs.length > 1 &&
      !plain
        .normalize('NFKC')
        .replace(PAIR, '')
        .replace(/[\s,，;；。]/g, '')
    ) {
      for (const p of pairs) start({ section, sectionType, number: Number(p[1]), answer: [text(p[2]!)], description: [], parts: [] });
      target = undefined;
      continue;
    }
    const numbered = NUMBERED.exec(plain);
    const n = numbered ? Number(numbered[1]) : undefined;
    if (numbered && (!current || n! > current.number)) {
      // "4．$(x+2)(x-2)$  5．$x\geq 1$": the next numbers in turn after white space start entries of their own
      let from = numbered[0].length;
      for (let k = n!; ; k++) {
        const next = new RegExp(`\\s(${k + 1})\\s*[.、．]\\s*`).exec(plain.slice(from));
        start(entryOf(cut(line.toks, from, next ? from + next.index : undefined), section, sectionType, k));
        if (!next) break;
        from += next.index + next[0].length;
      }
      continue;
    }
    const part = PART.exec(plain);
    if (part && current) {
      const blocks: Block[] = [cut(line.toks, part[0].length)];
      current.parts.push(blocks);
      target = blocks;
      continue;
    }
    const explanation = EXPLANATION_LABEL.exec(plain);
    if (explanation?.index === plain.search(/\S/) && current) {
      const rest = cut(line.toks, explanation.index + explanation[0].length);
      if (rest.length) current.description.push(rest);
      target = current.description;
      continue;
    }
    if (target) target.push(trimToks(line.toks));
    else skipped.push({ code: ErrorCodes.wordKeyUnreadable, params: { text: excerpt(line.toks) } });
  }
  return entries;
}

/** Gives each entry's answer (and explanation) to the item it numbers, unless the item has its own. */
export function applyKey(items: readonly Numbered[], lines: readonly KeyLine[], heading: Heading, skipped: ParseProblem[]) {
  const entries = entriesOf(lines, heading, skipped);
  const sections = [...new Set(items.map((i) => i.section))];
  // a heading of the key names a section of the items: the next one of its type, else the next one in order
  const sectionOf = new Map<number, number>();
  let next = 0;
  for (const s of [...new Set(entries.map((e) => e.section))].filter((s) => s >= 0)) {
    const type = entries.find((e) => e.section === s)!.sectionType;
    const at = sections.findIndex((x, i) => i >= next && (!type || items.find((it) => it.section === x)?.sectionType === type));
    if (at >= 0) {
      sectionOf.set(s, sections[at]!);
      next = at + 1;
    }
  }
  const keyed = new Set<Numbered>();
  /** Which of the items of a number takes an entry: the first not keyed yet whose type suits the answer. */
  const pick = (candidates: Numbered[], answer: string) => {
    const open = candidates.filter((c) => !keyed.has(c) && !blocksText(c.text.answer ?? []));
    const truth = TRUTH_ONLY.test(answer.normalize('NFKC'));
    const letters = /^[A-Z]+$/.test(answer.normalize('NFKC'));
    const suits = (c: Numbered) => {
      const type = c.text.type ?? c.sectionType;
      if (truth) return type === 'true_false';
      if (letters) return type === 'single_choice' || type === 'multiple_choice' || (type === 'true_false' && c.text.options.length > 0);
      return type !== 'single_choice' && type !== 'multiple_choice' && type !== 'true_false';
    };
    return open.find(suits) ?? open[0] ?? candidates.find((c) => !keyed.has(c));
  };
  const numbersUnique = new Set(items.map((i) => i.number)).size === items.length;
  for (const entry of entries) {
    let item: Numbered | undefined;
    if (entry.section >= 0 && sectionOf.has(entry.section)) {
      const inSection = items.filter((i) => i.section === sectionOf.get(entry.section));
      item = inSection.find((i) => i.number === entry.number) ?? inSection[entry.number - 1];
    }
    const answer = blocksText(entry.answer) || entry.parts.map(blocksText).join(' ');
    if (!item && !(entry.section >= 0 && sectionOf.has(entry.section)))
      item =
        pick(
          items.filter((i) => i.number === entry.number),
          answer,
        ) ?? (numbersUnique ? undefined : items[entry.number - 1]);
    if (!item) {
      skipped.push({ code: ErrorCodes.wordKeyUnmatched, params: { number: entry.number, answer: answer.slice(0, 30) } });
      continue;
    }
    keyed.add(item);
    give(item, entry, skipped);
  }
}

function give({ text: item, number }: Numbered, entry: Entry, skipped: ParseProblem[]) {
  const given = (part: PartText, answer: Block[]) => {
    if (!answer.length) return;
    const inline = blocksText(part.answer ?? []);
    if (!inline) {
      part.answer = answer;
      item.answerFrom ??= 'key';
    } else if (inline.normalize('NFKC').replace(/\s/g, '') !== blocksText(answer).normalize('NFKC').replace(/\s/g, ''))
      skipped.push({ code: ErrorCodes.wordKeyConflict, params: { number: number ?? entry.number, inline, key: blocksText(answer) } });
  };
  if (entry.parts.length && item.parts.length) entry.parts.forEach((answer, i) => item.parts[i] && given(item.parts[i]!, answer));
  else if (entry.parts.length)
    given(
      item,
      entry.parts.flatMap((p, i) => (i === 0 ? p : [text(`（${i + 1}）`), ...p])),
    );
  given(item, entry.answer);
  if (entry.description.length && !blocksText(item.description)) item.description = entry.description;
}
