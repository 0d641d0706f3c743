import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { type Delivery, type ExamNotification, examNotificationApi } from '@cloud-exam/contract/exam/exam-notification';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, inject, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';
import { givenExamDay } from '../sitting/sitting.probes';

/*
 * A session's notification page, as the officer notices it: the exam's notification calls scoped to the session. A
 * notification to the session, or to one room of it, reaches only the candidates seated there; the session's list
 * shows the notifications that reach its candidates (all of the exam's, its own, chosen ones among them), a room's
 * those that reach that room; and the deliveries of any notification, asked for the session or a room, are those to
 * its candidates only, in the export too. Another session's room, or another institution's session, is not found.
 */

let t: TestApp;
let admin: string;
let stranger: string;
let exam: string;
let session: string;
let roomA: string;
let roomB: string;
let roomC: string;
/** Candidates 0–1 sit in room A, 2–3 in room B, 4–5 in room C; 6 is the exam's but seated in no session. */
const names = [0, 1, 2, 3, 4, 5, 6].map((n) => `通知考生${n}`);
const ids: string[] = [];

const { call, ok } = callsOf(
  () => t,
  () => admin,
);
const compose = (audience: object, subject: string) => ({
  examId: exam,
  channels: ['sms'],
  subject,
  body: '{name}您好：{examName}将于{examTime}举行',
  audience,
});

/** Sends and waits for the job to deliver; answers the notification's id. */
async function sendAndWait(audience: object, subject: string) {
  const { id } = await ok(examNotificationApi.send, compose(audience, subject));
  const until = Date.now() + 15_000;
  for (;;) {
    const row = (await listed({})).find((r) => r.id === id)!;
    if (row.status !== 'sending' || Date.now() > until) return id as string;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const listed = async (scope: object) =>
  (await ok(examNotificationApi.page, { examId: exam, ...scope, current: 1, size: 50 })).records as ExamNotification[];
const subjects = async (scope: object) => (await listed(scope)).map((n) => n.subject).sort();
const delivered = async (notificationId: string, scope: object = {}) =>
  ((await ok(examNotificationApi.deliveries, { notificationId, ...scope, current: 1, size: 50 })).records as Delivery[])
    .map((d) => d.name)
    .sort();

const sent: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '通知中学', 'snadmin');
  await givenInstitution(t, '别的中学', 'snother');
  admin = await signIn(t, 'snadmin');
  stranger = await signIn(t, 'snother');
  const people = names.slice(0, 6).map((name, n) => ({ name, idNumber: mainlandId(700 + n), mobile: `1380000070${n}` }));
  const day = await givenExamDay(probeApi(t, admin), {
    name: '场次通知',
    now: t.clock.now,
    people,
    rooms: [
      { roomName: '甲考场', capacity: 2 },
      { roomName: '乙考场', capacity: 2 },
      { roomName: '丙考场', capacity: 2 },
    ],
    publish: false,
  });
  ({ exam, session } = day);
  [roomA, roomB, roomC] = day.rooms as [string, string, string];
  ids.push(...day.candidates.map((c) => c.id));
  const unseated = await ok(examCandidateApi.add, {
    examId: exam,
    name: names[6],
    certType: '0',
    idNumber: mainlandId(706),
    mobile: '13800000706',
  });
  ids.push(unseated.id);

  sent.all = await sendAndWait({ kind: 'all' }, '全体');
  sent.session = await sendAndWait({ kind: 'session', sessionId: session }, '本场次');
  sent.roomA = await sendAndWait({ kind: 'session', sessionId: session, roomId: roomA }, '甲考场');
  sent.roomB = await sendAndWait({ kind: 'session', sessionId: session, roomId: roomB }, '乙考场');
  sent.chosenInB = await sendAndWait({ kind: 'candidates', ids: [ids[2]] }, '乙考场的一位');
  sent.unseated = await sendAndWait({ kind: 'candidates', ids: [ids[6]] }, '未编排的一位');
});
afterAll(() => t?.close());

describe('sending to a session', () => {
  it('reaches only the candidates seated in it, or in the room named', async () => {
    expect(await delivered(sent.all!)).toEqual([...names].sort());
    expect(await delivered(sent.session!)).toEqual(names.slice(0, 6).sort());
    expect(await delivered(sent.roomA!)).toEqual(names.slice(0, 2).sort());
    const preview = await ok(examNotificationApi.preview, compose({ kind: 'session', sessionId: session, roomId: roomC }, '丙'));
    expect(preview.recipientCount).toBe(2);
    expect(preview.sample.name).toBe(names[4]);
  });

  it('names the room in the record', async () => {
    const row = (await listed({})).find((n) => n.id === sent.roomA)!;
    expect(row.audience).toEqual({ kind: 'session', sessionId: session, sessionName: '上午场', roomId: roomA, roomName: '甲考场' });
    expect(row.recipientCount).toBe(2);
  });

  it('refuses a room of no session named, another session’s room and another institution’s session (not found)', async () => {
    const theirs = await givenExamDay(probeApi(t, stranger), { name: '别校', now: t.clock.now, people: [], publish: false });
    for (const audience of [
      { kind: 'session', sessionId: theirs.session },
      { kind: 'session', sessionId: session, roomId: theirs.rooms[0] },
    ])
      expect((await call(examNotificationApi.send, compose(audience, '错'), admin)).code).toBe(ErrorCodes.notFound);
    expect((await call(examNotificationApi.page, { examId: exam, roomId: roomA }, admin)).code).toBe(ErrorCodes.notFound);
    expect((await call(examNotificationApi.page, { examId: exam, sessionId: theirs.session }, admin)).code).toBe(ErrorCodes.notFound);
    expect((await call(examNotificationApi.deliveries, { notificationId: sent.all, sessionId: theirs.session }, admin)).code).toBe(
      ErrorCodes.notFound,
    );
    expect((await call(examNotificationApi.page, { examId: exam, sessionId: session }, stranger)).code).toBe(ErrorCodes.notFound);
  });
});

describe('the session’s list', () => {
  it('shows the notifications that reach its candidates; the exam’s shows them all', async () => {
    expect(await subjects({})).toEqual(['乙考场', '乙考场的一位', '全体', '未编排的一位', '本场次', '甲考场'].sort());
    expect(await subjects({ sessionId: session })).toEqual(['乙考场', '乙考场的一位', '全体', '本场次', '甲考场'].sort());
    expect(await subjects({ sessionId: session, roomId: roomA })).toEqual(['全体', '本场次', '甲考场'].sort());
    expect(await subjects({ sessionId: session, roomId: roomB })).toEqual(['乙考场', '乙考场的一位', '全体', '本场次'].sort());
    expect(await subjects({ sessionId: session, roomId: roomC })).toEqual(['全体', '本场次'].sort());
  });

  it('gives the deliveries to its (the room’s) candidates only, in the export too', async () => {
    expect(await delivered(sent.all!, { sessionId: session })).toEqual(names.slice(0, 6).sort());
    expect(await delivered(sent.all!, { sessionId: session, roomId: roomB })).toEqual(names.slice(2, 4).sort());
    expect(await delivered(sent.roomA!, { sessionId: session, roomId: roomB })).toEqual([]);
    expect(await delivered(sent.unseated!, { sessionId: session })).toEqual([]);

    const res = await inject(
      t,
      examNotificationApi.exportDeliveries,
      { notificationId: sent.all, sessionId: session, roomId: roomC },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => r[2]).sort()).toEqual(names.slice(4, 6).sort());
  });
});
