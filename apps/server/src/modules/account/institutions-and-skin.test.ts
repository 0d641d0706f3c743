import { Authority } from '@cloud-exam/contract/authorities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, memberships, offices, roles } from '../../db/schema';
import { createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let cityId: string;
let countyId: string;
let token: string;

const get = (url: string, as = token) => t.app.inject({ url, headers: { authorization: `Bearer ${as}` } });

beforeAll(async () => {
  t = await createTestApp();
  const city = await givenInstitution(t, '市教育考试院', 'examiner');
  const county = await givenInstitution(t, '县教育局', 'county-admin');
  cityId = city.office.id;
  countyId = county.office.id;
  // The city examiner also invigilates for the county, with only the monitoring authority there.
  const [invigilator] = await t.db
    .insert(roles)
    .values({ officeId: countyId, code: 'county_invigilator', name: '县监考员', authorities: [Authority.monitor] })
    .returning();
  await t.db.insert(memberships).values({ userId: city.user.id, officeId: countyId });
  await t.db.insert(memberRoles).values({ userId: city.user.id, officeId: countyId, roleId: invigilator!.id });
  await t.db.update(offices).set({ platformName: '市考试云平台', logo: 'Ci7yLogoKey0123456789abcdefghijk' }).where(eq(offices.id, cityId));
  token = await signIn(t, 'examiner');
});
afterAll(() => t.close());

describe('institution switching', () => {
  it('lists the user’s institutions with the current one marked', async () => {
    const res = await get('/gl/ua/ogt/gl/orgswitchList');
    expect(res.json().data).toEqual([
      { officeid: cityId, name: '市教育考试院', current: true },
      { officeid: countyId, name: '县教育局', current: false },
    ]);
  });

  it('moves the session: getuser answers the other institution and its authorities', async () => {
    const switched = await get(`/gl/ua/ogt/gl/orgswitch?switchOrgId=${countyId}`);
    expect(switched.json().data).toEqual({ officeid: countyId, officename: '县教育局' });
    const me = (await get('/gl/ua/ogt/oauth2/getuser')).json().data;
    expect(me).toMatchObject({ officeid: countyId, officename: '县教育局', authorities: [Authority.monitor], roleName: ['县监考员'] });
    await get(`/gl/ua/ogt/gl/orgswitch?switchOrgId=${cityId}`);
    expect((await get('/gl/ua/ogt/oauth2/getuser')).json().data.authorities).toContain(Authority.admin);
  });

  it('refuses an institution the user does not belong to, and another user’s list', async () => {
    const stranger = await givenInstitution(t, '外省考试院', 'outsider');
    expect((await get(`/gl/ua/ogt/gl/orgswitch?switchOrgId=${stranger.office.id}`)).json()).toMatchObject({ code: 12421114 });
    expect((await get(`/gl/ua/ogt/gl/orgswitchList?userId=${stranger.user.id}`)).json()).toMatchObject({ code: -1 });
    expect((await get('/gl/ua/ogt/oauth2/getuser')).json().data.officeid).toBe(cityId);
  });
});

describe('role switch', () => {
  let checkerId: string;
  beforeAll(async () => {
    const [checker] = await t.db
      .insert(roles)
      .values({ officeId: cityId, code: 'city_checker', name: '城区巡考组长', authorities: [Authority.monitor] })
      .returning();
    checkerId = checker!.id;
    const examiner = (await get('/gl/ua/ogt/oauth2/getuser')).json().data;
    await t.db.insert(memberRoles).values({ userId: examiner.userid, officeId: cityId, roleId: checkerId });
    // Written behind the product's back, which would have told the session cache: a new session sees it.
    token = await signIn(t, 'examiner');
  });

  it('offers every role held; acting as one narrows the authorities, the names and what the server allows', async () => {
    const before = (await get('/gl/ua/ogt/oauth2/getuser')).json().data;
    expect(before.roles.map((r: { name: string }) => r.name)).toContain('城区巡考组长');
    expect(before).toMatchObject({ activeRoleId: null });
    expect(before.authorities).toContain(Authority.admin);
    expect((await get('/gl/ua/post/get/page?current=1&size=10')).statusCode).toBe(200);

    expect((await get(`/gl/ua/ogt/gl/roleswitch?roleId=${checkerId}`)).json().data).toEqual({ roleid: checkerId, name: '城区巡考组长' });
    const acting = (await get('/gl/ua/ogt/oauth2/getuser')).json().data;
    expect(acting).toMatchObject({ activeRoleId: checkerId, authorities: [Authority.monitor], roleName: ['城区巡考组长'] });
    expect((await get('/gl/ua/post/get/page?current=1&size=10')).statusCode).toBe(403);

    expect((await get('/gl/ua/ogt/gl/roleswitch')).json().data).toEqual({ roleid: null, name: null });
    const again = (await get('/gl/ua/ogt/oauth2/getuser')).json().data;
    expect(again.activeRoleId).toBeNull();
    expect(again.authorities).toContain(Authority.admin);
    expect(again.roleName).toContain('城区巡考组长');
  });

  it('refuses a role not held here; switching institution or losing the role returns to all roles', async () => {
    const countyRole = (await t.db.select().from(roles).where(eq(roles.code, 'county_invigilator')))[0]!;
    expect((await get(`/gl/ua/ogt/gl/roleswitch?roleId=${countyRole.id}`)).json()).toMatchObject({ code: 12421115 });

    await get(`/gl/ua/ogt/gl/roleswitch?roleId=${checkerId}`);
    await get(`/gl/ua/ogt/gl/orgswitch?switchOrgId=${countyId}`);
    await get(`/gl/ua/ogt/gl/orgswitch?switchOrgId=${cityId}`);
    expect((await get('/gl/ua/ogt/oauth2/getuser')).json().data).toMatchObject({ activeRoleId: null });

    // The switch drops the session from the cache, so the next call reads the role taken away meanwhile.
    await get(`/gl/ua/ogt/gl/roleswitch?roleId=${checkerId}`);
    await t.db.delete(memberRoles).where(eq(memberRoles.roleId, checkerId));
    const me = (await get('/gl/ua/ogt/oauth2/getuser')).json().data;
    expect(me).toMatchObject({ activeRoleId: null });
    expect(me.authorities).toContain(Authority.admin);
  });
});

describe('brand', () => {
  it('answers an institution’s logo and platform name, and nulls for the defaults', async () => {
    expect((await t.app.inject({ url: `/gl/ua/ogt/gl/platform/brand?officeId=${cityId}&systemCode=admin` })).json().data).toEqual({
      logo: 'cloudeFile/file/Ci7yLogoKey0123456789abcdefghijk',
      platformName: '市考试云平台',
      officename: '市教育考试院',
      serviceUrl: null,
    });
    expect((await t.app.inject({ url: '/gl/ua/ogt/gl/platform/brand?officeId=nope' })).json().data).toEqual({
      logo: null,
      platformName: null,
      officename: null,
      serviceUrl: null,
    });
  });
});

describe('skin', () => {
  it('starts empty, keeps what is changed, and merges later changes', async () => {
    expect((await get('/gl/ua/ogt/gl/skin')).json().data).toEqual({});
    const put = (query: string) =>
      t.app.inject({ method: 'PUT', url: `/gl/ua/ogt/gl/skin?${query}`, headers: { authorization: `Bearer ${token}` } });
    expect((await put('primary=%23112233&size=large')).json().data).toEqual({ primary: '#112233', size: 'large' });
    await put('sidebarCollapsed=1');
    expect((await get('/gl/ua/ogt/gl/skin')).json().data).toEqual({ primary: '#112233', size: 'large', sidebarCollapsed: '1' });
  });

  it('refuses a colour that is not #rrggbb', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/gl/ua/ogt/gl/skin?primary=red', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].field).toBe('querystring.primary');
  });

  it('is each user’s own', async () => {
    const other = await signIn(t, 'county-admin');
    expect((await get('/gl/ua/ogt/gl/skin', other)).json().data).toEqual({});
  });
});
