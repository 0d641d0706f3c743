import { scoreItem } from '@cloud-exam/contract/bank/scoring';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { resolveConfig } from '@cloud-exam/contract/exam/exam-config';
import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import type { DrawnPaper } from '@cloud-exam/contract/paper/paper';
import { type AnswerChange, INTERRUPTED_AFTER_SECONDS, type Sitting } from '@cloud-exam/contract/sitting/sitting';
import { AppError } from '../../http/app-error';
import type { SittingRow, sittingRepo } from './sitting.repo';

/* What a sitting is, read off its row: the rules that apply to it, the view its candidate gets, its objective score. */

/** A sitting with what its view shows (the repository's `view`). */
export type View = NonNullable<Awaited<ReturnType<ReturnType<typeof sittingRepo>['view']>>>;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A subject's own late entry and earliest hand-in when above 0, else the exam's (docs/modules/exam.md). */
export function rulesOf(v: Pick<View, 'config' | 'lateEntryMinutes' | 'earlySubmitMinutes'>) {
  const c = resolveConfig(v.config);
  return {
    fullscreen: c.fullscreen === true,
    blockCopyPaste: c.blockCopyPaste === true,
    camera: c.camera === true,
    leaveLimit: Number(c.leaveLimit ?? 0),
    leaveAction: c.leaveAction === 'forceSubmit' ? ('forceSubmit' as const) : ('warn' as const),
    lateEntryMinutes: v.lateEntryMinutes > 0 ? v.lateEntryMinutes : Number(c.lateEntryMinutes ?? 0),
    earliestSubmitMinutes: v.earlySubmitMinutes > 0 ? v.earlySubmitMinutes : Number(c.earliestSubmitMinutes ?? 0),
    shuffleItems: c.shuffleItems === true,
    shuffleOptions: c.shuffleOptions === true,
  };
}

/** Until when a sitting in the exam is paused at `at` (ms), or null. */
export function pausedUntilOf(s: Pick<SittingRow, 'state' | 'pausedUntil'>, at: number) {
  return s.state === 'inExam' && s.pausedUntil && s.pausedUntil.getTime() > at ? s.pausedUntil.getTime() : null;
}

/** A sitting's clock at `at` (ms): the seconds left, standing still while a pause lasts, and until when it is paused. */
export function clockAt(s: Pick<SittingRow, 'state' | 'pausedUntil' | 'deadlineAt'>, at: number) {
  const pausedUntil = pausedUntilOf(s, at);
  return {
    remainingSeconds: s.deadlineAt ? Math.max(0, Math.ceil((s.deadlineAt.getTime() - Math.max(at, pausedUntil ?? 0)) / 1000)) : null,
    pausedUntil: pausedUntil === null ? null : new Date(pausedUntil).toISOString(),
  };
}

/**
 * The sitting as the candidate's client reads it, at the server's time `at`; `infoComplete`: whether the information
 * form is complete (read before the start only).
 */
export function toSitting(v: View, at: number, infoComplete: boolean): Sitting {
  const s = v.sitting;
  const { shuffleItems: _, shuffleOptions: __, ...rules } = rulesOf(v);
  const interrupted = s.state === 'inExam' && (!s.lastSeenAt || s.lastSeenAt.getTime() < at - INTERRUPTED_AFTER_SECONDS * 1000);
  const clock = clockAt(s, at);
  return {
    examId: s.examId,
    examName: v.examName,
    agreement: v.agreement?.trim() ? v.agreement : null,
    infoComplete,
    sessionId: s.sessionId,
    sessionName: v.sessionName,
    subjectName: v.subjectName,
    beginDate: v.beginAt.toISOString(),
    endDate: v.endAt.toISOString(),
    state: interrupted ? 'interrupted' : s.state,
    serverTime: new Date(at).toISOString(),
    startedAt: iso(s.startedAt),
    deadline: iso(s.deadlineAt),
    remainingSeconds: clock.remainingSeconds,
    extraMinutes: Math.round(s.extraSeconds / 60),
    paused: clock.pausedUntil !== null,
    pausedUntil: clock.pausedUntil,
    submittedAt: iso(s.submittedAt),
    leaveCount: s.leaveCount,
    candidate: { name: v.name, admissionNumber: v.admissionNumber, photoUrl: storedFileUrl(v.photoKey) },
    rules,
  };
}

/** The objective score of a handed-in paper, per item, from the drawn content (which carries the paper's points). */
export function scored(paper: DrawnPaper, answers: Map<string, AnswerChange['value']>) {
  const itemScores: Record<string, { score: number; max: number; state: string }> = {};
  let total = 0;
  for (const section of paper.sections)
    for (const item of section.items) {
      const value = answers.get(item.itemId);
      // a part left unanswered travels as null
      const response = value ? { ...value, children: value.children?.map((c) => c ?? undefined) } : undefined;
      const s = scoreItem(item.content, response);
      itemScores[item.itemId] = { score: s.score, max: s.max, state: s.state };
      total += s.score;
    }
  return { itemScores, score: Math.round(total * 10) / 10 };
}

/** A sitting handed in refuses what only an open one may do: force-submitted 42021204, completed 41300608. */
export function refuseHandedIn(s: Pick<SittingRow, 'state'>) {
  if (s.state === 'forceSubmitted') throw new AppError(ErrorCodes.forceSubmitted);
  if (s.state === 'completed') throw new AppError(ErrorCodes.examCompleted);
}
