/*
 * Over 400 lines on purpose: most of it is data, the options and their names and descriptions in five languages
 * (CONFIG_TEXTS …), kept beside the rules that read them.
 */
import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import type { ErrorCodes } from '../errors';
import { id, idOnly } from '../fields';
import type { Language } from '../languages';
import { SUBJECT_DURATION_MAX } from './exam';

/**
 * An exam's configuration (考试配置, spec §7 `kw/config/list`, `kw/exam/config/query`, `kw/exam/config/update`):
 * the options an exam can set, defined here once — key, group, type, bounds, default and what each depends on —
 * with their names in five languages; `configProblems` holds the rules the page and the server both apply. An
 * exam stores its values by key (`exams.config`); a key it never set reads as the option's default.
 *
 * Break-rule sets are built in (`BREAK_RULE_SETS`); `kw/breakDiscipline/queryBreakRuleList` answers them with the
 * institution's own break rules (`sitting/sitting-discipline.ts`).
 */

type Texts = Record<Language, string>;
type ErrorName = keyof typeof ErrorCodes;

export const CONFIG_GROUPS = ['signIn', 'proctoring', 'behaviour', 'answering', 'results'] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];
/** `keyList`: keys of 64 hexadecimal characters (SHA-256 in Base16, as Safe Exam Browser's Config Keys), at most `max`. */
export const CONFIG_TYPES = ['boolean', 'number', 'enum', 'date', 'ruleSet', 'keyList'] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];
export const CONFIG_UNITS = ['minutes', 'times'] as const;

/** How a candidate may sign in to the exam; the candidate client accepts each of these. */
export const LOGIN_METHODS = ['admissionNumber', 'idNumber', 'mobile'] as const;
export const LEAVE_ACTIONS = ['warn', 'forceSubmit'] as const;
/** When a candidate sees their score (or the answers) after submitting. */
export const RELEASE_MODES = ['never', 'immediately', 'afterDate'] as const;
export const LEAVE_LIMIT_MAX = 99;
/**
 * The Config Keys an exam taking Safe Exam Browser accepts: one for each SEB configuration file in use (different
 * settings for Windows and macOS give different keys).
 */
export const SEB_CONFIG_KEYS_MAX = 5;
/** One key of a `keyList` option: 64 hexadecimal characters, in either case (compared in lower case). */
export const KEY_PATTERN = /^[0-9a-f]{64}$/i;

/** What a break-rule set can watch for during the exam. */
export const BREAK_RULES = ['leavePage', 'noFace', 'multipleFaces', 'phoneSeen', 'talking', 'lookingAway'] as const;
export type BreakRule = (typeof BREAK_RULES)[number];

/** The built-in break-rule sets, each with the rules it applies. */
export const BREAK_RULE_SETS: readonly { id: string; rules: readonly BreakRule[] }[] = [
  { id: 'standard', rules: ['leavePage', 'noFace', 'multipleFaces', 'phoneSeen'] },
  { id: 'strict', rules: BREAK_RULES },
  { id: 'lenient', rules: ['leavePage', 'multipleFaces'] },
];

/** One value of an option: a switch, a number, a choice, several choices or keys (64 characters), a date (ISO) or none. */
export const configValueSchema = z.union([z.boolean(), z.number(), z.string().max(100), z.array(z.string().max(64)).max(10), z.null()]);
export type ConfigValue = z.infer<typeof configValueSchema>;

/**
 * What an option depends on: another option being on (a switch turned on, a number above 0) or, with `equals`,
 * holding that value. A switch that depends on another cannot be on without it (refused with `code`); any other
 * dependent option is only inert (the page disables it, or hides a date) while its condition does not hold.
 */
export type ConfigNeeds = { configKey: string; equals?: string; code?: ErrorName };

export type ConfigOption = {
  configKey: string;
  group: ConfigGroup;
  type: ConfigType;
  defaultValue: ConfigValue;
  min?: number;
  /** A number's largest value, or how many keys a `keyList` holds at most. */
  max?: number;
  unit?: (typeof CONFIG_UNITS)[number];
  /** The choices of an enum option, and whether several may be chosen. */
  options?: readonly string[];
  multiple?: boolean;
  needs?: ConfigNeeds;
};

const option = <const K extends string>(o: ConfigOption & { configKey: K }) => o;

