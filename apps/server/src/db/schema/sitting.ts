import type { DrawnPaper } from '@cloud-exam/contract/paper/paper';
import type { Response } from '@cloud-exam/contract/sitting/sitting';
import { ANOMALY_KINDS } from '@cloud-exam/contract/sitting/sitting-anomalies';
import { CONSEQUENCES } from '@cloud-exam/contract/sitting/sitting-discipline';
import { MESSAGE_TARGETS } from '@cloud-exam/contract/sitting/sitting-message';
import { TICKET_FIELDS, TICKET_TASK_STATES } from '@cloud-exam/contract/sitting/ticket';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { examCandidates, examOwned, examPapers, examRooms, examSessions, stamp } from './exam';
import { at, by, officeOwned, offices } from './org';

/**
 * Exam day: a sitting is one candidate sitting one session. It holds the candidate's token (hashed), the state of
 * spec §4, the clock (start, deadline with extra time, last heartbeat), the paper drawn for the candidate (with its
 * keys: the client never reads it whole) and, once handed in, the objective score per item.
 */
export const examSittings = pgTable(
  'exam_sittings',
  {
    ...examOwned(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    examCandidateId: uuid('exam_candidate_id')
      .notNull()
      .references(() => examCandidates.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['signedIn', 'inExam', 'completed', 'absent', 'forceSubmitted'] })
      .notNull()
      .default('signedIn'),
    /** SHA-256 of the candidate's current token; a new sign-in replaces it (the other device is signed out). */
    tokenHash: text('token_hash'),
    /** The token the last sign-in replaced: a call with it is told "signed in elsewhere" (41300613), not just refused. */
    replacedTokenHash: text('replaced_token_hash'),
    signedInAt: stamp('signed_in_at'),
    startedAt: stamp('started_at'),
    deadlineAt: stamp('deadline_at'),
    extraSeconds: integer('extra_seconds').notNull().default(0),
    /**
     * While an invigilator's pause lasts: until when. The pause is credited to `deadline_at` when it begins (a resume
     * before this time takes back what was not used), so nothing has to run when it ends.
     */
    pausedUntil: stamp('paused_until'),
    lastSeenAt: stamp('last_seen_at'),
    submittedAt: stamp('submitted_at'),
    leaveCount: integer('leave_count').notNull().default(0),
    examPaperId: uuid('exam_paper_id').references(() => examPapers.id, { onDelete: 'set null' }),
    paper: jsonb('paper').$type<DrawnPaper>(),
    score: numeric('score', { precision: 8, scale: 1, mode: 'number' }),
    /** Per item id: the objective score, what it is worth and its state (`manual`: waits for a marker). */
    itemScores: jsonb('item_scores').$type<Record<string, { score: number; max: number; state: string }>>(),
    createdAt: at('created_at'),
  },
  (t) => [
    unique('exam_sittings_session_candidate_key').on(t.sessionId, t.examCandidateId),
    uniqueIndex('exam_sittings_token_key')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
    index('exam_sittings_replaced_token_idx')
      .on(t.replacedTokenHash)
      .where(sql`${t.replacedTokenHash} is not null`),
    index('exam_sittings_candidate_idx').on(t.examCandidateId),
    // The server's own hand-in of sittings whose time is up.
    index('exam_sittings_due_idx')
      .on(t.deadlineAt)
      .where(sql`${t.state} = 'inExam'`),
  ],
);

const sittingOwned = () => ({
  officeId: uuid('office_id')
    .notNull()
    .references(() => offices.id, { onDelete: 'cascade' }),
  sittingId: uuid('sitting_id')
    .notNull()
    .references(() => examSittings.id, { onDelete: 'cascade' }),
});

/** The answer a sitting holds for each item: the newest by the candidate's sequence number. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    ...sittingOwned(),
    itemId: uuid('item_id').notNull(),
    seq: integer('seq').notNull(),
    value: jsonb('value').$type<Response | null>(),
    clientTime: stamp('client_time').notNull(),
    savedAt: at('saved_at'),
  },
  (t) => [primaryKey({ columns: [t.sittingId, t.itemId] })],
);

/** Every save of every answer, in order: the answer history a candidate's record replays. */
export const examAnswerSaves = pgTable(
  'exam_answer_saves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...sittingOwned(),
    itemId: uuid('item_id').notNull(),
    seq: integer('seq').notNull(),
    value: jsonb('value').$type<Response | null>(),
    clientTime: stamp('client_time').notNull(),
    savedAt: at('saved_at'),
  },
  (t) => [index('exam_answer_saves_sitting_idx').on(t.sittingId, t.id)],
);

/** What happened in a sitting: sign-ins (address, browser), start, leaves of the page or fullscreen, hand-in. */
export const examSittingEvents = pgTable(
  'exam_sitting_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...sittingOwned(),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** When the candidate's client says it happened (events reported by a heartbeat), else null. */
    clientTime: stamp('client_time'),
    at: at('at'),
  },
  (t) => [index('exam_sitting_events_sitting_idx').on(t.sittingId, t.id)],
);

/**
 * A message an invigilator sent on exam day to a session's candidates, a room's or chosen ones (`target`); who sent it
 * (their name as it was then), when, and whom it reached: one `exam_message_recipients` row per candidate.
 */
