import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { LIVE_PATH, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, inject, probeApi } from '../../test/probes';
import { givenExamDay } from './sitting.probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';

/*
 * The invigilators' actions as a candidate and an invigilator notice them: a pause stops the countdown and hides the
 * paper, its limits are refused with their codes, extra time shows in the candidate's remaining seconds (also for one
 * not yet signed in), a force-submitted candidate cannot sign in again, a withdrawn hand-in reopens with the time that
 * was left, a locked session refuses sign-in; an invigilator of one room cannot act on another, another institution's
 * ids are not found, and every action is audited with who and why.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let stranger: string;
let invigilatorA: string;
let examOnly: string;
let exam: string;
let session: string;
let roomA: string;
let roomB: string;
let item: string;
/** Candidates 0–2 sit in room A, 3–5 in room B. */
const people = [0, 1, 2, 3, 4, 5].map((n) => ({ name: `控制考生${n}`, idNumber: mainlandId(700 + n) }));
const admission: string[] = [];
const candidateIds: string[] = [];
const tokens: string[] = [];

const { call, ok } = callsOf(
  () => t,
  () => admin,
);
const login = (n: number) =>
  call(sittingApi.login, { examId: exam, method: 'admissionNumber', admissionNumber: admission[n], idNumber: people[n]!.idNumber });
const signedIn = async (n: number) => {
  const answer = await login(n);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  tokens[n] = answer.data.token;
  return tokens[n]!;
};
const view = (n: number) => ok(sittingApi.sitting, undefined, tokens[n]);
const save = (n: number, seq: number) =>
  call(
    sittingApi.save,
    { answers: [{ itemId: item, seq, value: { options: ['A'] }, clientTime: new Date(t.clock.now).toISOString() }] },
    tokens[n],
  );
const reason = '网络故障';
const of = (...ns: number[]) => ({ sessionId: session, candidateIds: ns.map((n) => candidateIds[n]!), reason });

/** The next message a live socket receives, parsed. */
const nextMessage = (socket: WebSocket) =>
  new Promise<unknown>((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '监考中心', 'ctladmin');
  await givenInstitution(t, '别的机构', 'ctlother');
  admin = await signIn(t, 'ctladmin');
  stranger = await signIn(t, 'ctlother');
  const watcherA = await givenMember(t, office.id, 'watchera', [Authority.monitor]);
  const watcherB = await givenMember(t, office.id, 'watcherb', [Authority.monitor]);
  await givenMember(t, office.id, 'ctlexam', [Authority.exam]);
  invigilatorA = await signIn(t, 'watchera');
  examOnly = await signIn(t, 'ctlexam');

  const day = await givenExamDay(probeApi(t, admin), {
    name: '监考',
    now: t.clock.now,
    people,
    rooms: [
      { roomName: '甲考场', capacity: 3, invigilatorIds: [watcherA.id] },
      { roomName: '乙考场', capacity: 3, invigilatorIds: [watcherB.id] },
    ],
    config: [
      { configKey: 'loginMethods', configValue: ['admissionNumber'] },
      { configKey: 'lateEntryMinutes', configValue: 30 },
    ],
  });
  ({ exam, session } = day);
  [item] = day.items as [string];
  [roomA, roomB] = day.rooms as [string, string];
  for (const c of day.candidates) {
    admission.push(c.admissionNumber);
    candidateIds.push(c.id);
  }
  const { rows } = await t.database.executeSql('select exam_candidate_id, room_id from exam_seatings where session_id = $1', [session]);
  const roomOf = new Map(rows.map((r) => [(r as { exam_candidate_id: string }).exam_candidate_id, (r as { room_id: string }).room_id]));
  expect(candidateIds.map((id) => (roomOf.get(id) === roomA ? 'A' : 'B')).join('')).toBe('AAABBB');
});
afterAll(() => t?.close());

