import { moduleOf } from '../../http/module';
import type { AccountDeps } from './account.deps';
import { brandRoutes } from './brand.routes';
import { personalRoutes } from './personal.routes';
import { registrationRoutes } from './registration.routes';
import { sessionRoutes } from './session.routes';
import { wechatRoutes } from './wechat.routes';

/** Accounts and sessions: signing in, the signed-in user, registration, the personal centre, WeChat sign-in. */
export { findUserByAccount } from './account.repo';
export type { AccountDeps } from './account.deps';
export { type AccountService, createAccountService } from './account.service';
export { type CaptchaService, createCaptchaService } from './captcha.service';
export { loadPasswordKey, secretFor } from './password-key';
export { createSignInGuard, type SignInGuard } from './sign-in-guard';
export { setUserPassword } from './user-password';
export { createSessionCache } from './session-cache';
export const accountModule = moduleOf<AccountDeps>(sessionRoutes, registrationRoutes, personalRoutes, brandRoutes, wechatRoutes);
