import { z } from 'zod';
import { ITEM_MEDIA_MAX, ITEM_TYPE_CODES, stemAttrsSchema } from '../bank/item';
import { candidateAccess, endpoints, publicAccess } from '../endpoint';
import { collectFieldSchema } from '../exam/collect-info';
import { LEAVE_ACTIONS, LOGIN_METHODS } from '../exam/exam-config';
import { id } from '../fields';
import { storedFileSchema } from '../files/stored-file';

/**
 * Exam day as the candidate meets it: the exam client's calls (`/gl/ks/ks/exam/…`). A sitting is one candidate
 * sitting one session of an exam; the candidate signs in to it with the exam's login methods and a token of its own,
 * which reads and writes only that sitting: its paper, its answers, its clock. The server owns the clock and the
 * state; every saved answer carries the candidate's sequence number, so a repeated or late batch never overwrites
 * a newer answer, and "saved" is said only after the database has committed it.
 */

/** A candidate's states (spec §4). `interrupted` is read off the heartbeat, not stored. */
export const SITTING_STATES = ['signedIn', 'inExam', 'interrupted', 'completed', 'absent', 'forceSubmitted'] as const;
export type SittingState = (typeof SITTING_STATES)[number];
/** The states after hand-in: the paper is locked. */
export const HANDED_IN: readonly SittingState[] = ['completed', 'forceSubmitted'];

/** Sign-in opens this long before a session begins (the device check and instructions come first). */
export const SIGN_IN_OPENS_MINUTES = 30;
/** How often the client beats; a sitting in the exam without a beat for INTERRUPTED_AFTER_SECONDS is interrupted. */
export const HEARTBEAT_SECONDS = 30;
export const INTERRUPTED_AFTER_SECONDS = 90;
/** An answer stamped before the deadline is still taken this long after it (a save under way when time ran out). */
export const SAVE_GRACE_SECONDS = 30;
/**
 * Sign-in attempts, as the console's are limited: per candidate of an exam, and failures per address, which a whole
 * school's exam room may share (hence many).
 */
export const CANDIDATE_SIGN_IN_LIMITS = { windowMs: 15 * 60_000, perAccount: 10, perAddress: 200 } as const;
/** The most answers one save carries, and the most events one heartbeat. */
export const SAVE_BATCH_MAX = 200;
export const EVENT_BATCH_MAX = 50;
/** When the exam uses the camera, the client sends a snapshot this often, of at most SNAPSHOT_MAX_BYTES. */
export const SNAPSHOT_SECONDS = 60;
export const SNAPSHOT_MAX_BYTES = 512 * 1024;
/** A written answer (short answer, essay, a blank) at most this long. */
export const ANSWER_TEXT_MAX = 20_000;

/** A candidate's answer to one item (the scoring's `ItemResponse`), as the client sends it. */
const responseFields = {
  options: z.array(z.string().max(2)).max(26).optional(),
  blanks: z.array(z.string().max(ANSWER_TEXT_MAX)).max(60).optional(),
  pairs: z.array(z.string().max(2).nullable()).max(50).optional(),
  most: z.string().max(2).optional(),
  least: z.string().max(2).optional(),
  text: z.string().max(ANSWER_TEXT_MAX).optional(),
};
const partResponseSchema = z.object(responseFields);
export const responseSchema = z.object({ ...responseFields, children: z.array(partResponseSchema.nullable()).max(50).optional() });
export type Response = z.infer<typeof responseSchema>;

/** Whether an answer says anything: an option chosen, a word written, a pair matched, in any of its parts. */
export const isAnswered = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(isAnswered)
    : value && typeof value === 'object'
      ? Object.values(value).some(isAnswered)
      : typeof value === 'string' && value.trim() !== '';

/** One answer as the client queues it: the newest `seq` of an item wins, whenever it arrives. */
export const answerChangeSchema = z.object({
  itemId: id,
  /** The candidate's own counter for the item, rising with every change. */
  seq: z.number().int().min(1).max(2_000_000_000),
  /** null: the answer was cleared. */
  value: responseSchema.nullable(),
  /** When the candidate made the change, by the candidate's clock (kept for the answer history, never trusted). */
  clientTime: z.iso.datetime(),
});
export type AnswerChange = z.infer<typeof answerChangeSchema>;

/** The server's receipt for an item: the sequence it holds and when it was committed. */
export const receiptSchema = z.object({ itemId: z.string(), seq: z.number().int(), savedAt: z.string() });
export type Receipt = z.infer<typeof receiptSchema>;