describe('before the session begins', () => {
  it('credits extra time to a candidate who has not signed in yet', async () => {
    expect(await ok(sittingControlApi.extraTime, { ...of(5), minutes: 10 })).toEqual({ done: 1, skipped: [] });
    // the bound of what may be given, and a reason, are required
    expect((await call(sittingControlApi.extraTime, { ...of(5), minutes: 601 }, admin)).code).toBe(ErrorCodes.badRequest);
    expect((await call(sittingControlApi.extraTime, { ...of(5), minutes: 0 }, admin)).code).toBe(ErrorCodes.badRequest);
    expect((await call(sittingControlApi.extraTime, { ...of(5), minutes: 5, reason: '  ' }, admin)).code).toBe(ErrorCodes.badRequest);
    expect((await call(sittingControlApi.extraTime, { ...of(5), minutes: 5, reason: 'x'.repeat(201) }, admin)).code).toBe(
      ErrorCodes.badRequest,
    );
  });

  it('locks the session: nobody signs in until it is unlocked', async () => {
    expect(await ok(sittingControlApi.lock, { sessionId: session, locked: true, reason: '考场准备中' })).toMatchObject({ locked: true });
    expect((await login(4)).code).toBe(ErrorCodes.sessionLocked);
    await ok(sittingControlApi.lock, { sessionId: session, locked: false, reason: '准备完毕' });
    await signedIn(4);
  });
});

