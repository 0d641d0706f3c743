import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import type { MessageParams } from '../errors';
import { id, optionalId, text } from '../fields';
import type { Language } from '../languages';
import type { PersonalData } from '../personal-data';

/**
 * The information form (信息采集, spec §3 collect-info field) an exam — later an enrolment project — asks its
 * candidates to fill in: fields made from the components of a fixed library, in order: the library, the form's schemas and
 * the rules of its design. The rules of a candidate's answers are in collect-answers.ts.
 */

type Texts = Record<Language, string>;

export const COLLECT_COMPONENT_TYPES = [
  'input',
  'textarea',
  'number',
  'date',
  'radio',
  'checkbox',
  'select',
  'region',
  'photo',
  'file',
  'cloudFile',
  'enclosure',
] as const;
export type CollectComponentType = (typeof COLLECT_COMPONENT_TYPES)[number];

/** Types whose answer is a list of uploaded files (photo: pictures). */
export const UPLOAD_TYPES: readonly CollectComponentType[] = ['photo', 'file', 'cloudFile', 'enclosure'];
/** Types whose answer is chosen among the field's options. */
export const CHOICE_TYPES: readonly CollectComponentType[] = ['radio', 'checkbox', 'select'];
/** Types typed as text, which may have word limits. */
export const TEXT_TYPES: readonly CollectComponentType[] = ['input', 'textarea'];

export const COLLECT_TITLE_MAX = 30;
export const COLLECT_FIELDS_MAX = 100;
export const COLLECT_OPTIONS_MAX = 50;
export const COLLECT_OPTION_MAX = 50;
export const COLLECT_TEXT_MAX = 2000;
export const COLLECT_UPLOADS_MAX = 9;
/** The dictionary the certificate-type component takes its options from. */
export const CERTIFICATE_TYPE_DICT = 'certificate_type';

export type CollectOption = { value: string; label: string };

/** A component of the library: what a field is made from. */
type Component = {
  id: string;
  componentName: string;
  componentType: CollectComponentType;
  /** At most once in a form. */
  unique: boolean;
  titles: Texts;
  /** Fixed options (gender); the certificate type's come from the dictionary. */
  options?: { value: string; labels: Texts }[];
};

const t = (zh: string, en: string, es: string, ja: string, ko: string): Texts => ({ zh, en, es, ja, ko });

export const COLLECT_COMPONENTS: readonly Component[] = [
  { id: 'name', componentName: 'name', componentType: 'input', unique: true, titles: t('姓名', 'Name', 'Nombre', '氏名', '이름') },
  {
    id: 'phone',
    componentName: 'phone',
    componentType: 'input',
    unique: true,
    titles: t('手机号', 'Mobile number', 'Número de móvil', '携帯電話番号', '휴대폰 번호'),
  },
  {
    id: 'email',
    componentName: 'email',
    componentType: 'input',
    unique: true,
    titles: t('邮箱', 'E-mail', 'Correo electrónico', 'メールアドレス', '이메일'),
  },
  { id: 'age', componentName: 'age', componentType: 'number', unique: true, titles: t('年龄', 'Age', 'Edad', '年齢', '나이') },
  {
    id: 'gender',
    componentName: 'gender',
    componentType: 'radio',
    unique: true,
    titles: t('性别', 'Gender', 'Sexo', '性別', '성별'),
    options: [
      { value: '1', labels: t('男', 'Male', 'Hombre', '男性', '남성') },
      { value: '2', labels: t('女', 'Female', 'Mujer', '女性', '여성') },
    ],
  },
  {
    id: 'certificatetype',
    componentName: 'certificatetype',
    componentType: 'select',
    unique: true,
    titles: t('证件类型', 'Certificate type', 'Tipo de documento', '証明書の種類', '신분증 종류'),
  },
  {
    id: 'idcard',
    componentName: 'idcard',
    componentType: 'input',
    unique: true,
    titles: t('证件号码', 'Certificate number', 'Número de documento', '証明書番号', '신분증 번호'),
  },
  {
    id: 'input',
    componentName: 'input',
    componentType: 'input',
    unique: false,
    titles: t('单行文本', 'Text', 'Texto', '1行テキスト', '한 줄 텍스트'),
  },
  {
    id: 'textarea',
    componentName: 'textarea',
    componentType: 'textarea',
    unique: false,
    titles: t('多行文本', 'Paragraph', 'Párrafo', '複数行テキスト', '여러 줄 텍스트'),
  },
  { id: 'number', componentName: 'number', componentType: 'number', unique: false, titles: t('数字', 'Number', 'Número', '数値', '숫자') },
  { id: 'date', componentName: 'date', componentType: 'date', unique: false, titles: t('日期', 'Date', 'Fecha', '日付', '날짜') },
  {
    id: 'radio',
    componentName: 'radio',
    componentType: 'radio',
    unique: false,
    titles: t('单选', 'Single choice', 'Opción única', '単一選択', '단일 선택'),
  },
  {
    id: 'checkbox',
    componentName: 'checkbox',
    componentType: 'checkbox',
    unique: false,
    titles: t('多选', 'Multiple choice', 'Opción múltiple', '複数選択', '다중 선택'),
  },
  {
    id: 'select',
    componentName: 'select',
    componentType: 'select',
    unique: false,
    titles: t('下拉选择', 'Drop-down', 'Lista desplegable', 'プルダウン', '드롭다운'),
  },
  { id: 'region', componentName: 'region', componentType: 'region', unique: false, titles: t('地区', 'Region', 'Región', '地域', '지역') },
  { id: 'photo', componentName: 'photo', componentType: 'photo', unique: false, titles: t('照片', 'Photo', 'Foto', '写真', '사진') },
  { id: 'file', componentName: 'file', componentType: 'file', unique: false, titles: t('文件', 'File', 'Archivo', 'ファイル', '파일') },
  {
    id: 'cloudFile',
    componentName: 'cloudFile',
    componentType: 'cloudFile',
    unique: false,
    titles: t('云文件', 'Cloud file', 'Archivo en la nube', 'クラウドファイル', '클라우드 파일'),
  },
  {
    id: 'enclosure',
    componentName: 'enclosure',
    componentType: 'enclosure',
    unique: false,
    titles: t('附件', 'Attachment', 'Adjunto', '添付ファイル', '첨부 파일'),
  },
];

