import type { ItemTypeCode } from '../bank/item';
import { type ItemProblem, scoreProblem } from '../bank/item-rules';
import { ITEM_LIMITS } from '../constants';
import { ErrorCodes } from '../errors';
import type { PaperDraft, PaperKind } from './paper';

/**
 * The rules of a paper that need nothing but the draft (spec §5 and the "Papers"), for the editor, which
 * shows each at its field, and the server, which refuses the first. What needs the items (their types, their time
 * limits, how many a rule finds) the server checks with them: `PERSONALITY_TYPES`, `secondsNeeded`.
 */

/** The only types a personality paper holds (spec §5). */
export const PERSONALITY_TYPES: readonly ItemTypeCode[] = ['single_choice', 'forced_choice'];

type Scored = { score?: number | undefined };
type SectionScores = { score: number; items: readonly Scored[]; rules: readonly (Scored & { count: number })[] };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A section's total: its items' scores and each rule's count times its score. */
export const sectionScore = (s: SectionScores) =>
  round1(s.items.reduce((sum, i) => sum + (i.score ?? s.score), 0) + s.rules.reduce((sum, r) => sum + r.count * (r.score ?? s.score), 0));

/** A paper's total score: the sum of its sections'. */
export const paperTotalScore = (sections: readonly SectionScores[]) => round1(sections.reduce((sum, s) => sum + sectionScore(s), 0));

/** Items a candidate gets: those chosen by hand and those the rules draw. */
export const paperItemCount = (sections: readonly SectionScores[]) =>
  sections.reduce((sum, s) => sum + s.items.length + s.rules.reduce((n, r) => n + r.count, 0), 0);

/**
 * The time limits a paper's duration must cover, in seconds: the items chosen by hand, and for each rule the
 * worst case, the `count` longest limits of its pool (a draw may pick exactly those).
 */
export function secondsNeeded(items: readonly number[], rules: readonly { count: number; pool: readonly number[] }[]): number {
  const longest = (pool: readonly number[], count: number) =>
    [...pool]
      .sort((a, b) => b - a)
      .slice(0, count)
      .reduce((a, b) => a + b, 0);
  return items.reduce((a, b) => a + b, 0) + rules.reduce((sum, r) => sum + longest(r.pool, r.count), 0);
}

/** Whether a duration in minutes covers the items' time limits (32010111 otherwise). */
export const durationCovers = (minutes: number, seconds: number) => minutes * 60 >= seconds;

export function paperProblems(draft: Pick<PaperDraft, 'kind' | 'passMark' | 'sections'>): ItemProblem[] {
  const problems: ItemProblem[] = [];
  const kind: PaperKind = draft.kind;
  const seen = new Set<string>();
  draft.sections.forEach((s, i) => {
    const at = `sections.${i}.`;
    if (s.topicName.length > ITEM_LIMITS.topicNameLength)
      problems.push({ path: `${at}topicName`, code: ErrorCodes.contentTooLong, params: { max: ITEM_LIMITS.topicNameLength } });
    if (s.topicDescription.length > ITEM_LIMITS.topicDescriptionLength)
      problems.push({
        path: `${at}topicDescription`,
        code: ErrorCodes.contentTooLong,
        params: { max: ITEM_LIMITS.topicDescriptionLength },
      });
    const sectionScoreProblem = scoreProblem(s.score);
    if (sectionScoreProblem) problems.push({ path: `${at}score`, code: sectionScoreProblem });
    if (!s.items.length && !s.rules.length) problems.push({ path: `${at}items`, code: ErrorCodes.paperSectionEmpty });
    if (kind === 'fixed' && s.rules.length) problems.push({ path: `${at}rules`, code: ErrorCodes.paperRulesInFixed });
    s.items.forEach((item, j) => {
      if (seen.has(item.itemId)) problems.push({ path: `${at}items.${j}.itemId`, code: ErrorCodes.paperItemRepeated });
      seen.add(item.itemId);
      const problem = item.score === undefined ? undefined : scoreProblem(item.score);
      if (problem) problems.push({ path: `${at}items.${j}.score`, code: problem });
    });
    s.rules.forEach((rule, j) => {
      const problem = rule.score === undefined ? undefined : scoreProblem(rule.score);
      if (problem) problems.push({ path: `${at}rules.${j}.score`, code: problem });
      if (kind === 'personality' && !PERSONALITY_TYPES.includes(rule.itemTypeCode))
        problems.push({ path: `${at}rules.${j}.itemTypeCode`, code: ErrorCodes.personalityPaperQuestionType });
    });
  });
  if (kind === 'personality') {
    if (draft.passMark !== null) problems.push({ path: 'passMark', code: ErrorCodes.personalityPassMark });
  } else if (draft.passMark !== null && draft.passMark > paperTotalScore(draft.sections))
    problems.push({ path: 'passMark', code: ErrorCodes.passMarkAboveTotal });
  return problems;
}