/** Every option, in the order the page shows them within their groups. */
export const CONFIG_OPTIONS = [
  option({
    configKey: 'loginMethods',
    group: 'signIn',
    type: 'enum',
    options: LOGIN_METHODS,
    multiple: true,
    defaultValue: ['admissionNumber'],
  }),
  option({
    configKey: 'lateEntryMinutes',
    group: 'signIn',
    type: 'number',
    min: 0,
    max: SUBJECT_DURATION_MAX,
    unit: 'minutes',
    defaultValue: 15,
  }),
  option({
    configKey: 'faceCheck',
    group: 'signIn',
    type: 'boolean',
    defaultValue: false,
    needs: { configKey: 'camera', code: 'configNeedsCamera' },
  }),
  option({ configKey: 'camera', group: 'proctoring', type: 'boolean', defaultValue: true }),
  option({
    configKey: 'secondCamera',
    group: 'proctoring',
    type: 'boolean',
    defaultValue: false,
    needs: { configKey: 'camera', code: 'configNeedsCamera' },
  }),
  option({ configKey: 'screenShare', group: 'proctoring', type: 'boolean', defaultValue: false }),
  option({
    configKey: 'voiceCall',
    group: 'proctoring',
    type: 'boolean',
    defaultValue: false,
    needs: { configKey: 'camera', code: 'voiceCallNeedsVideo' },
  }),
  option({ configKey: 'breakRuleSet', group: 'proctoring', type: 'ruleSet', defaultValue: 'standard' }),
  option({ configKey: 'safeExamBrowser', group: 'proctoring', type: 'boolean', defaultValue: false }),
  option({
    configKey: 'safeExamBrowserKeys',
    group: 'proctoring',
    type: 'keyList',
    max: SEB_CONFIG_KEYS_MAX,
    defaultValue: [],
    needs: { configKey: 'safeExamBrowser' },
  }),
  option({ configKey: 'leaveLimit', group: 'behaviour', type: 'number', min: 0, max: LEAVE_LIMIT_MAX, unit: 'times', defaultValue: 0 }),
  option({
    configKey: 'leaveAction',
    group: 'behaviour',
    type: 'enum',
    options: LEAVE_ACTIONS,
    defaultValue: 'warn',
    needs: { configKey: 'leaveLimit' },
  }),
  option({ configKey: 'fullscreen', group: 'behaviour', type: 'boolean', defaultValue: false }),
  option({ configKey: 'blockCopyPaste', group: 'behaviour', type: 'boolean', defaultValue: true }),
  option({ configKey: 'shuffleItems', group: 'answering', type: 'boolean', defaultValue: false }),
  option({ configKey: 'shuffleOptions', group: 'answering', type: 'boolean', defaultValue: false }),
  option({
    configKey: 'earliestSubmitMinutes',
    group: 'answering',
    type: 'number',
    min: 0,
    max: SUBJECT_DURATION_MAX,
    unit: 'minutes',
    defaultValue: 0,
  }),
  option({ configKey: 'showScore', group: 'results', type: 'enum', options: RELEASE_MODES, defaultValue: 'immediately' }),
  option({
    configKey: 'showScoreDate',
    group: 'results',
    type: 'date',
    defaultValue: null,
    needs: { configKey: 'showScore', equals: 'afterDate' },
  }),
  option({ configKey: 'showAnswers', group: 'results', type: 'enum', options: RELEASE_MODES, defaultValue: 'never' }),
  option({
    configKey: 'showAnswersDate',
    group: 'results',
    type: 'date',
    defaultValue: null,
    needs: { configKey: 'showAnswers', equals: 'afterDate' },
  }),
] as const;

export type ConfigKey = (typeof CONFIG_OPTIONS)[number]['configKey'];
export type ConfigValues = Record<ConfigKey, ConfigValue>;
export const CONFIG_KEYS = CONFIG_OPTIONS.map((o) => o.configKey) as ConfigKey[];
const byKey = new Map<string, ConfigOption>(CONFIG_OPTIONS.map((o) => [o.configKey, o]));
export const configOption = (key: string): ConfigOption | undefined => byKey.get(key);

/** Every option's default. */
export const defaultConfig = (): ConfigValues =>
  Object.fromEntries(
    CONFIG_OPTIONS.map((o) => [o.configKey, Array.isArray(o.defaultValue) ? [...o.defaultValue] : o.defaultValue]),
  ) as ConfigValues;

/** Stored values over the defaults; keys no option has (any more) are left out. */
export function resolveConfig(stored: Record<string, unknown>): ConfigValues {
  const values = defaultConfig();
  for (const key of CONFIG_KEYS) if (key in stored) values[key] = stored[key] as ConfigValue;
  return values;
}

/** Whether an option's dependency holds (always, for one without). */
export function needsMet(o: ConfigOption, values: Partial<Record<string, ConfigValue>>) {
  if (!o.needs) return true;
  const other = values[o.needs.configKey];
  if (o.needs.equals !== undefined) return other === o.needs.equals;
  return other === true || (typeof other === 'number' && other > 0);
}

