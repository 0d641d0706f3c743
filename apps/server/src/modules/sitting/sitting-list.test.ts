import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { type RosterRow, sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, inject, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * The console's reads of exam day as an officer and an invigilator notice them: every seated candidate listed by room
 * and seat with their state (not signed in, signed in, in the exam, interrupted, handed in, force-submitted, absent once
 * the session is over), their clock and score, never their ID number or mobile; filters, paging and the counts by
 * state; an invigilator reads their own rooms only; one candidate's sittings show the extra time given in advance, by
 * whom and why; another institution's session and candidate are not found.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let stranger: string;
let invigilatorA: string;
let idle: string;
let exam: string;
let session: string;
let roomA: string;
let roomB: string;
let item: string;
/** Candidates 0–2 sit in room A, 3–5 in room B. */
const people = [0, 1, 2, 3, 4, 5].map((n) => ({ name: `名单考生${n}`, idNumber: mainlandId(800 + n), mobile: `1390000080${n}` }));
const admission: string[] = [];
const candidateIds: string[] = [];
const tokens: string[] = [];

const { call, ok } = callsOf(
  () => t,
  () => admin,
);
const signedIn = async (n: number) => {
  const { token } = await ok(sittingApi.login, {
    examId: exam,
    method: 'admissionNumber',
    admissionNumber: admission[n],
    idNumber: people[n]!.idNumber,
  });
  tokens[n] = token;
  return token as string;
};
const list = (filter: object = {}, token = admin) => ok(sittingControlApi.list, { sessionId: session, ...filter }, token);
const statesOf = (rows: RosterRow[]) => Object.fromEntries(rows.map((r) => [r.name, r.state]));

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '名单中心', 'lstadmin');
  await givenInstitution(t, '别处机构', 'lstother');
  admin = await signIn(t, 'lstadmin');
  stranger = await signIn(t, 'lstother');
  const watcherA = await givenMember(t, office.id, 'lstwatcha', [Authority.monitor]);
  await givenMember(t, office.id, 'lstidle', [Authority.monitor]);
  invigilatorA = await signIn(t, 'lstwatcha');
  idle = await signIn(t, 'lstidle');
  const day = await givenExamDay(probeApi(t, admin), {
    name: '名单',
    now: t.clock.now,
    people,
    rooms: [
      { roomName: '甲考场', capacity: 3, invigilatorIds: [watcherA.id] },
      { roomName: '乙考场', capacity: 3 },
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
});
afterAll(() => t?.close());

describe('a session’s candidates', () => {
  it('lists everyone seated before anyone signs in, by room and seat, without ID numbers or mobiles', async () => {
    const page = await list({ size: 10 });
    expect(page.total).toBe(6);
    expect(page.records.map((r: RosterRow) => [r.name, r.roomName, r.seat, r.state])).toEqual(
      people.map((p, n) => [p.name, n < 3 ? '甲考场' : '乙考场', (n % 3) + 1, 'notSignedIn']),
    );
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

  it('shows each state, the clock, extra time, a pause, leaves and the score as the day goes on', async () => {
    // extra time in advance for candidate 4, who has not signed in: a sitting is made for them, still not signed in
    await ok(sittingControlApi.extraTime, { sessionId: session, candidateIds: [candidateIds[4]], minutes: 15, reason: '视力障碍' });
    t.advance(10 * MINUTE + 1000);
    for (const n of [0, 1, 2, 3]) await signedIn(n);
    for (const n of [0, 1, 2]) await ok(sittingApi.start, { agreed: true }, tokens[n]);
    const answer = { itemId: item, seq: 1, value: { options: ['A'] }, clientTime: new Date(t.clock.now).toISOString() };
    await ok(sittingApi.submit, { answers: [answer] }, tokens[1]);
    await ok(sittingControlApi.forceSubmit, { sessionId: session, candidateIds: [candidateIds[2]], reason: '违纪' });
    await ok(sittingApi.heartbeat, { events: [{ kind: 'leavePage', at: new Date(t.clock.now).toISOString() }] }, tokens[0]);
    await ok(sittingControlApi.pause, { sessionId: session, candidateIds: [candidateIds[0]], minutes: 3, reason: '设备检查' });

    const page = await list();
    expect(statesOf(page.records)).toEqual({
      名单考生0: 'inExam',
      名单考生1: 'completed',
      名单考生2: 'forceSubmitted',
      名单考生3: 'signedIn',
      名单考生4: 'notSignedIn',
      名单考生5: 'notSignedIn',
    });
    expect(page.counts).toMatchObject({ notSignedIn: 2, signedIn: 1, inExam: 1, completed: 1, forceSubmitted: 1, absent: 0 });
    const [first, second, , fourth, fifth] = page.records as RosterRow[];
    expect(first).toMatchObject({
      remainingSeconds: 60 * 60,
      pausedUntil: new Date(t.clock.now + 3 * MINUTE).toISOString(),
      leaveCount: 1,
      score: null,
      submittedAt: null,
    });
    expect(first!.startedAt).not.toBeNull();
    expect(second).toMatchObject({ score: 2, remainingSeconds: null, submittedAt: new Date(t.clock.now).toISOString() });
    expect(fourth).toMatchObject({ startedAt: null, deadline: null, remainingSeconds: null });
    expect(fourth!.signedInAt).not.toBeNull();
    expect(fifth).toMatchObject({ state: 'notSignedIn', signedInAt: null, extraMinutes: 15 });

    // without a heartbeat for 90 s, the one in the exam is interrupted (read, not stored)
    t.advance(91_000);
    expect((await list({ state: 'interrupted' })).records.map((r: RosterRow) => r.name)).toEqual(['名单考生0']);
  });

  it('filters by room, state and a name or admission number, and pages', async () => {
    expect((await list({ roomId: roomB })).records.map((r: RosterRow) => r.name)).toEqual(['名单考生3', '名单考生4', '名单考生5']);
    const notIn = await list({ state: 'notSignedIn' });
    expect(notIn.records.map((r: RosterRow) => r.name)).toEqual(['名单考生4', '名单考生5']);
    expect(notIn.total).toBe(2);
    // the counts are the whole session's, whatever the filter
    expect(notIn.counts.notSignedIn).toBe(2);
    expect(notIn.counts.completed).toBe(1);
    expect((await list({ keyword: '考生3' })).records.map((r: RosterRow) => r.name)).toEqual(['名单考生3']);
    expect((await list({ keyword: admission[5] })).records.map((r: RosterRow) => r.name)).toEqual(['名单考生5']);
    // an ID number finds nobody: the list is not searched by it
    expect((await list({ keyword: people[2]!.idNumber })).total).toBe(0);
    const second = await list({ current: 2, size: 4 });
    expect([second.total, second.records.map((r: RosterRow) => r.name)]).toEqual([6, ['名单考生4', '名单考生5']]);
    const beyond = await list({ current: 9, size: 4 });
    expect([beyond.total, beyond.records]).toEqual([6, []]);
    expect((await call(sittingControlApi.list, { sessionId: session, state: 'asleep' }, admin)).code).toBe(ErrorCodes.badRequest);
  });

  it('shows an invigilator their rooms only, and refuses a room or a session that is not theirs', async () => {
    const mine = await list({}, invigilatorA);
    expect(mine.records.map((r: RosterRow) => r.roomId)).toEqual([roomA, roomA, roomA]);
    expect(mine.counts).toMatchObject({ interrupted: 1, completed: 1, forceSubmitted: 1, signedIn: 0, notSignedIn: 0 });
    expect((await list({ roomId: roomA }, invigilatorA)).total).toBe(3);
    const other = await inject(t, sittingControlApi.list, { sessionId: session, roomId: roomB }, invigilatorA);
    expect([other.statusCode, other.json().code]).toEqual([403, ErrorCodes.notYourRoom]);
    expect((await inject(t, sittingControlApi.list, { sessionId: session }, idle)).json().code).toBe(ErrorCodes.notYourRoom);
  });

  it('finds another institution’s session and candidate nowhere', async () => {
    expect((await call(sittingControlApi.list, { sessionId: session }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await call(sittingControlApi.candidate, { examCandidateId: candidateIds[4] }, stranger)).code).toBe(ErrorCodes.notFound);
  });

  it('counts those who never started as absent once the session is over', async () => {
    t.advance(120 * MINUTE);
    const page = await list();
    expect(statesOf(page.records)).toMatchObject({ 名单考生3: 'absent', 名单考生4: 'absent', 名单考生5: 'absent' });
    expect(page.counts.absent).toBe(3);
  });
});

describe('one candidate’s sittings', () => {
  it('shows the state and the extra time given in advance, by whom, when and why', async () => {
    const [sitting] = await ok(sittingControlApi.candidate, { examCandidateId: candidateIds[4] });
    expect(sitting).toMatchObject({ sessionId: session, roomName: '乙考场', seat: 2, state: 'absent', extraMinutes: 15 });
    expect(sitting.extraTime).toEqual([{ minutes: 15, by: 'lstadmin', reason: '视力障碍', at: expect.any(String) }]);
    // one who was given none
    expect(await ok(sittingControlApi.candidate, { examCandidateId: candidateIds[5] })).toMatchObject([
      { state: 'absent', extraMinutes: 0, extraTime: [] },
    ]);
  });

  it('shows an invigilator the sessions of their rooms only', async () => {
    expect(await ok(sittingControlApi.candidate, { examCandidateId: candidateIds[4] }, invigilatorA)).toEqual([]);
    expect(await ok(sittingControlApi.candidate, { examCandidateId: candidateIds[0] }, invigilatorA)).toHaveLength(1);
  });
});
