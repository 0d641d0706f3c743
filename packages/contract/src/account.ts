import { z } from 'zod';

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

/** GET /gl/ua/ogt/wchat/getAppId */
export const wechatAppSchema = z.object({ appId: z.string() });
/** GET /gl/ua/ogt/wchat/getuserbyoauthcode: whether the WeChat user who scanned has an account bound, and its name. */
export const wechatUserSchema = z.object({ bound: z.boolean(), name: z.string().nullable() });
/** POST /gl/ua/ogt/wchat/wxbindinfo: bind the scanning WeChat user to me, or (without a code) unbind. */
export const wechatBindSchema = z.object({ code: z.string().trim().max(256).optional() });

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
  /** The names of the roles the session acts with: the switched-to role alone, else all the member's roles. */
  roleName: z.array(z.string()),
  /** Every role the member holds in this institution, the ones a role switch offers. */
  roles: z.array(z.object({ roleid: z.string(), name: z.string() })),
  /** The role chosen by a role switch, null when acting with all roles. */
  activeRoleId: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A mobile number or an e-mail address, as typed (spec §5's account rule is applied by the service). */
const contact = z.string().trim().min(1).max(100);

/** What a code proves: sign-in, registration, reset, or (signed in) binding a new mobile number or e-mail. */
export const CaptchaPurpose = { login: 'login', register: 'register', reset: 'reset', bind: 'bind' } as const;
export type CaptchaPurpose = (typeof CaptchaPurpose)[keyof typeof CaptchaPurpose];

/** POST /gl/ua/ogt/send/captcha */
export const sendCaptchaSchema = z.object({
  content: contact,
  type: z.enum([CaptchaPurpose.login, CaptchaPurpose.register, CaptchaPurpose.reset]),
});
/** A mobile number or e-mail the signed-in user wants to bind, and (on the second call) the code sent to it. */
export const bindCaptchaSchema = z.object({ content: contact });
export const bindContactSchema = z.object({ content: contact, captcha: z.string().trim().min(1).max(10) });
export type SentCaptcha = z.infer<typeof sentCaptchaSchema>;
export const sentCaptchaSchema = z.object({
  channel: z.enum(['sms', 'email']),
  /** Seconds until another code may be requested for this account. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});

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

/** An institution the signed-in user may switch to (spec §3). */
export const officeItemSchema = z.object({ officeid: z.string(), name: z.string(), current: z.boolean() });

/** The platform's logo and name for an institution (systemCode admin): null means the bundled defaults. */
export const brandSchema = z.object({
  logo: z.string().nullable(),
  platformName: z.string().nullable(),
  officename: z.string().nullable(),
  /** Where the customer-service code leads; null hides the widget. */
  serviceUrl: z.string().nullable(),
});

export const MessageType = { system: 1, business: 2, todo: 3 } as const;

/** A notice of the message centre. */
export const noticeSchema = z.object({
  id: z.string(),
  messageType: z.number().int(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createTime: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticePageQuerySchema = z.object({
  messageType: z.coerce.number().int().min(1).max(3).optional(),
  read: z.enum(['0', '1']).optional(),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const noticePageSchema = z.object({
  records: z.array(noticeSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

/** PUT /gl/ua/ogt/gl/user/password: both passwords travel encrypted. */
export const changePasswordSchema = z.object({ oldpassword: z.string().min(1).max(2048), newpassword: z.string().min(1).max(2048) });

/** The signed-in user's own profile (personal centre). */
export const profileSchema = z.object({
  username: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  profilephoto: z.string().nullable(),
  /** Whether a WeChat account is bound for WeChat sign-in. */
  wechatBound: z.boolean(),
  createTime: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileUpdateSchema = z.object({ name: z.string().trim().min(1).max(30) });
