import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type CandidateMessage, LIVE_PATH, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { MESSAGE_TEXT_MAX, sittingMessageApi } from '@cloud-exam/contract/sitting/sitting-message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, inject, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * Messages from invigilators as a candidate and an invigilator notice them: a message to one candidate, a room or the
 * whole session reaches just those, at once over the live channel, and one not yet signed in reads it after signing
 * in; each candidate reads and marks only their own; the console lists them with read counts; an invigilator sends to
 * and lists their own rooms only; another institution's session is not found; every message is audited and written
 * into the record of each candidate who has a sitting.
 */

const SECOND = 1000;
let t: TestApp;
let admin: string;
let stranger: string;
let invigilatorA: string;
let exam: string;
let session: string;
let roomA: string;
let roomB: string;
let emptyRoom: string;
/** Candidates 0–2 sit in room A, 3–5 in room B; room C is empty. */
const people = [0, 1, 2, 3, 4, 5].map((n) => ({ name: `消息考生${n}`, idNumber: mainlandId(800 + n) }));
const admission: string[] = [];
const candidateIds: string[] = [];
const tokens: string[] = [];
/** The messages sent, by what they said. */
const sent: Record<string, string> = {};

const { call, ok } = callsOf(
  () => t,
  () => admin,
);
const signedIn = async (n: number) => {
  const answer = await call(sittingApi.login, {
    examId: exam,
    method: 'admissionNumber',
    admissionNumber: admission[n],
    idNumber: people[n]!.idNumber,
  });
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  tokens[n] = answer.data.token;
};
/** Sends a message (a second after the one before, so that the newest is first) and answers how many it reached. */
const send = async (text: string, target: object, token = admin) => {
  t.advance(SECOND);
  const { id, recipients } = await ok(sittingMessageApi.send, { sessionId: session, ...target, text }, token);
  sent[text] = id;
  return recipients as number;
};
const inbox = async (n: number) => ((await ok(sittingApi.messages, undefined, tokens[n])) as CandidateMessage[]).map((m) => m.text);
const listed = async (input: object, token = admin) =>
  Object.fromEntries(
    (
      (await ok(sittingMessageApi.list, { sessionId: session, ...input }, token)) as { text: string; recipients: number; read: number }[]
    ).map((m) => [m.text, [m.recipients, m.read]]),
  );

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '消息中心', 'msgadmin');
  await givenInstitution(t, '别的机构', 'msgother');
  admin = await signIn(t, 'msgadmin');
  stranger = await signIn(t, 'msgother');
  const watcherA = await givenMember(t, office.id, 'msgwatcha', [Authority.monitor]);
  const watcherB = await givenMember(t, office.id, 'msgwatchb', [Authority.monitor]);
  invigilatorA = await signIn(t, 'msgwatcha');

  const day = await givenExamDay(probeApi(t, admin), {
    name: '消息',
    now: t.clock.now,
    people,
    rooms: [
      { roomName: '甲考场', capacity: 3, invigilatorIds: [watcherA.id] },
      { roomName: '乙考场', capacity: 3, invigilatorIds: [watcherB.id] },
      { roomName: '丙考场', capacity: 3, invigilatorIds: [watcherA.id] },
    ],
    config: [{ configKey: 'loginMethods', configValue: ['admissionNumber'] }],
  });
  ({ exam, session } = day);
  [roomA, roomB, emptyRoom] = day.rooms as [string, string, string];
  for (const c of day.candidates) {
    admission.push(c.admissionNumber);
    candidateIds.push(c.id);
  }
  // everyone but candidates 2 and 5 signs in: the waiting screen before the session begins
  for (const n of [0, 1, 3, 4]) await signedIn(n);
});
afterAll(() => t?.close());

