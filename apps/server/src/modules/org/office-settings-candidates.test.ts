import { Authority } from '@cloud-exam/contract/authorities';
import { DEFAULT_SETTINGS } from '@cloud-exam/contract/settings';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Call,
  callApi,
  createTestApp,
  encryptPassword,
  givenInstitution,
  givenMember,
  requestToken,
  signIn,
  type TestApp,
  uploadFile,
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

describe('system settings', () => {
  it('starts from the spec’s defaults and refuses a value out of bounds', async () => {
    expect((await call({ url: '/gl/ua/ogt/gl/settings' })).data).toEqual({
      passwordMinLength: 8,
      passwordRequireCase: false,
      sessionHours: 12,
      rememberDays: 7,
      captchaLoginPer30Minutes: 5,
      captchaPerDay: 20,
    });
    const tooLong = await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: { ...DEFAULT_SETTINGS, rememberDays: 30 } });
    expect(tooLong.code).not.toBe(20000);
    expect((await call({ url: '/gl/ua/ogt/gl/settings' })).data.rememberDays).toBe(7);
  });

  it('applies the password policy to passwords an administrator sets', async () => {
    const saved = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/settings/save',
      body: { ...DEFAULT_SETTINGS, passwordMinLength: 12, passwordRequireCase: true },
    });
    expect(saved.code).toBe(20000);
    const roleId = (await call({ url: '/gl/ua/ogt/gl/role/list' })).data[0].id;
    const add = async (username: string, password: string) =>
      call({
        method: 'POST',
        url: '/gl/ua/ogt/gl/office/user/add',
        body: { username, name: username, password: await encryptPassword(t, password), roleIds: [roleId] },
      });
    expect(await add('short1', 'Passw0rd1')).toMatchObject({ code: 12310130, msg: '密码长度不能少于 12 位' });
    expect((await add('lower1', 'passw0rd1234')).code).toBe(12310131);
    expect((await add('strong1', 'Passw0rd1234')).code).toBe(20000);
    // Any member reads the policy their own password change must meet; the rest of the settings stay the administrators'.
    await givenMember(t, officeA, 'policy-reader', []);
    const member = await signIn(t, 'policy-reader');
    expect((await call({ url: '/gl/ua/ogt/gl/settings/passwordPolicy', as: member })).data).toEqual({
      passwordMinLength: 12,
      passwordRequireCase: true,
    });
    expect((await call({ url: '/gl/ua/ogt/gl/settings', as: member })).code).toBe(-1);
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: DEFAULT_SETTINGS });
  });

  it('makes a sign-in last the configured hours', async () => {
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: { ...DEFAULT_SETTINGS, sessionHours: 2 } });
    const res = await requestToken(t, 'admina', 'Passw0rd123');
    expect(res.json().expires_in).toBe(2 * 3600);
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: DEFAULT_SETTINGS });
  });

  it('limits sign-in codes to the configured number per 30 minutes', async () => {
    const roleId = (await call({ url: '/gl/ua/ogt/gl/role/list' })).data[0].id;
    const mobile = '13911112222';
    const added = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/user/add',
      body: { username: 'coded', name: 'coded', mobile, password: await encryptPassword(t, 'Passw0rd123'), roleIds: [roleId] },
    });
    expect(added.code).toBe(20000);
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: { ...DEFAULT_SETTINGS, captchaLoginPer30Minutes: 2 } });
    const send = async () => {
      t.advance(61_000);
      const res = await t.app.inject({ method: 'POST', url: '/gl/ua/ogt/send/captcha', payload: { content: mobile, type: 'login' } });
      return res.json().code as number;
    };
    expect([await send(), await send(), await send()]).toEqual([20000, 20000, 12111303]);
    await call({ method: 'POST', url: '/gl/ua/ogt/gl/settings/save', body: DEFAULT_SETTINGS });
  });
});

