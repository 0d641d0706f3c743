import { type ChildItem, type ItemPart, type ItemTypeCode, type MatchPair, optionLetter } from './item';
import { isDimensionScored, isPart } from './item-rules';

/**
 * Automatic marking: one pure function per item type, each taking the item as saved and a candidate's answer.
 * Exam day calls `scoreItem` for every answer; the paper preview uses it to check an author's trial answers.
 */

/** A candidate's answer to one item, read according to its type. */
export type ItemResponse = {
  /** Choice types: the letters chosen. */
  options?: string[];
  /** Cloze: the text written in each blank, in order. */
  blanks?: string[];
  /** Matching: the letter chosen for each pair, in order. */
  pairs?: (string | null)[];
  /** Forced choice: the statements chosen as most and least like the candidate. */
  most?: string;
  least?: string;
  /** Short answer and essay. */
  text?: string;
  /** Compound: the answers of its parts, in order. */
  children?: (ItemResponse | undefined)[];
};

export type ScoreState = 'right' | 'partial' | 'wrong' | 'unanswered' | 'manual' | 'dimension';

export type ItemScore = {
  score: number;
  /** What the item is worth (0 for one scored by dimension). */
  max: number;
  /** `manual`: a marker scores it; `dimension`: it adds to personality dimensions, not to the score. */
  state: ScoreState;
  /** Personality dimensions the answer adds to. */
  dimensions: Record<string, number>;
};

type Scorable = ItemPart | ChildItem;

const round1 = (n: number) => Math.round(n * 10 + 1e-9) / 10;
const result = (score: number, max: number, state: ScoreState, dimensions: Record<string, number> = {}): ItemScore => ({
  score: round1(score),
  max,
  state,
  dimensions,
});
/** Full marks, none, or a share of them, named by how much was right. */
const byShare = (right: number, of: number, max: number) =>
  result((max * right) / of, max, right === of ? 'right' : right > 0 ? 'partial' : 'wrong');

const sameSet = (a: readonly string[], b: readonly string[]) => new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

export function scoreSingleChoice(item: Scorable, response: ItemResponse): ItemScore {
  const chosen = response.options ?? [];
  if (isDimensionScored(item)) {
    const option = item.optionsDataList.find((_, i) => optionLetter(i) === chosen[0]);
    const dimension = option?.optionAttrs.dimension;
    if (chosen.length !== 1 || !dimension) return result(0, 0, chosen.length ? 'wrong' : 'unanswered');
    return result(0, 0, 'dimension', { [dimension]: option.optionAttrs.dimensionScore ?? 1 });
  }
  if (!chosen.length) return result(0, item.score, 'unanswered');
  return chosen.length === 1 && sameSet(chosen, item.answerAttrs.options ?? [])
    ? result(item.score, item.score, 'right')
    : result(0, item.score, 'wrong');
}

/** All the right options and no other: full marks; some right ones and no wrong one: the partial score, if any. */
export function scoreMultipleChoice(item: Scorable, response: ItemResponse): ItemScore {
  const chosen = [...new Set(response.options ?? [])];
  const key = item.answerAttrs.options ?? [];
  if (!chosen.length) return result(0, item.score, 'unanswered');
  if (sameSet(chosen, key)) return result(item.score, item.score, 'right');
  const partial = item.answerAttrs.partialScore ?? 0;
  if (partial > 0 && chosen.every((c) => key.includes(c))) return result(partial, item.score, 'partial');
  return result(0, item.score, 'wrong');
}

export const scoreTrueFalse = scoreSingleChoice;

/**
 * Each blank is worth an equal share. An answer is right when, after the item's options (ignore case, ignore spaces)
 * are applied to both, it equals one of the blank's accepted answers; in any order, each answer may fill any one
 * blank, each blank counted once (the most blanks that can be matched).
 */
export function scoreClozeFill(item: Scorable, response: ItemResponse): ItemScore {
  const { blanks: accepted = [], ignoreCase, ignoreSpaces, anyOrder } = item.answerAttrs;
  const normal = (text: string) => {
    const spaced = ignoreSpaces ? text.replace(/\s+/g, '') : text.trim().replace(/\s+/g, ' ');
    return ignoreCase ? spaced.toLowerCase() : spaced;
  };
  const written = (response.blanks ?? []).map((t) => normal(t ?? ''));
  if (!written.some(Boolean)) return result(0, item.score, 'unanswered');
  const sets = accepted.map((alternatives) => new Set(alternatives.map(normal).filter(Boolean)));
  // in any order, an answer written twice counts once
  const right = anyOrder ? maxMatching([...new Set(written)], sets) : sets.filter((set, i) => !!written[i] && set.has(written[i]!)).length;
  return byShare(right, Math.max(sets.length, 1), item.score);
}

