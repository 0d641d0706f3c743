import { Authority } from '@cloud-exam/contract/authorities';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema';
import {
  createTestApp,
  encryptPassword,
  givenInstitution,
  givenMember,
  PASSWORD,
  requestToken,
  signIn,
  type TestApp,
} from '../../test/test-app';

const MINUTE = 60_000;
let t: TestApp;
let officeId: string;
const MOBILE = '13800138000';

beforeAll(async () => {
  t = await createTestApp();
  ({
    office: { id: officeId },
  } = await givenInstitution(t, '实验学校', 'head'));
  const teacher = await givenMember(t, officeId, 'teacher', [Authority.exam]);
  await t.db.update(users).set({ mobile: MOBILE, email: 'teacher@school.cn' }).where(eq(users.id, teacher.id));
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = '10.0.0.1', lang = 'zh') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'accept-language': lang } });
const sendCode = (content: string, type: string, ip?: string) => post('/gl/ua/ogt/send/captcha', { content, type }, ip);
const lastCode = async (recipient: string) => {
  const [row] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row?.body.match(/\d{6}/)?.[0];
};
const codeSignIn = (content: string, captcha: string) =>
  t.app.inject({
    method: 'POST',
    url: '/gl/ua/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', login_type: 'code', username: content, captcha }).toString(),
  });

describe('verification codes', () => {
  it('are delivered through the outbox in the requester’s language, and sign a member in once', async () => {
    const sent = await post('/gl/ua/ogt/send/captcha', { content: MOBILE, type: 'login' }, '10.1.0.1', 'en');
    expect(sent.json()).toMatchObject({ code: 20000, data: { channel: 'sms', resendAfter: 60, expiresIn: 300 } });
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, MOBILE));
    expect(row).toMatchObject({ channel: 'sms', status: 'logged', officeId });
    expect(row!.body).toMatch(/^Your verification code is \d{6}\. It is valid for 5 minutes/);

    const code = (await lastCode(MOBILE))!;
    const res = await codeSignIn(MOBILE, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toBeTruthy();
    const again = await codeSignIn(MOBILE, code);
    expect(again.json()).toMatchObject({ code: 12111306, error_description: '验证码错误或已过期' });
  });

  it('expire after 5 minutes and die after 5 wrong tries', async () => {
    t.advance(MINUTE + 1);
    await sendCode('teacher@school.cn', 'login', '10.1.0.2');
    const code = (await lastCode('teacher@school.cn'))!;
    t.advance(5 * MINUTE + 1);
    expect((await codeSignIn('teacher@school.cn', code)).json().code).toBe(12111306);

    await sendCode('teacher@school.cn', 'login', '10.1.0.2');
    const fresh = (await lastCode('teacher@school.cn'))!;
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await codeSignIn('teacher@school.cn', wrong)).json().code).toBe(12111306);
    expect((await codeSignIn('teacher@school.cn', fresh)).json().code).toBe(12111306);
  });

  it('may be asked for once a minute (12111305) and 5 times in 30 minutes for sign-in (12111303)', async () => {
    t.advance(31 * MINUTE);
    expect((await sendCode(MOBILE, 'login', '10.2.0.1')).json().code).toBe(20000);
    expect((await sendCode(MOBILE, 'login', '10.2.0.1')).json()).toMatchObject({ code: 12111305, msg: '请求过于频繁' });
    for (let i = 0; i < 4; i++) {
      t.advance(MINUTE + 1);
      expect((await sendCode(MOBILE, 'login', '10.2.0.1')).json().code).toBe(20000);
    }
    t.advance(MINUTE + 1);
    expect((await sendCode(MOBILE, 'login', '10.2.0.1')).json()).toMatchObject({
      code: 12111303,
      msg: '登录验证码已获取5次，请30分钟后再试',
    });
    t.advance(30 * MINUTE);
    expect((await sendCode(MOBILE, 'login', '10.2.0.1')).json().code).toBe(20000);
  });

  it('may be asked for 20 times a day (12111304), again the next day', async () => {
    // Start just after midnight in China (UTC+8) so that the whole run falls on one day.
    const day = 24 * 60 * MINUTE;
    t.clock.now = Math.ceil((t.clock.now + 8 * 60 * MINUTE) / day) * day - 8 * 60 * MINUTE + MINUTE;
    let sent = 0;
    for (let i = 0; i < 20; i++) {
      t.advance(MINUTE + 1);
      if ((await sendCode('teacher@school.cn', 'reset', `10.3.0.${i}`)).json().code === 20000) sent++;
    }
    expect(sent).toBe(20);
    t.advance(MINUTE + 1);
    expect((await sendCode('teacher@school.cn', 'reset', '10.3.1.1')).json()).toMatchObject({ code: 12111304 });
    t.advance(day);
    expect((await sendCode('teacher@school.cn', 'reset', '10.3.1.1')).json().code).toBe(20000);
  });

  it('are refused for addresses that are not a mobile number or e-mail, or that have no account', async () => {
    expect((await sendCode('not-an-address', 'login', '10.4.0.1')).json().code).toBe(10001005);
    expect((await sendCode('13900000000', 'login', '10.4.0.1')).json().code).toBe(12421112);
    expect((await sendCode(MOBILE, 'register', '10.4.0.1')).json().code).toBe(12421111);
  });
});