/** The shape `kw/exam/config/query` answers and `kw/exam/config/update` takes. */
export const examConfigEntrySchema = z.object({ configKey: z.string().min(1).max(60), configValue: configValueSchema });
export type ExamConfigEntry = z.infer<typeof examConfigEntrySchema>;
export const toConfigList = (values: ConfigValues): ExamConfigEntry[] =>
  CONFIG_KEYS.map((configKey) => ({ configKey, configValue: values[configKey] }));

/** A broken rule of the configuration: the option it concerns, its catalogued code and what the message names. */
export type ConfigProblem = {
  field: string;
  code: ErrorName &
    (
      | 'configKeyUnknown'
      | 'configValueInvalid'
      | 'configValueOutOfRange'
      | 'configNeedsCamera'
      | 'voiceCallNeedsVideo'
      | 'configLoginMethodRequired'
      | 'configDateRequired'
      | 'lateEntryTooLong'
      | 'earlySubmitInvalid'
      | 'breakRuleSetUnknown'
      | 'keyListInvalid'
    );
  params?: Record<string, string | number>;
};

const isDate = (v: unknown) => typeof v === 'string' && z.iso.datetime({ offset: true }).safeParse(v).success;

function valueProblem(o: ConfigOption, v: unknown): ConfigProblem | undefined {
  const field = o.configKey;
  const invalid: ConfigProblem = { field, code: 'configValueInvalid', params: { key: field } };
  switch (o.type) {
    case 'boolean':
      return typeof v === 'boolean' ? undefined : invalid;
    case 'number':
      if (typeof v !== 'number' || !Number.isInteger(v)) return invalid;
      return v < o.min! || v > o.max!
        ? { field, code: 'configValueOutOfRange', params: { key: field, min: o.min!, max: o.max! } }
        : undefined;
    case 'enum':
      if (o.multiple) {
        if (!Array.isArray(v) || v.some((x) => !o.options!.includes(x as string)) || new Set(v).size !== v.length) return invalid;
        return undefined;
      }
      return typeof v === 'string' && o.options!.includes(v) ? undefined : invalid;
    case 'date':
      return v === null || isDate(v) ? undefined : invalid;
    case 'ruleSet':
      if (typeof v !== 'string') return invalid;
      return BREAK_RULE_SETS.some((s) => s.id === v) ? undefined : { field, code: 'breakRuleSetUnknown', params: { key: field } };
    case 'keyList': {
      if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) return invalid;
      const keys = v as string[];
      const wrong =
        keys.length > o.max! || keys.some((k) => !KEY_PATTERN.test(k)) || new Set(keys.map((k) => k.toLowerCase())).size < keys.length;
      return wrong ? { field, code: 'keyListInvalid', params: { max: o.max! } } : undefined;
    }
  }
}

/**
 * The problems of a configuration, one per option at most, for the page (next to each field) and the server (the
 * first refuses the save) alike. `values` are the exam's whole configuration; `shortestDuration`, the shortest of
 * its subjects' durations in minutes, bounds late entry and the earliest submission when known.
 */
export function configProblems(values: Record<string, unknown>, context: { shortestDuration?: number } = {}): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const has = new Set<string>();
  const add = (p: ConfigProblem) => {
    if (has.has(p.field)) return;
    has.add(p.field);
    problems.push(p);
  };
  for (const key of Object.keys(values)) if (!byKey.has(key)) add({ field: key, code: 'configKeyUnknown', params: { key } });
  for (const o of CONFIG_OPTIONS) {
    const problem = valueProblem(o, values[o.configKey]);
    if (problem) add(problem);
  }
  const v = values as Partial<Record<ConfigKey, ConfigValue>>;
  if (!has.has('loginMethods') && Array.isArray(v.loginMethods) && v.loginMethods.length === 0)
    add({ field: 'loginMethods', code: 'configLoginMethodRequired' });
  for (const o of CONFIG_OPTIONS as readonly ConfigOption[]) {
    if (has.has(o.configKey) || !o.needs || has.has(o.needs.configKey)) continue;
    const value = v[o.configKey as ConfigKey];
    if (o.needs.code && value === true && !needsMet(o, v)) add({ field: o.configKey, code: o.needs.code as ConfigProblem['code'] });
    // keys are what the switch they depend on works with: on, it needs at least one
    if (o.type === 'keyList' && Array.isArray(value) && !value.length && needsMet(o, v))
      add({ field: o.configKey, code: 'keyListInvalid', params: { max: o.max! } });
  }
  for (const [mode, date] of [
    ['showScore', 'showScoreDate'],
    ['showAnswers', 'showAnswersDate'],
  ] as const)
    if (!has.has(date) && v[mode] === 'afterDate' && !v[date]) add({ field: date, code: 'configDateRequired' });
  const shortest = context.shortestDuration;
  if (shortest !== undefined) {
    if (!has.has('lateEntryMinutes') && typeof v.lateEntryMinutes === 'number' && v.lateEntryMinutes > shortest)
      add({ field: 'lateEntryMinutes', code: 'lateEntryTooLong', params: { max: shortest } });
    if (!has.has('earliestSubmitMinutes') && typeof v.earliestSubmitMinutes === 'number' && v.earliestSubmitMinutes > shortest)
      add({ field: 'earliestSubmitMinutes', code: 'earlySubmitInvalid', params: { max: shortest } });
  }
  return problems;
}

