import { Authority } from '@cloud-exam/contract/authorities';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Call,
  callApi,
  createTestApp,
  encryptPassword,
  givenInstitution,
  givenMember,
  signIn,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let tokenA: string;
let tokenB: string;

const call = (c: Omit<Call, 'as'> & { as?: string }) => callApi(t, { as: tokenA, ...c });
const addDept = async (name: string, parentId?: string, as = tokenA) =>
  call({ method: 'POST', url: '/gl/ua/ogt/gl/dept/add', body: { name, parentId }, as });

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'admina');
  await givenInstitution(t, '第二中学', 'adminb');
  tokenA = await signIn(t, 'admina');
  tokenB = await signIn(t, 'adminb');
});
afterAll(() => t.close());

describe('the post list', () => {
  it('filters by name or code and by status, pages with the total, counts holders, and shows no other institution’s posts', async () => {
    const as = await signIn(t, 'adminb');
    const add = (code: string, name: string, sort: number, status = 1) =>
      call({ method: 'POST', url: '/gl/ua/post/add', body: { code, name, sort, status }, as });
    for (let i = 1; i <= 12; i++) await add(`marker${i}`, `阅卷教师${i}`, i, i % 3 ? 1 : 0);
    await add('lead', '主考', 0);
    const page = async (query: string, who = as) =>
      (await call({ url: `/gl/ua/post/get/page?${query}`, as: who })).data as {
        records: { code: string; memberCount: number }[];
        total: number;
      };

    const first = await page('current=1&size=5');
    expect(first.total).toBe(13);
    expect(first.records.map((r) => r.code)).toEqual(['lead', 'marker1', 'marker2', 'marker3', 'marker4']);
    expect(first.records[0]!.memberCount).toBe(0);
    expect((await page('current=3&size=5')).records.map((r) => r.code)).toEqual(['marker10', 'marker11', 'marker12']);
    expect(await page('current=9&size=5')).toMatchObject({ records: [], total: 13 });
    expect(await page(`name=${encodeURIComponent('阅卷')}&size=20`)).toMatchObject({ total: 12 });
    expect(await page('name=LEAD')).toMatchObject({ total: 1, records: [{ code: 'lead' }] });
    expect(await page('status=0&size=20')).toMatchObject({ total: 4 });
    expect((await page(`status=1&name=${encodeURIComponent('阅卷教师1')}&size=20`)).records.map((r) => r.code)).toEqual([
      'marker1',
      'marker10',
      'marker11',
    ]);
    expect(await page('name=%25')).toMatchObject({ total: 0 });
    expect((await page('size=20', tokenA)).records.map((r) => r.code)).not.toContain('lead');
  });
});

