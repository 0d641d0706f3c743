import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { fileTaskApi, FileTaskStatus } from '@cloud-exam/contract/files/task';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { type DataReport, type ReportItem, sittingReportApi } from '@cloud-exam/contract/sitting/sitting-report';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * The data report of a small session whose figures are worked out by hand (below): participation, the objective
 * score's statistics against the default pass mark (60 % of the paper's total), the distribution in points, each
 * item's difficulty, discrimination, options chosen (shuffled for the candidates, counted by the letters as written)
 * and time from the saves, a short answer awaiting marking, per room and per department; an invigilator's report of
 * their room, one who watches none refused, another institution's exam and session not found; the export's sheets.
 *
 * The paper: S single choice (2 points; A 北京 right, B 上海, C 广州), M multiple choice (4; A 二 and B 四 right,
 * C 五; partial 1), H short answer (4, marked by hand). Total 10, objective 6, no pass mark: 60 % of 10 = 6.
 *   c0 (甲): S A, M AB, H written → 2 + 4 = 6      c3 (乙): S C, M A → 0 + 1 = 1
 *   c1 (甲): S B, M AB            → 0 + 4 = 4      c4 (乙): starts, answers nothing, force-submitted → 0
 *   c2 (甲): S A, M A             → 2 + 1 = 3      c5 (乙): never signs in → absent once the session is over
 * Handed in 6, 4, 3, 1, 0: mean 2.8, median 3, highest 6, lowest 0, σ = √(22.8 / 5) = 2.14; passed 1 (6 ≥ 6): 20 %.
 * The upper and lower 27 %: ⌈5 × 0.27⌉ = 2 papers, {c0, c1} and {c4, c3}.
 *   S: 2, 0, 2, 0, 0 → mean 0.8, difficulty 0.4; upper (2 + 0) / 2 = 1, lower 0 → discrimination 1 / 2 = 0.5.
 *   M: 4, 4, 1, 1, 0 → mean 2, difficulty 0.5; upper 4, lower (0 + 1) / 2 = 0.5 → (4 − 0.5) / 4 = 0.875 → 0.88.
 * Each candidate saves S 30 s after the start and M 60 s after that (c0 H 90 s later): S 30 s, M 60 s, H 90 s.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let stranger: string;
let watcher: string;
let idle: string;
let exam: string;
let session: string;
let roomA: string;
let otherExam: string;
let otherSession: string;
let dept: string;
const items = { S: '', M: '', H: '' };
const people = [0, 1, 2, 3, 4, 5].map((n) => ({ name: `报告考生${n}`, idNumber: mainlandId(800 + n) }));
const candidateIds: string[] = [];

const { call, ok } = callsOf(
  () => t,
  () => admin,
);
const report = (filter: object = {}, token = admin): Promise<DataReport> => ok(sittingReportApi.report, { examId: exam, ...filter }, token);
const item = (r: DataReport, id: string) => r.items.find((i) => i.itemId === id) as ReportItem;

