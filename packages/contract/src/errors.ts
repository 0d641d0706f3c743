import type { Language } from './languages';
import { accountErrors } from './errors/account';
import { bankErrors } from './errors/bank';
import { candidateCertificateErrors } from './errors/candidate-certificate';
import { certificateErrors } from './errors/certificate';
import { collectAnswerErrors } from './errors/collect';
import { composeErrors, fillMessage, LANGUAGE_INDEX, type Messages } from './errors/define';
import { examErrors } from './errors/exam';
import { fieldErrors } from './errors/fields';
import { fileErrors } from './errors/files';
import { generalErrors } from './errors/general';
import { invitationErrors } from './errors/invitation';
import { markingErrors } from './errors/marking';
import { paperErrors } from './errors/paper';
import { portalErrors } from './errors/portal';
import { signupErrors } from './errors/signup';
import { sittingErrors } from './errors/sitting';
import { smsErrors } from './errors/sms';
import { spreadsheetErrors } from './errors/spreadsheet';
import { taskErrors } from './errors/task';

/**
 * The error catalogue: every code the server may answer with, its name, and its message in each interface language.
 * Ranges follow spec §8, one file of errors/ per range; `{name}` placeholders are filled from the error's params.
 * Codes the spec names keep their numbers; families the spec only describes got numbers in their range.
 * A name or code defined in two files is a type error here, and throws when the module loads.
 */
const { names, messages: catalogue } = composeErrors(
  generalErrors,
  fieldErrors,
  fileErrors,
  portalErrors,
  accountErrors,
  invitationErrors,
  signupErrors,
  certificateErrors,
  examErrors,
  collectAnswerErrors,
  sittingErrors,
  bankErrors,
  paperErrors,
  taskErrors,
  smsErrors,
  markingErrors,
  candidateCertificateErrors,
  spreadsheetErrors,
);

/** Every catalogued code by name: use `ErrorCodes.<name>` rather than the number. */
export const ErrorCodes = names;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
export const ERROR_CODES = Object.keys(catalogue).map(Number) as ErrorCode[];

export function isErrorCode(code: number): code is ErrorCode {
  return Object.hasOwn(catalogue, code);
}

export type MessageParams = Record<string, string | number>;

/** The message of a catalogued code in one language, with `{name}` placeholders filled from params. */
export function errorMessage(code: ErrorCode, lang: Language, params?: MessageParams): string {
  return fillMessage(catalogue[code] as Messages, lang, params);
}

/** All messages of one language as `{code: template}`, the shape i18next resources take. */
export function errorMessagesOf(lang: Language): Record<string, string> {
  const index = LANGUAGE_INDEX[lang];
  return Object.fromEntries(Object.entries(catalogue).map(([code, messages]) => [code, (messages as Messages)[index]]));
}
