/* Over 400 lines on purpose: each field's reading and writing stand side by side (see below). */
import {
  type AnswerAttrs,
  type ChildItem,
  type ItemContent,
  itemContentSchema,
  type ItemMedia,
  type ItemOption,
  type ItemTypeCode,
  MATCH_OPTION_NAME,
  MATCH_QUESTION_NAME,
  type MatchPair,
  optionLetter,
} from '@cloud-exam/contract/bank/item';
import { compoundScore, itemProblems } from '@cloud-exam/contract/bank/item-rules';
import type { AnswerFrom } from '@cloud-exam/contract/bank/item-transfer';
import { type ErrorCode, ErrorCodes, type MessageParams } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import { plainOf, sliceToks, type Tok, trimToks } from './html';
import { linesHtml, withBlanks, withFormulas, withoutMarks } from './markup';
import { difficultyNamed, KEYWORDS, keywordNamed, LABEL_WORDS, type Label, TRUE_FALSE_WORDS, truthNamed, wordOf } from './vocabulary';

/**
 * What the text formats (Word, Excel) share: an item as read from text (its rich fields as lines, its other fields
 * as the text after their label) made into the item model with the problems found on the way, and each field's
 * text as those formats write it.
 *
 * Over 400 lines on purpose: each field is read and written here side by side (`readBlanks` and `blanksText`,
 * `readWords` and `wordsText`, `readMedia` and `mediaText`, …), so that what a format writes reads back as the same
 * item; split in two, a change to one side would no longer sit beside the other.
 */

export type ParseProblem = { code: ErrorCode; params?: MessageParams; field?: string };
export type ItemSource = { sheet?: string; row?: number; paragraph?: number; ordinal: number };
/**
 * An imported item: its content (as `itemContentSchema` gives it), knowledge points by path, tags, where it came from,
 * what is wrong; where its answer was found (`answerFrom`) and whether the file gave no score (`scoreMissing`: the
 * import then gives it the bank's default score for its type).
 */
export type ParsedItem = ItemContent & {
  knowledgePaths: string[];
  tags: string[];
  source: ItemSource;
  problems: ParseProblem[];
  answerFrom?: AnswerFrom;
  scoreMissing?: boolean;
};

/** A rich field: lines of inline rich text as typed, or blocks of HTML kept as they are (tables, HTML cells). */
export type Block = Tok[] | string;

/** One part as read: the rich fields as blocks, the rest as the text after each label. */
export type PartText = {
  /** Absent: the section's type, or for a part of a compound item what its answer and options say. */
  type?: ItemTypeCode;
  stem: Block[];
  options: Block[][];
  pairs: Block[][];
  answer?: Block[];
  description: Block[];
  rubric: Block[];
  media: { kind: ItemMedia['kind']; value: string }[];
  values: Partial<Record<Label, string>>;
  /** The type was written on the item itself (【单选】, 1.[单选题]), not taken from a heading. */
  typeTagged?: boolean;
  /** How each option is marked (red, bold, underlined): the key, when the file gives no other. */
  optionMarks?: AnswerMark[][];
};
export type AnswerMark = Extract<AnswerFrom, 'red' | 'bold' | 'underline'>;
/** The score a heading gives each item below it, or each blank of a fill-in ("每空1分"). */
export type DefaultScore = number | { perBlank: number };
export type ItemText = PartText & {
  parts: PartText[];
  source: ItemSource;
  problems: ParseProblem[];
  defaultScore?: DefaultScore;
  answerFrom?: AnswerFrom;
  /** Under a heading of open questions ("综合探究题"): a compound item when it has parts, an essay otherwise. */
  open?: boolean;
};

export const emptyPart = (type?: ItemTypeCode): PartText => ({
  type,
  stem: [],
  options: [],
  pairs: [],
  description: [],
  rubric: [],
  media: [],
  values: {},
});

const OPTION_TYPES: readonly ItemTypeCode[] = ['single_choice', 'multiple_choice', 'true_false', 'forced_choice', 'matching'];
/** Whether lines starting "A." are options of this part. */
export const takesOptions = (type: ItemTypeCode | undefined) => !type || OPTION_TYPES.includes(type);

const textOf = (blocks: readonly Block[]) =>
  blocks
    .map((b) => (typeof b === 'string' ? b : plainOf(b)))
    .join('\n')
    .trim();