describe('registration', () => {
  it('creates an institution and its administrator, who can then sign in by name or e-mail', async () => {
    expect((await t.app.inject({ url: '/gl/ua/ogt/checkPhoneOrEmail?content=new.head%40academy.cn' })).json().data).toEqual({
      registered: false,
    });
    await sendCode('new.head@academy.cn', 'register', '10.5.0.1');
    const code = (await lastCode('new.head@academy.cn'))!;
    const res = await post('/gl/ua/ogt/register/admin', {
      name: '新校长',
      content: 'new.head@academy.cn',
      password: await encryptPassword(t, 'Academy2026'),
      captcha: code,
      officename: '未来学院',
    });
    expect(res.json()).toMatchObject({ code: 20000, data: { username: '新校长' } });
    expect((await t.app.inject({ url: '/gl/ua/ogt/checkPhoneOrEmail?content=new.head%40academy.cn' })).json().data).toEqual({
      registered: true,
    });

    for (const account of ['新校长', 'NEW.HEAD@academy.cn']) {
      const token = await signIn(t, account, 'Academy2026');
      const me = await t.app.inject({ url: '/gl/ua/ogt/oauth2/getuser', headers: { authorization: `Bearer ${token}` } });
      expect(me.json().data).toMatchObject({ officename: '未来学院', roleName: ['系统管理员'] });
      expect(me.json().data.authorities).toContain(Authority.admin);
    }
  });

  it('refuses a weak password, a wrong code and a taken institution name, and keeps nothing of them', async () => {
    t.advance(MINUTE + 1);
    await sendCode('second@academy.cn', 'register', '10.5.0.2');
    const code = (await lastCode('second@academy.cn'))!;
    const attempt = async (password: string, officename: string, captcha = code) =>
      (
        await post('/gl/ua/ogt/register/admin', {
          name: '二号',
          content: 'second@academy.cn',
          password: await encryptPassword(t, password),
          captcha,
          officename,
        })
      ).json();
    expect(await attempt('onlyletters', '第二学院')).toMatchObject({ code: 12421104, msg: '密码至少8位，且须同时包含数字和字母' });
    expect(await attempt('Second2026', '未来学院')).toMatchObject({ code: 12310102 });
    expect(await attempt('Second2026', '第二学院', '999999' === code ? '888888' : '999999')).toMatchObject({ code: 12111306 });
    expect((await requestToken(t, '二号', 'Second2026')).json().code).toBe(12421103);
    expect(await attempt('Second2026', '第二学院')).toMatchObject({ code: 20000 });
  });
});

describe('password reset', () => {
  it('sets a new password with a code, refuses the old one and ends every session', async () => {
    const oldToken = await signIn(t, 'teacher');
    t.advance(MINUTE + 1);
    await sendCode(MOBILE, 'reset', '10.6.0.1');
    const code = (await lastCode(MOBILE))!;
    const res = await post('/gl/ua/ogt/reset', {
      content: MOBILE,
      newpassword: await encryptPassword(t, 'Teacher2027'),
      captcha: code,
      userType: '1',
      admin: '1',
    });
    expect(res.json()).toMatchObject({ code: 20000 });

    expect((await requestToken(t, 'teacher', PASSWORD)).json().code).toBe(12421103);
    expect((await requestToken(t, MOBILE, 'Teacher2027')).statusCode).toBe(200);
    const me = await t.app.inject({ url: '/gl/ua/ogt/oauth2/getuser', headers: { authorization: `Bearer ${oldToken}` } });
    expect(me.statusCode).toBe(401);
  });
});

describe('wrong passwords', () => {
  it('lock the account for the rest of 15 minutes after 5, even for the right password', async () => {
    await givenMember(t, officeId, 'clumsy', [Authority.exam]);
    for (let i = 0; i < 5; i++) expect((await requestToken(t, 'clumsy', `Wrong${i}pass`)).json().code).toBe(12421103);
    const locked = await requestToken(t, 'clumsy', PASSWORD);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ code: 12421110, error_description: '密码错误次数过多，请15分钟后再试' });
    t.advance(15 * MINUTE);
    expect((await requestToken(t, 'clumsy', PASSWORD)).statusCode).toBe(200);
  });
});

describe('WeChat sign-in', () => {
  it('says it is not configured', async () => {
    const res = await t.app.inject({ url: '/gl/ua/ogt/wchat/getAppId', headers: { 'accept-language': 'en' } });
    expect(res.json()).toMatchObject({ code: 12421113, msg: 'WeChat sign-in is not configured' });
  });
});
