import { type CurrentUser, GrantType, LoginType, type TokenRequest, type TokenResponse } from '@cloud-exam/contract/account/session';
import { Authority } from '@cloud-exam/contract/authorities';
import { type ErrorCode, ErrorCodes } from '@cloud-exam/contract/errors';
import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import { isEmail, validatePasswordStrength, validateUserName } from '@cloud-exam/contract/validators';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Session, SignedIn } from '../../http/request-context';
import type { Wechat } from '../../lib/wechat';
import type { Clock } from '../../lib/clock';
import { newToken, rsaOaepDecrypt, sha256Hex, verifyPassword } from '../../lib/crypto';
import type { Actor } from '../../http/tenant';
import { type AuditEntry, recordAudit } from '../audit';
import type { StoredFiles } from '../files';
import * as repo from './account.repo';
import { type CaptchaService, normaliseContact } from './captcha.service';
import type { SettingsService } from '../settings';
import type { PasswordKey } from './password-key';
import { SESSION_CACHE_TTL_MS, type SessionCache } from './session-cache';
import type { SignInGuard } from './sign-in-guard';
import { setUserPassword } from './user-password';
import { createPersonalService } from './personal.service';

const HOUR_MS = 60 * 60 * 1000;

/** Business types follow from what a user may do: one per module the user holds an authority for. */
const BUSINESS_TYPE_OF: Record<string, string> = {
  [Authority.exam]: 'kw',
  [Authority.bank]: 'tk',
  [Authority.marking]: 'yj',
  [Authority.signup]: 'bm',
  [Authority.certificate]: 'zs',
  [Authority.portal]: 'pt',
};

/** Refusals of the token call answer 400 with the OAuth error body the spec's client reads. */
const refuse = (code: ErrorCode) => new AppError(code, undefined, 400);

export type AccountServiceDeps = {
  db: Db;
  key: PasswordKey;
  captcha: CaptchaService;
  settings: Pick<SettingsService, 'of'>;
  signInGuard: SignInGuard;
  sessions: SessionCache;
  now: Clock;
  /** Where avatars are kept. */
  storedFiles: Pick<StoredFiles, 'discard'>;
  /** Where stored files are served (getuser's filePath). */
  filePath: string;
  /** The customer-service link the brand lookup hands out. */
  serviceUrl: string | null;
  /** WeChat sign-in, when configured. */
  wechat?: Wechat;
  /** Registration: a new institution with its built-in roles and this first administrator (the organisation module's). */
  createInstitution(input: NewInstitution): Promise<{ office: { id: string; name: string }; user: { id: string; username: string } }>;
};

type NewInstitution = { officeName: string; username: string; password: string; mobile?: string; email?: string };

