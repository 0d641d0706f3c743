import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callApi, createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let tokenA: string;

const call = (c: Omit<Call, 'as'> & { as?: string }) => callApi(t, { as: tokenA, ...c });

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'admina');
  tokenA = await signIn(t, 'admina');
  for (const name of ['总校', '分校', '实验中学', '外国语学校', '办公室']) {
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/dept/add', body: { name } });
  }
});
afterAll(() => t.close());

describe('audit log', () => {
  it('records writes with who, what and the address, filterable by action', async () => {
    const page = (await call({ url: '/gl/ua/ogt/gl/audit/page?action=dept.add&size=100' })).data;
    expect(page.total).toBeGreaterThan(4);
    expect(page.records[0]).toMatchObject({ username: 'admina', action: 'dept.add', ip: '127.0.0.1' });
    const signIns = (await call({ url: '/gl/ua/ogt/gl/audit/page?action=account.signIn' })).data;
    expect(signIns.records.map((r: { username: string }) => r.username)).toContain('admina');
  });
});