/** How many answers can each fill a different blank that accepts them (augmenting paths; at most 40 blanks). */
function maxMatching(answers: string[], blanks: Set<string>[]) {
  const answerOfBlank: (number | undefined)[] = blanks.map(() => undefined);
  const tryAnswer = (a: number, seen: Set<number>): boolean => {
    for (let b = 0; b < blanks.length; b++) {
      if (seen.has(b) || !answers[a] || !blanks[b]!.has(answers[a]!)) continue;
      seen.add(b);
      const holder = answerOfBlank[b];
      if (holder === undefined || tryAnswer(holder, seen)) {
        answerOfBlank[b] = a;
        return true;
      }
    }
    return false;
  };
  return answers.filter((_, a) => tryAnswer(a, new Set())).length;
}

/** Each pair is worth an equal share. */
export function scoreMatching(item: Scorable, response: ItemResponse): ItemScore {
  const pairs: MatchPair[] = item.childItemList ?? [];
  const chosen = response.pairs ?? [];
  if (!chosen.some(Boolean)) return result(0, item.score, 'unanswered');
  const right = pairs.filter((pair, i) => !!chosen[i] && pair.answerAttrs.options?.[0] === chosen[i]).length;
  return byShare(right, Math.max(pairs.length, 1), item.score);
}

/** Adds the item's "most" score to the most-like statement's dimension and its "least" score to the least-like one's. */
export function scoreForcedChoice(item: Scorable, response: ItemResponse): ItemScore {
  const dimensionOf = (letter: string | undefined) =>
    item.optionsDataList.find((_, i) => optionLetter(i) === letter)?.optionAttrs.dimension;
  const most = dimensionOf(response.most);
  const least = dimensionOf(response.least);
  if (!most || !least || response.most === response.least) return result(0, 0, response.most || response.least ? 'wrong' : 'unanswered');
  const dimensions: Record<string, number> = {};
  dimensions[most] = (dimensions[most] ?? 0) + (item.answerAttrs.mostScore ?? 1);
  dimensions[least] = (dimensions[least] ?? 0) + (item.answerAttrs.leastScore ?? -1);
  return result(0, 0, 'dimension', dimensions);
}

/** A marker scores it; unanswered is known at once. */
export function scoreByMarker(item: Scorable, response: ItemResponse): ItemScore {
  return result(0, item.score, response.text?.trim() ? 'manual' : 'unanswered');
}

/** The sum of its parts; a part a marker scores leaves the whole to be finished by the marker. */
export function scoreCompound(item: ItemPart, response: ItemResponse): ItemScore {
  const parts = item.childItemList.filter(isPart);
  const scores = parts.map((part, i) => scorePart(part, response.children?.[i] ?? {}));
  const dimensions: Record<string, number> = {};
  for (const s of scores) for (const [d, v] of Object.entries(s.dimensions)) dimensions[d] = (dimensions[d] ?? 0) + v;
  const states = new Set(scores.map((s) => s.state));
  const state: ScoreState = states.has('manual')
    ? 'manual'
    : states.size === 1
      ? scores[0]!.state
      : [...states].every((s) => s === 'unanswered' || s === 'wrong')
        ? 'wrong'
        : 'partial';
  const sum = (pick: (s: ItemScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  return result(
    sum((s) => s.score),
    round1(sum((s) => s.max)),
    scores.length ? state : 'unanswered',
    dimensions,
  );
}

const SCORERS: Record<Exclude<ItemTypeCode, 'compound'>, (item: Scorable, response: ItemResponse) => ItemScore> = {
  single_choice: scoreSingleChoice,
  multiple_choice: scoreMultipleChoice,
  true_false: scoreTrueFalse,
  cloze_fill: scoreClozeFill,
  matching: scoreMatching,
  forced_choice: scoreForcedChoice,
  short_answer: scoreByMarker,
  essay: scoreByMarker,
};

function scorePart(part: ChildItem, response: ItemResponse): ItemScore {
  return part.itemTypeCode === 'compound' ? result(0, 0, 'wrong') : SCORERS[part.itemTypeCode](part, response);
}

/** Marks a candidate's answer to an item of any type. */
export function scoreItem(item: ItemPart, response: ItemResponse | undefined): ItemScore {
  return item.itemTypeCode === 'compound' ? scoreCompound(item, response ?? {}) : SCORERS[item.itemTypeCode](item, response ?? {});
}
