import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { type ExamPaper, examPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { type SessionPaper, sessionPaperApi } from '@cloud-exam/contract/exam/session-paper';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';
import { examBankPaper } from '../exam/exam.probes';
import { givenExamDay } from './sitting.probes';

/*
 * The paper a session uses, as an officer and the candidates notice it: the session lists the variants its subject may
 * use (its own and the exam's for every subject) and deals them as the subject does until one is fixed; once fixed,
 * every candidate of the session draws that one at the start; the choice is refused once a candidate has started
 * (41300665), for a paper of another subject (41300666) and for another institution's ids (not found); invigilators
 * read it and cannot change it; every change is audited on the session.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let stranger: string;
let watcher: string;
let otherWatcher: string;
let exam: string;
let session: string;
/** The variants of 语文 (A: the exam day's own paper, B), the exam's paper for every subject, and 数学's. */
const paper = { a: '', b: '', every: '', math: '', strangers: '' };
const people = [0, 1, 2, 3].map((n) => ({ name: `试卷考生${n}`, idNumber: mainlandId(900 + n) }));
const admission: string[] = [];

const { call, ok } = callsOf(
  () => t,
  () => admin,
);
const read = async (token = admin) => (await ok(sessionPaperApi.get, { sessionId: session }, token)) as SessionPaper;
const choose = (examPaperId: string | null, token = admin) => call(sessionPaperApi.update, { sessionId: session, examPaperId }, token);
const papersOf = async (examId: string, token = admin) =>
  ((await ok(examPaperApi.query, { id: examId }, token)) as { records: ExamPaper[] }).records;

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '试卷中学', 'spadmin');
  await givenInstitution(t, '别的学校', 'spother');
  admin = await signIn(t, 'spadmin');
  stranger = await signIn(t, 'spother');
  const mine = await givenMember(t, office.id, 'spwatch', [Authority.monitor]);
  await givenMember(t, office.id, 'spwatch2', [Authority.monitor]);
  watcher = await signIn(t, 'spwatch');
  otherWatcher = await signIn(t, 'spwatch2');

  const api = probeApi(t, admin);
  const day = await givenExamDay(api, {
    name: '试卷',
    now: t.clock.now,
    people,
    rooms: [{ roomName: '第一考场', capacity: 10, invigilatorIds: [mine.id] }],
    config: [{ configKey: 'loginMethods', configValue: ['admissionNumber'] }],
    publish: false,
  });
  ({ exam, session } = day);
  admission.push(...day.candidates.map((c) => c.admissionNumber));
  // a second subject, a second variant of 语文, and a paper for every subject
  const info = await ok(examApi.baseInfo, { id: exam });
  const { examName, beginDate, endDate, subjects } = info;
  await ok(examApi.update, { id: exam, examName, beginDate, endDate, subjects: [...subjects, { subjectName: '数学', duration: 60 }] });
  const math = (await ok(examApi.baseInfo, { id: exam })).subjects.find((s: { subjectName: string }) => s.subjectName === '数学').id;
  await ok(examPaperApi.importPaper, { examId: exam, subjectId: day.subjectId, paperIds: [(await examBankPaper(api, 'B')).paper] });
  await ok(examPaperApi.importPaper, { examId: exam, paperIds: [(await examBankPaper(api, '通用')).paper] });
  await ok(examPaperApi.importPaper, { examId: exam, subjectId: math, paperIds: [(await examBankPaper(api, '数学')).paper] });
  const byName = new Map((await papersOf(exam)).map((p) => [p.name, p.id]));
  Object.assign(paper, {
    a: byName.get('试卷试卷'),
    b: byName.get('B考试试卷'),
    every: byName.get('通用考试试卷'),
    math: byName.get('数学考试试卷'),
  });
  // 数学 is sat in a session of its own, later that day
  const later = {
    beginDate: new Date(t.clock.now + 200 * MINUTE).toISOString(),
    endDate: new Date(t.clock.now + 300 * MINUTE).toISOString(),
  };
  const mathSession = (await ok(scheduleApi.addSession, { examId: exam, subjectId: math, sessionName: '数学场', ...later })).id;
  await ok(scheduleApi.addRoom, { sessionId: mathSession, roomName: '数学考场', capacity: 10, address: null });
  await ok(scheduleApi.assign, { examId: exam, subjectId: math, strategy: 'order' });
  expect((await ok(examApi.updateBatch, { ids: [exam], action: 'publish' })).done).toBe(1);

  const theirs = await givenExamDay(probeApi(t, stranger), { name: '别校', now: t.clock.now, people: [], publish: false });
  paper.strangers = (await papersOf(theirs.exam, stranger))[0]!.id;
});
afterAll(() => t?.close());

