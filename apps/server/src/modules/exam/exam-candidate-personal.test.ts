import { auditLogApi } from '@cloud-exam/contract/audit/log';
import { Authority } from '@cloud-exam/contract/authorities';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { collectInfoApi } from '@cloud-exam/contract/exam/collect-info';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { examNotificationApi } from '@cloud-exam/contract/exam/exam-notification';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { memberApi } from '@cloud-exam/contract/org/member';
import { roleApi } from '@cloud-exam/contract/org/role';
import { maskEmail, maskIdNumber, maskMobile } from '@cloud-exam/contract/personal-data';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRooms, examSeatings, examSessions } from '../../db/schema';
import { mainlandId } from '../../test/mainland-id';
import { inject } from '../../test/probes';
import { createTestApp, encryptPassword, givenInstitution, signIn, type TestApp } from '../../test/test-app';
import { examInput } from './exam.probes';

/*
 * Exam candidates' personal data (ID number, mobile, e-mail) and organisation data rights: every gl_kw member sees
 * every candidate of an exam, the personal data masked on every page (admin too); whole only through the audited reveal
 * and export, with gl_kw_pii and for the departments of their rights.
 */

let t: TestApp;
let admin: string;
let other: string;
/** gl_kw with the rights of the Chinese department, without gl_kw_pii. */
let clerk: string;
/** gl_kw and gl_kw_pii with the rights of the Chinese department. */
let officer: string;
let exam: string;
let phoneField: string;
let session: string;
let notification: string;

const call = async (e: Endpoint, input: object, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};

/** The candidates: in the Chinese department, in the maths department, in none. */
const people = [
  { name: '语文考生', idNumber: mainlandId(801), mobile: '13800000801', email: 'yuwen@example.cn', answer: '13900000801' },
  { name: '数学考生', idNumber: mainlandId(802), mobile: '13800000802', email: 'shuxue@example.cn', answer: '13900000802' },
  { name: '无部门考生', idNumber: mainlandId(803), mobile: '13800000803', email: 'wu@example.cn', answer: '13900000803' },
];
const ids: string[] = [];
const whole = (n: number) => ({ idNumber: people[n]!.idNumber, mobile: people[n]!.mobile, email: people[n]!.email });
const masked = (n: number) => ({
  idNumber: maskIdNumber(people[n]!.idNumber),
  mobile: maskMobile(people[n]!.mobile),
  email: maskEmail(people[n]!.email),
});
/** Each candidate's values as a member exports them: whole for those named, masked for the rest. */
const readAs = (wholeFor: number[]) => people.map((_, n) => (wholeFor.includes(n) ? whole(n) : masked(n)));

async function member(username: string, authorities: string[], deptId: string) {
  const role = (await ok(roleApi.add, { name: `角色${username}`, authorities, dataScope: 'depts', deptIds: [deptId] })).id;
  await ok(memberApi.add, {
    username,
    name: username,
    password: await encryptPassword(t, 'Passw0rd123'),
    deptId,
    postIds: [],
    roleIds: [role],
  });
  return signIn(t, username);
}