describe('sending', () => {
  it('reaches one candidate, at once over the live channel, and nobody else', async () => {
    const socket = await t.app.injectWS(LIVE_PATH);
    const ready = new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
    socket.send(JSON.stringify({ token: tokens[0] }));
    expect(await ready).toEqual({ type: 'ready' });
    const told = new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
    expect(await send('请举手示意监考老师', { candidateIds: [candidateIds[0]] })).toBe(1);
    expect(await told).toEqual({ type: 'changed', action: 'message' });
    socket.terminate();

    const [message] = await ok(sittingApi.messages, undefined, tokens[0]);
    expect(message).toEqual({ id: sent['请举手示意监考老师'], text: '请举手示意监考老师', sentAt: expect.any(String), readAt: null });
    expect(Date.parse(message.sentAt)).toBe(t.clock.now);
    expect(await inbox(1)).toEqual([]);
  });

  it('reaches a room and the whole session; one not yet signed in reads them after signing in', async () => {
    expect(await send('甲考场请保持安静', { roomId: roomA })).toBe(3);
    expect(await send('考试将于十分钟后开始', {})).toBe(6);
    expect(await inbox(0)).toEqual(['考试将于十分钟后开始', '甲考场请保持安静', '请举手示意监考老师']);
    expect(await inbox(1)).toEqual(['考试将于十分钟后开始', '甲考场请保持安静']);
    // another candidate's token reads their own messages only
    expect(await inbox(3)).toEqual(['考试将于十分钟后开始']);
    await signedIn(2);
    expect(await inbox(2)).toEqual(['考试将于十分钟后开始', '甲考场请保持安静']);
    await signedIn(5);
    expect(await inbox(5)).toEqual(['考试将于十分钟后开始']);
  });

  it('refuses an empty or too long text, a room nobody sits in, and candidates not in the session', async () => {
    for (const text of ['', '   ', 'x'.repeat(MESSAGE_TEXT_MAX + 1)])
      expect((await call(sittingMessageApi.send, { sessionId: session, text }, admin)).code).toBe(ErrorCodes.badRequest);
    expect(await send(` ${'长'.repeat(MESSAGE_TEXT_MAX)} `, { candidateIds: [candidateIds[4]] })).toBe(1);
    expect((await inbox(4))[0]).toBe('长'.repeat(MESSAGE_TEXT_MAX));
    expect((await call(sittingMessageApi.send, { sessionId: session, roomId: emptyRoom, text: '有人吗' }, admin)).code).toBe(
      ErrorCodes.messageReachesNobody,
    );
    expect((await call(sittingMessageApi.send, { sessionId: session, candidateIds: [session], text: '你好' }, admin)).code).toBe(
      ErrorCodes.notFound,
    );
  });
});

describe('reading', () => {
  it('marks the candidate’s own messages read; another’s ids change nothing', async () => {
    const own = [sent['请举手示意监考老师']!, sent['甲考场请保持安静']!];
    // candidate 3 received neither
    expect(await ok(sittingApi.readMessages, { ids: own }, tokens[3])).toEqual({ read: 0 });
    expect((await ok(sittingApi.messages, undefined, tokens[0])).every((m: CandidateMessage) => m.readAt === null)).toBe(true);

    t.advance(SECOND);
    expect(await ok(sittingApi.readMessages, { ids: own }, tokens[0])).toEqual({ read: 2 });
    expect(await ok(sittingApi.readMessages, { ids: own }, tokens[0])).toEqual({ read: 0 });
    const read = (await ok(sittingApi.messages, undefined, tokens[0])) as CandidateMessage[];
    expect(read.map((m) => m.readAt && Date.parse(m.readAt))).toEqual([null, t.clock.now, t.clock.now]);
    // the room's message is read by candidate 0 only
    expect((await ok(sittingApi.messages, undefined, tokens[1])).every((m: CandidateMessage) => m.readAt === null)).toBe(true);
    expect((await call(sittingApi.readMessages, { ids: [] }, tokens[0])).code).toBe(ErrorCodes.badRequest);
  });

  it('lists the session’s messages for the console with how many each reached and how many read it', async () => {
    const [newest] = await ok(sittingMessageApi.list, { sessionId: session });
    expect(newest).toEqual({
      id: sent[` ${'长'.repeat(MESSAGE_TEXT_MAX)} `],
      text: '长'.repeat(MESSAGE_TEXT_MAX),
      target: 'candidates',
      roomName: null,
      senderName: expect.any(String),
      sentAt: expect.any(String),
      recipients: 1,
      read: 0,
    });
    expect(await listed({})).toMatchObject({
      考试将于十分钟后开始: [6, 0],
      甲考场请保持安静: [3, 1],
      请举手示意监考老师: [1, 1],
    });
    expect(await listed({ roomId: roomB })).toEqual({ 考试将于十分钟后开始: [3, 0], ['长'.repeat(MESSAGE_TEXT_MAX)]: [1, 0] });
    const room = (await ok(sittingMessageApi.list, { sessionId: session, roomId: roomA })).find(
      (m: { target: string }) => m.target === 'room',
    );
    expect(room).toMatchObject({ text: '甲考场请保持安静', roomName: '甲考场' });
  });
});