describe('the variants', () => {
  it('are the subject’s own, then the exam’s for every subject, dealt as the subject deals until one is fixed', async () => {
    const view = await read();
    expect(view).toMatchObject({
      sessionId: session,
      sessionName: '上午场',
      examName: '试卷',
      subjectName: '语文',
      dealMode: 'turn',
      examPaperId: null,
      startedCount: 0,
    });
    expect(view.papers.map((p) => [p.variant, p.name, p.subjectName, p.itemCount, p.totalScore])).toEqual([
      ['A', '试卷试卷', '语文', 1, 2],
      ['B', 'B考试试卷', '语文', 1, 2],
      ['A', '通用考试试卷', null, 1, 2],
    ]);
  });

  it('refuse a paper of another subject (41300666), and another institution’s paper or session (not found)', async () => {
    expect((await choose(paper.math)).code).toBe(ErrorCodes.sessionPaperNotOfSubject);
    expect((await choose(paper.strangers)).code).toBe(ErrorCodes.notFound);
    expect((await choose('00000000-0000-4000-8000-000000000000')).code).toBe(ErrorCodes.notFound);
    expect((await call(sessionPaperApi.get, { sessionId: session }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await choose(paper.b, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await read()).examPaperId).toBeNull();
  });

  it('are read by the room’s invigilator, who cannot change them; another invigilator reads nothing', async () => {
    expect((await read(watcher)).papers).toHaveLength(3);
    const refused = await t.app.inject({
      method: 'PUT',
      url: sessionPaperApi.update.path,
      headers: { authorization: `Bearer ${watcher}` },
      payload: { sessionId: session, examPaperId: paper.b },
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(sessionPaperApi.get, { sessionId: session }, otherWatcher)).code).toBe(ErrorCodes.notYourRoom);
    expect((await read()).examPaperId).toBeNull();
  });
});

describe('a fixed variant', () => {
  it('is changed back and forth before the start (an empty choice: as the subject deals), each change audited', async () => {
    expect((await choose(paper.every)).code).toBe(20000);
    expect((await read()).examPaperId).toBe(paper.every);
    expect((await call(sessionPaperApi.update, { sessionId: session, examPaperId: '' }, admin)).code).toBe(20000);
    expect((await read()).examPaperId).toBeNull();
    expect((await choose(paper.b)).code).toBe(20000);
    expect((await read(watcher)).examPaperId).toBe(paper.b);
    const { rows } = await t.database.executeSql(
      `select username, detail from audit_logs where action = 'examSession.paper' and target_id = $1 order by id`,
      [session],
    );
    expect((rows as { username: string; detail: { before: string | null; after: string | null } }[]).map((r) => r.detail)).toEqual([
      expect.objectContaining({ before: null, after: 'A · 通用考试试卷' }),
      expect.objectContaining({ before: 'A · 通用考试试卷', after: null }),
      expect.objectContaining({ before: null, after: 'B · B考试试卷' }),
    ]);
  });

  it('is what every candidate of the session draws at the start, whatever the subject’s deal would give them', async () => {
    const tokens: string[] = [];
    for (const [n, p] of people.entries()) {
      const login = await ok(
        sittingApi.login,
        { examId: exam, method: 'admissionNumber', admissionNumber: admission[n], idNumber: p.idNumber },
        '',
      );
      tokens.push(login.token);
    }
    t.advance(10 * MINUTE + 1000);
    const drawn: string[] = [];
    for (const token of tokens.slice(0, 3)) {
      await ok(sittingApi.start, { agreed: true }, token);
      drawn.push((await ok(sittingApi.paper, undefined, token)).name);
    }
    expect(drawn).toEqual(['B考试试卷', 'B考试试卷', 'B考试试卷']);
    expect((await read()).startedCount).toBe(3);

    // once anyone has started, the choice stays: the last candidate draws it too
    expect((await choose(paper.a)).code).toBe(ErrorCodes.sessionPaperLocked);
    expect((await choose(null)).code).toBe(ErrorCodes.sessionPaperLocked);
    expect((await choose(paper.b)).code).toBe(20000);
    await ok(sittingApi.start, { agreed: true }, tokens[3]);
    expect((await ok(sittingApi.paper, undefined, tokens[3])).name).toBe('B考试试卷');
    expect(await read()).toMatchObject({ examPaperId: paper.b, startedCount: 4 });
  });
});
