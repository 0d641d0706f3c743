import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { CANDIDATE_SIGN_IN_LIMITS, SAVE_GRACE_SECONDS, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, inject, probeApi } from '../../test/probes';
import { givenExamDay } from './sitting.probes';
import { png } from '../../test/media-files';
import { createTestApp, givenInstitution, runScheduled, signIn, type TestApp, uploadFile } from '../../test/test-app';

/*
 * Exam day through the exam client's calls: sign-in by the exam's methods with the spec's refusals, the start with
 * late entry, the candidate's paper without keys, saves by sequence number, leaves counted, hand-in once with the
 * objective score, and the server's own hand-in when time is up.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let exam: string;
let items: { single: string; multiple: string; essay: string };
const people = [0, 1, 2, 3, 4].map((n) => ({ name: `考生${n}`, idNumber: mainlandId(900 + n) }));
const admission: string[] = [];

const { call, ok } = callsOf(
  () => t,
  () => admin,
);
const login = (n: number, extra: object = {}) =>
  call(sittingApi.login, {
    examId: exam,
    method: 'admissionNumber',
    admissionNumber: admission[n],
    idNumber: people[n]!.idNumber,
    ...extra,
  });
const signedIn = async (n: number) => {
  const answer = await login(n);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data.token as string;
};
const change = (itemId: string, seq: number, value: object | null, at = t.clock.now) => ({
  itemId,
  seq,
  value,
  clientTime: new Date(at).toISOString(),
});

beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  await givenInstitution(t, '考试中心', 'sitadmin');
  admin = await signIn(t, 'sitadmin');
  const single = {
    itemTypeCode: 'single_choice',
    stemAttrs: { content: '<p>一加一等于几？</p>' },
    optionsDataList: [{ optionContent: '二' }, { optionContent: '三' }],
    answerAttrs: { options: ['A'] },
    descriptionAttrs: { content: '<p>解析：显然是二</p>' },
    score: 2,
  };
  const multiple = {
    itemTypeCode: 'multiple_choice',
    stemAttrs: { content: '<p>哪些是偶数？</p>' },
    optionsDataList: [{ optionContent: '二' }, { optionContent: '四' }, { optionContent: '五' }],
    answerAttrs: { options: ['A', 'B'], partialScore: 1 },
    score: 4,
  };
  const essay = {
    itemTypeCode: 'essay',
    stemAttrs: { content: '<p>写一段话</p>' },
    answerAttrs: { content: '<p>参考答案</p>', minWords: 10, maxWords: 200 },
    score: 10,
  };
  const day = await givenExamDay(probeApi(t, admin), {
    name: '考试日',
    now: t.clock.now,
    agreement: '<p>本人承诺诚信考试。</p>',
    items: [single, multiple, essay],
    // every item of the first section worth 6 in this paper (a multiple choice's partial score in proportion)
    sections: ([s, m, e]) => [
      { topicName: '一、选择题', score: 6, items: [{ itemId: s }, { itemId: m }] },
      { topicName: '二、写作', score: 10, items: [{ itemId: e }] },
    ],
    people,
    config: [
      { configKey: 'loginMethods', configValue: ['admissionNumber', 'idNumber'] },
      { configKey: 'lateEntryMinutes', configValue: 15 },
      { configKey: 'earliestSubmitMinutes', configValue: 5 },
      { configKey: 'leaveLimit', configValue: 2 },
      { configKey: 'leaveAction', configValue: 'forceSubmit' },
    ],
    publish: false,
  });
  exam = day.exam;
  const [singleId, multipleId, essayId] = day.items as [string, string, string];
  items = { single: singleId, multiple: multipleId, essay: essayId };
  admission.push(...day.candidates.map((c) => c.admissionNumber));
});
afterAll(() => t?.close());

describe('signing in', () => {
  it('refuses an unpublished exam, then takes the methods the exam allows with the spec’s codes', async () => {
    expect((await login(0)).code).toBe(ErrorCodes.examNotPublished);
    expect((await call(sittingApi.entry, { examId: exam })).code).toBe(ErrorCodes.examNotPublished);
    const published = await ok(examApi.updateBatch, { ids: [exam], action: 'publish' });
    expect(published).toMatchObject({ done: 1, refused: [] });
    expect(await ok(sittingApi.entry, { examId: exam }, '')).toMatchObject({
      examName: '考试日',
      loginMethods: ['admissionNumber', 'idNumber'],
    });

    expect((await login(0, { idNumber: people[1]!.idNumber })).code).toBe(ErrorCodes.admissionTicketWrong);
    expect((await login(0, { admissionNumber: 'NOPE' })).code).toBe(ErrorCodes.admissionTicketWrong);
    const byId = (extra: object) => call(sittingApi.login, { examId: exam, method: 'idNumber', ...extra });
    expect((await byId({ idNumber: people[0]!.idNumber, name: '别人' })).code).toBe(ErrorCodes.idNumberNotFound);
    expect((await byId({ idNumber: mainlandId(999), name: '考生0' })).code).toBe(ErrorCodes.idNumberNotFound);
    const found = await byId({ idNumber: people[0]!.idNumber.toLowerCase(), name: '考生0' });
    expect(found.code, JSON.stringify(found)).toBe(20000);
    expect(found.data.sitting).toMatchObject({ state: 'signedIn', sessionName: '上午场', startedAt: null, candidate: { name: '考生0' } });
    const mobile = await call(sittingApi.login, { examId: exam, method: 'mobile' });
    expect(mobile.code).toBe(ErrorCodes.loginMethodNotAllowed);
    // in the candidate's language
    const english = await t.app.inject({
      method: 'POST',
      url: sittingApi.login.path,
      headers: { 'accept-language': 'en' },
      payload: { examId: exam, method: 'admissionNumber', admissionNumber: 'NOPE', idNumber: 'x' },
    });
    expect(english.json().msg).toMatch(/admission/i);
  });

  it('limits the attempts at one candidate, as the console limits its sign-ins', async () => {
    const guess = { examId: exam, method: 'idNumber', idNumber: mainlandId(998), name: '考生0' };
    for (let i = 0; i < CANDIDATE_SIGN_IN_LIMITS.perAccount; i++)
      expect((await call(sittingApi.login, guess)).code).toBe(ErrorCodes.idNumberNotFound);
    const refused = await call(sittingApi.login, guess);
    expect(refused.code).toBe(ErrorCodes.signInThrottled);
    expect(refused.msg).toBe('登录失败次数过多，请15分钟后再试');
  });

  it('signs the earlier device out: its token is told it was signed in elsewhere', async () => {
    const first = await signedIn(0);
    const second = await signedIn(0);
    const refused = await inject(t, sittingApi.sitting, undefined, first);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(ErrorCodes.signedInElsewhere);
    expect((await ok(sittingApi.sitting, undefined, second)).state).toBe('signedIn');
    // a member's token is no candidate's, and a candidate's no member's
    expect((await inject(t, sittingApi.sitting, undefined, admin)).statusCode).toBe(401);
    expect((await inject(t, examApi.page, {}, second)).statusCode).toBe(401);
  });
});

/** A candidate who signed in as the session began, and starts long after (the device check, a slow computer). */
let onTime: string;

