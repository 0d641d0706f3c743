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
export const CONFIRMED: Partial<Record<RecordAction, true>> = { forceSubmit: true, withdraw: true };

export type ActionValues = { minutes?: number; reason: string };

/** The calls of the actions, those that take minutes and the others. */
const WITH_MINUTES = { pause: sittingControlApi.pause, extraTime: sittingControlApi.extraTime };
const WITHOUT_MINUTES = {
  resume: sittingControlApi.resume,
  forceSubmit: sittingControlApi.forceSubmit,
  withdraw: sittingControlApi.withdraw,
};

/**
 * Sends an action for the chosen candidates, one call per session, each skipping those who cannot take it. A call the
 * server refuses whole (told to the user by the request layer) stops the rest; what was done before it is answered.
 */
export async function sendAction(action: RecordAction, rows: RecordRow[], values: ActionValues) {
  const bySession = new Map<string, string[]>();
  for (const r of rows) bySession.set(r.sessionId, [...(bySession.get(r.sessionId) ?? []), r.candidateId]);
  const total: ControlResult = { done: 0, skipped: [] };
  let failed = false;
  for (const [sessionId, candidateIds] of bySession) {
    const target = { sessionId, candidateIds, reason: values.reason, skipRefused: true };
    try {
      const answer =
        action === 'pause' || action === 'extraTime'
          ? await call(WITH_MINUTES[action], { ...target, minutes: values.minutes! })
          : await call(WITHOUT_MINUTES[action], target);
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
