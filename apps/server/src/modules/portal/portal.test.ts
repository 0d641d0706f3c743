import { Authority } from '@cloud-exam/contract/authorities';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { sessionApi } from '@cloud-exam/contract/account/session';
import { roleApi } from '@cloud-exam/contract/org/role';
import { bannerApi } from '@cloud-exam/contract/portal/banner';
import { portalCategoryApi } from '@cloud-exam/contract/portal/category';
import { downloadApi } from '@cloud-exam/contract/portal/download';
import { newsApi } from '@cloud-exam/contract/portal/news';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import * as media from '../../test/media-files';
import { callsOf, inject, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, givenOperator, signIn, type TestApp, uploadFile } from '../../test/test-app';
import { givenExamDay } from '../sitting/sitting.probes';

/*
 * The platform and its operator; banners (at most 1920×688 by the image's header, never all disabled); news and downloads as their writers and readers notice them: the platform's operator and an institution (gl_pt)
 * each keep their own categories, news and files; the platform's published ones are public, an institution's reach
 * its own candidates only (in the exam client), never another institution's; rich text is sanitised, views counted,
 * pinned items first; the codes 11070115–11070120.
 */

let t: TestApp;
let operator: string;
let schoolA: string;
let schoolB: string;
let candidateA: string;
let candidateB: string;
const calls = callsOf(
  () => t,
  () => operator,
);
const call = (e: Endpoint, input: unknown, as: string | undefined = operator) => calls.call(e, input, as);
const ok = (e: Endpoint, input: unknown, as = operator) => calls.ok(e, input, as);
const anyone = (e: Endpoint, input?: unknown) => calls.call(e, input);
const image = async (width: number, height: number, as = operator) =>
  (await uploadFile(t, '/cloudeFile/file/upload/image', as, media.png(0, width, height), 'banner.png')).data.key as string;
const showing = async () => (await anyone(bannerApi.list)).data as { title: string }[];

/** A candidate of a new exam of the institution, signed in to the exam client. */
async function candidateOf(admin: string, serial: number) {
  const person = { name: `资讯考生${serial}`, idNumber: mainlandId(900 + serial) };
  const day = await givenExamDay(probeApi(t, admin), { name: `资讯${serial}`, now: t.clock.now, people: [person] });
  const login = {
    examId: day.exam,
    method: 'admissionNumber',
    admissionNumber: day.candidates[0]!.admissionNumber,
    idNumber: person.idNumber,
  };
  return (await ok(sittingApi.login, login, undefined as never)).token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '甲学校', 'newsa');
  await givenInstitution(t, '乙学校', 'newsb');
  await givenMember(t, office.id, 'newswriter', [Authority.portal]);
  schoolA = await signIn(t, 'newswriter');
  schoolB = await signIn(t, 'newsb');
  await givenOperator(t, 'newsop');
  operator = await signIn(t, 'newsop');
  candidateA = await candidateOf(await signIn(t, 'newsa'), 1);
  candidateB = await candidateOf(schoolB, 2);
});
afterAll(() => t?.close());

