import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../test/media-files';
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

  it('keeps the time zone exam times are shown in: Asia/Shanghai at first, then the IANA zone chosen; an unknown one is refused by name', async () => {
    const profile = async () => (await call({ url: '/gl/ua/ogt/gl/office/profile' })).data;
    const me = async () => (await call({ url: '/gl/ua/ogt/oauth2/getuser' })).data;
    expect((await profile()).timeZone).toBe('Asia/Shanghai');
    expect((await me()).timeZone).toBe('Asia/Shanghai');
    const save = (timeZone: string) =>
      call({ method: 'POST', url: '/gl/ua/ogt/gl/office/profile/save', body: { name: '考试院', timeZone } });
    expect(await save('Mars/Olympus')).toMatchObject({ code: 12310171, msg: '未知的时区：Mars/Olympus' });
    const english = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/profile/save',
      headers: { authorization: `Bearer ${tokenA}`, 'accept-language': 'en' },
      payload: { name: '考试院', timeZone: 'Europe/Atlantis' },
    });
    expect(english.json()).toMatchObject({ code: 12310171, msg: 'Unknown time zone: Europe/Atlantis' });
    expect((await profile()).timeZone).toBe('Asia/Shanghai');
    // A zone a browser names otherwise than this server's ICU is taken as named.
    expect((await save('Asia/Kolkata')).data.timeZone).toBe('Asia/Kolkata');

    expect((await save('America/New_York')).data.timeZone).toBe('America/New_York');
    // Every member's session carries it at once: the console shows exam times in it.
    expect((await me()).timeZone).toBe('America/New_York');
    const audit = await call({ url: '/gl/ua/ogt/gl/audit/page?action=office.edit&size=1' });
    expect(audit.data.records[0].detail).toMatchObject({ timeZone: ['Asia/Kolkata', 'America/New_York'] });
    await save('Asia/Shanghai');
  });

  it('keeps a PNG logo in the file store, refuses other files and large ones, and can go back to the bundled logo', async () => {
    const image = png();
    const first = await uploadFile(t, '/gl/ua/ogt/gl/office/logo', tokenA, image, 'logo.png');
    expect(first.data.logo).toMatch(/^cloudeFile\/file\/[\w-]{32}$/);
    const up = await uploadFile(t, '/gl/ua/ogt/gl/office/logo', tokenA, image, 'logo.png');
    const brand = await t.app.inject({ url: `/gl/ua/ogt/gl/platform/brand?officeId=${officeA}` });
    expect(brand.json().data.logo).toBe(up.data.logo);
    expect((await call({ url: '/gl/ua/ogt/gl/office/profile' })).data.logo).toBe(up.data.logo);
    const served = await t.app.inject({ url: `/${up.data.logo}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, image)).toBe(0);
    // The logo it replaced is gone from the store.
    expect((await t.app.inject({ url: `/${first.data.logo}` })).statusCode).toBe(404);

    const script = await uploadFile(t, '/gl/ua/ogt/gl/office/logo', tokenA, Buffer.from('<svg onload="alert(1)"/>'), 'logo.png');
    expect(script).toMatchObject({ code: 12310132 });
    expect(await uploadFile(t, '/gl/ua/ogt/gl/office/logo', tokenA, png(300 * 1024), 'big.png')).toMatchObject({
      code: 12310133,
      msg: '图片大小不能超过 200 KB',
    });
    await call({ method: 'DELETE', url: '/gl/ua/ogt/gl/office/logo' });
    expect((await call({ url: '/gl/ua/ogt/gl/office/profile' })).data.logo).toBeNull();
    expect((await t.app.inject({ url: `/${up.data.logo}` })).statusCode).toBe(404);
  });
});
