import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { fileTaskApi } from '@cloud-exam/contract/files/task';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { sittingMessageApi } from '@cloud-exam/contract/sitting/sitting-message';
import { type RecordEvent, sittingRecordApi } from '@cloud-exam/contract/sitting/sitting-record';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, inject, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * A candidate's record and a message's reading as an officer and an invigilator read them: every sign-in with its
 * address, device and browser, the start, leaves with the candidate's own time, the invigilators' pause, resume, extra
 * time, forced hand-in and reopening with who and why, messages with whether they were read (one sent before the
 * sign-in too), the hand-in, in order; filtered by kind; exported as a sheet; the candidates a message reached with
 * their reading. An invigilator reads their own rooms only; another institution's ids are not found.
 */

const MINUTE = 60_000;
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let t: TestApp;
let admin: string;
let stranger: string;
let invigilatorA: string;
let exam: string;
let session: string;
let roomA: string;
let item: string;
/** Candidates 0–1 sit in room A, 2–3 in room B. */
const people = [0, 1, 2, 3].map((n) => ({ name: `记录考生${n}`, idNumber: mainlandId(900 + n) }));
const admission: string[] = [];
const candidateIds: string[] = [];
const tokens: string[] = [];
const messages: Record<string, string> = {};

const { call, ok } = callsOf(
  () => t,
  () => admin,
);
/** Signs a candidate in from a browser, as the exam client does. */
const signedIn = async (n: number, userAgent: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: sittingApi.login.path,
    headers: { 'user-agent': userAgent },
    payload: { examId: exam, method: 'admissionNumber', admissionNumber: admission[n], idNumber: people[n]!.idNumber },
  });
  expect(res.json().code, res.body).toBe(20000);
  tokens[n] = res.json().data.token;
};
const send = async (text: string, target: object) => {
  messages[text] = (await ok(sittingMessageApi.send, { sessionId: session, ...target, text })).id;
};
const of = (n: number) => ({ sessionId: session, candidateIds: [candidateIds[n]!], reason: '网络故障' });
const recordOf = async (n: number, input: object = {}, token = admin) =>
  (await ok(sittingRecordApi.events, { sessionId: session, examCandidateId: candidateIds[n], ...input }, token)) as {
    candidate: object;
    events: RecordEvent[];
  };
const kindsOf = async (n: number, input: object = {}) => (await recordOf(n, input)).events.map((e) => e.kind);

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '记录中心', 'recadmin');
  await givenInstitution(t, '别的机构', 'recother');
  admin = await signIn(t, 'recadmin');
  stranger = await signIn(t, 'recother');
  const watcherA = await givenMember(t, office.id, 'recwatcha', [Authority.monitor]);
  const watcherB = await givenMember(t, office.id, 'recwatchb', [Authority.monitor]);
  invigilatorA = await signIn(t, 'recwatcha');

  const day = await givenExamDay(probeApi(t, admin), {
    name: '记录',
    now: t.clock.now,
    people,
    rooms: [
      { roomName: '甲考场', capacity: 2, invigilatorIds: [watcherA.id] },
      { roomName: '乙考场', capacity: 2, invigilatorIds: [watcherB.id] },
    ],
    config: [{ configKey: 'loginMethods', configValue: ['admissionNumber'] }],
  });
  ({ exam, session } = day);
  [item] = day.items as [string];
  [roomA] = day.rooms as [string];
  for (const c of day.candidates) {
    admission.push(c.admissionNumber);
    candidateIds.push(c.id);
  }

  // a message to candidate 1 before they sign in: they have no sitting yet
  await send('请携带身份证', { candidateIds: [candidateIds[1]] });
  await signedIn(0, WINDOWS_CHROME);
  await signedIn(1, IPHONE);
  await signedIn(2, WINDOWS_CHROME);
  await send('考试即将开始', {});
  t.advance(10 * MINUTE + 1000);
  for (const n of [0, 1, 2]) await ok(sittingApi.start, { agreed: true }, tokens[n]);
  const left = new Date(t.clock.now + 5000).toISOString();
  await ok(
    sittingApi.heartbeat,
    {
      events: [
        { kind: 'leavePage', at: left },
        { kind: 'returnPage', at: new Date(t.clock.now + 9000).toISOString() },
      ],
    },
    tokens[0],
  );
  await ok(sittingApi.readMessages, { ids: [messages['考试即将开始']] }, tokens[0]);
  await ok(sittingControlApi.pause, { ...of(0), minutes: 5 });
  t.advance(MINUTE);
  await ok(sittingControlApi.resume, of(0));
  await ok(sittingControlApi.extraTime, { ...of(0), minutes: 10, reason: '视力障碍' });
  await ok(
    sittingApi.save,
    { answers: [{ itemId: item, seq: 1, value: { options: ['A'] }, clientTime: new Date(t.clock.now).toISOString() }] },
    tokens[0],
  );
  await ok(sittingControlApi.forceSubmit, { ...of(0), reason: '疑似作弊' });
  await ok(sittingControlApi.withdraw, { ...of(0), reason: '误操作' });
  await ok(sittingApi.submit, {}, tokens[0]);
});
afterAll(() => t?.close());

