import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { type AnswerSave, type AnswerSheet, sittingAnswersApi } from '@cloud-exam/contract/sitting/sitting-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, inject, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * A candidate's answer sheet and answer history as the console shows them: the paper as the candidate saw it (options
 * shuffled for them), their answers beside the keys, the explanation and the objective scores, a written answer
 * awaiting marking; every save in order with the answer it replaced, paged; a candidate signed in who has not started
 * has an empty sheet, one not signed in none; an invigilator reads their own rooms' candidates only; another
 * institution's candidate and session are not found.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let stranger: string;
let invigilatorA: string;
let session: string;
const items: Record<'single' | 'multiple' | 'cloze' | 'short', string> = { single: '', multiple: '', cloze: '', short: '' };
/** Candidates 0 and 1 sit in room A, 2 in room B. */
const people = [0, 1, 2].map((n) => ({ name: `答卷考生${n}`, idNumber: mainlandId(700 + n) }));
const candidateIds: string[] = [];
const admission: string[] = [];
const tokens: string[] = [];

const { call, ok } = callsOf(
  () => t,
  () => admin,
);
const of = (n: number) => ({ examCandidateId: candidateIds[n]!, sessionId: session });
const sheet = (n: number, token = admin): Promise<AnswerSheet> => ok(sittingAnswersApi.sheet, of(n), token);
const saves = (n: number, page: object = {}, token = admin) => ok(sittingAnswersApi.saves, { ...of(n), size: 100, ...page }, token);
const save = (n: number, itemId: string, seq: number, value: object | null) =>
  ok(sittingApi.save, { answers: [{ itemId, seq, value, clientTime: new Date(t.clock.now - 500).toISOString() }] }, tokens[n]);

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '答卷中心', 'anssheet');
  await givenInstitution(t, '别处答卷', 'ansother');
  admin = await signIn(t, 'anssheet');
  stranger = await signIn(t, 'ansother');
  const watcherA = await givenMember(t, office.id, 'answatcha', [Authority.monitor]);
  invigilatorA = await signIn(t, 'answatcha');
  const day = await givenExamDay(probeApi(t, admin), {
    name: '答卷',
    now: t.clock.now,
    items: [
      {
        itemTypeCode: 'single_choice',
        stemAttrs: { content: '<p>中国的首都是？</p>' },
        optionsDataList: [{ optionContent: '北京' }, { optionContent: '上海' }, { optionContent: '广州' }],
        answerAttrs: { options: ['A'] },
        descriptionAttrs: { content: '<p>解析：北京是首都</p>' },
        score: 2,
      },
      {
        itemTypeCode: 'multiple_choice',
        stemAttrs: { content: '<p>哪些是偶数？</p>' },
        optionsDataList: [{ optionContent: '二' }, { optionContent: '四' }, { optionContent: '五' }],
        answerAttrs: { options: ['A', 'B'], partialScore: 1 },
        score: 4,
      },
      {
        itemTypeCode: 'cloze_fill',
        stemAttrs: { content: '<p>长江全长约<span data-blank="1"></span>公里</p>' },
        answerAttrs: { blanks: [['6300']] },
        score: 2,
      },
      {
        itemTypeCode: 'short_answer',
        stemAttrs: { content: '<p>简述牛顿第一定律</p>' },
        answerAttrs: { content: '<p>惯性定律</p>' },
        score: 6,
      },
    ],
    sections: ([single, multiple, cloze, short]) => [
      { topicName: '一、客观题', scoring: 'own', score: 0, items: [{ itemId: single }, { itemId: multiple }, { itemId: cloze }] },
      { topicName: '二、简答题', scoring: 'own', score: 0, items: [{ itemId: short }] },
    ],
    people,
    rooms: [
      { roomName: '甲考场', capacity: 2, invigilatorIds: [watcherA.id] },
      { roomName: '乙考场', capacity: 2 },
    ],
    config: [
      { configKey: 'loginMethods', configValue: ['admissionNumber'] },
      { configKey: 'lateEntryMinutes', configValue: 30 },
      { configKey: 'shuffleOptions', configValue: true },
    ],
  });
  session = day.session;
  [items.single, items.multiple, items.cloze, items.short] = day.items as [string, string, string, string];
  for (const c of day.candidates) {
    candidateIds.push(c.id);
    admission.push(c.admissionNumber);
  }
  t.advance(10 * MINUTE + 1000);
  for (const n of [0, 1]) {
    const { token } = await ok(sittingApi.login, {
      examId: day.exam,
      method: 'admissionNumber',
      admissionNumber: admission[n],
      idNumber: people[n]!.idNumber,
    });
    tokens[n] = token;
  }
});
afterAll(() => t?.close());

