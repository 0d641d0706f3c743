import { ErrorCodes } from '@cloud-exam/contract/errors';
import { AppError } from '../../http/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';

/**
 * Password attempts are limited per account and per address. Each attempt is counted (one atomic increment)
 * before the password is checked, so that requests sent at once cannot all slip under the limit; a success
 * clears the account's count and gives the address its attempt back. Past the limit the password is not even
 * checked until the window that began with the first attempt ends.
 */
export const SIGN_IN_LIMITS = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 } as const;

export function createSignInGuard(store: EphemeralStore) {
  const accountKey = (account: string) => `signin:attempts:account:${account}`;
  const addressKey = (ip: string) => `signin:attempts:ip:${ip}`;

  const locked = async (key: string) => {
    const minutes = Math.max(1, Math.ceil((await store.ttl(key)) / 60_000));
    return new AppError(ErrorCodes.passwordLocked, { minutes }, 400);
  };

  return {
    /**
     * Counts one password attempt, refused with 12421110 past a limit. `account` names the account whichever of
     * its names was typed (its id when it exists), so a username, a mobile and an e-mail share one count.
     */
    async attempt(account: string, ip: string) {
      const [forAccount, forAddress] = await Promise.all([
        store.incr(accountKey(account), SIGN_IN_LIMITS.windowMs),
        store.incr(addressKey(ip), SIGN_IN_LIMITS.windowMs),
      ]);
      if (forAccount > SIGN_IN_LIMITS.perAccount) throw await locked(accountKey(account));
      if (forAddress > SIGN_IN_LIMITS.perAddress) throw await locked(addressKey(ip));
    },
    /** The password was right: the account starts afresh, and the address does not pay for it. */
    async succeeded(account: string, ip: string) {
      await Promise.all([store.del(accountKey(account)), store.incr(addressKey(ip), SIGN_IN_LIMITS.windowMs, -1)]);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