export const componentById = (componentId: string) => COLLECT_COMPONENTS.find((c) => c.id === componentId);

/**
 * The components whose answers are a candidate's personal data (the certificate number, mobile and e-mail the form
 * asks for), with the kind each is masked as: pages show them as they show the account's (contract/personal-data.ts).
 */
export const PERSONAL_COMPONENTS: Readonly<Record<string, keyof PersonalData>> = { idcard: 'idNumber', phone: 'mobile', email: 'email' };

const optionSchema = z.object({ value: z.string(), label: z.string() });

export const collectImageStandardSchema = z.object({
  minWordNum: z.number().int().nullable(),
  maxWordNum: z.number().int().nullable(),
  maxUploadNum: z.number().int().nullable(),
  projectCollectInfoId: z.string().nullable(),
});
export type CollectImageStandard = z.infer<typeof collectImageStandardSchema>;

export const collectComponentSchema = z.object({
  id: z.string(),
  componentName: z.string(),
  componentType: z.enum(COLLECT_COMPONENT_TYPES),
  /** The default title, in the caller's language. */
  title: z.string(),
  unique: z.boolean(),
  optionList: z.array(optionSchema),
});
export type CollectComponent = z.infer<typeof collectComponentSchema>;

/** A field of a form (spec §3), as stored and as the renderer takes it. */
export const collectFieldSchema = z.object({
  id: z.string(),
  componentId: z.string(),
  title: z.string(),
  defaultValue: z.string().nullable(),
  description: z.string().nullable(),
  componentType: z.enum(COLLECT_COMPONENT_TYPES),
  componentName: z.string(),
  optionList: z.array(optionSchema),
  /** The options as JSON text, as older clients read them. */
  optionJson: z.string(),
  /** 1: required. */
  required: z.number().int(),
  /** 1: editable, otherwise shown disabled. */
  editable: z.number().int(),
  /** 0: hidden. */
  visible: z.number().int(),
  collectImageStandard: collectImageStandardSchema,
});
export type CollectField = z.infer<typeof collectFieldSchema>;

// functions, not shared instances: a schema used twice in one endpoint becomes an OpenAPI reference
const flag = () => z.coerce.number().int().min(0).max(1);
const count = () =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .nullish()
    .transform((v) => v ?? null);