export const SITTING_EVENT_KINDS = ['leavePage', 'returnPage', 'leaveFullscreen', 'enterFullscreen', 'copyPasteBlocked'] as const;
export type SittingEventKind = (typeof SITTING_EVENT_KINDS)[number];
const eventSchema = z.object({ kind: z.enum(SITTING_EVENT_KINDS), at: z.iso.datetime() });

/** The exam's rules the client enforces and shows (from its configuration). */
const rulesSchema = z.object({
  fullscreen: z.boolean(),
  blockCopyPaste: z.boolean(),
  camera: z.boolean(),
  leaveLimit: z.number().int(),
  leaveAction: z.enum(LEAVE_ACTIONS),
  lateEntryMinutes: z.number().int(),
  earliestSubmitMinutes: z.number().int(),
});

export const sittingSchema = z.object({
  examId: z.string(),
  examName: z.string(),
  sessionId: z.string(),
  sessionName: z.string(),
  subjectName: z.string(),
  /** The session's window. */
  beginDate: z.string(),
  endDate: z.string(),
  state: z.enum(SITTING_STATES),
  /** The server's time when it answered: the client's countdown runs from it, never from the computer's clock. */
  serverTime: z.string(),
  startedAt: z.string().nullable(),
  /** When time is up for this candidate (their start, the paper's duration, the session's end, extra time). */
  deadline: z.string().nullable(),
  /** Seconds left: while paused it stands still (the pause is credited to the deadline). */
  remainingSeconds: z.number().int().nullable(),
  extraMinutes: z.number().int(),
  /** An invigilator's pause: the countdown stands, the paper is hidden and saves are refused until `pausedUntil`. */
  paused: z.boolean(),
  pausedUntil: z.string().nullable(),
  submittedAt: z.string().nullable(),
  leaveCount: z.number().int(),
  candidate: z.object({ name: z.string(), admissionNumber: z.string(), photoUrl: z.string().nullable() }),
  /** The exam's candidate agreement (rich text, sanitised when saved), agreed to before the start; null: none. */
  agreement: z.string().nullable(),
  /**
   * Before the start: whether the exam's information form holds what its rules ask of the candidate (always, for an
   * exam without one); the start waits for it. Once started: true.
   */
  infoComplete: z.boolean(),
  rules: rulesSchema,
});
export type Sitting = z.infer<typeof sittingSchema>;

/**
 * The exam's information form as its candidate fills it in before the start: the fields they see (hidden ones left
 * out, read-only ones shown as they are), their own answers whole (they gave them), and whether it is complete.
 */
export const sittingInfoSchema = z.object({
  fields: z.array(collectFieldSchema),
  /** The candidate's answers by field id, of the fields shown. */
  values: z.record(z.string(), z.unknown()),
  complete: z.boolean(),
});
export type SittingInfo = z.infer<typeof sittingInfoSchema>;

/** An item as the candidate sees it: no key, no explanation, no scoring dimensions. */
const candidatePartFields = {
  itemTypeCode: z.enum(ITEM_TYPE_CODES),
  stemAttrs: stemAttrsSchema,
  optionsDataList: z.array(z.object({ optionName: z.string(), optionContent: z.string() })),
  /** Headings of a matching item's two columns. */
  attrsDataList: z.array(z.object({ name: z.string(), value: z.string() })),
  score: z.number(),
  /** Cloze: how many blanks to fill. */
  blankCount: z.number().int().optional(),
  /** Short answer and essay: the word limits of an answer. */
  minWords: z.number().int().optional(),
  maxWords: z.number().int().optional(),
};
const candidatePairSchema = z.object({ stemAttrs: stemAttrsSchema });
const candidateChildSchema = z.object({ ...candidatePartFields, childItemList: z.array(candidatePairSchema) });
export const candidateItemContentSchema = z.object({
  ...candidatePartFields,
  childItemList: z.array(z.union([candidateChildSchema, candidatePairSchema])),
});
export type CandidateItemContent = z.infer<typeof candidateItemContentSchema>;

/**
 * The plays the server counted of a media item with a play limit (`playLimit` above 0): `media` is its place among the
 * item's stem media, from 0. A play is counted when it starts, before the client plays it.
 */
export const mediaPlaysSchema = z.object({ itemId: z.string(), media: z.number().int(), played: z.number().int() });
export type MediaPlays = z.infer<typeof mediaPlaysSchema>;

