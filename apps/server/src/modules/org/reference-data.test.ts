import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callApi, createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let tokenA: string;
let tokenB: string;

const call = (c: Omit<Call, 'as'> & { as?: string }) => callApi(t, { as: tokenA, ...c });

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '考试院', 'admina');
  await givenInstitution(t, '第二中学', 'adminb');
  tokenA = await signIn(t, 'admina');
  tokenB = await signIn(t, 'adminb');
});
afterAll(() => t.close());

describe('reference data', () => {
  it('lists nationalities from the ISO package, China first, in the reader’s language', async () => {
    const zh = (await call({ url: '/gl/kw/bm/dict/getByType?type=nationality' })).data;
    expect(zh.length).toBeGreaterThan(240);
    expect(zh[0]).toMatchObject({ code: 'CHN', name: '中国' });
    const en = await t.app.inject({
      url: '/gl/kw/bm/dict/getByType?type=nationality',
      headers: { authorization: `Bearer ${tokenA}`, 'accept-language': 'en' },
    });
    expect(en.json().data.find((d: { code: string }) => d.code === 'FRA').name).toBe('France');
  });

  it('adds Taiwan, Hong Kong and Macao to the area tree with their GB/T 2260 codes', async () => {
    const tree = (await t.app.inject({ url: '/gl/ua/area/allTree' })).json().data as { code: string; name: string; children: unknown[] }[];
    expect(tree.find((p) => p.code === '81')).toMatchObject({
      name: '香港特别行政区',
      children: expect.arrayContaining([expect.objectContaining({ code: '8101' })]),
    });
    expect(tree.map((p) => p.code)).toEqual(expect.arrayContaining(['11', '71', '81', '82']));
  });
});

describe('dictionaries and areas', () => {
  it('merges the institution’s entries over the defaults, in the reader’s language', async () => {
    await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/dict/save',
      body: { type: 'certificate_type', code: '4', name: '军官证', status: 0 },
    });
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/dict/save', body: { type: 'certificate_type', code: '9', name: '学生证', sort: 9 } });
    const dics = (await call({ url: '/gl/ua/ogt/gl/syscode/get/dics?types=certificate_type,education' })).data;
    expect(dics.certificate_type.map((d: { code: string }) => d.code)).toEqual(['0', '1', '2', '3', '9']);
    expect(dics.education).toHaveLength(8);
    const en = await t.app.inject({
      url: '/gl/kw/bm/dict/getByType?type=certificate_type',
      headers: { authorization: `Bearer ${tokenA}`, 'accept-language': 'en' },
    });
    expect(en.json().data[2]).toMatchObject({ code: '2', name: 'Passport' });
    expect((await call({ method: 'DELETE', url: '/gl/ua/ogt/gl/dict/delete', body: { type: 'certificate_type', code: '2' } })).code).toBe(
      12310123,
    );
    // Institution B still sees the default, untouched.
    const b = (await call({ url: '/gl/kw/bm/dict/getByType?type=certificate_type', as: tokenB })).data;
    expect(b.map((d: { code: string }) => d.code)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('serves the province-city-district tree without signing in', async () => {
    const areas = (await t.app.inject({ url: '/gl/ua/area/allTree' })).json().data;
    expect(areas.length).toBeGreaterThanOrEqual(31);
    expect(areas.find((p: { code: string }) => p.code === '11')).toMatchObject({ name: '北京市' });
  });
});