/** Follows the notification's job until it ends. */
async function delivered() {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const row = (await ok(examNotificationApi.page, { examId: exam })).records[0];
    if (row.status !== 'sending') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The rows of an exported workbook, header first. */
async function sheetRows(e: Endpoint, input: object, as: string) {
  const res = await inject(t, e, input, as);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return (book.worksheets[0]!.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
}

const lastAudit = async (action: string) => (await ok(auditLogApi.page, { action, size: 1 })).records[0];

beforeAll(async () => {
  t = await createTestApp();
  const officeId = (await givenInstitution(t, '第一中学', 'piiadmin')).office.id;
  admin = await signIn(t, 'piiadmin');
  await givenInstitution(t, '第二中学', 'piiother');
  other = await signIn(t, 'piiother');
  const chinese = (await ok(deptApi.add, { name: '语文组' })).id;
  const maths = (await ok(deptApi.add, { name: '数学组' })).id;
  clerk = await member('kwclerk', [Authority.exam], chinese);
  officer = await member('kwofficer', [Authority.exam, Authority.candidatePersonalData], chinese);

  exam = (await ok(examApi.add, examInput('个人信息考试'))).id;
  await ok(collectInfoApi.save, { projectId: exam, fields: [{ componentId: 'phone', title: '手机号' }] });
  [{ id: phoneField }] = await ok(collectInfoApi.form, { id: exam });
  for (const [n, p] of people.entries()) {
    const { answer, ...person } = p;
    const deptId = [chinese, maths, undefined][n];
    ids.push((await ok(examCandidateApi.add, { examId: exam, ...person, certType: '0', ...(deptId ? { deptId } : {}) })).id);
    await ok(examCandidateApi.updateInfo, { id: ids[n], collected: { [phoneField]: answer } });
  }

  // everyone seated in one session's room, and told by text message
  const subjectId = (await ok(examApi.baseInfo, { id: exam })).subjects[0].id;
  const begin = new Date(Date.now() + 86_400_000);
  const [row] = await t.db
    .insert(examSessions)
    .values({ officeId, examId: exam, subjectId, name: '上午场', beginAt: begin, endAt: new Date(begin.getTime() + 7_200_000) })
    .returning();
  session = row!.id;
  const [room] = await t.db
    .insert(examRooms)
    .values({ officeId, examId: exam, sessionId: session, name: '第一考场', capacity: 30 })
    .returning();
  await t.db
    .insert(examSeatings)
    .values(
      ids.map((examCandidateId, i) => ({ officeId, examId: exam, sessionId: session, examCandidateId, roomId: room!.id, seat: i + 1 })),
    );
  notification = (
    await ok(examNotificationApi.send, { examId: exam, channels: ['sms'], subject: '提醒', body: '{name}您好', audience: { kind: 'all' } })
  ).id;
  await delivered();
});
afterAll(() => t?.close());

const pageOf = async (as: string, keyword?: string) =>
  (await ok(examCandidateApi.page, { examId: exam, current: 1, size: 10, ...(keyword ? { keyword } : {}) }, as)).records;
const personalOf = (r: { idNumber: string; mobile: string | null; email: string | null }) => ({
  idNumber: r.idNumber,
  mobile: r.mobile,
  email: r.email,
});
/** The accounts a keyword finds, their personal data in the order of the people above. */
const accountsOf = async (keyword: string, as: string) =>
  (await ok(examCandidateApi.accounts, { keyword }, as))
    .sort(
      (a: { name: string }, b: { name: string }) => people.findIndex((p) => p.name === a.name) - people.findIndex((p) => p.name === b.name),
    )
    .map(personalOf);
const seatsOf = async (as: string) =>
  (await ok(scheduleApi.seats, { sessionId: session, current: 1, size: 10 }, as)).records.map((r: { idNumber: string }) => r.idNumber);
const recipientsOf = async (as: string) =>
  (await ok(examNotificationApi.deliveries, { notificationId: notification }, as)).records.map((r: { recipient: string }) => r.recipient);

describe('a member without gl_kw_pii', () => {
  it('sees every candidate of the exam, their ID numbers, mobiles and e-mails masked on every page', async () => {
    const page = await pageOf(clerk);
    expect(page.map((r: { name: string }) => r.name)).toEqual(people.map((p) => p.name));
    expect(page.map(personalOf)).toEqual(readAs([]));
    expect(page[0]).toMatchObject({ admissionNumber: '000001', deptName: '语文组' });
    expect(await seatsOf(clerk)).toEqual(readAs([]).map((p) => p.idNumber));
    expect(await recipientsOf(clerk)).toEqual(readAs([]).map((p) => p.mobile));
    const info = await ok(examCandidateApi.info, { id: ids[0] }, clerk);
    expect(personalOf(info)).toEqual(masked(0));
    expect(info.collected[phoneField]).toBe('139****0801');
    // the history's edits name the answers masked too
    expect(JSON.stringify(info.history)).not.toContain('13900000801');
    expect(JSON.stringify(info.history)).toContain('139****0801');
    const monitoring = await ok(examCandidateApi.monitoring, { examId: exam, candidateId: ids[0] }, clerk);
    expect(monitoring.idNumber).toBe(maskIdNumber(people[0]!.idNumber));
  });

  it('finds a candidate by a whole number, never by a part of one', async () => {
    expect((await pageOf(clerk, people[1]!.mobile)).map((r: { name: string }) => r.name)).toEqual(['数学考生']);
    expect((await pageOf(clerk, people[1]!.idNumber.toLowerCase())).map((r: { name: string }) => r.name)).toEqual(['数学考生']);
    expect(await pageOf(clerk, '138000008')).toEqual([]);
    expect((await ok(scheduleApi.seats, { sessionId: session, keyword: '13800000', current: 1, size: 10 }, clerk)).records).toEqual([]);
  });

  it('exports the deliveries masked, and the export is audited', async () => {
    const rows = await sheetRows(examNotificationApi.exportDeliveries, { notificationId: notification }, clerk);
    expect(rows.slice(1).map((r) => r[3])).toEqual(readAs([]).map((p) => p.mobile));
    expect(await lastAudit('examCandidate.export')).toMatchObject({
      username: 'kwclerk',
      targetId: exam,
      targetName: '个人信息考试',
      detail: { notificationId: notification, rows: 3, wholeRows: 0 },
    });
  });

  it('reads the candidate accounts masked, found by a whole number only', async () => {
    const byMobile = await ok(examCandidateApi.accounts, { keyword: people[0]!.mobile }, clerk);
    expect(byMobile).toMatchObject([{ name: '语文考生', ...masked(0) }]);
    expect(await ok(examCandidateApi.accounts, { keyword: people[0]!.idNumber }, clerk)).toMatchObject([masked(0)]);
    expect(await ok(examCandidateApi.accounts, { keyword: '1380000080' }, clerk)).toEqual([]);
    // by part of a name as before
    expect((await ok(examCandidateApi.accounts, { keyword: '考生' }, clerk)).length).toBe(3);
    // found by part by whoever manages accounts, and still masked
    expect(await accountsOf('1380000080', admin)).toEqual(readAs([]));
  });

  it('cannot reveal them', async () => {
    expect((await inject(t, examCandidateApi.personal, { id: ids[0] }, clerk)).statusCode).toBe(403);
  });
});

describe('a member with gl_kw_pii', () => {
  it('reads every page masked too, as admin does, and finds their departments’ candidates by part of a number', async () => {
    for (const as of [officer, admin]) {
      expect((await pageOf(as)).map(personalOf)).toEqual(readAs([]));
      expect(await seatsOf(as)).toEqual(readAs([]).map((p) => p.idNumber));
      expect(await recipientsOf(as)).toEqual(readAs([]).map((p) => p.mobile));
      const info = await ok(examCandidateApi.info, { id: ids[0] }, as);
      expect(personalOf(info)).toEqual(masked(0));
      expect(info.collected[phoneField]).toBe('139****0801');
      expect(JSON.stringify(info.history)).not.toContain('13900000801');
      expect((await ok(examCandidateApi.monitoring, { examId: exam, candidateId: ids[0] }, as)).idNumber).toBe(
        maskIdNumber(people[0]!.idNumber),
      );
    }
    // a part of a number finds their own candidates only
    expect((await pageOf(officer, '138000008')).map((r: { name: string }) => r.name)).toEqual(['语文考生']);
    // the accounts belong to no department: found by part, masked
    expect(await accountsOf('1380000080', officer)).toEqual(readAs([]));
  });

  it('exports whole the addresses of their departments’ candidates, audited as such', async () => {
    const rows = await sheetRows(examNotificationApi.exportDeliveries, { notificationId: notification }, officer);
    expect(rows.slice(1).map((r) => r[3])).toEqual(readAs([0]).map((p) => p.mobile));
    expect((await lastAudit('examCandidate.export')).detail).toEqual({ notificationId: notification, rows: 3, wholeRows: 1 });
  });

  it('reveals a candidate within their rights, audited in the candidate’s history; refuses the others', async () => {
    expect(await ok(examCandidateApi.personal, { id: ids[0] }, officer)).toEqual({
      ...whole(0),
      collected: { [phoneField]: '13900000801' },
    });
    expect(await lastAudit('examCandidate.reveal')).toMatchObject({
      username: 'kwofficer',
      targetId: ids[0],
      targetName: '语文考生',
      detail: { exam: '个人信息考试', admissionNumber: '000001' },
    });
    const history = (await ok(examCandidateApi.info, { id: ids[0] })).history;
    expect(history[0]).toMatchObject({ action: 'examCandidate.reveal', username: 'kwofficer' });
    // another department's candidate, and one without a department (rights over all departments needed)
    expect((await call(examCandidateApi.personal, { id: ids[1] }, officer)).code).toBe(ErrorCodes.personalDataBeyondRights);
    expect((await call(examCandidateApi.personal, { id: ids[2] }, officer)).code).toBe(ErrorCodes.personalDataBeyondRights);
    // another institution's candidate is not found
    expect((await call(examCandidateApi.personal, { id: ids[0] }, other)).code).toBe(ErrorCodes.notFound);
  });
});

describe('editing', () => {
  it('keeps the stored answer when a form sends back its masked form, and takes a new one', async () => {
    const stored = async () => (await ok(examCandidateApi.personal, { id: ids[1] })).collected[phoneField];
    await ok(examCandidateApi.updateInfo, { id: ids[1], collected: { [phoneField]: '139****0802' } }, clerk);
    expect(await stored()).toBe('13900000802');
    await ok(examCandidateApi.updateInfo, { id: ids[1], collected: { [phoneField]: '13700000802' } }, clerk);
    expect(await stored()).toBe('13700000802');
  });
});
