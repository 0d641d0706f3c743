import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { fileTaskApi, FileTaskStatus } from '@cloud-exam/contract/files/task';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { type AnomalyRow, sittingAnomaliesApi } from '@cloud-exam/contract/sitting/sitting-anomalies';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { sittingRecordApi } from '@cloud-exam/contract/sitting/sitting-record';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, inject, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * A session's anomalies as an officer and an invigilator notice them: each rule detected from what the sittings record
 * (one candidate each: frequent leaves and two devices; long silence; interrupted; entries refused locked and late),
 * with its evidence; filtered and counted by kind and review state; handled or ignored with a note, kept and audited,
 * not reopened when the rule holds again, kept when it no longer holds; an invigilator reads and reviews their rooms
 * only; another institution finds nothing; the export holds the rows as filtered.
 */

const MINUTE = 60_000;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let t: TestApp;
let admin: string;
let stranger: string;
let watcherA: string;
let idle: string;
let exam: string;
let session: string;
let roomA: string;
let roomB: string;
let otherSession: string;
let otherCandidate: string;
let itemId: string;
/** Candidates 0–1 sit in room 甲 (watched by A), 2–5 in room 乙. */
const people = [0, 1, 2, 3, 4, 5].map((n) => ({ name: `异常考生${n}`, idNumber: mainlandId(700 + n) }));
const admission: string[] = [];
const candidateIds: string[] = [];
const tokens: string[] = [];

const { call: callAs, ok } = callsOf(
  () => t,
  () => admin,
);
/** The envelope of a call, as the administrator unless another token is given. */
const call = (e: Parameters<typeof callAs>[0], input: unknown, token = admin) => callAs(e, input, token);
const list = (filter: object = {}, token = admin) => ok(sittingAnomaliesApi.anomalies, { sessionId: session, size: 50, ...filter }, token);
const kindsOf = (rows: AnomalyRow[]) => rows.map((r) => [r.name, r.kind]);
/** A sign-in from a browser and an address; answers the envelope. */
const login = async (n: number, userAgent = CHROME, ip = '10.0.0.1') => {
  const res = await t.app.inject({
    method: 'POST',
    url: sittingApi.login.path,
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { examId: exam, method: 'admissionNumber', admissionNumber: admission[n], idNumber: people[n]!.idNumber },
  });
  const body = res.json();
  if (body.code === 20000) tokens[n] = body.data.token;
  return body;
};
const save = (n: number, seq: number) =>
  ok(
    sittingApi.save,
    { answers: [{ itemId, seq, value: { options: ['A'] }, clientTime: new Date(t.clock.now).toISOString() }] },
    tokens[n],
  );
const beat = (n: number, events: object[] = []) => ok(sittingApi.heartbeat, { events }, tokens[n]);

