import { ITEM_LIMITS, MATCHING_QUESTIONS_MAX, OPTION_COUNT_MAX, FILL_BLANKS_MAX, QUESTION_HINT_MAX } from '../constants';
import { type ErrorCode, ErrorCodes, type MessageParams } from '../errors';
import { countBlanks, richTextPlain } from '../rich-text-plain';
import { type ChildItem, type ItemContent, type ItemPart, type MatchPair, ITEM_SCORE_MAX, optionLetter } from './item';

/**
 * The rules of spec §3/§5/§9 for an item, by type, for the editor (which shows each at its field), the server (which
 * refuses the first) and the imports (which report them per row). Each problem names the field it is about.
 */
export type ItemProblem = { path: string; code: ErrorCode; params?: MessageParams };

/** Whether a child is a part of a compound item rather than a pair of a matching one. */
export const isPart = (child: ChildItem | MatchPair): child is ChildItem => 'itemTypeCode' in child;

/** Rich text with nothing to read or see: no text, no formula, no picture (a stem or option may be a picture alone). */
const isEmpty = (html: string) => !richTextPlain(html) && !/<img\b/i.test(html);

/** A score above 0, at most 99.9, with at most one decimal. */
export function scoreProblem(score: number): ErrorCode | undefined {
  if (!(score > 0)) return ErrorCodes.questionScoreNotPositive;
  if (score > ITEM_SCORE_MAX || Math.abs(score * 10 - Math.round(score * 10)) > 1e-9) return ErrorCodes.scoreRange;
  return undefined;
}

/** A single-choice item scored by dimension (personality) rather than by a key: no key, a dimension on each option. */
export const isDimensionScored = (part: Pick<ItemPart, 'itemTypeCode' | 'optionsDataList' | 'answerAttrs'>) =>
  part.itemTypeCode === 'forced_choice' ||
  (part.itemTypeCode === 'single_choice' && !part.answerAttrs.options?.length && part.optionsDataList.some((o) => o.optionAttrs.dimension));

/** The score of a compound item is its parts' total. */
export const compoundScore = (children: readonly (ChildItem | MatchPair)[]) =>
  Math.round(children.filter(isPart).reduce((sum, c) => sum + c.score, 0) * 10) / 10;

/** The time an item takes: its own limit, a compound's at least its parts' together (a paper's duration covers it). */
export const timeLimitOf = (item: Pick<ItemContent, 'itemTypeCode' | 'outTimeSecond' | 'childItemList'>) =>
  item.itemTypeCode === 'compound'
    ? Math.max(
        item.outTimeSecond,
        item.childItemList.filter(isPart).reduce((sum, c) => sum + c.outTimeSecond, 0),
      )
    : item.outTimeSecond;

/** An item as it is kept: each option's letter written from its position, a compound's score its parts' total. */
export function ordered(item: ItemContent): ItemContent {
  const letter = <P extends { optionsDataList: ItemContent['optionsDataList'] }>(part: P): P => ({
    ...part,
    optionsDataList: part.optionsDataList.map((o, i) => ({ ...o, optionName: optionLetter(i) })),
  });
  const children = item.childItemList.map((c) => (isPart(c) ? letter(c) : c));
  return { ...letter(item), childItemList: children, score: item.itemTypeCode === 'compound' ? compoundScore(children) : item.score };
}

export function itemProblems(item: ItemContent): ItemProblem[] {
  const problems: ItemProblem[] = [];
  if (item.hint.length > QUESTION_HINT_MAX) problems.push({ path: 'hint', code: ErrorCodes.questionHintTooLong });
  if (item.itemTypeCode === 'compound') {
    const parts = item.childItemList;
    if (!parts.length || parts.some((c) => !isPart(c) || c.itemTypeCode === 'compound'))
      problems.push({ path: 'childItemList', code: ErrorCodes.compoundChildren });
    contentLimits(item, '', problems);
    if (isEmpty(item.stemAttrs.content) && !item.stemAttrs.media.length)
      problems.push({ path: 'stemAttrs.content', code: ErrorCodes.stemRequired });
    parts.forEach((c, i) => {
      if (isPart(c) && c.itemTypeCode !== 'compound') partProblems(c, `childItemList.${i}.`, problems);
    });
    return problems;
  }
  partProblems(item, '', problems);
  return problems;
}

