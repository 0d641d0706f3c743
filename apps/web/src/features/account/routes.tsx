import { AUTH_REDIRECT_PATH, FORGET_PATH, LOGIN_PATH, REGISTER_PATH } from '../../lib/paths';
import type { PageRoute } from '../../lib/route-table';

/** Signing in, registering an administrator and resetting a password: open to anyone. */
export const accountRoutes: PageRoute[] = [
  { path: LOGIN_PATH, titleKey: 'account:login.title', load: () => import('./pages/login-page') },
  { path: REGISTER_PATH, titleKey: 'account:register.title', load: () => import('./pages/register-page') },
  { path: FORGET_PATH, titleKey: 'account:forget.title', load: () => import('./pages/forget-page') },
  { path: AUTH_REDIRECT_PATH, titleKey: 'account:redirect.title', load: () => import('./pages/auth-redirect-page') },
];