describe('a candidate’s record', () => {
  it('holds every event in order, with its detail, who did it and why', async () => {
    const { candidate, events } = await recordOf(0);
    expect(candidate).toEqual({
      candidateId: candidateIds[0],
      name: '记录考生0',
      admissionNumber: admission[0],
      roomName: '甲考场',
      seat: 1,
    });
    expect(events.map((e) => e.kind)).toEqual([
      'signIn',
      'message',
      'start',
      'leavePage',
      'returnPage',
      'pause',
      'resume',
      'extraTime',
      'forceSubmit',
      'withdraw',
      'submit',
    ]);
    const [signInEvent, message, start, leave, , pause, resume, extra, force, withdraw, submit] = events;
    expect(signInEvent).toMatchObject({
      method: 'admissionNumber',
      ip: '127.0.0.1',
      device: 'Windows 10',
      browser: 'Chrome 126',
      by: null,
    });
    expect(JSON.stringify(signInEvent)).not.toContain('userAgent');
    expect(message).toMatchObject({ text: '考试即将开始', by: 'recadmin', readAt: expect.any(String) });
    expect(start).toMatchObject({ paper: '记录试卷 · A' });
    expect(leave).toMatchObject({ clientTime: expect.any(String) });
    expect(Date.parse(leave!.clientTime!)).toBe(Date.parse(new Date(t.clock.now - MINUTE + 5000).toISOString()));
    expect(pause).toMatchObject({ minutes: 5, until: expect.any(String), by: 'recadmin', reason: '网络故障' });
    expect(resume).toMatchObject({ by: 'recadmin', reason: '网络故障' });
    expect(extra).toMatchObject({ minutes: 10, by: 'recadmin', reason: '视力障碍' });
    expect(force).toMatchObject({ by: 'recadmin', reason: '疑似作弊', answered: 1 });
    expect(force!.cause).toBeUndefined();
    expect(withdraw).toMatchObject({ by: 'recadmin', reason: '误操作', secondsLeft: expect.any(Number) });
    expect(submit).toMatchObject({ cause: 'candidate', answered: 1, by: null, reason: null });
  });

  it('shows a message sent before the candidate signed in first, with its reading', async () => {
    const { events } = await recordOf(1);
    expect(events.map((e) => e.kind)).toEqual(['message', 'signIn', 'message', 'start']);
    expect(events[0]).toMatchObject({ text: '请携带身份证', by: 'recadmin', readAt: null });
    expect(events[1]).toMatchObject({ device: 'iOS 17.5 · Apple iPhone', browser: 'Safari 17' });
    expect(events[2]).toMatchObject({ text: '考试即将开始', readAt: null });
    // one seated but not signed in has only the messages that reached them
    expect((await recordOf(3)).events).toMatchObject([{ kind: 'message', text: '考试即将开始', readAt: null }]);
  });

  it('is filtered by kind', async () => {
    expect(await kindsOf(0, { kinds: 'pause,resume' })).toEqual(['pause', 'resume']);
    expect(await kindsOf(0, { kinds: ['signIn', 'submit', 'forceSubmit'] })).toEqual(['signIn', 'forceSubmit', 'submit']);
    expect(await kindsOf(1, { kinds: 'message' })).toEqual(['message', 'message']);
    expect(await kindsOf(1, { kinds: '' })).toHaveLength(4);
    expect(
      (await call(sittingRecordApi.events, { sessionId: session, examCandidateId: candidateIds[0], kinds: 'token' }, admin)).code,
    ).toBe(ErrorCodes.badRequest);
  });

  it('exports as a sheet in the caller’s language, left in the download centre', async () => {
    const res = await inject(t, sittingRecordApi.exportEvents, { sessionId: session, examCandidateId: candidateIds[0] }, admin);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual(['时间 (Asia/Shanghai)', '事件', '详情', '操作人', '原因']);
    expect(rows.slice(1).map((r) => r[2])).toEqual([
      '登录',
      '收到消息',
      '开始作答',
      '离开考试页面',
      '返回考试页面',
      '暂停考试',
      '恢复考试',
      '延时',
      '强制收卷',
      '撤回交卷',
      '交卷',
    ]);
    expect(rows[1]![3]).toBe('登录方式：准考证号；IP地址：127.0.0.1；设备：Windows 10；浏览器：Chrome 126');
    expect(rows[1]![1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(String(rows[2]![3])).toMatch(/^“考试即将开始”；已读 \d{4}-/);
    expect(rows[6]!.slice(2)).toEqual(['暂停考试', expect.stringMatching(/^5 分钟；至 /), 'recadmin', '网络故障']);
    const files = await ok(fileTaskApi.page, { current: 1, size: 10 });
    expect(files.records[0]).toMatchObject({ fileType: 'sittingRecord.export', fileName: `考生记录-${admission[0]}.xlsx` });

    // in English, as filtered
    const en = await t.app.inject({
      method: 'GET',
      url: sittingRecordApi.exportEvents.path,
      query: { sessionId: session, examCandidateId: candidateIds[1]!, kinds: 'message' },
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    const english = new ExcelJS.Workbook();
    await english.xlsx.load(en.rawPayload as unknown as ArrayBuffer);
    const enRows = english.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(enRows[0]!.slice(1)).toEqual(['Time (Asia/Shanghai)', 'Event', 'Detail', 'By', 'Reason']);
    expect(enRows.slice(1).map((r) => [r[2], r[3]])).toEqual([
      ['Message received', '“请携带身份证”; Not read yet'],
      ['Message received', '“考试即将开始”; Not read yet'],
    ]);
  });

  it('is read by an invigilator in their room only; another institution’s ids are not found', async () => {
    expect((await recordOf(0, {}, invigilatorA)).events).toHaveLength(11);
    const other = await call(sittingRecordApi.events, { sessionId: session, examCandidateId: candidateIds[2] }, invigilatorA);
    expect(other.code).toBe(ErrorCodes.notYourRoom);
    const exported = await inject(t, sittingRecordApi.exportEvents, { sessionId: session, examCandidateId: candidateIds[2] }, invigilatorA);
    expect([exported.statusCode, exported.json().code]).toEqual([403, ErrorCodes.notYourRoom]);
    const notFound = async (input: object, token: string) =>
      expect((await call(sittingRecordApi.events, input, token)).code).toBe(ErrorCodes.notFound);
    // another institution's session and candidate; a session or a candidate of none
    await notFound({ sessionId: session, examCandidateId: candidateIds[0] }, stranger);
    await notFound({ sessionId: exam, examCandidateId: candidateIds[0] }, admin);
    await notFound({ sessionId: session, examCandidateId: session }, admin);
  });
});

describe('a message’s candidates', () => {
  const recipients = (input: object, token = admin) =>
    ok(sittingRecordApi.recipients, { messageId: messages['考试即将开始'], ...input }, token) as Promise<{
      records: { name: string; roomName: string; readAt: string | null }[];
      total: number;
      read: number;
      unread: number;
    }>;

  it('lists everyone it reached with when each read it, filtered by reading and name', async () => {
    const all = await recipients({});
    expect([all.total, all.read, all.unread]).toEqual([4, 1, 3]);
    expect(all.records.map((r) => [r.name, r.roomName, r.readAt !== null])).toEqual([
      ['记录考生0', '甲考场', true],
      ['记录考生1', '甲考场', false],
      ['记录考生2', '乙考场', false],
      ['记录考生3', '乙考场', false],
    ]);
    expect((await recipients({ read: 'unread' })).records.map((r) => r.name)).toEqual(['记录考生1', '记录考生2', '记录考生3']);
    expect((await recipients({ read: 'read' })).records.map((r) => r.name)).toEqual(['记录考生0']);
    expect((await recipients({ keyword: '考生3' })).records.map((r) => r.name)).toEqual(['记录考生3']);
    expect((await recipients({ size: 2, current: 2 })).records.map((r) => r.name)).toEqual(['记录考生2', '记录考生3']);
  });

  it('shows an invigilator their rooms’ candidates only; another institution’s message is not found', async () => {
    const mine = await recipients({}, invigilatorA);
    expect([mine.total, mine.read, mine.unread]).toEqual([2, 1, 1]);
    expect((await recipients({ roomId: roomA }, invigilatorA)).total).toBe(2);
    const day = await ok(sittingControlApi.list, { sessionId: session });
    const roomB = day.records.find((r: { roomName: string }) => r.roomName === '乙考场').roomId;
    expect((await call(sittingRecordApi.recipients, { messageId: messages['考试即将开始'], roomId: roomB }, invigilatorA)).code).toBe(
      ErrorCodes.notYourRoom,
    );
    expect((await call(sittingRecordApi.recipients, { messageId: messages['考试即将开始'] }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await call(sittingRecordApi.recipients, { messageId: session }, admin)).code).toBe(ErrorCodes.notFound);
  });
});
