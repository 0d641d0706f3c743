import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, FILE, needs } from '../endpoint';
import { breakRuleSetSchema } from '../exam/exam-config';
import { id, optionalId, optionalText, pageOf, pageParams, text } from '../fields';
import type { Language } from '../languages';
import type { ColumnLabel } from '../sheet';

/**
 * Discipline on exam day (违纪, `/examination/taskDetail/disciplinePages/:id/:timeId`): breaches recorded against the
 * institution's break rules (`kw/breakDiscipline/queryBreakRuleList`, spec §7), each with its consequence on the
 * candidate's score (a warning, a deduction of points, zero, cancellation), evidence chosen among the candidate's camera
 * snapshots and a note; revocable with a reason. Held by `gl_kw`, or by `gl_kw_monitor` for the rooms its holder
 * invigilates; the institution's rules are edited by `gl_kw`.
 */

/** What a breach does to the candidate's score. */
export const CONSEQUENCES = ['warning', 'deduction', 'zero', 'cancellation'] as const;
export type Consequence = (typeof CONSEQUENCES)[number];

/** Points a deduction takes: 0.1 to 99.9, one decimal, as the spec's scores. */
export const DEDUCTION_MAX = 99.9;
export const points = z
  .number()
  .min(0.1)
  .max(DEDUCTION_MAX)
  .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, { message: 'one decimal' });

/** The rules every institution starts with (seeded on its first read), each with its usual consequence. */
export const DEFAULT_DISCIPLINE_RULES = [
  { code: 'phone', consequence: 'deduction', points: 10 },
  { code: 'impersonation', consequence: 'cancellation', points: null },
  { code: 'leftSeat', consequence: 'warning', points: null },
  { code: 'talking', consequence: 'warning', points: null },
  { code: 'materials', consequence: 'deduction', points: 10 },
  { code: 'copying', consequence: 'zero', points: null },
] as const satisfies readonly { code: string; consequence: Consequence; points: number | null }[];
export type DefaultRuleCode = (typeof DEFAULT_DISCIPLINE_RULES)[number]['code'];

/** The default rules' names until the institution renames them, in the caller's language. */
export const DEFAULT_RULE_NAMES: Record<DefaultRuleCode, Record<Language, string>> = {
  phone: { zh: '使用手机', en: 'Using a phone', es: 'Usar el teléfono', ja: '携帯電話の使用', ko: '휴대전화 사용' },
  impersonation: {
    zh: '替考',
    en: 'Someone else sitting the exam',
    es: 'Otra persona hace el examen',
    ja: '替え玉受験',
    ko: '대리 응시',
  },
  leftSeat: {
    zh: '离开座位或摄像头画面',
    en: 'Leaving the seat or the camera',
    es: 'Abandonar el asiento o la cámara',
    ja: '離席・カメラ外への移動',
    ko: '자리 또는 카메라 화면 이탈',
  },
  talking: { zh: '与他人交谈', en: 'Talking to others', es: 'Hablar con otras personas', ja: '他人との会話', ko: '타인과 대화' },
  materials: {
    zh: '使用未经允许的资料',
    en: 'Unauthorised materials',
    es: 'Materiales no autorizados',
    ja: '許可されていない資料の使用',
    ko: '허용되지 않은 자료 사용',
  },
  copying: {
    zh: '抄袭他人屏幕',
    en: 'Copying from another screen',
    es: 'Copiar de otra pantalla',
    ja: '他人の画面の盗み見',
    ko: '타인 화면 베끼기',
  },
};

/** One of the institution's break rules. `code`: a default rule's (its name follows the language until renamed). */
export const disciplineRuleSchema = z.object({
  id: z.string(),
  code: z.string().nullable(),
  name: z.string(),
  consequence: z.enum(CONSEQUENCES),
  /** A deduction's points, else null. */
  points: z.number().nullable(),
  enabled: z.boolean(),
});
export type DisciplineRule = z.infer<typeof disciplineRuleSchema>;

const ruleInput = {
  name: text(50).min(1),
  consequence: z.enum(CONSEQUENCES),
  /** Required for a deduction; ignored otherwise. */
  points: points.nullish(),
  enabled: z.boolean().default(true),
};

