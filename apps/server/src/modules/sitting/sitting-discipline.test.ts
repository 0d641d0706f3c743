import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { fileTaskApi, FileTaskStatus } from '@cloud-exam/contract/files/task';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { sittingAnswersApi } from '@cloud-exam/contract/sitting/sitting-answers';
import { type Breach, type DisciplineRule, sittingDisciplineApi } from '@cloud-exam/contract/sitting/sitting-discipline';
import { sittingRecordApi } from '@cloud-exam/contract/sitting/sitting-record';
import { type RecordRow, sittingRecordsApi } from '@cloud-exam/contract/sitting/sitting-records';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { png } from '../../test/media-files';
import { callsOf, inject, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp, uploadFile } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * Discipline as an officer and an invigilator meet it: the institution's break rules (the defaults made on the first
 * read, in the reader's language; added, renamed, disabled), breaches recorded against them with snapshots of the
 * candidate as evidence, their consequence on the score the answer records and the answer sheet show (the stored
 * objective score kept), revoked with a reason; an invigilator in their rooms only; another institution's ids not found.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let stranger: string;
let watcher: string;
let exam: string;
let session: string;
let roomA: string;
let roomB: string;
let otherSession: string;
let otherCandidate: string;
/** Candidates 0–1 sit in room 甲 (the watcher's), 2–3 in room 乙. */
const people = [0, 1, 2, 3].map((n) => ({ name: `纪律考生${n}`, idNumber: mainlandId(700 + n) }));
const candidateIds: string[] = [];
const tokens: string[] = [];
let item: string;
let rules: DisciplineRule[];

const { call: callAs, ok } = callsOf(
  () => t,
  () => admin,
);
const call = (e: Parameters<typeof callAs>[0], input: unknown, token = admin) => callAs(e, input, token);
const ruleNamed = (code: string) => rules.find((r) => r.code === code)!;
const recordOf = async (n: number): Promise<RecordRow> =>
  (await ok(sittingRecordsApi.records, { examId: exam, sessionId: session, size: 50 })).records.find(
    (r: RecordRow) => r.candidateId === candidateIds[n],
  );
const sheetOf = (n: number) => ok(sittingAnswersApi.sheet, { examCandidateId: candidateIds[n], sessionId: session });
/** Records a breach a second after the last, so that the newest-first order is the order they were recorded in. */
const record = (n: number, input: object, token = admin) => {
  t.advance(1000);
  return call(
    sittingDisciplineApi.record,
    { sessionId: session, examCandidateId: candidateIds[n], snapshotIds: [], note: '', ...input },
    token,
  );
};
const auditCount = async (action: string) =>
  (await t.database.executeSql(`select count(*)::int as n from audit_logs where action = '${action}'`)).rows[0] as { n: number };

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '纪律中心', 'discadmin');
  await givenInstitution(t, '别处纪律', 'discother');
  admin = await signIn(t, 'discadmin');
  stranger = await signIn(t, 'discother');
  const w = await givenMember(t, office.id, 'discwatch', [Authority.monitor]);
  watcher = await signIn(t, 'discwatch');
  const day = await givenExamDay(probeApi(t, admin), {
    name: '纪律',
    now: t.clock.now,
    people,
    rooms: [
      { roomName: '甲考场', capacity: 2, invigilatorIds: [w.id] },
      { roomName: '乙考场', capacity: 2 },
    ],
    config: [{ configKey: 'camera', configValue: true }],
  });
  ({ exam, session } = day);
  [roomA, roomB] = day.rooms as [string, string];
  item = day.items[0]!;
  candidateIds.push(...day.candidates.map((c) => c.id));
  const other = await givenExamDay(probeApi(t, stranger), {
    name: '别处',
    now: t.clock.now,
    people: [{ name: '别处考生', idNumber: mainlandId(790) }],
  });
  otherSession = other.session;
  otherCandidate = other.candidates[0]!.id;
  t.advance(10 * MINUTE + 1000);
  for (const n of [0, 1, 2]) {
    const c = day.candidates[n]!;
    tokens[n] = (
      await ok(sittingApi.login, {
        examId: exam,
        method: 'admissionNumber',
        admissionNumber: c.admissionNumber,
        idNumber: people[n]!.idNumber,
      })
    ).token;
    await ok(sittingApi.start, { agreed: true }, tokens[n]);
  }
  // candidate 0 sends two snapshots and hands in the right answer (2 points)
  for (const _ of [1, 2]) expect((await uploadFile(t, sittingApi.snapshot.path, tokens[0]!, png(), 'camera.png')).code).toBe(20000);
  await uploadFile(t, sittingApi.snapshot.path, tokens[1]!, png(), 'camera.png');
  await ok(
    sittingApi.submit,
    { answers: [{ itemId: item, seq: 1, value: { options: ['A'] }, clientTime: new Date(t.clock.now).toISOString() }] },
    tokens[0],
  );
});
afterAll(() => t?.close());