/** The file of an export once its job has made it, as the download centre gives it. */
async function exported(fileTaskId: string) {
  for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 25))) {
    const task = (await ok(fileTaskApi.page, { current: 1, size: 50 })).records.find((r: { id: string }) => r.id === fileTaskId);
    if (task.status === FileTaskStatus.processing && Date.now() < until) continue;
    expect(task).toMatchObject({ status: FileTaskStatus.done, fileType: 'sittingReport.export' });
    const res = await t.app.inject({ url: `/cloudeFile/task/download/${fileTaskId}`, headers: { authorization: `Bearer ${admin}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return book;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '报告中心', 'repadmin');
  await givenInstitution(t, '别处报告', 'repother');
  admin = await signIn(t, 'repadmin');
  stranger = await signIn(t, 'repother');
  const a = await givenMember(t, office.id, 'repwatch', [Authority.monitor]);
  await givenMember(t, office.id, 'repidle', [Authority.monitor]);
  watcher = await signIn(t, 'repwatch');
  idle = await signIn(t, 'repidle');
  const day = await givenExamDay(probeApi(t, admin), {
    name: '报告',
    now: t.clock.now,
    items: [
      {
        itemTypeCode: 'single_choice',
        stemAttrs: { content: '<p>中国的首都是？</p>' },
        optionsDataList: [{ optionContent: '北京' }, { optionContent: '上海' }, { optionContent: '广州' }],
        answerAttrs: { options: ['A'] },
        score: 2,
      },
      {
        itemTypeCode: 'multiple_choice',
        stemAttrs: { content: '<p>哪些是偶数？</p>' },
        optionsDataList: [{ optionContent: '二' }, { optionContent: '四' }, { optionContent: '五' }],
        answerAttrs: { options: ['A', 'B'], partialScore: 1 },
        score: 4,
      },
      { itemTypeCode: 'short_answer', stemAttrs: { content: '<p>简述惯性</p>' }, answerAttrs: { content: '<p>惯性</p>' }, score: 4 },
    ],
    sections: ([s, m, h]) => [
      { topicName: '一、选择题', scoring: 'own', score: 0, items: [{ itemId: s }, { itemId: m }] },
      { topicName: '二、简答题', scoring: 'own', score: 0, items: [{ itemId: h }] },
    ],
    people,
    rooms: [
      { roomName: '甲考场', capacity: 3, invigilatorIds: [a.id] },
      { roomName: '乙考场', capacity: 3 },
    ],
    config: [
      { configKey: 'loginMethods', configValue: ['admissionNumber'] },
      { configKey: 'shuffleOptions', configValue: true },
    ],
  });
  ({ exam, session } = day);
  roomA = day.rooms[0]!;
  [items.S, items.M, items.H] = day.items as [string, string, string];
  for (const c of day.candidates) candidateIds.push(c.id);
  // candidates 0–2 belong to a department
  const rows = await t.db.execute(`insert into departments (office_id, level, name) values ('${office.id}', 1, '教务处') returning id`);
  dept = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
  await t.db.execute(`update exam_candidates set dept_id = '${dept}' where id in ('${candidateIds.slice(0, 3).join("','")}')`);

  t.advance(10 * MINUTE + 1000);
  const answers: [string[] | null, string[] | null][] = [
    [['北京'], ['二', '四']],
    [['上海'], ['二', '四']],
    [['北京'], ['二']],
    [['广州'], ['二']],
    [null, null],
  ];
  const tokens: string[] = [];
  for (const [n, [single, multiple]] of answers.entries()) {
    const { token } = await ok(sittingApi.login, {
      examId: exam,
      method: 'admissionNumber',
      admissionNumber: day.candidates[n]!.admissionNumber,
      idNumber: people[n]!.idNumber,
    });
    tokens[n] = token;
    await ok(sittingApi.start, { agreed: true }, token);
    const seen = await ok(sittingApi.paper, {}, token);
    const shown = (itemId: string, texts: string[]) => {
      const it = seen.sections.flatMap((s: { items: object[] }) => s.items).find((i: { itemId: string }) => i.itemId === itemId);
      return texts.map(
        (x) => it.content.optionsDataList.find((o: { optionContent: string }) => o.optionContent === x).optionName as string,
      );
    };
    const save = (itemId: string, seq: number, value: object) =>
      ok(sittingApi.save, { answers: [{ itemId, seq, value, clientTime: new Date(t.clock.now).toISOString() }] }, token);
    if (single) {
      t.advance(30_000);
      await save(items.S, 1, { options: shown(items.S, single) });
    }
    if (multiple) {
      t.advance(60_000);
      await save(items.M, 1, { options: shown(items.M, multiple) });
    }
    if (n === 0) {
      t.advance(90_000);
      await save(items.H, 1, { text: '物体保持原来的运动状态' });
    }
    if (single) await ok(sittingApi.submit, { answers: [] }, token);
  }
  await ok(sittingControlApi.forceSubmit, { sessionId: session, candidateIds: [candidateIds[4]], reason: '作弊' });
  // the session is over: candidate 5 never came
  t.advance(180 * MINUTE);

  const other = await givenExamDay(probeApi(t, stranger), {
    name: '别处报告',
    now: t.clock.now,
    people: [{ name: '别处考生', idNumber: mainlandId(899) }],
  });
  otherExam = other.exam;
  otherSession = other.session;
});
afterAll(() => t?.close());

describe('the data report of a session', () => {
  it('counts who took part and works out the objective score’s statistics against the pass mark', async () => {
    const r = await report({ sessionId: session });
    expect(r).toMatchObject({ examName: '报告', sessionName: '上午场', subjectName: '语文', roomsOnly: false, awaitingMarking: true });
    expect(r.papers).toEqual([{ name: '报告试卷', total: 10, objectiveMax: 6, passMark: 6, passMarkSource: 'default' }]);
    expect(r.overall).toEqual({
      id: null,
      name: null,
      seated: 6,
      signedIn: 5,
      inProgress: 0,
      completed: 4,
      forceSubmitted: 1,
      absent: 1,
      mean: 2.8,
      median: 3,
      highest: 6,
      lowest: 0,
      stdDev: 2.14,
      passed: 1,
      passRate: 0.2,
    });
    // six points in ten bands of 0.6: 0 → 0, 1 → 1, 3 → 5, 4 → 6, 6 → the last
    expect(r.bandMax).toBe(6);
    expect(r.distribution.map((b) => b.count)).toEqual([1, 1, 0, 0, 0, 1, 1, 0, 0, 1]);
    expect(r.distribution[9]).toMatchObject({ from: 5.4, to: 6 });
  });

  it('analyses each item: difficulty, discrimination, the options as written, the time, a short answer awaiting marking', async () => {
    const r = await report({ sessionId: session });
    expect(r.items.map((i) => [i.number, i.sectionName, i.itemTypeCode])).toEqual([
      [1, '一、选择题', 'single_choice'],
      [2, '一、选择题', 'multiple_choice'],
      [3, '二、简答题', 'short_answer'],
    ]);
    expect(item(r, items.S)).toMatchObject({
      stem: '中国的首都是？',
      max: 2,
      papers: 5,
      awaitingMarking: false,
      meanScore: 0.8,
      difficulty: 0.4,
      discrimination: 0.5,
      options: [
        { letter: 'A', count: 2, correct: true },
        { letter: 'B', count: 1, correct: false },
        { letter: 'C', count: 1, correct: false },
      ],
      unanswered: 1,
      averageSeconds: 30,
    });
    expect(item(r, items.M)).toMatchObject({
      max: 4,
      meanScore: 2,
      difficulty: 0.5,
      discrimination: 0.88,
      options: [
        { letter: 'A', count: 4, correct: true },
        { letter: 'B', count: 2, correct: true },
        { letter: 'C', count: 0, correct: false },
      ],
      unanswered: 1,
      averageSeconds: 60,
    });
    expect(item(r, items.H)).toMatchObject({
      awaitingMarking: true,
      meanScore: null,
      difficulty: null,
      discrimination: null,
      options: null,
      averageSeconds: 90,
    });
  });

  it('gives the figures per room and per department', async () => {
    const r = await report({ sessionId: session });
    expect(r.rooms.map((g) => [g.name, g.sessionName, g.seated, g.completed, g.forceSubmitted, g.absent, g.mean, g.passed])).toEqual([
      ['甲考场', '上午场', 3, 3, 0, 0, 4.33, 1],
      ['乙考场', '上午场', 3, 1, 1, 1, 0.5, 0],
    ]);
    expect(r.departments.map((g) => [g.name, g.seated, g.mean, g.passRate])).toEqual([
      ['教务处', 3, 4.33, 0.3333],
      [null, 3, 0.5, 0],
    ]);
    expect(r.sessions).toHaveLength(1);
  });

  it('gives an invigilator the candidates of their rooms only', async () => {
    const r = await report({ sessionId: session }, watcher);
    expect(r.roomsOnly).toBe(true);
    expect(r.overall).toMatchObject({ seated: 3, completed: 3, mean: 4.33, highest: 6, lowest: 3 });
    expect(r.rooms.map((g) => g.id)).toEqual([roomA]);
    // S over 甲 only: 2, 0, 2
    expect(item(r, items.S)).toMatchObject({ papers: 3, meanScore: 1.33 });
    expect((await call(sittingReportApi.report, { examId: exam, sessionId: session }, idle)).code).toBe(ErrorCodes.notYourRoom);
    // the exam's report too is narrowed to their rooms, and its export
    expect((await report({}, watcher)).overall).toMatchObject({ seated: 3, mean: 4.33 });
    expect((await call(sittingReportApi.exportReport, { examId: exam }, idle)).code).toBe(ErrorCodes.notYourRoom);
  });

  it('does not find another institution’s exam or session', async () => {
    expect((await call(sittingReportApi.report, { examId: otherExam }, admin)).code).toBe(ErrorCodes.notFound);
    expect((await call(sittingReportApi.report, { examId: exam, sessionId: otherSession }, admin)).code).toBe(ErrorCodes.notFound);
    expect((await call(sittingReportApi.exportReport, { examId: otherExam }, admin)).code).toBe(ErrorCodes.notFound);
  });
});

describe('the data report of an exam', () => {
  it('covers every session, and an exam without sittings reads as empty', async () => {
    const r = await report();
    expect(r.sessionName).toBeNull();
    expect(r.overall).toMatchObject({ seated: 6, mean: 2.8 });
    expect(r.sessions.map((s) => [s.name, s.seated])).toEqual([['上午场', 6]]);
    const empty = await ok(sittingReportApi.report, { examId: otherExam }, stranger);
    expect(empty).toMatchObject({ papers: [], items: [], overall: { seated: 1, mean: null, passRate: null } });
  });

  it('exports the whole report to Excel through the download centre', async () => {
    const { fileTaskId } = await ok(sittingReportApi.exportReport, { examId: exam, sessionId: session });
    const book = await exported(fileTaskId);
    expect(book.worksheets.map((w) => w.name)).toEqual(['概况', '分数分布', '试题分析', '按考场', '按部门']);
    const summary = book.worksheets[0]!.getRow(2).values as unknown[];
    expect(summary.slice(1, 8)).toEqual(['报告 · 上午场', 6, 5, 0, 4, 1, 1]);
    const itemsSheet = book.worksheets[2]!.getRow(2).values as unknown[];
    expect(itemsSheet.slice(1, 9)).toEqual([1, '一、选择题', '中国的首都是？', 2, 5, 0.8, 0.4, 0.5]);
  });
});