/** A problem's message parameters with the option's name in `lang` (`{name}`). */
export const problemParams = (p: ConfigProblem, lang: Language) => ({
  ...p.params,
  name: CONFIG_TEXTS[p.field as ConfigKey]?.name[lang] ?? p.field,
});

export const breakRuleSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  rules: z.array(z.object({ rule: z.enum(BREAK_RULES), name: z.string() })),
});
export type BreakRuleSet = z.infer<typeof breakRuleSetSchema>;

export const configOptionSchema = z.object({
  configKey: z.string(),
  group: z.enum(CONFIG_GROUPS),
  type: z.enum(CONFIG_TYPES),
  name: z.string(),
  description: z.string(),
  defaultValue: configValueSchema,
  min: z.number().int().optional(),
  /** A number's largest value, or how many keys a `keyList` holds at most. */
  max: z.number().int().optional(),
  unit: z.enum(CONFIG_UNITS).optional(),
  options: z.array(z.object({ value: z.string(), name: z.string() })).optional(),
  multiple: z.boolean().optional(),
  needs: z.object({ configKey: z.string(), equals: z.string().optional() }).optional(),
});

export const examConfigUpdateSchema = z.object({
  id,
  /** The options to change (the rest keep their values); a client may instead send one option in the query. */
  examConfigList: z.array(examConfigEntrySchema).max(100).optional(),
  /** One option to change, its value written as text ("true", "5", "a,b", an ISO date, "" for none). */
  configKey: z.string().min(1).max(60).optional(),
  configValue: z.string().max(400).optional(),
});

export const examConfigApi = endpoints('exam', needs(Authority.exam), {
  list: {
    method: 'GET',
    path: '/gl/kw/kw/config/list',
    summary:
      "The options an exam's configuration has: group, type, bounds, choices, default and dependency, named in the caller's language",
    output: z.array(configOptionSchema),
  },
  query: {
    method: 'GET',
    path: '/gl/kw/kw/exam/config/query/{id}',
    summary: "An exam's configuration: every option with the exam's value or its default",
    input: idOnly,
    output: z.object({ examConfigList: z.array(examConfigEntrySchema) }),
  },
  update: {
    method: 'PUT',
    path: '/gl/kw/kw/exam/config/update',
    summary:
      "Change an exam's configuration: `examConfigList` (in the body) or one `configKey`/`configValue` (in the query); every value checked against its option",
    input: examConfigUpdateSchema,
    inputAlsoInQuery: true,
    output: z.object({ examConfigList: z.array(examConfigEntrySchema) }),
  },
});

/** A value sent as text in the query, read by its option's type; undefined when it cannot be. */
export function configValueFromText(o: ConfigOption, raw: string): ConfigValue | undefined {
  const text = raw.trim();
  switch (o.type) {
    case 'boolean':
      return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : undefined;
    case 'number':
      return text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
    case 'enum':
      return o.multiple ? (text ? text.split(',').map((s) => s.trim()) : []) : text;
    case 'date':
      return text || null;
    case 'ruleSet':
      return text;
    case 'keyList':
      return keysFromText(text);
  }
}

