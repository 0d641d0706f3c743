import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import {
  type CandidateSitting,
  ROSTER_STATES,
  type RosterRow,
  type RosterState,
  type sittingControlApi,
} from '@cloud-exam/contract/sitting/sitting-control';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { sittingRosterRepo } from './sitting-roster.repo';
import { invigilated, refuseUnwatched, sessionOf } from './sitting-target';
import { clockAt, iso } from './sitting-view';

type Input = Inputs<typeof sittingControlApi>;
type Seated = Awaited<ReturnType<ReturnType<typeof sittingRosterRepo>['all']>>[number];

export type SittingRosterDeps = { db: Db; now: Clock };

const inExam: readonly RosterState[] = ['inExam', 'interrupted'];

/** How many are in each state, every state named. */
export const countsOf = (counts: Map<RosterState, number>) =>
  Object.fromEntries(ROSTER_STATES.map((s) => [s, counts.get(s) ?? 0])) as Record<RosterState, number>;

/** A seated candidate as the console's list shows them at `at` (ms): the clock only while in the exam. */
export function rowOf(r: Seated, at: number): RosterRow {
  const clock = inExam.includes(r.state)
    ? clockAt({ state: 'inExam', pausedUntil: r.pausedUntil, deadlineAt: r.deadlineAt }, at)
    : undefined;
  return {
    candidateId: r.candidateId,
    name: r.name,
    admissionNumber: r.admissionNumber,
    roomId: r.roomId,
    roomName: r.roomName,
    seat: r.seat,
    state: r.state,
    signedInAt: iso(r.signedInAt),
    startedAt: iso(r.startedAt),
    deadline: iso(r.deadlineAt),
    remainingSeconds: clock?.remainingSeconds ?? null,
    extraMinutes: Math.round((r.extraSeconds ?? 0) / 60),
    pausedUntil: clock?.pausedUntil ?? null,
    leaveCount: r.leaveCount ?? 0,
    submittedAt: iso(r.submittedAt),
    score: r.score,
  };
}

/**
 * The console's reads of exam day: a session's seated candidates with their state (those not signed in too), and one
 * candidate's sittings with the extra time given them. A holder of `gl_kw_monitor` without `gl_kw` reads the rooms
 * they invigilate only, as the actions restrict them.
 */
export function createSittingRosterService({ db, now }: SittingRosterDeps) {
  return {
    /**
     * A page of a session's candidates by room and seat, and how many are in each state in the whole session (the
     * invigilator's rooms). Another institution's session or room is not found; a room not theirs refuses an
     * invigilator (41300623, as do sessions where they watch no room).
     */
    async list(tenant: Tenant, input: Input['list']) {
      const { session, mine } = await sessionOf(db, tenant, input.sessionId, input.roomId);
      refuseUnwatched(mine, input.roomId);
      const roomIds = mine && [...mine];
      const at = now();
      const repo = sittingRosterRepo(db, tenant);
      const page = await repo.page({ ...input, sessionIds: [session.id] }, new Date(at), roomIds);
      const counts = await repo.counts([session.id], new Date(at), roomIds);
      return { ...page, records: page.records.map((r) => rowOf(r, at)), counts: countsOf(counts) };
    },

    /**
     * The sessions an exam candidate is seated in (an invigilator: those in their rooms), each with the state there and
     * the extra time given in advance or on the day: how much, by whom, when and why (the sitting's `extraTime` events).
     */
    async candidate(tenant: Tenant, { examCandidateId }: Input['candidate']): Promise<CandidateSitting[]> {
      const repo = sittingRosterRepo(db, tenant);
      if (!(await repo.examCandidate(examCandidateId))) throw new AppError(ErrorCodes.notFound);
      const seats = await repo.ofCandidate(examCandidateId, new Date(now()));
      const mine = invigilated(
        tenant,
        seats.flatMap((s) => (s.roomId ? [{ id: s.roomId, invigilatorIds: s.invigilatorIds ?? [] }] : [])),
      );
      const shown = mine ? seats.filter((s) => s.roomId && mine.has(s.roomId)) : seats;
      const events = await repo.eventsOf(
        shown.flatMap((s) => (s.sittingId ? [s.sittingId] : [])),
        'extraTime',
      );
      return shown.map((s) => ({
        sessionId: s.sessionId,
        sessionName: s.sessionName,
        subjectName: s.subjectName,
        beginDate: s.beginAt.toISOString(),
        endDate: s.endAt.toISOString(),
        roomName: s.roomName,
        seat: s.seat,
        state: s.state,
        extraMinutes: Math.round((s.extraSeconds ?? 0) / 60),
        extraTime: events
          .filter((e) => e.sittingId === s.sittingId)
          .map((e) => ({
            minutes: Number(e.detail.minutes ?? 0),
            by: String(e.detail.by ?? ''),
            reason: String(e.detail.reason ?? ''),
            at: e.at.toISOString(),
          })),
      }));
    },
  };
}

export type SittingRosterService = ReturnType<typeof createSittingRosterService>;
