import { z } from 'zod';

/** GET /gl/ua/ogt/publicKey: the RSA key under which the client encrypts passwords. */
export const publicKeySchema = z.object({ publicKey: z.string(), keyId: z.string() });
export type PublicKey = z.infer<typeof publicKeySchema>;

export const GrantType = { password: 'password' } as const;

/** POST /gl/ua/oauth/token (form-encoded). `password` is base64 RSA-OAEP(SHA-256) under the public key. */
export const tokenRequestSchema = z.object({
  grant_type: z.string().min(1),
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(2048),
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

/** GET /gl/ua/ogt/oauth2/getuser */
export const currentUserSchema = z.object({
  authorities: z.array(z.string()),
  username: z.string(),
  name: z.string(),
  userid: z.string(),
  officeid: z.string(),
  officename: z.string(),
  profilephoto: z.string().nullable(),
  filePath: z.string(),
  officeRouteFlag: z.string().nullable(),
  userBusiTypes: z.array(z.string()),
  roleName: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
