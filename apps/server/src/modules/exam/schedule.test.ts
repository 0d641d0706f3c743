import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { scheduleApi, type SeatRow } from '@cloud-exam/contract/exam/schedule';
import { auditLogApi } from '@cloud-exam/contract/audit/log';
import { deptApi } from '@cloud-exam/contract/org/dept';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { inject } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, importFile, signIn, type TestApp, xlsxOf } from '../../test/test-app';
import { examRepo } from './exam.repo';

let t: TestApp;
let admin: string;
let other: string;
let officeId: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Exams open from tomorrow 08:00 (UTC) for a day. */
const examBegin = () => {
  const d = new Date(Date.now() + DAY);
  d.setUTCHours(8, 0, 0, 0);
  return d.getTime();
};
const at = (hours: number, from = examBegin()) => new Date(from + hours * HOUR).toISOString();

const call = async (e: Endpoint, input: object, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
const refused = async (e: Endpoint, input: object, code: number, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(code);
  return answer.msg as string;
};

let serial = 0;
let examCount = 0;
/** An exam of two subjects (90 and 60 minutes) with `count` candidates. */
async function examWith(count: number, begin = examBegin()) {
  const exam = (
    await ok(examApi.add, {
      examName: `编排考试${++examCount}`,
      beginDate: new Date(begin).toISOString(),
      endDate: new Date(begin + 10 * HOUR).toISOString(),
      subjects: [
        { subjectName: '语文', duration: 90 },
        { subjectName: '数学', duration: 60 },
      ],
    })
  ).id as string;
  const [chinese, maths] = (await ok(examApi.baseInfo, { id: exam })).subjects.map((s: { id: string }) => s.id);
  const candidates: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = ++serial;
    candidates.push((await ok(examCandidateApi.add, { examId: exam, name: `考生${n}`, certType: '0', idNumber: mainlandId(n) })).id);
  }
  return { exam, chinese: chinese as string, maths: maths as string, candidates, begin };
}
const session = async (examId: string, subjectId: string, name: string, from: number, to: number, begin = examBegin()) =>
  (await ok(scheduleApi.addSession, { examId, subjectId, sessionName: name, beginDate: at(from, begin), endDate: at(to, begin) }))
    .id as string;
const room = async (sessionId: string, roomName: string, capacity: number) =>
  (await ok(scheduleApi.addRoom, { sessionId, roomName, capacity })).id as string;
const seatsOf = async (sessionId: string, extra: object = {}) =>
  (await ok(scheduleApi.seats, { sessionId, current: 1, size: 100, ...extra })).records as SeatRow[];

beforeAll(async () => {
  t = await createTestApp();
  officeId = (await givenInstitution(t, '第一中学', 'admina')).office.id;
  admin = await signIn(t, 'admina');
  await givenInstitution(t, '第二中学', 'adminb');
  other = await signIn(t, 'adminb');
});
afterAll(() => t?.close());

describe('sessions', () => {
  it('follow the task-name rule, lie inside the window, last the subject’s duration and have unique names', async () => {
    const { exam, chinese } = await examWith(0);
    const input = { examId: exam, subjectId: chinese, sessionName: '上午场', beginDate: at(1), endDate: at(3) };
    expect(await refused(scheduleApi.addSession, { ...input, sessionName: '上午 场' }, ErrorCodes.examTaskNameFormat)).toContain('1-20');
    await refused(scheduleApi.addSession, { ...input, sessionName: '场'.repeat(21) }, ErrorCodes.examTaskNameFormat);
    await refused(scheduleApi.addSession, { ...input, endDate: at(0.5) }, ErrorCodes.sessionEndBeforeBegin);
    await refused(scheduleApi.addSession, { ...input, beginDate: at(-1) }, ErrorCodes.sessionOutsideWindow);
    await refused(scheduleApi.addSession, { ...input, endDate: at(11) }, ErrorCodes.sessionOutsideWindow);
    expect(await refused(scheduleApi.addSession, { ...input, endDate: at(2) }, ErrorCodes.sessionTooShort)).toContain('90');
    const id = await session(exam, chinese, 'A_上午-1', 1, 3);
    expect(await refused(scheduleApi.addSession, { ...input, sessionName: 'A_上午-1' }, ErrorCodes.sessionNameTaken)).toContain('A_上午-1');

    await ok(scheduleApi.updateSession, { id, sessionName: '上午场', beginDate: at(2), endDate: at(4) });
    const schedule = await ok(scheduleApi.schedule, { examId: exam });
    expect(
      schedule.sessions.map((s: { sessionName: string; subjectName: string; beginDate: string }) => [
        s.sessionName,
        s.subjectName,
        s.beginDate,
      ]),
    ).toEqual([['上午场', '语文', at(2)]]);
  });

  it('keep their times while the exam is published; another institution finds none of them', async () => {
    const { exam, chinese } = await examWith(0);
    const id = await session(exam, chinese, '上午场', 1, 3);
    await examRepo(t.db, { officeId }).update(exam, { published: true });
    await refused(
      scheduleApi.updateSession,
      { id, sessionName: '上午场', beginDate: at(2), endDate: at(4) },
      ErrorCodes.examPublishedLocked,
    );
    await refused(scheduleApi.removeSession, { id }, ErrorCodes.examPublishedLocked);
    // rooms may still change before the session begins
    await room(id, '101', 30);
    await refused(scheduleApi.session, { id }, ErrorCodes.notFound, other);
    await refused(scheduleApi.addRoom, { sessionId: id, roomName: '偷', capacity: 5 }, ErrorCodes.notFound, other);
  });
});

