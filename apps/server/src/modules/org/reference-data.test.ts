import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callApi, createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let tokenA: string;

const call = (c: Omit<Call, 'as'> & { as?: string }) => callApi(t, { as: tokenA, ...c });

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '考试院', 'admina');
  tokenA = await signIn(t, 'admina');
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
