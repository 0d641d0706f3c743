import { Authority } from '@cloud-exam/contract/authorities';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { categoryApi } from '@cloud-exam/contract/exam/category';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;
let t: TestApp;
let admin: string;
let other: string;

const call = async (e: Endpoint, input: object, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
const at = (hours: number) => new Date(t.clock.now + hours * HOUR).toISOString();
const exam = (name: string, over: object = {}) => ({
  examName: name,
  beginDate: at(24),
  endDate: at(48),
  examMethod: '线上考试',
  subjects: [
    { subjectName: '语文', duration: 120, earlySubmitMinutes: 30 },
    { subjectName: '数学', duration: 90 },
  ],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const office = await givenInstitution(t, '第一中学', 'admina');
  admin = await signIn(t, 'admina');
  await givenInstitution(t, '第二中学', 'adminb');
  other = await signIn(t, 'adminb');
  await givenMember(t, office.office.id, 'banker', [Authority.bank]);
});
afterAll(() => t.close());

describe('exams', () => {
  it('creates an exam with its subjects and reads it back, with its default agreement sanitised', async () => {
    const { agreement } = await ok(examApi.defaultAgreement, {});
    expect(agreement).toContain('<ol>');
    const { id } = await ok(examApi.add, exam('期中考试', { agreement: `${agreement}<script>alert(1)</script><p onclick="x()">同意</p>` }));
    const read = await ok(examApi.baseInfo, { id });
    expect(read).toMatchObject({ examName: '期中考试', examMethod: '线上考试', published: false, status: 'notStarted', candidateCount: 0 });
    expect(read.subjects).toMatchObject([
      { subjectName: '语文', duration: 120, earlySubmitMinutes: 30, lateEntryMinutes: 0 },
      { subjectName: '数学', duration: 90, earlySubmitMinutes: 0 },
    ]);
    expect(read.agreement).not.toContain('script');
    expect(read.agreement).not.toContain('onclick');
    expect(await ok(examApi.examBaseInfo, { id })).toMatchObject({ examId: id, examName: '期中考试', beginDate: at(24), endDate: at(48) });
  });

  it('enforces the rules of spec §5 with their codes', async () => {
    const refused = async (over: object, code: number) => expect((await call(examApi.add, exam(`规则${code}`, over))).code).toBe(code);
    await refused({ beginDate: at(48), endDate: at(24) }, ErrorCodes.examBeginAfterEnd);
    await refused({ subjects: [{ subjectName: '语文', duration: 0 }] }, ErrorCodes.subjectDurationInvalid);
    await refused({ subjects: [{ subjectName: '语文', duration: 60, earlySubmitMinutes: 61 }] }, ErrorCodes.earlySubmitInvalid);
    await refused({ subjects: [{ subjectName: '语文', duration: 60, earlySubmitMinutes: -1 }] }, ErrorCodes.earlySubmitInvalid);
    // A fraction of a minute is told as the rule it breaks, not as bad input.
    await refused({ subjects: [{ subjectName: '语文', duration: 1.5 }] }, ErrorCodes.subjectDurationInvalid);
    await refused({ subjects: [{ subjectName: '语文', duration: 60, earlySubmitMinutes: 2.5 }] }, ErrorCodes.earlySubmitInvalid);
    await refused(
      { subjects: [{ subjectName: '一二三四五六七八九十一二三四五六七八九十一', duration: 60 }] },
      ErrorCodes.examSubjectNameTooLong,
    );
    await refused({ examMethod: '一二三四五六七八九十一' }, ErrorCodes.examMethodNameTooLong);
    await ok(examApi.add, exam('十字考试方式', { examMethod: '一二三四五六七八九十' }));
    await ok(examApi.add, exam('三十字符考试方式', { examMethod: 'm'.repeat(30) }));
    await refused(
      {
        subjects: [
          { subjectName: '语文', duration: 60 },
          { subjectName: '语文', duration: 60 },
        ],
      },
      ErrorCodes.subjectNameRepeated,
    );
    // 20 Chinese characters, or 60 others, are allowed.
    await ok(
      examApi.add,
      exam('二十字科目', {
        subjects: [
          { subjectName: '一二三四五六七八九十一二三四五六七八九十', duration: 60 },
          { subjectName: 'a'.repeat(60), duration: 60 },
        ],
      }),
    );
    expect((await call(examApi.add, exam('别处封面', { cover: 'not-a-picture-of-ours' }))).code).toBe(ErrorCodes.notFound);
    await ok(examApi.add, exam('重名考试'));
    expect((await call(examApi.add, exam('重名考试'))).code).toBe(ErrorCodes.examNameTaken);
  });

  it('edits base information and subjects; a published exam keeps its window and subjects', async () => {
    const { id } = await ok(examApi.add, exam('可编辑考试'));
    const before = await ok(examApi.baseInfo, { id });
    const [chinese] = before.subjects;
    await ok(examApi.update, {
      id,
      ...exam('可编辑考试', {
        subjects: [
          { ...chinese, duration: 100 },
          { subjectName: '英语', duration: 60 },
        ],
      }),
    });
    const after = await ok(examApi.baseInfo, { id });
    expect(after.subjects.map((s: { subjectName: string; duration: number }) => [s.subjectName, s.duration])).toEqual([
      ['语文', 100],
      ['英语', 60],
    ]);
    expect(after.subjects[0].id).toBe(chinese.id);
    // Publishing is refused until the exam has what it needs; published by hand here, the lock applies.
    await t.db.execute(`update exams set published = true where id = '${id}'`);
    expect((await call(examApi.update, { id, ...exam('可编辑考试', { subjects: after.subjects, endDate: at(72) }) })).code).toBe(
      ErrorCodes.examPublishedLocked,
    );
    await ok(examApi.update, { id, ...exam('改名的考试', { subjects: after.subjects, description: '说明' }) });
    expect((await call(examApi.remove, { id })).code).toBe(ErrorCodes.examPublishedCannotDelete);
  });

  it('takes the base information in the query and the subjects in the body (spec §7: PUT in the query)', async () => {
    const { id } = await ok(examApi.add, exam('查询参数考试'));
    const { subjects } = await ok(examApi.baseInfo, { id });
    const query = new URLSearchParams({ id, examName: '查询参数考试（改）', beginDate: at(30), endDate: at(50), examMethod: '机考' });
    const put = (body: object) =>
      t.app
        .inject({ method: 'PUT', url: `${examApi.update.path}?${query}`, headers: { authorization: `Bearer ${admin}` }, payload: body })
        .then((r) => r.json());
    const answer = await put({ subjects: [...subjects, { subjectName: '英语', duration: 45 }] });
    expect(answer.code, JSON.stringify(answer)).toBe(20000);
    const read = await ok(examApi.baseInfo, { id });
    expect(read).toMatchObject({ examName: '查询参数考试（改）', beginDate: at(30), endDate: at(50), examMethod: '机考' });
    expect(read.subjects.map((s: { subjectName: string }) => s.subjectName)).toEqual(['语文', '数学', '英语']);
    // The rules hold whichever side a parameter came on.
    query.set('endDate', at(20));
    expect((await put({ subjects })).code).toBe(ErrorCodes.examBeginAfterEnd);
  });

  it('lists by the five filters of spec §4', async () => {
    const past = await ok(examApi.add, exam('过期考试', { beginDate: at(-48), endDate: at(-24) }));
    const ended = await ok(examApi.add, exam('结束考试', { beginDate: at(-48), endDate: at(-24) }));
    const running = await ok(examApi.add, exam('进行考试', { beginDate: at(-1), endDate: at(5) }));
    await t.db.execute(`update exams set published = true where id in ('${ended.id}', '${running.id}')`);
    const names = async (status: string) =>
      (await ok(examApi.page, { status, examName: '考试', size: 100 })).records.map((r: { examName: string }) => r.examName);
    expect(await names('expired')).toEqual(['过期考试']);
    expect(await names('ended')).toEqual(['结束考试']);
    expect(await names('inProgress')).toEqual(['进行考试']);
    expect(await names('notStarted')).not.toContain('过期考试');
    expect(await names('notStarted')).toContain('期中考试');
    expect((await names('all')).length).toBeGreaterThan(5);
    expect(past.id).toBeTruthy();
  });

  it('refuses to publish with the list of what is missing, in the caller language', async () => {
    const { id } = await ok(examApi.add, exam('缺东西的考试'));
    expect((await ok(examApi.publishGaps, { id })).map((g: { gap: string }) => g.gap)).toEqual([
      'subjectWithoutPaper',
      'noCandidates',
      'noSessions',
    ]);
    const answer = await ok(examApi.updateBatch, { ids: [id], action: 'publish' });
    expect(answer.done).toBe(0);
    expect(answer.refused[0]).toMatchObject({ examName: '缺东西的考试', code: ErrorCodes.examNotReady });
    expect(answer.refused[0].msg).toContain('科目“语文”、“数学”没有试卷');
    const english = await t.app.inject({
      method: 'POST',
      url: examApi.updateBatch.path,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
      payload: { ids: [id], action: 'publish' },
    });
    expect(english.json().data.refused[0].msg).toContain('subjects without a paper: 语文, 数学');
  });

  it('copies an exam under a new name and deletes unpublished ones in a batch', async () => {
    const { id } = await ok(examApi.add, exam('被复制的考试'));
    const copy = await ok(examApi.copy, { id });
    expect((await ok(examApi.baseInfo, { id: copy.id })).examName).toBe('被复制的考试-副本');
    expect((await ok(examApi.copy, { id })).id).not.toBe(copy.id);
    const answer = await ok(examApi.updateBatch, { ids: [id, copy.id], action: 'delete' });
    expect(answer).toEqual({ done: 2, refused: [] });
    expect((await call(examApi.baseInfo, { id })).code).toBe(ErrorCodes.notFound);
    // A published exam in the batch is refused by name with its code; the others go.
    const kept = await ok(examApi.add, exam('已发布不可删'));
    const gone = await ok(examApi.add, exam('未发布可删'));
    await t.db.execute(`update exams set published = true where id = '${kept.id}'`);
    const mixed = await ok(examApi.updateBatch, { ids: [kept.id, gone.id], action: 'delete' });
    expect(mixed).toMatchObject({
      done: 1,
      refused: [{ id: kept.id, examName: '已发布不可删', code: ErrorCodes.examPublishedCannotDelete }],
    });
    expect((await ok(examApi.baseInfo, { id: kept.id })).examName).toBe('已发布不可删');
  });

  it('orders published exams for candidates', async () => {
    const a = await ok(examApi.add, exam('排序甲'));
    const b = await ok(examApi.add, exam('排序乙'));
    await t.db.execute(`update exams set published = true, list_order = 0 where id in ('${a.id}', '${b.id}')`);
    await ok(examApi.saveOrder, { ids: [b.id, a.id] });
    const order = (await ok(examApi.order, {})).map((r: { examName: string }) => r.examName);
    expect(order.indexOf('排序乙')).toBeLessThan(order.indexOf('排序甲'));
  });

  it('keeps another institution and members without gl_kw out', async () => {
    const { id } = await ok(examApi.add, exam('别人看不到'));
    expect((await call(examApi.baseInfo, { id }, other)).code).toBe(ErrorCodes.notFound);
    expect((await call(examApi.update, { id, ...exam('改了') }, other)).code).toBe(ErrorCodes.notFound);
    expect((await call(examApi.updateBatch, { ids: [id], action: 'delete' }, other)).code).toBe(ErrorCodes.notFound);
    expect((await ok(examApi.page, { examName: '别人看不到' }, other)).total).toBe(0);
    const banker = await signIn(t, 'banker');
    expect((await inject(t, examApi.page, {}, banker)).statusCode).toBe(403);
  });
});

describe('examination categories', () => {
  it('keeps a tree of at most three levels with names unique among siblings', async () => {
    const top = await ok(categoryApi.add, { name: '职业资格' });
    const mid = await ok(categoryApi.add, { name: '会计', parentId: top.id });
    const low = await ok(categoryApi.add, { name: '初级', parentId: mid.id });
    expect((await call(categoryApi.add, { name: '更深', parentId: low.id })).code).toBe(ErrorCodes.categoryTooDeep);
    expect((await call(categoryApi.add, { name: '会计', parentId: top.id })).code).toBe(ErrorCodes.categoryNameTaken);
    await ok(categoryApi.add, { name: '会计' });
    const tree = await ok(categoryApi.tree, {});
    expect(tree.find((c: { name: string }) => c.name === '职业资格').children[0]).toMatchObject({
      name: '会计',
      children: [{ name: '初级' }],
    });
    expect((await call(categoryApi.remove, { id: mid.id })).code).toBe(ErrorCodes.categoryHasChildren);
    // renamed and reordered among its siblings; a sibling's name is refused, another institution's rename finds nothing
    await ok(categoryApi.edit, { id: mid.id, name: '会计师', sort: 5 });
    expect((await ok(categoryApi.tree, {})).find((c: { name: string }) => c.name === '职业资格').children[0]).toMatchObject({
      name: '会计师',
      sort: 5,
    });
    const sibling = await ok(categoryApi.add, { name: '审计', parentId: top.id });
    expect((await call(categoryApi.edit, { id: sibling.id, name: '会计师' })).code).toBe(ErrorCodes.categoryNameTaken);
    expect((await call(categoryApi.edit, { id: mid.id, name: '偷改' }, other)).code).toBe(ErrorCodes.notFound);
    await ok(categoryApi.remove, { id: sibling.id });
    const filed = await ok(examApi.add, exam('分类考试', { categoryId: low.id }));
    expect((await ok(examApi.page, { categoryId: low.id })).records.map((r: { examName: string }) => r.examName)).toEqual(['分类考试']);
    await ok(categoryApi.remove, { id: low.id });
    expect((await ok(examApi.baseInfo, { id: filed.id })).categoryId).toBeNull();
    expect((await ok(categoryApi.tree, {}, other)).length).toBe(0);
  });
});
