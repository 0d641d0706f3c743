import { LOGIN_PATH } from '../../lib/paths';

/** The sign-in page with an account's name filled in (after a registration or a password reset). */
export const loginAsPath = (account: string) => `${LOGIN_PATH}?account=${encodeURIComponent(account)}`;
