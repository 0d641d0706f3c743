import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callApi, createTestApp, givenInstitution, importFile, signIn, type TestApp, xlsxOf } from '../../test/test-app';

let t: TestApp;
let tokenA: string;

const call = (c: Omit<Call, 'as'> & { as?: string }) => callApi(t, { as: tokenA, ...c });
const addDept = async (name: string, parentId?: string, as = tokenA) =>
  call({ method: 'POST', url: '/gl/ua/ogt/gl/dept/add', body: { name, parentId }, as });
const upload = (file: Buffer, name: string) => importFile(t, '/gl/ua/ogt/gl/dept/import', tokenA, file, name);
const importRows = async (rows: string[][]) => upload(await xlsxOf(rows), 'depts.xlsx');

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'admina');
  tokenA = await signIn(t, 'admina');
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
    const bad = await importRows(rows);
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
    const good = await importRows(rows.slice(0, 2));
    expect(good).toMatchObject({ code: 20000, data: { total: 2, imported: 2, errors: [] } });
    expect(JSON.stringify((await call({ url: '/gl/ua/ogt/gl/dept/get/tree' })).data)).toContain('英语组');
  });

  it('refuses a file that is not xlsx', async () => {
    const res = await upload(Buffer.from('name,parent\n'), 'depts.csv');
    expect(res.code).toBe(12310124);
  });
});
