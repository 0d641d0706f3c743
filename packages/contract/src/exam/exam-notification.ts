import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, FILE, needs } from '../endpoint';
import { id, optionalId, optionalText, pageOf, pageParams } from '../fields';
import { type Language, LANGUAGES } from '../languages';

/**
 * An exam's notifications (/examination/detail/notification/:id, authority gl_kw): a message to the exam's
 * candidates by text message and/or e-mail, written from a template with variables, to all of them, to those seated
 * in one session (or one room of it) or to chosen ones. Sending makes the notification and a background job delivers
 * it through the outbox, one delivery row per candidate and channel, the page following its progress. A session's
 * notification page (/examination/taskDetail/notification/:id/:timeId) is the same calls scoped to the session
 * (`sessionId`, `roomId`): the notifications that reach its candidates, and the deliveries to them only.
 */

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What a template may say in braces, filled in for each candidate. */
export const NOTIFICATION_VARIABLES = ['name', 'admissionNumber', 'examName', 'examTime', 'signInUrl'] as const;
export type NotificationVariable = (typeof NOTIFICATION_VARIABLES)[number];

export const NOTIFICATION_SUBJECT_MAX = 100;
/** The template's text as written (an e-mail's body). */
export const NOTIFICATION_BODY_MAX = 2000;
/** A text message once its variables are filled in, for the longest values among its recipients. */
export const NOTIFICATION_SMS_MAX = 500;
/** Candidates chosen one by one in one notification. */
export const NOTIFICATION_CHOSEN_MAX = 1000;

