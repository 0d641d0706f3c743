import {
  type AnswerAttrs,
  BLANK_ALTERNATIVES_MAX,
  type ItemContent,
  type ItemOption,
  type ItemTypeCode,
  type MatchPair,
  optionLetter,
} from '@cloud-exam/contract/bank/item';
import { type ErrorCode, ErrorCodes, type MessageParams } from '@cloud-exam/contract/errors';
import { escapeText, plainOf, render, tokenize } from './html';
import { checkedItem, type ItemSource, type ParsedItem, type ParseProblem } from './item-text';
import { withFormulas } from './markup';
import { TRUE_FALSE_WORDS } from './vocabulary';

/**
 * A question as Moodle holds it, which both Moodle XML (moodle-xml.ts) and GIFT (gift.ts) are written from, made
 * into the item model here: multichoice → single or multiple choice, truefalse, shortanswer and numerical → a
 * fill-in with one blank (its right answers the blank's alternatives), matching, essay (the grader's information
 * as reference answer), cloze (multianswer) → a fill-in with a blank per embedded answer. A description and the
 * types the bank has nothing for are items that carry only the reason they are skipped.
 */

export type MoodleAnswer = { text: string; fraction: number; tolerance?: number };
export type MoodleQuestion = {
  type: string;
  /** Rich text (HTML); a GIFT answer in the middle of a sentence leaves BLANK_MARK where it was. */
  stem: string;
  explanation: string;
  /** `defaultgrade`; undefined when the file gives none. */
  score?: number;
  /** Multichoice: one answer or several (`<single>`); undefined to tell by the fractions. */
  single?: boolean;
  answers: MoodleAnswer[];
  /** Matching: each question (rich text) with its answer (plain text); an empty question is a distractor. */
  pairs: { question: string; answer: string }[];
  /** Essay: the information for graders (rich text), and word limits. */
  reference?: string;
  minWords?: number;
  maxWords?: number;
  /** Short answer: whether case matters (`usecase`). */
  caseSensitive?: boolean;
  tags: string[];
};

export const BLANK_MARK = '\u0000blank\u0000';
const blankSpan = (n: number) => `<span data-blank="${n}"></span>`;

/** Rich text with the formulas Moodle's TeX filter shows (`$$…$$`, `\(…\)`, `\[…\]`) made formula spans. */
export const richOf = (html: string) => (html.trim() ? render(withFormulas(tokenize(html))) : '');
/** Plain text as rich text: paragraphs of escaped lines. */
export const plainRich = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
/** The text an answer shows, without markup. */
export const plainText = (html: string) =>
  plainOf(tokenize(html))
    .replace(/\uFFFC/g, '')
    .trim();

/** A Moodle category's path as a knowledge point's: `$course$/top/A/B` → `A/B` (`//` is a slash inside a name). */
export function categoryPath(category: string) {
  return category
    .trim()
    .replace(/^\$[^$]*\$\/?/, '')
    .replace(/^top(\/|$)/, '')
    .replace(/\/\//g, '∕')
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean)
    .join('/');
}

const decimalsOf = (n: string) => /\.(\d+)/.exec(n)?.[1]?.length ?? 0;

/**
 * The answers a numerical answer with a tolerance accepts, as the texts of the numbers at the precision it is
 * written in (3.14 ± 0.01 → 3.13, 3.14, 3.15): a fill-in compares text. Undefined when there are more than a blank
 * may list.
 */
export function numericAnswers(value: string, tolerance = 0): string[] | undefined {
  const written = value.trim();
  const v = Number(written);
  if (!tolerance || !Number.isFinite(v)) return [written];
  const decimals = Math.max(decimalsOf(written), decimalsOf(String(tolerance)));
  const steps = Math.round(tolerance * 10 ** decimals);
  if (2 * steps + 2 > BLANK_ALTERNATIVES_MAX) return undefined;
  const around = Array.from({ length: 2 * steps + 1 }, (_, k) => (v + (k - steps) / 10 ** decimals).toFixed(decimals));
  return [...new Set([written, ...around])];
}

const RIGHT = 99.9;
const isRight = (a: MoodleAnswer) => a.fraction >= RIGHT;

type Problem = (field: string, code: ErrorCode, params?: MessageParams) => void;