describe('news', () => {
  it('is written in the writer’s categories, sanitised, published, pinned and counted; the platform’s is public, an institution’s its candidates’ only', async () => {
    const notice = (await ok(portalCategoryApi.add, { kind: 'news', name: '通知公告', sort: 1 })).id;
    expect((await call(portalCategoryApi.add, { kind: 'news', name: '通知公告' })).code).toBe(ErrorCodes.portalCategoryTaken);
    await ok(portalCategoryApi.add, { kind: 'download', name: '通知公告' });
    const policy = (await ok(portalCategoryApi.add, { kind: 'news', name: '政策解读', sort: 2 })).id;
    expect(await anyone(portalCategoryApi.publicList, { kind: 'news' })).toMatchObject({
      data: [{ name: '通知公告' }, { name: '政策解读' }],
    });

    const cover = (await uploadFile(t, '/cloudeFile/file/upload/image', operator, media.png(0, 800, 450), 'cover.png')).data.key;
    const written = {
      categoryId: notice,
      title: '考试安排公告',
      summary: '安排',
      content: '<p>正文<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      cover,
    };
    const first = (await ok(newsApi.add, written)).id;
    expect((await ok(newsApi.detail, { id: first })).content).toBe('<p>正文<img src="x" /></p>');
    expect((await call(newsApi.add, { ...written, cover: 'NotMine0123456789abcdefghijklmnop' })).code).toBe(ErrorCodes.portalImageMissing);
    const schoolCategory = (await ok(portalCategoryApi.add, { kind: 'news', name: '校内新闻' }, schoolA)).id;
    expect((await call(newsApi.add, { ...written, categoryId: schoolCategory })).code).toBe(ErrorCodes.portalCategoryMissing);
    const second = (await ok(newsApi.add, { categoryId: policy, title: '政策问答', content: '<p>问答</p>' })).id;
    const draft = (await ok(newsApi.add, { categoryId: policy, title: '草稿', content: '<p>未完</p>' })).id;

    // drafts are nobody's to read but the writer's
    expect(await anyone(newsApi.publicPage, {})).toMatchObject({ data: { total: 0 } });
    expect((await anyone(newsApi.publicDetail, { id: draft })).code).toBe(ErrorCodes.notFound);
    await ok(newsApi.setStatus, { id: first, status: 1 });
    t.advance(1000);
    await ok(newsApi.setStatus, { id: second, status: 1 });
    const titles = async (input = {}) =>
      ((await anyone(newsApi.publicPage, input)).data.records as { title: string }[]).map((n) => n.title);
    expect(await titles()).toEqual(['政策问答', '考试安排公告']);
    await ok(newsApi.setPinned, { id: first, pinned: 1 });
    expect(await titles()).toEqual(['考试安排公告', '政策问答']);
    expect(await titles({ categoryId: policy })).toEqual(['政策问答']);
    expect(await titles({ size: 1, current: 2 })).toEqual(['政策问答']);
    await anyone(newsApi.publicDetail, { id: first });
    expect((await anyone(newsApi.publicDetail, { id: first })).data).toMatchObject({
      title: '考试安排公告',
      views: 2,
      content: '<p>正文<img src="x" /></p>',
    });
    await ok(newsApi.setStatus, { id: second, status: 0 });
    expect(await titles()).toEqual(['考试安排公告']);
    expect((await call(portalCategoryApi.remove, { id: policy })).code).toBe(ErrorCodes.portalCategoryInUse);

    // an institution's news: its own candidates read it in the exam client, nobody else
    const schoolNews = (await ok(newsApi.add, { categoryId: schoolCategory, title: '甲校通知', content: '<p>甲校</p>' }, schoolA)).id;
    await ok(newsApi.setStatus, { id: schoolNews, status: 1 }, schoolA);
    expect((await ok(newsApi.page, {}, schoolA)).records.map((n: { title: string }) => n.title)).toEqual(['甲校通知']);
    expect(await titles()).toEqual(['考试安排公告']);
    expect((await anyone(newsApi.publicDetail, { id: schoolNews })).code).toBe(ErrorCodes.notFound);
    expect((await ok(newsApi.candidatePage, {}, candidateA)).records.map((n: { title: string }) => n.title)).toEqual(['甲校通知']);
    expect(await ok(newsApi.candidateDetail, { id: schoolNews }, candidateA)).toMatchObject({ content: '<p>甲校</p>', views: 1 });
    expect(await ok(newsApi.candidatePage, {}, candidateB)).toMatchObject({ total: 0 });
    expect((await call(newsApi.candidateDetail, { id: schoolNews }, candidateB)).code).toBe(ErrorCodes.notFound);
    expect((await call(newsApi.candidateDetail, { id: first }, candidateA)).code).toBe(ErrorCodes.notFound);
    expect((await call(newsApi.setStatus, { id: schoolNews, status: 0 }, schoolB)).code).toBe(ErrorCodes.notFound);
  });
});

