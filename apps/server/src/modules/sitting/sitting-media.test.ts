import { ErrorCodes } from '@cloud-exam/contract/errors';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * A media item's play limit as a candidate meets it: each play is counted on the server before it starts, refused once
 * none are left, and the count survives a new sign-in (a reload, another computer); another candidate's plays are their
 * own; a media without a limit needs no call; an item or media not in the paper is not found.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let exam: string;
let session: string;
let listening: string;
let dictation: string;
const people = [0, 1, 2].map((n) => ({ name: `听力考生${n}`, idNumber: mainlandId(600 + n) }));
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
const play = (n: number, itemId: string, media: number) => call(sittingApi.mediaPlay, { itemId, media }, tokens[n]);
const choice = (content: string, media: object[]) => ({
  itemTypeCode: 'single_choice',
  stemAttrs: { content, media },
  optionsDataList: [{ optionContent: '甲' }, { optionContent: '乙' }],
  answerAttrs: { options: ['A'] },
  score: 2,
});

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '听力中心', 'medadmin');
  admin = await signIn(t, 'medadmin');
  const day = await givenExamDay(probeApi(t, admin), {
    name: '听力',
    now: t.clock.now,
    items: [
      choice('<p>听录音，选择答案。</p>', [
        { kind: 'audio', url: 'cloudeFile/file/listening', name: '录音', playLimit: 2 },
        { kind: 'video', url: 'cloudeFile/file/clip', name: '短片' },
      ]),
      choice('<p>听写。</p>', [{ kind: 'audio', url: 'cloudeFile/file/dictation', name: '听写录音', playLimit: 1 }]),
    ],
    people,
    config: [{ configKey: 'loginMethods', configValue: ['admissionNumber'] }],
  });
  ({ exam, session } = day);
  [listening, dictation] = day.items as [string, string];
  for (const c of day.candidates) {
    admission.push(c.admissionNumber);
    candidateIds.push(c.id);
  }
  t.advance(10 * MINUTE + 1000);
});
afterAll(() => t?.close());

describe('a media item’s play limit', () => {
  it('is not played before the start', async () => {
    await signedIn(0);
    expect((await play(0, listening, 0)).code).toBe(ErrorCodes.sittingNotStarted);
  });

  it('counts each play before it starts and refuses once none are left', async () => {
    await ok(sittingApi.start, { agreed: true }, tokens[0]);
    const paper = await ok(sittingApi.paper, undefined, tokens[0]);
    const shown = paper.sections[0].items.find((i: { itemId: string }) => i.itemId === listening);
    expect(shown.content.stemAttrs.media.map((m: { playLimit: number }) => m.playLimit)).toEqual([2, 0]);
    expect(paper.plays).toEqual([]);

    expect(await ok(sittingApi.mediaPlay, { itemId: listening, media: 0 }, tokens[0])).toEqual({ played: 1, left: 1 });
    expect(await ok(sittingApi.mediaPlay, { itemId: listening, media: 0 }, tokens[0])).toEqual({ played: 2, left: 0 });
    expect((await play(0, listening, 0)).code).toBe(ErrorCodes.mediaPlaysUsedUp);
    expect((await ok(sittingApi.paper, undefined, tokens[0])).plays).toEqual([{ itemId: listening, media: 0, played: 2 }]);
    // each play is in the sitting's record
    const { rows } = await t.database.executeSql(
      `select e.detail from exam_sitting_events e join exam_sittings s on s.id = e.sitting_id
        where s.exam_candidate_id = $1 and e.kind = 'mediaPlay'`,
      [candidateIds[0]],
    );
    expect(rows).toEqual([{ detail: { itemId: listening, media: 0 } }, { detail: { itemId: listening, media: 0 } }]);
  });

  it('keeps the count through a new sign-in, as on another computer', async () => {
    await signedIn(0);
    expect((await ok(sittingApi.paper, undefined, tokens[0])).plays).toEqual([{ itemId: listening, media: 0, played: 2 }]);
    expect((await play(0, listening, 0)).code).toBe(ErrorCodes.mediaPlaysUsedUp);
  });

  it('counts another candidate’s plays apart, and lets one of two plays at once through with one left', async () => {
    await signedIn(1);
    await ok(sittingApi.start, { agreed: true }, tokens[1]);
    expect(await ok(sittingApi.mediaPlay, { itemId: listening, media: 0 }, tokens[1])).toEqual({ played: 1, left: 1 });
    const both = await Promise.all([play(1, dictation, 0), play(1, dictation, 0)]);
    expect(both.map((a) => a.code).sort()).toEqual([20000, ErrorCodes.mediaPlaysUsedUp].sort());
    expect((await ok(sittingApi.paper, undefined, tokens[1])).plays).toEqual(
      expect.arrayContaining([
        { itemId: listening, media: 0, played: 1 },
        { itemId: dictation, media: 0, played: 1 },
      ]),
    );
  });

  it('does not count a media without a limit, and finds no item or media outside the paper', async () => {
    expect(await ok(sittingApi.mediaPlay, { itemId: listening, media: 1 }, tokens[1])).toEqual({ played: 0, left: null });
    expect((await ok(sittingApi.paper, undefined, tokens[1])).plays).toHaveLength(2);
    expect((await play(1, listening, 2)).code).toBe(ErrorCodes.notFound);
    expect((await play(1, candidateIds[0]!, 0)).code).toBe(ErrorCodes.notFound);
    expect((await play(1, listening, 5)).code).toBe(ErrorCodes.badRequest);
  });

  it('refuses a play while paused and after the hand-in', async () => {
    await signedIn(2);
    await ok(sittingApi.start, { agreed: true }, tokens[2]);
    await ok(sittingControlApi.pause, { sessionId: session, candidateIds: [candidateIds[2]], minutes: 2, reason: '设备检查' });
    expect((await play(2, dictation, 0)).code).toBe(ErrorCodes.sittingPaused);
    t.advance(2 * MINUTE + 1000);
    await ok(sittingApi.submit, { answers: [] }, tokens[2]);
    expect((await play(2, dictation, 0)).code).toBe(ErrorCodes.examCompleted);
  });
});