/** A rich field's HTML: formulas read, blanks too for a fill-in stem. */
function rich(blocks: readonly Block[], { blanks, inline }: { blanks?: { next: number }; inline?: boolean } = {}) {
  const lines = blocks.map((b) => {
    if (typeof b === 'string') return b;
    const formulas = withFormulas(withoutMarks(b));
    return blanks ? withBlanks(formulas, blanks) : formulas;
  });
  const html: string[] = [];
  let run: Tok[][] = [];
  const flush = () => {
    if (run.length) html.push(linesHtml(run, inline && lines.length === 1));
    run = [];
  };
  for (const line of lines) {
    if (typeof line === 'string') {
      flush();
      html.push(line);
    } else run.push(line);
  }
  flush();
  return html.join('');
}

const BLANK_MARK = /_{3,}|[（(][\s\u00a0\u3000]*[）)]|data-blank/;
const hasBlanks = (blocks: readonly Block[]) =>
  blocks.some((b) =>
    typeof b === 'string'
      ? BLANK_MARK.test(b)
      : BLANK_MARK.test(plainOf(b)) || b.some((t, i) => t.kind === 'open' && t.name === 'u' && b[i + 1]?.kind === 'text'),
  );

/** The option letters of a key: "A", "ABD", "A, B, D", "Ａ、Ｂ". */
function keyLetters(text: string): string[] | undefined {
  const cleaned = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s,、;]+/g, '');
  return /^[A-Z]+$/.test(cleaned) ? [...cleaned] : undefined;
}

/** Options that say right and wrong ("A. 正确 B. 错误", 对/错, √/×): which of them is right. */
function truthPair(options: readonly Block[][]): number | undefined {
  if (options.length !== 2) return undefined;
  const [a, b] = options.map((o) => truthNamed(textOf(o)));
  return a && b && a.right !== b.right ? (a.right ? 0 : 1) : undefined;
}

/** What a compound's part is, when no type is written: what its answer and options say. */
function inferredType(part: PartText): ItemTypeCode {
  const answer = textOf(part.answer ?? []);
  if (part.pairs.length) return 'matching';
  if (part.options.length) {
    if (part.values.mostScore !== undefined || part.values.leastScore !== undefined) return 'forced_choice';
    const letters = keyLetters(answer);
    if (letters && letters.length > 1) return 'multiple_choice';
    if (!letters && truthNamed(answer) && part.options.length === 2) return 'true_false';
    return 'single_choice';
  }
  if (answer && truthNamed(answer)) return 'true_false';
  if (hasBlanks(part.stem)) return 'cloze_fill';
  return 'short_answer';
}

const escaped = (text: string, special: RegExp) => text.replace(special, (ch) => `\\${ch}`);

const BLANK_SEPARATOR = /[;；|｜]/;
const ALTERNATIVE_SEPARATOR = /[/／]/;

/** Cloze answers: blanks separated by "；" or "|", a blank's accepted answers by "/"; `\x` stands for x. */
function readBlanks(text: string): string[][] {
  const blanks: string[][] = [[]];
  let piece = '';
  const endPiece = () => {
    if (piece.trim()) blanks[blanks.length - 1]!.push(piece.trim());
    piece = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) piece += text[++i];
    else if (BLANK_SEPARATOR.test(ch)) {
      endPiece();
      blanks.push([]);
    } else if (ALTERNATIVE_SEPARATOR.test(ch)) endPiece();
    else piece += ch;
  }
  endPiece();
  return blanks;
}

export const listSeparator = (lang: Language) => (lang === 'zh' || lang === 'ja' ? '；' : '; ');

const blanksText = (blanks: readonly (readonly string[])[], lang: Language) =>
  blanks.map((accepted) => accepted.map((a) => escaped(a, /[\\;；|｜/／]/g)).join('/')).join(listSeparator(lang));

const NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
const number = (text: string) => {
  const cleaned = text
    .normalize('NFKC')
    .replace(/\s*(分|points?|pts?|秒|s|sec)$/i, '')
    .trim();
  return NUMBER.test(cleaned) ? Number(cleaned) : undefined;
};

const labelName = (label: Label) => LABEL_WORDS[label].names[0];