describe('institution profile', () => {
  it('saves the platform name the header lookup shows, and refuses another institution’s name', async () => {
    const saved = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/profile/save',
      body: {
        name: '考试院',
        platformName: '省考试院在线考试',
        contactName: '李老师',
        contactPhone: '010-66668888',
        contactEmail: 'exam@example.cn',
      },
    });
    expect(saved.data).toMatchObject({ platformName: '省考试院在线考试', contactPhone: '010-66668888', memberCount: 4 });
    const brand = await t.app.inject({ url: `/gl/ua/ogt/gl/platform/brand?officeId=${officeA}&systemCode=admin` });
    expect(brand.json().data).toMatchObject({ platformName: '省考试院在线考试', officename: '考试院' });
    expect((await call({ method: 'POST', url: '/gl/ua/ogt/gl/office/profile/save', body: { name: '培训中心' } })).code).toBe(12310102);
    const badMail = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/profile/save',
      body: { name: '考试院', contactEmail: 'nope' },
    });
    expect(badMail.code).not.toBe(20000);
  });

  it('takes a PNG logo, refuses other files and large ones, and can go back to the bundled logo', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    const up = await uploadFile(t, '/gl/ua/ogt/gl/office/logo', tokenA, png, 'logo.png');
    expect(up.data.logo).toMatch(/^data:image\/png;base64,/);
    const brand = await t.app.inject({ url: `/gl/ua/ogt/gl/platform/brand?officeId=${officeA}` });
    expect(brand.json().data.logo).toBe(up.data.logo);
    const script = await uploadFile(t, '/gl/ua/ogt/gl/office/logo', tokenA, Buffer.from('<svg onload="alert(1)"/>'), 'logo.png');
    expect(script).toMatchObject({ code: 12310132 });
    const big = Buffer.concat([png, Buffer.alloc(300 * 1024)]);
    expect(await uploadFile(t, '/gl/ua/ogt/gl/office/logo', tokenA, big, 'big.png')).toMatchObject({
      code: 12310133,
      msg: '图片大小不能超过 200 KB',
    });
    await call({ method: 'DELETE', url: '/gl/ua/ogt/gl/office/logo' });
    expect((await call({ url: '/gl/ua/ogt/gl/office/profile' })).data.logo).toBeNull();
  });
});

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
    const bad = await uploadFile(t, `${C}/import`, tokenA, await xlsxOf(rows), 'c.xlsx');
    expect(bad.code).toBe(12310108);
    const byRow = (row: number) => bad.data.errors.filter((e: { row: number }) => e.row === row).map((e: { reason: string }) => e.reason);
    expect(byRow(2)).toEqual([]);
    expect(byRow(4)).toEqual(['该证件号码的考生账号已存在']);
    expect(byRow(5)).toEqual(expect.arrayContaining(['姓名未填写', '证件类型不存在', '与文件中前面的行重复']));
    expect((await call({ url: `${C}/page` })).data.total).toBe(1);

    const good = await uploadFile(t, `${C}/import`, tokenA, await xlsxOf(rows.slice(0, 2)), 'c.xlsx');
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
    const bad = await uploadFile(t, '/gl/ua/ogt/gl/office/user/import', tokenA, await xlsxOf(rows), 'u.xlsx');
    expect(bad.code).toBe(12310108);
    const reasons = (row: number) => bad.data.errors.filter((e: { row: number }) => e.row === row).map((e: { reason: string }) => e.reason);
    expect(reasons(4)).toEqual(expect.arrayContaining(['部门不存在：总校/不存在', '角色不存在：不存在的角色']));
    expect(reasons(4).length).toBe(3);
    expect(reasons(5).length).toBe(2);
    expect(bad.data.errors.some((e: { row: number }) => e.row < 4)).toBe(false);
    expect((await call({ url: '/gl/ua/ogt/gl/office/user/get/page?keyword=teach' })).data.total).toBe(0);

    const good = await uploadFile(t, '/gl/ua/ogt/gl/office/user/import', tokenA, await xlsxOf(rows.slice(0, 2)), 'u.xlsx');
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
