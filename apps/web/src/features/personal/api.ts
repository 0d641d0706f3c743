import type { Profile, SentCaptcha } from '@cloud-exam/contract/account';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/request';
import { encryptForServer } from '../../auth/encrypt-password';

export const profileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: () => request<Profile>('/gl/ua/ogt/gl/user/profile', { loading: false }),
});

export const updateName = (name: string) => request<Profile>('/gl/ua/ogt/gl/user/profile', { method: 'PUT', data: { name } });

export async function changePassword(oldPassword: string, newPassword: string) {
  return request<null>('/gl/ua/ogt/gl/user/password', {
    method: 'POST',
    data: { oldpassword: await encryptForServer(oldPassword), newpassword: await encryptForServer(newPassword) },
  });
}

export function uploadAvatar(file: File) {
  const data = new FormData();
  data.append('file', file);
  return request<Profile>('/gl/ua/ogt/gl/user/avatar', { method: 'POST', data });
}
export const removeAvatar = () => request<Profile>('/gl/ua/ogt/gl/user/avatar', { method: 'DELETE' });

export const sendBindCaptcha = (content: string) =>
  request<SentCaptcha>('/gl/ua/ogt/gl/user/bind/captcha', { method: 'POST', data: { content: content.trim() } });
export const bindContact = (content: string, captcha: string) =>
  request<Profile>('/gl/ua/ogt/gl/user/bind', { method: 'POST', data: { content: content.trim(), captcha } });

/** Binds the WeChat user behind an authorisation code to me, or unbinds mine (no code). */
export const bindWechat = (code?: string) =>
  request<Profile>('/gl/ua/ogt/wchat/wxbindinfo', { method: 'POST', data: code ? { code } : {} });