describe('a candidate’s answer sheet and history', () => {
  it('shows the paper as the candidate saw it, their answers beside the keys, and the scores once handed in', async () => {
    await ok(sittingApi.start, { agreed: true }, tokens[0]);
    const seen = await ok(sittingApi.paper, {}, tokens[0]);
    // the candidate changes their mind, a late retry of an old answer changes nothing, the blank and the text follow
    const key = (itemId: string) =>
      seen.sections.flatMap((s: { items: object[] }) => s.items).find((i: { itemId: string }) => i.itemId === itemId);
    const letterOf = (itemId: string, text: string) =>
      key(itemId).content.optionsDataList.find((o: { optionContent: string }) => o.optionContent === text).optionName as string;
    const beijing = letterOf(items.single, '北京');
    const shanghai = letterOf(items.single, '上海');
    await save(0, items.single, 1, { options: [shanghai] });
    t.advance(2000);
    await save(0, items.multiple, 1, { options: [letterOf(items.multiple, '二')] });
    t.advance(2000);
    await save(0, items.single, 2, { options: [beijing] });
    await save(0, items.single, 1, { options: [shanghai] });
    t.advance(2000);
    await save(0, items.cloze, 1, { blanks: ['6300'] });
    t.advance(2000);
    await save(0, items.short, 1, { text: '物体保持静止或匀速直线运动' });
    t.advance(2000);
    await save(0, items.cloze, 2, null);
    t.advance(2000);
    await ok(sittingApi.submit, { answers: [] }, tokens[0]);

    const s = await sheet(0);
    expect(s).toMatchObject({
      candidate: { examCandidateId: candidateIds[0], name: '答卷考生0', admissionNumber: admission[0] },
      session: { id: session, name: '上午场', subjectName: '语文' },
      roomName: '甲考场',
      seat: 1,
      state: 'completed',
      score: 3,
      objectiveMax: 8,
      totalScore: 14,
      itemCount: 4,
      answeredCount: 3,
    });
    expect(s.submittedAt).toBe(new Date(t.clock.now).toISOString());
    expect(s.sections.map((x) => [x.topicName, x.items.map((i) => i.number)])).toEqual([
      ['一、客观题', [1, 2, 3]],
      ['二、简答题', [4]],
    ]);
    const [single, multiple, cloze, short] = s.sections.flatMap((x) => x.items);
    // the options in the order the candidate saw them, the key following them
    expect(single!.content.optionsDataList.map((o) => o.optionContent)).toEqual(
      key(items.single).content.optionsDataList.map((o: { optionContent: string }) => o.optionContent),
    );
    expect(single).toMatchObject({
      itemId: items.single,
      answer: { options: [beijing] },
      answered: true,
      content: { answerAttrs: { options: [beijing] }, descriptionAttrs: { content: '<p>解析：北京是首都</p>' } },
      result: { score: 2, max: 2, state: 'right' },
    });
    expect(multiple).toMatchObject({ answered: true, result: { score: 1, max: 4, state: 'partial' } });
    // a cleared answer is unanswered
    expect(cloze).toMatchObject({ answer: null, answered: false, result: { score: 0, max: 2, state: 'unanswered' } });
    expect(short).toMatchObject({
      answer: { text: '物体保持静止或匀速直线运动' },
      content: { answerAttrs: { content: '<p>惯性定律</p>' } },
      result: { score: 0, max: 6, state: 'manual' },
    });
  });

  it('lists every save in order, each with the answer it replaced, paged', async () => {
    const all = await saves(0);
    expect(all.total).toBe(6);
    const rows = all.records as AnswerSave[];
    expect(rows.map((r) => [r.number, r.seq, r.previous?.seq ?? null])).toEqual([
      [1, 1, null],
      [2, 1, null],
      [1, 2, 1],
      [3, 1, null],
      [4, 1, null],
      [3, 2, 1],
    ]);
    expect(rows[2]!.previous!.value).toEqual(rows[0]!.value);
    expect(rows[2]!.value).not.toEqual(rows[0]!.value);
    expect(rows[5]).toMatchObject({ previous: { value: { blanks: ['6300'] } }, value: null });
    expect(rows[0]!.savedAt < rows[1]!.savedAt).toBe(true);
    expect(new Date(rows[0]!.clientTime).getTime()).toBe(new Date(rows[0]!.savedAt).getTime() - 500);
    // the one before is found across pages
    const second = await saves(0, { current: 2, size: 4 });
    expect([second.total, second.records.map((r: AnswerSave) => [r.number, r.previous?.seq ?? null])]).toEqual([
      6,
      [
        [4, null],
        [3, 1],
      ],
    ]);
  });

  it('has an empty sheet for one signed in who has not started, and none for one not signed in', async () => {
    expect(await sheet(1)).toMatchObject({ state: 'signedIn', startedAt: null, paperName: null, itemCount: 0, sections: [] });
    expect(await saves(1)).toMatchObject({ total: 0, records: [] });
    const none = await call(sittingAnswersApi.sheet, of(2), admin);
    expect([none.code, none.msg]).toEqual([ErrorCodes.sittingNotSignedIn, '考生 答卷考生2 尚未登录考试']);
    expect((await call(sittingAnswersApi.saves, of(2), admin)).code).toBe(ErrorCodes.sittingNotSignedIn);
    // a candidate not seated in the session
    const elsewhere = { examCandidateId: candidateIds[0], sessionId: '00000000-0000-4000-8000-000000000000' };
    expect((await call(sittingAnswersApi.sheet, elsewhere, admin)).code).toBe(ErrorCodes.notFound);
  });

  it('lets an invigilator read their own rooms’ candidates only', async () => {
    expect((await sheet(0, invigilatorA)).itemCount).toBe(4);
    expect((await saves(0, {}, invigilatorA)).total).toBe(6);
    for (const e of [sittingAnswersApi.sheet, sittingAnswersApi.saves]) {
      const other = await inject(t, e, of(2), invigilatorA);
      expect([other.statusCode, other.json().code]).toEqual([403, ErrorCodes.notYourRoom]);
    }
  });

  it('finds another institution’s candidate and session nowhere', async () => {
    for (const e of [sittingAnswersApi.sheet, sittingAnswersApi.saves]) {
      const answer = await call(e, of(0), stranger);
      expect([answer.code, answer.data]).toEqual([ErrorCodes.notFound, null]);
    }
  });
});