async function exported(fileTaskId: string) {
  for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 25))) {
    const task = (await ok(fileTaskApi.page, { current: 1, size: 50 })).records.find((r: { id: string }) => r.id === fileTaskId);
    if (task.status === FileTaskStatus.processing && Date.now() < until) continue;
    expect(task).toMatchObject({ status: FileTaskStatus.done, fileType: 'sittingAnomalies.export' });
    const res = await t.app.inject({ url: `/cloudeFile/task/download/${fileTaskId}`, headers: { authorization: `Bearer ${admin}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { name: task.fileName as string, rows: book.worksheets[0]!.getSheetValues().slice(1) as unknown[][] };
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '异常中心', 'anoadmin');
  await givenInstitution(t, '别处异常', 'anoother');
  admin = await signIn(t, 'anoadmin');
  stranger = await signIn(t, 'anoother');
  const a = await givenMember(t, office.id, 'anowatcha', [Authority.monitor]);
  await givenMember(t, office.id, 'anoidle', [Authority.monitor]);
  watcherA = await signIn(t, 'anowatcha');
  idle = await signIn(t, 'anoidle');
  const day = await givenExamDay(probeApi(t, admin), {
    name: '异常',
    now: t.clock.now,
    people,
    rooms: [
      { roomName: '甲考场', capacity: 2, invigilatorIds: [a.id] },
      { roomName: '乙考场', capacity: 4 },
    ],
    config: [
      { configKey: 'leaveLimit', configValue: 3 },
      { configKey: 'lateEntryMinutes', configValue: 15 },
    ],
  });
  ({ exam, session } = day);
  [roomA, roomB] = day.rooms as [string, string];
  for (const x of day.candidates) {
    admission.push(x.admissionNumber);
    candidateIds.push(x.id);
  }
  const other = await givenExamDay(probeApi(t, stranger), {
    name: '别处异常',
    now: t.clock.now,
    people: [{ name: '别处考生', idNumber: mainlandId(790) }],
  });
  otherSession = other.session;
  otherCandidate = other.candidates[0]!.id;

  // the session begins: 4 is refused while it is locked
  t.advance(10 * MINUTE + 1000);
  await ok(sittingControlApi.lock, { sessionId: session, locked: true, reason: '核对人数' });
  expect((await login(4, SAFARI, '10.0.0.4')).code).toBe(ErrorCodes.sessionLocked);
  await ok(sittingControlApi.lock, { sessionId: session, locked: false, reason: '核对完毕' });
  for (const n of [0, 1, 2, 3]) {
    expect((await login(n)).code).toBe(20000);
    await ok(sittingApi.start, { agreed: true }, tokens[n]);
  }
  itemId = (await ok(sittingApi.paper, undefined, tokens[0])).sections[0].items[0].itemId;
  // 0 signs in again from a phone elsewhere, and leaves the page three times
  expect((await login(0, SAFARI, '10.9.9.9')).code).toBe(20000);
  const at = new Date(t.clock.now).toISOString();
  await beat(0, [
    { kind: 'leavePage', at },
    { kind: 'leaveFullscreen', at },
    { kind: 'leavePage', at },
  ]);
  // 16 minutes on: 5 comes too late; 0 and 1 answer and beat, 2 beats without answering, 3 is silent
  t.advance(16 * MINUTE);
  expect((await login(5)).code).toBe(ErrorCodes.lateEntryClosed);
  for (const n of [0, 1]) await save(n, 1);
  for (const n of [0, 1, 2]) await beat(n);
});
afterAll(() => t?.close());

describe('detection', () => {
  it('finds each rule’s anomaly with its evidence, by room, seat and kind', async () => {
    const page = await list();
    expect(kindsOf(page.records)).toEqual([
      ['异常考生0', 'frequentLeaves'],
      ['异常考生0', 'multipleDevices'],
      ['异常考生2', 'longSilence'],
      ['异常考生3', 'interrupted'],
      ['异常考生4', 'lateEntry'],
      ['异常考生5', 'lateEntry'],
    ]);
    const [leaves, devices, silence, interrupted, locked, late] = page.records as AnomalyRow[];
    expect(leaves).toMatchObject({
      admissionNumber: admission[0],
      roomName: '甲考场',
      seat: 1,
      state: 'open',
      current: true,
      evidence: { leaveCount: 3, pageLeaves: 2, fullscreenLeaves: 1, threshold: 3 },
    });
    expect(devices!.evidence.devices!.map((d) => [d.ip, d.device, d.browser, d.signIns])).toEqual([
      ['10.0.0.1', 'Windows 10', 'Chrome 126', 1],
      ['10.9.9.9', 'iOS 17.5 · Apple iPhone', 'Safari 17', 1],
    ]);
    expect(silence!.evidence).toMatchObject({ lastSaveAt: null, silentMinutes: 16 });
    expect(interrupted!.evidence.lastSeenAt).toBeTruthy();
    expect(locked!.evidence).toMatchObject({ refusals: 1, codes: [ErrorCodes.sessionLocked] });
    expect(late!.evidence).toMatchObject({ refusals: 1, codes: [ErrorCodes.lateEntryClosed] });
    expect(page.kinds).toEqual({ interrupted: 1, frequentLeaves: 1, multipleDevices: 1, lateEntry: 2, longSilence: 1 });
    expect(page.states).toEqual({ open: 6, handled: 0, ignored: 0 });
  });

  it('keeps a refused entry in the candidate’s record, with the refusal, the address and the device', async () => {
    const record = await ok(sittingRecordApi.events, { sessionId: session, examCandidateId: candidateIds[4] });
    expect(record.events.map((e: { kind: string }) => e.kind)).toEqual(['entryRefused', 'unlock']);
    expect(record.events[0]).toMatchObject({ code: ErrorCodes.sessionLocked, ip: '10.0.0.4', device: 'iOS 17.5 · Apple iPhone' });
  });

  it('filters by kind, room and name or admission number, counts by kind whatever the kind, and pages', async () => {
    const late = await list({ kind: 'lateEntry' });
    expect(kindsOf(late.records)).toEqual([
      ['异常考生4', 'lateEntry'],
      ['异常考生5', 'lateEntry'],
    ]);
    expect(late.kinds.frequentLeaves).toBe(1);
    expect(late.states).toEqual({ open: 2, handled: 0, ignored: 0 });
    expect((await list({ roomId: roomA })).total).toBe(2);
    expect(kindsOf((await list({ keyword: admission[3] })).records)).toEqual([['异常考生3', 'interrupted']]);
    const second = await list({ current: 2, size: 4 });
    expect(second).toMatchObject({ total: 6, current: 2 });
    expect(second.records).toHaveLength(2);
  });
});

describe('review', () => {
  it('handles or ignores anomalies with a note, kept per candidate and kind, audited', async () => {
    const handled = await ok(sittingAnomaliesApi.review, {
      sessionId: session,
      items: [
        { candidateId: candidateIds[0], kind: 'frequentLeaves' },
        { candidateId: candidateIds[0], kind: 'multipleDevices' },
      ],
      state: 'handled',
      note: ' 已提醒考生 ',
    });
    expect(handled).toEqual({ reviewed: 2 });
    await ok(sittingAnomaliesApi.review, {
      sessionId: session,
      items: [{ candidateId: candidateIds[4], kind: 'lateEntry' }],
      state: 'ignored',
      note: '场次锁定期间误操作',
    });
    const page = await list();
    expect(page.records.slice(0, 2).map((r: AnomalyRow) => [r.state, r.note, r.reviewedBy])).toEqual([
      ['handled', '已提醒考生', 'anoadmin'],
      ['handled', '已提醒考生', 'anoadmin'],
    ]);
    expect(page.states).toEqual({ open: 3, handled: 2, ignored: 1 });
    expect(kindsOf((await list({ state: 'ignored' })).records)).toEqual([['异常考生4', 'lateEntry']]);
    expect((await list({ state: 'open' })).kinds).toEqual({
      interrupted: 1,
      frequentLeaves: 0,
      multipleDevices: 0,
      lateEntry: 1,
      longSilence: 1,
    });

    const { rows } = await t.database.executeSql(
      `select username, detail from audit_logs where action = 'sitting.anomalyReview' and target_id = $1 order by id`,
      [session],
    );
    expect(
      (rows as { username: string; detail: { state: string; count: number; note: string } }[]).map((r) => [
        r.username,
        r.detail.state,
        r.detail.count,
        r.detail.note,
      ]),
    ).toEqual([
      ['anoadmin', 'handled', 2, '已提醒考生'],
      ['anoadmin', 'ignored', 1, '场次锁定期间误操作'],
    ]);
  });

  it('does not reopen a reviewed anomaly when the rule holds again, and keeps it once the rule no longer holds', async () => {
    await beat(0, [{ kind: 'leavePage', at: new Date(t.clock.now).toISOString() }]);
    await ok(sittingAnomaliesApi.review, {
      sessionId: session,
      items: [{ candidateId: candidateIds[3], kind: 'interrupted' }],
      state: 'handled',
      note: '已联系考生重新连接',
    });
    await beat(3);
    const rows = (await list({ state: 'handled' })).records as AnomalyRow[];
    expect(rows.map((r) => [r.name, r.kind, r.current])).toEqual([
      ['异常考生0', 'frequentLeaves', true],
      ['异常考生0', 'multipleDevices', true],
      ['异常考生3', 'interrupted', false],
    ]);
    expect(rows[0]!.evidence.leaveCount).toBe(4);
  });

  it('refuses an anomaly that is not detected, an unknown candidate, and a note too long or empty', async () => {
    const review = (items: object[], note = '说明') =>
      call(sittingAnomaliesApi.review, { sessionId: session, items, state: 'handled', note });
    expect((await review([{ candidateId: candidateIds[1], kind: 'interrupted' }])).code).toBe(ErrorCodes.anomalyNotDetected);
    expect((await review([{ candidateId: otherCandidate, kind: 'interrupted' }])).code).toBe(ErrorCodes.notFound);
    expect(
      (
        await inject(
          t,
          sittingAnomaliesApi.review,
          { sessionId: session, items: [{ candidateId: candidateIds[2], kind: 'longSilence' }], state: 'handled', note: ' ' },
          admin,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await inject(
          t,
          sittingAnomaliesApi.review,
          { sessionId: session, items: [{ candidateId: candidateIds[2], kind: 'longSilence' }], state: 'handled', note: 'x'.repeat(201) },
          admin,
        )
      ).statusCode,
    ).toBe(400);
    // all or none: the detected one was not reviewed either
    expect(
      (
        await review([
          { candidateId: candidateIds[2], kind: 'longSilence' },
          { candidateId: candidateIds[1], kind: 'lateEntry' },
        ])
      ).code,
    ).toBe(ErrorCodes.anomalyNotDetected);
    expect((await list({ kind: 'longSilence' })).records[0].state).toBe('open');
  });
});

describe('who', () => {
  it('shows and lets an invigilator review their own rooms only', async () => {
    const mine = await list({}, watcherA);
    expect([...new Set(mine.records.map((r: AnomalyRow) => r.roomId))]).toEqual([roomA]);
    expect(mine.kinds).toMatchObject({ interrupted: 0, lateEntry: 0, frequentLeaves: 1 });
    for (const [input, token] of [
      [{ roomId: roomB }, watcherA],
      [{}, idle],
    ] as const) {
      const res = await inject(t, sittingAnomaliesApi.anomalies, { sessionId: session, ...input }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ErrorCodes.notYourRoom);
    }
    const theirs = { sessionId: session, state: 'ignored', note: '监考核实' };
    expect(
      (await call(sittingAnomaliesApi.review, { ...theirs, items: [{ candidateId: candidateIds[2], kind: 'longSilence' }] }, watcherA))
        .code,
    ).toBe(ErrorCodes.notYourRoom);
    expect(
      await ok(sittingAnomaliesApi.review, { ...theirs, items: [{ candidateId: candidateIds[0], kind: 'frequentLeaves' }] }, watcherA),
    ).toEqual({ reviewed: 1 });
    expect((await list({ kind: 'frequentLeaves' })).records[0]).toMatchObject({ state: 'ignored', reviewedBy: 'anowatcha' });
    expect((await call(sittingAnomaliesApi.exportAnomalies, { sessionId: session, roomId: roomB }, watcherA)).code).toBe(
      ErrorCodes.notYourRoom,
    );
  });

  it('finds nothing of another institution', async () => {
    expect((await call(sittingAnomaliesApi.anomalies, { sessionId: session }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await call(sittingAnomaliesApi.anomalies, { sessionId: otherSession })).code).toBe(ErrorCodes.notFound);
    const items = [{ candidateId: candidateIds[2], kind: 'longSilence' }];
    expect((await call(sittingAnomaliesApi.review, { sessionId: session, items, state: 'handled', note: '越权' }, stranger)).code).toBe(
      ErrorCodes.notFound,
    );
    expect((await call(sittingAnomaliesApi.exportAnomalies, { sessionId: session }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await list({ kind: 'longSilence' })).records[0].state).toBe('open');
  });
});

describe('the export', () => {
  it('leaves the anomalies as filtered in the download centre, in words', async () => {
    const { fileTaskId } = await ok(sittingAnomaliesApi.exportAnomalies, { sessionId: session, kind: 'lateEntry' });
    const file = await exported(fileTaskId);
    expect(file.name).toBe('考试异常.xlsx');
    expect(file.rows[0]![1]).toBe('准考证号');
    expect(file.rows.slice(1).map((r) => [r[1], r[2], r[3], r[5], r[8], r[9]])).toEqual([
      [admission[4], '异常考生4', '乙考场', '迟到入场被拒', '已忽略', '场次锁定期间误操作'],
      [admission[5], '异常考生5', '乙考场', '迟到入场被拒', '待处理', undefined],
    ]);
    expect(String(file.rows[1]![7])).toContain('场次锁定');
  });
});
