import type { CurrentUser, TokenRequest, TokenResponse } from '@cloud-exam/contract/account';
import { GrantType } from '@cloud-exam/contract/account';
import { Authority } from '@cloud-exam/contract/authorities';
import { REMEMBERED_TOKEN_TTL_MS, SESSION_TOKEN_TTL_MS } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { UserStatus } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Session } from '../../http/request-context';
import { newToken, rsaOaepDecrypt, sha256Hex, verifyPassword } from '../../lib/crypto';
import * as repo from './account.repo';
import type { PasswordKey } from './password-key';

const SESSION_CACHE_TTL_MS = 15_000;

/** Business types follow from what a user may do: one per module the user holds an authority for. */
const BUSINESS_TYPE_OF: Record<string, string> = {
  [Authority.exam]: 'kw',
  [Authority.bank]: 'tk',
  [Authority.marking]: 'yj',
  [Authority.signup]: 'bm',
  [Authority.certificate]: 'zs',
  [Authority.portal]: 'pt',
};

export function createAccountService(db: Db, key: PasswordKey, options: { filePath: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  /**
   * Sessions resolved in the last few seconds: every call needs one, and the database answers the same for a while.
   * Sign-out here drops the entry at once; a change made elsewhere is seen within SESSION_CACHE_TTL_MS.
   */
  const sessions = new LRUCache<string, Session>({ max: 10_000, ttl: SESSION_CACHE_TTL_MS });
  /** Refused sign-ins answer 400 with the OAuth error body the spec's client reads. */
  const refuse = (code: (typeof ErrorCodes)[keyof typeof ErrorCodes]) => new AppError(code, undefined, 400);

  return {
    publicKey: () => ({ publicKey: key.publicPem, keyId: key.keyId }),

    async signIn(request: TokenRequest): Promise<TokenResponse> {
      if (request.grant_type !== GrantType.password) throw refuse(ErrorCodes.unsupportedGrant);
      const password = rsaOaepDecrypt(key.privateKey, request.password);
      if (password === null) throw refuse(ErrorCodes.passwordUndecryptable);
      const user = await repo.findUserByAccount(db, request.username);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw refuse(ErrorCodes.wrongCredentials);
      if (user.status !== UserStatus.active) throw refuse(ErrorCodes.accountDisabled);
      const officeId = await repo.findSignInOffice(db, user.id, user.defaultOfficeId);
      if (!officeId) throw refuse(ErrorCodes.noInstitution);

      const remember = request.remember === '1' || request.remember === 'true';
      const ttl = remember ? REMEMBERED_TOKEN_TTL_MS : SESSION_TOKEN_TTL_MS;
      const token = newToken();
      await repo.insertToken(db, {
        tokenHash: sha256Hex(token),
        userId: user.id,
        officeId,
        remember,
        expiresAt: new Date(now().getTime() + ttl),
      });
      return { access_token: token, token_type: 'bearer', expires_in: Math.floor(ttl / 1000) };
    },

    /** The session behind a bearer token, or undefined when it is unknown, expired or its user disabled. */
    async resolveToken(token: string): Promise<Session | undefined> {
      const tokenHash = sha256Hex(token);
      const cached = sessions.get(tokenHash);
      if (cached) return cached;
      const row = await repo.findSession(db, tokenHash);
      if (!row) return undefined;
      const session = { tokenHash, userId: row.userId, officeId: row.officeId, authorities: row.authorities };
      const ttl = Math.min(SESSION_CACHE_TTL_MS, row.expiresAt.getTime() - now().getTime());
      if (ttl > 0) sessions.set(tokenHash, session, { ttl });
      return session;
    },

    async currentUser(session: Session): Promise<CurrentUser> {
      const profile = await repo.findProfile(db, session.userId, session.officeId);
      if (!profile) throw new AppError(ErrorCodes.unauthenticated);
      const roleNames = profile.roleNames;
      const held = new Set(session.authorities);
      const everything = held.has(Authority.admin);
      return {
        authorities: session.authorities,
        username: profile.username,
        name: profile.name,
        userid: profile.userId,
        officeid: profile.officeId,
        officename: profile.officeName,
        profilephoto: profile.profilePhoto,
        filePath: options.filePath,
        officeRouteFlag: profile.routeFlag,
        userBusiTypes: Object.entries(BUSINESS_TYPE_OF)
          .filter(([authority]) => everything || held.has(authority))
          .map(([, type]) => type),
        roleName: roleNames,
      };
    },

    async signOut(session: Session) {
      sessions.delete(session.tokenHash);
      await repo.deleteToken(db, session.tokenHash);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