/** Keys written as text: separated by spaces, line breaks or commas. */
export const keysFromText = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The options' names and one-line help. */
export const CONFIG_TEXTS: Record<ConfigKey, { name: Texts; description: Texts }> = {
  loginMethods: {
    name: { zh: '登录方式', en: 'Sign-in methods', es: 'Formas de acceso', ja: 'ログイン方法', ko: '로그인 방식' },
    description: {
      zh: '考生可用的登录方式，至少选择一种',
      en: 'How candidates may sign in; choose at least one',
      es: 'Cómo pueden acceder los candidatos; elija al menos una',
      ja: '受験者が使えるログイン方法。1つ以上選択してください',
      ko: '응시자가 사용할 수 있는 로그인 방식, 하나 이상 선택하세요',
    },
  },
  lateEntryMinutes: {
    name: { zh: '迟到限制', en: 'Late entry', es: 'Entrada tardía', ja: '遅刻制限', ko: '지각 제한' },
    description: {
      zh: '开考后多少分钟内仍可进入考试，0表示开考后不可进入，不能超过最短科目时长',
      en: 'Minutes after the start during which a candidate may still enter; 0: not after the start. At most the shortest subject',
      es: 'Minutos tras el inicio en que aún se puede entrar; 0: no después del inicio. Como máximo la asignatura más corta',
      ja: '開始後何分まで入室できるか。0は開始後入室不可。最短の科目時間以内',
      ko: '시작 후 몇 분까지 입장할 수 있는지, 0은 시작 후 입장 불가. 가장 짧은 과목 시간 이하',
    },
  },
  faceCheck: {
    name: { zh: '人脸核验', en: 'Face check', es: 'Verificación facial', ja: '顔認証', ko: '얼굴 인증' },
    description: {
      zh: '进入考试前将考生人脸与报名照片比对（需开启摄像头）',
      en: "Compare the candidate's face with their photo before entry (needs the camera)",
      es: 'Comparar la cara del candidato con su foto antes de entrar (requiere la cámara)',
      ja: '入室前に受験者の顔を登録写真と照合します（カメラが必要）',
      ko: '입장 전에 응시자 얼굴을 등록 사진과 대조합니다(카메라 필요)',
    },
  },
  camera: {
    name: { zh: '开启摄像头', en: 'Camera required', es: 'Cámara obligatoria', ja: 'カメラ必須', ko: '카메라 필수' },
    description: {
      zh: '考生须开启摄像头，监考可查看实时画面',
      en: 'Candidates must turn on their camera; proctors see it live',
      es: 'Los candidatos deben activar la cámara; los supervisores la ven en directo',
      ja: '受験者はカメラをオンにし、監督者がライブで確認します',
      ko: '응시자는 카메라를 켜야 하며 감독관이 실시간으로 봅니다',
    },
  },
  secondCamera: {
    name: {
      zh: '第二视角（手机）',
      en: 'Second camera (phone)',
      es: 'Segunda cámara (móvil)',
      ja: '第二カメラ（スマートフォン）',
      ko: '보조 카메라(휴대폰)',
    },
    description: {
      zh: '考生用手机从侧后方拍摄考试环境（需开启摄像头）',
      en: 'A phone films the candidate from the side or behind (needs the camera)',
      es: 'Un móvil graba al candidato de lado o por detrás (requiere la cámara)',
      ja: 'スマートフォンで側面・背後から受験環境を撮影します（カメラが必要）',
      ko: '휴대폰으로 옆이나 뒤에서 응시 환경을 촬영합니다(카메라 필요)',
    },
  },
  screenShare: {
    name: { zh: '屏幕共享', en: 'Screen sharing', es: 'Compartir pantalla', ja: '画面共有', ko: '화면 공유' },
    description: {
      zh: '考生须共享屏幕，监考可查看屏幕画面',
      en: 'Candidates must share their screen with the proctors',
      es: 'Los candidatos deben compartir su pantalla con los supervisores',
      ja: '受験者は画面を共有し、監督者が確認します',
      ko: '응시자는 화면을 공유해야 하며 감독관이 확인합니다',
    },
  },
  voiceCall: {
    name: { zh: '语音通话', en: 'Voice call', es: 'Llamada de voz', ja: '音声通話', ko: '음성 통화' },
    description: {
      zh: '监考可与考生语音通话（需开启摄像头）',
      en: 'Proctors may talk with a candidate (needs the camera)',
      es: 'Los supervisores pueden hablar con un candidato (requiere la cámara)',
      ja: '監督者が受験者と音声通話できます（カメラが必要）',
      ko: '감독관이 응시자와 음성 통화할 수 있습니다(카메라 필요)',
    },
  },
  breakRuleSet: {
    name: { zh: '违纪规则', en: 'Break-rule set', es: 'Reglas de infracción', ja: '不正検知ルール', ko: '부정행위 규칙' },
    description: {
      zh: '考试中识别并记录的违纪行为',
      en: 'The breaches watched for and recorded during the exam',
      es: 'Las infracciones que se vigilan y registran durante el examen',
      ja: '試験中に検知・記録する不正行為',
      ko: '시험 중 감지하고 기록하는 부정행위',
    },
  },
  safeExamBrowser: {
    name: {
      zh: '须使用安全考试浏览器',
      en: 'Safe Exam Browser required',
      es: 'Safe Exam Browser obligatorio',
      ja: 'Safe Exam Browser 必須',
      ko: 'Safe Exam Browser 필수',
    },
    description: {
      zh: '考生只能在安全考试浏览器（SEB）中登录和作答，服务器按配置密钥核验每一次请求',
      en: 'Candidates sign in and answer only in Safe Exam Browser (SEB); the server checks every call against its Config Key',
      es: 'Los candidatos acceden y responden solo en Safe Exam Browser (SEB); el servidor comprueba cada llamada con su Config Key',
      ja: '受験者は Safe Exam Browser（SEB）でのみログイン・解答でき、サーバーが Config Key ですべての通信を検証します',
      ko: '응시자는 Safe Exam Browser(SEB)에서만 로그인하고 응시하며, 서버가 Config Key로 모든 요청을 확인합니다',
    },
  },
  safeExamBrowserKeys: {
    name: {
      zh: 'SEB 配置密钥',
      en: 'SEB Config Keys',
      es: 'Config Keys de SEB',
      ja: 'SEB の Config Key',
      ko: 'SEB Config Key',
    },
    description: {
      zh: '本考试 SEB 配置文件的配置密钥（Config Key，在 SEB 配置工具的“考试”页，需勾选“在 HTTP 头中发送”），每行一个；Windows 与 macOS 的配置文件不同时各填一个',
      en: 'The Config Key of the exam’s SEB configuration file (its Exam pane, with “send in HTTP header” on), one a line; one for each file in use, e.g. Windows and macOS',
      es: 'La Config Key del archivo de configuración de SEB del examen (su panel Examen, con «enviar en la cabecera HTTP» activado), una por línea; una por archivo usado, p. ej. Windows y macOS',
      ja: '試験用 SEB 設定ファイルの Config Key（「試験」ペインで「HTTP ヘッダーで送信」を有効に）を1行に1つ。Windows と macOS で設定ファイルが異なる場合はそれぞれ入力',
      ko: '시험용 SEB 구성 파일의 Config Key(“시험” 창에서 “HTTP 헤더로 전송” 사용), 한 줄에 하나; Windows와 macOS 파일이 다르면 각각 입력',
    },
  },
  leaveLimit: {
    name: { zh: '切屏次数限制', en: 'Leaving the page', es: 'Salidas de la página', ja: '画面離脱の上限', ko: '화면 이탈 제한' },
    description: {
      zh: '允许离开考试页面的次数，0表示不限制',
      en: 'How many times a candidate may leave the exam page; 0: unlimited',
      es: 'Cuántas veces puede salir el candidato de la página; 0: sin límite',
      ja: '試験画面を離れてよい回数。0は無制限',
      ko: '시험 화면을 벗어날 수 있는 횟수, 0은 무제한',
    },
  },
  leaveAction: {
    name: { zh: '超过次数后', en: 'Past the limit', es: 'Al superar el límite', ja: '上限を超えたとき', ko: '제한 초과 시' },
    description: {
      zh: '超过切屏次数后的处理方式（需设置次数限制）',
      en: 'What happens when a candidate leaves the page more often (needs a limit)',
      es: 'Qué ocurre si el candidato sale más veces (requiere un límite)',
      ja: '上限を超えて画面を離れたときの処理（上限の設定が必要）',
      ko: '제한을 넘어 화면을 벗어났을 때의 처리(제한 설정 필요)',
    },
  },
  fullscreen: {
    name: { zh: '强制全屏', en: 'Fullscreen required', es: 'Pantalla completa obligatoria', ja: '全画面必須', ko: '전체 화면 필수' },
    description: {
      zh: '考试页面须全屏显示，退出全屏计为离开页面',
      en: 'The exam runs fullscreen; leaving fullscreen counts as leaving the page',
      es: 'El examen ocupa la pantalla completa; salir cuenta como salir de la página',
      ja: '試験画面を全画面表示し、全画面の終了は画面離脱とみなします',
      ko: '시험 화면은 전체 화면이며, 전체 화면 종료는 화면 이탈로 계산됩니다',
    },
  },
  blockCopyPaste: {
    name: {
      zh: '禁止复制粘贴',
      en: 'Copy and paste blocked',
      es: 'Copiar y pegar bloqueado',
      ja: 'コピー・貼り付け禁止',
      ko: '복사·붙여넣기 금지',
    },
    description: {
      zh: '考试页面中不能复制、粘贴',
      en: 'Nothing can be copied or pasted on the exam page',
      es: 'No se puede copiar ni pegar en la página del examen',
      ja: '試験画面でコピーや貼り付けができません',
      ko: '시험 화면에서 복사하거나 붙여넣을 수 없습니다',
    },
  },
  shuffleItems: {
    name: {
      zh: '试题乱序',
      en: 'Random item order',
      es: 'Orden aleatorio de preguntas',
      ja: '問題の順番をランダム化',
      ko: '문항 순서 무작위',
    },
    description: {
      zh: '每位考生的试题顺序随机',
      en: 'Each candidate gets the items in a different order',
      es: 'Cada candidato recibe las preguntas en otro orden',
      ja: '受験者ごとに問題の順番が変わります',
      ko: '응시자마다 문항 순서가 달라집니다',
    },
  },
  shuffleOptions: {
    name: {
      zh: '选项乱序',
      en: 'Random option order',
      es: 'Orden aleatorio de opciones',
      ja: '選択肢の順番をランダム化',
      ko: '선택지 순서 무작위',
    },
    description: {
      zh: '每位考生的选项顺序随机（固定选项除外）',
      en: 'Each candidate gets the options in a different order (fixed options stay)',
      es: 'Cada candidato recibe las opciones en otro orden (las fijas no se mueven)',
      ja: '受験者ごとに選択肢の順番が変わります（固定の選択肢を除く）',
      ko: '응시자마다 선택지 순서가 달라집니다(고정 선택지 제외)',
    },
  },
  earliestSubmitMinutes: {
    name: { zh: '最早交卷时间', en: 'Earliest submission', es: 'Entrega más temprana', ja: '最短提出時間', ko: '최소 제출 시간' },
    description: {
      zh: '开考多少分钟后才能交卷，0表示随时可交，不能超过最短科目时长',
      en: 'Minutes after the start before a candidate may submit; 0: any time. At most the shortest subject',
      es: 'Minutos tras el inicio antes de poder entregar; 0: en cualquier momento. Como máximo la asignatura más corta',
      ja: '開始後何分経てば提出できるか。0はいつでも可。最短の科目時間以内',
      ko: '시작 후 몇 분이 지나야 제출할 수 있는지, 0은 언제든지. 가장 짧은 과목 시간 이하',
    },
  },
  showScore: {
    name: { zh: '交卷后显示成绩', en: 'Show the score', es: 'Mostrar la nota', ja: '提出後の成績表示', ko: '제출 후 성적 표시' },
    description: {
      zh: '考生交卷后何时可以查看成绩',
      en: 'When candidates see their score after submitting',
      es: 'Cuándo ven los candidatos su nota tras entregar',
      ja: '提出後、受験者がいつ成績を見られるか',
      ko: '제출 후 응시자가 언제 성적을 볼 수 있는지',
    },
  },
  showScoreDate: {
    name: { zh: '成绩公布时间', en: 'Score shown from', es: 'Nota visible desde', ja: '成績公開日時', ko: '성적 공개 일시' },
    description: {
      zh: '从此时间起考生可查看成绩',
      en: 'Candidates see their score from this time',
      es: 'Los candidatos ven su nota desde este momento',
      ja: 'この日時から成績を見られます',
      ko: '이 시간부터 성적을 볼 수 있습니다',
    },
  },
  showAnswers: {
    name: { zh: '交卷后显示答案', en: 'Show the answers', es: 'Mostrar las respuestas', ja: '提出後の解答表示', ko: '제출 후 정답 표시' },
    description: {
      zh: '考生交卷后何时可以查看答案与解析',
      en: 'When candidates see the answers and explanations after submitting',
      es: 'Cuándo ven los candidatos las respuestas y explicaciones tras entregar',
      ja: '提出後、受験者がいつ解答と解説を見られるか',
      ko: '제출 후 응시자가 언제 정답과 해설을 볼 수 있는지',
    },
  },
  showAnswersDate: {
    name: { zh: '答案公布时间', en: 'Answers shown from', es: 'Respuestas visibles desde', ja: '解答公開日時', ko: '정답 공개 일시' },
    description: {
      zh: '从此时间起考生可查看答案',
      en: 'Candidates see the answers from this time',
      es: 'Los candidatos ven las respuestas desde este momento',
      ja: 'この日時から解答を見られます',
      ko: '이 시간부터 정답을 볼 수 있습니다',
    },
  },
};