export function createAccountService({
  db,
  key,
  captcha,
  settings,
  signInGuard,
  sessions,
  now,
  storedFiles,
  filePath,
  serviceUrl,
  wechat,
  createInstitution,
}: AccountServiceDeps) {
  const { forgetUsers, forgetOffice } = sessions;

  const decrypt = (cipher: string, refusal: (code: ErrorCode) => AppError) => {
    const plain = rsaOaepDecrypt(key.privateKey, cipher);
    if (plain === null) throw refusal(ErrorCodes.passwordUndecryptable);
    return plain;
  };

  /** The session behind a bearer token's hash, or undefined when it is unknown, expired or its user disabled. */
  async function resolveTokenHash(tokenHash: string): Promise<SignedIn | undefined> {
    const cached = sessions.get(tokenHash);
    if (cached) return cached;
    const readStarted = sessions.generation();
    const row = await repo.findSession(db, tokenHash);
    if (!row) return undefined;
    const session: SignedIn = {
      tokenHash,
      userId: row.userId,
      username: row.username,
      officeId: row.officeId,
      roleId: row.roleId,
      authorities: row.authorities,
      member: {
        name: row.name,
        profilePhoto: row.profilePhoto,
        officeName: row.officeName,
        routeFlag: row.routeFlag,
        timeZone: row.timeZone,
        roles: row.roles,
      },
    };
    sessions.remember(session, Math.min(SESSION_CACHE_TTL_MS, row.expiresAt.getTime() - now()), readStarted);
    return session;
  }

  async function issueToken(user: { id: string; status: number; defaultOfficeId: string | null }, remember: boolean) {
    if (!repo.isActive(user)) throw refuse(ErrorCodes.accountDisabled);
    const officeId = await repo.findSignInOffice(db, user.id, user.defaultOfficeId);
    if (!officeId) throw refuse(ErrorCodes.noInstitution);
    const rules = await settings.of(officeId);
    const ttl = remember ? rules.rememberDays * 24 * HOUR_MS : rules.sessionHours * HOUR_MS;
    const token = newToken();
    await repo.insertToken(db, { tokenHash: sha256Hex(token), userId: user.id, officeId, remember, expiresAt: new Date(now() + ttl) });
    return { officeId, response: { access_token: token, token_type: 'bearer', expires_in: Math.floor(ttl / 1000) } as TokenResponse };
  }

  async function signInWithCode(request: TokenRequest) {
    if (!request.username) throw refuse(ErrorCodes.accountRequired);
    if (!request.captcha) throw refuse(ErrorCodes.captchaRequired);
    const valid = await captcha.verify({ content: request.username, purpose: 'login', code: request.captcha });
    if (!valid) throw refuse(ErrorCodes.captchaWrong);
    const user = await repo.findUserByAccount(db, normaliseContact(request.username).target);
    if (!user) throw refuse(ErrorCodes.accountNotRegistered);
    return user;
  }

  async function signInWithWechat(request: TokenRequest) {
    if (!wechat) throw refuse(ErrorCodes.wechatNotConfigured);
    if (!request.wechatoauthcode) throw refuse(ErrorCodes.wechatAuthFailed);
    const user = await repo.findUserByWechat(db, await wechat.openidFor(request.wechatoauthcode));
    if (!user) throw refuse(ErrorCodes.wechatNotBound);
    return user;
  }

  async function signInWithPassword(request: TokenRequest, ip: string) {
    if (!request.username) throw refuse(ErrorCodes.accountRequired);
    if (!request.password) throw refuse(ErrorCodes.passwordRequired);
    const user = await repo.findUserByAccount(db, request.username);
    const account = user?.id ?? request.username.trim().toLowerCase();
    await signInGuard.attempt(account, ip);
    const password = decrypt(request.password, refuse);
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      await signInGuard.failed(ip);
      if (user)
        await recordAudit(
          db,
          { officeId: user.defaultOfficeId, userId: user.id, username: user.username, ip },
          { action: 'account.signInFailed' },
        );
      throw refuse(ErrorCodes.wrongCredentials);
    }
    await signInGuard.succeeded(account);
    return user;
  }

  /** Requires a code for an account that exists (login, reset) or does not yet (register). */
  async function checkContactFor(purpose: 'register' | 'known', content: string) {
    const { target } = normaliseContact(content);
    const user = await repo.findUserByAccount(db, target);
    if (purpose === 'register' && user) throw new AppError(ErrorCodes.accountRegistered);
    if (purpose === 'known' && !user) throw new AppError(ErrorCodes.accountNotRegistered);
    return user;
  }

  return {
    publicKey: () => ({ publicKey: key.publicPem, keyId: key.keyId }),

    /** A password sent encrypted under the transport key, in plain text; refused with a catalogued code. */
    decryptPassword: (cipher: string) => decrypt(cipher, (c) => new AppError(c)),

    /** Records an action of the signed-in user in the audit log. */
    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),

    /** Drops the user's cached sessions, so a change of their roles, status, name or password is seen at once. */
    forgetUsers,
    /** Drops the cached sessions of an institution whose name or route flag changed. */
    forgetOffice,

    async signIn(request: TokenRequest, ip: string): Promise<TokenResponse> {
      if (request.grant_type !== GrantType.password) throw refuse(ErrorCodes.unsupportedGrant);
      const method = request.login_type || LoginType.password;
      const ways = {
        [LoginType.password]: () => signInWithPassword(request, ip),
        [LoginType.code]: () => signInWithCode(request),
        [LoginType.wechat]: () => signInWithWechat(request),
      };
      if (!(method in ways)) throw refuse(ErrorCodes.unsupportedGrant);
      const user = await ways[method as keyof typeof ways]();
      const { officeId, response } = await issueToken(user, request.remember === '1' || request.remember === 'true');
      await recordAudit(db, { officeId, userId: user.id, username: user.username, ip }, { action: 'account.signIn', detail: { method } });
      return response;
    },

    /** GET /ogt/checkPhoneOrEmail: whether a mobile number or e-mail already has an account. */
    async isRegistered(content: string) {
      const { target } = normaliseContact(content);
      return { registered: !!(await repo.findUserByAccount(db, target)) };
    },

    /** POST /ogt/send/captcha: the account must exist to sign in or reset, and must not to register. */
    async sendCaptcha(input: Parameters<CaptchaService['send']>[0]) {
      const user = await checkContactFor(input.purpose === 'register' ? 'register' : 'known', input.content);
      return captcha.send({ ...input, officeId: user?.defaultOfficeId ?? null });
    },

    /** POST /ogt/register/admin: a new institution and its first administrator, proven by a code. */
    async registerAdmin(input: { name: string; content: string; password: string; captcha: string; officename: string }, ip: string) {
      const badName = validateUserName(input.name);
      if (badName) throw new AppError(badName.code);
      const officeName = input.officename.trim();
      if (officeName.length < 2 || officeName.length > 50) throw new AppError(ErrorCodes.officeNameLength);
      const password = decrypt(input.password, (c) => new AppError(c));
      const weak = validatePasswordStrength(password);
      if (weak) throw new AppError(weak.code);
      await checkContactFor('register', input.content);
      // The code first: without one, nobody learns which institution names exist.
      const code = { content: input.content, purpose: 'register', code: input.captcha } as const;
      if (!(await captcha.check(code))) throw new AppError(ErrorCodes.captchaWrong);
      if (await repo.officeNameTaken(db, officeName)) throw new AppError(ErrorCodes.officeNameTaken);
      if (!(await captcha.consume(code))) throw new AppError(ErrorCodes.captchaWrong);
      const { target } = normaliseContact(input.content);
      const { office, user } = await createInstitution({
        officeName,
        username: input.name,
        password,
        ...(isEmail(target) ? { email: target } : { mobile: target }),
      });
      await recordAudit(
        db,
        { officeId: office.id, userId: user.id, username: user.username, ip },
        { action: 'account.register', targetType: 'office', targetId: office.id, targetName: office.name },
      );
      return { userid: user.id, officeid: office.id, username: user.username };
    },

    /** POST /ogt/reset: a new password, proven by a code; every session of the account ends. */
    async resetPassword(input: { content: string; newpassword: string; captcha: string }, ip: string) {
      const password = decrypt(input.newpassword, (c) => new AppError(c));
      const user = await checkContactFor('known', input.content);
      const weak = validatePasswordStrength(password, await settings.of(user?.defaultOfficeId));
      if (weak) throw new AppError(weak.code, weak.params);
      if (!(await captcha.verify({ content: input.content, purpose: 'reset', code: input.captcha })))
        throw new AppError(ErrorCodes.captchaWrong);
      await setUserPassword(db, user!.username, password);
      forgetUsers([user!.id]);
      await recordAudit(
        db,
        { officeId: user!.defaultOfficeId, userId: user!.id, username: user!.username, ip },
        { action: 'account.resetPassword' },
      );
      return null;
    },

    /** The session behind a bearer token, or undefined when it is unknown, expired or its user disabled. */
    resolveToken: (token: string) => resolveTokenHash(sha256Hex(token)),
    /** The same, by the token's hash (what other rows keep of a session). */
    resolveTokenHash,

    /** GET getuser: answered from the session's own lookup, no query of its own. */
    currentUser({ member, ...session }: SignedIn): CurrentUser {
      const held = new Set(session.authorities);
      const everything = held.has(Authority.admin);
      return {
        authorities: session.authorities,
        username: session.username,
        name: member.name,
        userid: session.userId,
        officeid: session.officeId,
        officename: member.officeName,
        profilephoto: storedFileUrl(member.profilePhoto),
        filePath,
        officeRouteFlag: member.routeFlag,
        timeZone: member.timeZone,
        userBusiTypes: Object.entries(BUSINESS_TYPE_OF)
          .filter(([authority]) => everything || held.has(authority))
          .map(([, type]) => type),
        roleName: member.roles.filter((r) => !session.roleId || r.roleid === session.roleId).map((r) => r.name),
        roles: member.roles,
        activeRoleId: session.roleId,
      };
    },

    async signOut(session: Session) {
      await repo.deleteToken(db, session.tokenHash);
      sessions.forgetToken(session.tokenHash);
    },

    /** The institutions the signed-in user may switch to. */
    async listOffices(session: Session) {
      const rows = await repo.findMemberOffices(db, session.userId);
      return rows.map((o) => ({ officeid: o.id, name: o.name, current: o.id === session.officeId }));
    },

    /** Moves the session to another of the user's institutions; its authorities become that institution's. */
    async switchOffice(session: Session, officeId: string) {
      const member = (await repo.findMemberOffices(db, session.userId)).find((o) => o.id === officeId);
      if (!member) throw new AppError(ErrorCodes.notAMember);
      await repo.moveToken(db, session.tokenHash, officeId);
      sessions.forgetToken(session.tokenHash);
      return { officeid: member.id, officename: member.name };
    },

    /** Role switch (spec §4): the session acts as one of the member's roles, or with all of them again (null). */
    async switchRole(session: SignedIn, roleId: string | null) {
      const role = roleId ? session.member.roles.find((r) => r.roleid === roleId) : null;
      if (role === undefined) throw new AppError(ErrorCodes.roleNotHeld);
      await repo.setTokenRole(db, session.tokenHash, roleId);
      sessions.forgetToken(session.tokenHash);
      return { roleid: role?.roleid ?? null, name: role?.name ?? null };
    },

    /** WeChat sign-in's app id, for the QR page; refused when WeChat sign-in is not configured. */
    wechatAppId() {
      if (!wechat) throw new AppError(ErrorCodes.wechatNotConfigured);
      return { appId: wechat.appId };
    },

    /** Whether the WeChat user behind an authorisation code has an account bound here. */
    async wechatUser(code: string) {
      if (!wechat) throw new AppError(ErrorCodes.wechatNotConfigured);
      const user = await repo.findUserByWechat(db, await wechat.openidFor(code));
      return { bound: !!user, name: user?.name ?? null };
    },

    /** Binds the WeChat user behind the code to me, or unbinds mine without a code. */
    async bindWechat(session: Session, code: string | undefined) {
      if (!wechat) throw new AppError(ErrorCodes.wechatNotConfigured);
      const wechatId = code ? await wechat.openidFor(code) : null;
      const owner = wechatId ? await repo.findUserByWechat(db, wechatId) : undefined;
      if (owner && owner.id !== session.userId) throw new AppError(ErrorCodes.wechatBoundElsewhere);
      await repo.setWechat(db, session.userId, wechatId);
      return this.profile(session);
    },

    /** The platform logo and name an institution shows in the header (systemCode admin). */
    async brand(officeId: string | undefined) {
      const office = officeId && /^[0-9a-f-]{36}$/i.test(officeId) ? await repo.findOffice(db, officeId) : undefined;
      return {
        logo: storedFileUrl(office?.logo ?? null),
        platformName: office?.platformName ?? null,
        officename: office?.name ?? null,
        serviceUrl,
      };
    },

    ...createPersonalService({ db, captcha, settings, signInGuard, storedFiles, forgetUsers, decrypt }),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