describe('the break rules', () => {
  it('gives the defaults on the first read, once, named in the reader’s language, with the exam’s built-in sets', async () => {
    const first = await ok(sittingDisciplineApi.rules, undefined);
    expect(first.sets.map((s: { id: string }) => s.id)).toEqual(['standard', 'strict', 'lenient']);
    expect(first.rules.map((r: DisciplineRule) => [r.code, r.consequence, r.points])).toEqual([
      ['phone', 'deduction', 10],
      ['impersonation', 'cancellation', null],
      ['leftSeat', 'warning', null],
      ['talking', 'warning', null],
      ['materials', 'deduction', 10],
      ['copying', 'zero', null],
    ]);
    expect(first.rules[0].name).toBe('使用手机');
    const english = (
      await t.app.inject({ url: sittingDisciplineApi.rules.path, headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' } })
    ).json();
    expect(english.data.rules[0].name).toBe('Using a phone');
    // the invigilator reads them too, and nothing is made twice
    expect((await ok(sittingDisciplineApi.rules, undefined, watcher)).rules).toHaveLength(6);
    rules = first.rules;
  });

  it('adds, renames and disables rules, audited; a name taken, a deduction without points and an invigilator are refused', async () => {
    const added: DisciplineRule = await ok(sittingDisciplineApi.addRule, { name: '夹带小抄', consequence: 'deduction', points: 2.5 });
    expect(added).toMatchObject({ name: '夹带小抄', consequence: 'deduction', points: 2.5, enabled: true, code: null });
    expect((await call(sittingDisciplineApi.addRule, { name: '使用手机', consequence: 'warning' })).code).toBe(
      ErrorCodes.breakRuleNameTaken,
    );
    expect((await call(sittingDisciplineApi.addRule, { name: '无分值', consequence: 'deduction' })).code).toBe(
      ErrorCodes.breachPointsRequired,
    );
    expect((await call(sittingDisciplineApi.addRule, { name: '两位小数', consequence: 'deduction', points: 1.25 })).code).toBe(
      ErrorCodes.badRequest,
    );
    expect((await inject(t, sittingDisciplineApi.addRule, { name: '监考', consequence: 'warning' }, watcher)).statusCode).toBe(403);
    const talking = ruleNamed('talking');
    const renamed = await ok(sittingDisciplineApi.updateRule, {
      id: talking.id,
      name: '交头接耳',
      consequence: 'deduction',
      points: 1,
      enabled: true,
    });
    expect(renamed).toMatchObject({ name: '交头接耳', consequence: 'deduction', points: 1 });
    const disabled = await ok(sittingDisciplineApi.updateRule, { id: added.id, name: '夹带小抄', consequence: 'warning', enabled: false });
    expect(disabled).toMatchObject({ consequence: 'warning', points: null, enabled: false });
    expect(await auditCount('breakRule.add')).toEqual({ n: 1 });
    expect(await auditCount('breakRule.update')).toEqual({ n: 2 });
    // a disabled rule records nothing
    expect((await record(1, { ruleId: added.id })).code).toBe(ErrorCodes.breakRuleDisabled);
    rules = (await ok(sittingDisciplineApi.rules, undefined)).rules;
    expect(rules).toHaveLength(7);
    // another institution has its own defaults and cannot touch ours
    const theirs = (await ok(sittingDisciplineApi.rules, undefined, stranger)).rules;
    expect(theirs.map((r: DisciplineRule) => r.name)).not.toContain('交头接耳');
    expect(
      (await call(sittingDisciplineApi.updateRule, { id: talking.id, name: 'x', consequence: 'warning', enabled: true }, stranger)).code,
    ).toBe(ErrorCodes.notFound);
  });
});

describe('breaches and the score after discipline', () => {
  it('records a deduction with snapshots as evidence: the records and the answer sheet show the score after it', async () => {
    const shots = await ok(sittingDisciplineApi.snapshots, { sessionId: session, examCandidateId: candidateIds[0] });
    expect(shots).toHaveLength(2);
    const picture = await inject(
      t,
      sittingDisciplineApi.snapshot,
      { sessionId: session, examCandidateId: candidateIds[0], id: shots[0].id },
      admin,
    );
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(png())).toBe(true);
    // another candidate's snapshot is no evidence here
    const theirs = await ok(sittingDisciplineApi.snapshots, { sessionId: session, examCandidateId: candidateIds[1] });
    expect((await record(0, { ruleId: ruleNamed('phone').id, snapshotIds: [theirs[0].id] })).code).toBe(ErrorCodes.breachSnapshotUnknown);
    expect(
      (
        await inject(t, sittingDisciplineApi.snapshot, { sessionId: session, examCandidateId: candidateIds[0], id: theirs[0].id }, admin)
      ).json().code,
    ).toBe(ErrorCodes.notFound);

    const answer = await record(0, { ruleId: ruleNamed('phone').id, points: 0.5, snapshotIds: [shots[1].id], note: '桌下看手机' });
    expect(answer.code, JSON.stringify(answer)).toBe(20000);
    const breach: Breach = answer.data;
    expect(breach).toMatchObject({
      name: '纪律考生0',
      roomName: '甲考场',
      ruleName: '使用手机',
      consequence: 'deduction',
      points: 0.5,
      note: '桌下看手机',
      snapshots: [{ id: shots[1].id, at: shots[1].at }],
      recordedBy: 'discadmin',
      revoked: null,
    });
    expect(await recordOf(0)).toMatchObject({ score: 2, breaches: 1, scoreAfterDiscipline: 1.5, cancelled: false });
    expect(await recordOf(1)).toMatchObject({ breaches: 0, scoreAfterDiscipline: null, cancelled: false });
    const sheet = await sheetOf(0);
    expect(sheet.score).toBe(2);
    expect(sheet.discipline).toMatchObject({ scoreBefore: 2, scoreAfter: 1.5, cancelled: false });
    expect(sheet.discipline.breaches.map((b: Breach) => b.id)).toEqual([breach.id]);
    expect(await auditCount('sitting.breach')).toEqual({ n: 1 });
  });

  it('zero makes it 0, cancellation cancels it; revoking restores what stands, once, audited', async () => {
    const zero = (await record(0, { ruleId: ruleNamed('copying').id })).data as Breach;
    expect(zero).toMatchObject({ consequence: 'zero', points: null });
    expect(await recordOf(0)).toMatchObject({ breaches: 2, scoreAfterDiscipline: 0, cancelled: false });
    // the consequence changed from the rule's
    const cancel = (await record(0, { ruleId: ruleNamed('leftSeat').id, consequence: 'cancellation' })).data as Breach;
    expect(cancel).toMatchObject({ ruleName: '离开座位或摄像头画面', consequence: 'cancellation' });
    expect(await recordOf(0)).toMatchObject({ breaches: 3, scoreAfterDiscipline: null, cancelled: true });
    expect((await sheetOf(0)).discipline).toMatchObject({ scoreBefore: 2, scoreAfter: null, cancelled: true });
    // a deduction told with no points takes none from a rule that does not deduct
    expect((await record(0, { ruleId: ruleNamed('leftSeat').id, consequence: 'deduction' })).code).toBe(ErrorCodes.breachPointsRequired);

    const revoked = await ok(sittingDisciplineApi.revoke, { id: cancel.id, reason: '看错了考生' });
    expect(revoked.revoked).toMatchObject({ by: 'discadmin', reason: '看错了考生' });
    expect(await recordOf(0)).toMatchObject({ breaches: 2, scoreAfterDiscipline: 0, cancelled: false });
    await ok(sittingDisciplineApi.revoke, { id: zero.id, reason: '已核实无抄袭' });
    expect(await recordOf(0)).toMatchObject({ breaches: 1, scoreAfterDiscipline: 1.5, score: 2 });
    expect((await call(sittingDisciplineApi.revoke, { id: zero.id, reason: '再次' })).code).toBe(ErrorCodes.breachAlreadyRevoked);
    expect(await auditCount('sitting.breachRevoke')).toEqual({ n: 2 });
    // the candidate's record lists them, with who and why
    const { events } = await ok(sittingRecordApi.events, {
      sessionId: session,
      examCandidateId: candidateIds[0],
      kinds: 'breach,breachRevoke',
    });
    expect(
      events.map((e: { kind: string; rule?: string; consequence?: string; points?: number; reason: string | null }) => [
        e.kind,
        e.rule,
        e.consequence,
        e.points,
        e.reason,
      ]),
    ).toEqual([
      ['breach', '使用手机', 'deduction', 0.5, null],
      ['breach', '抄袭他人屏幕', 'zero', undefined, null],
      ['breach', '离开座位或摄像头画面', 'cancellation', undefined, null],
      ['breachRevoke', '离开座位或摄像头画面', undefined, undefined, '看错了考生'],
      ['breachRevoke', '抄袭他人屏幕', undefined, undefined, '已核实无抄袭'],
    ]);
    // the sheet lists the revoked ones too
    expect((await sheetOf(0)).discipline.breaches.map((b: Breach) => !!b.revoked)).toEqual([false, true, true]);
  });

  it('lists the session’s breaches newest first, filtered by room, rule, consequence and name; exports them', async () => {
    await record(2, { ruleId: ruleNamed('talking').id, note: '乙考场交谈' });
    const all = await ok(sittingDisciplineApi.breaches, { sessionId: session });
    expect(all.total).toBe(4);
    expect(all.records[0]).toMatchObject({ name: '纪律考生2', ruleName: '交头接耳', consequence: 'deduction', points: 1 });
    expect((await ok(sittingDisciplineApi.breaches, { sessionId: session, roomId: roomB })).total).toBe(1);
    expect((await ok(sittingDisciplineApi.breaches, { sessionId: session, ruleId: ruleNamed('phone').id })).total).toBe(1);
    expect((await ok(sittingDisciplineApi.breaches, { sessionId: session, consequence: 'zero' })).total).toBe(1);
    expect((await ok(sittingDisciplineApi.breaches, { sessionId: session, keyword: '考生2' })).total).toBe(1);

    const { fileTaskId } = await ok(sittingDisciplineApi.exportBreaches, { sessionId: session, roomId: roomA });
    for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 25))) {
      const task = (await ok(fileTaskApi.page, { current: 1, size: 50 })).records.find((r: { id: string }) => r.id === fileTaskId);
      if (task.status === FileTaskStatus.processing && Date.now() < until) continue;
      expect(task).toMatchObject({ status: FileTaskStatus.done, fileType: 'sittingBreaches.export' });
      break;
    }
    const res = await t.app.inject({ url: `/cloudeFile/task/download/${fileTaskId}`, headers: { authorization: `Bearer ${admin}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows.slice(1).map((r) => [r[2], r[4], r[5]])).toEqual([
      ['纪律考生0', '离开座位或摄像头画面', '取消考试成绩'],
      ['纪律考生0', '抄袭他人屏幕', '成绩记零分'],
      ['纪律考生0', '使用手机', '扣分'],
    ]);
  });
});

describe('who', () => {
  it('lets an invigilator record, read and revoke in their rooms only', async () => {
    const mine = await ok(sittingDisciplineApi.breaches, { sessionId: session }, watcher);
    expect(mine.records.every((b: Breach) => b.roomId === roomA)).toBe(true);
    expect(mine.total).toBe(3);
    expect((await call(sittingDisciplineApi.breaches, { sessionId: session, roomId: roomB }, watcher)).code).toBe(ErrorCodes.notYourRoom);
    expect((await record(2, { ruleId: ruleNamed('phone').id }, watcher)).code).toBe(ErrorCodes.notYourRoom);
    expect((await call(sittingDisciplineApi.snapshots, { sessionId: session, examCandidateId: candidateIds[2] }, watcher)).code).toBe(
      ErrorCodes.notYourRoom,
    );
    const inB = (await ok(sittingDisciplineApi.breaches, { sessionId: session, roomId: roomB })).records[0] as Breach;
    expect((await call(sittingDisciplineApi.revoke, { id: inB.id, reason: '不是我的' }, watcher)).code).toBe(ErrorCodes.notYourRoom);
    const own = await record(1, { ruleId: ruleNamed('talking').id, note: '监考记录' }, watcher);
    expect(own.data).toMatchObject({ recordedBy: 'discwatch', roomName: '甲考场' });
    expect((await call(sittingDisciplineApi.revoke, { id: own.data.id, reason: '撤销' }, watcher)).code).toBe(20000);
  });

  it('finds nothing of another institution’s', async () => {
    const [breach] = (await ok(sittingDisciplineApi.breaches, { sessionId: session })).records as Breach[];
    expect((await call(sittingDisciplineApi.breaches, { sessionId: session }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await call(sittingDisciplineApi.revoke, { id: breach!.id, reason: 'x' }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await record(0, { ruleId: ruleNamed('phone').id }, stranger)).code).toBe(ErrorCodes.notFound);
    const shots = await ok(sittingDisciplineApi.snapshots, { sessionId: session, examCandidateId: candidateIds[0] });
    expect(
      (
        await inject(t, sittingDisciplineApi.snapshot, { sessionId: session, examCandidateId: candidateIds[0], id: shots[0].id }, stranger)
      ).json().code,
    ).toBe(ErrorCodes.notFound);
    // our rule against their candidate, their rule against ours
    const theirRule = (await ok(sittingDisciplineApi.rules, undefined, stranger)).rules[0] as DisciplineRule;
    expect(
      (
        await call(
          sittingDisciplineApi.record,
          { sessionId: otherSession, examCandidateId: otherCandidate, ruleId: ruleNamed('phone').id },
          stranger,
        )
      ).code,
    ).toBe(ErrorCodes.notFound);
    expect((await record(0, { ruleId: theirRule.id })).code).toBe(ErrorCodes.notFound);
  });
});