/** The choices of the enum options. */
export const CONFIG_CHOICE_TEXTS: Record<string, Texts> = {
  admissionNumber: { zh: '准考证号', en: 'Admission number', es: 'Número de admisión', ja: '受験番号', ko: '수험번호' },
  idNumber: { zh: '身份证号', en: 'ID number', es: 'Número de identidad', ja: '身分証番号', ko: '신분증 번호' },
  mobile: {
    zh: '手机号+验证码',
    en: 'Mobile number and code',
    es: 'Móvil y código',
    ja: '携帯番号＋認証コード',
    ko: '휴대폰 번호+인증번호',
  },
  warn: { zh: '警告', en: 'Warn', es: 'Advertir', ja: '警告', ko: '경고' },
  forceSubmit: { zh: '强制交卷', en: 'Force submit', es: 'Entregar a la fuerza', ja: '強制提出', ko: '강제 제출' },
  never: { zh: '不显示', en: 'Never', es: 'Nunca', ja: '表示しない', ko: '표시 안 함' },
  immediately: { zh: '交卷后立即显示', en: 'At once', es: 'Al momento', ja: '提出後すぐ', ko: '제출 즉시' },
  afterDate: { zh: '指定时间后显示', en: 'After a date', es: 'Tras una fecha', ja: '指定日時以降', ko: '지정 일시 이후' },
};