export const candidatePaperSchema = z.object({
  name: z.string(),
  duration: z.number().int(),
  totalScore: z.number(),
  sections: z.array(
    z.object({
      topicName: z.string(),
      topicDescription: z.string(),
      score: z.number(),
      items: z.array(z.object({ itemId: z.string(), score: z.number(), content: candidateItemContentSchema })),
    }),
  ),
  /** The answers the server holds, each with its receipt. */
  answers: z.array(receiptSchema.extend({ value: responseSchema.nullable() })),
  /** The plays counted so far of the limited media played at least once. */
  plays: z.array(mediaPlaysSchema),
});
export type CandidatePaper = z.infer<typeof candidatePaperSchema>;

/**
 * A sign-in by one of the exam's methods: `admissionNumber` + `idNumber`, `idNumber` + `name`, or `mobile` + `code`
 * (the code sent by `sendCode` to the candidate account's mobile number).
 */
export const loginSchema = z.object({
  examId: id,
  method: z.enum(LOGIN_METHODS),
  admissionNumber: z.string().trim().max(50).optional(),
  idNumber: z.string().trim().max(50).optional(),
  name: z.string().trim().max(50).optional(),
  mobile: z.string().trim().max(20).optional(),
  code: z.string().trim().max(16).optional(),
});

/** A sign-in code for one of the exam's candidates, by their mobile number (checked by `validateRequiredMobile`). */
export const sendCodeSchema = z.object({ examId: id, mobile: z.string().trim().max(20) });
/** Seconds until another code may be asked for (the client's countdown), and seconds the code stays valid. */
export const sentCodeSchema = z.object({ resendAfter: z.number().int(), expiresIn: z.number().int() });

/**
 * The header Safe Exam Browser adds to every request when its settings say to send the keys: the SHA-256 (Base16) of
 * the request's absolute address (without a fragment) followed by the Config Key of its settings.
 */
export const SEB_CONFIG_KEY_HEADER = 'X-SafeExamBrowser-ConfigKeyHash';

export const examEntrySchema = z.object({
  examId: z.string(),
  examName: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  loginMethods: z.array(z.enum(LOGIN_METHODS)),
  /** The exam must be taken in Safe Exam Browser: every call of its candidates is checked against its Config Keys. */
  safeExamBrowser: z.boolean(),
  /**
   * How this browser's calls would be refused (not Safe Exam Browser: 41300638; one not set up for the exam: 41300639),
   * the message in the caller's language; the sign-in shows it in place of its form. null: they would not.
   */
  refusal: z.object({ code: z.number().int(), msg: z.string() }).nullable(),
});

/** A message from the invigilators as the candidate reads it; `readAt` null: not acknowledged yet. */
export const candidateMessageSchema = z.object({ id: z.string(), text: z.string(), sentAt: z.string(), readAt: z.string().nullable() });
export type CandidateMessage = z.infer<typeof candidateMessageSchema>;
/** The most messages one call marks read. */
export const MESSAGES_READ_MAX = 100;

