import { personalApi } from '@cloud-exam/contract/account/personal';
import { wechatApi } from '@cloud-exam/contract/account/wechat';
import { call, endpointQuery } from '../../api/call';
import { encryptForServer } from '../../auth/encrypt-password';

export const profileQuery = endpointQuery(personalApi.profile);

export const updateName = (name: string) => call(personalApi.updateProfile, { name });

export async function changePassword(oldPassword: string, newPassword: string) {
  return call(personalApi.changePassword, {
    oldpassword: await encryptForServer(oldPassword),
    newpassword: await encryptForServer(newPassword),
  });
}

export const uploadAvatar = (file: File) => call(personalApi.uploadAvatar, file);
export const removeAvatar = () => call(personalApi.removeAvatar);

export const sendBindCaptcha = (content: string) => call(personalApi.sendBindCaptcha, { content: content.trim() });
export const bindContact = (content: string, captcha: string) => call(personalApi.bindContact, { content: content.trim(), captcha });

/** Binds the WeChat user behind an authorisation code to me, or unbinds mine (no code). */
export const bindWechat = (code?: string) => call(wechatApi.bind, code ? { code } : {});
