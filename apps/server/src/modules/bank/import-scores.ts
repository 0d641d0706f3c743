import { type DefaultScores, SCORED_ITEM_TYPES, type ScoredItemType } from '@cloud-exam/contract/bank/bank';
import type { ChildItem, ItemContent, ItemTypeCode, MatchPair } from '@cloud-exam/contract/bank/item';
import { compoundScore, isDimensionScored, isPart, itemProblems } from '@cloud-exam/contract/bank/item-rules';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { AppError } from '../../http/app-error';
import type { ParseProblem } from './formats/item-text';

/**
 * The scores of imported items before they are committed: the bank's default for an item whose file gave none,
 * and the uploader's changes in the preview, each followed by the item rules on the fields a score decides.
 */

/** What an import keeps of an item that its score touches. `defaulted`: the paths of the scores the bank gave. */
export type Scored = { content: ItemContent; problems: ParseProblem[]; source: { ordinal: number }; defaulted?: string[] };

/** The rules a score decides: above 0 and within the limits, a partial score below the whole. */
const SCORE_RULES = new Set<number>([ErrorCodes.questionScoreNotPositive, ErrorCodes.scoreRange, ErrorCodes.partialScoreTooHigh]);
const SCORE_FIELD = /(^|\.)(score|answerAttrs\.partialScore)$/;
const isScoreRule = (field: string | undefined, code: number) => SCORE_FIELD.test(field ?? '') && SCORE_RULES.has(code);

const isScored = (type: ItemTypeCode): type is ScoredItemType => (SCORED_ITEM_TYPES as readonly string[]).includes(type);

/** The item's problems with those its scores decide found again by the item rules. */
function rechecked(content: ItemContent, problems: ParseProblem[]): ParseProblem[] {
  const kept = problems.filter((p) => !isScoreRule(p.field, p.code));
  const seen = new Set(kept.map((p) => p.field));
  const found = itemProblems(content)
    .filter((p) => isScoreRule(p.path, p.code) && !seen.has(p.path))
    .map((p) => ({ field: p.path, code: p.code, ...(p.params ? { params: p.params } : {}) }));
  return [...kept, ...found];
}

type Part = Pick<ChildItem, 'itemTypeCode' | 'score' | 'optionsDataList' | 'answerAttrs'>;

/** Sets the scores `pick` answers for (by the part's path, '' for the item itself); undefined when it answers none. */
function rescored(content: ItemContent, pick: (path: string, part: Part) => number | undefined) {
  if (content.itemTypeCode !== 'compound') {
    const score = pick('', content);
    return score === undefined ? undefined : { content: { ...content, score }, changed: [''] };
  }
  const changed: string[] = [];
  const parts = content.childItemList.map((c: ChildItem | MatchPair, i) => {
    const score = isPart(c) ? pick(`childItemList.${i}`, c) : undefined;
    if (score === undefined) return c;
    changed.push(`childItemList.${i}`);
    return { ...c, score };
  });
  return changed.length ? { content: { ...content, childItemList: parts, score: compoundScore(parts) }, changed } : undefined;
}

/** An item whose file gave no score: each score of a scored type that is not above 0 takes the bank's default. */
export function withDefaultScores<T extends Omit<Scored, 'defaulted'>>(item: T, defaults: DefaultScores): T & { defaulted: string[] } {
  const done = rescored(item.content, (_, part) =>
    isScored(part.itemTypeCode) && !(part.score > 0) && !isDimensionScored(part) ? defaults[part.itemTypeCode] : undefined,
  );
  if (!done) return { ...item, defaulted: [] };
  return { ...item, content: done.content, problems: rechecked(done.content, item.problems), defaulted: done.changed };
}

/** Which imported items a change of score is for: some by their ordinal, or every one (or every defaulted one) of a type. */
export type ScoreTarget = { ordinals?: number[]; itemTypeCode?: ScoredItemType; defaultedOnly?: boolean };

/**
 * The items with the chosen scores set (a compound item's parts of the type; a compound named by its ordinal is
 * refused: its score is its parts' total) and their score problems found again; answers how many items changed.
 */
export function setScores<T extends Scored>(items: T[], score: number, { ordinals, itemTypeCode, defaultedOnly }: ScoreTarget) {
  const named = new Set(ordinals ?? []);
  if (items.some((item) => named.has(item.source.ordinal) && item.content.itemTypeCode === 'compound'))
    throw new AppError(ErrorCodes.importCompoundScore);
  const chosen = (item: T) => (path: string, part: Part) =>
    named.size
      ? named.has(item.source.ordinal)
        ? score
        : undefined
      : part.itemTypeCode === itemTypeCode && (!defaultedOnly || (item.defaulted ?? []).includes(path))
        ? score
        : undefined;
  let changed = 0;
  const next = items.map((item) => {
    const done = rescored(item.content, chosen(item));
    if (!done) return item;
    changed++;
    return {
      ...item,
      content: done.content,
      problems: rechecked(done.content, item.problems),
      defaulted: (item.defaulted ?? []).filter((path) => !done.changed.includes(path)),
    };
  });
  return { items: next, changed };
}
