import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, pageOf, pageParams } from '../fields';
import type { ColumnLabel } from '../sheet';

/**
 * Admission tickets (准考证, `/examination/taskDetail/ticketsPages/:id/:timeId`): a task makes one PDF per candidate
 * seated in a session, with the exam's ticket layout, and leaves them as one zip in the caller's download centre. The
 * layout (logo, title, fields shown, rules) is the exam's, edited by the institution. Held by `gl_kw` only: tickets
 * are the exam officer's, not the invigilators'.
 */

/** spec §5/§9: an admission-ticket task's name is at most 50 characters. */
export const TICKET_TASK_NAME_MAX = 50;
export const TICKET_TITLE_MAX = 40;
export const TICKET_RULES_MAX = 2000;

/** The fields a layout may show besides the name and admission number, which every ticket shows. */
export const TICKET_FIELDS = ['photo', 'exam', 'subject', 'session', 'time', 'room', 'seat', 'qr'] as const;
export type TicketField = (typeof TICKET_FIELDS)[number];

/** The labels printed on a ticket, in the five languages (the language of whoever made the task). */
export const TICKET_LABELS = {
  name: ['姓名', 'Name', 'Nombre', '氏名', '이름'],
  admissionNumber: ['准考证号', 'Admission number', 'Número de admisión', '受験番号', '수험번호'],
  exam: ['考试名称', 'Exam', 'Examen', '試験', '시험'],
  subject: ['考试科目', 'Subject', 'Asignatura', '科目', '과목'],
  session: ['场次', 'Session', 'Sesión', '受験回', '차수'],
  time: ['考试时间', 'Time', 'Horario', '試験時間', '시험 시간'],
  room: ['考场', 'Room', 'Aula', '試験室', '고사실'],
  seat: ['座位号', 'Seat', 'Asiento', '座席番号', '좌석 번호'],
  photo: ['照片', 'Photo', 'Foto', '写真', '사진'],
  qr: ['扫码登录考试', 'Scan to sign in', 'Escanee para entrar', 'スキャンしてログイン', '스캔하여 로그인'],
  rules: ['考生须知', 'Rules', 'Normas', '受験者への注意', '수험생 유의사항'],
  title: ['准考证', 'Admission ticket', 'Tarjeta de admisión', '受験票', '수험표'],
} as const satisfies Record<string, ColumnLabel>;

export const ticketLayoutSchema = z.object({
  /** Printed at the top; empty: the exam's name followed by "准考证". */
  title: z.string().trim().max(TICKET_TITLE_MAX),
  /** A picture of the institution's (uploaded as `image`); null: no logo. */
  logoKey: z.string().max(100).nullable(),
  fields: z.array(z.enum(TICKET_FIELDS)).max(TICKET_FIELDS.length),
  rules: z.string().trim().max(TICKET_RULES_MAX),
});
export type TicketLayout = z.infer<typeof ticketLayoutSchema>;

export const DEFAULT_TICKET_LAYOUT: TicketLayout = {
  title: '',
  logoKey: null,
  fields: [...TICKET_FIELDS],
  rules: '',
};

export const TICKET_TASK_STATES = ['processing', 'done', 'failed'] as const;
export type TicketTaskState = (typeof TICKET_TASK_STATES)[number];

/** A task's name as sent: required; its length is the rule below (the server refuses with the spec's own message). */
export const ticketTaskName = z.string().trim().min(1).max(200);

/** The task-name rule, for the form and the server: at most 50 characters (code points), else 43010102. */
export const ticketTaskNameTooLong = (name: string) => [...name.trim()].length > TICKET_TASK_NAME_MAX;

export const ticketTaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(TICKET_TASK_STATES),
  /** Percent of the tickets made. */
  progress: z.number().int(),
  /** How many tickets (the candidates seated when it started). */
  total: z.number().int(),
  /** The zip in the creator's download centre, once made. */
  fileTaskId: z.string().nullable(),
  error: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TicketTask = z.infer<typeof ticketTaskSchema>;

export const ticketApi = endpoints('sitting', needs(Authority.exam), {
  layout: {
    method: 'GET',
    path: '/gl/kw/kw/exam/ticket/layout',
    summary: 'The exam’s admission-ticket layout (the default until one is saved), with the logo’s address',
    input: z.object({ examId: id }),
    output: ticketLayoutSchema.extend({ logoUrl: z.string().nullable(), examName: z.string() }),
  },
  saveLayout: {
    method: 'POST',
    path: '/gl/kw/kw/exam/ticket/layout/save',
    summary: 'Saves the exam’s admission-ticket layout: title, logo (an uploaded picture of the institution), fields shown, rules',
    input: ticketLayoutSchema.extend({ examId: id }),
    output: z.object({ ok: z.literal(true) }),
  },
  tasks: {
    method: 'GET',
    path: '/gl/kw/kw/exam/ticket/tasks',
    summary: 'The session’s admission-ticket tasks, newest first, with their state and progress',
    input: z.object({ sessionId: id, ...pageParams }),
    output: pageOf(ticketTaskSchema),
  },
  add: {
    method: 'POST',
    path: '/gl/kw/kw/exam/ticket/task/add',
    summary:
      'Starts an admission-ticket task for the session: one PDF per seated candidate, zipped into the caller’s download centre (a background job; its progress on the task)',
    input: z.object({ sessionId: id, name: ticketTaskName }),
    output: z.object({ id: z.string(), fileTaskId: z.string(), total: z.number().int() }),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/kw/kw/exam/ticket/task/delete',
    summary: 'Deletes an admission-ticket task and its zip in the download centre (a running one stops)',
    input: z.object({ id }),
    inputAlsoInQuery: true,
    output: z.object({ ok: z.literal(true) }),
  },
});
