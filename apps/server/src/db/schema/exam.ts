import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidate';
import { at, by, departments, officeOwned } from './org';
import { outboxMessages } from './outbox';

/** A moment with its time zone. */
export const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The exam domain (/examination, authority gl_kw): an exam has subjects (科目) with their papers; sessions (场次,
 * the spec's `timeId`), one subject each, inside the exam's window; rooms (考场) per session with seats and
 * invigilators; candidates (the institution's candidate accounts, with an admission number unique in the exam)
 * seated in sessions. Exam day reads all of it.
 */

/** The examination-category tree of the portal (`/gl/pt/pt/examination-category/getTreelist`). */
export const examCategories = pgTable(
  'exam_categories',
  {
    ...officeOwned(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at'),
  },
  (t) => [index('exam_categories_office_parent_idx').on(t.officeId, t.parentId, t.sort)],
);

export const exams = pgTable(
  'exams',
  {
    ...officeOwned(),
    name: text('name').notNull(),
    categoryId: uuid('category_id').references(() => examCategories.id, { onDelete: 'set null' }),
    /** 考试方式, ≤ 10 Chinese characters (spec §5), suggested from the dictionary `exam_method`. */
    method: text('method'),
    beginAt: stamp('begin_at').notNull(),
    endAt: stamp('end_at').notNull(),
    description: text('description'),
    coverKey: text('cover_key'),
    /** The candidate agreement (rich text), the institution's default when the exam was made. */
    agreement: text('agreement'),
    published: boolean('published').notNull().default(false),
    publishedAt: stamp('published_at'),
    /** The place of a published exam in the candidates' list (examOrder); smaller first. */
    listOrder: integer('list_order').notNull().default(0),
    /** The exam's options of `kw/config/list`, by key (`examConfigList` in the contract's shape). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    /** How admission numbers are made (prefix, digits, …) in the contract's shape. */
    admissionRule: jsonb('admission_rule').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: by('created_by'),
    createdAt: at('created_at'),
    updatedBy: by('updated_by'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('exams_office_name_key').on(t.officeId, t.name),
    index('exams_list_idx').on(t.officeId, t.createdAt, t.id),
    index('exams_window_idx').on(t.officeId, t.beginAt, t.endAt),
  ],
);

export const examOwned = () => ({
  ...officeOwned(),
  examId: uuid('exam_id')
    .notNull()
    .references(() => exams.id, { onDelete: 'cascade' }),
});

export const examSubjects = pgTable(
  'exam_subjects',
  {
    ...examOwned(),
    name: text('name').notNull(),
    /** Minutes, a positive integer. */
    duration: integer('duration').notNull(),
    /** Minutes before the end from which a candidate may submit; 0 ≤ it ≤ duration. */
    earlySubmitMinutes: integer('early_submit_minutes').notNull().default(0),
    /** Minutes after the start within which a candidate may still enter. */
    lateEntryMinutes: integer('late_entry_minutes').notNull().default(0),
    /** How the subject's paper variants (A, B …) are dealt: in turn or at random. */
    dealMode: text('deal_mode').notNull().default('turn'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('exam_subjects_exam_idx').on(t.examId, t.sort)],
);

/**
 * A paper an exam (or one of its subjects) uses, at the version it imported. From the institution's bank: the
 * paper module's `markUsed` froze that version. By authorisation code from another institution: the shared
 * version is kept here whole (`shared`), since the other institution may revoke or change it.
 */
export const examPapers = pgTable(
  'exam_papers',
  {
    ...examOwned(),
    subjectId: uuid('subject_id').references(() => examSubjects.id, { onDelete: 'cascade' }),
    paperId: uuid('paper_id').notNull(),
    paperVersion: integer('paper_version').notNull(),
    source: text('source', { enum: ['bank', 'authCode'] }).notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    totalScore: numeric('total_score', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    passMark: numeric('pass_mark', { precision: 8, scale: 1, mode: 'number' }),
    duration: integer('duration').notNull(),
    itemCount: integer('item_count').notNull(),
    /** A, B, C … within its subject (or the exam), by the order papers were added. */
    variant: text('variant').notNull(),
    shared: jsonb('shared').$type<Record<string, unknown>>(),
    createdBy: by('created_by'),
    createdAt: at('created_at'),
  },
  (t) => [index('exam_papers_exam_idx').on(t.examId, t.subjectId, t.variant)],
);

/** A field of the exam's information form (spec §3 collect-info field), in order. */
export const examCollectFields = pgTable(
  'exam_collect_fields',
  {
    ...examOwned(),
    /** The library component it was made from (`cj/collect-info/queryList`). */
    componentId: text('component_id').notNull(),
    componentName: text('component_name').notNull(),
    componentType: text('component_type').notNull(),
    title: text('title').notNull(),
    defaultValue: text('default_value'),
    description: text('description'),
    optionList: jsonb('option_list').$type<unknown[]>(),
    required: smallint('required').notNull().default(0),
    editable: smallint('editable').notNull().default(1),
    visible: smallint('visible').notNull().default(1),
    collectImageStandard: jsonb('collect_image_standard').$type<Record<string, unknown>>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('exam_collect_fields_exam_idx').on(t.examId, t.sort)],
);

/** A session (场次, `timeId`) of one subject: the time candidates sit it. Its name follows the task-name rule. */
export const examSessions = pgTable(
  'exam_sessions',
  {
    ...examOwned(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => examSubjects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    beginAt: stamp('begin_at').notNull(),
    endAt: stamp('end_at').notNull(),
    locked: boolean('locked').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** The variant every candidate of the session draws; null: each draws as the subject deals. */
    examPaperId: uuid('exam_paper_id').references(() => examPapers.id, { onDelete: 'set null' }),
  },
  (t) => [index('exam_sessions_exam_idx').on(t.examId, t.beginAt), unique('exam_sessions_exam_name_key').on(t.examId, t.name)],
);

/** A room (考场) of a session: seats 1…capacity, watched by invigilators (members of the institution). */
export const examRooms = pgTable(
  'exam_rooms',
  {
    ...examOwned(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    address: text('address'),
    invigilatorIds: uuid('invigilator_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('exam_rooms_session_idx').on(t.sessionId, t.sort), unique('exam_rooms_session_name_key').on(t.sessionId, t.name)],
);

/** A candidate of an exam: one of the institution's candidate accounts, with what this exam keeps of them. */
export const examCandidates = pgTable(
  'exam_candidates',
  {
    ...examOwned(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** 准考证号, unique in the exam, made by the exam's admission rule unless given. */
    admissionNumber: text('admission_number').notNull(),
    deptId: uuid('dept_id').references(() => departments.id, { onDelete: 'set null' }),
    photoKey: text('photo_key'),
    /** The information form's answers, by field id. */
    collected: jsonb('collected').$type<Record<string, unknown>>().notNull().default({}),
    /** The enrolment project the candidate came from, once enrolment exists. */
    enrollId: uuid('enroll_id'),
    /** The candidate's place in the exam's order (in-turn dealing of paper variants, automatic seating by order). */
    orderNo: integer('order_no').notNull(),
    createdBy: by('created_by'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    unique('exam_candidates_exam_candidate_key').on(t.examId, t.candidateId),
    unique('exam_candidates_exam_admission_key').on(t.examId, t.admissionNumber),
    index('exam_candidates_list_idx').on(t.officeId, t.examId, t.orderNo, t.id),
    // The candidate search in admission numbers (`ilike '%…%'`) by trigrams.
    index('exam_candidates_admission_trgm_idx').using('gin', t.admissionNumber.op('gin_trgm_ops')),
  ],
);

/** Where a candidate sits a session: the room and seat (none yet while unassigned). */
export const examSeatings = pgTable(
  'exam_seatings',
  {
    ...examOwned(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    examCandidateId: uuid('exam_candidate_id')
      .notNull()
      .references(() => examCandidates.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').references(() => examRooms.id, { onDelete: 'set null' }),
    seat: integer('seat'),
  },
  (t) => [
    unique('exam_seatings_session_candidate_key').on(t.sessionId, t.examCandidateId),
    unique('exam_seatings_room_seat_key').on(t.roomId, t.seat),
    index('exam_seatings_candidate_idx').on(t.examCandidateId),
  ],
);

/**
 * A message sent to an exam's candidates (SMS and/or e-mail) from a template with variables. It is made when it is
 * sent and a background job fills `progress` and the counts as it delivers, one delivery row per candidate and channel.
 */
export const examNotifications = pgTable(
  'exam_notifications',
  {
    ...examOwned(),
    channels: text('channels').array().notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    /** all, a session, or chosen candidates, in the contract's shape. */
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    status: text('status', { enum: ['sending', 'done', 'failed'] })
      .notNull()
      .default('sending'),
    /** Percent of the recipients handled. */
    progress: smallint('progress').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    loggedCount: integer('logged_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    createdBy: by('created_by'),
    createdAt: at('created_at'),
    finishedAt: stamp('finished_at'),
  },
  (t) => [index('exam_notifications_list_idx').on(t.officeId, t.examId, t.createdAt, t.id)],
);

/**
 * The delivery record of a notification: one row per candidate and channel, the message kept in the outbox. The
 * candidate's name and admission number are kept as they were, so the record outlives their removal from the exam.
 */
export const examNotificationDeliveries = pgTable(
  'exam_notification_deliveries',
  {
    ...officeOwned(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => examNotifications.id, { onDelete: 'cascade' }),
    examCandidateId: uuid('exam_candidate_id').references(() => examCandidates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    admissionNumber: text('admission_number').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient'),
    outboxMessageId: uuid('outbox_message_id').references(() => outboxMessages.id, { onDelete: 'set null' }),
    /** sent, logged or failed as the outbox says; skipped when the candidate has no address for the channel. */
    status: text('status', { enum: ['sent', 'logged', 'failed', 'skipped'] }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    index('exam_notification_deliveries_list_idx').on(t.officeId, t.notificationId, t.admissionNumber, t.channel),
    unique('exam_notification_deliveries_once_key').on(t.notificationId, t.examCandidateId, t.channel),
  ],
);
