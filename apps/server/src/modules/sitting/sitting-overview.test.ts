import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { type OverviewRoom, SESSION_LIVE_PATH, sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * A session's overview as the officer and an invigilator watch it on exam day: the candidates counted by state in the
 * session and room by room with their invigilators, the lock, the server's time; the counts follow sign-ins, starts,
 * pauses and hand-ins; the console's live channel tells the page at once; an invigilator sees their room only, one
 * without a room and another institution are refused.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let stranger: string;
let invigilatorA: string;
let idle: string;
let exam: string;
let session: string;
/** Candidates 0–2 sit in room A, 3–4 in room B. */
const people = [0, 1, 2, 3, 4].map((n) => ({ name: `总览考生${n}`, idNumber: mainlandId(900 + n) }));
const admission: string[] = [];
const candidateIds: string[] = [];
const tokens: string[] = [];

const { call, ok } = callsOf(
  () => t,
  () => admin,
);
const overview = (token = admin) => ok(sittingOverviewApi.overview, { sessionId: session }, token);
const signedIn = async (n: number) => {
  const input = { examId: exam, method: 'admissionNumber', admissionNumber: admission[n], idNumber: people[n]!.idNumber };
  tokens[n] = (await ok(sittingApi.login, input)).token;
};

/** The live channel of a session, opened with a member's token: the first answer, and a way to wait for the next. */
async function watch(token: string, sessionId = session) {
  const socket = await t.app.injectWS(SESSION_LIVE_PATH);
  const next = () => new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
  const first = next();
  socket.send(JSON.stringify({ token, sessionId }));
  return { socket, first: await first, next };
}

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '总览中心', 'ovwadmin');
  await givenInstitution(t, '别处总览', 'ovwother');
  admin = await signIn(t, 'ovwadmin');
  stranger = await signIn(t, 'ovwother');
  const watcherA = await givenMember(t, office.id, 'ovwwatcha', [Authority.monitor]);
  await givenMember(t, office.id, 'ovwidle', [Authority.monitor]);
  invigilatorA = await signIn(t, 'ovwwatcha');
  idle = await signIn(t, 'ovwidle');
  const day = await givenExamDay(probeApi(t, admin), {
    name: '总览',
    now: t.clock.now,
    people,
    rooms: [
      { roomName: '甲考场', capacity: 3, invigilatorIds: [watcherA.id] },
      { roomName: '乙考场', capacity: 2 },
    ],
    config: [
      { configKey: 'loginMethods', configValue: ['admissionNumber'] },
      { configKey: 'lateEntryMinutes', configValue: 30 },
    ],
  });
  ({ exam, session } = day);
  for (const c of day.candidates) {
    admission.push(c.admissionNumber);
    candidateIds.push(c.id);
  }
});
afterAll(() => t?.close());

describe('a session’s overview', () => {
  it('counts everyone seated before anyone signs in, room by room with the invigilators', async () => {
    const o = await overview();
    expect(o).toMatchObject({ sessionId: session, locked: false, seated: 5, paused: 0, examName: expect.stringContaining('总览') });
    expect(o.counts.notSignedIn).toBe(5);
    expect(Date.parse(o.serverTime)).toBe(t.clock.now);
    expect(o.rooms.map((r: OverviewRoom) => [r.name, r.invigilators, r.seated, r.counts.notSignedIn])).toEqual([
      ['甲考场', ['ovwwatcha'], 3, 3],
      ['乙考场', [], 2, 2],
    ]);
  });

  it('follows sign-ins, starts, a pause, a hand-in and the lock, and tells the watching page at once', async () => {
    const { socket, first, next } = await watch(admin);
    expect(first).toEqual({ type: 'ready' });
    const told = next();
    t.advance(10 * MINUTE + 1000);
    for (const n of [0, 1, 3]) await signedIn(n);
    expect(await told).toEqual({ type: 'changed' });
    socket.terminate();

    for (const n of [0, 1]) await ok(sittingApi.start, { agreed: true }, tokens[n]);
    await ok(sittingControlApi.pause, { sessionId: session, candidateIds: [candidateIds[0]], minutes: 3, reason: '设备检查' });
    await ok(sittingApi.submit, { answers: [] }, tokens[1]);
    await ok(sittingControlApi.lock, { sessionId: session, locked: true, reason: '开考后锁定' });
    const o = await overview();
    expect(o.locked).toBe(true);
    expect(o.counts).toEqual({
      notSignedIn: 2,
      signedIn: 1,
      inExam: 1,
      interrupted: 0,
      completed: 1,
      absent: 0,
      forceSubmitted: 0,
    });
    expect(o.paused).toBe(1);
    expect(o.rooms.map((r: OverviewRoom) => [r.name, r.counts.inExam, r.counts.completed, r.counts.signedIn, r.paused])).toEqual([
      ['甲考场', 1, 1, 0, 1],
      ['乙考场', 0, 0, 1, 0],
    ]);
  });

  it('shows an invigilator their own room only', async () => {
    const o = await overview(invigilatorA);
    expect(o.rooms.map((r: OverviewRoom) => r.name)).toEqual(['甲考场']);
    expect(o.seated).toBe(3);
    expect(o.counts.notSignedIn).toBe(1);
    expect((await watch(invigilatorA)).first).toEqual({ type: 'ready' });
  });

  it('refuses an invigilator of no room of the session, another institution and a stranger to the channel', async () => {
    expect((await call(sittingOverviewApi.overview, { sessionId: session }, idle)).code).toBe(ErrorCodes.notYourRoom);
    expect((await call(sittingOverviewApi.overview, { sessionId: session }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await watch(idle)).first).toEqual({ type: 'refused', code: ErrorCodes.notYourRoom });
    expect((await watch(stranger)).first).toEqual({ type: 'refused', code: ErrorCodes.notFound });
    expect((await watch('not-a-token')).first).toEqual({ type: 'refused', code: ErrorCodes.unauthenticated });
    expect((await watch(admin, 'not-a-session')).first).toEqual({ type: 'refused', code: ErrorCodes.notFound });
    // a candidate's token is no member's
    expect((await watch(tokens[0]!)).first).toEqual({ type: 'refused', code: ErrorCodes.unauthenticated });
  });
});
