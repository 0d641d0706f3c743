import type { CurrentUser } from '@cloud-exam/contract/account/session';
import { REMEMBERED_TOKEN_TTL_MS, TOKEN_COOKIE, USER_INFO_TTL_MS } from '@cloud-exam/contract/constants';
import Cookies from 'js-cookie';
import { BASE_PATH } from '../lib/base-path';
import { AUTH_REDIRECT_PATH } from '../lib/paths';

/**
 * The browser side of a session (spec §3, §4): the token in the access_token cookie (7 days when remembered,
 * else until the browser closes), and the user info with a timestamp, in local or session storage, 7 days at most.
 */
const USER_KEY = 'userInfo';
const cookiePath = `${BASE_PATH}/`;

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string, remember: boolean) {
  const days = REMEMBERED_TOKEN_TTL_MS / 86_400_000;
  Cookies.set(TOKEN_COOKIE, token, { path: cookiePath, sameSite: 'lax', ...(remember ? { expires: days } : {}) });
}

/** A token handed over in the URL at start-up (spec §4) signs in, and is taken out of the address bar. */
export function adoptTokenFromUrl() {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token') ?? url.searchParams.get('access_token');
  if (!token || url.pathname.endsWith(AUTH_REDIRECT_PATH)) return;
  setToken(token, false);
  url.searchParams.delete('token');
  url.searchParams.delete('access_token');
  window.history.replaceState(window.history.state, '', url);
}

type Stored = { data: CurrentUser; timestamp: number };

export function storeUser(user: CurrentUser, remember: boolean) {
  const value = JSON.stringify({ data: user, timestamp: Date.now() } satisfies Stored);
  (remember ? localStorage : sessionStorage).setItem(USER_KEY, value);
}

export function storedUser(): CurrentUser | undefined {
  for (const storage of [sessionStorage, localStorage]) {
    const raw = storage.getItem(USER_KEY);
    if (!raw) continue;
    try {
      const stored = JSON.parse(raw) as Stored;
      if (Date.now() - stored.timestamp < USER_INFO_TTL_MS) return stored.data;
    } catch {
      // unreadable: treated as absent
    }
    storage.removeItem(USER_KEY);
  }
  return undefined;
}

export function isRemembered(): boolean {
  return localStorage.getItem(USER_KEY) !== null;
}

export function clearSession() {
  Cookies.remove(TOKEN_COOKIE, { path: cookiePath });
  localStorage.removeItem(USER_KEY);
  sessionStorage.removeItem(USER_KEY);
}

/** Raised by the request layer on a 401; the app answers by signing out to /login. */
const events = new EventTarget();
export const expireSession = () => events.dispatchEvent(new Event('expired'));
export function onSessionExpired(listener: () => void) {
  events.addEventListener('expired', listener);
  return () => events.removeEventListener('expired', listener);
}
