import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, optionalId, optionalText, pageOf, pageParams } from '../fields';
import { SITTING_STATES } from './sitting';

/**
 * The invigilators' actions on exam day (`/gl/kw/kw/exam/sitting/…`): pause and resume, extra time, force submit,
 * withdraw a hand-in, lock a session. Each names a session and, within it, a room or chosen candidates (the exam
 * candidates' ids, seated in that session), takes a reason, is audited and written into each sitting's record. Held by
 * `gl_kw`, or by `gl_kw_monitor` for the rooms its holder invigilates. Beside them, the reads the console's exam-day
 * pages show: a session's candidates with their state, and one candidate's sittings with the extra time given.
 */

/** A pause lasts at most this long, and is refused when less than this is left (spec §8: 41026507, 41026502). */
export const PAUSE_MAX_MINUTES = 5;
/** Extra time given at once. */
export const EXTRA_MINUTES_MAX = 600;
/** A reason is required, and at most this long. */
export const CONTROL_REASON_MAX = 200;
/** The most candidates one call names. */
export const CONTROL_CANDIDATES_MAX = 1000;

const reason = z.string().trim().min(1).max(CONTROL_REASON_MAX);

/**
 * Whom an action reaches: the whole session; a room of it (`roomId`); or chosen candidates (`candidateIds`, each
 * seated in the session, and in `roomId` when both are given). Named candidates are all or none: one who cannot
 * take the action refuses the call with their code; in a room or a session those who cannot are skipped and listed.
 */
export const controlTarget = {
  sessionId: id,
  roomId: id.optional(),
  candidateIds: z.array(id).min(1).max(CONTROL_CANDIDATES_MAX).optional(),
};
const target = {
  ...controlTarget,
  reason,
  /**
   * Named candidates who cannot take the action are skipped and listed, as in a room, rather than refusing the call
   * (a batch chosen on the answer records' page, whose rows may have changed since they were read).
   */
  skipRefused: z.boolean().optional(),
};

/** Minutes, whole and positive; a pause's own limit is checked by the server with its code. */
const minutes = z.number().int().min(1).max(EXTRA_MINUTES_MAX);

/** What an action did: how many sittings took it, and who was skipped with the code that says why. */
export const controlResultSchema = z.object({
  done: z.number().int(),
  skipped: z.array(z.object({ candidateId: z.string(), name: z.string(), admissionNumber: z.string(), code: z.number().int() })),
});
export type ControlResult = z.infer<typeof controlResultSchema>;

/**
 * A seated candidate's state as the console shows it: their sitting's (spec §4; `interrupted`: in the exam without a
 * heartbeat for 90 s), `notSignedIn` before any sign-in, `absent` once the session is over without a start.
 */
export const ROSTER_STATES = ['notSignedIn', ...SITTING_STATES] as const;
export type RosterState = (typeof ROSTER_STATES)[number];
const rosterState = z.enum(ROSTER_STATES);
/** A list's state filter: one state, or none (a cleared select sends ''). */
export const rosterStateFilter = z
  .union([rosterState, z.literal('')])
  .optional()
  .transform((v) => v || undefined);

/** One candidate seated in a session, with their sitting if they have one (no ID number, no mobile). */
export const rosterRowSchema = z.object({
  /** The exam candidate's id (what the actions' `candidateIds` name). */
  candidateId: z.string(),
  name: z.string(),
  admissionNumber: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  seat: z.number().int().nullable(),
  state: rosterState,
  signedInAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  /** While in the exam: the seconds left by the server's clock (standing still during a pause). */
  remainingSeconds: z.number().int().nullable(),
  extraMinutes: z.number().int(),
  /** While an invigilator's pause lasts. */
  pausedUntil: z.string().nullable(),
  leaveCount: z.number().int(),
  submittedAt: z.string().nullable(),
  /** The objective score once handed in. */
  score: z.number().nullable(),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

/** Extra time given to a sitting: how much, by whom (account name), when and why. */
export const extraTimeGrantSchema = z.object({ minutes: z.number().int(), by: z.string(), at: z.string(), reason: z.string() });

/** A session a candidate is seated in, with their state there and the extra time they were given. */
export const candidateSittingSchema = z.object({
  sessionId: z.string(),
  sessionName: z.string(),
  subjectName: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  roomName: z.string().nullable(),
  seat: z.number().int().nullable(),
  state: rosterState,
  extraMinutes: z.number().int(),
  extraTime: z.array(extraTimeGrantSchema),
});
export type CandidateSitting = z.infer<typeof candidateSittingSchema>;

export const sittingControlApi = endpoints('sitting', needs(Authority.exam, Authority.monitor), {
  pause: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/pause',
    summary: `Pauses candidates in the exam for up to ${PAUSE_MAX_MINUTES} minutes (never beyond their remaining time): their countdown stops, the paper is hidden, saves are refused`,
    input: z.object({ ...target, minutes }),
    output: controlResultSchema,
  },
  resume: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/resume',
    summary: 'Ends a pause early: the time it did not use is taken back from the deadline',
    input: z.object(target),
    output: controlResultSchema,
  },
  extraTime: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/extraTime',
    summary: `Gives candidates extra minutes (at most ${EXTRA_MINUTES_MAX}), those not yet started or offline included`,
    input: z.object({ ...target, minutes }),
    output: controlResultSchema,
  },
  forceSubmit: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/forceSubmit',
    summary: 'Hands candidates’ papers in as force-submitted, scored like a hand-in; they cannot sign in again',
    input: z.object(target),
    output: controlResultSchema,
  },
  withdraw: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/withdraw',
    summary: 'Reopens handed-in papers of chosen candidates with the time they had left at hand-in',
    input: z.object({ ...target, candidateIds: z.array(id).min(1).max(CONTROL_CANDIDATES_MAX) }),
    output: controlResultSchema,
  },
  lock: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/lock',
    summary: 'Locks a session (nobody who has not started may enter) or unlocks it',
    input: z.object({ sessionId: id, locked: z.boolean(), reason }),
    output: z.object({ locked: z.boolean(), done: z.number().int() }),
  },
  list: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/list',
    summary:
      'A session’s seated candidates by room and seat, signed in or not, with their state, clock, leaves and objective score (no ID number or mobile), filtered by room, state and name or admission number; `counts` by state cover the whole session (an invigilator: their rooms)',
    input: z.object({
      sessionId: id,
      roomId: optionalId,
      state: rosterStateFilter,
      keyword: optionalText(50),
      ...pageParams,
    }),
    output: pageOf(rosterRowSchema).extend({ counts: z.record(rosterState, z.number().int()) }),
  },
  candidate: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/candidate',
    summary:
      'The sessions an exam candidate is seated in (an invigilator: those in their rooms), with their state and the extra time given, by whom, when and why',
    input: z.object({ examCandidateId: id }),
    output: z.array(candidateSittingSchema),
  },
});
