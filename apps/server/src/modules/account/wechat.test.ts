import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';

/** WeChat's code exchange, as the open platform answers it: code-liu → liu's union id; any other code is refused. */
const exchanges: string[] = [];
const wechatApi = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://wechat');
  const code = url.searchParams.get('code') ?? '';
  exchanges.push(code);
  res.setHeader('content-type', 'application/json');
  const ok =
    url.pathname === '/sns/oauth2/access_token' &&
    url.searchParams.get('appid') === 'wx-app' &&
    url.searchParams.get('secret') === 'wx-secret';
  const person = ok ? /^code-([a-z]+)/.exec(code)?.[1] : undefined;
  res.end(
    JSON.stringify(
      person ? { access_token: 'at', openid: `open-${person}`, unionid: `union-${person}` } : { errcode: 40029, errmsg: 'invalid code' },
    ),
  );
});

let t: TestApp;
let plain: TestApp;
let liu: string;

const token = (app: TestApp, code: string) =>
  app.app.inject({
    method: 'POST',
    url: '/gl/ua/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'zh' },
    payload: new URLSearchParams({ grant_type: 'password', login_type: 'wechat', wechatoauthcode: code }).toString(),
  });

beforeAll(async () => {
  await new Promise<void>((resolve) => wechatApi.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(wechatApi.address() as AddressInfo).port}`;
  t = await createTestApp({ wechat: { appId: 'wx-app', secret: 'wx-secret', apiBase } });
  plain = await createTestApp();
  await givenInstitution(t, '微信考试院', 'wx-liu');
  await givenInstitution(t, '另一考试院', 'wx-wang');
  liu = await signIn(t, 'wx-liu');
});
afterAll(async () => {
  await Promise.all([t.close(), plain.close()]);
  wechatApi.close();
});

describe('WeChat sign-in, configured', () => {
  it('hands out the app id for the QR page', async () => {
    expect((await t.app.inject({ url: '/gl/ua/ogt/wchat/getAppId' })).json()).toMatchObject({ code: 20000, data: { appId: 'wx-app' } });
  });

  it('refuses sign-in by a WeChat user nobody has bound, saying how to bind', async () => {
    expect((await t.app.inject({ url: '/gl/ua/ogt/wchat/getuserbyoauthcode?code=code-liu1' })).json().data).toEqual({
      bound: false,
      name: null,
    });
    const res = await token(t, 'code-liu1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 12421116, error_description: '该微信尚未绑定账号，请先用账号登录后在个人中心绑定' });
    // The lookup and the sign-in used the one code: WeChat was asked once.
    expect(exchanges.filter((c) => c === 'code-liu1')).toHaveLength(1);
  });

  it('binds in the personal centre, then the same WeChat user signs in to that account', async () => {
    const bound = await callApi(t, { method: 'POST', url: '/gl/ua/ogt/wchat/wxbindinfo', body: { code: 'code-liu2' }, as: liu });
    expect(bound.data).toMatchObject({ username: 'wx-liu', wechatBound: true });
    expect((await t.app.inject({ url: '/gl/ua/ogt/wchat/getuserbyoauthcode?code=code-liu3' })).json().data).toEqual({
      bound: true,
      name: 'wx-liu',
    });
    const res = await token(t, 'code-liu3');
    expect(res.statusCode).toBe(200);
    const me = await callApi(t, { url: '/gl/ua/ogt/oauth2/getuser', as: res.json().access_token });
    expect(me.data.username).toBe('wx-liu');
  });

  it('refuses a WeChat user bound to someone else, and a code WeChat does not accept', async () => {
    const wang = await signIn(t, 'wx-wang');
    expect((await callApi(t, { method: 'POST', url: '/gl/ua/ogt/wchat/wxbindinfo', body: { code: 'code-liu4' }, as: wang })).code).toBe(
      12421118,
    );
    expect((await callApi(t, { method: 'POST', url: '/gl/ua/ogt/wchat/wxbindinfo', body: { code: 'forged' }, as: wang })).code).toBe(
      12421117,
    );
    expect((await token(t, 'forged')).json()).toMatchObject({ code: 12421117 });
  });

  it('unbinds: the WeChat user can no longer sign in', async () => {
    const unbound = await callApi(t, { method: 'POST', url: '/gl/ua/ogt/wchat/wxbindinfo', body: {}, as: liu });
    expect(unbound.data.wechatBound).toBe(false);
    expect((await token(t, 'code-liu5')).json()).toMatchObject({ code: 12421116 });
  });
});

describe('WeChat sign-in, not configured', () => {
  it('answers the catalogued "not configured" on every call', async () => {
    expect((await plain.app.inject({ url: '/gl/ua/ogt/wchat/getAppId' })).json()).toMatchObject({ code: 12421113 });
    expect((await plain.app.inject({ url: '/gl/ua/ogt/wchat/getuserbyoauthcode?code=x' })).json()).toMatchObject({ code: 12421113 });
    expect((await token(plain, 'code-liu')).json()).toMatchObject({ code: 12421113 });
  });
});