describe('in the exam', () => {
  it('starts the candidates; the one given extra time before signing in has it on their clock', async () => {
    t.advance(10 * MINUTE + 1000);
    for (const n of [0, 1, 2, 3, 5]) {
      await signedIn(n);
      await ok(sittingApi.start, { agreed: true }, tokens[n]);
    }
    expect(await view(0)).toMatchObject({ state: 'inExam', remainingSeconds: 3600, paused: false, pausedUntil: null, extraMinutes: 0 });
    expect(await view(5)).toMatchObject({ remainingSeconds: 70 * 60, extraMinutes: 10 });
  });

  it('tells the candidate at once over the live channel, and refuses a socket without a candidate’s token', async () => {
    const refused = await t.app.injectWS(LIVE_PATH);
    const refusal = nextMessage(refused);
    refused.send(JSON.stringify({ token: admin }));
    expect(await refusal).toEqual({ type: 'refused' });

    const socket = await t.app.injectWS(LIVE_PATH);
    const ready = nextMessage(socket);
    socket.send(JSON.stringify({ token: tokens[0] }));
    expect(await ready).toEqual({ type: 'ready' });
    let told = nextMessage(socket);
    await ok(sittingControlApi.pause, { ...of(0), minutes: 5 });
    expect(await told).toEqual({ type: 'changed', action: 'pause' });
    told = nextMessage(socket);
    await ok(sittingControlApi.resume, of(0));
    expect(await told).toEqual({ type: 'changed', action: 'resume' });
    socket.terminate();
  });

  it('pauses a candidate: the countdown stands, the paper is hidden, saves are refused, until a resume', async () => {
    expect((await call(sittingControlApi.pause, { ...of(0), minutes: 6 }, admin)).code).toBe(ErrorCodes.pauseTooLong);
    expect(await ok(sittingControlApi.pause, { ...of(0), minutes: 5 })).toEqual({ done: 1, skipped: [] });
    const paused = await view(0);
    expect(paused).toMatchObject({ paused: true, remainingSeconds: 3600 });
    expect(Date.parse(paused.pausedUntil)).toBe(t.clock.now + 5 * MINUTE);
    t.advance(2 * MINUTE);
    expect(await view(0)).toMatchObject({ paused: true, remainingSeconds: 3600 });
    expect((await call(sittingApi.paper, undefined, tokens[0])).code).toBe(ErrorCodes.sittingPaused);
    expect((await save(0, 1)).code).toBe(ErrorCodes.sittingPaused);
    expect((await call(sittingApi.submit, { answers: [] }, tokens[0])).code).toBe(ErrorCodes.sittingPaused);
    // the heartbeat goes on, and shows the pause
    expect(await ok(sittingApi.heartbeat, { events: [] }, tokens[0])).toMatchObject({ paused: true });
    expect((await call(sittingControlApi.pause, { ...of(0), minutes: 3 }, admin)).code).toBe(ErrorCodes.sittingAlreadyPaused);
    // another candidate's clock ran on
    expect((await view(1)).remainingSeconds).toBe(3600 - 120);

    expect(await ok(sittingControlApi.resume, of(0))).toEqual({ done: 1, skipped: [] });
    expect(await view(0)).toMatchObject({ paused: false, pausedUntil: null, remainingSeconds: 3600 });
    expect((await call(sittingControlApi.resume, of(0), admin)).code).toBe(ErrorCodes.sittingNotPaused);
    t.advance(MINUTE);
    expect((await view(0)).remainingSeconds).toBe(3540);
    expect((await ok(sittingApi.paper, undefined, tokens[0])).sections).toHaveLength(1);
    expect((await save(0, 1)).code).toBe(20000);
  });

  it('lets a pause run out by itself: the time it lasted is given back', async () => {
    await ok(sittingControlApi.pause, { ...of(0), minutes: 3 });
    t.advance(4 * MINUTE);
    // 3540 s when it began; 3 of the 4 minutes were the pause
    expect(await view(0)).toMatchObject({ paused: false, remainingSeconds: 3540 - 60 });
    expect((await save(0, 2)).code).toBe(20000);
  });

  it('pauses a room: those in the exam stop, one not started is skipped with the reason; named candidates are all or none', async () => {
    const room = await ok(sittingControlApi.pause, { sessionId: session, roomId: roomB, minutes: 5, reason });
    expect(room.done).toBe(2);
    expect(room.skipped).toEqual([
      { candidateId: candidateIds[4], name: '控制考生4', admissionNumber: admission[4], code: ErrorCodes.candidateNotStarted },
    ]);
    expect((await view(3)).paused).toBe(true);
    expect((await view(5)).paused).toBe(true);
    await ok(sittingControlApi.resume, { sessionId: session, roomId: roomB, reason });
    expect((await view(3)).paused).toBe(false);
    // candidate 4 has not started: naming them with candidate 1 refuses the whole call, and candidate 1 is not paused
    const refused = await call(sittingControlApi.pause, { ...of(1, 4), minutes: 5 }, admin);
    expect(refused.code).toBe(ErrorCodes.candidateNotStarted);
    expect(refused.msg).toContain('控制考生4');
    expect((await view(1)).paused).toBe(false);
  });

  it('gives extra time to a room, which every candidate there sees; the session’s handed-in candidates are skipped', async () => {
    const before = (await view(1)).remainingSeconds;
    expect((await ok(sittingControlApi.extraTime, { sessionId: session, roomId: roomA, minutes: 10, reason })).done).toBe(3);
    expect(await view(1)).toMatchObject({ remainingSeconds: before + 600, extraMinutes: 10 });
    await ok(sittingApi.submit, { answers: [] }, tokens[1]);
    const all = await ok(sittingControlApi.extraTime, { sessionId: session, minutes: 1, reason });
    expect(all.done).toBe(5);
    expect(all.skipped).toMatchObject([{ candidateId: candidateIds[1], code: ErrorCodes.sittingHandedIn }]);
    expect((await view(5)).extraMinutes).toBe(11);
  });

  it('force-submits a candidate, scored like a hand-in, who cannot sign in again; a withdrawal reopens with the time left', async () => {
    const left = (await view(2)).remainingSeconds;
    expect(await ok(sittingControlApi.forceSubmit, of(2))).toEqual({ done: 1, skipped: [] });
    expect(await view(2)).toMatchObject({ state: 'forceSubmitted' });
    expect((await login(2)).code).toBe(ErrorCodes.forceSubmitted);
    const [scored] = (
      await t.database.executeSql('select score from exam_sittings where exam_candidate_id = $1 and score is not null', [candidateIds[2]])
    ).rows;
    expect(scored).toBeDefined();
    expect((await call(sittingControlApi.forceSubmit, of(2), admin)).code).toBe(ErrorCodes.sittingHandedIn);

    t.advance(3 * MINUTE);
    expect(await ok(sittingControlApi.withdraw, of(2))).toEqual({ done: 1, skipped: [] });
    await signedIn(2);
    expect(await view(2)).toMatchObject({ state: 'inExam', remainingSeconds: left, submittedAt: null });
    expect((await save(2, 1)).code).toBe(20000);
    expect((await call(sittingControlApi.withdraw, of(2), admin)).code).toBe(ErrorCodes.sittingNotHandedIn);
  });
});