/** Word limits: "600-1000", "600-", "-1000", "600" (at least). */
function readWords(text: string): { minWords?: number; maxWords?: number } | undefined {
  const m = /^(\d+)?\s*(?:[-–—~～至到]\s*(\d+)?)?$/.exec(text.normalize('NFKC').trim());
  if (!m || (!m[1] && !m[2])) return undefined;
  return { ...(m[1] ? { minWords: Number(m[1]) } : {}), ...(m[2] ? { maxWords: Number(m[2]) } : {}) };
}
export const wordsText = ({ minWords, maxWords }: AnswerAttrs) =>
  minWords === undefined && maxWords === undefined ? '' : `${minWords ?? ''}-${maxWords ?? ''}`;

/** Media: "name | address | plays" (or just the address). */
function readMedia(kind: ItemMedia['kind'], text: string): ItemMedia | undefined {
  const parts = text.split(/[|｜]/).map((p) => p.trim());
  const [name, url, plays] = parts.length === 1 ? ['', parts[0]!, ''] : parts;
  const playLimit = plays ? Number(plays) : 0;
  if (!url || parts.length > 3 || !Number.isInteger(playLimit)) return undefined;
  return { kind, url, name: name ?? '', playLimit };
}
export const mediaText = (m: ItemMedia) => `${m.name} | ${m.url} | ${m.playLimit}`;

const splitList = (text: string, separators: RegExp) =>
  text
    .split(separators)
    .map((s) => s.trim())
    .filter(Boolean);
const KNOWLEDGE_SEPARATORS = /[;；]/;
const TAG_SEPARATORS = /[;；,，、]/;

/** An option's trailing 【…】 groups: a dimension (with its score) for personality items, or "fixed". */
function optionAttrsOf(blocks: Block[]): { blocks: Block[]; attrs: ItemOption['optionAttrs'] } {
  const last = blocks[blocks.length - 1];
  if (!last || typeof last === 'string') return { blocks, attrs: {} };
  const text = plainOf(last);
  const m = /(?:【[^【】]*】\s*)+$/.exec(text);
  if (!m) return { blocks, attrs: {} };
  const attrs: ItemOption['optionAttrs'] = {};
  for (const [, group] of m[0].matchAll(/【([^【】]*)】/g)) {
    if (keywordNamed(group!) === 'fixed') attrs.fixed = true;
    else {
      const d = /^(.*?)(?:\s*[:：]\s*([+-]?\d+(?:\.\d+)?))?$/.exec(group!.trim())!;
      attrs.dimension = d[1]!;
      if (d[2] !== undefined) attrs.dimensionScore = Number(d[2]);
    }
  }
  return { blocks: [...blocks.slice(0, -1), trimToks(sliceToks(last, 0, m.index))], attrs };
}

export function optionSuffix({ optionAttrs: a }: ItemOption, lang: Language) {
  const dimension = a.dimension ? `【${a.dimension}${a.dimensionScore !== undefined ? `:${a.dimensionScore}` : ''}】` : '';
  return dimension + (a.fixed ? `【${wordOf(KEYWORDS.fixed, lang)}】` : '');
}

/** The true/false options an answer word implies, in the language of that word. */
const truthOptions = (lang: Language) => TRUE_FALSE_WORDS[lang].map((words) => words[0]!);

/** A true/false item whose options are the words of a language is written with its answer as a word, no options. */
export function truthWordsLang(options: readonly ItemOption[]): Language | undefined {
  const texts = options.map((o) => o.optionContent);
  return (Object.keys(TRUE_FALSE_WORDS) as Language[]).find((lang) => {
    const [right, wrong] = truthOptions(lang);
    return texts.length === 2 && texts[0] === right && texts[1] === wrong;
  });
}

/** The key as the formats write it. */
export function answerText(part: ItemContent | ChildItem, lang: Language): string {
  const a = part.answerAttrs;
  switch (part.itemTypeCode) {
    case 'single_choice':
    case 'multiple_choice':
      return (a.options ?? []).join('');
    case 'true_false': {
      const words = truthWordsLang(part.optionsDataList);
      return words ? (truthOptions(words)[a.options?.[0] === 'A' ? 0 : 1] ?? '') : (a.options ?? []).join('');
    }
    case 'cloze_fill':
      return blanksText(a.blanks ?? [], lang);
    case 'matching':
      return (part.childItemList as MatchPair[])
        .map((p, i) => `${i + 1}-${p.answerAttrs.options?.[0] ?? ''}`)
        .join(lang === 'zh' || lang === 'ja' ? '，' : ', ');
    default:
      return '';
  }
}