describe('answering', () => {
  let token: string;

  it('starts only once the session has begun; the paper comes without keys, in the candidate’s own draw', async () => {
    token = await signedIn(0);
    expect((await call(sittingApi.start, { agreed: true }, token)).code).toBe(ErrorCodes.sessionNotOpen);
    expect((await call(sittingApi.paper, undefined, token)).code).toBe(ErrorCodes.sittingNotStarted);
    t.advance(10 * MINUTE + 1000);
    onTime = await signedIn(4);
    // the exam's agreement is agreed to first
    expect((await ok(sittingApi.sitting, undefined, token)).agreement).toBe('<p>本人承诺诚信考试。</p>');
    expect((await call(sittingApi.start, {}, token)).code).toBe(ErrorCodes.agreementRequired);
    const started = await ok(sittingApi.start, { agreed: true }, token);
    expect(started).toMatchObject({ state: 'inExam', remainingSeconds: 3600 });
    const paper = await ok(sittingApi.paper, undefined, token);
    expect(paper.sections.map((s: { items: unknown[] }) => s.items.length)).toEqual([2, 1]);
    const text = JSON.stringify(paper);
    for (const secret of ['answerAttrs', '解析', '参考答案', 'partialScore']) expect(text).not.toContain(secret);
    expect(paper.sections[1].items[0].content).toMatchObject({ itemTypeCode: 'essay', minWords: 10, maxWords: 200 });
    expect(paper.answers).toEqual([]);
    // starting again resumes: the same clock, the same paper
    t.advance(60_000);
    expect(await ok(sittingApi.start, { agreed: true }, token)).toMatchObject({ startedAt: started.startedAt, remainingSeconds: 3540 });
    expect(await ok(sittingApi.paper, undefined, token)).toEqual(paper);
  });

  it('keeps each item’s newest answer by sequence number, whatever order the saves arrive in', async () => {
    const first = await ok(
      sittingApi.save,
      { answers: [change(items.single, 2, { options: ['B'] }), change(items.essay, 1, { text: '草稿' })] },
      token,
    );
    expect(first.saved.map((r: { itemId: string; seq: number }) => [r.itemId, r.seq]).sort()).toEqual(
      [
        [items.essay, 1],
        [items.single, 2],
      ].sort(),
    );
    // a late retry of an older change is harmless, a newer one wins, and within a batch the newest counts
    const second = await ok(
      sittingApi.save,
      {
        answers: [
          change(items.single, 1, { options: ['A'] }),
          change(items.essay, 3, { text: '终稿' }),
          change(items.essay, 2, { text: '二稿' }),
        ],
      },
      token,
    );
    expect(Object.fromEntries(second.saved.map((r: { itemId: string; seq: number }) => [r.itemId, r.seq]))).toEqual({
      [items.single]: 2,
      [items.essay]: 3,
    });
    const held = (await ok(sittingApi.paper, undefined, token)).answers;
    expect(Object.fromEntries(held.map((a: { itemId: string; value: unknown }) => [a.itemId, a.value]))).toEqual({
      [items.single]: { options: ['B'] },
      [items.essay]: { text: '终稿' },
    });
    // an item not in the paper is left out; a malformed batch is refused whole
    expect((await ok(sittingApi.save, { answers: [change(exam, 1, { text: 'x' })] }, token)).saved).toEqual([]);
    expect((await call(sittingApi.save, { answers: [{ itemId: items.single, seq: 0, value: null, clientTime: 'now' }] }, token)).code).toBe(
      ErrorCodes.badRequest,
    );
    // every save is in the history
    const saves = await t.database.executeSql('select item_id, seq from exam_answer_saves order by id');
    expect(saves.rows.map((r) => (r as { seq: number }).seq)).toEqual([2, 1, 3]);
  });

  it('keeps camera snapshots, unserved, named in the sitting’s record; refuses what is not a picture', async () => {
    const taken = await uploadFile(t, sittingApi.snapshot.path, token, png(), 'camera.png');
    expect(taken.code, JSON.stringify(taken)).toBe(20000);
    expect((await uploadFile(t, sittingApi.snapshot.path, token, Buffer.from('not a picture'), 'x.png')).code).toBe(
      ErrorCodes.uploadTypeRefused,
    );
    const { rows } = await t.database.executeSql(
      "select e.detail->>'key' as key from exam_sitting_events e where e.kind = 'snapshot' order by e.id desc limit 1",
    );
    const key = (rows[0] as { key: string }).key;
    // the key alone does not serve it, as it serves a bank's picture
    expect((await t.app.inject({ method: 'GET', url: `/cloudeFile/file/${key}` })).statusCode).toBe(404);
  });

  it('refuses a hand-in before the earliest minute, then scores the objective items once', async () => {
    expect((await call(sittingApi.submit, { answers: [] }, token)).code).toBe(ErrorCodes.submitTooEarly);
    t.advance(5 * MINUTE);
    const done = await ok(
      sittingApi.submit,
      { answers: [change(items.single, 3, { options: ['A'] }), change(items.multiple, 1, { options: ['A'] })] },
      token,
    );
    expect(done).toMatchObject({ state: 'completed' });
    expect((await ok(sittingApi.submit, { answers: [] }, token)).submittedAt).toBe(done.submittedAt);
    const [row] = (await t.database.executeSql('select score, item_scores from exam_sittings where score is not null')).rows as {
      score: string;
      item_scores: Record<string, { state: string; score: number }>;
    }[];
    expect(Number(row!.score)).toBe(7.5);
    expect(row!.item_scores[items.single]).toMatchObject({ state: 'right', score: 6 });
    expect(row!.item_scores[items.multiple]).toMatchObject({ state: 'partial', score: 1.5 });
    expect(row!.item_scores[items.essay]).toMatchObject({ state: 'manual', score: 0 });
    // the paper is locked, and signing in again is refused
    expect((await call(sittingApi.save, { answers: [change(items.single, 9, null)] }, token)).code).not.toBe(20000);
    expect((await login(0)).code).toBe(ErrorCodes.examCompleted);
  });
});