export const examMessages = pgTable(
  'exam_messages',
  {
    ...examOwned(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    target: text('target', { enum: MESSAGE_TARGETS }).notNull(),
    /** The room it was sent to (target `room`). */
    roomId: uuid('room_id').references(() => examRooms.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    senderId: by('sender_id'),
    senderName: text('sender_name').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [index('exam_messages_session_idx').on(t.sessionId, t.sentAt)],
);

/**
 * A message's candidates: each exam candidate of the session it reached (signed in or not: they read it when they do),
 * the room they sat in when it was sent (an invigilator lists their rooms' messages), and when they read it.
 */
export const examMessageRecipients = pgTable(
  'exam_message_recipients',
  {
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => examMessages.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    examCandidateId: uuid('exam_candidate_id')
      .notNull()
      .references(() => examCandidates.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').references(() => examRooms.id, { onDelete: 'set null' }),
    readAt: stamp('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.examCandidateId] }),
    index('exam_message_recipients_candidate_idx').on(t.examCandidateId, t.sessionId),
  ],
);

/**
 * The review of a session's anomaly (detected by rules from the sittings, never stored itself): one per candidate and
 * kind, handled or ignored with a note, by whom (their account name then) and when; the next review replaces it.
 */
export const examAnomalyReviews = pgTable(
  'exam_anomaly_reviews',
  {
    ...examOwned(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    examCandidateId: uuid('exam_candidate_id')
      .notNull()
      .references(() => examCandidates.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ANOMALY_KINDS }).notNull(),
    state: text('state', { enum: ['handled', 'ignored'] }).notNull(),
    note: text('note').notNull(),
    reviewerId: by('reviewer_id'),
    reviewerName: text('reviewer_name').notNull(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [unique('exam_anomaly_reviews_key').on(t.sessionId, t.examCandidateId, t.kind)],
);

/**
 * Discipline: the institution's break rules (`code`: one of the defaults, made on the institution's first read, whose
 * name follows the reader's language while `name` is null), each with its default consequence on the score.
 */
export const examDisciplineRules = pgTable(
  'exam_discipline_rules',
  {
    ...officeOwned(),
    code: text('code'),
    name: text('name'),
    consequence: text('consequence', { enum: CONSEQUENCES }).notNull(),
    points: numeric('points', { precision: 4, scale: 1, mode: 'number' }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('exam_discipline_rules_code_key')
      .on(t.officeId, t.code)
      .where(sql`${t.code} is not null`),
  ],
);

/**
 * A breach recorded against a candidate in a session: the rule (its name as it was then), the consequence and points,
 * the snapshots kept as evidence (ids of the sitting's `snapshot` events), a note, who and when; revoked with a reason.
 */
export const examBreaches = pgTable(
  'exam_breaches',
  {
    ...examOwned(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    examCandidateId: uuid('exam_candidate_id')
      .notNull()
      .references(() => examCandidates.id, { onDelete: 'cascade' }),
    /** The room the candidate sat in when it was recorded (an invigilator lists their rooms'). */
    roomId: uuid('room_id').references(() => examRooms.id, { onDelete: 'set null' }),
    ruleId: uuid('rule_id').references(() => examDisciplineRules.id, { onDelete: 'set null' }),
    ruleName: text('rule_name').notNull(),
    consequence: text('consequence', { enum: CONSEQUENCES }).notNull(),
    points: numeric('points', { precision: 4, scale: 1, mode: 'number' }),
    snapshotIds: jsonb('snapshot_ids').$type<number[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    recordedBy: by('recorded_by'),
    recordedByName: text('recorded_by_name').notNull(),
    recordedAt: at('recorded_at'),
    revokedAt: stamp('revoked_at'),
    revokedByName: text('revoked_by_name'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    index('exam_breaches_session_idx').on(t.sessionId, t.recordedAt),
    index('exam_breaches_candidate_idx').on(t.examCandidateId, t.sessionId),
  ],
);

/**
 * An exam's admission-ticket layout (准考证样式): the title, the institution's logo (a stored picture), the fields shown
 * besides the name and admission number, the rules text. One per exam; none yet: the default.
 */
export const examTicketLayouts = pgTable(
  'exam_ticket_layouts',
  {
    ...examOwned(),
    title: text('title').notNull().default(''),
    logoKey: text('logo_key'),
    fields: text('fields', { enum: TICKET_FIELDS }).array().notNull(),
    rules: text('rules').notNull().default(''),
    updatedBy: by('updated_by'),
    updatedAt: at('updated_at'),
  },
  (t) => [unique('exam_ticket_layouts_exam_key').on(t.examId)],
);

/**
 * An admission-ticket task: a background job makes one PDF per candidate seated in the session and leaves them as one
 * zip in the creator's download centre (`file_task_id`), filling `progress` as it goes.
 */
export const examTicketTasks = pgTable(
  'exam_ticket_tasks',
  {
    ...examOwned(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    state: text('state', { enum: TICKET_TASK_STATES }).notNull().default('processing'),
    /** Percent of the tickets made. */
    progress: smallint('progress').notNull().default(0),
    /** How many tickets: the candidates seated when it started (`total` is the page kit's own column). */
    tickets: integer('tickets').notNull().default(0),
    fileTaskId: uuid('file_task_id'),
    error: text('error'),
    createdBy: by('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: at('created_at'),
    finishedAt: stamp('finished_at'),
  },
  (t) => [index('exam_ticket_tasks_session_idx').on(t.officeId, t.sessionId, t.createdAt, t.id)],
);
