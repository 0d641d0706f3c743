import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaPurpose } from '@cloud-exam/contract/account/registration';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import { isEmail, isMobile } from '@cloud-exam/contract/validators';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import type { Outbox } from '../outbox';
import type { SettingsService } from '../settings';
import { captchaMessage } from './captcha-message';

const MINUTE = 60_000;

type CodeInput = { content: string; purpose: CaptchaPurpose; code: string | undefined };

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** How long a code stays valid, the gap before another may be asked for, and the wrong tries it survives. */
export const CAPTCHA_RULES = {
  ttlMs: 5 * MINUTE,
  resendGapMs: MINUTE,
  loginWindowMs: 30 * MINUTE,
  maxAttempts: 5,
  /** Codes one address may ask for in an hour, whatever the accounts (stops SMS pumping). */
  perAddressPerHour: 30,
  /**
   * Candidates' sign-in codes one address may ask for in an hour: a school's exam room signs in from one address, and
   * these codes go only to the mobile numbers of a published exam's candidates, so the address allows a room.
   */
  candidatePerAddressPerHour: 200,
} as const;

/** The purposes that sign someone in: their codes are limited to so many in 30 minutes (12111303), each its own count. */
const SIGN_IN_PURPOSES: readonly CaptchaPurpose[] = ['login', 'candidate'];

/** The calendar day in China (UTC+8): the "20 a day" limit resets at local midnight. */
const chinaDay = (ms: number) => new Date(ms + 8 * 60 * MINUTE).toISOString().slice(0, 10);

/** A mobile number or e-mail address in the form codes are keyed by. */
export function normaliseContact(content: string): { target: string; channel: 'sms' | 'email' } {
  const v = content.trim();
  if (isMobile(v)) return { target: v, channel: 'sms' };
  if (isEmail(v)) return { target: v.toLowerCase(), channel: 'email' };
  throw new AppError(ErrorCodes.emailOrMobileFormat);
}

export function createCaptchaService(deps: {
  store: EphemeralStore;
  outbox: Outbox;
  now: Clock;
  settings: Pick<SettingsService, 'of'>;
  /** Keys the codes' hashes: the store never holds a code, and its hash cannot be tried offline without this. */
  secret: Buffer;
}) {
  const { store, outbox, now, settings, secret } = deps;
  const codeKey = (purpose: CaptchaPurpose, target: string) => `captcha:code:${purpose}:${target}`;
  const triesKey = (purpose: CaptchaPurpose, target: string) => `captcha:tries:${purpose}:${target}`;
  const hashOf = (purpose: CaptchaPurpose, target: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${target}:${code}`).digest('base64url');

  /**
   * Whether a code is right, without using it up. Every try is counted atomically before the comparison; after
   * maxAttempts the code is gone. False for wrong, expired or unknown codes.
   */
  async function check(input: CodeInput): Promise<boolean> {
    const { target } = normaliseContact(input.content);
    const key = codeKey(input.purpose, target);
    const stored = await store.get(key);
    if (!stored || !input.code) return false;
    const tries = await store.incr(triesKey(input.purpose, target), CAPTCHA_RULES.ttlMs);
    const right = tries <= CAPTCHA_RULES.maxAttempts && sameText(stored, hashOf(input.purpose, target, input.code.trim()));
    if (!right && tries >= CAPTCHA_RULES.maxAttempts) await store.del(key);
    return right;
  }

  /** Uses a checked code up; false when another request used it first. */
  const consume = (input: CodeInput) => store.del(codeKey(input.purpose, normaliseContact(input.content).target));

  return {
    /**
     * Sends a fresh code unless a limit of spec §9 says no (12111303, 12111304, 12111305); the limits are those
     * of the account's home institution (officeId), the defaults when there is none. A candidate's code (`candidate`)
     * is keyed apart from the console's, so neither signs in to the other, and counts its own 30 minutes and address.
     */
    async send(input: { content: string; purpose: CaptchaPurpose; lang: Language; ip: string; officeId?: string | null }) {
      const { target, channel } = normaliseContact(input.content);
      const candidate = input.purpose === 'candidate';
      const signIn = SIGN_IN_PURPOSES.includes(input.purpose);
      const gapKey = `captcha:gap:${input.purpose}:${target}`;
      const loginKey = candidate ? `captcha:login:candidate:${target}` : `captcha:login:${target}`;
      // the day's codes are the number's, whatever they are for
      const dayKey = `captcha:day:${target}:${chinaDay(now())}`;
      const ipKey = candidate ? `captcha:ip:candidate:${input.ip}` : `captcha:ip:${input.ip}`;
      const perAddress = candidate ? CAPTCHA_RULES.candidatePerAddressPerHour : CAPTCHA_RULES.perAddressPerHour;

      const limits = await settings.of(input.officeId);

      if (await store.get(gapKey)) throw new AppError(ErrorCodes.captchaTooFrequent);
      if (Number(await store.get(ipKey)) >= perAddress) throw new AppError(ErrorCodes.captchaTooFrequent);
      if (signIn && Number(await store.get(loginKey)) >= limits.captchaLoginPer30Minutes) {
        throw new AppError(ErrorCodes.captchaLoginLimit);
      }
      if (Number(await store.get(dayKey)) >= limits.captchaPerDay) throw new AppError(ErrorCodes.captchaDailyLimit);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await store.set(codeKey(input.purpose, target), hashOf(input.purpose, target, code), CAPTCHA_RULES.ttlMs);
      await store.del(triesKey(input.purpose, target));
      await store.set(gapKey, '1', CAPTCHA_RULES.resendGapMs);
      await store.incr(ipKey, 60 * MINUTE);
      await store.incr(dayKey, 24 * 60 * MINUTE);
      if (signIn) await store.incr(loginKey, CAPTCHA_RULES.loginWindowMs);

      const message = captchaMessage(input.lang, code, CAPTCHA_RULES.ttlMs / MINUTE);
      await outbox.send({ channel, recipient: target, officeId: input.officeId, ...message, secret: code });
      return { channel, resendAfter: CAPTCHA_RULES.resendGapMs / 1000, expiresIn: CAPTCHA_RULES.ttlMs / 1000 };
    },

    check,
    consume,
    /** Checks a code and uses it up. */
    verify: async (input: CodeInput) => (await check(input)) && (await consume(input)),
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