export const BREAK_RULE_SET_TEXTS: Record<string, { name: Texts; description: Texts }> = {
  standard: {
    name: { zh: '标准', en: 'Standard', es: 'Estándar', ja: '標準', ko: '표준' },
    description: {
      zh: '适用于大多数在线考试',
      en: 'Fits most online exams',
      es: 'Adecuado para la mayoría de exámenes en línea',
      ja: 'ほとんどのオンライン試験向け',
      ko: '대부분의 온라인 시험에 적합',
    },
  },
  strict: {
    name: { zh: '严格', en: 'Strict', es: 'Estricto', ja: '厳格', ko: '엄격' },
    description: {
      zh: '识别全部违纪行为，适用于高利害考试',
      en: 'Watches for every breach; for high-stakes exams',
      es: 'Vigila todas las infracciones; para exámenes decisivos',
      ja: 'すべての不正を検知。重要度の高い試験向け',
      ko: '모든 부정행위를 감지, 중요한 시험용',
    },
  },
  lenient: {
    name: { zh: '宽松', en: 'Lenient', es: 'Flexible', ja: '緩やか', ko: '완화' },
    description: {
      zh: '只识别明显违纪，适用于练习和测验',
      en: 'Only plain breaches; for practice and quizzes',
      es: 'Solo infracciones evidentes; para prácticas y pruebas',
      ja: '明らかな不正のみ検知。練習や小テスト向け',
      ko: '명백한 부정행위만 감지, 연습과 퀴즈용',
    },
  },
};