describe('posts, members and roles', () => {
  it('adds, edits and deletes a post; refuses duplicates and deleting a post in use', async () => {
    const add = await call({ method: 'POST', url: '/gl/ua/post/add', body: { code: 'proctor', name: '监考教师' } });
    expect(add.code).toBe(20000);
    expect((await call({ method: 'POST', url: '/gl/ua/post/add', body: { code: 'other', name: '监考教师' } })).code).toBe(12310110);
    const edit = await call({
      method: 'PUT',
      url: `/gl/ua/post/edit?id=${add.data.id}&code=proctor&name=${encodeURIComponent('主监考')}&sort=2&status=1`,
    });
    expect(edit.code).toBe(20000);
    expect((await call({ url: '/gl/ua/post/get/page?name=主监' })).data.records[0]).toMatchObject({ name: '主监考', sort: 2 });
    const roles = (await call({ url: '/gl/ua/ogt/gl/role/list' })).data;
    const invigilator = roles.find((r: { code: string }) => r.code === 'invigilator');
    await addMember({ username: 'teacher1', postIds: [add.data.id], roleIds: [invigilator.id] });
    expect((await call({ method: 'DELETE', url: '/gl/ua/post/delete', body: { id: add.data.id } })).code).toBe(12310112);
  });

  it('seeds the built-in roles and refuses deleting them', async () => {
    const roles = (await call({ url: '/gl/ua/ogt/gl/role/list' })).data as { code: string; name: string; id: string; builtin: boolean }[];
    expect(roles.map((r) => r.name)).toEqual(expect.arrayContaining(['系统管理员', '运维管理员', '后台管理员', '监考员', '巡考员']));
    expect((await call({ method: 'DELETE', url: '/gl/ua/ogt/gl/role/delete', body: { id: roles[0]!.id } })).code).toBe(12310114);
  });

  it('a member with a role limited to one department sees only that department and its members', async () => {
    const school = (await addDept('滨海校区')).data.id;
    const grade = (await addDept('高一年级', school)).data.id;
    const other = (await addDept('城东校区')).data.id;
    const role = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/role/add',
      body: { name: '校区管理员', authorities: [Authority.system], dataScope: 'depts', deptIds: [school] },
    });
    expect(role.code).toBe(20000);
    await addMember({ username: 'binhai', deptId: grade, roleIds: [role.data.id] });
    await addMember({ username: 'chengdong', deptId: other, roleIds: [role.data.id] });
    const scoped = await signIn(t, 'binhai');
    const tree = (await call({ url: '/gl/ua/ogt/gl/dept/get/tree', as: scoped })).data;
    expect(tree.map((d: { name: string }) => d.name)).toEqual(['滨海校区']);
    const users = (await call({ url: '/gl/ua/ogt/gl/office/user/get/page', as: scoped })).data.records.map(
      (u: { username: string }) => u.username,
    );
    expect(users).toEqual(['binhai']);
    expect((await addDept('越权部门', other, scoped)).code).toBe(12310120);
    expect((await addDept('顶级部门', undefined, scoped)).code).toBe(12310120);
    // Cannot grant more than they hold.
    const grab = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/role/add',
      as: scoped,
      body: { name: '全能', authorities: [Authority.admin], dataScope: 'depts', deptIds: [school] },
    });
    expect(grab.code).toBe(12310129);
  });

  it('disables a member in this institution only, and a disabled member cannot sign in', async () => {
    const roles = (await call({ url: '/gl/ua/ogt/gl/role/list' })).data;
    const { data } = await addMember({ username: 'leaver', roleIds: [roles[1].id] });
    const leaver = await signIn(t, 'leaver');
    expect((await call({ method: 'POST', url: '/gl/ua/ogt/gl/office/user/status', body: { userId: data.userId, status: 0 } })).code).toBe(
      20000,
    );
    expect((await t.app.inject({ url: '/gl/ua/ogt/oauth2/getuser', headers: { authorization: `Bearer ${leaver}` } })).statusCode).toBe(401);
    const me = (await call({ url: '/gl/ua/ogt/oauth2/getuser' })).data.userid;
    expect((await call({ method: 'POST', url: '/gl/ua/ogt/gl/office/user/status', body: { userId: me, status: 0 } })).code).toBe(12310116);
  });

  it('an existing account is only invited; it joins when the person accepts, and its home institution keeps it', async () => {
    const rolesB = (await call({ url: '/gl/ua/ogt/gl/role/list', as: tokenB })).data;
    const rolesA = (await call({ url: '/gl/ua/ogt/gl/role/list' })).data;
    const { data: own } = await addMember({ username: 'shared', mobile: '13800001111', roleIds: [rolesA[1].id] });
    const invited = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/user/add',
      as: tokenB,
      body: { username: 'shared', name: 'x', mobile: '13800001111', roleIds: [rolesB[3].id] },
    });
    expect(invited.code).toBe(20000);
    expect(invited.data).toEqual({ userId: null, invitationId: expect.any(String) });
    const shared = await signIn(t, 'shared');
    const names = async () => (await call({ url: '/gl/ua/ogt/gl/orgswitchList', as: shared })).data.map((o: { name: string }) => o.name);
    expect(await names()).toEqual(['第一中学']);
    const accept = { method: 'POST' as const, url: '/gl/ua/ogt/gl/invitation/accept', body: { id: invited.data.invitationId } };
    expect((await call({ ...accept, as: shared })).code).toBe(20000);
    expect(await names()).toEqual(['第一中学', '第二中学']);
    // B may not take over the account: its password and contact are the person's and A's, who created it.
    const reset = async (as: string) =>
      call({
        method: 'POST',
        url: '/gl/ua/ogt/gl/office/user/resetPassword',
        as,
        body: { userId: own.userId, password: await encryptPassword(t, 'NewPassw0rd') },
      });
    expect((await reset(tokenB)).code).toBe(12310128);
    expect((await reset(tokenA)).code).toBe(20000);
  });

  it('exports the members as xlsx', async () => {
    const res = await t.app.inject({ url: '/gl/ua/ogt/gl/office/user/export', headers: { authorization: `Bearer ${tokenA}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const accounts = book.worksheets[0]!.getColumn(1).values.slice(2);
    expect(accounts).toEqual(expect.arrayContaining(['admina', 'teacher1', 'binhai']));
  });
});

describe('tenancy', () => {
  it('institution B reads and changes nothing of institution A by A’s ids', async () => {
    const deptA = (await addDept('机密部门')).data.id;
    const postA = (await call({ method: 'POST', url: '/gl/ua/post/add', body: { code: 'secret', name: '机密岗位' } })).data.id;
    const roleA = (await call({ url: '/gl/ua/ogt/gl/role/list' })).data[2].id;
    const userA = (await call({ url: '/gl/ua/ogt/gl/office/user/get/page?keyword=teacher1' })).data.records[0].userId;
    const attempts: Omit<Call, 'as'>[] = [
      { url: `/gl/ua/ogt/gl/dept/query?id=${deptA}` },
      { url: `/gl/ua/ogt/gl/dept/querysubdeptByPage?deptId=${deptA}` },
      { method: 'PUT', url: '/gl/ua/ogt/gl/dept/edit', form: { id: deptA, name: '改名' } },
      { method: 'DELETE', url: '/gl/ua/ogt/gl/dept/delete', body: { id: deptA } },
      { method: 'POST', url: '/gl/ua/ogt/gl/dept/add', body: { name: '挂靠', parentId: deptA } },
      { method: 'PUT', url: `/gl/ua/post/edit?id=${postA}&code=x&name=x` },
      { method: 'DELETE', url: '/gl/ua/post/delete', body: { id: postA } },
      { method: 'POST', url: '/gl/ua/ogt/gl/role/edit', body: { id: roleA, name: 'x', authorities: [Authority.system] } },
      { method: 'DELETE', url: '/gl/ua/ogt/gl/role/delete', body: { id: roleA } },
      { method: 'POST', url: '/gl/ua/ogt/gl/office/user/edit', body: { userId: userA, name: 'x', roleIds: [roleA] } },
      { method: 'POST', url: '/gl/ua/ogt/gl/office/user/status', body: { userId: userA, status: 0 } },
      { method: 'POST', url: '/gl/ua/ogt/gl/office/user/resetPassword', body: { userId: userA, password: 'x' } },
      { method: 'DELETE', url: '/gl/ua/ogt/gl/office/user/remove', body: { userId: userA } },
      { url: `/gl/ua/ogt/gl/office/user/get/page?deptId=${deptA}` },
    ];
    for (const attempt of attempts) {
      const res = await call({ ...attempt, as: tokenB });
      expect([10000404, 12310125, 12310121], `${attempt.method ?? 'GET'} ${attempt.url}`).toContain(
        res.code === 20000 && res.data?.total === 0 ? 10000404 : res.code,
      );
    }
    // And nothing of A changed.
    expect((await call({ url: `/gl/ua/ogt/gl/dept/query?id=${deptA}` })).data.name).toBe('机密部门');
    expect((await call({ url: '/gl/ua/ogt/gl/office/user/get/page?keyword=teacher1' })).data.records[0]).toMatchObject({
      status: 1,
      name: 'teacher1',
    });
    const treeB = JSON.stringify((await call({ url: '/gl/ua/ogt/gl/dept/get/tree', as: tokenB })).data);
    expect(treeB).not.toContain('机密');
    const auditB = JSON.stringify((await call({ url: '/gl/ua/ogt/gl/audit/page?size=100', as: tokenB })).data);
    expect(auditB).not.toContain('机密');
  });

  it('refuses every organisation route to a member without gl_xt', async () => {
    const { office } = await givenInstitution(t, '第三中学', 'adminc');
    await givenMember(t, office.id, 'proctorc', [Authority.monitor]);
    const proctor = await signIn(t, 'proctorc');
    const sys = t.app.registeredRoutes.filter(
      (r) => r.config?.access?.kind === 'authorities' && (r.config.access.authorities as string[]).includes(Authority.system),
    );
    expect(sys.length).toBeGreaterThan(20);
    for (const route of sys) {
      const method = ([route.method].flat()[0] as string).toUpperCase();
      if (method === 'HEAD') continue;
      const res = await t.app.inject({ method: method as 'GET', url: route.url, headers: { authorization: `Bearer ${proctor}` } });
      expect(res.statusCode, `${method} ${route.url}`).toBe(403);
    }
  });
});

async function addMember(m: { username: string; mobile?: string; deptId?: string; postIds?: string[]; roleIds: string[] }) {
  const res = await call({
    method: 'POST',
    url: '/gl/ua/ogt/gl/office/user/add',
    body: { name: m.username, password: await encryptPassword(t, 'Passw0rd123'), postIds: [], ...m },
  });
  expect(res.code, JSON.stringify(res)).toBe(20000);
  return res;
}
