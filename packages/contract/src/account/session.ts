import { z } from 'zod';
import { authenticated, endpoints, publicAccess } from '../endpoint';

/** Signing in and out, the signed-in user, and the switches of institution and role (spec §7 under /gl/ua). */

/** GET /gl/ua/ogt/publicKey: the RSA key under which the client encrypts passwords. */
export const publicKeySchema = z.object({ publicKey: z.string(), keyId: z.string() });
export type PublicKey = z.infer<typeof publicKeySchema>;

export const GrantType = { password: 'password' } as const;
/**
 * login_type of the token call: a password, a code sent to the account's mobile number or e-mail, or WeChat (the
 * authorisation code WeChat hands back, in wechatoauthcode).
 */
export const LoginType = { password: 'password', code: 'code', wechat: 'wechat' } as const;

/** POST /gl/ua/oauth/token (form-encoded). `password` is base64 RSA-OAEP(SHA-256) under the public key. */
export const tokenRequestSchema = z.object({
  grant_type: z.string().min(1),
  /** Required for password and code sign-in (10001018); WeChat sign-in has none. */
  username: z.string().trim().max(100).default(''),
  /** Required for password sign-in; ignored for code sign-in. */
  password: z.string().max(2048).default(''),
  captcha: z.string().max(16).optional(),
  wechatoauthcode: z.string().max(256).optional(),
  login_sub_type: z.string().max(32).optional(),
  login_type: z.string().max(32).optional(),
  client_id: z.string().max(64).optional(),
  client_secret: z.string().max(128).optional(),
  /** '1' or 'true' keeps the token 7 days; otherwise it lasts a working day. */
  remember: z.string().max(8).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The OAuth-style error body of a refused token request (HTTP 400). */
export const tokenErrorSchema = z.object({
  error: z.string(),
  error_description: z.string(),
  code: z.number().int(),
});
export type TokenError = z.infer<typeof tokenErrorSchema>;

/** GET /gl/ua/ogt/oauth2/getuser */
export const currentUserSchema = z.object({
  authorities: z.array(z.string()),
  username: z.string(),
  name: z.string(),
  userid: z.string(),
  officeid: z.string(),
  officename: z.string(),
  /** The avatar's address in the file store (relative to the app's root), or null. */
  profilephoto: z.string().nullable(),
  /** Where stored files are served: the path a key follows. */
  filePath: z.string(),
  officeRouteFlag: z.string().nullable(),
  /** The institution's IANA time zone: the console shows and takes exam times in it. */
  timeZone: z.string(),
  userBusiTypes: z.array(z.string()),
  /** The names of the roles the session acts with: the switched-to role alone, else all the member's roles. */
  roleName: z.array(z.string()),
  /** Every role the member holds in this institution, the ones a role switch offers. */
  roles: z.array(z.object({ roleid: z.string(), name: z.string() })),
  /** The role chosen by a role switch, null when acting with all roles. */
  activeRoleId: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** An institution the signed-in user may switch to (spec §3). */
export const officeItemSchema = z.object({ officeid: z.string(), name: z.string(), current: z.boolean() });
export type OfficeItem = z.infer<typeof officeItemSchema>;

export const sessionApi = endpoints('account', authenticated, {
  publicKey: {
    method: 'GET',
    path: '/gl/ua/ogt/publicKey',
    summary: 'The RSA public key (SPKI PEM) passwords are encrypted under',
    access: publicAccess,
    output: publicKeySchema,
  },
  token: {
    method: 'POST',
    path: '/gl/ua/oauth/token',
    summary: 'Sign in (form-encoded): login_type password (RSA-encrypted) or code (captcha sent to the mobile or e-mail)',
    access: publicAccess,
    input: tokenRequestSchema,
    output: tokenResponseSchema,
    encoding: 'form',
    bare: true,
    refusal: tokenErrorSchema,
  },
  currentUser: {
    method: 'GET',
    path: '/gl/ua/ogt/oauth2/getuser',
    summary: 'The signed-in user, institution and authorities',
    input: z.object({ access_token: z.string().optional() }),
    output: currentUserSchema,
  },
  signOut: {
    method: 'DELETE',
    path: '/gl/ua/ogt/oauth/exit',
    summary: 'Sign out: revoke this token',
    output: z.null(),
  },
  offices: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/orgswitchList',
    summary: 'The institutions the signed-in user belongs to',
    input: z.object({ userId: z.string().optional() }),
    output: z.array(officeItemSchema),
  },
  switchOffice: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/orgswitch',
    summary: 'Switch the session to another of the user’s institutions',
    input: z.object({ switchOrgId: z.string().uuid() }),
    output: z.object({ officeid: z.string(), officename: z.string() }),
  },
  switchRole: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/roleswitch',
    summary: 'Role switch: act as one of my roles in this institution (roleId), or with all of them (no roleId)',
    input: z.object({ roleId: z.string().uuid().optional() }),
    output: z.object({ roleid: z.string().nullable(), name: z.string().nullable() }),
  },
});
