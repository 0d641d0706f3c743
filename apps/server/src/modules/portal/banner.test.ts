import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { sessionApi } from '@cloud-exam/contract/account/session';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { bannerApi } from '@cloud-exam/contract/portal/banner';
import { roleApi } from '@cloud-exam/contract/org/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as media from '../../test/media-files';
import { callsOf, inject } from '../../test/probes';
import { createTestApp, givenInstitution, givenOperator, signIn, type TestApp, uploadFile } from '../../test/test-app';

let t: TestApp;
let operator: string;
let admin: string;
const calls = callsOf(
  () => t,
  () => operator,
);
const { ok } = calls;
const call = (e: Endpoint, input: unknown, as = operator) => calls.call(e, input, as);
const image = async (width: number, height: number, as = operator) =>
  (await uploadFile(t, '/cloudeFile/file/upload/image', as, media.png(0, width, height), 'banner.png')).data.key as string;
const showing = async () => (await inject(t, bannerApi.list, undefined)).json().data as { title: string }[];

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'admina');
  admin = await signIn(t, 'admina');
  await givenOperator(t, 'operator');
  operator = await signIn(t, 'operator');
});
afterAll(() => t.close());

describe('the platform and its operator', () => {
  it('is no institution: its operator holds pt_operator, an institution’s admin does not pass for it, no role grants it', async () => {
    expect(await showing()).toEqual([]);
    expect((await inject(t, bannerApi.page, {}, admin)).statusCode).toBe(403);
    expect((await call(roleApi.add, { name: '运营', authorities: ['pt_operator'] }, admin)).code).not.toBe(20000);
    expect(await ok(sessionApi.offices, {})).toEqual([]);
  });
});

describe('banners', () => {
  it('take an uploaded image of at most 1920×688 told by its header, and show on the landing page in their order within their period', async () => {
    const tooWide = await image(1921, 600);
    expect((await call(bannerApi.add, { title: '太宽', image: tooWide })).code).toBe(ErrorCodes.bannerImageTooLarge);
    expect((await call(bannerApi.add, { title: '太高', image: await image(1200, 689) })).code).toBe(ErrorCodes.bannerImageTooLarge);
    expect((await call(bannerApi.add, { title: '别人的', image: await image(100, 100, admin) })).code).toBe(ErrorCodes.portalImageMissing);
    const now = Date.now();
    const later = new Date(now + 86_400_000).toISOString();
    expect(
      (await call(bannerApi.add, { title: '倒置', image: await image(100, 100), startTime: later, endTime: new Date(now).toISOString() }))
        .code,
    ).toBe(ErrorCodes.portalPeriodInvalid);
    const second = (await ok(bannerApi.add, { title: '第二张', image: await image(1920, 688), sort: 2, link: '/news' })).id;
    await ok(bannerApi.add, { title: '第一张', image: await image(800, 300), sort: 1 });
    await ok(bannerApi.add, { title: '明天的', image: await image(800, 300), startTime: later });
    expect((await showing()).map((b) => b.title)).toEqual(['第一张', '第二张']);
    expect(await ok(bannerApi.page, { size: 10 })).toMatchObject({ total: 3, records: [{ width: 800, height: 300 }, {}, {}] });
    expect((await call(bannerApi.edit, { id: second, title: '链接', image: tooWide, link: 'javascript:alert(1)' })).code).not.toBe(20000);
  });

  it('cannot all be disabled (11070113), by status, edit or deletion', async () => {
    const { records } = await ok(bannerApi.page, { size: 10 });
    const [a, b, c] = records as { id: string; title: string; image: string }[];
    await ok(bannerApi.setStatus, { id: a!.id, status: 0 });
    await ok(bannerApi.setStatus, { id: b!.id, status: 0 });
    expect((await call(bannerApi.setStatus, { id: c!.id, status: 0 })).code).toBe(ErrorCodes.bannersAllDisabled);
    expect((await call(bannerApi.edit, { ...c!, status: 0 })).code).toBe(ErrorCodes.bannersAllDisabled);
    expect((await call(bannerApi.remove, { id: c!.id })).code).toBe(ErrorCodes.bannersAllDisabled);
    await ok(bannerApi.remove, { id: a!.id });
  });
});
