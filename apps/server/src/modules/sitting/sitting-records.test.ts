import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { fileTaskApi, FileTaskStatus } from '@cloud-exam/contract/files/task';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { type RecordRow, sittingRecordsApi } from '@cloud-exam/contract/sitting/sitting-records';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, inject, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * Answer records as an officer and an invigilator notice them: every candidate of every session of the exam, by session,
 * room and seat, with the session named; filtered by session, room, state and a name or admission number, counted by
 * state and paged; one session's records as the session's list has them; an invigilator reads their own rooms only,
 * another institution's exam, session or room is not found; the export, made in the download centre, holds the rows as
 * filtered; a batch of chosen candidates skips those who cannot take an action when asked to.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let stranger: string;
let watcherA: string;
let watcherC: string;
let idle: string;
let exam: string;
let morning: string;
let afternoon: string;
let roomA: string;
let roomB: string;
let roomC: string;
let otherSession: string;
let otherRoom: string;
/** Candidates 0–1 sit in room 甲 and 2–3 in room 乙 of the morning; 4–5 in room 丙 of the afternoon. */
const people = [0, 1, 2, 3, 4, 5].map((n) => ({ name: `记录考生${n}`, idNumber: mainlandId(900 + n), mobile: `1390000090${n}` }));
const admission: string[] = [];
const candidateIds: string[] = [];
const tokens: string[] = [];

const { call: callAs, ok } = callsOf(
  () => t,
  () => admin,
);
/** The envelope of a call, as the administrator unless another token is given. */
const call = (e: Parameters<typeof callAs>[0], input: unknown, token = admin) => callAs(e, input, token);
const records = (filter: object = {}, token = admin) => ok(sittingRecordsApi.records, { examId: exam, ...filter }, token);
const namesOf = (rows: RecordRow[]) => rows.map((r) => r.name);
const signedIn = async (n: number) => {
  const { token } = await ok(sittingApi.login, {
    examId: exam,
    method: 'admissionNumber',
    admissionNumber: admission[n],
    idNumber: people[n]!.idNumber,
  });
  tokens[n] = token;
};

