import { type ItemTypeCode, optionLetter } from '@cloud-exam/contract/bank/item';
import { plainOf, sliceToks, type Tok, tokenize, trimToks } from './html';
import type { AnswerMark, Block, ItemText, PartText } from './item-text';
import { RED_CLASS, withoutMarks } from './markup';
import { difficultyNamed, type Label, labelled, truthNamed, typeNamed } from './vocabulary';

/**
 * What Chinese exam systems and teachers write around the product's labelled lines: 【…】 tags ("【单选】下列…",
 * "【答案：B】【分值：2】", "【解析】因为…", "【简单】"), a score in the stem ("（2分）"), a true/false answer in the
 * stem's brackets ("（√）"), open questions' headings ("三、综合探究题") and the key marked on the options (red,
 * bold or underlined text).
 */

/** A field of a tag line: a type, a label with the offsets of its value in the line's text. */
export type TagField = { type: ItemTypeCode } | { label: Label; from: number; to: number };

/** Tags that are explanations under another name (组卷网's 【分析】【详解】【点睛】). */
const EXPLANATION_TAGS = new Set(['分析', '详解', '点睛', '解答', '解']);
const GROUP = /^\s*【([^【】]{1,20})】/;
const SCORE_TAG = /^(\d+(?:\.\d+)?)\s*分$/;

/**
 * A line of 【…】 tags; undefined when its first group is none. A tag without a colon takes the text after it, up to
 * the next tag, as its value ("【解析】因为…"); one of a difficulty or a score is its own value ("【简单】", "【2分】").
 */
export function tagLine(text: string): TagField[] | undefined {
  const fields: TagField[] = [];
  let at = 0;
  /** A tag whose value runs to the next one: its field's end is set when the next one starts. */
  let open: { label: Label; from: number; to: number } | undefined;
  for (let m = GROUP.exec(text); m; m = GROUP.exec(text.slice(at))) {
    const start = at + m.index + m[0].indexOf('【');
    const inner = m[1]!.trim();
    const end = at + m[0].length;
    const withColon = /[:：]/.test(inner) ? labelled(inner) : undefined;
    const named = withColon ? undefined : labelled(`${inner}：`);
    const type = withColon || named ? undefined : typeNamed(inner);
    const field: TagField | undefined = withColon
      ? { label: withColon.label, from: at + m[0].search(/[:：]/) + 1, to: end - 1 }
      : named
        ? { label: named.label, from: end, to: text.length }
        : EXPLANATION_TAGS.has(inner)
          ? { label: 'description', from: end, to: text.length }
          : type
            ? { type }
            : difficultyNamed(inner) !== undefined
              ? { label: 'difficulty', from: start + 1, to: end - 1 }
              : SCORE_TAG.test(inner)
                ? { label: 'score', from: start + 1, to: end - 1 }
                : undefined;
    if (!field) break;
    if (open) open.to = start;
    open = 'label' in field && field.to === text.length ? field : undefined;
    fields.push(field);
    at = end;
    if (type) break;
  }
  return fields.length ? fields : undefined;
}

/** A score written in the stem, first or last: "（2分）下列…", "…（本题6分）". */
const STEM_SCORE =
  /^\s*[（(]\s*(?:本(?:小)?题)?\s*(?:满分)?\s*(\d+(?:\.\d+)?)\s*分\s*[)）]\s*|\s*[（(]\s*(?:本(?:小)?题)?\s*(?:满分)?\s*(\d+(?:\.\d+)?)\s*分\s*[)）]\s*$/;

/** The stem's first line without its score, and the score. */
export function stemScore(toks: Tok[]): { toks: Tok[]; score?: string } {
  const text = plainOf(toks);
  const m = STEM_SCORE.exec(text);
  if (!m) return { toks };
  return { toks: trimToks([...sliceToks(toks, 0, m.index), ...sliceToks(toks, m.index + m[0].length)]), score: m[1] ?? m[2] };
}

/** "三、综合探究题", "四、解答题": headings of open questions, a compound item when they have parts, an essay otherwise. */
export const OPEN_SECTION = /探究|综合|解答|计算|分析|实验|应用|问答|阅读|材料|说理|证明|作图|推断|论述|简答|主观/;

/** How an option is marked: red anywhere; bold or underlined on its letter or on all of its text. */
export function marksOf(toks: readonly Tok[]): AnswerMark[] {
  const stack: Tok[] = [];
  const chars: { red: boolean; bold: boolean; underline: boolean }[] = [];
  for (const t of toks) {
    if (t.kind === 'open') stack.push(t);
    else if (t.kind === 'close') stack.pop();
    else {
      const on = (test: (o: Extract<Tok, { kind: 'open' }>) => boolean) => stack.some((o) => o.kind === 'open' && test(o));
      const flags = {
        red: on((o) => o.name === 'span' && o.attrs.class === RED_CLASS),
        bold: on((o) => o.name === 'strong' || o.name === 'b'),
        underline: on((o) => o.name === 'u'),
      };
      for (const ch of t.text) if (ch.trim()) chars.push(flags);
    }
  }
  const marks: AnswerMark[] = [];
  if (chars.some((c) => c.red)) marks.push('red');
  for (const mark of ['bold', 'underline'] as const) if (chars.length && (chars[0]![mark] || chars.every((c) => c[mark]))) marks.push(mark);
  return marks;
}

