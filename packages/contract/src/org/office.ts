import { z } from 'zod';
import { skinSchema } from '../account/personal';
import { Authority } from '../authorities';
import { authenticated, endpoints, needs } from '../endpoint';
import { nullableText } from '../fields';
import { CAPTCHA_LIMITS, REMEMBERED_TOKEN_TTL_MS, SESSION_TOKEN_TTL_MS } from '../constants';
import { DEFAULT_TIME_ZONE } from '../time-zone';

/**
 * An institution's profile and its system settings (/sys/office, /sys/settings). The bounds below are the
 * server's rules; the settings form shows them as the inputs' limits.
 */

const HOUR_MS = 60 * 60 * 1000;

export const SETTING_BOUNDS = {
  passwordMinLength: { min: 8, max: 20 },
  sessionHours: { min: 1, max: 72 },
  /** The access-token cookie of a remembered sign-in lives 7 days (spec §9): a setting may shorten it, not lengthen it. */
  rememberDays: { min: 1, max: REMEMBERED_TOKEN_TTL_MS / (24 * HOUR_MS) },
  captchaLoginPer30Minutes: { min: 1, max: 20 },
  captchaPerDay: { min: 1, max: 100 },
} as const;

const bounded = (key: keyof typeof SETTING_BOUNDS, fallback: number) =>
  z.coerce.number().int().min(SETTING_BOUNDS[key].min).max(SETTING_BOUNDS[key].max).default(fallback);

export const systemSettingsSchema = z.object({
  /** Passwords are at least 8 characters mixing digits and letters (spec §5); an institution may ask for more. */
  passwordMinLength: bounded('passwordMinLength', 8),
  /** Upper- and lower-case letters both required. */
  passwordRequireCase: z.boolean().default(false),
  /** How long a sign-in that is not remembered lasts. */
  sessionHours: bounded('sessionHours', SESSION_TOKEN_TTL_MS / HOUR_MS),
  rememberDays: bounded('rememberDays', REMEMBERED_TOKEN_TTL_MS / (24 * HOUR_MS)),
  /** Verification codes (spec §9): 5 sign-in codes per 30 minutes, 20 codes a day, per mobile number or e-mail. */
  captchaLoginPer30Minutes: bounded('captchaLoginPer30Minutes', CAPTCHA_LIMITS.loginPer30Minutes),
  captchaPerDay: bounded('captchaPerDay', CAPTCHA_LIMITS.perDay),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;
export const DEFAULT_SETTINGS: SystemSettings = systemSettingsSchema.parse({});
export const passwordPolicySchema = systemSettingsSchema.pick({ passwordMinLength: true, passwordRequireCase: true });
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

/** Largest logo accepted, as the image file's bytes: every page's header loads it, so it stays small. */
export const LOGO_MAX_BYTES = 200 * 1024;

export const officeProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  platformName: z.string().nullable(),
  /** The logo's address in the file store (relative to the app's root), or null for the bundled logo. */
  logo: z.string().nullable(),
  /** The group the institution belongs to (officeRouteFlag); 'jtb' is an embedded group with its own home. */
  routeFlag: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  address: z.string().nullable(),
  defaultSkin: z.record(z.string(), z.string()),
  /** The IANA time zone in which the institution's exam times are shown, entered and written. */
  timeZone: z.string(),
  memberCount: z.number().int(),
  createTime: z.string(),
});
export type OfficeProfile = z.infer<typeof officeProfileSchema>;

export const officeProfileSaveSchema = z.object({
  name: z.string().trim().min(2).max(50),
  platformName: nullableText(30),
  routeFlag: nullableText(20),
  contactName: nullableText(20),
  contactPhone: nullableText(20),
  contactEmail: nullableText(100),
  address: nullableText(200),
  /** The skin members start with until they choose their own. */
  defaultSkin: skinSchema.default({}),
  /** An IANA name the server knows (12310171 otherwise). */
  timeZone: z.string().trim().max(64).default(DEFAULT_TIME_ZONE),
});
export type OfficeProfileInput = z.input<typeof officeProfileSaveSchema>;

export const officeApi = endpoints('organisation', needs(Authority.system), {
  profile: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/office/profile',
    summary: 'The profile of the caller’s institution',
    output: officeProfileSchema,
  },
  saveProfile: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/office/profile/save',
    summary: 'Save the institution’s name, platform name, group, contact details, default skin and time zone',
    input: officeProfileSaveSchema,
    output: officeProfileSchema,
  },
  uploadLogo: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/office/logo',
    summary: `Upload the logo (multipart; PNG, JPEG or WebP up to ${LOGO_MAX_BYTES / 1024} KB); answers its address`,
    encoding: 'multipart',
    output: z.object({ logo: z.string() }),
  },
  removeLogo: {
    method: 'DELETE',
    path: '/gl/ua/ogt/gl/office/logo',
    summary: 'Go back to the bundled logo',
    output: z.null(),
  },
  passwordPolicy: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/settings/passwordPolicy',
    summary: 'The password policy of my institution, which any member meets when changing their password',
    access: authenticated,
    output: passwordPolicySchema,
  },
  settings: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/settings',
    summary: 'System settings: password policy, session length, captcha limits',
    output: systemSettingsSchema,
  },
  saveSettings: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/settings/save',
    summary: 'Save the system settings (each within its bounds)',
    input: systemSettingsSchema,
    output: systemSettingsSchema,
  },
});