/** The file of an export once its job has made it, as the download centre gives it. */
async function exported(fileTaskId: string, token = admin) {
  for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 25))) {
    const task = (await ok(fileTaskApi.page, { current: 1, size: 50 }, token)).records.find((r: { id: string }) => r.id === fileTaskId);
    if (task.status === FileTaskStatus.processing && Date.now() < until) continue;
    expect(task).toMatchObject({ status: FileTaskStatus.done, fileType: 'sittingRecords.export' });
    const res = await t.app.inject({ url: `/cloudeFile/task/download/${fileTaskId}`, headers: { authorization: `Bearer ${token}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { name: task.fileName as string, rows: book.worksheets[0]!.getSheetValues().slice(1) as unknown[][] };
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '记录中心', 'recadmin');
  await givenInstitution(t, '别处机构', 'recother');
  admin = await signIn(t, 'recadmin');
  stranger = await signIn(t, 'recother');
  const a = await givenMember(t, office.id, 'recwatcha', [Authority.monitor]);
  const c = await givenMember(t, office.id, 'recwatchc', [Authority.monitor]);
  await givenMember(t, office.id, 'recidle', [Authority.monitor]);
  watcherA = await signIn(t, 'recwatcha');
  watcherC = await signIn(t, 'recwatchc');
  idle = await signIn(t, 'recidle');
  const day = await givenExamDay(probeApi(t, admin), {
    name: '记录',
    now: t.clock.now,
    people,
    rooms: [
      { roomName: '甲考场', capacity: 2, invigilatorIds: [a.id] },
      { roomName: '乙考场', capacity: 4 },
    ],
    config: [{ configKey: 'loginMethods', configValue: ['admissionNumber'] }],
    publish: false,
  });
  ({ exam, session: morning } = day);
  [roomA, roomB] = day.rooms as [string, string];
  // the afternoon's session: candidates 4 and 5 move there
  afternoon = (
    await ok(scheduleApi.addSession, {
      examId: exam,
      subjectId: day.subjectId,
      sessionName: '下午场',
      beginDate: new Date(t.clock.now + 240 * MINUTE).toISOString(),
      endDate: new Date(t.clock.now + 300 * MINUTE).toISOString(),
    })
  ).id;
  roomC = (await ok(scheduleApi.addRoom, { sessionId: afternoon, roomName: '丙考场', capacity: 5, address: null, invigilatorIds: [c.id] }))
    .id;
  for (const x of day.candidates) {
    admission.push(x.admissionNumber);
    candidateIds.push(x.id);
  }
  for (const n of [4, 5]) await ok(scheduleApi.move, { examCandidateId: candidateIds[n], sessionId: afternoon, roomId: roomC });
  await ok(examApi.updateBatch, { ids: [exam], action: 'publish' });
  const other = await givenExamDay(probeApi(t, stranger), {
    name: '别处记录',
    now: t.clock.now,
    people: [{ name: '别处考生', idNumber: mainlandId(990) }],
  });
  otherSession = other.session;
  otherRoom = other.rooms[0]!;
});
afterAll(() => t?.close());

describe('answer records of an exam', () => {
  it('lists every session’s candidates by session, room and seat, with the session named, without ID numbers or mobiles', async () => {
    const page = await records({ size: 10 });
    expect(page.total).toBe(6);
    expect(page.records.map((r: RecordRow) => [r.name, r.sessionName, r.roomName, r.seat, r.state])).toEqual(
      people.map((p, n) => [
        p.name,
        n < 4 ? '上午场' : '下午场',
        n < 2 ? '甲考场' : n < 4 ? '乙考场' : '丙考场',
        n < 4 ? (n % 2) + 1 : n - 3,
        'notSignedIn',
      ]),
    );
    expect(page.records[4]).toMatchObject({ sessionId: afternoon, roomId: roomC });
    expect(page.counts).toEqual({
      notSignedIn: 6,
      signedIn: 0,
      inExam: 0,
      interrupted: 0,
      completed: 0,
      absent: 0,
      forceSubmitted: 0,
    });
    const text = JSON.stringify(page);
    for (const p of people) {
      expect(text).not.toContain(p.idNumber);
      expect(text).not.toContain(p.mobile);
    }
  });

  it('filters by session, room, state and name or admission number, counts the session and room chosen, and pages', async () => {
    t.advance(10 * MINUTE + 1000);
    for (const n of [0, 1, 2]) await signedIn(n);
    for (const n of [0, 1]) await ok(sittingApi.start, { agreed: true }, tokens[n]);
    await ok(sittingApi.heartbeat, { events: [{ kind: 'leavePage', at: new Date(t.clock.now).toISOString() }] }, tokens[0]);

    const inExam = await records({ state: 'inExam' });
    expect(namesOf(inExam.records)).toEqual(['记录考生0', '记录考生1']);
    expect(inExam.records[0]).toMatchObject({ leaveCount: 1, remainingSeconds: 60 * 60, extraMinutes: 0 });
    // the counts are of the whole exam whatever the state
    expect(inExam.counts).toMatchObject({ inExam: 2, signedIn: 1, notSignedIn: 3 });

    const later = await records({ sessionId: afternoon });
    expect(namesOf(later.records)).toEqual(['记录考生4', '记录考生5']);
    expect(later.counts).toMatchObject({ notSignedIn: 2, inExam: 0, signedIn: 0 });

    const inB = await records({ roomId: roomB });
    expect(namesOf(inB.records)).toEqual(['记录考生2', '记录考生3']);
    expect(inB.counts).toMatchObject({ signedIn: 1, notSignedIn: 1, inExam: 0 });

    expect(namesOf((await records({ keyword: admission[5] })).records)).toEqual(['记录考生5']);
    expect(namesOf((await records({ keyword: '考生3' })).records)).toEqual(['记录考生3']);
    const second = await records({ current: 2, size: 4 });
    expect(second).toMatchObject({ total: 6, current: 2 });
    expect(namesOf(second.records)).toEqual(['记录考生4', '记录考生5']);
  });

  it('gives one session’s records as the session’s list has them, which keeps working', async () => {
    const session = await records({ sessionId: morning, size: 50 });
    const list = await ok(sittingControlApi.list, { sessionId: morning, size: 50 });
    // the records add the session and the score after discipline (sitting-discipline.test.ts)
    const asListed = ({ sessionId: _, sessionName: __, breaches: ___, scoreAfterDiscipline: ____, cancelled: _____, ...row }: RecordRow) =>
      row;
    expect(session.records.map(asListed)).toEqual(list.records);
    expect(session.counts).toEqual(list.counts);
    expect(session.records.every((r: RecordRow) => r.sessionName === '上午场')).toBe(true);
  });

  it('shows an invigilator their own rooms only, and refuses them a room or session they do not watch', async () => {
    const mine = await records({}, watcherA);
    expect(namesOf(mine.records)).toEqual(['记录考生0', '记录考生1']);
    expect(mine.counts).toMatchObject({ inExam: 2, signedIn: 0, notSignedIn: 0 });
    expect((await records({ roomId: roomA, state: 'inExam' }, watcherA)).total).toBe(2);
    expect(namesOf((await records({ sessionId: afternoon }, watcherC)).records)).toEqual(['记录考生4', '记录考生5']);
    expect(namesOf((await records({}, watcherC)).records)).toEqual(['记录考生4', '记录考生5']);

    for (const [filter, token] of [
      [{ roomId: roomB }, watcherA],
      [{ sessionId: afternoon }, watcherA],
      [{ sessionId: morning }, watcherC],
      [{}, idle],
    ] as const) {
      const res = await inject(t, sittingRecordsApi.records, { examId: exam, ...filter }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ErrorCodes.notYourRoom);
    }
    expect((await call(sittingRecordsApi.exportRecords, { examId: exam, roomId: roomB }, watcherA)).code).toBe(ErrorCodes.notYourRoom);
  });

  it('finds nothing of another institution, nor a session or room of another exam or session', async () => {
    expect((await call(sittingRecordsApi.records, { examId: exam }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await call(sittingRecordsApi.records, { examId: exam, sessionId: morning }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await call(sittingRecordsApi.records, { examId: exam, sessionId: otherSession })).code).toBe(ErrorCodes.notFound);
    expect((await call(sittingRecordsApi.records, { examId: exam, roomId: otherRoom })).code).toBe(ErrorCodes.notFound);
    // a room of the exam, but of the other session
    expect((await call(sittingRecordsApi.records, { examId: exam, sessionId: morning, roomId: roomC })).code).toBe(ErrorCodes.notFound);
    expect((await call(sittingRecordsApi.exportRecords, { examId: exam }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await ok(fileTaskApi.page, { current: 1, size: 10 }, stranger)).total).toBe(0);
  });
});

describe('the export', () => {
  it('leaves the records as filtered in the download centre, with the state in words and times in the institution’s zone', async () => {
    const { fileTaskId } = await ok(sittingRecordsApi.exportRecords, { examId: exam, sessionId: morning, state: 'inExam' });
    const file = await exported(fileTaskId);
    expect(file.name).toBe('答题记录.xlsx');
    expect(file.rows[0]!.slice(1)).toEqual([
      '准考证号',
      '姓名',
      '场次',
      '考场',
      '座位号',
      '状态',
      '登录时间 (Asia/Shanghai)',
      '交卷时间 (Asia/Shanghai)',
      '客观题得分',
      '切屏次数',
      '延时（分钟）',
      '剩余时间（分钟）',
      '违纪处理后得分',
    ]);
    expect(file.rows.slice(1).map((r) => [r[1], r[2], r[3], r[4], r[5], r[6], r[10], r[12]])).toEqual([
      [admission[0], '记录考生0', '上午场', '甲考场', 1, '考试中', 1, 60],
      [admission[1], '记录考生1', '上午场', '甲考场', 2, '考试中', 0, 60],
    ]);
    expect(file.rows[1]![7]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('holds an invigilator’s rooms only, in their language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: sittingRecordsApi.exportRecords.path,
      headers: { authorization: `Bearer ${watcherA}`, 'accept-language': 'en' },
      payload: { examId: exam },
    });
    const file = await exported(res.json().data.fileTaskId, watcherA);
    expect(file.name).toBe('answer-records.xlsx');
    expect(file.rows[0]![1]).toBe('Admission number');
    expect(file.rows.slice(1).map((r) => [r[2], r[6]])).toEqual([
      ['记录考生0', 'In the exam'],
      ['记录考生1', 'In the exam'],
    ]);
  });
});

describe('an action on chosen candidates', () => {
  it('skips those who cannot take it when asked to, and otherwise refuses the whole call as before', async () => {
    const answer = { itemId: (await ok(sittingApi.paper, undefined, tokens[1])).sections[0].items[0].itemId, seq: 1 };
    await ok(
      sittingApi.submit,
      { answers: [{ ...answer, value: { options: ['A'] }, clientTime: new Date(t.clock.now).toISOString() }] },
      tokens[1],
    );
    const chosen = [candidateIds[0]!, candidateIds[1]!, candidateIds[3]!];
    const input = { sessionId: morning, candidateIds: chosen, minutes: 10, reason: '设备故障' };
    expect((await call(sittingControlApi.extraTime, input)).code).toBe(ErrorCodes.sittingHandedIn);
    expect((await records({ sessionId: morning })).records.map((r: RecordRow) => r.extraMinutes)).toEqual([0, 0, 0, 0]);

    const result = await ok(sittingControlApi.extraTime, { ...input, skipRefused: true });
    expect(result).toEqual({
      done: 2,
      skipped: [{ candidateId: candidateIds[1], name: '记录考生1', admissionNumber: admission[1], code: ErrorCodes.sittingHandedIn }],
    });
    expect((await records({ sessionId: morning })).records.map((r: RecordRow) => [r.name, r.state, r.extraMinutes])).toEqual([
      ['记录考生0', 'inExam', 10],
      ['记录考生1', 'completed', 0],
      ['记录考生2', 'signedIn', 0],
      ['记录考生3', 'notSignedIn', 10],
    ]);
  });
});
