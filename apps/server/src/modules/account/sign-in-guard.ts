import { ErrorCodes } from '@cloud-exam/contract/errors';
import { AppError } from '../../http/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';

/**
 * Wrong passwords are limited per account and per address: past the limit, sign-in is refused before the
 * password is even checked, until the window that began with the first failure ends.
 */
export const SIGN_IN_LIMITS = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 } as const;

export function createSignInGuard(store: EphemeralStore) {
  const accountKey = (account: string) => `signin:fail:account:${account.trim().toLowerCase()}`;
  const addressKey = (ip: string) => `signin:fail:ip:${ip}`;

  const refuseIfOver = async (key: string, limit: number) => {
    if (Number((await store.get(key)) ?? 0) < limit) return;
    const minutes = Math.max(1, Math.ceil((await store.ttl(key)) / 60_000));
    throw new AppError(ErrorCodes.passwordLocked, { minutes }, 400);
  };

  return {
    async check(account: string, ip: string) {
      await refuseIfOver(accountKey(account), SIGN_IN_LIMITS.perAccount);
      await refuseIfOver(addressKey(ip), SIGN_IN_LIMITS.perAddress);
    },
    async recordFailure(account: string, ip: string) {
      await store.incr(accountKey(account), SIGN_IN_LIMITS.windowMs);
      await store.incr(addressKey(ip), SIGN_IN_LIMITS.windowMs);
    },
    async recordSuccess(account: string) {
      await store.del(accountKey(account));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
