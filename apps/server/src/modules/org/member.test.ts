import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Call,
  callApi,
  createTestApp,
  givenInstitution,
  requestToken,
  signIn,
  type TestApp,
  importFile,
  xlsxOf,
} from '../../test/test-app';

let t: TestApp;
let tokenA: string;

const call = (c: Omit<Call, 'as'> & { as?: string }) => callApi(t, { as: tokenA, ...c });

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '考试院', 'admina');
  tokenA = await signIn(t, 'admina');
});
afterAll(() => t.close());

describe('member import', () => {
  it('reports unknown departments and roles, taken and repeated accounts; a good file creates members who can sign in', async () => {
    const dept = (await call({ method: 'POST', url: '/gl/ua/ogt/gl/dept/add', body: { name: '总校' } })).data.id;
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/dept/add', body: { name: '教务处', parentId: dept } });
    await call({ method: 'POST', url: '/gl/ua/post/add', body: { code: 'p1', name: '监考教师' } });
    const rows = [
      ['teach01', '老师一', '13600000001', '', '总校/教务处', '监考教师', '监考员', 'Passw0rd123'],
      ['teach02', '老师二', '', 't2@example.cn', '总校', '', '监考员、巡考员', ''],
      ['teach01', '老师三', '', '', '总校/不存在', '', '不存在的角色', ''],
      ['admina', '重名', '', '', '', '', '', ''],
    ];
    const bad = await importFile(t, '/gl/ua/ogt/gl/office/user/import', tokenA, await xlsxOf(rows), 'u.xlsx');
    expect(bad.code).toBe(12310108);
    const reasons = (row: number) => bad.data.errors.filter((e: { row: number }) => e.row === row).map((e: { reason: string }) => e.reason);
    expect(reasons(4)).toEqual(expect.arrayContaining(['部门不存在：总校/不存在', '角色不存在：不存在的角色']));
    expect(reasons(4).length).toBe(3);
    expect(reasons(5).length).toBe(2);
    expect(bad.data.errors.some((e: { row: number }) => e.row < 4)).toBe(false);
    expect((await call({ url: '/gl/ua/ogt/gl/office/user/get/page?keyword=teach' })).data.total).toBe(0);

    const good = await importFile(t, '/gl/ua/ogt/gl/office/user/import', tokenA, await xlsxOf(rows.slice(0, 2)), 'u.xlsx');
    expect(good).toMatchObject({ code: 20000, data: { imported: 2 } });
    const members = (await call({ url: '/gl/ua/ogt/gl/office/user/get/page?keyword=teach' })).data.records;
    expect(members.find((m: { username: string }) => m.username === 'teach01')).toMatchObject({
      deptName: '教务处',
      postNames: ['监考教师'],
      roleNames: ['监考员'],
    });
    expect(members.find((m: { username: string }) => m.username === 'teach02').roleNames.sort()).toEqual(['巡考员', '监考员'].sort());
    expect((await requestToken(t, 'teach01', 'Passw0rd123')).statusCode).toBe(200);
    // Without a password in the file no password opens the account; a code or an administrator's reset does.
    expect((await requestToken(t, 'teach02', '!')).statusCode).toBe(400);
  });
});
