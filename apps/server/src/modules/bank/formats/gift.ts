import { ErrorCodes } from '@cloud-exam/contract/errors';
import { escapeText } from './html';
import type { ParsedItem } from './item-text';
import { BLANK_MARK, categoryPath, type MoodleAnswer, moodleItem, type MoodleQuestion, plainRich } from './moodle-question';
import type { MoodleImport } from './moodle-xml';

/**
 * Questions in GIFT, Moodle's text format, each made an item by moodle-question.ts: questions are separated by
 * blank lines, `//` lines are comments, `$CATEGORY: path` sets the knowledge point of those after it. A question is
 * `::title::`, an optional `[html]` / `[markdown]` / `[plain]` / `[moodle]`, its text and its answers in braces:
 * `{=right ~wrong}` (a multichoice; `~%50%` weights and no `=` make it multiple), `{T}` / `{F}`, `{=a =b}` (short
 * answer), `{#3.14:0.01}` / `{#1..5}` (numerical), `{=q -> a}` (matching), `{}` (essay); `#…` after an answer is its
 * feedback, `####…` the general one (the explanation). Text after the braces puts the answer in the sentence.
 * `\` escapes `~ = # { } :`. GIFT has no score: every item says its score is missing.
 */

/** Where an unescaped character is, from `from`. */
function find(text: string, chars: string, from = 0) {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (chars.includes(text[i]!)) return i;
  }
  return -1;
}
const unescape = (text: string) => text.replace(/\\n/g, '\n').replace(/\\(.)/g, '$1').trim();

type Format = 'html' | 'moodle' | 'plain' | 'markdown';
/** A text of the question in its format as rich text. */
function rich(text: string, format: Format) {
  const plain = unescape(text);
  if (format === 'html') return plain;
  if (format === 'moodle') return plain.replace(/\n/g, '<br>');
  return plainRich(plain);
}

/** The answers in the braces: each starts at an unescaped `=` or `~`, its feedback after `#`. */
function answersOf(block: string): (MoodleAnswer & { right: boolean })[] {
  const starts: number[] = [];
  for (let i = find(block, '=~'); i >= 0; i = find(block, '=~', i + 1)) starts.push(i);
  return starts.map((start, n) => {
    const raw = block.slice(start + 1, starts[n + 1] ?? block.length);
    const weight = /^\s*%(-?[\d.]+)%/.exec(raw);
    const rest = weight ? raw.slice(weight[0].length) : raw;
    const hash = find(rest, '#');
    const text = hash >= 0 ? rest.slice(0, hash) : rest;
    const right = block[start] === '=';
    return { text, right, fraction: weight ? Number(weight[1]) : right ? 100 : 0 };
  });
}

/** A numerical answer's value and tolerance: `3.14:0.01`, or a range `1..5`. */
function numeric(text: string): Pick<MoodleAnswer, 'text' | 'tolerance'> {
  const t = unescape(text);
  const range = /^(-?[\d.]+)\.\.(-?[\d.]+)$/.exec(t);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    const decimals = Math.max(...[range[1]!, range[2]!].map((s) => /\.(\d+)/.exec(s)?.[1]?.length ?? 0));
    return { text: ((min + max) / 2).toFixed(decimals), tolerance: Number(((max - min) / 2).toFixed(decimals + 1)) };
  }
  const [value = '', tolerance] = t.split(':');
  return { text: value, ...(tolerance ? { tolerance: Number(tolerance) } : {}) };
}

/** One question's text (comments gone) as Moodle holds it; undefined for its problem when its braces are not closed. */
function questionOf(text: string): MoodleQuestion | 'unclosed' {
  let body = text.trim();
  const title = /^::((?:\\.|[^\\:]|:(?!:))*)::/.exec(body);
  if (title) body = body.slice(title[0].length).trim();
  const tagged = /^\[(html|moodle|plain|markdown)\]/.exec(body);
  const format: Format = (tagged?.[1] as Format | undefined) ?? 'moodle';
  if (tagged) body = body.slice(tagged[0].length);
  const open = find(body, '{');
  const question: MoodleQuestion = { type: 'description', stem: rich(body, format), explanation: '', answers: [], pairs: [], tags: [] };
  if (open < 0) return question;
  const close = find(body, '}', open + 1);
  if (close < 0) return 'unclosed';
  const [before, after] = [body.slice(0, open), body.slice(close + 1)];
  // an answer in the middle of the sentence is a blank there, with the spaces around it
  const tail = rich(after, format);
  question.stem = tail ? `${rich(before, format)} ${BLANK_MARK}${/^[.,;:!?]/.test(tail) ? '' : ' '}${tail}` : rich(before, format);
  let block = body.slice(open + 1, close).trim();
  const general = /(?<!\\)####/.exec(block);
  if (general) {
    question.explanation = rich(block.slice(general.index + 4), format);
    block = block.slice(0, general.index);
  }
  const answers = answersOf(block);
  const textOf = (a: MoodleAnswer) => (format === 'plain' || format === 'markdown' ? escapeText(unescape(a.text)) : unescape(a.text));
  if (!block.trim()) question.type = 'essay';
  else if (block.startsWith('#')) {
    question.type = 'numerical';
    const inner = block.slice(1);
    question.answers = answers.length
      ? answers.map((a) => ({ ...a, ...numeric(a.text) }))
      : [{ fraction: 100, ...numeric(inner.split('#')[0]!) }];
  } else if (/^(T|TRUE|F|FALSE)\s*(#|$)/i.test(block)) {
    question.type = 'truefalse';
    question.answers = [{ text: /^T/i.test(block) ? 'true' : 'false', fraction: 100 }];
  } else if (answers.length && answers.every((a) => a.right && a.text.includes('->'))) {
    question.type = 'matching';
    question.pairs = answers.map((a) => {
      const [q = '', target = ''] = a.text.split('->');
      return { question: rich(q, format), answer: unescape(target) };
    });
  } else if (answers.some((a) => !a.right)) {
    question.type = 'multichoice';
    question.single = find(block, '=') >= 0;
    question.answers = answers.map((a) => ({ text: textOf(a), fraction: a.fraction }));
  } else {
    question.type = 'shortanswer';
    question.answers = answers.map((a) => ({ text: textOf(a), fraction: a.fraction }));
  }
  return question;
}

/** The items of a GIFT file in its order; a question without answers is a description, skipped with its reason. */
export function parseGift(data: Buffer): MoodleImport {
  const lines = data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => !line.trimStart().startsWith('//'));
  const chunks = lines.join('\n').split(/\n\s*\n/);
  const items: ParsedItem[] = [];
  let path = '';
  for (const chunk of chunks) {
    let text = chunk.trim();
    const category = /^\$CATEGORY:\s*(.*)$/im.exec(text);
    if (category) {
      path = categoryPath(category[1]!);
      text = text.replace(category[0], '').trim();
    }
    if (!text) continue;
    const source = { ordinal: items.length + 1 };
    const question = questionOf(text);
    items.push(
      question === 'unclosed'
        ? moodleItem({ type: 'unclosed', stem: plainRich(text), explanation: '', answers: [], pairs: [], tags: [] }, path, source, [
            { field: 'stemAttrs', code: ErrorCodes.giftUnclosed },
          ])
        : moodleItem(question, path, source),
    );
  }
  return { items, problems: [] };
}