export const NOTIFICATION_STATUSES = ['sending', 'done', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const DELIVERY_STATUSES = ['sent', 'logged', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Anything in braces is meant as a variable: a misspelt or translated name is caught rather than sent as written. */
const BRACED = /\{([^{}\n]{1,40})\}/g;
const KNOWN = new RegExp(`\\{(${NOTIFICATION_VARIABLES.join('|')})\\}`, 'g');

/** The braced names of a text that are not variables, each once, as written (`{姓名}`). */
export function unknownVariables(text: string): string[] {
  const unknown = [...text.matchAll(BRACED)].filter((m) => !(NOTIFICATION_VARIABLES as readonly string[]).includes(m[1]!)).map((m) => m[0]);
  return [...new Set(unknown)];
}

/** A text with its variables filled in. */
export const renderTemplate = (text: string, values: Record<NotificationVariable, string>) =>
  text.replace(KNOWN, (_, name: NotificationVariable) => values[name]);

/** A template as every candidate of the exam reads it alike: the exam's name filled in, the personal variables kept. */
export const examWideText = (text: string, examName: string) => text.replace(/\{examName\}/g, () => examName);

export type NotificationProblem = {
  field: 'channels' | 'subject' | 'body' | 'audience';
  code:
    | 'notificationNoRecipients'
    | 'notificationChannelRequired'
    | 'notificationSubjectInvalid'
    | 'notificationBodyInvalid'
    | 'notificationVariableUnknown'
    | 'notificationSmsTooLong';
  params?: Record<string, string | number>;
};

const KNOWN_LIST = NOTIFICATION_VARIABLES.map((v) => `{${v}}`).join(' ');

/** What the rules find in a notification as written, for the compose form and the server alike. */
export function notificationProblems(input: { channels: readonly string[]; subject: string; body: string }): NotificationProblem[] {
  const problems: NotificationProblem[] = [];
  if (!input.channels.length) problems.push({ field: 'channels', code: 'notificationChannelRequired' });
  const subject = input.subject.trim();
  const body = input.body.trim();
  if (!subject || subject.length > NOTIFICATION_SUBJECT_MAX)
    problems.push({ field: 'subject', code: 'notificationSubjectInvalid', params: { max: NOTIFICATION_SUBJECT_MAX } });
  if (!body || body.length > NOTIFICATION_BODY_MAX)
    problems.push({ field: 'body', code: 'notificationBodyInvalid', params: { max: NOTIFICATION_BODY_MAX } });
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownVariables(input[field]);
    if (unknown.length)
      problems.push({ field, code: 'notificationVariableUnknown', params: { names: unknown.join(' '), known: KNOWN_LIST } });
  }
  return problems;
}

type Texts = readonly [zh: string, en: string, es: string, ja: string, ko: string];
const inLanguage = (texts: Texts, lang: Language) => texts[LANGUAGES.indexOf(lang)]!;

/** The built-in templates, in every interface language. */
const TEMPLATES: { id: string; channels: NotificationChannel[]; name: Texts; subject: Texts; body: Texts }[] = [
  {
    id: 'reminder',
    channels: ['sms', 'email'],
    name: ['考试提醒', 'Exam reminder', 'Recordatorio del examen', '試験のお知らせ', '시험 알림'],
    subject: ['考试提醒：{examName}', 'Reminder: {examName}', 'Recordatorio: {examName}', 'お知らせ：{examName}', '시험 알림: {examName}'],
    body: [
      '{name}您好：您参加的{examName}将于{examTime}举行，请提前登录{signInUrl}，使用准考证号{admissionNumber}进入考试。',
      'Dear {name}, {examName} takes place {examTime}. Please sign in a little early at {signInUrl} with your admission number {admissionNumber}.',
      'Estimado/a {name}: {examName} se celebra el {examTime}. Inicie sesión con antelación en {signInUrl} con su número de admisión {admissionNumber}.',
      '{name}様：{examName}は{examTime}に実施されます。早めに{signInUrl}に受験番号{admissionNumber}でログインしてください。',
      '{name}님, {examName}이(가) {examTime}에 진행됩니다. 미리 {signInUrl}에서 수험번호 {admissionNumber}(으)로 로그인해 주세요.',
    ],
  },
  {
    id: 'admissionNumber',
    channels: ['sms', 'email'],
    name: ['准考证号通知', 'Admission number notice', 'Aviso del número de admisión', '受験番号のお知らせ', '수험번호 안내'],
    subject: [
      '{examName}准考证号通知',
      'Your admission number for {examName}',
      'Su número de admisión para {examName}',
      '{examName}の受験番号',
      '{examName} 수험번호 안내',
    ],
    body: [
      '{name}您好：您在{examName}的准考证号为{admissionNumber}，考试时间：{examTime}，登录地址：{signInUrl}。请妥善保管准考证号。',
      'Dear {name}, your admission number for {examName} is {admissionNumber}. Exam time: {examTime}. Sign in at: {signInUrl}. Please keep this number safe.',
      'Estimado/a {name}: su número de admisión para {examName} es {admissionNumber}. Horario: {examTime}. Acceso: {signInUrl}. Guarde bien este número.',
      '{name}様：{examName}の受験番号は{admissionNumber}です。試験日時：{examTime}。ログイン先：{signInUrl}。受験番号は大切に保管してください。',
      '{name}님, {examName}의 수험번호는 {admissionNumber}입니다. 시험 시간: {examTime}, 로그인 주소: {signInUrl}. 수험번호를 잘 보관해 주세요.',
    ],
  },
  {
    id: 'timeChanged',
    channels: ['sms', 'email'],
    name: ['考试时间变更', 'Exam time changed', 'Cambio de horario', '試験日時の変更', '시험 시간 변경'],
    subject: [
      '考试时间变更：{examName}',
      'New time for {examName}',
      'Nuevo horario de {examName}',
      '{examName}の日時変更',
      '시험 시간 변경: {examName}',
    ],
    body: [
      '{name}您好：{examName}的考试时间调整为{examTime}，请按新时间登录{signInUrl}参加考试，准考证号{admissionNumber}不变。',
      'Dear {name}, {examName} now takes place {examTime}. Please sign in at {signInUrl} at the new time; your admission number {admissionNumber} stays the same.',
      'Estimado/a {name}: {examName} pasa al {examTime}. Inicie sesión en {signInUrl} en el nuevo horario; su número de admisión {admissionNumber} no cambia.',
      '{name}様：{examName}の日時は{examTime}に変更されました。新しい日時に{signInUrl}にログインしてください。受験番号{admissionNumber}は変わりません。',
      '{name}님, {examName}의 시간이 {examTime}(으)로 변경되었습니다. 새 시간에 {signInUrl}에 로그인해 주세요. 수험번호 {admissionNumber}는 그대로입니다.',
    ],
  },
];

export const notificationTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  subject: z.string(),
  body: z.string(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;

export const notificationTemplates = (lang: Language): NotificationTemplate[] =>
  TEMPLATES.map((t) => ({
    id: t.id,
    name: inLanguage(t.name, lang),
    channels: t.channels,
    subject: inLanguage(t.subject, lang),
    body: inLanguage(t.body, lang),
  }));

export const audienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  /** A session's candidates; with `roomId`, those seated in that room of it. */
  z.object({ kind: z.literal('session'), sessionId: id, roomId: id.optional() }),
  z.object({ kind: z.literal('candidates'), ids: z.array(id).min(1).max(NOTIFICATION_CHOSEN_MAX) }),
]);
export type Audience = z.infer<typeof audienceSchema>;

