import type { ErrorCode, MessageParams } from '../errors';
import { collectAnswerErrors } from '../errors/collect';
import { codesOf, groupMessage } from '../errors/define';
import { fieldErrors } from '../errors/fields';
import type { Language } from '../languages';
import {
  type Invalid,
  validateAge,
  validateIdNumber,
  validateLength,
  validateOptionalEmail,
  validateOptionalMobile,
  validateRequired,
} from '../validators';
import {
  COLLECT_TEXT_MAX,
  COLLECT_UPLOADS_MAX,
  type CollectField,
  type CollectImageStandard,
  type CollectOption,
  TEXT_TYPES,
  UPLOAD_TYPES,
} from './collect-info';

/**
 * A candidate's answers of an information form (collect-info.ts), by field id: where each starts from, and the rules
 * they are checked by — on blur by the renderers (the console's `@cloud-exam/forms`, the exam client's own) and on
 * saving by the server, with the same messages. Codes and messages come from their own groups, never the whole
 * catalogue, so that the exam client can load these rules.
 */

/** An uploaded file of an upload field's answer. */
export type CollectUpload = { name: string; url: string; key?: string };

/** The field a rule needs: its kind, title, switches, options and limits. */
export type RuleField = Pick<CollectField, 'id' | 'title' | 'componentType' | 'componentName' | 'required' | 'editable' | 'visible'> & {
  optionList?: CollectOption[];
  collectImageStandard?: Partial<CollectImageStandard> | null;
};

/* The answers' rules name their codes from their own groups (no catalogue): the exam client runs them. */
const Answers = codesOf(collectAnswerErrors);
const isEmpty = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const wrong = (field: RuleField): Invalid => ({ code: Answers.collectValueInvalid, params: { title: field.title } });

/** Whether a field is checked at all: one the candidate neither sees nor may change is not theirs to fix. */
export const isChecked = (field: RuleField) => field.visible !== 0 && field.editable === 1;

/** What a field's starting answer needs of it. */
type AnswerField = Pick<CollectField, 'id' | 'visible' | 'defaultValue' | 'componentType'>;

/** A field's starting answer from its default value (a choice's option value; checkboxes: values joined by commas). */
export function defaultAnswer(field: AnswerField): unknown {
  const v = field.defaultValue;
  if (v == null || v === '') return undefined;
  if (field.componentType === 'checkbox') return v.split(',').filter(Boolean);
  if (field.componentType === 'number') return Number.isFinite(Number(v)) ? Number(v) : undefined;
  if (field.componentType === 'region' || UPLOAD_TYPES.includes(field.componentType)) return undefined;
  return v;
}

/** The starting answers of a form, as the renderers show it: each shown field's default, then what was given before. */
export function initialAnswers(fields: readonly AnswerField[], values: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((f) => f.visible !== 0).map((f) => [f.id, values[f.id] !== undefined ? values[f.id] : defaultAnswer(f)]),
  );
}

/**
 * The rule of one field on its answer (spec §5), given the form's other answers (the ID number is checked by the
 * certificate type chosen in the same form). Null when fine.
 */
export function fieldProblem(
  field: RuleField,
  value: unknown,
  values: Record<string, unknown>,
  fields: readonly RuleField[],
): Invalid | null {
  if (isEmpty(value)) return field.required === 1 ? validateRequired(field.title, value) : null;
  const standard = field.collectImageStandard ?? {};
  const type = field.componentType;
  const str = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  switch (field.componentName) {
    case 'phone':
      return str == null ? wrong(field) : validateOptionalMobile(str);
    case 'email':
      return str == null ? wrong(field) : validateOptionalEmail(str);
    case 'age':
      return str == null ? wrong(field) : validateAge(str);
    case 'idcard': {
      const typeField = fields.find((f) => f.componentName === 'certificatetype');
      const certType = typeField ? values[typeField.id] : undefined;
      return str == null
        ? wrong(field)
        : validateIdNumber(typeof certType === 'string' || typeof certType === 'number' ? certType : null, str);
    }
  }
  if (TEXT_TYPES.includes(type)) {
    if (str == null) return wrong(field);
    const { minWordNum: min, maxWordNum: max } = standard;
    if (min != null || max != null) return validateLength(str, min ?? 0, max ?? COLLECT_TEXT_MAX);
    return [...str].length > COLLECT_TEXT_MAX ? validateLength(str, 0, COLLECT_TEXT_MAX) : null;
  }
  const options = new Set((field.optionList ?? []).map((o) => o.value));
  switch (type) {
    case 'number':
      return str != null && str.trim() !== '' && Number.isFinite(Number(str)) ? null : wrong(field);
    case 'date':
      return str != null && /^\d{4}-\d{2}-\d{2}$/.test(str) && !Number.isNaN(Date.parse(str)) ? null : wrong(field);
    case 'radio':
    case 'select':
      return str != null && options.has(str) ? null : wrong(field);
    case 'checkbox':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && options.has(v)) ? null : wrong(field);
    case 'region':
      return Array.isArray(value) && value.length <= 3 && value.every((v) => typeof v === 'string' && /^\w{1,20}$/.test(v))
        ? null
        : wrong(field);
    default: {
      // photo, file, cloudFile, enclosure: a list of uploads
      if (!Array.isArray(value) || !value.every((v) => v && typeof v === 'object' && typeof (v as CollectUpload).url === 'string'))
        return wrong(field);
      const max = standard.maxUploadNum ?? (type === 'photo' ? 1 : COLLECT_UPLOADS_MAX);
      return value.length > max ? { code: Answers.collectTooManyUploads, params: { title: field.title, max } } : null;
    }
  }
}

export type CollectProblem = { fieldId: string; code: ErrorCode; params?: MessageParams; message: string };

/** The message of a problem `fieldProblem` found, in `lang`, from the groups its rules name (no catalogue needed). */
export const problemMessage = (problem: Invalid, lang: Language) =>
  groupMessage([fieldErrors, collectAnswerErrors], problem.code, lang, problem.params) ?? String(problem.code);

/**
 * A candidate's answers (`exam_candidates.collected`, by field id) checked against the form: every problem with its
 * catalogued code and message in `lang`. The same rules as the renderer's on blur; hidden and disabled fields are
 * not checked.
 */
export function collectProblems(fields: readonly RuleField[], values: Record<string, unknown>, lang: Language = 'zh'): CollectProblem[] {
  return fields.flatMap((field) => {
    if (!isChecked(field)) return [];
    const problem = fieldProblem(field, values[field.id], values, fields);
    return problem ? [{ fieldId: field.id, ...problem, message: problemMessage(problem, lang) }] : [];
  });
}