function partProblems(part: ItemPart | ChildItem, at: string, problems: ItemProblem[]) {
  const add = (path: string, code: ErrorCode, params?: MessageParams) => problems.push({ path: at + path, code, params });
  contentLimits(part, at, problems);
  const stem = part.stemAttrs.content;
  if (isEmpty(stem) && !part.stemAttrs.media.length) add('stemAttrs.content', ErrorCodes.stemRequired);
  if (!isDimensionScored(part)) {
    const problem = scoreProblem(part.score);
    if (problem) add('score', problem);
  }
  const options = part.optionsDataList;
  const letters = options.map((_, i) => optionLetter(i));
  const key = part.answerAttrs.options ?? [];
  const unknown = key.find((k) => !letters.includes(k));
  const optionCount = () => {
    if (options.length > OPTION_COUNT_MAX) add('optionsDataList', ErrorCodes.tooManyOptions);
    else if (options.length < 2) add('optionsDataList', ErrorCodes.tooFewOptions);
    options.forEach((o, i) => {
      if (isEmpty(o.optionContent)) add(`optionsDataList.${i}.optionContent`, ErrorCodes.optionEmpty);
    });
  };
  const knownKey = () => {
    if (unknown) add('answerAttrs.options', ErrorCodes.answerOptionUnknown, { option: unknown });
    return !unknown;
  };

  switch (part.itemTypeCode) {
    case 'single_choice':
      optionCount();
      if (isDimensionScored(part)) {
        if (options.some((o) => !o.optionAttrs.dimension)) add('optionsDataList', ErrorCodes.dimensionRequired);
      } else if (knownKey() && new Set(key).size !== 1) add('answerAttrs.options', ErrorCodes.singleChoiceKey);
      break;
    case 'multiple_choice': {
      optionCount();
      if (knownKey() && !key.length) add('answerAttrs.options', ErrorCodes.multipleChoiceKey);
      const partial = part.answerAttrs.partialScore;
      if (partial != null && (partial <= 0 || partial >= part.score)) add('answerAttrs.partialScore', ErrorCodes.partialScoreTooHigh);
      break;
    }
    case 'true_false':
      if (options.length !== 2 || key.length !== 1 || unknown) add('answerAttrs.options', ErrorCodes.trueFalseOptions);
      break;
    case 'cloze_fill': {
      const blanks = countBlanks(stem);
      const answers = part.answerAttrs.blanks ?? [];
      if (blanks > FILL_BLANKS_MAX) add('stemAttrs.content', ErrorCodes.tooManyBlanks);
      else if (blanks !== answers.length || !blanks)
        add('answerAttrs.blanks', ErrorCodes.blanksMismatch, { blanks, answers: answers.length });
      answers.forEach((accepted, i) => {
        if (!accepted.some((a) => a.trim())) add(`answerAttrs.blanks.${i}`, ErrorCodes.blankAnswerMissing, { n: i + 1 });
      });
      break;
    }
    case 'matching': {
      if (options.length > OPTION_COUNT_MAX) add('optionsDataList', ErrorCodes.tooManyOptions);
      options.forEach((o, i) => {
        if (isEmpty(o.optionContent)) add(`optionsDataList.${i}.optionContent`, ErrorCodes.optionEmpty);
      });
      const pairs: MatchPair[] = part.childItemList ?? [];
      if (pairs.length > MATCHING_QUESTIONS_MAX) add('childItemList', ErrorCodes.tooManyMatchingItems);
      if (!pairs.length) add('childItemList', ErrorCodes.matchingPairKey);
      pairs.forEach((pair, i) => {
        const pairKey = pair.answerAttrs.options ?? [];
        if (isEmpty(pair.stemAttrs.content)) add(`childItemList.${i}.stemAttrs.content`, ErrorCodes.stemRequired);
        if (pairKey.length !== 1 || !letters.includes(pairKey[0]!))
          add(`childItemList.${i}.answerAttrs.options`, ErrorCodes.matchingPairKey);
      });
      break;
    }
    case 'forced_choice':
      optionCount();
      if (options.some((o) => !o.optionAttrs.dimension)) add('optionsDataList', ErrorCodes.forcedChoiceDimension);
      break;
    case 'short_answer':
    case 'essay': {
      const { minWords, maxWords } = part.answerAttrs;
      if (minWords !== undefined && maxWords !== undefined && maxWords > 0 && minWords > maxWords)
        add('answerAttrs.minWords', ErrorCodes.wordLimits);
      break;
    }
    case 'compound':
      break;
  }
}

/** The lengths of getItemConfigs, counted on the visible text. */
function contentLimits(part: ItemPart | ChildItem, at: string, problems: ItemProblem[]) {
  const limit = (path: string, html: string | undefined, max: number) => {
    if (html && richTextPlain(html).length > max) problems.push({ path: at + path, code: ErrorCodes.contentTooLong, params: { max } });
  };
  limit('stemAttrs.content', part.stemAttrs.content, ITEM_LIMITS.itemContentLength);
  part.optionsDataList.forEach((o, i) => limit(`optionsDataList.${i}.optionContent`, o.optionContent, ITEM_LIMITS.itemContentLength));
  limit('descriptionAttrs.content', part.descriptionAttrs.content, ITEM_LIMITS.descriptionLength);
  limit('answerAttrs.content', part.answerAttrs.content, ITEM_LIMITS.answerLength);
  limit('answerAttrs.rubric', part.answerAttrs.rubric, ITEM_LIMITS.answerLength);
  const blanks = part.answerAttrs.blanks?.flat().join('') ?? '';
  if (blanks.length > ITEM_LIMITS.answerLength)
    problems.push({ path: at + 'answerAttrs.blanks', code: ErrorCodes.contentTooLong, params: { max: ITEM_LIMITS.answerLength } });
}
