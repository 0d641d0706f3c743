import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../constants';
import { authenticated, endpoints } from '../endpoint';
import { contact, sentCaptchaSchema } from './registration';

/** The personal centre: my profile, avatar, mobile and e-mail, password, and my skin. */

/** The signed-in user's own profile (personal centre). */
export const profileSchema = z.object({
  username: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** My avatar's address in the file store (relative to the app's root), or null. */
  profilephoto: z.string().nullable(),
  /** Whether a WeChat account is bound for WeChat sign-in. */
  wechatBound: z.boolean(),
  createTime: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileUpdateSchema = z.object({ name: z.string().trim().min(1).max(30) });

/** A mobile number or e-mail the signed-in user wants to bind, and (on the second call) the code sent to it. */
export const bindCaptchaSchema = z.object({ content: contact });
export const bindContactSchema = z.object({ content: contact, captcha: z.string().trim().min(1).max(10) });

/** POST /gl/ua/ogt/gl/user/password: both passwords travel encrypted. */
export const changePasswordSchema = z.object({ oldpassword: z.string().min(1).max(2048), newpassword: z.string().min(1).max(2048) });

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
/** GET/PUT /gl/ua/ogt/gl/skin: a user's theme colours and layout settings. */
export const skinSchema = z.object({
  primary: hexColor.optional(),
  success: hexColor.optional(),
  warning: hexColor.optional(),
  danger: hexColor.optional(),
  info: hexColor.optional(),
  menuBackground: hexColor.optional(),
  menuText: hexColor.optional(),
  size: z.enum(['small', 'medium', 'large']).optional(),
  sidebarCollapsed: z.enum(['0', '1']).optional(),
});
export type Skin = z.infer<typeof skinSchema>;

export const personalApi = endpoints('account', authenticated, {
  profile: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/user/profile',
    summary: 'My profile (personal centre)',
    output: profileSchema,
  },
  updateProfile: {
    method: 'PUT',
    path: '/gl/ua/ogt/gl/user/profile',
    summary: 'Change my display name',
    input: profileUpdateSchema,
    output: profileSchema,
  },
  sendBindCaptcha: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/user/bind/captcha',
    summary: 'Send a code to a mobile number or e-mail I want to bind (the limits of /ogt/send/captcha apply)',
    input: bindCaptchaSchema,
    output: sentCaptchaSchema,
  },
  bindContact: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/user/bind',
    summary: 'Bind the mobile number or e-mail the code was sent to',
    input: bindContactSchema,
    output: profileSchema,
  },
  uploadAvatar: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/user/avatar',
    summary: `Upload my avatar (multipart; PNG, JPEG or WebP up to ${AVATAR_MAX_BYTES / 1024} KB)`,
    encoding: 'multipart',
    output: profileSchema,
  },
  removeAvatar: {
    method: 'DELETE',
    path: '/gl/ua/ogt/gl/user/avatar',
    summary: 'Remove my avatar (my initial shows again)',
    output: profileSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/user/password',
    summary: 'Change my password (both encrypted); my other sessions end',
    input: changePasswordSchema,
    output: z.null(),
  },
  skin: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/skin',
    summary: "The user's theme colours and layout",
    output: skinSchema,
  },
  saveSkin: {
    method: 'PUT',
    path: '/gl/ua/ogt/gl/skin',
    summary: 'Change theme colours and layout (parameters in the query)',
    input: skinSchema,
    output: skinSchema,
  },
});
