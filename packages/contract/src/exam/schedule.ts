import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, FILE, needs } from '../endpoint';
import { id, idOnly, nullableText, optionalId, optionalText, pageOf, pageParams, text } from '../fields';
import { importStartSchema } from '../files/import-job';
import type { Language } from '../languages';
import type { ColumnLabel } from '../sheet';

/**
 * An exam's schedule (/examination/taskDetail/{id} and taskDetail/{id}/{timeId}, authority gl_kw): sessions (场次,
 * the spec's `timeId`), each of one subject and inside the exam's window; rooms (考场) per session with a capacity,
 * an address and invigilators; and where each candidate sits each subject (a room and a seat in one of that
 * subject's sessions). Every candidate of the exam sits every subject once; a candidate never sits two sessions
 * that overlap.
 *
 * While the exam is published its sessions keep their times (unpublish first, 41010404); rooms and seats may still
 * change until the session begins, so that a late change (a room swapped, a candidate moved) needs no unpublishing.
 */

/** Spec §5: 1–20 Chinese or English characters, digits, underscores or hyphens. */
export const TASK_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9_-]{1,20}$/;
export const ROOM_NAME_MAX = 30;
export const ROOM_ADDRESS_MAX = 100;
export const ROOM_CAPACITY_MAX = 1000;
export const ROOM_INVIGILATORS_MAX = 10;
/** Sessions an exam may have, and rooms a session may have. */
export const SESSIONS_MAX = 100;
export const ROOMS_MAX = 500;

const dateTime = z.iso.datetime({ offset: true });

export const sessionInputSchema = z.object({
  examId: id,
  subjectId: id,
  sessionName: text(40).min(1),
  beginDate: dateTime,
  endDate: dateTime,
});
export type SessionInput = z.input<typeof sessionInputSchema>;

export type SessionProblem = {
  field: 'sessionName' | 'beginDate' | 'endDate';
  code: 'examTaskNameFormat' | 'sessionEndBeforeBegin' | 'sessionOutsideWindow' | 'sessionTooShort';
  params?: Record<string, string | number>;
};

/**
 * The rules a session's form decides alone, for the form and the server: the task-name rule, begin before end,
 * inside the exam's window, and long enough for its subject's duration.
 */
export function sessionProblems(
  input: { sessionName: string; beginDate: string; endDate: string },
  exam: { beginDate: string; endDate: string },
  subject?: { subjectName: string; duration: number },
): SessionProblem[] {
  const problems: SessionProblem[] = [];
  if (!TASK_NAME_PATTERN.test(input.sessionName.trim())) problems.push({ field: 'sessionName', code: 'examTaskNameFormat' });
  const [begin, end] = [Date.parse(input.beginDate), Date.parse(input.endDate)];
  if (!(begin < end)) return [...problems, { field: 'endDate', code: 'sessionEndBeforeBegin' }];
  if (begin < Date.parse(exam.beginDate) || end > Date.parse(exam.endDate))
    problems.push({ field: 'beginDate', code: 'sessionOutsideWindow' });
  else if (subject && end - begin < subject.duration * 60_000)
    problems.push({
      field: 'endDate',
      code: 'sessionTooShort',
      params: { subject: subject.subjectName, duration: subject.duration },
    });
  return problems;
}

