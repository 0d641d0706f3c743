import {
  bindCaptchaSchema,
  bindContactSchema,
  brandSchema,
  changePasswordSchema,
  profileSchema,
  profileUpdateSchema,
  checkContactQuerySchema,
  checkContactSchema,
  currentUserSchema,
  officeItemSchema,
  publicKeySchema,
  registerAdminSchema,
  registeredSchema,
  resetPasswordSchema,
  sendCaptchaSchema,
  sentCaptchaSchema,
  skinSchema,
  tokenErrorSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  wechatAppSchema,
  wechatBindSchema,
  wechatUserSchema,
} from '@cloud-exam/contract/account';
import { AVATAR_MAX_BYTES } from '@cloud-exam/contract/constants';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, publicAccess } from '../../http/access';
import { AppError } from '../../http/app-error';
import { ok, okResponse } from '../../http/envelope';
import { uploadedImage } from '../../http/upload';
import { toFailure } from '../../http/error-handler';
import { sessionOf } from '../../http/request-context';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { withinLimit } from '../../lib/rate-limit';
import { actorOf } from '../audit/audit';
import type { AccountService } from './account.service';

const security = [{ bearer: [] }];

/** Session and account calls of spec §7 under /gl/ua. */
export async function accountRoutes(app: FastifyInstance, { account, store }: { account: AccountService; store: EphemeralStore }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.get(
    '/gl/ua/ogt/publicKey',
    {
      config: publicAccess(),
      schema: { tags, summary: 'The RSA public key (SPKI PEM) passwords are encrypted under', response: okResponse(publicKeySchema) },
    },
    async () => ok(account.publicKey()),
  );

  r.post(
    '/gl/ua/oauth/token',
    {
      config: publicAccess(),
      schema: {
        tags,
        summary: 'Sign in (form-encoded): login_type password (RSA-encrypted) or code (captcha sent to the mobile or e-mail)',
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, 400: tokenErrorSchema },
      },
      // The OAuth client reads error_description from a 400, so every refusal takes that shape.
      errorHandler: (error, request, reply) => {
        const f = toFailure(error, request);
        const status = (f.status === 200 ? 400 : f.status) as 400;
        const description = errorMessage(f.code, request.lang, f.params);
        return reply
          .status(status)
          .serializer(JSON.stringify)
          .send({ error: status === 400 ? 'invalid_grant' : 'server_error', error_description: description, code: f.code });
      },
    },
    async (request) => account.signIn(request.body, request.ip),
  );

  r.get(
    '/gl/ua/ogt/oauth2/getuser',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'The signed-in user, institution and authorities',
        security,
        querystring: z.object({ access_token: z.string().optional() }),
        response: okResponse(currentUserSchema),
      },
    },
    async (request) => ok(await account.currentUser(sessionOf(request))),
  );

  r.delete(
    '/gl/ua/ogt/oauth/exit',
    { config: authenticated(), schema: { tags, summary: 'Sign out: revoke this token', security, response: okResponse(z.null()) } },
    async (request) => {
      await account.audit(actorOf(request), { action: 'account.signOut' });
      await account.signOut(sessionOf(request));
      return ok(null);
    },
  );

  r.get(
    '/gl/ua/ogt/checkPhoneOrEmail',
    {
      config: publicAccess(),
      schema: {
        tags,
        summary: 'Whether a mobile number or e-mail has an account',
        querystring: checkContactQuerySchema,
        response: okResponse(checkContactSchema),
      },
    },
    async (request) => {
      if (!(await withinLimit(store, `check-contact:${request.ip}`, 30, 60_000))) throw new AppError(ErrorCodes.captchaTooFrequent);
      return ok(await account.isRegistered(request.query.content));
    },
  );

  r.post(
    '/gl/ua/ogt/send/captcha',
    {
      config: publicAccess(),
      schema: {
        tags,
        summary: 'Send a verification code for sign-in, registration or reset (limits: 12111303, 12111304, 12111305)',
        body: sendCaptchaSchema,
        response: okResponse(sentCaptchaSchema),
      },
    },
    async (request) =>
      ok(await account.sendCaptcha({ content: request.body.content, purpose: request.body.type, lang: request.lang, ip: request.ip })),
  );

  r.post(
    '/gl/ua/ogt/register/admin',
    {
      config: publicAccess(),
      schema: {
        tags,
        summary: 'Register an institution and its administrator',
        body: registerAdminSchema,
        response: okResponse(registeredSchema),
      },
    },
    async (request) => ok(await account.registerAdmin(request.body, request.ip)),
  );

  r.post(
    '/gl/ua/ogt/reset',
    {
      config: publicAccess(),
      schema: { tags, summary: 'Reset a password with a verification code', body: resetPasswordSchema, response: okResponse(z.null()) },
    },
    async (request) => ok(await account.resetPassword(request.body, request.ip)),
  );

  r.get(
    '/gl/ua/ogt/gl/user/profile',
    { config: authenticated(), schema: { tags, summary: 'My profile (personal centre)', security, response: okResponse(profileSchema) } },
    async (request) => ok(await account.profile(sessionOf(request))),
  );

  r.put(
    '/gl/ua/ogt/gl/user/profile',
    {
      config: authenticated(),
      schema: { tags, summary: 'Change my display name', security, querystring: profileUpdateSchema, response: okResponse(profileSchema) },
    },
    async (request) => {
      const profile = await account.updateProfile(sessionOf(request), request.query);
      await account.audit(actorOf(request), { action: 'account.updateProfile' });
      return ok(profile);
    },
  );

  r.post(
    '/gl/ua/ogt/gl/user/bind/captcha',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'Send a code to a mobile number or e-mail I want to bind (the limits of /ogt/send/captcha apply)',
        security,
        body: bindCaptchaSchema,
        response: okResponse(sentCaptchaSchema),
      },
    },
    async (request) =>
      ok(await account.sendBindCaptcha(sessionOf(request), { content: request.body.content, lang: request.lang, ip: request.ip })),
  );

  r.post(
    '/gl/ua/ogt/gl/user/bind',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'Bind the mobile number or e-mail the code was sent to',
        security,
        body: bindContactSchema,
        response: okResponse(profileSchema),
      },
    },
    async (request) => {
      const { profile, channel } = await account.bindContact(sessionOf(request), request.body);
      await account.audit(actorOf(request), { action: 'account.bindContact', detail: { channel } });
      return ok(profile);
    },
  );

  r.post(
    '/gl/ua/ogt/gl/user/avatar',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: `Upload my avatar (multipart; PNG, JPEG or WebP up to ${AVATAR_MAX_BYTES / 1024} KB)`,
        security,
        consumes: ['multipart/form-data'],
        response: okResponse(profileSchema),
      },
    },
    async (request) => {
      const image = await uploadedImage(request, AVATAR_MAX_BYTES);
      const profile = await account.setAvatar(sessionOf(request), image.dataUrl);
      await account.audit(actorOf(request), { action: 'account.updateAvatar', detail: { bytes: image.bytes, type: image.type } });
      return ok(profile);
    },
  );

  r.delete(
    '/gl/ua/ogt/gl/user/avatar',
    {
      config: authenticated(),
      schema: { tags, summary: 'Remove my avatar (my initial shows again)', security, response: okResponse(profileSchema) },
    },
    async (request) => {
      const profile = await account.setAvatar(sessionOf(request), null);
      await account.audit(actorOf(request), { action: 'account.updateAvatar', detail: { removed: true } });
      return ok(profile);
    },
  );

  r.post(
    '/gl/ua/ogt/gl/user/password',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'Change my password (both encrypted); my other sessions end',
        security,
        body: changePasswordSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const result = await account.changePassword(sessionOf(request), request.body);
      await account.audit(actorOf(request), { action: 'account.changePassword' });
      return ok(result);
    },
  );

  r.get(
    '/gl/ua/ogt/gl/skin',
    {
      config: authenticated(),
      schema: { tags, summary: "The user's theme colours and layout", security, response: okResponse(skinSchema) },
    },
    async (request) => ok(await account.skin(sessionOf(request))),
  );

  r.put(
    '/gl/ua/ogt/gl/skin',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'Change theme colours and layout (parameters in the query)',
        security,
        querystring: skinSchema,
        response: okResponse(skinSchema),
      },
    },
    async (request) => {
      const skin = await account.saveSkin(sessionOf(request), request.query);
      await account.audit(actorOf(request), { action: 'account.saveSkin' });
      return ok(skin);
    },
  );

  r.get(
    '/gl/ua/ogt/gl/orgswitchList',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'The institutions the signed-in user belongs to',
        security,
        querystring: z.object({ userId: z.string().optional() }),
        response: okResponse(z.array(officeItemSchema)),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (request.query.userId && request.query.userId !== session.userId) throw new AppError(ErrorCodes.noPermission);
      return ok(await account.listOffices(session));
    },
  );

  r.get(
    '/gl/ua/ogt/gl/orgswitch',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'Switch the session to another of the user’s institutions',
        security,
        querystring: z.object({ switchOrgId: z.string().uuid() }),
        response: okResponse(z.object({ officeid: z.string(), officename: z.string() })),
      },
    },
    async (request) => {
      const office = await account.switchOffice(sessionOf(request), request.query.switchOrgId);
      // Recorded in the institution switched to, where its administrators will look for it.
      await account.audit(
        { ...actorOf(request), officeId: office.officeid },
        { action: 'account.switchOffice', targetType: 'office', targetId: office.officeid, targetName: office.officename },
      );
      return ok(office);
    },
  );

  r.get(
    '/gl/ua/ogt/gl/roleswitch',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'Role switch: act as one of my roles in this institution (roleId), or with all of them (no roleId)',
        security,
        querystring: z.object({ roleId: z.string().uuid().optional() }),
        response: okResponse(z.object({ roleid: z.string().nullable(), name: z.string().nullable() })),
      },
    },
    async (request) => {
      const role = await account.switchRole(sessionOf(request), request.query.roleId ?? null);
      await account.audit(actorOf(request), {
        action: 'account.switchRole',
        ...(role.roleid ? { targetType: 'role', targetId: role.roleid, targetName: role.name! } : {}),
      });
      return ok(role);
    },
  );

  r.get(
    '/gl/ua/ogt/gl/platform/brand',
    {
      config: publicAccess(),
      schema: {
        tags,
        summary: 'Logo and platform name of an institution (systemCode admin); null values mean the defaults',
        querystring: z.object({ officeId: z.string().optional(), systemCode: z.string().default('admin') }),
        response: okResponse(brandSchema),
      },
    },
    async (request) => ok(await account.brand(request.query.officeId)),
  );

  // WeChat website sign-in (WECHAT_APP_ID / WECHAT_APP_SECRET); unconfigured, each answers 12421113.
  r.get(
    '/gl/ua/ogt/wchat/getAppId',
    {
      config: publicAccess(),
      schema: {
        tags,
        summary: 'The WeChat app id for the QR sign-in page (12421113 when not configured)',
        response: okResponse(wechatAppSchema),
      },
    },
    async () => ok(account.wechatAppId()),
  );

  r.get(
    '/gl/ua/ogt/wchat/getuserbyoauthcode',
    {
      config: publicAccess(),
      schema: {
        tags,
        summary:
          'Whether the WeChat user behind an authorisation code has an account bound (the code then signs in with login_type wechat)',
        querystring: z.object({ code: z.string().trim().min(1).max(256) }),
        response: okResponse(wechatUserSchema),
      },
    },
    async (request) => {
      if (!(await withinLimit(store, `wechat-user:${request.ip}`, 30, 60_000))) throw new AppError(ErrorCodes.captchaTooFrequent);
      return ok(await account.wechatUser(request.query.code));
    },
  );

  r.post(
    '/gl/ua/ogt/wchat/wxbindinfo',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'Bind the WeChat user behind an authorisation code to me; without a code, unbind (12421118 when bound elsewhere)',
        security,
        body: wechatBindSchema,
        response: okResponse(profileSchema),
      },
    },
    async (request) => {
      const profile = await account.bindWechat(sessionOf(request), request.body.code || undefined);
      await account.audit(actorOf(request), { action: profile.wechatBound ? 'account.bindWechat' : 'account.unbindWechat' });
      return ok(profile);
    },
  );
}