/** The right answers of a numerical question, as a blank's alternatives. */
function numericBlank(answers: MoodleAnswer[], problem: Problem, field: string) {
  const accepted: string[] = [];
  for (const a of answers.filter(isRight)) {
    const texts = numericAnswers(plainText(a.text), a.tolerance);
    if (texts) accepted.push(...texts);
    else
      problem(field, ErrorCodes.toleranceTooWide, {
        answer: plainText(a.text),
        tolerance: a.tolerance ?? 0,
        max: BLANK_ALTERNATIVES_MAX,
      });
  }
  return [...new Set(accepted)];
}

/** One embedded answer of a cloze question: `{2:SHORTANSWER:=Berlin#Right~%50%Bonn}`. */
const EMBEDDED = /\{(\d*):([A-Za-z_]+):((?:\\.|[^\\}])*)\}/g;
const embeddedAnswers = (text: string): MoodleAnswer[] =>
  text.split(/(?<!\\)~/).map((raw) => {
    const m = /^(=|%(-?[\d.]+)%)?((?:\\.|[^\\#])*)/.exec(raw)!;
    const fraction = m[1] === '=' ? 100 : m[2] ? Number(m[2]) : 0;
    const body = m[3]!.replace(/\\(.)/g, '$1');
    const [value = '', tolerance] = body.split(/:(?=[\d.]+$)/);
    return { text: value, fraction, ...(tolerance ? { tolerance: Number(tolerance) } : {}) };
  });

/** A cloze question's stem with a blank for each embedded answer, and the blanks' accepted answers. */
function clozeOf(q: MoodleQuestion, answer: AnswerAttrs, problem: Problem) {
  const blanks: string[][] = [];
  let caseMatters = false;
  const stem = q.stem.replace(EMBEDDED, (_, _weight: string, kind: string, body: string) => {
    const n = blanks.length + 1;
    const type = kind.toUpperCase();
    const answers = embeddedAnswers(body).map((a) => ({ ...a, text: plainText(a.text) }));
    if (/^(NUMERICAL|NM)$/.test(type)) blanks.push(numericBlank(answers, problem, `answerAttrs.blanks.${n - 1}`));
    else {
      const right = answers.filter(isRight).map((a) => a.text);
      if (/^(MULTICHOICE|MC|MULTIRESPONSE|MR)/.test(type))
        problem(`answerAttrs.blanks.${n - 1}`, ErrorCodes.clozeChoicesTyped, { n, answer: right.join(' / ') });
      if (/^(SHORTANSWER_C|SAC|MWC)$/.test(type)) caseMatters = true;
      blanks.push(right);
    }
    return blankSpan(n);
  });
  answer.blanks = blanks;
  if (!caseMatters) answer.ignoreCase = true;
  return stem;
}

function truthOptions(stem: string): ItemOption[] {
  const lang = /[\u4e00-\u9fff]/.test(plainText(stem)) ? 'zh' : 'en';
  return TRUE_FALSE_WORDS[lang].map((words, i) => ({ optionName: optionLetter(i), optionContent: words[0]!, optionAttrs: {} }));
}

/** A question's type, options, key and stem in the item model. */
function build(q: MoodleQuestion, problem: Problem): Omit<ItemContent, 'score' | 'difficulty' | 'hint'> {
  let type: ItemTypeCode;
  let options: ItemOption[] = [];
  let pairs: MatchPair[] = [];
  const answer: AnswerAttrs = {};
  let stem = q.stem;
  const inSentence = stem.includes(BLANK_MARK);
  const oneBlank = (accepted: string[]) => {
    stem = inSentence ? stem.replace(BLANK_MARK, blankSpan(1)) : `${stem}<p>${blankSpan(1)}</p>`;
    answer.blanks = [accepted];
  };
  switch (q.type) {
    case 'multichoice': {
      options = q.answers.map((a, i) => ({ optionName: optionLetter(i), optionContent: a.text, optionAttrs: {} }));
      const positive = q.answers.filter((a) => a.fraction > 0);
      const single = q.single ?? positive.length <= 1;
      const best = Math.max(0, ...q.answers.map((a) => a.fraction));
      type = single ? 'single_choice' : 'multiple_choice';
      const key = (single ? q.answers.filter((a) => best > 0 && a.fraction === best) : positive).map((a) =>
        optionLetter(q.answers.indexOf(a)),
      );
      if (key.length) answer.options = key;
      break;
    }
    case 'truefalse': {
      type = 'true_false';
      options = truthOptions(stem);
      const right = q.answers.find(isRight);
      if (right) answer.options = [/^(true|t|1)$/i.test(plainText(right.text)) ? 'A' : 'B'];
      break;
    }
    case 'shortanswer': {
      type = 'cloze_fill';
      const accepted = q.answers.filter(isRight).map((a) => plainText(a.text));
      const wildcard = accepted.find((a) => a.includes('*'));
      if (wildcard) problem('answerAttrs.blanks.0', ErrorCodes.wildcardAnswer, { answer: wildcard });
      oneBlank(accepted);
      if (!q.caseSensitive) answer.ignoreCase = true;
      break;
    }
    case 'numerical':
      type = 'cloze_fill';
      oneBlank(numericBlank(q.answers, problem, 'answerAttrs.blanks.0'));
      break;
    case 'matching': {
      type = 'matching';
      const targets = [...new Set(q.pairs.map((p) => p.answer))];
      options = targets.map((t, i) => ({ optionName: optionLetter(i), optionContent: escapeText(t), optionAttrs: {} }));
      pairs = q.pairs
        .filter((p) => plainText(p.question) || p.question.includes('<img'))
        .map((p) => ({
          stemAttrs: { content: p.question, media: [] },
          answerAttrs: { options: [optionLetter(targets.indexOf(p.answer))] },
        }));
      break;
    }
    case 'essay':
      type = 'essay';
      if (q.reference && plainText(q.reference)) answer.content = q.reference;
      if (q.minWords) answer.minWords = q.minWords;
      if (q.maxWords) answer.maxWords = q.maxWords;
      break;
    default:
      type = 'cloze_fill';
      stem = clozeOf(q, answer, problem);
  }
  if (inSentence) stem = stem.replace(BLANK_MARK, '____');
  return {
    itemTypeCode: type,
    stemAttrs: { content: richOf(stem), media: [] },
    optionsDataList: options.map((o) => ({ ...o, optionContent: richOf(o.optionContent) })),
    answerAttrs: answer,
    descriptionAttrs: { content: richOf(q.explanation) },
    attrsDataList: [],
    outTimeSecond: 0,
    childItemList: pairs.map((p) => ({ ...p, stemAttrs: { ...p.stemAttrs, content: richOf(p.stemAttrs.content) } })),
  };
}

const READ_TYPES = new Set(['multichoice', 'truefalse', 'shortanswer', 'numerical', 'matching', 'essay', 'cloze', 'multianswer']);

/** A question as an item of the bank, or as one that only names why it is skipped. */
export function moodleItem(q: MoodleQuestion, knowledgePath: string, source: ItemSource, found: ParseProblem[] = []): ParsedItem {
  const problems: ParseProblem[] = [...found];
  const problem: Problem = (field, code, params) => problems.push({ field, code, ...(params ? { params } : {}) });
  const read = { knowledgePaths: knowledgePath ? [knowledgePath] : [], tags: q.tags, source };
  if (!READ_TYPES.has(q.type) || found.length) {
    const skip: ParseProblem = found[0] ?? {
      field: 'itemTypeCode',
      ...(q.type === 'description'
        ? { code: ErrorCodes.moodleDescriptionSkipped }
        : { code: ErrorCodes.moodleTypeUnsupported, params: { type: q.type } }),
    };
    const item = checkedItem(
      { ...emptyContent(), stemAttrs: { content: richOf(q.stem.replace(BLANK_MARK, '____')), media: [] } },
      { ...read, problems: [] },
    );
    return { ...item, problems: [skip] };
  }
  const content = build(q, problem);
  return checkedItem(
    { ...content, score: q.score ?? 1, difficulty: 3, hint: '' },
    { ...read, problems, answerFrom: 'file', ...(q.score === undefined ? { scoreMissing: true } : {}) },
  );
}

const emptyContent = (): ItemContent => ({
  itemTypeCode: 'short_answer',
  stemAttrs: { content: '', media: [] },
  optionsDataList: [],
  answerAttrs: {},
  descriptionAttrs: { content: '' },
  attrsDataList: [],
  score: 1,
  outTimeSecond: 0,
  childItemList: [],
  difficulty: 3,
  hint: '',
});
