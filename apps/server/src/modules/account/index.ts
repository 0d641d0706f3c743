/** Accounts and sessions: signing in, the signed-in user, registration, the personal centre, WeChat sign-in. */
export { findUserByAccount } from './account.repo';
export { accountRoutes } from './account.routes';
export { type AccountService, createAccountService } from './account.service';
export { createCaptchaService } from './captcha.service';
export { loadPasswordKey, secretFor } from './password-key';
export { createSignInGuard } from './sign-in-guard';
export { setUserPassword } from './user-password';
export { createSessionCache } from './session-cache';