describe('who may send', () => {
  it('lets an invigilator send to and list their own rooms only', async () => {
    expect(await send('甲考场监考老师已到', { roomId: roomA }, invigilatorA)).toBe(3);
    expect(await send('请 0 号考生关闭手机', { candidateIds: [candidateIds[0]] }, invigilatorA)).toBe(1);
    for (const target of [{ roomId: roomB }, {}, { candidateIds: [candidateIds[0], candidateIds[3]] }]) {
      const refused = await inject(t, sittingMessageApi.send, { sessionId: session, ...target, text: '越权' }, invigilatorA);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(ErrorCodes.notYourRoom);
    }
    expect(await inbox(3)).not.toContain('越权');
    const other = await inject(t, sittingMessageApi.list, { sessionId: session, roomId: roomB }, invigilatorA);
    expect([other.statusCode, other.json().code]).toEqual([403, ErrorCodes.notYourRoom]);
    // their rooms' messages, counted there: the session's reached 3 of them, the long one none (it went to room B)
    expect(await listed({}, invigilatorA)).toEqual({
      '请 0 号考生关闭手机': [1, 0],
      甲考场监考老师已到: [3, 0],
      考试将于十分钟后开始: [3, 0],
      甲考场请保持安静: [3, 1],
      请举手示意监考老师: [1, 1],
    });
    const [mine] = await ok(sittingMessageApi.list, { sessionId: session }, invigilatorA);
    expect(mine.senderName).toBe('msgwatcha');
  });

  it('finds nothing of another institution', async () => {
    for (const [e, input] of [
      [sittingMessageApi.send, { sessionId: session, text: '陌生机构' }],
      [sittingMessageApi.send, { sessionId: session, roomId: roomA, text: '陌生机构' }],
      [sittingMessageApi.list, { sessionId: session }],
    ] as const)
      expect((await call(e, input, stranger)).code).toBe(ErrorCodes.notFound);
    expect(await inbox(0)).not.toContain('陌生机构');
    // a room of the session named with candidates who do not sit in it is not found either
    expect(
      (await call(sittingMessageApi.send, { sessionId: session, roomId: roomA, candidateIds: [candidateIds[3]], text: '错' }, admin)).code,
    ).toBe(ErrorCodes.notFound);
  });
});

describe('the record', () => {
  it('audits every message with who sent it, its text and whom it reached, and writes it into each sitting’s record', async () => {
    const { rows } = await t.database.executeSql(
      `select username, detail from audit_logs where action = 'sitting.message' and target_id = $1 order by id`,
      [session],
    );
    const audited = rows as { username: string; detail: { text: string; recipients: number; candidates: string[]; room?: string } }[];
    expect(audited.map((r) => [r.username, r.detail.recipients])).toEqual([
      ['msgadmin', 1],
      ['msgadmin', 3],
      ['msgadmin', 6],
      ['msgadmin', 1],
      ['msgwatcha', 3],
      ['msgwatcha', 1],
    ]);
    expect(audited[0]!.detail.candidates).toEqual([admission[0]]);
    expect(audited[1]!.detail).toMatchObject({ text: '甲考场请保持安静', room: '甲考场' });

    const events = await t.database.executeSql(
      `select c.exam_candidate_id as candidate, e.detail->>'text' as text, e.detail->>'by' as by from exam_sitting_events e
       join exam_sittings c on c.id = e.sitting_id where e.kind = 'message' and c.session_id = $1 order by e.id`,
      [session],
    );
    const of = (n: number) =>
      (events.rows as { candidate: string; text: string; by: string }[]).filter((e) => e.candidate === candidateIds[n]);
    expect(of(0).map((e) => e.text)).toEqual([
      '请举手示意监考老师',
      '甲考场请保持安静',
      '考试将于十分钟后开始',
      '甲考场监考老师已到',
      '请 0 号考生关闭手机',
    ]);
    expect(of(0).every((e) => e.by)).toBe(true);
    // candidate 2 had no sitting until they signed in: the record holds what came after
    expect(of(2).map((e) => e.text)).toEqual(['甲考场监考老师已到']);
  });
});
