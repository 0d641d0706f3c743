import type { Skin } from '@cloud-exam/contract/account/personal';
import { type ErrorCode, ErrorCodes } from '@cloud-exam/contract/errors';
import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import type { Language } from '@cloud-exam/contract/languages';
import { validatePasswordStrength } from '@cloud-exam/contract/validators';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Session } from '../../http/request-context';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import type { SettingsService } from '../settings';
import type { StoredFiles } from '../files';
import * as repo from './account.repo';
import { type CaptchaService, normaliseContact } from './captcha.service';
import type { SignInGuard } from './sign-in-guard';

export type PersonalServiceDeps = {
  db: Db;
  captcha: CaptchaService;
  settings: Pick<SettingsService, 'of'>;
  signInGuard: SignInGuard;
  storedFiles: Pick<StoredFiles, 'discard'>;
  forgetUsers: (userIds: string[]) => void;
  /** A password the browser encrypted with the server's key, in plain text, or the refusal. */
  decrypt: (cipher: string, refusal: (code: ErrorCode) => AppError) => string;
};

/**
 * The personal centre of the signed-in user: profile, avatar, the mobile number and e-mail bound (each by a code
 * sent to it, never one another account uses), the password (the old one checked like a sign-in) and the skin.
 */
export function createPersonalService({ db, captcha, settings, signInGuard, storedFiles, forgetUsers, decrypt }: PersonalServiceDeps) {
  /** The contact normalised, unless an account other than mine already uses it (12310117, 12310118). */
  async function assertContactFree(userId: string, content: string) {
    const contact = normaliseContact(content);
    const owner = await repo.findUserByAccount(db, contact.target);
    if (owner && owner.id !== userId) throw new AppError(contact.channel === 'sms' ? ErrorCodes.mobileTaken : ErrorCodes.emailTaken);
    return contact;
  }

  return {
    async profile(session: Session) {
      const user = await repo.findUser(db, session.userId);
      if (!user) throw new AppError(ErrorCodes.unauthenticated);
      return {
        username: user.username,
        name: user.name,
        mobile: user.mobile,
        email: user.email,
        profilephoto: storedFileUrl(user.profilePhoto),
        wechatBound: user.wechatId !== null,
        createTime: user.createdAt.toISOString(),
      };
    },

    /** Sets my avatar (the key of a checked image in the file store) or, with null, goes back to my initial. */
    async setAvatar(session: Session, key: string | null) {
      const was = await db.transaction(async (tx) => {
        const before = await repo.lockedProfilePhoto(tx, session.userId);
        await repo.updateUser(tx, session.userId, { profilePhoto: key });
        return before;
      });
      forgetUsers([session.userId]);
      await storedFiles.discard([was]);
      return this.profile(session);
    },

    /** Sends a code to a mobile number or e-mail I want to bind; refused when another account uses it. */
    async sendBindCaptcha(session: Session, input: { content: string; lang: Language; ip: string }) {
      await assertContactFree(session.userId, input.content);
      return captcha.send({ ...input, purpose: 'bind', officeId: session.officeId });
    },

    /** Binds the mobile number or e-mail the code was sent to, replacing the one I had of that kind. */
    async bindContact(session: Session, input: { content: string; captcha: string }) {
      if (!(await captcha.verify({ content: input.content, purpose: 'bind', code: input.captcha })))
        throw new AppError(ErrorCodes.captchaWrong);
      const { target, channel } = await assertContactFree(session.userId, input.content);
      await repo.updateUser(db, session.userId, channel === 'sms' ? { mobile: target } : { email: target });
      return { profile: await this.profile(session), channel };
    },

    async updateProfile(session: Session, changes: { name: string }) {
      await repo.updateUser(db, session.userId, { name: changes.name });
      forgetUsers([session.userId]);
      return this.profile(session);
    },

    /** Changes the password after checking the old one; the user's other sessions end, this one stays. */
    async changePassword(session: Session, input: { oldpassword: string; newpassword: string }, ip: string) {
      const user = await repo.findUser(db, session.userId);
      if (!user) throw new AppError(ErrorCodes.unauthenticated);
      const oldPassword = decrypt(input.oldpassword, (c) => new AppError(c));
      const newPassword = decrypt(input.newpassword, (c) => new AppError(c));
      // The old password is guessed against the same count as sign-in: a stolen session cannot try it freely.
      await signInGuard.attempt(user.id, ip);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        await signInGuard.failed(ip);
        throw new AppError(ErrorCodes.wrongPassword);
      }
      await signInGuard.succeeded(user.id);
      const weak = validatePasswordStrength(newPassword, await settings.of(session.officeId));
      if (weak) throw new AppError(weak.code, weak.params);
      await repo.updateUser(db, user.id, { passwordHash: await hashPassword(newPassword) });
      await repo.deleteOtherTokens(db, user.id, session.tokenHash);
      forgetUsers([user.id]);
      return null;
    },

    /** The user's own skin over the institution's default one. */
    async skin(session: Session) {
      const [office, own] = await Promise.all([repo.findOffice(db, session.officeId), repo.findSkin(db, session.userId)]);
      return { ...office?.defaultSkin, ...own } as Skin;
    },

    async saveSkin(session: Session, changes: Skin) {
      const skin = { ...(await repo.findSkin(db, session.userId)), ...changes } as Record<string, string>;
      await repo.saveSkin(db, session.userId, skin);
      return skin as Skin;
    },
  };
}