const MARK_ELEMENTS: Record<AnswerMark, readonly string[]> = { red: [], bold: ['strong', 'b'], underline: ['u'] };

/**
 * A part that has options and no answer takes as its key the options marked the one way some but not all of them
 * are (red first, then bold, then underline); the mark is taken off the options, where it would show the key.
 */
export function markedKey(item: ItemText, part: PartText) {
  const marks = part.optionMarks;
  if (!marks || !part.options.length || plainOf((part.answer ?? []).flatMap((b) => (typeof b === 'string' ? [] : b))).trim()) return;
  for (const mark of ['red', 'bold', 'underline'] as const) {
    const marked = part.options.flatMap((_, i) => (marks[i]?.includes(mark) ? [i] : []));
    if (!marked.length || marked.length === part.options.length) continue;
    part.answer = [[{ kind: 'text', text: marked.map((i) => optionLetter(i)).join('') }]];
    const names = MARK_ELEMENTS[mark];
    if (names.length)
      part.options = part.options.map((o) =>
        o.map((b): Block => (typeof b === 'string' ? b : withoutMarks(b, (t) => names.includes(t.name)))),
      );
    item.answerFrom ??= mark;
    return;
  }
}

/** A true/false answer in the stem's last brackets: "地球是圆的。（√）". */
const STEM_TRUTH = /[（(]\s*([√×✓✗✔✘对错]|正确|错误|T|F)\s*[)）]\s*[。.]?\s*$/;

export function stemTruth(item: ItemText) {
  if (item.type !== 'true_false' || item.answer?.length || !item.stem.length) return;
  const last = item.stem[item.stem.length - 1]!;
  if (typeof last === 'string') return;
  const m = STEM_TRUTH.exec(plainOf(last));
  if (!m || !truthNamed(m[1]!)) return;
  item.stem[item.stem.length - 1] = trimToks([...sliceToks(last, 0, m.index), { kind: 'text', text: '（ ）' }]);
  item.answer = [[{ kind: 'text', text: m[1]! }]];
  item.answerFrom ??= 'inline';
}

/** A choice's key in the stem's brackets, as answer versions of exams write it: "中国的首都是（A）". */
const STEM_LETTERS = /[（(]\s*([A-H]{1,8})\s*[)）]/g;

export function stemLetters(item: ItemText) {
  if ((item.type !== 'single_choice' && item.type !== 'multiple_choice') || item.answer?.length || !item.options.length) return;
  const at = item.stem.findIndex((b) => typeof b !== 'string' && [...plainOf(b).matchAll(STEM_LETTERS)].length === 1);
  const line = item.stem[at];
  if (
    !line ||
    typeof line === 'string' ||
    item.stem.some((b, i) => i !== at && typeof b !== 'string' && plainOf(b).search(STEM_LETTERS) >= 0)
  )
    return;
  const m = [...plainOf(line).matchAll(STEM_LETTERS)][0]!;
  item.stem[at] = [...sliceToks(line, 0, m.index), { kind: 'text', text: '（ ）' }, ...sliceToks(line, m.index + m[0].length)];
  item.answer = [[{ kind: 'text', text: m[1]! }]];
  item.answerFrom ??= 'inline';
}

/**
 * A fill-in's answers written in its blanks in red or underlined ("我国的首都是[北京]"): each such run becomes a blank,
 * its text the blank's answer.
 */
export function markedBlanks(item: ItemText) {
  if (item.type !== 'cloze_fill' || item.answer?.length) return;
  for (const mark of ['red', 'underline'] as const) {
    const answers: string[] = [];
    const isMark = (t: Tok) => t.kind === 'open' && (mark === 'red' ? t.name === 'span' && t.attrs.class === RED_CLASS : t.name === 'u');
    const stem = item.stem.map((b): Block => {
      if (typeof b === 'string') return b;
      const out: Tok[] = [];
      for (let i = 0; i < b.length; i++) {
        const t = b[i]!;
        const text = b[i + 1];
        if (isMark(t) && text?.kind === 'text' && text.text.trim() && b[i + 2]?.kind === 'close') {
          answers.push(text.text.trim());
          out.push({ kind: 'text', text: '____' });
          i += 2;
        } else out.push(t);
      }
      return out;
    });
    if (!answers.length) continue;
    item.stem = stem;
    item.answer = [[{ kind: 'text', text: answers.map((a) => a.replace(/[\\;；|｜/／]/g, (ch) => `\\${ch}`)).join('；') }]];
    item.answerFrom ??= mark;
    return;
  }
}

/** The cells of a table with their inline content (paragraphs dropped): options laid out in a table. */
export function tableCells(html: string): Tok[][] {
  const cells: Tok[][] = [];
  let cell: Tok[] | undefined;
  for (const t of tokenize(html)) {
    if (t.kind !== 'text' && (t.name === 'td' || t.name === 'th')) {
      if (t.kind === 'open') cell = [];
      else if (cell) cells.push(trimToks(cell));
      if (t.kind === 'close') cell = undefined;
    } else if (cell && (t.kind === 'text' || t.name !== 'p')) cell.push(t);
  }
  return cells.filter((c) => c.length);
}