export const sittingApi = endpoints('sitting', candidateAccess, {
  entry: {
    method: 'GET',
    path: '/gl/ks/ks/exam/entry/{examId}',
    summary:
      'What the exam client’s sign-in shows of a published exam: its name, window, the login methods it allows, and whether it must be taken in Safe Exam Browser (and this browser would be refused)',
    access: publicAccess,
    input: z.object({ examId: id }),
    output: examEntrySchema,
  },
  login: {
    method: 'POST',
    path: '/gl/ks/ks/exam/login',
    summary:
      'A candidate signs in to their sitting of the exam (admission number + ID number, ID number + name, or mobile number + code); a new sign-in ends the one before',
    access: publicAccess,
    input: loginSchema,
    output: z.object({ token: z.string(), sitting: sittingSchema }),
  },
  sendCode: {
    method: 'POST',
    path: '/gl/ks/ks/exam/login/code',
    summary:
      'Texts a 6-digit sign-in code to the mobile number of one of the exam’s candidates, when the exam allows mobile sign-in (limits: 12111303, 12111304, 12111305)',
    access: publicAccess,
    input: sendCodeSchema,
    output: sentCodeSchema,
  },
  sitting: {
    method: 'GET',
    path: '/gl/ks/ks/exam/sitting',
    summary: 'The candidate’s sitting: its state, the server’s time and the deadline, the exam’s rules',
    output: sittingSchema,
  },
  start: {
    method: 'POST',
    path: '/gl/ks/ks/exam/start',
    summary:
      'The candidate starts answering, having filled in the exam’s information form (41300634) and agreed to its agreement if it has them: their time begins now (refused past the late-entry limit); again, it resumes',
    input: z.object({ agreed: z.boolean().default(false) }),
    output: sittingSchema,
  },
  paper: {
    method: 'GET',
    path: '/gl/ks/ks/exam/paper',
    summary: 'The candidate’s own paper (drawn for them, in their order, without keys) and the answers the server holds',
    output: candidatePaperSchema,
  },
  save: {
    method: 'POST',
    path: '/gl/ks/ks/exam/answer/save',
    summary: `Saves a batch of answers (at most ${SAVE_BATCH_MAX}); each item keeps its newest sequence number; answers "saved" after the commit`,
    input: z.object({ answers: z.array(answerChangeSchema).min(1).max(SAVE_BATCH_MAX) }),
    output: z.object({ saved: z.array(receiptSchema), sitting: sittingSchema }),
  },
  heartbeat: {
    method: 'POST',
    path: '/gl/ks/ks/exam/heartbeat',
    summary: 'The client is alive; it reports leaves of the page or of fullscreen since the last beat',
    input: z.object({ events: z.array(eventSchema).max(EVENT_BATCH_MAX).default([]) }),
    output: sittingSchema,
  },
  snapshot: {
    method: 'POST',
    path: '/gl/ks/ks/exam/snapshot',
    summary: `A camera snapshot of the candidate in the exam (JPEG, PNG or WebP, at most ${SNAPSHOT_MAX_BYTES / 1024} KB), kept for the invigilators, never served by its key`,
    encoding: 'multipart',
    output: z.object({ at: z.string() }),
  },
  mediaPlay: {
    method: 'POST',
    path: '/gl/ks/ks/exam/media/play',
    summary:
      'Counts one play of an item’s media that has a play limit, before the client plays it, and answers the plays left; refused once none are left (41300645). Media without a limit are not counted',
    input: z.object({
      itemId: id,
      media: z
        .number()
        .int()
        .min(0)
        .max(ITEM_MEDIA_MAX - 1),
    }),
    /** `left`: null for a media without a limit. */
    output: z.object({ played: z.number().int(), left: z.number().int().nullable() }),
  },
  info: {
    method: 'GET',
    path: '/gl/ks/ks/exam/info',
    summary: 'The exam’s information form as the candidate fills it in: the fields they see, their own answers, whether it is complete',
    output: sittingInfoSchema,
  },
  infoSave: {
    method: 'POST',
    path: '/gl/ks/ks/exam/info/save',
    summary:
      'Saves the candidate’s answers of the information form before the start, checked by the console’s rules: refused whole with each wrong field’s code and message (41300635); read-only and hidden fields keep theirs',
    input: z.object({
      /** The answers by field id; those not named stay as they were. Uploads name files kept by `infoUpload`. */
      answers: z.record(z.string().max(64), z.unknown()),
    }),
    output: sittingInfoSchema,
  },
  infoUpload: {
    method: 'POST',
    path: '/gl/ks/ks/exam/info/upload/{fieldId}',
    summary:
      'A file for an upload field of the information form (multipart, told by content): a photo field’s a picture (PNG, JPEG, GIF, WebP, ≤ 10 MB), the others’ an attachment (PDF, Word, Excel, zip, JPEG, PNG, ≤ 20 MB); answers its key and address',
    encoding: 'multipart',
    input: z.object({ fieldId: id }),
    output: storedFileSchema,
  },
  submit: {
    method: 'POST',
    path: '/gl/ks/ks/exam/submit',
    summary: 'Hands the paper in with the last answers; the objective items are scored; again, it answers the same',
    input: z.object({ answers: z.array(answerChangeSchema).max(SAVE_BATCH_MAX).default([]) }),
    output: sittingSchema,
  },
  messages: {
    method: 'GET',
    path: '/gl/ks/ks/exam/messages',
    summary: 'The invigilators’ messages to the candidate in their session, newest first, each with when the candidate read it',
    output: z.array(candidateMessageSchema),
  },
  readMessages: {
    method: 'POST',
    path: '/gl/ks/ks/exam/messages/read',
    summary: 'Marks the candidate’s own messages read (another’s ids change nothing); answers how many were newly read',
    input: z.object({ ids: z.array(id).min(1).max(MESSAGES_READ_MAX) }),
    output: z.object({ read: z.number().int() }),
  },
});

/**
 * The live channel (a WebSocket at `<base path>` + LIVE_PATH): what invigilators do reaches the candidate at once. The
 * client's first message is `{ token }`; the server answers `ready`, or `refused` and closes; then `changed` whenever
 * an invigilator's action changed the sitting (the client reads its sitting again) or sent the candidate a message
 * (`message`: the client reads its messages again).
 */
export const LIVE_PATH = '/live/candidate';
export type LiveMessage =
  | { type: 'ready' }
  | { type: 'refused' }
  | { type: 'changed'; action: 'pause' | 'resume' | 'extraTime' | 'forceSubmit' | 'withdraw' | 'message' };