describe('the exam’s rules', () => {
  it('hands in the paper of a candidate who leaves the page more often than allowed, who may not sign in again', async () => {
    const token = await signedIn(1);
    await ok(sittingApi.start, { agreed: true }, token);
    const leave = () => ({ kind: 'leavePage', at: new Date(t.clock.now).toISOString() });
    expect(await ok(sittingApi.heartbeat, { events: [leave(), leave()] }, token)).toMatchObject({ state: 'inExam', leaveCount: 2 });
    expect(await ok(sittingApi.heartbeat, { events: [leave()] }, token)).toMatchObject({ state: 'forceSubmitted', leaveCount: 3 });
    expect((await login(1)).code).toBe(ErrorCodes.forceSubmitted);
  });

  it('takes answers stamped before the deadline in the grace after it, then the server hands the paper in', async () => {
    const token = await signedIn(2);
    const sitting = await ok(sittingApi.start, { agreed: true }, token);
    const deadline = Date.parse(sitting.deadline);
    t.advance(deadline - t.clock.now + 5000);
    expect(
      (await ok(sittingApi.save, { answers: [change(items.single, 1, { options: ['A'] }, deadline - 1000)] }, token)).saved,
    ).toHaveLength(1);
    expect((await call(sittingApi.save, { answers: [change(items.multiple, 1, { options: ['A'] })] }, token)).code).toBe(
      ErrorCodes.sittingEnded,
    );
    t.advance(SAVE_GRACE_SECONDS * 1000);
    expect(await runScheduled(t, 'sittings.handInDue')).toBe('completed');
    expect(await ok(sittingApi.sitting, undefined, token)).toMatchObject({ state: 'completed', remainingSeconds: 0 });
    const { rows } = await t.database.executeSql(
      'select score from exam_sittings where submitted_at is not null order by submitted_at desc limit 1',
    );
    expect(Number((rows[0] as { score: string }).score)).toBe(6);
  });

  it('refuses entry past the late-entry minutes, judged by the arrival: one who signed in on time may start later', async () => {
    expect((await login(3)).code).toBe(ErrorCodes.lateEntryClosed);
    expect(await ok(sittingApi.start, { agreed: true }, onTime)).toMatchObject({ state: 'inExam' });
  });
});
