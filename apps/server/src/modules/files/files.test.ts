import { Authority } from '@cloud-exam/contract/authorities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileTasks } from '../../db/schema';
import { callApi, createTestApp, givenInstitution, givenMember, runScheduled, signIn, type TestApp } from '../../test/test-app';
import { readSheet } from '../../lib/excel';

let t: TestApp;
let admin: string;
let colleague: string;
let stranger: string;

const exportMembers = (as: string) =>
  t.app.inject({ url: '/gl/ua/ogt/gl/office/user/export', headers: { authorization: `Bearer ${as}`, 'accept-language': 'zh' } });
const myFiles = (as: string, body: Record<string, unknown> = {}, lang = 'zh') =>
  t.app
    .inject({
      method: 'POST',
      url: '/cloudeFile/task/pageTaskRecord',
      headers: { authorization: `Bearer ${as}`, 'accept-language': lang },
      payload: { current: 1, size: 10, ...body },
    })
    .then((res) => res.json());

beforeAll(async () => {
  // The job queue at once: the download centre is cleared on its schedule.
  t = await createTestApp({ startJobs: true });
  const a = await givenInstitution(t, '甲考试院', 'files-admin');
  await givenMember(t, a.office.id, 'files-colleague', [Authority.system]);
  await givenInstitution(t, '乙考试院', 'files-stranger');
  [admin, colleague, stranger] = await Promise.all([signIn(t, 'files-admin'), signIn(t, 'files-colleague'), signIn(t, 'files-stranger')]);
});
afterAll(() => t.close());

describe('download centre', () => {
  it('names the systems and their kinds of file in the caller’s language', async () => {
    const systems = await callApi(t, { url: '/cloudeFile/task/listSystem', as: admin });
    expect(systems.data).toEqual([
      { id: 'sys', name: '系统管理' },
      { id: 'bank', name: '题库管理' },
      { id: 'exam', name: '考务管理' },
    ]);
    const types = await t.app.inject({
      url: '/cloudeFile/task/listFileType/sys',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(types.json().data.map((x: { name: string }) => x.name)).toEqual([
      'Member export',
      'Candidate account export',
      'Department export',
      'Member import report',
      'Candidate account import report',
      'Department import report',
    ]);
    expect((await callApi(t, { url: '/cloudeFile/task/listFileType/nope', as: admin })).data).toEqual([]);
  });

  it('keeps each export for its maker only, fetchable again with the same content', async () => {
    const exported = await exportMembers(admin);
    expect(exported.statusCode).toBe(200);

    const page = await myFiles(admin);
    expect(page.data.total).toBe(1);
    const [task] = page.data.records;
    expect(task).toMatchObject({
      systemName: '系统管理',
      fileTypeName: '用户导出',
      fileName: '用户.xlsx',
      status: 1,
      size: exported.rawPayload.length,
    });

    const again = await t.app.inject({ url: `/cloudeFile/task/download/${task.id}`, headers: { authorization: `Bearer ${admin}` } });
    expect(again.headers['content-disposition']).toContain(encodeURIComponent('用户.xlsx'));
    expect(Buffer.compare(again.rawPayload, exported.rawPayload)).toBe(0);
    expect((await readSheet(again.rawPayload, 3)).flatMap((r) => r.cells)).toContain('files-admin');

    // A colleague in the same institution and an administrator of another see nothing of it and cannot fetch it.
    expect((await myFiles(colleague)).data.total).toBe(0);
    expect((await myFiles(stranger)).data.total).toBe(0);
    const theirs = await t.app.inject({ url: `/cloudeFile/task/download/${task.id}`, headers: { authorization: `Bearer ${stranger}` } });
    expect(theirs.json()).toMatchObject({ code: 10000404 });
    expect(
      (await callApi(t, { method: 'POST', url: '/cloudeFile/task/deleteTaskRecord', body: { ids: [task.id] }, as: stranger })).data,
    ).toEqual({ deleted: 0 });
  });

  it('filters by kind and status, deletes on request, and lets files go after seven days', async () => {
    await t.app.inject({ url: '/gl/ua/ogt/gl/dept/export', headers: { authorization: `Bearer ${admin}` } });
    expect((await myFiles(admin)).data.total).toBe(2);
    expect((await myFiles(admin, { fileType: 'dept.export' })).data.records.map((r: { fileTypeName: string }) => r.fileTypeName)).toEqual([
      '部门导出',
    ]);
    expect((await myFiles(admin, { status: 2 })).data.total).toBe(0);

    const dept = (await myFiles(admin, { fileType: 'dept.export' })).data.records[0];
    expect(
      (await callApi(t, { method: 'POST', url: '/cloudeFile/task/deleteTaskRecord', body: { ids: [dept.id] }, as: admin })).data,
    ).toEqual({ deleted: 1 });
    expect((await myFiles(admin)).data.total).toBe(1);

    const [kept] = await t.db.select({ userId: fileTasks.userId, fileKey: fileTasks.fileKey }).from(fileTasks);
    expect(await t.files.get(kept!.fileKey!)).toBeDefined();
    t.advance(7 * 86_400_000 + 1000);
    expect((await myFiles(admin)).data.total).toBe(0);
    // The hourly clearing removes the expired files, rows and bytes, though their owner never comes back.
    expect(await runScheduled(t, 'files.expire')).toBe('completed');
    expect(await t.db.select().from(fileTasks).where(eq(fileTasks.userId, kept!.userId))).toEqual([]);
    expect(await t.files.get(kept!.fileKey!)).toBeUndefined();
  });

  it('refuses a caller without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/cloudeFile/task/pageTaskRecord', payload: {} })).statusCode).toBe(401);
  });
});
