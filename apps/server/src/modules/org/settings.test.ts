import { DEFAULT_SETTINGS } from '@cloud-exam/contract/org/office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Call,
  callApi,
  createTestApp,
  encryptPassword,
  givenInstitution,
  givenMember,
  requestToken,
  signIn,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let tokenA: string;
let officeA: string;

const call = (c: Omit<Call, 'as'> & { as?: string }) => callApi(t, { as: tokenA, ...c });

beforeAll(async () => {
  t = await createTestApp();
  officeA = (await givenInstitution(t, '考试院', 'admina')).office.id;
  tokenA = await signIn(t, 'admina');
});
afterAll(() => t.close());

describe('system settings', () => {
  it('starts from the spec’s defaults and refuses a value out of bounds', async () => {
    expect((await call({ url: '/gl/ua/ogt/gl/settings' })).data).toEqual({
      passwordMinLength: 8,
      passwordRequireCase: false,
      sessionHours: 12,
      rememberDays: 7,
      captchaLoginPer30Minutes: 5,
      captchaPerDay: 20,
    });
    const tooLong = await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: { ...DEFAULT_SETTINGS, rememberDays: 30 } });
    expect(tooLong.code).not.toBe(20000);
    expect((await call({ url: '/gl/ua/ogt/gl/settings' })).data.rememberDays).toBe(7);
  });

  it('applies the password policy to passwords an administrator sets', async () => {
    const saved = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/settings/save',
      body: { ...DEFAULT_SETTINGS, passwordMinLength: 12, passwordRequireCase: true },
    });
    expect(saved.code).toBe(20000);
    const roleId = (await call({ url: '/gl/ua/ogt/gl/role/list' })).data[0].id;
    const add = async (username: string, password: string) =>
      call({
        method: 'POST',
        url: '/gl/ua/ogt/gl/office/user/add',
        body: { username, name: username, password: await encryptPassword(t, password), roleIds: [roleId] },
      });
    expect(await add('short1', 'Passw0rd1')).toMatchObject({ code: 12310130, msg: '密码长度不能少于 12 位' });
    expect((await add('lower1', 'passw0rd1234')).code).toBe(12310131);
    expect((await add('strong1', 'Passw0rd1234')).code).toBe(20000);
    // Any member reads the policy their own password change must meet; the rest of the settings stay the administrators'.
    await givenMember(t, officeA, 'policy-reader', []);
    const member = await signIn(t, 'policy-reader');
    expect((await call({ url: '/gl/ua/ogt/gl/settings/passwordPolicy', as: member })).data).toEqual({
      passwordMinLength: 12,
      passwordRequireCase: true,
    });
    expect((await call({ url: '/gl/ua/ogt/gl/settings', as: member })).code).toBe(-1);
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: DEFAULT_SETTINGS });
  });

  it('makes a sign-in last the configured hours', async () => {
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: { ...DEFAULT_SETTINGS, sessionHours: 2 } });
    const res = await requestToken(t, 'admina', 'Passw0rd123');
    expect(res.json().expires_in).toBe(2 * 3600);
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: DEFAULT_SETTINGS });
  });

  it('limits sign-in codes to the configured number per 30 minutes', async () => {
    const roleId = (await call({ url: '/gl/ua/ogt/gl/role/list' })).data[0].id;
    const mobile = '13911112222';
    const added = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/user/add',
      body: { username: 'coded', name: 'coded', mobile, password: await encryptPassword(t, 'Passw0rd123'), roleIds: [roleId] },
    });
    expect(added.code).toBe(20000);
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: { ...DEFAULT_SETTINGS, captchaLoginPer30Minutes: 2 } });
    const send = async () => {
      t.advance(61_000);
      const res = await t.app.inject({ method: 'POST', url: '/gl/ua/ogt/send/captcha', payload: { content: mobile, type: 'login' } });
      return res.json().code as number;
    };
    expect([await send(), await send(), await send()]).toEqual([20000, 20000, 12111303]);
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: DEFAULT_SETTINGS });
  });
});
