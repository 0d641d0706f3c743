import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, optionalId, optionalText, pageOf, pageParams } from '../fields';
import type { ColumnLabel } from '../sheet';

/**
 * A session's anomalies (异常, `/examination/taskDetail/anomalyPages/:id/:timeId`): what the sittings record, read by
 * rules — interrupted, frequent leaves of the page or fullscreen, sign-ins from several devices or addresses, entries
 * refused as late or locked, long silence — each with the review an officer or invigilator gave it (handled or
 * ignored, with a note). Held by `gl_kw`, or by `gl_kw_monitor` for the rooms its holder invigilates.
 */

/** The rules, in the order the page offers them. */
export const ANOMALY_KINDS = ['interrupted', 'frequentLeaves', 'multipleDevices', 'lateEntry', 'longSilence'] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

/** A review's states: open until someone handles or ignores it. */
export const ANOMALY_STATES = ['open', 'handled', 'ignored'] as const;
export type AnomalyState = (typeof ANOMALY_STATES)[number];

/** Leaves of the page and of fullscreen together that make "frequent leaves" when the exam sets no leave limit. */
export const FREQUENT_LEAVES = 5;
/** Minutes in the exam with heartbeats but no answer saved (since the start or the last save) that make "long silence". */
export const SILENCE_MINUTES = 15;
/** A review's note, after trimming. */
export const ANOMALY_NOTE_MAX = 200;
/** Anomalies one review may name. */
export const ANOMALY_REVIEW_MAX = 500;

const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.literal('')])
    .optional()
    .transform((v) => (v === '' ? undefined : v) as z.infer<T> | undefined);

/** What the list and its export are filtered by. */
export const anomalyFilter = {
  sessionId: id,
  roomId: optionalId,
  kind: optional(z.enum(ANOMALY_KINDS)),
  state: optional(z.enum(ANOMALY_STATES)),
  /** A name or admission number, or part of one. */
  keyword: optionalText(50),
};

/** A device a candidate signed in from: address, device and browser read from the user agent, how often, the last time. */
export const anomalyDeviceSchema = z.object({
  ip: z.string(),
  device: z.string().nullable(),
  browser: z.string().nullable(),
  signIns: z.number().int(),
  lastAt: z.string(),
});

/** The evidence of an anomaly: the fields of its kind. */
export const anomalyEvidenceSchema = z.object({
  /** interrupted and longSilence: the last heartbeat. */
  lastSeenAt: z.string().nullable().optional(),
  /** frequentLeaves: leaves of the page and of fullscreen, the threshold they reached, the last one. */
  leaveCount: z.number().int().optional(),
  pageLeaves: z.number().int().optional(),
  fullscreenLeaves: z.number().int().optional(),
  threshold: z.number().int().optional(),
  lastLeaveAt: z.string().nullable().optional(),
  /** multipleDevices: each address and device signed in from. */
  devices: z.array(anomalyDeviceSchema).optional(),
  /** lateEntry: the refusals (41300616 late, 41300617 locked), how many, the first and the last. */
  refusals: z.number().int().optional(),
  codes: z.array(z.number().int()).optional(),
  firstAt: z.string().optional(),
  lastAt: z.string().optional(),
  /** longSilence: the last answer saved (null: none since the start), and for how many minutes none. */
  lastSaveAt: z.string().nullable().optional(),
  silentMinutes: z.number().int().optional(),
});
export type AnomalyEvidence = z.infer<typeof anomalyEvidenceSchema>;

