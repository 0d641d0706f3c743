import { type ErrorCode, ErrorCodes } from '@cloud-exam/contract/errors';
import { AppError } from '../../http/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';

/**
 * Password attempts are limited per account and per address. An account's attempts are counted (one atomic
 * increment) before the password is checked, so that requests sent at once cannot all slip under the limit; a
 * right password clears the count. An address is charged only for wrong passwords, so a school's staff signing in
 * at once from one address are not refused. Past a limit the password is not even checked until the window that
 * began with the first counted attempt ends.
 */
export const SIGN_IN_LIMITS = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 } as const;

/** What a guard counts under (`signin` for members), its limits and the code it refuses with. */
export type GuardRules = {
  prefix: string;
  limits: { windowMs: number; perAccount: number; perAddress: number };
  code: ErrorCode;
};
const MEMBERS: GuardRules = { prefix: 'signin', limits: SIGN_IN_LIMITS, code: ErrorCodes.passwordLocked };

export function createSignInGuard(store: EphemeralStore, { prefix, limits, code }: GuardRules = MEMBERS) {
  const accountKey = (account: string) => `${prefix}:attempts:account:${account}`;
  const addressKey = (ip: string) => `${prefix}:failures:ip:${ip}`;

  const locked = async (key: string) => {
    const minutes = Math.max(1, Math.ceil((await store.ttl(key)) / 60_000));
    return new AppError(code, { minutes }, 400);
  };

  const refuseAddress = async (ip: string) => {
    if (Number((await store.get(addressKey(ip))) ?? 0) >= limits.perAddress) throw await locked(addressKey(ip));
  };

  return {
    /**
     * Counts one password attempt, refused (members: 12421110) past a limit. `account` names the account whichever of
     * its names was typed (its id when it exists), so a username, a mobile and an e-mail share one count.
     */
    async attempt(account: string, ip: string) {
      await refuseAddress(ip);
      if ((await store.incr(accountKey(account), limits.windowMs)) > limits.perAccount) {
        throw await locked(accountKey(account));
      }
    },
    /** Refuses an address past its failures, counting nothing (a lookup that tells whether someone exists). */
    address: refuseAddress,
    /** The password was wrong: the address pays for it too. */
    async failed(ip: string) {
      await store.incr(addressKey(ip), limits.windowMs);
    },
    /** The password was right: the account starts afresh. */
    async succeeded(account: string) {
      await store.del(accountKey(account));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