export const sessionSchema = z.object({
  id: z.string(),
  examId: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  sessionName: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  roomCount: z.number().int(),
  capacity: z.number().int(),
  seated: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

/** A subject as the schedule sees it: its candidates and how many of them sit one of its sessions. */
export const scheduleSubjectSchema = z.object({
  id: z.string(),
  subjectName: z.string(),
  duration: z.number().int(),
  seated: z.number().int(),
});

export const scheduleSchema = z.object({
  examId: z.string(),
  examName: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  published: z.boolean(),
  candidateCount: z.number().int(),
  subjects: z.array(scheduleSubjectSchema),
  sessions: z.array(sessionSchema),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const invigilatorSchema = z.object({ id: z.string(), name: z.string(), username: z.string() });
export type Invigilator = z.infer<typeof invigilatorSchema>;

export const roomSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  roomName: z.string(),
  address: z.string().nullable(),
  capacity: z.number().int(),
  seated: z.number().int(),
  invigilators: z.array(invigilatorSchema),
});
export type Room = z.infer<typeof roomSchema>;

const roomFields = {
  roomName: text(ROOM_NAME_MAX).min(1),
  address: nullableText(ROOM_ADDRESS_MAX),
  capacity: z.coerce.number().int().min(1).max(ROOM_CAPACITY_MAX),
  invigilatorIds: z.array(id).max(ROOM_INVIGILATORS_MAX).default([]),
};

export const sessionDetailSchema = sessionSchema.extend({
  examName: z.string(),
  published: z.boolean(),
  /** The session has begun: its rooms and seats no longer change. */
  started: z.boolean(),
  /** The exam's candidates not seated in any session of this subject. */
  unseated: z.number().int(),
  rooms: z.array(roomSchema),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

export const seatRowSchema = z.object({
  examCandidateId: z.string(),
  name: z.string(),
  admissionNumber: z.string(),
  idNumber: z.string(),
  deptName: z.string().nullable(),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  seat: z.number().int().nullable(),
});
export type SeatRow = z.infer<typeof seatRowSchema>;

/**
 * How candidates are seated automatically, in the subject's sessions by time and their rooms in order:
 * `order` fills each room before the next, candidates in the exam's order; `department` the same with candidates
 * grouped by department (a department sits together); `balanced` gives each room its share by capacity, so rooms are
 * equally full.
 */
export const ASSIGN_STRATEGIES = ['order', 'department', 'balanced'] as const;
export type AssignStrategy = (typeof ASSIGN_STRATEGIES)[number];

export const ASSIGN_STRATEGY_TEXTS: Record<AssignStrategy, Record<Language, string>> = {
  order: { zh: '按考生顺序', en: 'In candidate order', es: 'En el orden de los candidatos', ja: '受験者の順に', ko: '수험자 순서대로' },
  department: {
    zh: '按部门集中',
    en: 'Grouped by department',
    es: 'Agrupados por departamento',
    ja: '部門ごとにまとめる',
    ko: '부서별로 모아서',
  },
  balanced: { zh: '各考场均衡', en: 'Balanced across rooms', es: 'Equilibrado entre aulas', ja: '試験室ごとに均等', ko: '고사실별 균등' },
};

/** The seating plan's spreadsheet: exported per subject, edited, imported again. */
export const SEATING_COLUMNS = {
  admissionNumber: ['准考证号', 'Admission number', 'Número de admisión', '受験番号', '수험번호'],
  name: ['姓名', 'Name', 'Nombre', '氏名', '이름'],
  subject: ['科目', 'Subject', 'Asignatura', '科目', '과목'],
  session: ['场次', 'Session', 'Sesión', 'セッション', '회차'],
  room: ['考场', 'Room', 'Aula', '試験室', '고사실'],
  seat: ['座位号', 'Seat', 'Asiento', '座席番号', '좌석 번호'],
} as const satisfies Record<string, ColumnLabel>;

export const scheduleApi = endpoints('exam schedule', needs(Authority.exam), {
  schedule: {
    method: 'GET',
    path: '/gl/kw/kw/exam/schedule/{examId}',
    summary: "An exam's schedule: its subjects with how many candidates are seated, and its sessions with rooms, seats and candidates",
    input: z.object({ examId: id }),
    output: scheduleSchema,
  },
  addSession: {
    method: 'POST',
    path: '/gl/kw/kw/exam/session/add',
    summary:
      'Add a session of a subject (name: 1–20 Chinese or English characters, digits, _ or -; inside the exam window; at least the subject’s duration)',
    input: sessionInputSchema,
    output: z.object({ id: z.string() }),
  },
  updateSession: {
    method: 'PUT',
    path: '/gl/kw/kw/exam/session/update',
    summary: "Change a session's name or times (its subject stays; not while the exam is published)",
    input: sessionInputSchema.omit({ examId: true, subjectId: true }).extend({ id }),
    inputAlsoInQuery: true,
    output: z.null(),
  },
  removeSession: {
    method: 'DELETE',
    path: '/gl/kw/kw/exam/session/delete',
    summary: 'Delete a session with its rooms and seats (not while the exam is published)',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  session: {
    method: 'GET',
    path: '/gl/kw/kw/exam/session/detail/{id}',
    summary: 'A session with its rooms, each with its invigilators and how many candidates it seats',
    input: idOnly,
    output: sessionDetailSchema,
  },
  addRoom: {
    method: 'POST',
    path: '/gl/kw/kw/exam/room/add',
    summary: 'Add a room to a session: a name unique in the session, a capacity of 1–1000 seats, an address, invigilators',
    input: z.object({ sessionId: id, ...roomFields }),
    output: z.object({ id: z.string() }),
  },
  updateRoom: {
    method: 'PUT',
    path: '/gl/kw/kw/exam/room/update',
    summary: 'Change a room (its capacity never below the candidates it seats)',
    input: z.object({ id, ...roomFields }),
    inputAlsoInQuery: true,
    output: z.null(),
  },
  removeRoom: {
    method: 'DELETE',
    path: '/gl/kw/kw/exam/room/delete',
    summary: 'Delete a room; its candidates become unseated in that session',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  invigilators: {
    method: 'GET',
    path: '/gl/kw/kw/exam/room/invigilators',
    summary: "The institution's active members whose name or account holds the keyword (at most 20), to watch a room",
    input: z.object({ keyword: optionalText(50) }),
    output: z.array(invigilatorSchema),
  },
  seats: {
    method: 'GET',
    path: '/gl/kw/kw/exam/seat/page',
    summary:
      "A session's seating, by room and seat: the candidates of one room, of all rooms, or (unseated) those of the exam who sit no session of this subject; searched by name, admission number, or certificate number or mobile (by a part of one only where the caller reads it whole); certificate numbers masked as on the candidate page",
    input: z.object({
      sessionId: id,
      roomId: optionalId,
      unseated: z
        .enum(['true', 'false', ''])
        .optional()
        .transform((v) => v === 'true'),
      keyword: optionalText(50),
      ...pageParams,
    }),
    output: pageOf(seatRowSchema),
  },
  assign: {
    method: 'POST',
    path: '/gl/kw/kw/exam/seat/assign',
    summary:
      "Seat a subject's candidates automatically in its sessions' rooms (in order, by department, or balanced); reseat: everyone anew, else only those not yet seated",
    input: z.object({ examId: id, subjectId: id, strategy: z.enum(ASSIGN_STRATEGIES), reseat: z.coerce.boolean().default(false) }),
    output: z.object({ seated: z.number().int(), unseated: z.number().int() }),
  },
  move: {
    method: 'PUT',
    path: '/gl/kw/kw/exam/seat/move',
    summary:
      'Seat a candidate in a room of a session (moving them from wherever they sat that subject); no seat: the first free one. Everything else about the candidate stays',
    input: z.object({
      examCandidateId: id,
      sessionId: id,
      roomId: id,
      seat: z.coerce.number().int().min(1).max(ROOM_CAPACITY_MAX).optional(),
    }),
    inputAlsoInQuery: true,
    output: z.object({ seat: z.number().int() }),
  },
  unseat: {
    method: 'DELETE',
    path: '/gl/kw/kw/exam/seat/delete',
    summary: "Take candidates out of a session's rooms (they stay candidates of the exam)",
    input: z.object({ sessionId: id, examCandidateIds: z.array(id).min(1).max(500) }),
    inputAlsoInQuery: true,
    output: z.null(),
  },
  export: {
    method: 'GET',
    path: '/gl/kw/kw/exam/seat/export',
    summary: 'The seating plan as a spreadsheet (one session, or the whole exam): admission number, name, subject, session, room, seat',
    input: z.object({ examId: id, sessionId: optionalId }),
    output: FILE,
  },
  import: {
    method: 'POST',
    path: '/gl/kw/kw/exam/seat/import/{examId}',
    summary:
      'Import a seating plan (multipart .xlsx of the export’s columns): each row seats a candidate, named by admission number, in a session’s room (and seat); nothing is written unless every row is valid; answers the job',
    encoding: 'multipart',
    input: z.object({ examId: id }),
    output: importStartSchema,
  },
});