/** What the breaches of a session are filtered by. */
export const breachFilter = {
  sessionId: id,
  roomId: optionalId,
  ruleId: optionalId,
  consequence: z
    .union([z.enum(CONSEQUENCES), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  /** A candidate's name or admission number, or part of one. */
  keyword: optionalText(50),
};

/** A snapshot kept as evidence: the sitting's `snapshot` event (its id) and when it was taken. */
/** A snapshot's id: its `snapshot` event's (a bigserial), within a safe integer. */
const eventId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const snapshotRefSchema = z.object({ id: z.number().int(), at: z.string() });

/** A breach as the console shows it. */
export const breachSchema = z.object({
  id: z.string(),
  examCandidateId: z.string(),
  name: z.string(),
  admissionNumber: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  ruleId: z.string().nullable(),
  ruleName: z.string(),
  consequence: z.enum(CONSEQUENCES),
  points: z.number().nullable(),
  note: z.string(),
  snapshots: z.array(snapshotRefSchema),
  recordedBy: z.string(),
  recordedAt: z.string(),
  /** Revoked: when, by whom, why; else null. */
  revoked: z.object({ at: z.string(), by: z.string(), reason: z.string() }).nullable(),
});
export type Breach = z.infer<typeof breachSchema>;

/** The score after discipline: the objective score less deductions, 0 for zero, none (cancelled) for cancellation. */
export type DisciplineScore = { score: number | null; cancelled: boolean };

/**
 * The one rule of a score after discipline, for the answer records and the answer sheet: a cancellation cancels (no
 * score); else a zero makes it 0; else the deductions come off the objective score (not below 0); no objective score
 * yet (not handed in) stays none. Revoked breaches are not passed in.
 */
export function scoreAfterDiscipline(
  score: number | null,
  breaches: { consequence: Consequence; points: number | null }[],
): DisciplineScore {
  if (breaches.some((b) => b.consequence === 'cancellation')) return { score: null, cancelled: true };
  if (breaches.some((b) => b.consequence === 'zero')) return { score: 0, cancelled: false };
  if (score === null) return { score: null, cancelled: false };
  const deducted = breaches.reduce((sum, b) => sum + (b.consequence === 'deduction' ? (b.points ?? 0) : 0), 0);
  return { score: Math.max(0, Math.round((score - deducted) * 10) / 10), cancelled: false };
}

/** The breaches sheet's columns. */
export const BREACH_COLUMNS = {
  admissionNumber: ['准考证号', 'Admission number', 'Número de admisión', '受験番号', '수험번호'],
  name: ['姓名', 'Name', 'Nombre', '氏名', '이름'],
  room: ['考场', 'Room', 'Aula', '試験室', '고사실'],
  rule: ['违纪规则', 'Break rule', 'Regla infringida', '不正行為の規則', '부정행위 규칙'],
  consequence: ['处理结果', 'Consequence', 'Consecuencia', '処分', '처리 결과'],
  points: ['扣分', 'Points deducted', 'Puntos descontados', '減点', '감점'],
  note: ['备注', 'Note', 'Nota', '備考', '비고'],
  recordedBy: ['记录人', 'Recorded by', 'Registrado por', '記録者', '기록자'],
  recordedAt: ['记录时间', 'Recorded at', 'Registrado el', '記録日時', '기록 시간'],
  revoked: ['撤销', 'Revoked', 'Anulado', '取消', '취소'],
} as const satisfies Record<string, ColumnLabel>;

export const CONSEQUENCE_NAMES: Record<Consequence, ColumnLabel> = {
  warning: ['警告', 'Warning', 'Advertencia', '警告', '경고'],
  deduction: ['扣分', 'Deduction', 'Descuento de puntos', '減点', '감점'],
  zero: ['成绩记零分', 'Zero', 'Cero', '0点', '0점 처리'],
  cancellation: ['取消考试成绩', 'Cancellation', 'Anulación', '成績取消', '성적 취소'],
};

const candidateInSession = { sessionId: id, examCandidateId: id };

export const sittingDisciplineApi = endpoints('sitting', needs(Authority.exam, Authority.monitor), {
  rules: {
    method: 'GET',
    path: '/gl/kw/kw/breakDiscipline/queryBreakRuleList',
    summary:
      "The break rules: the built-in sets an exam's configuration watches with (`sets`), and the institution's rules a breach is recorded against with their default consequences (`rules`; the defaults are made on the institution's first read), in the caller's language",
    output: z.object({ sets: z.array(breakRuleSetSchema), rules: z.array(disciplineRuleSchema) }),
  },
  addRule: {
    method: 'POST',
    path: '/gl/kw/kw/breakDiscipline/rule',
    summary: 'Adds a break rule of the institution, with its default consequence (and points for a deduction)',
    access: needs(Authority.exam),
    input: z.object(ruleInput),
    output: disciplineRuleSchema,
  },
  updateRule: {
    method: 'POST',
    path: '/gl/kw/kw/breakDiscipline/rule/update',
    summary: 'Renames a break rule, changes its default consequence, or disables / enables it (breaches recorded keep theirs)',
    access: needs(Authority.exam),
    input: z.object({ id, ...ruleInput }),
    output: disciplineRuleSchema,
  },
  breaches: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/breaches',
    summary:
      'The breaches recorded in a session, newest first, revoked ones too, filtered by room, rule, consequence and a name or admission number (an invigilator: their rooms)',
    input: z.object({ ...breachFilter, ...pageParams }),
    output: pageOf(breachSchema),
  },
  record: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/breach',
    summary:
      'Records a breach of a candidate seated in the session against a rule, with its consequence (the rule’s unless told), points for a deduction, snapshots of the candidate as evidence and a note',
    input: z.object({
      ...candidateInSession,
      ruleId: id,
      consequence: z.enum(CONSEQUENCES).optional(),
      points: points.nullish(),
      snapshotIds: z.array(eventId).max(20).default([]),
      note: text(500).default(''),
    }),
    output: breachSchema,
  },
  revoke: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/breach/revoke',
    summary: 'Revokes a breach with a reason: its consequence no longer applies to the score',
    input: z.object({ id, reason: text(200).min(1) }),
    output: breachSchema,
  },
  exportBreaches: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/breaches/export',
    summary: 'The breaches of a session as filtered, to Excel: a background task whose file lands in the caller’s download centre',
    input: z.object(breachFilter),
    output: z.object({ fileTaskId: z.string() }),
  },
  snapshots: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/snapshots',
    summary: 'The camera snapshots a candidate’s client sent in the session, oldest first (their ids and times)',
    input: z.object(candidateInSession),
    output: z.array(snapshotRefSchema),
  },
  snapshot: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/snapshot',
    summary: 'One camera snapshot of a candidate in the session (the picture), for the console',
    input: z.object({ ...candidateInSession, id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    output: FILE,
  },
});
