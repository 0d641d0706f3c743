import { z } from 'zod';
import { Authority } from '../authorities';
import { ITEM_TYPE_CODES } from '../bank/item';
import { endpoints, needs } from '../endpoint';
import { id, optionalId } from '../fields';
import type { ColumnLabel } from '../sheet';

/**
 * The data reports of exam day: a session's (`dataReport/{id}/{timeId}`) and an exam's (`dataReport/{id}`, the
 * analysis with charts; `report/{id}`, the same figures as a printable summary). Participation, the objective score's
 * distribution and statistics, each item's difficulty, discrimination, options chosen and time, and the figures per
 * session, room and department. Subjective items (short answers, essays) wait for marking: the objective score is what
 * is analysed. Held by `gl_kw`, or by `gl_kw_monitor` for the candidates of the rooms its holder invigilates.
 */

/** What a report covers: an exam's sessions, or one of them. */
export const reportFilter = {
  examId: id,
  /** One session of the exam; absent: every session. */
  sessionId: optionalId,
};

/** The score's distribution: ten bands of the objective maximum, 0–10 % … 90–100 % (the last includes 100 %). */
export const REPORT_BANDS = 10;
/** Without a pass mark on the paper, passing is this share of the paper's total. */
export const DEFAULT_PASS_SHARE = 0.6;
/** The upper and lower groups of the discrimination index: this share of the handed-in papers each, by score. */
export const DISCRIMINATION_SHARE = 0.27;
/** The time on an item is estimated from the gaps between a candidate's saves, each counted at most this long. */
export const ITEM_GAP_MAX_SECONDS = 600;
/** The time on the items is averaged over at most this many handed-in papers (a random sample: by the sitting's id). */
export const ITEM_TIME_SAMPLE = 2000;

const num = z.number().nullable();