describe('who may act', () => {
  it('lets an invigilator act in their own room only', async () => {
    const mine = await inject(t, sittingControlApi.extraTime, { sessionId: session, roomId: roomA, minutes: 1, reason }, invigilatorA);
    expect(mine.json()).toMatchObject({ code: 20000, data: { done: 2 } });
    for (const input of [
      { sessionId: session, roomId: roomB, minutes: 1, reason },
      { sessionId: session, minutes: 1, reason },
      { ...of(0, 3), minutes: 1 },
    ]) {
      const refused = await inject(t, sittingControlApi.extraTime, input, invigilatorA);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(ErrorCodes.notYourRoom);
    }
    const lock = await inject(t, sittingControlApi.lock, { sessionId: session, locked: true, reason }, invigilatorA);
    expect(lock.json().code).toBe(ErrorCodes.notYourRoom);
    // gl_kw acts on every room
    expect((await ok(sittingControlApi.pause, { ...of(3), minutes: 5 }, examOnly)).done).toBe(1);
    await ok(sittingControlApi.resume, of(3), examOnly);
  });

  it('finds nothing of another institution', async () => {
    for (const [e, input] of [
      [sittingControlApi.pause, { ...of(0), minutes: 5 }],
      [sittingControlApi.extraTime, { sessionId: session, roomId: roomA, minutes: 5, reason }],
      [sittingControlApi.forceSubmit, of(0)],
      [sittingControlApi.withdraw, of(1)],
      [sittingControlApi.lock, { sessionId: session, locked: true, reason }],
    ] as const)
      expect((await call(e, input, stranger)).code).toBe(ErrorCodes.notFound);
    expect(await view(0)).toMatchObject({ paused: false, submittedAt: null, extraMinutes: 12 });
    // a candidate of the session named with a room they do not sit in is not found either
    expect((await call(sittingControlApi.pause, { ...of(3), roomId: roomA, minutes: 5 }, admin)).code).toBe(ErrorCodes.notFound);
  });
});

describe('near the end', () => {
  it('refuses a pause with less than 5 minutes left', async () => {
    const left = (await view(0)).remainingSeconds;
    t.advance((left - 4 * 60) * 1000);
    expect((await call(sittingControlApi.pause, { ...of(0), minutes: 1 }, admin)).code).toBe(ErrorCodes.pauseTooLate);
    expect((await view(0)).paused).toBe(false);
  });

  it('records every action with who and why, and each in the candidate’s record', async () => {
    const { rows } = await t.database.executeSql(
      `select action, username, detail->>'reason' as reason from audit_logs where action like 'sitting.%' order by id`,
    );
    const audited = rows as { action: string; username: string; reason: string }[];
    expect(new Set(audited.map((r) => r.action))).toEqual(
      new Set([
        'sitting.extraTime',
        'sitting.lock',
        'sitting.unlock',
        'sitting.pause',
        'sitting.resume',
        'sitting.forceSubmit',
        'sitting.withdraw',
      ]),
    );
    expect(audited.every((r) => r.reason && r.username)).toBe(true);
    expect(audited.filter((r) => r.username === 'watchera').map((r) => r.action)).toEqual(['sitting.extraTime']);
    const events = await t.database.executeSql(
      `select e.kind, e.detail->>'reason' as reason, e.detail->>'by' as by from exam_sitting_events e
       join exam_sittings s on s.id = e.sitting_id where s.exam_candidate_id = $1 order by e.id`,
      [candidateIds[2]],
    );
    const kinds = (events.rows as { kind: string; reason: string; by: string }[]).filter((e) => e.by);
    expect(kinds.map((e) => e.kind)).toEqual(['extraTime', 'extraTime', 'forceSubmit', 'withdraw', 'extraTime']);
    expect(kinds.every((e) => e.reason)).toBe(true);
  });
});

describe('after the session', () => {
  it('gives no more time to a candidate who never came: they are absent', async () => {
    t.advance(3 * 60 * MINUTE);
    expect((await call(sittingControlApi.extraTime, { ...of(4), minutes: 10 }, admin)).code).toBe(ErrorCodes.sessionEnded);
  });
});