export const rulesText = (a: AnswerAttrs, lang: Language) =>
  (['ignoreCase', 'ignoreSpaces', 'anyOrder'] as const)
    .filter((k) => a[k])
    .map((k) => wordOf(KEYWORDS[k], lang))
    .join(lang === 'zh' || lang === 'ja' ? '，' : ', ');

/** The headings of a matching item's two columns, and any other attributes. */
export const headingsText = (attrs: ItemContent['attrsDataList']) => {
  const q = attrs.find((a) => a.name === MATCH_QUESTION_NAME)?.value;
  const o = attrs.find((a) => a.name === MATCH_OPTION_NAME)?.value;
  return q || o ? `${q ?? ''} | ${o ?? ''}` : '';
};
export const otherAttrsText = (attrs: ItemContent['attrsDataList'], lang: Language) =>
  attrs
    .filter((a) => a.name !== MATCH_QUESTION_NAME && a.name !== MATCH_OPTION_NAME)
    .map((a) => `${a.name}=${a.value}`)
    .join(listSeparator(lang));

type Raw = ChildItem & { childItemList: (ChildItem | MatchPair)[] };

/** Reads one part's text into the item model; problems are pushed with `at` before their field. */
function partOf(text: PartText, at: string, problems: ParseProblem[], defaultScore: DefaultScore | undefined, missing: string[]): Raw {
  const written = text.type ?? inferredType(text);
  // a heading's "选择题" is single choice, but a key of several letters makes the item a multiple choice
  const type =
    written === 'single_choice' && truthPair(text.options) !== undefined
      ? 'true_false'
      : written === 'single_choice' && !text.typeTagged && (keyLetters(textOf(text.answer ?? []))?.length ?? 0) > 1
        ? 'multiple_choice'
        : written;
  const problem = (field: string, code: ErrorCode, params?: MessageParams) => problems.push({ field: at + field, code, params });
  const value = (label: Label, field: string, read: (v: string) => number | undefined) => {
    const v = text.values[label];
    if (v === undefined || v === '') return undefined;
    const n = read(v);
    if (n === undefined) problem(field, ErrorCodes.valueUnreadable, { label: labelName(label), value: v });
    return n;
  };
  const blanks = { next: 1 };
  const stem = rich(text.stem, type === 'cloze_fill' ? { blanks } : {});
  const stemBlanks = blanks.next - 1;
  const options: ItemOption[] = text.options.map((blocks, i) => {
    const { blocks: content, attrs } = optionAttrsOf(blocks);
    return { optionName: optionLetter(i), optionContent: rich(content, { inline: true }), optionAttrs: attrs };
  });
  const answer: AnswerAttrs = {};
  const answerLine = textOf(text.answer ?? []);
  const letters = options.map((_, i) => optionLetter(i));

  switch (type) {
    case 'single_choice':
    case 'multiple_choice': {
      const dimensions = options.length && options.every((o) => o.optionAttrs.dimension);
      if (!answerLine) {
        if (!(type === 'single_choice' && dimensions)) problem('answerAttrs.options', ErrorCodes.answerMissing);
        break;
      }
      const key = keyLetters(answerLine);
      if (!key) problem('answerAttrs.options', ErrorCodes.answerUnreadable, { answer: answerLine });
      else answer.options = key;
      break;
    }
    case 'true_false': {
      const key = options.length === 2 ? keyLetters(answerLine) : undefined;
      const truth = truthNamed(answerLine);
      const right = truthPair(text.options);
      if (key?.length === 1 && letters.includes(key[0]!)) answer.options = key;
      else if (truth) {
        answer.options = [truth.right === (right !== 1) ? 'A' : 'B'];
        if (!options.length)
          options.push(
            ...truthOptions(truth.lang).map((optionContent, i) => ({ optionName: optionLetter(i), optionContent, optionAttrs: {} })),
          );
      } else if (!answerLine) problem('answerAttrs.options', ErrorCodes.answerMissing);
      else problem('answerAttrs.options', ErrorCodes.answerUnreadable, { answer: answerLine });
      break;
    }
    case 'cloze_fill':
      if (!answerLine) problem('answerAttrs.blanks', ErrorCodes.answerMissing);
      else {
        answer.blanks = readBlanks(answerLine);
        // "北京|Beijing" for one blank: exam systems write "|" between a blank's accepted answers
        const alternatives = /[|｜]/.test(answerLine) && readBlanks(answerLine.replace(/[|｜]/g, '/'));
        if (alternatives && answer.blanks.length !== stemBlanks && alternatives.length === stemBlanks) answer.blanks = alternatives;
      }
      for (const word of splitList(text.values.rules ?? '', /[,，、;；]/)) {
        const keyword = keywordNamed(word);
        if (keyword === 'ignoreCase' || keyword === 'ignoreSpaces' || keyword === 'anyOrder') answer[keyword] = true;
        else problem('answerAttrs', ErrorCodes.valueUnreadable, { label: labelName('rules'), value: word });
      }
      break;
    case 'matching':
      if (!answerLine) problem('childItemList', ErrorCodes.answerMissing);
      break;
    case 'forced_choice':
      answer.mostScore = value('mostScore', 'answerAttrs.mostScore', number);
      answer.leastScore = value('leastScore', 'answerAttrs.leastScore', number);
      break;
    case 'short_answer':
    case 'essay': {
      const reference = rich(text.answer ?? []);
      if (reference) answer.content = reference;
      const rubric = rich(text.rubric);
      if (rubric) answer.rubric = rubric;
      const words = text.values.words;
      if (words) {
        const limits = readWords(words);
        if (limits) Object.assign(answer, limits);
        else problem('answerAttrs.minWords', ErrorCodes.valueUnreadable, { label: labelName('words'), value: words });
      }
      break;
    }
    case 'compound':
      break;
  }
  if (type === 'multiple_choice') answer.partialScore = value('partialScore', 'answerAttrs.partialScore', number);
  for (const key of Object.keys(answer) as (keyof AnswerAttrs)[]) if (answer[key] === undefined) delete answer[key];

  const pairs: MatchPair[] = text.pairs.map((blocks) => ({ stemAttrs: { content: rich(blocks), media: [] }, answerAttrs: {} }));
  if (type === 'matching' && answerLine) {
    for (const entry of splitList(answerLine, /[,，、;；\s]+/)) {
      const m = /^(\d+)\s*[-－—:：=]\s*([A-Za-z])$/.exec(entry.normalize('NFKC'));
      const pair = m && pairs[Number(m[1]) - 1];
      if (!pair) problem('childItemList', ErrorCodes.answerUnreadable, { answer: entry });
      else pair.answerAttrs = { options: [m[2]!.toUpperCase()] };
    }
  }
  const unknown =
    answer.options?.find((k) => !letters.includes(k)) ??
    pairs.flatMap((p) => p.answerAttrs.options ?? []).find((k) => !letters.includes(k));
  if (unknown && type !== 'true_false') problem('answerAttrs.options', ErrorCodes.answerOptionUnknown, { option: unknown });

  const attrs: ItemContent['attrsDataList'] = [];
  const headings = text.values.headings;
  if (headings) {
    const [q = '', o = ''] = headings.split(/[|｜]/).map((s) => s.trim());
    if (q) attrs.push({ name: MATCH_QUESTION_NAME, value: q });
    if (o) attrs.push({ name: MATCH_OPTION_NAME, value: o });
  }
  for (const entry of splitList(text.values.attrs ?? '', /[;；]/)) {
    const eq = entry.indexOf('=');
    if (eq > 0) attrs.push({ name: entry.slice(0, eq).trim(), value: entry.slice(eq + 1).trim() });
    else problem('attrsDataList', ErrorCodes.valueUnreadable, { label: labelName('attrs'), value: entry });
  }
  const media = text.media.flatMap(({ kind, value: v }) => {
    const m = readMedia(kind, v);
    if (!m) problem('stemAttrs.media', ErrorCodes.valueUnreadable, { label: labelName(kind), value: v });
    return m ? [m] : [];
  });

  const dimensionScored =
    type === 'forced_choice' || (type === 'single_choice' && !answer.options && options.some((o) => o.optionAttrs.dimension));
  const fallback =
    typeof defaultScore === 'object' ? (stemBlanks ? Math.round(defaultScore.perBlank * stemBlanks * 10) / 10 : undefined) : defaultScore;
  const score = value('score', 'score', number) ?? (dimensionScored ? 0 : fallback);
  if (score === undefined && type !== 'compound') missing.push(`${at}score`);
  return {
    itemTypeCode: type,
    stemAttrs: { content: stem, media },
    optionsDataList: type === 'cloze_fill' || type === 'short_answer' || type === 'essay' || type === 'compound' ? [] : options,
    answerAttrs: answer,
    descriptionAttrs: { content: rich(text.description) },
    attrsDataList: attrs,
    score: score ?? 0,
    outTimeSecond:
      value('timeLimit', 'outTimeSecond', (v) => {
        const n = number(v);
        return n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
      }) ?? 0,
    childItemList: type === 'matching' ? pairs : [],
  };
}

