import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, FILE, needs } from '../endpoint';
import { LOGIN_METHODS } from '../exam/exam-config';
import { id, optionalId, optionalText, pageOf, pageParams } from '../fields';
import { CONSEQUENCES } from './sitting-discipline';

/**
 * What the console reads of one candidate's exam day and of the invigilators' messages (`/gl/kw/kw/exam/sitting/…`):
 * the candidate's record in a session — every sign-in with its address, device and browser, the start, each leave of
 * the page or of fullscreen, pauses, extra time, messages received and read, media played, the information form saved,
 * the hand-in or forced hand-in, a reopened paper — in order, with who did it and why for the invigilators' actions,
 * also as an .xlsx; and who received a message and when each read it. Held by `gl_kw`, or by `gl_kw_monitor` for the
 * rooms its holder invigilates.
 */

/** The kinds of event a sitting's record holds, in the order the record's filter offers them. */
export const RECORD_KINDS = [
  'signIn',
  // a sign-in refused as late (41300616) or while the session was locked (41300617)
  'entryRefused',
  'start',
  'leavePage',
  'returnPage',
  'leaveFullscreen',
  'enterFullscreen',
  'copyPasteBlocked',
  'pause',
  'resume',
  'extraTime',
  'message',
  'mediaPlay',
  'infoSave',
  'snapshot',
  'submit',
  'forceSubmit',
  'withdraw',
  'lock',
  'unlock',
  // discipline (sitting-discipline.ts): a breach recorded against the candidate, and its revocation
  'breach',
  'breachRevoke',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Why a paper was handed in without an invigilator: by the candidate, when time was up, past the leave limit. */
export const HAND_IN_CAUSES = ['candidate', 'timeUp', 'leaveLimit'] as const;
export type HandInCause = (typeof HAND_IN_CAUSES)[number];

/**
 * One event of the record, its detail as fields to show (those of its kind only; never a token, a file's key or an
 * answer). `at` is when the server recorded it; `clientTime` when the candidate's computer says it happened (the
 * events its heartbeat reports).
 */
export const recordEventSchema = z.object({
  id: z.string(),
  kind: z.enum(RECORD_KINDS),
  at: z.string(),
  clientTime: z.string().nullable(),
  /** The invigilator's account name, for their actions, their messages and a forced hand-in. */
  by: z.string().nullable(),
  /** The reason the invigilator gave. */
  reason: z.string().nullable(),
  /** signIn: how, from which address, on what. */
  method: z.enum(LOGIN_METHODS).optional(),
  ip: z.string().optional(),
  device: z.string().optional(),
  browser: z.string().optional(),
  /** entryRefused: the refusal's code (41300616 late, 41300617 locked). */
  code: z.number().int().optional(),
  /** start: the paper drawn, and whether the exam's agreement was agreed to. */
  paper: z.string().optional(),
  agreed: z.boolean().optional(),
  /** pause and extraTime: how long; pause: until when. */
  minutes: z.number().int().optional(),
  until: z.string().optional(),
  /** withdraw: the seconds given back (null: the paper is to be started afresh). */
  secondsLeft: z.number().int().nullable().optional(),
  /** message: what it said, and when the candidate read it (null: not yet). */
  text: z.string().optional(),
  readAt: z.string().nullable().optional(),
  /** mediaPlay: the item's number in the candidate's paper and the media's among its stem's, from 1. */
  item: z.number().int().optional(),
  media: z.number().int().optional(),
  /** infoSave: the titles of the form's fields the save changed. */
  fields: z.array(z.string()).optional(),
  /** breach and breachRevoke: the rule's name; breach: the consequence and a deduction's points. */
  rule: z.string().optional(),
  consequence: z.enum(CONSEQUENCES).optional(),
  points: z.number().optional(),
  /** submit and forceSubmit: how many items had an answer; without an invigilator, why it was handed in. */
  answered: z.number().int().optional(),
  cause: z.enum(HAND_IN_CAUSES).optional(),
});
export type RecordEvent = z.infer<typeof recordEventSchema>;

/** Kinds as a list in JSON or a query's repeated or comma-separated field; none or empty: every kind. */
const kinds = z
  .union([z.array(z.string()), z.string().transform((v) => (v ? v.split(',').map((s) => s.trim()) : []))])
  .pipe(z.array(z.enum(RECORD_KINDS)).max(RECORD_KINDS.length))
  .optional()
  .transform((v) => (v?.length ? [...new Set(v)] : undefined));

const recordInput = z.object({ sessionId: id, examCandidateId: id, kinds });

/** The candidate a record is of, as seated in the session. */
export const recordCandidateSchema = z.object({
  candidateId: z.string(),
  name: z.string(),
  admissionNumber: z.string(),
  roomName: z.string().nullable(),
  seat: z.number().int().nullable(),
});

/** A candidate a message reached, with the room they sat in when it was sent and when they read it. */
export const messageRecipientSchema = z.object({
  candidateId: z.string(),
  name: z.string(),
  admissionNumber: z.string(),
  roomName: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

export const READ_STATES = ['read', 'unread'] as const;

export const sittingRecordApi = endpoints('sitting', needs(Authority.exam, Authority.monitor), {
  events: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/events',
    summary:
      'A candidate’s record in a session, in order: sign-ins (address, device, browser), the start, leaves, pauses, extra time, messages and their reading, media plays, the information form, hand-in; who did it and why for the invigilators’ actions; filtered by kind',
    input: recordInput,
    output: z.object({ candidate: recordCandidateSchema, events: z.array(recordEventSchema) }),
  },
  exportEvents: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/events/export',
    summary: 'A candidate’s record in a session as filtered (.xlsx, in the caller’s language), also kept in the download centre; audited',
    input: recordInput,
    output: FILE,
  },
  recipients: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/message/recipients',
    summary:
      'The candidates a message reached (in a room when one is named; an invigilator’s own rooms only) with when each read it, filtered by read or not and by name or admission number, paged',
    input: z.object({
      messageId: id,
      roomId: optionalId,
      read: z
        .union([z.enum(READ_STATES), z.literal('')])
        .optional()
        .transform((v) => v || undefined),
      keyword: optionalText(50),
      ...pageParams,
    }),
    output: pageOf(messageRecipientSchema).extend({ read: z.number().int(), unread: z.number().int() }),
  },
});
