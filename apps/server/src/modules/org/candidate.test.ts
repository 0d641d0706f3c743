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
  importFile,
  xlsxOf,
} from '../../test/test-app';

let t: TestApp;
let tokenA: string;
let tokenB: string;
let officeA: string;

const call = (c: Omit<Call, 'as'> & { as?: string }) => callApi(t, { as: tokenA, ...c });
const C = '/gl/ua/ogt/gl/candidate';
const ID_1 = '11010519491231002X';
const ID_2 = '110105194912310038';

beforeAll(async () => {
  t = await createTestApp();
  officeA = (await givenInstitution(t, '考试院', 'admina')).office.id;
  await givenInstitution(t, '培训中心', 'adminb');
  tokenA = await signIn(t, 'admina');
  tokenB = await signIn(t, 'adminb');
});
afterAll(() => t.close());

describe('candidate accounts', () => {
  const add = (body: Record<string, unknown>, as = tokenA) => call({ method: 'POST', url: `${C}/add`, body, as });

  it('adds an account with the certificate rules, refusing a number the institution has (either case of X)', async () => {
    const first = await add({
      name: '张三',
      certType: '0',
      idNumber: ID_1,
      mobile: '13700000001',
      password: await encryptPassword(t, 'Passw0rd123'),
    });
    expect(first.code).toBe(20000);
    expect((await add({ name: '张三', certType: '0', idNumber: ID_1.toLowerCase() })).code).toBe(12310134);
    expect((await add({ name: '李四', certType: '0', idNumber: '110105194912310022' })).code).toBe(10001014);
    expect((await add({ name: '李四', certType: '9', idNumber: 'E12345678' })).code).toBe(12310136);
    expect((await add({ name: '李四', certType: '0', idNumber: ID_2, mobile: '13700000001' })).code).toBe(12310135);
    expect((await add({ name: '李四', certType: '2', idNumber: 'E12345678' })).code).toBe(20000);
    // Another institution has its own candidates: the same number is free there.
    expect((await add({ name: '张三', certType: '0', idNumber: ID_1 }, tokenB)).code).toBe(20000);
  });

  it('searches, disables, resets a password and deletes; another institution sees none of it', async () => {
    const page = (await call({ url: `${C}/page?keyword=${encodeURIComponent('张')}` })).data;
    expect(page).toMatchObject({ total: 1, records: [{ name: '张三', idNumber: ID_1, hasPassword: true, status: 1 }] });
    const id = page.records[0].id;
    expect((await call({ method: 'POST', url: `${C}/status`, body: { ids: [id], status: 0 } })).code).toBe(20000);
    expect((await call({ url: `${C}/page?status=0` })).data.records.map((r: { id: string }) => r.id)).toEqual([id]);
    const weak = await call({ method: 'POST', url: `${C}/resetPassword`, body: { id, password: await encryptPassword(t, 'short') } });
    expect(weak.code).toBe(12310130);
    const reset = await call({
      method: 'POST',
      url: `${C}/resetPassword`,
      body: { id, password: await encryptPassword(t, 'NewPassw0rd') },
    });
    expect(reset.code).toBe(20000);

    const asB: Omit<Call, 'as'>[] = [
      { method: 'POST', url: `${C}/status`, body: { ids: [id], status: 1 } },
      { method: 'POST', url: `${C}/edit`, body: { id, name: 'x', certType: '2', idNumber: 'E99999999' } },
      { method: 'POST', url: `${C}/resetPassword`, body: { id, password: await encryptPassword(t, 'Passw0rd123') } },
      { method: 'DELETE', url: `${C}/delete`, body: { ids: [id] } },
    ];
    for (const attempt of asB) expect((await call({ ...attempt, as: tokenB })).code, attempt.url).toBe(10000404);
    expect(JSON.stringify((await call({ url: `${C}/page`, as: tokenB })).data)).not.toContain('E12345678');
    expect((await call({ url: `${C}/page?status=0` })).data.total).toBe(1);

    const other = (await call({ url: `${C}/page?certType=2` })).data.records[0].id;
    expect((await call({ method: 'DELETE', url: `${C}/delete`, body: { ids: [other] } })).code).toBe(20000);
    expect((await call({ url: `${C}/page?certType=2` })).data.total).toBe(0);
  });

  it('imports nothing from a file with bad rows and names each; imports a good file; exports what it finds', async () => {
    const rows = [
      ['王五', '居民身份证', ID_2, '13700000002', '', ''],
      ['赵六', '护照', 'P1234567', '', 'zl@example.cn', 'Passw0rd123'],
      ['重复', '0', ID_1, '', '', ''],
      ['', '外星证件', '123', '13700000002', 'bad', 'short'],
    ];
    const bad = await importFile(t, `${C}/import`, tokenA, await xlsxOf(rows), 'c.xlsx');
    expect(bad.code).toBe(12310108);
    const byRow = (row: number) => bad.data.errors.filter((e: { row: number }) => e.row === row).map((e: { reason: string }) => e.reason);
    expect(byRow(2)).toEqual([]);
    expect(byRow(4)).toEqual(['该证件号码的考生账号已存在']);
    expect(byRow(5)).toEqual(expect.arrayContaining(['姓名未填写', '证件类型不存在', '与文件中前面的行重复']));
    expect((await call({ url: `${C}/page` })).data.total).toBe(1);

    const good = await importFile(t, `${C}/import`, tokenA, await xlsxOf(rows.slice(0, 2)), 'c.xlsx');
    expect(good).toMatchObject({ code: 20000, data: { total: 2, imported: 2 } });
    const listed = (await call({ url: `${C}/page?size=50` })).data.records;
    expect(listed.find((c: { name: string }) => c.name === '王五')).toMatchObject({ certType: '0', hasPassword: false });
    expect(listed.find((c: { name: string }) => c.name === '赵六')).toMatchObject({ certType: '2', hasPassword: true });

    const file = await t.app.inject({
      url: `${C}/export?keyword=${encodeURIComponent('王')}`,
      headers: { authorization: `Bearer ${tokenA}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(2).values).toEqual([undefined, '王五', '居民身份证', ID_2, '13700000002']);
  });

  it('answers 403 to a member without gl_xt', async () => {
    await givenMember(t, officeA, 'proctor', [Authority.monitor]);
    const proctor = await signIn(t, 'proctor');
    for (const url of [`${C}/page`, '/gl/ua/ogt/gl/settings', '/gl/ua/ogt/gl/office/profile'])
      expect((await t.app.inject({ url, headers: { authorization: `Bearer ${proctor}` } })).statusCode, url).toBe(403);
  });
});