/** An item as read from text, made into the item model and checked by the item rules. */
export function finishItem(text: ItemText): ParsedItem {
  const problems = [...text.problems];
  /** The fields of scores the file does not give: left 0 for the import to fill, not refused. */
  const missing: string[] = [];
  const type = text.open && !text.parts.length ? 'essay' : text.type;
  const root = partOf({ ...text, type }, '', problems, text.defaultScore, missing);
  if (root.itemTypeCode === 'compound') {
    root.childItemList = text.parts.map((part, i) => partOf(part, `childItemList.${i}.`, problems, text.defaultScore, missing));
    // a total written on the item and none on its parts ("（本小题满分10分）"): shared out, a tenth at a time
    const total = number(text.values.score ?? '');
    const parts = root.childItemList as ChildItem[];
    if (total && parts.length && missing.length === parts.length) {
      const share = Math.floor((total / parts.length) * 10) / 10;
      parts.forEach((p, i) => (p.score = i < parts.length - 1 ? share : Math.round((total - share * (parts.length - 1)) * 10) / 10));
      missing.length = 0;
    }
    root.score = compoundScore(root.childItemList);
  }
  const answered = [text, ...text.parts].some((p) => textOf(p.answer ?? []));
  const difficultyText = text.values.difficulty;
  const difficulty = difficultyText ? difficultyNamed(difficultyText) : 3;
  if (difficulty === undefined)
    problems.push({ field: 'difficulty', code: ErrorCodes.difficultyUnreadable, params: { value: difficultyText! } });
  const item = checkedItem(
    { ...root, difficulty: difficulty ?? 3, hint: text.values.hint ?? '' },
    {
      knowledgePaths: splitList(text.values.knowledge ?? '', KNOWLEDGE_SEPARATORS),
      tags: splitList(text.values.tags ?? '', TAG_SEPARATORS),
      source: text.source,
      problems,
      ...(answered ? { answerFrom: text.answerFrom ?? 'inline' } : {}),
      ...(missing.length ? { scoreMissing: true } : {}),
    },
  );
  if (!missing.length) return item;
  const unscored = new Set([...missing, ...(root.itemTypeCode === 'compound' ? ['score'] : [])]);
  return {
    ...item,
    problems: item.problems.filter((p) => !(p.code === ErrorCodes.questionScoreNotPositive && unscored.has(p.field ?? ''))),
  };
}

