import { z } from 'zod';
import { authenticated, endpoints, publicAccess } from '../endpoint';
import { profileSchema } from './personal';

/** WeChat website sign-in (WECHAT_APP_ID / WECHAT_APP_SECRET); unconfigured, each call answers 12421113. */

/** GET /gl/ua/ogt/wchat/getAppId */
export const wechatAppSchema = z.object({ appId: z.string() });
/** GET /gl/ua/ogt/wchat/getuserbyoauthcode: whether the WeChat user who scanned has an account bound, and its name. */
export const wechatUserSchema = z.object({ bound: z.boolean(), name: z.string().nullable() });
/** POST /gl/ua/ogt/wchat/wxbindinfo: bind the scanning WeChat user to me, or (without a code) unbind. */
export const wechatBindSchema = z.object({ code: z.string().trim().max(256).optional() });

export const wechatApi = endpoints('account', publicAccess, {
  appId: {
    method: 'GET',
    path: '/gl/ua/ogt/wchat/getAppId',
    summary: 'The WeChat app id for the QR sign-in page (12421113 when not configured)',
    output: wechatAppSchema,
  },
  user: {
    method: 'GET',
    path: '/gl/ua/ogt/wchat/getuserbyoauthcode',
    summary: 'Whether the WeChat user behind an authorisation code has an account bound (the code then signs in with login_type wechat)',
    input: z.object({ code: z.string().trim().min(1).max(256) }),
    output: wechatUserSchema,
  },
  bind: {
    method: 'POST',
    path: '/gl/ua/ogt/wchat/wxbindinfo',
    summary: 'Bind the WeChat user behind an authorisation code to me; without a code, unbind (12421118 when bound elsewhere)',
    access: authenticated,
    input: wechatBindSchema,
    output: profileSchema,
  },
});