/** How a group of candidates (the whole report, a session, a room, a department) took part and scored. */
export const reportGroupSchema = z.object({
  /** The session's, room's or department's id; null: candidates without a room or a department. */
  id: z.string().nullable(),
  name: z.string().nullable(),
  seated: z.number().int(),
  signedIn: z.number().int(),
  /** Signed in, not handed in, not absent: still sitting (or never handed in while the session lasts). */
  inProgress: z.number().int(),
  /** Handed in: by themselves or the server at time up (`completed`), or by an invigilator (`forceSubmitted`). */
  completed: z.number().int(),
  forceSubmitted: z.number().int(),
  /** Never started and the session is over, or marked absent. */
  absent: z.number().int(),
  mean: num,
  median: num,
  highest: num,
  lowest: num,
  /** The population standard deviation of the handed-in papers' objective scores. */
  stdDev: num,
  passed: z.number().int(),
  /** Passed among the handed in, 0–1; null when none has handed in. */
  passRate: num,
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportItemSchema = z.object({
  itemId: z.string(),
  /** Its number in the paper (from 1, across the sections), of the first variant that has it; null: drawn at random. */
  number: z.number().int().nullable(),
  sectionName: z.string().nullable(),
  itemTypeCode: z.enum(ITEM_TYPE_CODES).nullable(),
  /** The stem as plain text, cut short. */
  stem: z.string(),
  max: z.number(),
  /** Handed-in papers that had the item. */
  papers: z.number().int(),
  /** Subjective (short answer, essay): its score waits for marking; the figures below are null. */
  awaitingMarking: z.boolean(),
  meanScore: num,
  /** Mean score / max (0–1; higher is easier). */
  difficulty: num,
  /** The upper 27 % by objective score less the lower 27 %, each as mean score / max (−1–1). */
  discrimination: num,
  /** Choice items: how many chose each option (by the option's letter in the paper as written, not as shuffled). */
  options: z.array(z.object({ letter: z.string(), count: z.number().int(), correct: z.boolean() })).nullable(),
  /** Unanswered among the papers that had it (choice items). */
  unanswered: z.number().int().nullable(),
  /** Seconds on the item, estimated from the saves; null without saves. */
  averageSeconds: num,
});
export type ReportItem = z.infer<typeof reportItemSchema>;

export const dataReportSchema = z.object({
  examName: z.string(),
  sessionName: z.string().nullable(),
  subjectName: z.string().nullable(),
  /** When the figures were taken (the server's time). */
  at: z.string(),
  /** An invigilator's report covers the candidates of their rooms only. */
  roomsOnly: z.boolean(),
  /** The papers the candidates drew and the pass mark of each: the paper's, or 60 % of its total (`default`). */
  papers: z.array(
    z.object({
      name: z.string(),
      total: z.number(),
      objectiveMax: z.number(),
      passMark: z.number(),
      passMarkSource: z.enum(['paper', 'default']),
    }),
  ),
  /** Subjective items are in the papers: their scores wait for marking and only the objective score is analysed. */
  awaitingMarking: z.boolean(),
  overall: reportGroupSchema,
  /** Ten bands of the objective maximum: how many handed-in papers scored in each. */
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  /** The bands' bounds are points when every paper has this objective maximum; else percentages. */
  bandMax: num,
  items: z.array(reportItemSchema),
  sessions: z.array(reportGroupSchema),
  rooms: z.array(reportGroupSchema.extend({ sessionName: z.string().nullable() })),
  departments: z.array(reportGroupSchema),
});
export type DataReport = z.infer<typeof dataReportSchema>;

/** The export's sheets and their columns. */
export const REPORT_SHEETS = {
  summary: ['概况', 'Summary', 'Resumen', '概要', '개요'],
  distribution: ['分数分布', 'Distribution', 'Distribución', '得点分布', '점수 분포'],
  items: ['试题分析', 'Items', 'Ítems', '問題分析', '문항 분석'],
  sessions: ['按场次', 'By session', 'Por sesión', '受験回別', '차수별'],
  rooms: ['按考场', 'By room', 'Por aula', '試験室別', '고사실별'],
  departments: ['按部门', 'By department', 'Por departamento', '部門別', '부서별'],
} as const satisfies Record<string, ColumnLabel>;

export const REPORT_COLUMNS = {
  name: ['名称', 'Name', 'Nombre', '名称', '이름'],
  session: ['场次', 'Session', 'Sesión', '受験回', '차수'],
  seated: ['应考', 'Seated', 'Asignados', '受験予定', '배정'],
  signedIn: ['已登录', 'Signed in', 'Con sesión', 'ログイン済み', '로그인'],
  inProgress: ['作答中', 'In progress', 'En curso', '受験中', '응시 중'],
  completed: ['已交卷', 'Handed in', 'Entregados', '提出済み', '제출'],
  forceSubmitted: ['强制交卷', 'Force-submitted', 'Entrega forzada', '強制提出', '강제 제출'],
  absent: ['缺考', 'Absent', 'Ausentes', '欠席', '결시'],
  mean: ['平均分', 'Mean', 'Media', '平均点', '평균'],
  median: ['中位数', 'Median', 'Mediana', '中央値', '중앙값'],
  highest: ['最高分', 'Highest', 'Máxima', '最高点', '최고점'],
  lowest: ['最低分', 'Lowest', 'Mínima', '最低点', '최저점'],
  stdDev: ['标准差', 'Standard deviation', 'Desviación típica', '標準偏差', '표준편차'],
  passed: ['及格人数', 'Passed', 'Aprobados', '合格者数', '합격자 수'],
  passRate: ['及格率', 'Pass rate', 'Tasa de aprobados', '合格率', '합격률'],
} as const satisfies Record<string, ColumnLabel>;

export const sittingReportApi = endpoints('sitting', needs(Authority.exam, Authority.monitor), {
  report: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/report',
    summary:
      'The data report of an exam or one session: participation, the objective score’s distribution and statistics (pass mark: the paper’s, else 60 % of its total), each item’s difficulty, discrimination, options chosen and estimated time, and the figures per session, room and department (an invigilator: their rooms’ candidates)',
    input: z.object(reportFilter),
    output: dataReportSchema,
  },
  exportReport: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/report/export',
    summary: 'The data report to Excel, one sheet a part: a background task whose file lands in the caller’s download centre',
    input: z.object(reportFilter),
    output: z.object({ fileTaskId: z.string() }),
  },
});
