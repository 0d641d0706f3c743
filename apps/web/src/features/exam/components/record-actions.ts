import type { ControlResult, RosterState } from '@cloud-exam/contract/sitting/sitting-control';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import type { RecordRow } from '@cloud-exam/contract/sitting/sitting-records';
import { call } from '../../../api/call';
import { RequestError } from '../../../api/request';

/**
 * The invigilators' actions the answer records offer on chosen candidates, when each makes sense, and how a choice
 * spread over several sessions is sent: one call per session, the candidates who cannot take it skipped with the code
 * that says why.
 */

export const RECORD_ACTIONS = ['pause', 'resume', 'extraTime', 'forceSubmit', 'withdraw'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];
/** Beside the candidates' actions, the whole session's lock (the session's overview offers it). */
export type SittingAction = RecordAction | 'lock' | 'unlock';
/** Whom an action reaches in one session: chosen candidates, or (none named) everyone seated there. */
export type ActionTarget = { sessionId: string; candidateIds?: string[] };

/** The chosen candidates, session by session: one call each. */
export function targetsOf(rows: RecordRow[]): ActionTarget[] {
  const bySession = new Map<string, string[]>();
  for (const r of rows) bySession.set(r.sessionId, [...(bySession.get(r.sessionId) ?? []), r.candidateId]);
  return [...bySession].map(([sessionId, candidateIds]) => ({ sessionId, candidateIds }));
}

const IN_EXAM: readonly RosterState[] = ['inExam', 'interrupted'];
const OPEN: readonly RosterState[] = ['notSignedIn', 'signedIn', 'inExam', 'interrupted'];
const HANDED_IN: readonly RosterState[] = ['completed', 'forceSubmitted'];

/** Whether an action makes sense for a candidate as the records show them (the server has the last word). */
export const appliesTo: Record<RecordAction, (row: RecordRow) => boolean> = {
  pause: (r) => IN_EXAM.includes(r.state) && !r.pausedUntil,
  resume: (r) => IN_EXAM.includes(r.state) && !!r.pausedUntil,
  extraTime: (r) => OPEN.includes(r.state),
  forceSubmit: (r) => r.state === 'signedIn' || IN_EXAM.includes(r.state),
  withdraw: (r) => HANDED_IN.includes(r.state),
};

/** The actions confirmed once more before they are sent: they end or reopen papers. */
export const CONFIRMED: Partial<Record<SittingAction, true>> = { forceSubmit: true, withdraw: true };

export type ActionValues = { minutes?: number; reason: string };

/** The calls of the actions, those that take minutes and the others. */
const WITH_MINUTES = { pause: sittingControlApi.pause, extraTime: sittingControlApi.extraTime };
const WITHOUT_MINUTES = {
  resume: sittingControlApi.resume,
  forceSubmit: sittingControlApi.forceSubmit,
  withdraw: sittingControlApi.withdraw,
};

/** One call of an action for one session's target. */
function sendOne(action: SittingAction, { sessionId, candidateIds }: ActionTarget, { reason, minutes }: ActionValues) {
  if (action === 'lock' || action === 'unlock')
    return call(sittingControlApi.lock, { sessionId, locked: action === 'lock', reason }).then((r) => ({ done: r.done, skipped: [] }));
  const target = { sessionId, reason, skipRefused: true, ...(candidateIds ? { candidateIds } : {}) };
  if (action === 'pause' || action === 'extraTime') return call(WITH_MINUTES[action], { ...target, minutes: minutes! });
  if (action === 'withdraw') return call(sittingControlApi.withdraw, { ...target, candidateIds: candidateIds ?? [] });
  return call(WITHOUT_MINUTES[action], target);
}

/**
 * Sends an action to its targets, one call per session, each skipping those who cannot take it. A call the server
 * refuses whole (told to the user by the request layer) stops the rest; what was done before it is answered.
 */
export async function sendAction(action: SittingAction, targets: ActionTarget[], values: ActionValues) {
  const total: ControlResult = { done: 0, skipped: [] };
  let failed = false;
  for (const target of targets) {
    try {
      const answer = await sendOne(action, target, values);
      total.done += answer.done;
      total.skipped.push(...answer.skipped);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      failed = true;
      break;
    }
  }
  return { ...total, failed };
}
