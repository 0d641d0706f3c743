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
  uploadFile,
  xlsxOf,
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

describe('departments', () => {
  it('builds a tree of at most four levels and refuses a fifth with its code', async () => {
    const ids: string[] = [];
    for (const name of ['总校', '教务处', '考务科', '一组']) {
      const res = await addDept(name, ids.at(-1));
      expect(res.code).toBe(20000);
      ids.push(res.data.id);
    }
    const fifth = await addDept('第五级', ids[3]);
    expect(fifth).toMatchObject({ code: 12310101, msg: '部门最多四级' });
    const tree = (await call({ url: '/gl/ua/ogt/gl/dept/get/tree' })).data;
    expect(tree[0]).toMatchObject({
      name: '总校',
      level: 1,
      children: [{ name: '教务处', children: [{ name: '考务科', children: [{ name: '一组', level: 4 }] }] }],
    });
  });

  it('refuses a sibling with the same name, a move under itself, and deleting a department with children', async () => {
    const top = (await addDept('分校')).data.id;
    const child = (await addDept('办公室', top)).data.id;
    expect((await addDept('办公室', top)).code).toBe(12310104);
    expect((await call({ method: 'PUT', url: '/gl/ua/ogt/gl/dept/edit', form: { id: top, name: '分校', parentId: child } })).code).toBe(
      12310107,
    );
    expect((await call({ method: 'DELETE', url: '/gl/ua/ogt/gl/dept/delete', body: { id: top } })).code).toBe(12310105);
    expect((await call({ method: 'DELETE', url: '/gl/ua/ogt/gl/dept/delete', body: { id: child } })).code).toBe(20000);
    const page = await call({ url: `/gl/ua/ogt/gl/dept/querysubdeptByPage?deptId=${top}` });
    expect(page.data.total).toBe(0);
  });

  it('edits a department form-encoded and lists sub-departments paged', async () => {
    const top = (await addDept('实验中学')).data.id;
    for (const n of ['一部', '二部', '三部']) await addDept(n, top);
    const edited = await call({
      method: 'PUT',
      url: '/gl/ua/ogt/gl/dept/edit',
      form: { id: top, name: '实验学校', leader: '王老师', phone: '010-88886666', sort: '3' },
    });
    expect(edited.code).toBe(20000);
    expect((await call({ url: `/gl/ua/ogt/gl/dept/query?id=${top}` })).data).toMatchObject({
      name: '实验学校',
      leader: '王老师',
      childCount: 3,
    });
    const page = await call({ url: `/gl/ua/ogt/gl/dept/querysubdeptByPage?deptId=${top}&current=2&size=2` });
    expect(page.data).toMatchObject({ total: 3, current: 2, size: 2 });
    expect(page.data.records).toHaveLength(1);
  });

  it('imports nothing from a file with a bad row and reports each bad row; imports a good file whole', async () => {
    const template = await t.app.inject({ url: '/gl/ua/ogt/gl/dept/downloadItemTemplate', headers: { authorization: `Bearer ${tokenA}` } });
    expect(template.headers['content-disposition']).toContain('filename*=UTF-8');
    const rows = [
      ['', '外国语学校', 'W01', '', '', '1', ''],
      ['外国语学校', '英语组', '', '', '', '', ''],
      ['不存在的部门', '日语组', '', '', '', '', ''],
      ['外国语学校', '', '', '', 'abc', 'x', ''],
    ];
    const bad = await importFile(rows);
    expect(bad.code).toBe(12310108);
    expect(bad.data.imported).toBe(0);
    expect(bad.data.errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: '上级部门（用/分隔，空为顶级）', reason: '上级部门不存在' },
        { row: 5, column: '部门名称', reason: '部门名称未填写' },
        expect.objectContaining({ row: 5, column: '联系电话' }),
        expect.objectContaining({ row: 5, column: '排序' }),
      ]),
    );
    const names = JSON.stringify((await call({ url: '/gl/ua/ogt/gl/dept/get/tree' })).data);
    expect(names).not.toContain('外国语学校');
    const good = await importFile(rows.slice(0, 2));
    expect(good).toMatchObject({ code: 20000, data: { total: 2, imported: 2, errors: [] } });
    expect(JSON.stringify((await call({ url: '/gl/ua/ogt/gl/dept/get/tree' })).data)).toContain('英语组');
  });

  it('refuses a file that is not xlsx', async () => {
    const res = await upload(Buffer.from('name,parent\n'), 'depts.csv');
    expect(res.code).toBe(12310124);
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

  it('an existing account joins a second institution only with its own contact; then it can switch there', async () => {
    const rolesB = (await call({ url: '/gl/ua/ogt/gl/role/list', as: tokenB })).data;
    const rolesA = (await call({ url: '/gl/ua/ogt/gl/role/list' })).data;
    await addMember({ username: 'shared', mobile: '13800001111', roleIds: [rolesA[1].id] });
    const stranger = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/user/add',
      as: tokenB,
      body: { username: 'shared', name: 'x', roleIds: [rolesB[3].id] },
    });
    expect(stranger.code).toBe(12421112);
    const joined = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/user/add',
      as: tokenB,
      body: { username: 'shared', name: 'x', mobile: '13800001111', roleIds: [rolesB[3].id] },
    });
    expect(joined.code).toBe(20000);
    const shared = await signIn(t, 'shared');
    expect((await call({ url: '/gl/ua/ogt/gl/orgswitchList', as: shared })).data.map((o: { name: string }) => o.name)).toEqual([
      '第一中学',
      '第二中学',
    ]);
    // B may not take over the account: its password and contact are the owner's.
    const reset = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/user/resetPassword',
      as: tokenB,
      body: { userId: joined.data.userId, password: await encryptPassword(t, 'NewPassw0rd') },
    });
    expect(reset.code).toBe(12310128);
  });

  it('exports the members as xlsx', async () => {
    const res = await t.app.inject({ url: '/gl/ua/ogt/gl/office/user/export', headers: { authorization: `Bearer ${tokenA}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const accounts = book.worksheets[0]!.getColumn(1).values.slice(2);
    expect(accounts).toEqual(expect.arrayContaining(['admina', 'teacher1', 'binhai']));
  });
});

describe('audit log', () => {
  it('records writes with who, what and the address, filterable by action', async () => {
    const page = (await call({ url: '/gl/ua/ogt/gl/audit/page?action=dept.add&size=100' })).data;
    expect(page.total).toBeGreaterThan(4);
    expect(page.records[0]).toMatchObject({ username: 'admina', action: 'dept.add', ip: '127.0.0.1' });
    const signIns = (await call({ url: '/gl/ua/ogt/gl/audit/page?action=account.signIn' })).data;
    expect(signIns.records.map((r: { username: string }) => r.username)).toContain('admina');
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

const upload = (file: Buffer, name: string) => uploadFile(t, '/gl/ua/ogt/gl/dept/import', tokenA, file, name);
const importFile = async (rows: string[][]) => upload(await xlsxOf(rows), 'depts.xlsx');
