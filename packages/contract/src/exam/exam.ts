import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, idOnly, nullableText, optionalId, optionalText, pageOf, pageParams, text } from '../fields';
import type { Language } from '../languages';

/**
 * Exams (/examination, authority gl_kw, prefix /gl/kw): an exam's base information and subjects, its place in the
 * candidates' list, publishing, and the examination-category tree. The papers, configuration, information form,
 * candidates and scheduling of an exam are in the files beside this one.
 */

export const EXAM_NAME_MAX = 100;
export const EXAM_DESCRIPTION_MAX = 2000;
export const EXAM_AGREEMENT_MAX = 65_536;
export const EXAM_SUBJECTS_MAX = 20;
/** A subject's duration in minutes: at most a day. */
export const SUBJECT_DURATION_MAX = 1440;

/**
 * Name lengths of spec §5 in "Chinese characters": a Chinese (CJK) character weighs 3, any other 1, so "20 Chinese
 * characters or 60 characters" is a weight of at most 60, and "10 Chinese characters" at most 30.
 */
export const nameWeight = (value: string) =>
  [...value].reduce((sum, c) => sum + (/[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(c) ? 3 : 1), 0);
export const EXAM_METHOD_WEIGHT_MAX = 30;
export const SUBJECT_NAME_WEIGHT_MAX = 60;

/**
 * The list's filters (spec §4): by the exam's window and whether it was published. Not started: the window is
 * ahead, or it is open but the exam was never published and can still be. In progress: published and the window
 * open. Ended: published and the window over. Expired: the window over without the exam ever being published — it
 * can no longer run.
 */
export const EXAM_STATUSES = ['notStarted', 'inProgress', 'ended', 'expired'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];
export const EXAM_FILTERS = ['all', ...EXAM_STATUSES] as const;

export function examStatus(exam: { published: boolean; beginDate: string; endDate: string }, now = Date.now()): ExamStatus {
  const end = Date.parse(exam.endDate);
  if (end < now) return exam.published ? 'ended' : 'expired';
  return exam.published && Date.parse(exam.beginDate) <= now ? 'inProgress' : 'notStarted';
}

const dateTime = z.iso.datetime({ offset: true });
/** Any number: a fraction or a negative is one of `examProblems`, told with its own code rather than as bad input. */
const minutes = z.coerce.number();

export const subjectInputSchema = z.object({
  /** An existing subject keeps its id (its papers and sessions stay); none: a new subject. */
  id: optionalId,
  subjectName: text(60).min(1),
  duration: minutes,
  earlySubmitMinutes: minutes.default(0),
  lateEntryMinutes: z.coerce.number().int().min(0).max(SUBJECT_DURATION_MAX).default(0),
});
export type SubjectInput = z.input<typeof subjectInputSchema>;

export const subjectSchema = z.object({
  id: z.string(),
  subjectName: z.string(),
  duration: z.number().int(),
  earlySubmitMinutes: z.number().int(),
  lateEntryMinutes: z.number().int(),
});
export type Subject = z.infer<typeof subjectSchema>;

const baseFields = {
  examName: text(EXAM_NAME_MAX).min(1),
  categoryId: optionalId,
  examMethod: nullableText(40),
  beginDate: dateTime,
  endDate: dateTime,
  description: nullableText(EXAM_DESCRIPTION_MAX),
  /** A file-store key of an uploaded picture. */
  cover: nullableText(200),
  /** The candidate agreement, rich text (sanitised on the server). */
  agreement: nullableText(EXAM_AGREEMENT_MAX),
  subjects: z.array(subjectInputSchema).min(1).max(EXAM_SUBJECTS_MAX),
};
export const examAddSchema = z.object(baseFields);
export const examUpdateSchema = z.object({ id, ...baseFields });
export type ExamInput = z.input<typeof examAddSchema>;

/** The problems the rules find in an exam's base information, for the form and the server alike. */
export type ExamProblem = {
  field: string;
  code:
    | 'examBeginAfterEnd'
    | 'subjectDurationInvalid'
    | 'earlySubmitInvalid'
    | 'examMethodNameTooLong'
    | 'examSubjectNameTooLong'
    | 'subjectNameRepeated';
};
export function examProblems(input: {
  beginDate: string;
  endDate: string;
  examMethod?: string | null;
  subjects: Omit<SubjectInput, 'id'>[];
}): ExamProblem[] {
  const problems: ExamProblem[] = [];
  if (!(Date.parse(input.beginDate) < Date.parse(input.endDate))) problems.push({ field: 'endDate', code: 'examBeginAfterEnd' });
  if (input.examMethod && nameWeight(input.examMethod) > EXAM_METHOD_WEIGHT_MAX)
    problems.push({ field: 'examMethod', code: 'examMethodNameTooLong' });
  const seen = new Set<string>();
  input.subjects.forEach((s, i) => {
    const duration = Number(s.duration);
    const early = Number(s.earlySubmitMinutes ?? 0);
    if (nameWeight(s.subjectName) > SUBJECT_NAME_WEIGHT_MAX)
      problems.push({ field: `subjects.${i}.subjectName`, code: 'examSubjectNameTooLong' });
    if (seen.has(s.subjectName)) problems.push({ field: `subjects.${i}.subjectName`, code: 'subjectNameRepeated' });
    seen.add(s.subjectName);
    if (!Number.isInteger(duration) || duration <= 0 || duration > SUBJECT_DURATION_MAX)
      problems.push({ field: `subjects.${i}.duration`, code: 'subjectDurationInvalid' });
    else if (!Number.isInteger(early) || early < 0 || early > duration)
      problems.push({ field: `subjects.${i}.earlySubmitMinutes`, code: 'earlySubmitInvalid' });
  });
  return problems;
}

export const examSchema = z.object({
  id: z.string(),
  examName: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  examMethod: z.string().nullable(),
  beginDate: z.string(),
  endDate: z.string(),
  description: z.string().nullable(),
  cover: z.string().nullable(),
  /** The cover's address in the file store. */
  coverUrl: z.string().nullable(),
  published: z.boolean(),
  status: z.enum(EXAM_STATUSES),
  listOrder: z.number().int(),
  subjects: z.array(subjectSchema),
  candidateCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Exam = z.infer<typeof examSchema>;
export const examDetailSchema = examSchema.extend({ agreement: z.string().nullable() });
export type ExamDetail = z.infer<typeof examDetailSchema>;

/** What publishing needs that the exam lacks: each a reason code with what it names. */
export const PUBLISH_GAPS = [
  'noSubjects',
  'subjectWithoutPaper',
  'noCandidates',
  'noSessions',
  'subjectWithoutSession',
  'sessionWithoutRooms',
  'candidatesUnseated',
  'windowOver',
] as const;
export type PublishGap = { gap: (typeof PUBLISH_GAPS)[number]; names: string[]; count?: number };

export const BATCH_ACTIONS = ['publish', 'unpublish', 'delete'] as const;

export const examApi = endpoints('exam', needs(Authority.exam), {
  page: {
    method: 'GET',
    path: '/gl/kw/kw/exam/queryPage',
    summary: 'Exams of the institution: filtered by status (spec §4), name and category, newest first, paged',
    input: z.object({
      status: z.enum(EXAM_FILTERS).default('all'),
      examName: optionalText(EXAM_NAME_MAX),
      categoryId: optionalId,
      ...pageParams,
    }),
    output: pageOf(examSchema),
  },
  baseInfo: {
    method: 'GET',
    path: '/gl/kw/kw/exam/queryBaseInfo/{id}',
    summary: 'An exam with its subjects and agreement (the base-information form)',
    input: idOnly,
    output: examDetailSchema,
  },
  examBaseInfo: {
    method: 'GET',
    path: '/gl/kw/kw/exam/queryExamBaseInfo/{id}',
    summary: "An exam's name and window (headers of the exam's pages)",
    input: idOnly,
    output: z.object({ examId: z.string(), examName: z.string(), beginDate: z.string(), endDate: z.string(), published: z.boolean() }),
  },
  defaultAgreement: {
    method: 'GET',
    path: '/gl/kw/kw/exam/getDefaultAgreement',
    summary: "The candidate agreement a new exam starts with, in the caller's language",
    output: z.object({ agreement: z.string() }),
  },
  add: {
    method: 'POST',
    path: '/gl/kw/kw/exam/add',
    summary: 'Create an exam with its subjects (unpublished)',
    input: examAddSchema,
    output: z.object({ id: z.string() }),
  },
  update: {
    method: 'PUT',
    path: '/gl/kw/kw/exam/update',
    summary: "Change an exam's base information and subjects (parameters in the query or, for long texts and the subjects, the body)",
    input: examUpdateSchema,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  updateBatch: {
    method: 'POST',
    path: '/gl/kw/kw/exam/updateBatch',
    summary: 'Publish, unpublish or delete several exams; answers what each refused',
    input: z.object({ ids: z.array(id).min(1).max(200), action: z.enum(BATCH_ACTIONS) }),
    output: z.object({
      done: z.number().int(),
      refused: z.array(
        z.object({
          id: z.string(),
          examName: z.string(),
          code: z.number().int(),
          msg: z.string(),
          gaps: z.array(z.object({ gap: z.enum(PUBLISH_GAPS), names: z.array(z.string()), count: z.number().int().optional() })).optional(),
        }),
      ),
    }),
  },
  publishGaps: {
    method: 'GET',
    path: '/gl/kw/kw/exam/publishGaps/{id}',
    summary: 'What the exam still lacks before it can be published',
    input: idOnly,
    output: z.array(z.object({ gap: z.enum(PUBLISH_GAPS), names: z.array(z.string()), count: z.number().int().optional() })),
  },
  copy: {
    method: 'POST',
    path: '/gl/kw/kw/exam/copy',
    summary: "Copy an exam's base information, subjects, configuration and information form (not its candidates)",
    input: idOnly,
    output: z.object({ id: z.string() }),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/kw/kw/exam/delete',
    summary: 'Delete an unpublished exam with everything it holds',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  order: {
    method: 'GET',
    path: '/gl/kw/kw/exam/order',
    summary: 'Published exams in the order candidates see them',
    output: z.array(
      z.object({ id: z.string(), examName: z.string(), beginDate: z.string(), endDate: z.string(), status: z.enum(EXAM_STATUSES) }),
    ),
  },
  saveOrder: {
    method: 'POST',
    path: '/gl/kw/kw/exam/order/save',
    summary: 'Set the order in which published exams are listed to candidates',
    input: z.object({ ids: z.array(id).max(1000) }),
    output: z.null(),
  },
});

type Texts = Record<Language, string>;

/** A publish gap in words, `{names}` the subjects or sessions it names, `{count}` how many candidates. */
export const PUBLISH_GAP_TEXTS: Record<PublishGap['gap'], Texts> = {
  noSubjects: { zh: '没有科目', en: 'no subjects', es: 'sin asignaturas', ja: '科目がありません', ko: '과목이 없습니다' },
  subjectWithoutPaper: {
    zh: '科目{names}没有试卷',
    en: 'subjects without a paper: {names}',
    es: 'asignaturas sin examen: {names}',
    ja: '試験用紙のない科目：{names}',
    ko: '시험지가 없는 과목: {names}',
  },
  noCandidates: { zh: '没有考生', en: 'no candidates', es: 'sin candidatos', ja: '受験者がいません', ko: '응시자가 없습니다' },
  noSessions: { zh: '没有场次', en: 'no sessions', es: 'sin sesiones', ja: '試験回がありません', ko: '회차가 없습니다' },
  subjectWithoutSession: {
    zh: '科目{names}没有场次',
    en: 'subjects without a session: {names}',
    es: 'asignaturas sin sesión: {names}',
    ja: '試験回のない科目：{names}',
    ko: '회차가 없는 과목: {names}',
  },
  sessionWithoutRooms: {
    zh: '场次{names}没有考场',
    en: 'sessions without rooms: {names}',
    es: 'sesiones sin aulas: {names}',
    ja: '試験室のない試験回：{names}',
    ko: '고사실이 없는 회차: {names}',
  },
  candidatesUnseated: {
    zh: '{count}名考生未编排考场',
    en: '{count} candidates not seated in a room',
    es: '{count} candidatos sin aula asignada',
    ja: '{count}名の受験者が試験室に未割当です',
    ko: '응시자 {count}명이 고사실에 배정되지 않았습니다',
  },
  windowOver: {
    zh: '考试时间已过',
    en: 'the exam window is over',
    es: 'el periodo del examen ha terminado',
    ja: '試験期間が終了しています',
    ko: '시험 기간이 끝났습니다',
  },
};

export function publishGapText(gap: PublishGap, lang: Language) {
  const separator = lang === 'zh' || lang === 'ja' ? '、' : ', ';
  const text = PUBLISH_GAP_TEXTS[gap.gap][lang]
    .replace('{names}', lang === 'zh' ? gap.names.map((n) => `“${n}”`).join(separator) : gap.names.join(separator))
    .replace('{count}', String(gap.count ?? 0));
  return text;
}

/** The candidate agreement a new exam starts with (the administrator edits it per exam). */
export const DEFAULT_AGREEMENTS: Texts = {
  zh: '<p>考生须知</p><ol><li>请在考试开始前完成设备检测，保证网络稳定、摄像头和麦克风可用。</li><li>考试过程中须独立作答，不得离开摄像头画面，不得借助他人、资料或其他设备。</li><li>考试过程将被全程录像，系统会记录切屏、离开页面等行为，违规者成绩作废。</li><li>请在规定时间内提交试卷，时间到后系统将自动交卷。</li></ol><p>我已阅读并同意遵守以上考试纪律。</p>',
  en: '<p>Candidate agreement</p><ol><li>Check your device before the exam begins: a stable network, a working camera and microphone.</li><li>Answer on your own during the exam; stay in view of the camera and use no other person, material or device.</li><li>The whole exam is recorded; leaving the page or switching windows is logged, and a breach voids the result.</li><li>Submit within the time allowed; when time is up the paper is submitted for you.</li></ol><p>I have read these rules and agree to keep them.</p>',
  es: '<p>Acuerdo del candidato</p><ol><li>Compruebe su equipo antes del examen: red estable, cámara y micrófono en funcionamiento.</li><li>Responda solo durante el examen; permanezca a la vista de la cámara y no use otras personas, materiales ni dispositivos.</li><li>Todo el examen se graba; salir de la página o cambiar de ventana queda registrado, y una infracción anula el resultado.</li><li>Entregue dentro del tiempo permitido; al terminar el tiempo el examen se entrega automáticamente.</li></ol><p>He leído estas normas y acepto cumplirlas.</p>',
  ja: '<p>受験者の誓約</p><ol><li>試験開始前に機器を確認し、安定したネットワーク、カメラとマイクを用意してください。</li><li>試験中は一人で解答し、カメラの画角から離れず、他人・資料・他の機器を使わないでください。</li><li>試験はすべて録画され、画面の切り替えやページ離脱は記録されます。違反した場合、成績は無効になります。</li><li>制限時間内に提出してください。時間になると自動的に提出されます。</li></ol><p>以上の規律を読み、守ることに同意します。</p>',
  ko: '<p>응시자 서약</p><ol><li>시험 시작 전에 기기를 점검하세요. 안정적인 네트워크와 작동하는 카메라, 마이크가 필요합니다.</li><li>시험 중에는 혼자 답하고 카메라 화면을 벗어나지 말며, 다른 사람·자료·기기를 사용하지 마세요.</li><li>시험 전 과정이 녹화되며 화면 전환이나 페이지 이탈이 기록됩니다. 위반 시 성적은 무효가 됩니다.</li><li>제한 시간 안에 제출하세요. 시간이 끝나면 자동으로 제출됩니다.</li></ol><p>위 규정을 읽었으며 지킬 것에 동의합니다.</p>',
};