function emptyAt(content: ItemContent, path: readonly PropertyKey[]) {
  const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown>)[key], content);
  (parent as Record<PropertyKey, unknown>)[path.at(-1)!] = '';
}

/**
 * An item read from any format, checked: through `itemContentSchema` (what it refuses is reported at its field)
 * and the item rules, one problem a field (what reading found says more than the rule it then breaks).
 */
export function checkedItem(raw: ItemContent, read: Omit<ParsedItem, keyof ItemContent>): ParsedItem {
  const problems = [...read.problems];
  const parsed = itemContentSchema.safeParse(raw);
  const content: ItemContent = parsed.success ? parsed.data : structuredClone(raw);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const tooLong = issue.code === 'too_big' && issue.origin === 'string';
      // Emptied, as a request is refused before its text is looked at: sanitising HTML past the schema's bound takes time in its square.
      if (tooLong) emptyAt(content, issue.path);
      problems.push({
        field: issue.path.join('.'),
        ...(tooLong
          ? { code: ErrorCodes.contentTooLong, params: { max: Number(issue.maximum) } }
          : { code: ErrorCodes.valueUnreadable, params: { label: issue.path.join('.'), value: '' } }),
      });
    }
  const seen = new Set(problems.map((p) => p.field));
  for (const p of itemProblems(content))
    if (!seen.has(p.path)) problems.push({ field: p.path, code: p.code, ...(p.params ? { params: p.params } : {}) });
  return { ...content, ...read, problems };
}