export const notificationComposeSchema = z.object({
  examId: id,
  channels: z
    .array(z.enum(NOTIFICATION_CHANNELS))
    .max(NOTIFICATION_CHANNELS.length)
    .transform((c) => NOTIFICATION_CHANNELS.filter((one) => c.includes(one))),
  // The limits are the rules' (notificationProblems, with their codes); these only bound what is read.
  subject: z.string().max(NOTIFICATION_SUBJECT_MAX * 10),
  body: z.string().max(NOTIFICATION_BODY_MAX * 10),
  audience: audienceSchema,
});
export type NotificationCompose = z.input<typeof notificationComposeSchema>;

const channelCountSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** Candidates with an address for the channel. */
  recipients: z.number().int(),
  /** Candidates without one: skipped. */
  skipped: z.number().int(),
});

export const notificationPreviewSchema = z.object({
  recipientCount: z.number().int(),
  channels: z.array(channelCountSchema),
  /** The message as the first candidate of the audience receives it; null when the audience is empty. */
  sample: z.object({ name: z.string(), admissionNumber: z.string(), subject: z.string(), body: z.string() }).nullable(),
  /** The longest text message once filled in (for the longest values among the recipients); null without SMS. */
  smsLength: z.number().int().nullable(),
  /** What the rules refuse, as the send would. */
  problems: z.array(z.object({ field: z.string(), code: z.number().int(), message: z.string() })),
});
export type NotificationPreview = z.infer<typeof notificationPreviewSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  examId: z.string(),
  subject: z.string(),
  body: z.string(),
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  audience: z.object({
    kind: z.enum(['all', 'session', 'candidates']),
    sessionId: z.string().optional(),
    /** The session's name now, or null when it was deleted. */
    sessionName: z.string().nullable().optional(),
    /** The room of the session it was sent to, and its name now (null when it was deleted). */
    roomId: z.string().optional(),
    roomName: z.string().nullable().optional(),
    /** How many candidates were chosen. */
    chosen: z.number().int().optional(),
  }),
  recipientCount: z.number().int(),
  status: z.enum(NOTIFICATION_STATUSES),
  progress: z.number().int(),
  counts: z.object({ sent: z.number().int(), logged: z.number().int(), failed: z.number().int(), skipped: z.number().int() }),
  createdByName: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
export type ExamNotification = z.infer<typeof notificationSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  examCandidateId: z.string().nullable(),
  name: z.string(),
  admissionNumber: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** The mobile number or e-mail address; null when the candidate had none. */
  recipient: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  /** The message as the outbox recorded it; null when skipped. */
  subject: z.string().nullable(),
  body: z.string().nullable(),
  /** Why the provider refused it. */
  error: z.string().nullable(),
  createTime: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * A session's view of the exam's notifications: those reaching the candidates seated in it (in one room of it), and
 * of each, the deliveries to them only.
 */
const sessionScope = { sessionId: optionalId, roomId: optionalId };