describe('downloads', () => {
  it('are files uploaded for them, in the writer’s categories, published by category with size and date', async () => {
    const software = (await ok(portalCategoryApi.add, { kind: 'download', name: '客户端软件', sort: 1 })).id;
    const forms = (await ok(portalCategoryApi.add, { kind: 'download', name: '表格下载', sort: 2 })).id;
    expect((await ok(portalCategoryApi.list, { kind: 'download' })).map((c: { name: string }) => c.name)).toEqual([
      '通知公告',
      '客户端软件',
      '表格下载',
    ]);
    const refused = await uploadFile(t, downloadApi.upload.path, operator, Buffer.from('just text'), 'a.txt');
    expect(refused.code).toBe(ErrorCodes.uploadTypeRefused);
    const pdf = (await uploadFile(t, downloadApi.upload.path, operator, media.pdf(), '报名表.pdf')).data;
    expect(pdf).toMatchObject({ name: '报名表.pdf', size: media.pdf().length });
    const image = (await uploadFile(t, '/cloudeFile/file/upload/image', operator, media.png(), 'a.png')).data.key;
    expect((await call(downloadApi.add, { categoryId: forms, title: '图片', file: image })).code).toBe(ErrorCodes.portalFileMissing);
    const form = (await ok(downloadApi.add, { categoryId: forms, title: '报名表', file: pdf.key })).id;
    const client = (await ok(downloadApi.add, { categoryId: software, title: '考试客户端', file: pdf.key, status: 0 })).id;
    expect(await anyone(downloadApi.publicList)).toMatchObject({
      data: [{ categoryName: '表格下载', files: [{ title: '报名表', fileName: '报名表.pdf', size: pdf.size }] }],
    });
    const served = await t.app.inject({ url: `/${(await anyone(downloadApi.publicList)).data[0].files[0].fileUrl}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toContain('attachment');
    await ok(downloadApi.setStatus, { id: form, status: 0 });
    await ok(downloadApi.setStatus, { id: client, status: 1 });
    expect(await anyone(downloadApi.publicList)).toMatchObject({ data: [{ categoryName: '客户端软件' }] });

    const schoolForms = (await ok(portalCategoryApi.add, { kind: 'download', name: '甲校表格' }, schoolA)).id;
    const schoolFile = (await uploadFile(t, downloadApi.upload.path, schoolA, media.pdf(), '甲校.pdf')).data.key;
    expect((await call(downloadApi.add, { categoryId: schoolForms, title: '偷用', file: schoolFile }, schoolB)).code).toBe(
      ErrorCodes.portalCategoryMissing,
    );
    await ok(downloadApi.add, { categoryId: schoolForms, title: '甲校表', file: schoolFile }, schoolA);
    expect(await ok(downloadApi.candidateList, undefined, candidateA)).toMatchObject([
      { categoryName: '甲校表格', files: [{ title: '甲校表' }] },
    ]);
    expect(await ok(downloadApi.candidateList, undefined, candidateB)).toEqual([]);
    expect((await anyone(downloadApi.publicList)).data.map((g: { categoryName: string }) => g.categoryName)).toEqual(['客户端软件']);
  });
});

describe('the platform and its operator', () => {
  it('is no institution: its operator holds pt_operator, an institution’s admin does not pass for it, no role grants it', async () => {
    expect(await showing()).toEqual([]);
    expect((await inject(t, bannerApi.page, {}, schoolB)).statusCode).toBe(403);
    expect((await call(roleApi.add, { name: '运营', authorities: ['pt_operator'] }, schoolB)).code).not.toBe(20000);
    expect(await ok(sessionApi.offices, {})).toEqual([]);
  });
});

describe('banners', () => {
  it('take an uploaded image of at most 1920×688 told by its header, and show on the landing page in their order within their period', async () => {
    const tooWide = await image(1921, 600);
    expect((await call(bannerApi.add, { title: '太宽', image: tooWide })).code).toBe(ErrorCodes.bannerImageTooLarge);
    expect((await call(bannerApi.add, { title: '太高', image: await image(1200, 689) })).code).toBe(ErrorCodes.bannerImageTooLarge);
    expect((await call(bannerApi.add, { title: '别人的', image: await image(100, 100, schoolB) })).code).toBe(
      ErrorCodes.portalImageMissing,
    );
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
