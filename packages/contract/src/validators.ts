import type { ErrorCode, MessageParams } from './errors';
import { accountErrors } from './errors/account';
import { codesOf } from './errors/define';
import { fieldErrors } from './errors/fields';
import { isMobile, MOBILE_PATTERN } from './mobile';
import { DEFAULT_SETTINGS, type PasswordPolicy } from './org/office';
import { isTimeZone } from './time-zone';

/**
 * Field rules of spec §5. Each validator answers null when the value is fine, or the catalogue code (with params)
 * whose message the user should see. The web forms and the server run the same functions.
 */
export type Invalid = { code: ErrorCode; params?: MessageParams };
export type Validation = Invalid | null;

/*
 * The codes come from their own groups, not the composed catalogue: the exam client runs the field rules (the
 * information form's) and loads only the groups they name.
 */
const Fields = codesOf(fieldErrors);
const Account = codesOf(accountErrors);

const invalid = (code: ErrorCode, params?: MessageParams): Invalid => (params ? { code, params } : { code });

export { isMobile, MOBILE_PATTERN };
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const LANDLINE_PATTERN = /^(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?$/;
const USER_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9]{2,10}$/;

export const isEmail = (v: string) => EMAIL_PATTERN.test(v);

const blank = (v: string | null | undefined): v is '' | null | undefined => v == null || v.trim() === '';

export function validateUserName(v: string | null | undefined): Validation {
  if (blank(v)) return invalid(Fields.userNameRequired);
  return USER_NAME_PATTERN.test(v) ? null : invalid(Fields.userNameFormat);
}

/** The sign-up form's password rule: 8-20 letters, digits or underscore. */
export function validatePassword(v: string | null | undefined): Validation {
  if (blank(v)) return invalid(Fields.passwordRequired);
  return /^\w{8,20}$/.test(v) ? null : invalid(Fields.passwordFormat);
}

/** The looser 6-20 rule some forms use. */
export function validatePasswordLoose(v: string | null | undefined): Validation {
  if (blank(v)) return invalid(Fields.passwordRequired);
  return /^\w{6,20}$/.test(v) ? null : invalid(Fields.passwordFormatLoose);
}

/**
 * The server's password rule: at least 8 characters mixing digits and letters, and whatever more the
 * institution's password policy asks (system settings).
 */
export function validatePasswordStrength(v: string | null | undefined, policy: PasswordPolicy = DEFAULT_SETTINGS): Validation {
  if (blank(v)) return invalid(Fields.passwordRequired);
  if (v.length < policy.passwordMinLength) return invalid(Account.passwordTooShort, { min: policy.passwordMinLength });
  const ok = v.length >= 8 && v.length <= 128 && /\d/.test(v) && /[A-Za-z]/.test(v);
  if (!ok) return invalid(Account.weakPassword);
  return policy.passwordRequireCase && !(/[a-z]/.test(v) && /[A-Z]/.test(v)) ? invalid(Account.passwordNeedsCase) : null;
}

/** A sign-in account given as a mobile number or an e-mail address. */
export function validateAccount(v: string | null | undefined): Validation {
  if (blank(v)) return invalid(Fields.accountRequired);
  return isMobile(v) || isEmail(v) ? null : invalid(Fields.emailOrMobileFormat);
}

export function validateOptionalEmail(v: string | null | undefined): Validation {
  return blank(v) || isEmail(v) ? null : invalid(Fields.emailFormat);
}

export function validateOptionalMobile(v: string | null | undefined): Validation {
  return blank(v) || isMobile(v) ? null : invalid(Fields.mobileFormat);
}

export function validateRequiredMobile(v: string | null | undefined): Validation {
  if (blank(v)) return invalid(Fields.mobileRequired);
  return isMobile(v) ? null : invalid(Fields.mobileFormat);
}

export function validatePhoneOrLandline(v: string | null | undefined): Validation {
  if (blank(v)) return invalid(Fields.phoneOrLandlineRequired);
  return isMobile(v) || LANDLINE_PATTERN.test(v) ? null : invalid(Fields.mobileFormat);
}

export function validateOptionalPhoneOrLandline(v: string | null | undefined): Validation {
  return blank(v) ? null : validatePhoneOrLandline(v);
}

export function validateAge(v: string | number | null | undefined): Validation {
  const s = String(v ?? '').trim();
  const n = Number(s);
  return /^\d{1,3}$/.test(s) && n >= 1 && n <= 100 ? null : invalid(Fields.ageInvalid);
}

/** Certificate types of the ID-number rule: 0 mainland ID card, 1 Hong Kong/Macao/Taiwan, others passport-like. */
export const CertificateType = { mainlandId: '0', hkMacaoTaiwan: '1' } as const;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character (GB 11643) of a mainland ID number's first 17 digits. */
export const mainlandIdCheck = (first17: string) => ID_CHECK[ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first17[i]), 0) % 11]!;

function isMainlandId(v: string): boolean {
  if (/^\d{15}$/.test(v)) return true;
  if (!/^\d{17}[\dXx]$/.test(v)) return false;
  return mainlandIdCheck(v) === v[17]?.toUpperCase();
}

export function validateIdNumber(type: string | number | null | undefined, v: string | null | undefined): Validation {
  if (blank(v)) return invalid(Fields.idNumberRequired);
  if (type == null || String(type) === '') return invalid(Fields.idTypeRequired);
  const value = v.trim();
  switch (String(type)) {
    case CertificateType.mainlandId:
      return isMainlandId(value) ? null : invalid(Fields.idNumberIncorrect);
    case CertificateType.hkMacaoTaiwan:
      return /^[A-Za-z0-9()（）]{5,20}$/.test(value) ? null : invalid(Fields.idNumberFormat);
    default:
      return /^[A-Za-z0-9]{5,17}$/.test(value) ? null : invalid(Fields.idNumberFormat);
  }
}

/** An enrolment-form field: '<title>未填写' when required and empty. */
export function validateRequired(title: string, v: unknown): Validation {
  const empty = v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
  return empty ? invalid(Fields.fieldRequired, { title }) : null;
}

/** The group marker (routeFlag): it rides in the Group header, so ASCII only. */
export const ROUTE_FLAG_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;
export function validateRouteFlag(v: string | null | undefined): Validation {
  return !v || ROUTE_FLAG_PATTERN.test(v) ? null : invalid(Account.routeFlagFormat);
}

/** An institution's time zone: an IANA name this runtime knows. */
export function validateTimeZone(v: string): Validation {
  return isTimeZone(v) ? null : invalid(Account.timeZoneUnknown, { zone: v });
}

/** '长度在 <min> 到 <max> 个字符' */
export function validateLength(v: string | null | undefined, min: number, max: number): Validation {
  const length = [...(v ?? '')].length;
  return length >= min && length <= max ? null : invalid(Fields.fieldLength, { min, max });
}
