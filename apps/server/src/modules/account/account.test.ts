import { Authority } from '@cloud-exam/contract/authorities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens, users } from '../../db/schema';
import { needs } from '@cloud-exam/contract/endpoint';
import { createTestApp, givenInstitution, givenMember, PASSWORD, requestToken, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let officeId: string;

beforeAll(async () => {
  t = await createTestApp();
  // A route needing the system authority, to see the guard refuse and admit.
  t.app.get('/gl/ua/test/needs-system', { config: { access: needs(Authority.system) } }, async () => ({
    code: 20000,
    data: 'in',
    msg: '',
  }));
  const { office } = await givenInstitution(t, '第一中学', 'principal');
  officeId = office.id;
  await givenMember(t, officeId, 'proctor', [Authority.monitor]);
});
afterAll(() => t.close());

const getUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/gl/ua/ogt/oauth2/getuser', headers: { authorization: `Bearer ${token}` } });

describe('sign-in', () => {
  it('gives a bearer token for the right password, by user name in any case', async () => {
    const res = await requestToken(t, 'PRINCIPAL', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body.expires_in).toBe(12 * 3600);
  });

  it('keeps a remembered sign-in for 7 days', async () => {
    const res = await requestToken(t, 'principal', PASSWORD, { remember: '1' });
    expect(res.json().expires_in).toBe(7 * 24 * 3600);
  });

  it('refuses a wrong password with HTTP 400 and the catalogued message in the caller’s language', async () => {
    const zh = await requestToken(t, 'principal', 'wrong-password1');
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ error: 'invalid_grant', error_description: '账号或密码错误', code: 12421103 });

    const form = new URLSearchParams({ grant_type: 'password', username: 'nobody', password: 'bm90IHJzYQ==' });
    const en = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US,en;q=0.9' },
      payload: form.toString(),
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().code).toBe(12421107);
    expect(en.json().error_description).toMatch(/could not be decrypted/);
  });

  it('refuses an unknown account exactly like a wrong password', async () => {
    const res = await requestToken(t, 'nobody-here', PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(12421103);
  });

  it('refuses a disabled account', async () => {
    await givenMember(t, officeId, 'leaver', [Authority.exam]);
    await t.db.update(users).set({ status: 0 }).where(eq(users.username, 'leaver'));
    const res = await requestToken(t, 'leaver', PASSWORD);
    expect(res.json().code).toBe(12421105);
  });

  it('answers malformed input with 400 and the missing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=principal',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant', code: 10001017, error_description: '请输入密码' });
    const noAccount = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&password=x',
    });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json()).toMatchObject({ error: 'invalid_grant', code: 10001018, error_description: '请输入账号' });
  });

  it('stores only a hash of the token', async () => {
    const token = await signIn(t, 'principal');
    const stored = await t.db.select().from(tokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});

describe('the signed-in user', () => {
  it('getuser answers the user, the institution and the authorities', async () => {
    const token = await signIn(t, 'principal');
    const res = await getUser(token);
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(20000);
    expect(data).toMatchObject({ username: 'principal', officeid: officeId, officename: '第一中学', roleName: ['系统管理员'] });
    expect(data.authorities).toEqual(expect.arrayContaining([Authority.admin, Authority.system, Authority.exam]));
  });

  it('getuser takes the token from the access_token query parameter too', async () => {
    const token = await signIn(t, 'proctor');
    const res = await t.app.inject({ method: 'GET', url: `/gl/ua/ogt/oauth2/getuser?access_token=${token}` });
    expect(res.json().data).toMatchObject({ username: 'proctor', authorities: [Authority.monitor], userBusiTypes: [] });
  });

  it('answers 401 in the envelope without a token, or with an unknown one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/gl/ua/ogt/oauth2/getuser' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 10000401, data: null, msg: '登录已过期，请重新登录' });
    expect((await getUser('made-up-token')).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await signIn(t, 'proctor');
    await t.db.update(tokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('signs out: the token stops working', async () => {
    const token = await signIn(t, 'principal');
    const exit = await t.app.inject({ method: 'DELETE', url: '/gl/ua/ogt/oauth/exit', headers: { authorization: `Bearer ${token}` } });
    expect(exit.json()).toMatchObject({ code: 20000 });
    expect((await getUser(token)).statusCode).toBe(401);
  });
});

describe('authorities', () => {
  it('answer 403 with code -1 when the user lacks the route’s authority', async () => {
    const token = await signIn(t, 'proctor');
    const res = await t.app.inject({
      method: 'GET',
      url: '/gl/ua/test/needs-system',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ja' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: -1, msg: expect.stringContaining('システム管理者') });
  });

  it('admit a holder of admin to every route', async () => {
    const token = await signIn(t, 'principal');
    const res = await t.app.inject({ method: 'GET', url: '/gl/ua/test/needs-system', headers: { authorization: `Bearer ${token}` } });
    expect(res.json().data).toBe('in');
  });
});