describe('rooms', () => {
  it('have unique names, capacities of 1–1000, invigilators who are active members, and never fewer seats than they seat', async () => {
    const { exam, chinese, candidates } = await examWith(3);
    const id = await session(exam, chinese, '上午场', 1, 3);
    const watcher = await givenMember(t, officeId, 'watcher', []);
    const stranger = await givenMember(t, (await givenInstitution(t, '第三中学', 'adminc')).office.id, 'stranger', []);
    const r101 = (
      await ok(scheduleApi.addRoom, { sessionId: id, roomName: '101', capacity: 3, address: '一号楼', invigilatorIds: [watcher.id] })
    ).id;
    await refused(scheduleApi.addRoom, { sessionId: id, roomName: '101', capacity: 3 }, ErrorCodes.roomNameTaken);
    expect((await call(scheduleApi.addRoom, { sessionId: id, roomName: '102', capacity: 0 })).code).toBe(ErrorCodes.badRequest);
    expect((await call(scheduleApi.addRoom, { sessionId: id, roomName: '102', capacity: 1001 })).code).toBe(ErrorCodes.badRequest);
    await refused(
      scheduleApi.addRoom,
      { sessionId: id, roomName: '102', capacity: 3, invigilatorIds: [stranger.id] },
      ErrorCodes.invigilatorUnknown,
    );
    expect((await ok(scheduleApi.invigilators, { keyword: 'watch' })).map((m: { username: string }) => m.username)).toEqual(['watcher']);
    expect(await ok(scheduleApi.invigilators, { keyword: 'stranger' })).toEqual([]);

    await ok(scheduleApi.move, { examCandidateId: candidates[0], sessionId: id, roomId: r101, seat: 3 });
    await ok(scheduleApi.move, { examCandidateId: candidates[1], sessionId: id, roomId: r101 });
    expect(await refused(scheduleApi.updateRoom, { id: r101, roomName: '101', capacity: 2 }, ErrorCodes.roomCapacityBelowSeated)).toContain(
      '2',
    );
    const detail = await ok(scheduleApi.session, { id });
    expect(detail.rooms).toEqual([
      expect.objectContaining({
        roomName: '101',
        address: '一号楼',
        capacity: 3,
        seated: 2,
        invigilators: [expect.objectContaining({ name: 'watcher' })],
      }),
    ]);
    expect(detail.unseated).toBe(1);
    // Its invigilators in the query, its name in the body: a list the body leaves out is not its default (none).
    const second = await givenMember(t, officeId, 'second', []);
    const split = await t.app.inject({
      method: 'PUT',
      url: `${scheduleApi.updateRoom.path}?id=${r101}&invigilatorIds=${watcher.id}&invigilatorIds=${second.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { roomName: '101', capacity: 3 },
    });
    expect(split.json().code, split.body).toBe(20000);
    expect((await ok(scheduleApi.session, { id })).rooms[0].invigilators.map((i: { name: string }) => i.name).sort()).toEqual([
      'second',
      'watcher',
    ]);

    // deleting the room leaves its candidates unseated
    await ok(scheduleApi.removeRoom, { id: r101 });
    expect((await ok(scheduleApi.session, { id })).unseated).toBe(3);
    expect(await seatsOf(id, { unseated: 'true' })).toHaveLength(3);
  });
});

describe('seating', () => {
  it('in order fills each room before the next, in the exam’s order, and publishing then lacks nothing of it', async () => {
    const { exam, chinese, maths, candidates } = await examWith(5);
    const morning = await session(exam, chinese, '语文场', 1, 3);
    const [a, b] = [await room(morning, 'A', 3), await room(morning, 'B', 3)];
    const afternoon = await session(exam, maths, '数学场', 4, 5);
    await room(afternoon, 'C', 10);
    expect(await ok(scheduleApi.assign, { examId: exam, subjectId: chinese, strategy: 'order' })).toEqual({ seated: 5, unseated: 0 });
    const seats = await seatsOf(morning);
    expect(seats.map((s) => [s.examCandidateId, s.roomId, s.seat])).toEqual([
      [candidates[0], a, 1],
      [candidates[1], a, 2],
      [candidates[2], a, 3],
      [candidates[3], b, 1],
      [candidates[4], b, 2],
    ]);
    const gaps = (await ok(examApi.publishGaps, { id: exam })).map((g: { gap: string }) => g.gap);
    expect(gaps).toContain('candidatesUnseated');
    await ok(scheduleApi.assign, { examId: exam, subjectId: maths, strategy: 'order' });
    expect((await ok(examApi.publishGaps, { id: exam })).map((g: { gap: string }) => g.gap)).not.toContain('candidatesUnseated');
    const schedule = await ok(scheduleApi.schedule, { examId: exam });
    expect(schedule.subjects.map((s: { seated: number }) => s.seated)).toEqual([5, 5]);
    // a candidate's details name both seats
    const info = await ok(examCandidateApi.info, { id: candidates[3] });
    expect(info.seats.map((s: { sessionName: string; roomName: string; seat: number }) => [s.sessionName, s.roomName, s.seat])).toEqual([
      ['语文场', 'B', 1],
      ['数学场', 'C', 4],
    ]);
  });

  it('by department seats a department together; balanced fills rooms equally; too few seats is refused first', async () => {
    const { exam, chinese, candidates } = await examWith(6);
    const [x, y] = [(await ok(deptApi.add, { name: '编排甲班' })).id, (await ok(deptApi.add, { name: '编排乙班' })).id];
    for (const [i, dept] of [y, x, y, x, y, x].entries()) await ok(examCandidateApi.updateInfo, { id: candidates[i], deptId: dept });
    const s = await session(exam, chinese, '语文场', 1, 3);
    const small = await room(s, 'A', 2);
    expect(await refused(scheduleApi.assign, { examId: exam, subjectId: chinese, strategy: 'order' }, ErrorCodes.notEnoughSeats)).toContain(
      '6',
    );
    expect(await seatsOf(s)).toEqual([]);
    await ok(scheduleApi.updateRoom, { id: small, roomName: 'A', capacity: 4 });
    const big = await room(s, 'B', 8);
    await ok(scheduleApi.assign, { examId: exam, subjectId: chinese, strategy: 'department' });
    const byDept = await seatsOf(s);
    expect(byDept.map((r) => r.deptName)).toEqual(['编排甲班', '编排甲班', '编排甲班', '编排乙班', '编排乙班', '编排乙班']);

    await ok(scheduleApi.assign, { examId: exam, subjectId: chinese, strategy: 'balanced', reseat: true });
    const detail = await ok(scheduleApi.session, { id: s });
    // 12 seats for 6 candidates: each room half full
    expect(detail.rooms.map((r: { seated: number }) => r.seated)).toEqual([2, 4]);
    expect((await seatsOf(s, { roomId: big })).map((r) => r.seat)).toEqual([1, 2, 3, 4]);
  });

  it('without reseating keeps who is seated and seats the rest; never two overlapping sessions', async () => {
    const { exam, chinese, maths, candidates } = await examWith(4);
    const c1 = await session(exam, chinese, '语文场', 1, 3);
    const a = await room(c1, 'A', 4);
    await ok(scheduleApi.move, { examCandidateId: candidates[2], sessionId: c1, roomId: a, seat: 1 });
    expect(await ok(scheduleApi.assign, { examId: exam, subjectId: chinese, strategy: 'order' })).toEqual({ seated: 3, unseated: 0 });
    expect((await seatsOf(c1)).map((r) => [r.examCandidateId, r.seat])).toEqual([
      [candidates[2], 1],
      [candidates[0], 2],
      [candidates[1], 3],
      [candidates[3], 4],
    ]);
    // maths at the same time: nobody can sit it
    const m1 = await session(exam, maths, '数学场', 2, 4);
    await room(m1, 'M', 10);
    expect(await ok(scheduleApi.assign, { examId: exam, subjectId: maths, strategy: 'order' })).toEqual({ seated: 0, unseated: 4 });
    const m1Room = (await ok(scheduleApi.session, { id: m1 })).rooms[0].id;
    expect(
      await refused(scheduleApi.move, { examCandidateId: candidates[0], sessionId: m1, roomId: m1Room }, ErrorCodes.sessionOverlap),
    ).toContain('语文场');
    // a session moved onto a time its candidates sit elsewhere is refused
    const m2 = await session(exam, maths, '数学二场', 5, 6);
    const m2Room = await room(m2, 'N', 10);
    await ok(scheduleApi.move, { examCandidateId: candidates[0], sessionId: m2, roomId: m2Room });
    await refused(
      scheduleApi.updateSession,
      { id: m2, sessionName: '数学二场', beginDate: at(1.5), endDate: at(3) },
      ErrorCodes.sessionOverlap,
    );
  });

  it('moves a candidate keeping everything else; a taken seat, a seat past the room and a full room are refused', async () => {
    const { exam, chinese, candidates } = await examWith(3);
    const s = await session(exam, chinese, '语文场', 1, 3);
    const [a, b] = [await room(s, 'A', 2), await room(s, 'B', 2)];
    await ok(scheduleApi.assign, { examId: exam, subjectId: chinese, strategy: 'order' });
    const before = await ok(examCandidateApi.info, { id: candidates[0] });
    expect(
      await refused(scheduleApi.move, { examCandidateId: candidates[0], sessionId: s, roomId: b, seat: 1 }, ErrorCodes.seatTaken),
    ).toContain('考生');
    await refused(scheduleApi.move, { examCandidateId: candidates[0], sessionId: s, roomId: b, seat: 3 }, ErrorCodes.seatOutOfRange);
    expect(await ok(scheduleApi.move, { examCandidateId: candidates[0], sessionId: s, roomId: b })).toEqual({ seat: 2 });
    await refused(scheduleApi.move, { examCandidateId: candidates[1], sessionId: s, roomId: b }, ErrorCodes.roomFull);
    const after = await ok(examCandidateApi.info, { id: candidates[0] });
    expect(after.admissionNumber).toBe(before.admissionNumber);
    expect(after.seats).toEqual([expect.objectContaining({ roomId: b, seat: 2 })]);
    expect(after.history.map((h: { action: string }) => h.action)).toContain('examCandidate.seat');
    expect((await seatsOf(s, { roomId: a })).map((r) => r.examCandidateId)).toEqual([candidates[1]]);

    await ok(scheduleApi.unseat, { sessionId: s, examCandidateIds: [candidates[1]] });
    expect((await seatsOf(s, { unseated: 'true', keyword: '考生' })).map((r) => r.examCandidateId)).toEqual([candidates[1]]);
    // only seats that were there are unseated and audited; an id not of the session's exam is not found, and changes nothing
    const unseats = async () => (await ok(auditLogApi.page, { action: 'examCandidate.unseat', size: 100 })).total as number;
    const audited = await unseats();
    await ok(scheduleApi.unseat, { sessionId: s, examCandidateIds: [candidates[1]] });
    expect(await unseats()).toBe(audited);
    const elsewhere = (await examWith(1)).candidates[0]!;
    for (const stranger of [elsewhere, '00000000-0000-4000-8000-000000000000'])
      await refused(scheduleApi.unseat, { sessionId: s, examCandidateIds: [candidates[2], stranger] }, ErrorCodes.notFound);
    expect(await seatsOf(s, { roomId: b })).toHaveLength(2);
    expect(await unseats()).toBe(audited);
    // another institution moves nobody
    await refused(scheduleApi.move, { examCandidateId: candidates[1], sessionId: s, roomId: a }, ErrorCodes.notFound, other);
  });

  it('refuses any change to a session that has begun', async () => {
    const begin = Date.now() - 2 * HOUR;
    const { exam, chinese, candidates } = await examWith(1, begin);
    const s = await session(exam, chinese, '进行场', 1, 4, begin);
    await refused(scheduleApi.addRoom, { sessionId: s, roomName: 'A', capacity: 5 }, ErrorCodes.sessionStarted);
    await refused(scheduleApi.assign, { examId: exam, subjectId: chinese, strategy: 'order' }, ErrorCodes.sessionStarted);
    await refused(scheduleApi.unseat, { sessionId: s, examCandidateIds: candidates }, ErrorCodes.sessionStarted);
  });
});

describe('the seating plan', () => {
  async function rowsOfExport(examId: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/gl/kw/kw/exam/seat/export?examId=${examId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1, 7).map((v) => (v === undefined || v === null ? '' : String(v))));
    });
    return rows;
  }

  it('exports every candidate and subject, reports every bad row of an import and writes nothing, then imports the fixed file', async () => {
    const { exam, chinese, candidates } = await examWith(3);
    const s = await session(exam, chinese, '语文场', 1, 3);
    await room(s, 'A', 2);
    await room(s, 'B', 2);
    await ok(scheduleApi.move, {
      examCandidateId: candidates[0],
      sessionId: s,
      roomId: (await ok(scheduleApi.session, { id: s })).rooms[0].id,
      seat: 2,
    });
    const exported = await rowsOfExport(exam);
    const numbers = (await ok(examCandidateApi.page, { examId: exam, current: 1, size: 10 })).records.map(
      (r: { admissionNumber: string }) => r.admissionNumber,
    );
    expect(exported).toEqual([
      [numbers[0], expect.any(String), '语文', '语文场', 'A', '2'],
      [numbers[1], expect.any(String), '语文', '', '', ''],
      [numbers[2], expect.any(String), '语文', '', '', ''],
      [numbers[0], expect.any(String), '数学', '', '', ''],
      [numbers[1], expect.any(String), '数学', '', '', ''],
      [numbers[2], expect.any(String), '数学', '', '', ''],
    ]);

    const bad = await xlsxOf([
      ['NOPE', '', '语文', '语文场', 'A', ''],
      [numbers[1], '', '语文', '无此场', 'A', ''],
      [numbers[1], '', '语文', '语文场', 'Z', ''],
      [numbers[1], '', '语文', '语文场', 'B', '9'],
      [numbers[2], '', '语文', '语文场', 'A', '2'],
    ]);
    const failed = await importFile(t, `/gl/kw/kw/exam/seat/import/${exam}`, admin, bad, 'plan.xlsx');
    expect(failed.code).toBe(ErrorCodes.importHasErrors);
    expect(failed.data.errors.map((e: { row: number; reason: string }) => [e.row, e.reason])).toEqual([
      [2, expect.stringContaining('NOPE')],
      [3, expect.stringContaining('无此场')],
      [4, expect.stringContaining('Z')],
      [5, expect.stringContaining('2')],
      // the same candidate and subject as row 4
      [5, expect.stringContaining('重复')],
    ]);
    expect(await seatsOf(s)).toHaveLength(1);

    const taken = await importFile(
      t,
      `/gl/kw/kw/exam/seat/import/${exam}`,
      admin,
      await xlsxOf([[numbers[2], '', '', '语文场', 'A', '2']]),
      'p.xlsx',
    );
    expect(taken.data.errors[0].reason).toContain('考生');

    const good = await xlsxOf([
      [numbers[0], '', '语文', '语文场', 'B', '1'],
      [numbers[1], '', '语文', '语文场', 'A', ''],
      [numbers[2], '', '语文', '语文场', 'A', ''],
      [numbers[0], '', '数学', '', '', ''],
    ]);
    const done = await importFile(t, `/gl/kw/kw/exam/seat/import/${exam}`, admin, good, 'plan.xlsx');
    expect(done.code, JSON.stringify(done)).toBe(20000);
    expect((await seatsOf(s)).map((r) => [r.examCandidateId, r.roomName, r.seat])).toEqual([
      [candidates[1], 'A', 1],
      [candidates[2], 'A', 2],
      [candidates[0], 'B', 1],
    ]);
    // another institution seats nobody here
    expect((await importFile(t, `/gl/kw/kw/exam/seat/import/${exam}`, other, good, 'plan.xlsx')).code).toBe(ErrorCodes.notFound);
    expect(await seatsOf(s)).toHaveLength(3);
  });
});