export const BREAK_RULE_TEXTS: Record<BreakRule, Texts> = {
  leavePage: {
    zh: '离开考试页面',
    en: 'Leaving the exam page',
    es: 'Salir de la página del examen',
    ja: '試験画面の離脱',
    ko: '시험 화면 이탈',
  },
  noFace: { zh: '画面中无人脸', en: 'No face in view', es: 'Ninguna cara a la vista', ja: '顔が映っていない', ko: '화면에 얼굴 없음' },
  multipleFaces: {
    zh: '画面中多人',
    en: 'Several faces in view',
    es: 'Varias caras a la vista',
    ja: '複数の顔が映っている',
    ko: '화면에 여러 사람',
  },
  phoneSeen: { zh: '使用手机', en: 'A phone in view', es: 'Un móvil a la vista', ja: 'スマートフォンの使用', ko: '휴대폰 사용' },
  talking: { zh: '交谈', en: 'Talking', es: 'Hablar', ja: '会話', ko: '대화' },
  lookingAway: {
    zh: '视线离开屏幕',
    en: 'Looking away from the screen',
    es: 'Apartar la vista de la pantalla',
    ja: '画面から目をそらす',
    ko: '화면에서 시선 이탈',
  },
};

/** The break-rule sets in `lang`. */
export const breakRuleSets = (lang: Language): BreakRuleSet[] =>
  BREAK_RULE_SETS.map((s) => ({
    id: s.id,
    name: BREAK_RULE_SET_TEXTS[s.id]!.name[lang],
    description: BREAK_RULE_SET_TEXTS[s.id]!.description[lang],
    rules: s.rules.map((rule) => ({ rule, name: BREAK_RULE_TEXTS[rule][lang] })),
  }));

/** The options in `lang`, as `kw/config/list` answers them. */
export const configOptions = (lang: Language): z.infer<typeof configOptionSchema>[] =>
  (CONFIG_OPTIONS as readonly ConfigOption[]).map((o) => ({
    configKey: o.configKey,
    group: o.group,
    type: o.type,
    name: CONFIG_TEXTS[o.configKey as ConfigKey].name[lang],
    description: CONFIG_TEXTS[o.configKey as ConfigKey].description[lang],
    defaultValue: o.defaultValue,
    ...(o.min !== undefined ? { min: o.min } : {}),
    ...(o.max !== undefined ? { max: o.max } : {}),
    ...(o.unit ? { unit: o.unit } : {}),
    ...(o.options ? { options: o.options.map((value) => ({ value, name: CONFIG_CHOICE_TEXTS[value]![lang] })) } : {}),
    ...(o.multiple ? { multiple: true } : {}),
    ...(o.needs ? { needs: { configKey: o.needs.configKey, ...(o.needs.equals ? { equals: o.needs.equals } : {}) } } : {}),
  }));