/** One anomaly of one candidate: detected now, or reviewed before and no longer seen (`current: false`). */
export const anomalyRowSchema = z.object({
  candidateId: z.string(),
  name: z.string(),
  admissionNumber: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  seat: z.number().int().nullable(),
  kind: z.enum(ANOMALY_KINDS),
  /** When the rule was first met (as far as the record tells). */
  detectedAt: z.string().nullable(),
  /** Whether the rule holds now (false: a reviewed anomaly the record no longer shows, such as a candidate back online). */
  current: z.boolean(),
  evidence: anomalyEvidenceSchema,
  state: z.enum(ANOMALY_STATES),
  note: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type AnomalyRow = z.infer<typeof anomalyRowSchema>;

/** The anomalies' sheet's columns. */
export const ANOMALY_COLUMNS = {
  admissionNumber: ['准考证号', 'Admission number', 'Número de admisión', '受験番号', '수험번호'],
  name: ['姓名', 'Name', 'Nombre', '氏名', '이름'],
  room: ['考场', 'Room', 'Aula', '試験室', '고사실'],
  seat: ['座位号', 'Seat', 'Asiento', '座席番号', '좌석 번호'],
  kind: ['异常类型', 'Anomaly', 'Anomalía', '異常の種類', '이상 유형'],
  detectedAt: ['发现时间', 'Detected', 'Detectada', '検出日時', '발견 시간'],
  evidence: ['依据', 'Evidence', 'Evidencia', '根拠', '근거'],
  state: ['处理状态', 'Review', 'Revisión', '処理状況', '처리 상태'],
  note: ['处理说明', 'Note', 'Nota', 'メモ', '메모'],
  reviewedBy: ['处理人', 'Reviewed by', 'Revisada por', '処理者', '처리자'],
  reviewedAt: ['处理时间', 'Reviewed at', 'Revisada el', '処理日時', '처리 시간'],
} as const satisfies Record<string, ColumnLabel>;

export const ANOMALY_KIND_NAMES: Record<AnomalyKind, ColumnLabel> = {
  interrupted: ['异常中断', 'Interrupted', 'Interrumpido', '中断', '중단'],
  frequentLeaves: ['频繁切屏', 'Frequent leaves', 'Salidas frecuentes', '頻繁な画面離脱', '잦은 화면 이탈'],
  multipleDevices: ['多设备登录', 'Several devices', 'Varios dispositivos', '複数端末からのログイン', '여러 기기 로그인'],
  lateEntry: ['迟到入场被拒', 'Late entry attempts', 'Intentos de entrada tardía', '遅刻入場の試み', '지각 입장 시도'],
  longSilence: ['长时间无作答', 'Long silence', 'Silencio prolongado', '長時間の無解答', '장시간 무응답'],
};

export const ANOMALY_STATE_NAMES: Record<AnomalyState, ColumnLabel> = {
  open: ['待处理', 'Open', 'Abierta', '未処理', '미처리'],
  handled: ['已处理', 'Handled', 'Atendida', '処理済み', '처리함'],
  ignored: ['已忽略', 'Ignored', 'Ignorada', '無視', '무시함'],
};

const counts = <T extends readonly [string, ...string[]]>(keys: T) => z.record(z.enum(keys), z.number().int());

export const sittingAnomaliesApi = endpoints('sitting', needs(Authority.exam, Authority.monitor), {
  anomalies: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/anomalies',
    summary:
      'A session’s anomalies, detected by rules from its sittings at the server’s time (interrupted, frequent leaves, sign-ins from several devices, entries refused late or locked, long silence) with their review, by room, seat and kind; filtered by room, kind, review state and name or admission number. `kinds` counts by kind (whatever the kind chosen), `states` by review state (whatever the state chosen), in the room chosen (an invigilator: their rooms)',
    input: z.object({ ...anomalyFilter, ...pageParams }),
    output: pageOf(anomalyRowSchema).extend({
      kinds: counts(ANOMALY_KINDS),
      states: counts(ANOMALY_STATES),
    }),
  },
  review: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/anomalies/review',
    summary:
      'Handles or ignores anomalies of a session’s candidates (each a candidate and a kind, detected now or reviewed before) with a note of 1–200 characters; one review per candidate and kind, replaced by the next; audited',
    input: z.object({
      sessionId: id,
      items: z
        .array(z.object({ candidateId: id, kind: z.enum(ANOMALY_KINDS) }))
        .min(1)
        .max(ANOMALY_REVIEW_MAX),
      state: z.enum(['handled', 'ignored']),
      note: z.string().trim().min(1).max(ANOMALY_NOTE_MAX),
    }),
    output: z.object({ reviewed: z.number().int() }),
  },
  exportAnomalies: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/anomalies/export',
    summary:
      'The session’s anomalies as filtered, to Excel: a background task whose file lands in the caller’s download centre; answers the task',
    input: z.object(anomalyFilter),
    output: z.object({ fileTaskId: z.string() }),
  },
});