/** A field as the form editor saves it: an existing field keeps its id (candidates' answers are kept by it). */
export const collectFieldInputSchema = z.object({
  id: optionalId,
  componentId: z.string().max(40),
  title: text(200),
  defaultValue: text(COLLECT_TEXT_MAX)
    .nullish()
    .transform((v) => v || null),
  description: text(500)
    .nullish()
    .transform((v) => v || null),
  optionList: z
    .array(z.object({ value: text(COLLECT_OPTION_MAX), label: text(200) }))
    .max(COLLECT_OPTIONS_MAX)
    .default([]),
  required: flag().default(0),
  editable: flag().default(1),
  visible: flag().default(1),
  collectImageStandard: z
    .object({ minWordNum: count(), maxWordNum: count(), maxUploadNum: count() })
    .nullish()
    .transform((v) => v ?? { minWordNum: null, maxWordNum: null, maxUploadNum: null }),
});
export type CollectFieldInput = z.input<typeof collectFieldInputSchema>;
type FieldDraft = z.output<typeof collectFieldInputSchema>;

export const collectSaveSchema = z.object({
  projectId: id,
  fields: z.array(collectFieldInputSchema).max(COLLECT_FIELDS_MAX),
});

export type CollectFormProblem = {
  /** The field's place in the list. */
  index: number;
  code:
    | 'collectTitleInvalid'
    | 'collectTitleRepeated'
    | 'collectOptionsRequired'
    | 'collectComponentRepeated'
    | 'collectIdcardNeedsType'
    | 'collectWordNumInvalid'
    | 'collectUploadNumInvalid'
    | 'collectComponentUnknown';
  params?: MessageParams;
};

/** The rules of a form's design, for the editor and the server alike. */
export function collectFormProblems(fields: readonly Omit<FieldDraft, 'id'>[]): CollectFormProblem[] {
  const problems: CollectFormProblem[] = [];
  const titles = new Set<string>();
  const used = new Set<string>();
  fields.forEach((f, index) => {
    const component = componentById(f.componentId);
    const title = f.title.trim();
    if (!component) return problems.push({ index, code: 'collectComponentUnknown' });
    if (!title || [...title].length > COLLECT_TITLE_MAX)
      problems.push({ index, code: 'collectTitleInvalid', params: { max: COLLECT_TITLE_MAX } });
    else if (titles.has(title)) problems.push({ index, code: 'collectTitleRepeated', params: { title } });
    titles.add(title);
    if (component.unique) {
      if (used.has(component.id)) problems.push({ index, code: 'collectComponentRepeated', params: { title } });
      used.add(component.id);
    }
    if (CHOICE_TYPES.includes(component.componentType)) {
      const values = f.optionList.map((o) => o.value);
      const labels = f.optionList.map((o) => o.label.trim());
      if (
        !f.optionList.length ||
        labels.some((l) => !l || [...l].length > COLLECT_OPTION_MAX) ||
        values.some((v) => !v) ||
        new Set(values).size !== values.length ||
        new Set(labels).size !== labels.length
      )
        problems.push({ index, code: 'collectOptionsRequired', params: { title } });
    }
    const { minWordNum: min, maxWordNum: max, maxUploadNum } = f.collectImageStandard;
    if (TEXT_TYPES.includes(component.componentType) && min != null && max != null && min > max)
      problems.push({ index, code: 'collectWordNumInvalid', params: { title } });
    if (UPLOAD_TYPES.includes(component.componentType) && maxUploadNum != null && (maxUploadNum < 1 || maxUploadNum > COLLECT_UPLOADS_MAX))
      problems.push({ index, code: 'collectUploadNumInvalid', params: { title } });
  });
  const idcard = fields.findIndex((f) => f.componentId === 'idcard');
  if (idcard >= 0 && !fields.some((f) => f.componentId === 'certificatetype'))
    problems.push({ index: idcard, code: 'collectIdcardNeedsType' });
  return problems;
}

export const collectInfoApi = endpoints('exam', needs(Authority.exam), {
  components: {
    method: 'GET',
    path: '/gl/kw/cj/collect-info/queryList',
    summary: "The component library of information forms, titled in the caller's language",
    output: z.array(collectComponentSchema),
  },
  componentsSlash: {
    method: 'GET',
    path: '/gl/kw/cj/collect-info/queryList/',
    summary: 'The component library (the same call, as some clients write it with a trailing slash)',
    output: z.array(collectComponentSchema),
  },
  form: {
    method: 'GET',
    path: '/gl/kw/cj/project-collect-info/queryByProjectId/{id}',
    summary: "A project's information form (for now the project is an exam): its fields in order",
    input: z.object({ id }),
    output: z.array(collectFieldSchema),
  },
  save: {
    method: 'POST',
    path: '/gl/kw/cj/project-collect-info/save',
    summary: "Replace a project's information form in one go: its fields in order (an existing field keeps its id)",
    input: collectSaveSchema,
    output: z.null(),
  },
});
