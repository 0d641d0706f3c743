import { ErrorCodes } from '@cloud-exam/contract/errors';
import { isEmail, isMobile, validateUserName } from '@cloud-exam/contract/validators';
import { messageForCode } from '../../api/request';

/**
 * What signing in needs once the user acts — the token call with the password's encryption, the field rules, the
 * error catalogue and the contract's schemas behind them — fetched when the user first types or clicks, so that the
 * sign-in page itself loads without them.
 */
export { requestToken, sendCaptcha, wechatUser } from './api';
export { currentUserQuery } from '../../auth/session-api';

/** A sign-in account: a user name, a mainland mobile number or an e-mail address (spec §5). */
export function accountRule(value: string) {
  const v = value?.trim() ?? '';
  if (!v) return { code: ErrorCodes.accountRequired };
  if (isMobile(v) || isEmail(v) || !validateUserName(v)) return null;
  return /@|^\d+$/.test(v) ? { code: ErrorCodes.emailOrMobileFormat } : validateUserName(v);
}

export const passwordRule = (v: string) => (v ? null : { code: ErrorCodes.passwordRequired });

export const wechatNotBound = () => messageForCode(ErrorCodes.wechatNotBound);
