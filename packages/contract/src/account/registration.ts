import { z } from 'zod';
import { endpoints, publicAccess } from '../endpoint';

/** Before signing in: whether an account exists, verification codes, registering an institution, resetting a password. */

/** A mobile number or an e-mail address, as typed (spec §5's account rule is applied by the service). */
export const contact = z.string().trim().min(1).max(100);

/**
 * What a code proves: sign-in, registration, reset, (signed in) binding a new mobile number or e-mail, or a
 * candidate's sign-in to the exam client (`candidate`, sent only by the exam client's own call).
 */
export const CaptchaPurpose = { login: 'login', register: 'register', reset: 'reset', bind: 'bind', candidate: 'candidate' } as const;
export type CaptchaPurpose = (typeof CaptchaPurpose)[keyof typeof CaptchaPurpose];

/** POST /gl/ua/ogt/send/captcha */
export const sendCaptchaSchema = z.object({
  content: contact,
  type: z.enum([CaptchaPurpose.login, CaptchaPurpose.register, CaptchaPurpose.reset]),
});
export const sentCaptchaSchema = z.object({
  channel: z.enum(['sms', 'email']),
  /** Seconds until another code may be requested for this account. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type SentCaptcha = z.infer<typeof sentCaptchaSchema>;

/** GET /gl/ua/ogt/checkPhoneOrEmail */
export const checkContactQuerySchema = z.object({ content: contact });
export const checkContactSchema = z.object({ registered: z.boolean() });

/** POST /gl/ua/ogt/register/admin: a new institution and its administrator. Passwords travel encrypted. */
export const registerAdminSchema = z.object({
  name: z.string().trim().min(1).max(50),
  content: contact,
  password: z.string().min(1).max(2048),
  captcha: z.string().trim().min(1).max(16),
  officename: z.string().trim().min(1).max(100),
});
export const registeredSchema = z.object({ userid: z.string(), officeid: z.string(), username: z.string() });

/** POST /gl/ua/ogt/reset */
export const resetPasswordSchema = z.object({
  content: contact,
  newpassword: z.string().min(1).max(2048),
  captcha: z.string().trim().min(1).max(16),
  userType: z.string().max(16).optional(),
  admin: z.string().max(16).optional(),
});

export const registrationApi = endpoints('account', publicAccess, {
  checkContact: {
    method: 'GET',
    path: '/gl/ua/ogt/checkPhoneOrEmail',
    summary: 'Whether a mobile number or e-mail has an account',
    input: checkContactQuerySchema,
    output: checkContactSchema,
  },
  sendCaptcha: {
    method: 'POST',
    path: '/gl/ua/ogt/send/captcha',
    summary: 'Send a verification code for sign-in, registration or reset (limits: 12111303, 12111304, 12111305)',
    input: sendCaptchaSchema,
    output: sentCaptchaSchema,
  },
  registerAdmin: {
    method: 'POST',
    path: '/gl/ua/ogt/register/admin',
    summary: 'Register an institution and its administrator',
    input: registerAdminSchema,
    output: registeredSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/gl/ua/ogt/reset',
    summary: 'Reset a password with a verification code',
    input: resetPasswordSchema,
    output: z.null(),
  },
});
