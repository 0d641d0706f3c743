import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, givenInstitution, signIn, type TestApp } from '../test/test-app';

/** Input no handler should ever see: each is refused in the envelope with a catalogue code, never a 500. */
let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'admin');
  auth = { authorization: `Bearer ${await signIn(t, 'admin')}` };
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('text no column can store', () => {
  it('refuses a NUL character in a body field, with 10000422 in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/post/add',
      headers: { ...auth, 'accept-language': 'en' },
      payload: { name: 'a\u0000b', code: 'p1', sort: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 10000422, msg: expect.stringContaining('NUL') });
  });

  it('refuses a lone surrogate in the body and a NUL in the query or a key', async () => {
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/post/add',
      headers: { ...auth, ...json },
      payload: '{"name":"\\ud800x","code":"p2","sort":1}',
    });
    expect(surrogate.json().code).toBe(10000422);
    const query = await t.app.inject({ url: '/gl/ua/post/get/page?name=%00', headers: auth });
    expect([query.statusCode, query.json().code]).toEqual([400, 10000422]);
    const key = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/post/add',
      headers: { ...auth, ...json },
      payload: '{"name":"ok","code":"p3","sort":1,"x\\u0000":1}',
    });
    expect(key.json().code).toBe(10000422);
  });

  it('refuses them on the sign-in call too, in its OAuth shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=ad%00min&password=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant', code: 10000422 });
  });

  it('still stores ordinary text: emoji, CJK, tabs and new lines', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/post/add',
      headers: auth,
      payload: { name: '教研😀\t组', code: 'p4', sort: 1 },
    });
    expect(res.json().code).toBe(20000);
  });
});

describe("Fastify's and Node's own refusals", () => {
  it('answers a body over the limit with 413 and 10000413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/post/add',
      headers: { ...auth, ...json },
      payload: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
    });
    expect([res.statusCode, res.json().code]).toEqual([413, 10000413]);
  });

  it('answers a bad URL escape with 400 and a path parameter over the limit with 414, in the envelope', async () => {
    const escape = await t.app.inject({ url: '/gl/ua/%E0%A4%A', headers: { ...auth, 'accept-language': 'en' } });
    expect(escape.statusCode).toBe(400);
    expect(escape.json()).toEqual({ code: 10000400, data: null, msg: 'The request is not valid' });
    const long = await t.app.inject({ url: `/cloudeFile/task/listFileType/${'a'.repeat(200)}`, headers: auth });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ code: 10000414, msg: '请求地址过长' });
  });

  it('answers malformed JSON and an unknown content type in the envelope', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/gl/ua/post/add', headers: { ...auth, ...json }, payload: '{"name":' });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 10000400]);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/post/add',
      headers: { ...auth, 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect([xml.statusCode, xml.json().code]).toEqual([415, 10000415]);
  });

  it('answers headers over 16 KB with 431 and 10000431 on a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/healthz?x=${'a'.repeat(17_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ code: 10000431, msg: '请求头过大' });
  });
});