const deliveryFilter = {
  notificationId: id,
  ...sessionScope,
  status: z
    .union([z.enum(DELIVERY_STATUSES), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  channel: z
    .union([z.enum(NOTIFICATION_CHANNELS), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  /** A name or admission number, or part of one. */
  keyword: optionalText(50),
};

/** The deliveries sheet's columns. */
export const DELIVERY_COLUMNS = {
  admissionNumber: ['准考证号', 'Admission number', 'Número de admisión', '受験番号', '수험번호'],
  name: ['姓名', 'Name', 'Nombre', '氏名', '이름'],
  channel: ['发送方式', 'Channel', 'Canal', '送信方法', '발송 방법'],
  recipient: ['接收地址', 'Recipient', 'Destinatario', '宛先', '수신처'],
  status: ['状态', 'Status', 'Estado', '状態', '상태'],
  subject: ['标题', 'Subject', 'Asunto', '件名', '제목'],
  body: ['内容', 'Message', 'Mensaje', '本文', '내용'],
  error: ['失败原因', 'Reason for failure', 'Motivo del fallo', '失敗の理由', '실패 사유'],
  time: ['时间', 'Time', 'Hora', '日時', '시간'],
} as const;

/** Words of the sheet's channel and status cells. */
export const DELIVERY_WORDS: Record<NotificationChannel | DeliveryStatus, Texts> = {
  sms: ['短信', 'Text message', 'SMS', 'SMS', '문자'],
  email: ['邮件', 'E-mail', 'Correo electrónico', 'メール', '이메일'],
  sent: ['已发送', 'Sent', 'Enviado', '送信済み', '발송됨'],
  logged: [
    '已记录（未配置发送服务）',
    'Logged (no provider configured)',
    'Registrado (sin proveedor)',
    '記録のみ（送信サービス未設定）',
    '기록됨(발송 서비스 미설정)',
  ],
  failed: ['失败', 'Failed', 'Fallido', '失敗', '실패'],
  skipped: ['已跳过（无地址）', 'Skipped (no address)', 'Omitido (sin dirección)', 'スキップ（宛先なし）', '건너뜀(주소 없음)'],
};
export const deliveryWord = (word: NotificationChannel | DeliveryStatus, lang: Language) => inLanguage(DELIVERY_WORDS[word], lang);

export const examNotificationApi = endpoints('exam notifications', needs(Authority.exam), {
  channels: {
    method: 'GET',
    path: '/gl/kw/kw/exam/notification/channels',
    summary: 'Each channel and whether a provider delivers it; without one its messages stay in the outbox (the deliveries say "logged")',
    output: z.array(z.object({ channel: z.enum(NOTIFICATION_CHANNELS), delivers: z.boolean() })),
  },
  templates: {
    method: 'GET',
    path: '/gl/kw/kw/exam/notification/templates',
    summary: "The built-in notification templates in the caller's language, with the variables they use",
    output: z.array(notificationTemplateSchema),
  },
  preview: {
    method: 'POST',
    path: '/gl/kw/kw/exam/notification/preview',
    summary:
      'A notification as its first recipient receives it, how many receive it by each channel and how many lack the address, and what the rules refuse',
    input: notificationComposeSchema,
    output: notificationPreviewSchema,
  },
  send: {
    method: 'POST',
    path: '/gl/kw/kw/exam/notification/send',
    summary:
      "Send a notification to the exam's candidates (all, a session's or a room's of it, or chosen ones) by text message and/or e-mail; a background job delivers it through the outbox",
    input: notificationComposeSchema,
    output: z.object({ id: z.string(), recipientCount: z.number().int() }),
  },
  page: {
    method: 'GET',
    path: '/gl/kw/kw/exam/notification/page',
    summary:
      "An exam's notifications, newest first, with their audience, counts by status and progress; with sessionId (and roomId) those that reach the candidates seated in that session (room): sent to all, to that session (room) or to chosen ones among them",
    input: z.object({ examId: id, ...sessionScope, ...pageParams }),
    output: pageOf(notificationSchema),
  },
  deliveries: {
    method: 'GET',
    path: '/gl/kw/kw/exam/notification/deliveries',
    summary:
      "A notification's deliveries by admission number, filtered by status and channel, searched by name or admission number, to the candidates seated in a session (room) when one is named, with the message as the outbox recorded it; addresses masked unless the caller holds gl_kw_pii and data rights over the candidate's department",
    input: z.object({ ...deliveryFilter, ...pageParams }),
    output: pageOf(deliverySchema),
  },
  exportDeliveries: {
    method: 'GET',
    path: '/gl/kw/kw/exam/notification/deliveries/export',
    summary:
      "A notification's deliveries as filtered (.xlsx), addresses masked as the deliveries show them, also kept in the download centre; every export is audited",
    input: z.object(deliveryFilter),
    output: FILE,
  },
});
