import type { ItemTypeCode } from '../bank/item';
import { type ItemProblem, scoreProblem } from '../bank/item-rules';
import { ITEM_LIMITS } from '../constants';
import { ErrorCodes } from '../errors';
import type { PaperDraft, PaperItemRef, PaperKind, PaperSectionInput, SectionScoring } from './paper';

/**
 * The rules of a paper that need nothing but the draft (spec §5 and the "Papers"), for the editor, which
 * shows each at its field, and the server, which refuses the first. What needs the items (their types, their time
 * limits, how many a rule finds) the server checks with them: `PERSONALITY_TYPES`, `secondsNeeded`.
 */

/** The only types a personality paper holds (spec §5). */
export const PERSONALITY_TYPES: readonly ItemTypeCode[] = ['single_choice', 'forced_choice'];

type Scored = { score?: number | undefined };
/** An item chosen by hand: a saved one knows its score in the bank (`ownScore`); a draft's, once its item is read. */
type ItemScored = Scored & { ownScore?: number | undefined };
type SectionScores = {
  /** None: `section` (a frozen snapshot's items carry their scores). */
  scoring?: SectionScoring;
  score: number;
  items: readonly ItemScored[];
  rules: readonly (Scored & { count: number })[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * What an item chosen by hand scores in its section: the score given to it, else the section's score or, with `own`
 * scoring, its score in the bank (undefined while a draft's item is not yet read).
 */
export const itemScore = (s: Pick<SectionScores, 'scoring' | 'score'>, item: ItemScored): number | undefined =>
  item.score ?? (s.scoring === 'own' ? item.ownScore : s.score);

/** What each item a rule draws scores: the rule's score, else the section's. */
export const ruleScore = (s: Pick<SectionScores, 'score'>, rule: Scored): number => rule.score ?? s.score;

/** A section's total: its items' scores (an item not yet read counts nothing) and each rule's count times its score. */
export const sectionScore = (s: SectionScores) =>
  round1(s.items.reduce((sum, i) => sum + (itemScore(s, i) ?? 0), 0) + s.rules.reduce((sum, r) => sum + r.count * ruleScore(s, r), 0));

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

/** The pass mark against the total (32010302); a personality paper has none (32010303). */
export function passMarkProblem(draft: Pick<PaperDraft, 'kind' | 'passMark'>, total: number): ItemProblem | undefined {
  if (draft.kind === 'personality') return draft.passMark === null ? undefined : { path: 'passMark', code: ErrorCodes.personalityPassMark };
  return draft.passMark !== null && draft.passMark > total ? { path: 'passMark', code: ErrorCodes.passMarkAboveTotal } : undefined;
}

/** A draft as the rules read it: its items chosen by hand may carry their scores in the bank (the editor's do). */
type DraftToCheck = Pick<PaperDraft, 'kind' | 'passMark'> & {
  sections: readonly (Omit<PaperSectionInput, 'items'> & { items: readonly (PaperItemRef & { ownScore?: number })[] })[];
};

/**
 * The problems the draft alone shows. The pass mark is held against the total only when every item's score is
 * known; the server holds it against the total again once it has read the items (`passMarkProblem`).
 */
export function paperProblems(draft: DraftToCheck): ItemProblem[] {
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
    const sectionScoreProblem = s.scoring === 'own' ? undefined : scoreProblem(s.score);
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
      else if (rule.score === undefined && s.scoring === 'own')
        problems.push({ path: `${at}rules.${j}.score`, code: ErrorCodes.ruleScoreRequired });
      if (kind === 'personality' && !PERSONALITY_TYPES.includes(rule.itemTypeCode))
        problems.push({ path: `${at}rules.${j}.itemTypeCode`, code: ErrorCodes.personalityPaperQuestionType });
    });
  });
  const known = draft.sections.every((s) => s.items.every((item) => itemScore(s, item) !== undefined));
  const passMark = passMarkProblem(draft, known ? paperTotalScore(draft.sections) : Infinity);
  if (passMark) problems.push(passMark);
  return problems;
}
