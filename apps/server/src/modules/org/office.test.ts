import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callApi, createTestApp, givenInstitution, givenMember, signIn, type TestApp, uploadFile } from '../../test/test-app';

let t: TestApp;
let tokenA: string;
let officeA: string;

const call = (c: Omit<Call, 'as'> & { as?: string }) => callApi(t, { as: tokenA, ...c });

beforeAll(async () => {
  t = await createTestApp();
  officeA = (await givenInstitution(t, '考试院', 'admina')).office.id;
  // Another institution, whose name this one cannot take.
  await givenInstitution(t, '培训中心', 'adminb');
  // The institution's administrator and three more members, as the profile's member count shows.
  for (const username of ['member1', 'member2', 'member3']) await givenMember(t, officeA, username, []);
  tokenA = await signIn(t, 'admina');
});
afterAll(() => t.close());

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

  it('takes a group marker the Group header can carry, and refuses one it cannot (集团A)', async () => {
    const save = (routeFlag: string) =>
      call({ method: 'POST', url: '/gl/ua/ogt/gl/office/profile/save', body: { name: '考试院', routeFlag } });
    const refused = await save('集团A');
    expect(refused).toMatchObject({ code: 12310170, msg: expect.stringContaining('集团标识') });
    expect((await call({ url: '/gl/ua/ogt/gl/office/profile' })).data.routeFlag).not.toBe('集团A');
    expect((await save('jtb')).code).toBe(20000);
    const me = await call({ url: '/gl/ua/ogt/oauth2/getuser' });
    expect(me.data.officeRouteFlag).toBe('jtb');
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
