import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, optionalId, optionalText, pageOf, pageParams } from '../fields';
import type { ColumnLabel } from '../sheet';
import { ROSTER_STATES, type RosterState, rosterRowSchema, rosterStateFilter } from './sitting-control';

/**
 * Answer records (答题记录, `/examination/detail/answerRecords/:id` and `/examination/taskDetail/answerRecords/:id/:timeId`):
 * the candidates of an exam's sessions, or of one session, with their state, sign-in, hand-in, objective score, leaves
 * of the page, extra time and the time left, filtered and counted by state; exported to Excel through the download
 * centre. Held by `gl_kw`, or by `gl_kw_monitor` for the rooms its holder invigilates.
 */

/** What a list of the records and its export are filtered by. */
export const recordsFilter = {
  examId: id,
  /** One session of the exam; absent: every session. */
  sessionId: optionalId,
  /** One room (of the session, when one is named). */
  roomId: optionalId,
  state: rosterStateFilter,
  /** A name or admission number, or part of one. */
  keyword: optionalText(50),
};

/** A candidate seated in one of the exam's sessions, with their sitting there if they have one. */
export const recordRowSchema = rosterRowSchema.extend({
  sessionId: z.string(),
  sessionName: z.string(),
  /** Discipline (`sitting-discipline.ts`): the breaches standing (not revoked) and the score after them. */
  breaches: z.number().int(),
  scoreAfterDiscipline: z.number().nullable(),
  cancelled: z.boolean(),
});
export type RecordRow = z.infer<typeof recordRowSchema>;

/** The records sheet's columns. */
export const RECORD_COLUMNS = {
  admissionNumber: ['准考证号', 'Admission number', 'Número de admisión', '受験番号', '수험번호'],
  name: ['姓名', 'Name', 'Nombre', '氏名', '이름'],
  session: ['场次', 'Session', 'Sesión', '受験回', '차수'],
  room: ['考场', 'Room', 'Aula', '試験室', '고사실'],
  seat: ['座位号', 'Seat', 'Asiento', '座席番号', '좌석 번호'],
  state: ['状态', 'State', 'Estado', '状態', '상태'],
  signedInAt: ['登录时间', 'Signed in', 'Inicio de sesión', 'ログイン日時', '로그인 시간'],
  submittedAt: ['交卷时间', 'Handed in', 'Entrega', '提出日時', '제출 시간'],
  score: ['客观题得分', 'Objective score', 'Puntuación objetiva', '客観問題の得点', '객관식 점수'],
  leaveCount: ['切屏次数', 'Leaves of the page', 'Salidas de la página', '画面離脱回数', '화면 이탈 횟수'],
  extraMinutes: ['延时（分钟）', 'Extra time (minutes)', 'Tiempo extra (minutos)', '延長（分）', '연장 시간(분)'],
  remaining: ['剩余时间（分钟）', 'Time left (minutes)', 'Tiempo restante (minutos)', '残り時間（分）', '남은 시간(분)'],
  scoreAfterDiscipline: ['违纪处理后得分', 'Score after discipline', 'Puntuación tras la sanción', '処分後の得点', '처리 후 점수'],
} as const satisfies Record<string, ColumnLabel>;

/** A score cancelled by discipline, in the sheet. */
export const SCORE_CANCELLED: ColumnLabel = ['成绩已取消', 'Score cancelled', 'Puntuación anulada', '成績取消', '성적 취소됨'];

/** The states' names in the sheet, as the console's tags show them. */
export const ROSTER_STATE_NAMES: Record<RosterState, ColumnLabel> = {
  notSignedIn: ['未登录', 'Not signed in', 'Sin iniciar sesión', '未ログイン', '미로그인'],
  signedIn: ['已登录', 'Signed in', 'Sesión iniciada', 'ログイン済み', '로그인함'],
  inExam: ['考试中', 'In the exam', 'En el examen', '受験中', '응시 중'],
  interrupted: ['已中断', 'Interrupted', 'Interrumpido', '中断', '중단됨'],
  completed: ['已交卷', 'Handed in', 'Entregado', '提出済み', '제출함'],
  absent: ['缺考', 'Absent', 'Ausente', '欠席', '결시'],
  forceSubmitted: ['强制交卷', 'Force-submitted', 'Entrega forzada', '強制提出', '강제 제출'],
};

export const sittingRecordsApi = endpoints('sitting', needs(Authority.exam, Authority.monitor), {
  records: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/records',
    summary:
      'Answer records: the candidates seated in the exam’s sessions (or one session) by session, room and seat, with their state, sign-in, hand-in, objective score, leaves, extra time and time left (no ID number or mobile), filtered by session, room, state and name or admission number; `counts` by state cover the session and room chosen whatever the state and keyword (an invigilator: their rooms)',
    input: z.object({ ...recordsFilter, ...pageParams }),
    output: pageOf(recordRowSchema).extend({ counts: z.record(z.enum(ROSTER_STATES), z.number().int()) }),
  },
  exportRecords: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/records/export',
    summary:
      'The answer records as filtered, to Excel: a background task whose file lands in the caller’s download centre; answers the task',
    input: z.object(recordsFilter),
    output: z.object({ fileTaskId: z.string() }),
  },
});
