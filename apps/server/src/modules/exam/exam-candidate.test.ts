import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { collectInfoApi } from '@cloud-exam/contract/exam/collect-info';
import { examCandidateApi, PHOTO_ZIP_ENTRIES_MAX } from '@cloud-exam/contract/exam/exam-candidate';
import { sessionApi } from '@cloud-exam/contract/account/session';
import { Authority } from '@cloud-exam/contract/authorities';
import { candidateApi } from '@cloud-exam/contract/org/candidate';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { memberApi } from '@cloud-exam/contract/org/member';
import { maskIdNumber } from '@cloud-exam/contract/personal-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, png } from '../../test/media-files';
import { inject } from '../../test/probes';
import {
  callApi,
  createTestApp,
  givenInstitution,
  givenMember,
  importFile,
  signIn,
  type TestApp,
  uploadFile,
  withLongestStall,
  xlsxOf,
} from '../../test/test-app';
import { mainlandId } from '../../test/mainland-id';
import { manyEntries, zipOf } from '../../test/xlsx-files';
import { examInput } from './exam.probes';
import { examRepo } from './exam.repo';

let t: TestApp;
let admin: string;
let other: string;
let officeId: string;

const call = async (e: Endpoint, input: object, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
let examCount = 0;
const newExam = async () => (await ok(examApi.add, examInput(`考试${++examCount}`))).id as string;
const person = (n: number, extra: object = {}) => ({ name: `考生${n}`, certType: '0', idNumber: mainlandId(n), ...extra });

beforeAll(async () => {
  t = await createTestApp({ photoZipMaxBytes: 64 * 1024, photosAtOnce: 5 });
  officeId = (await givenInstitution(t, '第一中学', 'admina')).office.id;
  admin = await signIn(t, 'admina');
  await givenInstitution(t, '第二中学', 'adminb');
  other = await signIn(t, 'adminb');
});
afterAll(() => t?.close());

describe('adding candidates', () => {
  it('two adds of one admission number at once: one is added, the other told the number is taken', async () => {
    const exam = await newExam();
    const answers = await Promise.all([
      call(examCandidateApi.add, { examId: exam, ...person(70), admissionNumber: 'RACE01' }),
      call(examCandidateApi.add, { examId: exam, ...person(71), admissionNumber: 'RACE01' }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([20000, ErrorCodes.admissionNumberTaken].sort());
  });

  it('adds an existing account, a new person, links a known certificate number, and refuses a duplicate', async () => {
    const exam = await newExam();
    const account = (await ok(candidateApi.add, person(1))).id;
    const first = await ok(examCandidateApi.add, { examId: exam, candidateId: account });
    expect(first.admissionNumber).toBe('000001');
    const second = await ok(examCandidateApi.add, { examId: exam, ...person(2, { mobile: '13800138002' }) });
    expect(second.admissionNumber).toBe('000002');
    // the new person has an account now
    const accounts = await ok(examCandidateApi.accounts, { keyword: mainlandId(2) });
    expect(accounts.map((a: { name: string }) => a.name)).toEqual(['考生2']);
    // a person whose certificate number has an account is that account: already in the exam
    expect((await call(examCandidateApi.add, { examId: exam, ...person(1, { name: '别名' }) })).code).toBe(ErrorCodes.candidateInExam);
    expect((await call(examCandidateApi.add, { examId: exam, candidateId: account })).code).toBe(ErrorCodes.candidateInExam);
    // in another exam the same certificate number links the account rather than making one
    const exam2 = await newExam();
    await ok(examCandidateApi.add, { examId: exam2, ...person(1, { name: '别名' }) });
    const page = await ok(examCandidateApi.page, { examId: exam2, current: 1, size: 10 });
    expect(page.records[0].candidateId).toBe(account);
    expect(page.records[0].name).toBe('考生1');
    // bad input is refused with its code
    expect((await call(examCandidateApi.add, { examId: exam, name: '某人' })).code).toBe(ErrorCodes.candidateFieldsMissing);
    expect((await call(examCandidateApi.add, { examId: exam, ...person(3, { idNumber: '110105199001010000' }) })).code).toBe(
      ErrorCodes.idNumberIncorrect,
    );
    expect((await call(examCandidateApi.add, { examId: exam, ...person(4, { mobile: '12345' }) })).code).not.toBe(20000);
  });

  it('makes admission numbers by the rule, unique in the exam, and keeps given ones', async () => {
    const exam = await newExam();
    await ok(examCandidateApi.saveAdmissionRule, { id: exam, prefix: 'KS', dateFormat: 'none', serialDigits: 3, start: 7 });
    const rule = await ok(examCandidateApi.admissionRule, { id: exam });
    expect(rule).toMatchObject({ prefix: 'KS', serialDigits: 3, start: 7, example: 'KS007' });
    expect((await ok(examCandidateApi.add, { examId: exam, ...person(10) })).admissionNumber).toBe('KS007');
    expect((await ok(examCandidateApi.add, { examId: exam, ...person(11), admissionNumber: 'KS009' })).admissionNumber).toBe('KS009');
    expect((await ok(examCandidateApi.add, { examId: exam, ...person(12) })).admissionNumber).toBe('KS010');
    expect((await call(examCandidateApi.add, { examId: exam, ...person(13), admissionNumber: 'KS009' })).code).toBe(
      ErrorCodes.admissionNumberTaken,
    );
    // a prefix of letters and digits only, at most 10
    expect(
      (await call(examCandidateApi.saveAdmissionRule, { id: exam, prefix: 'K-S', dateFormat: 'none', serialDigits: 3, start: 1 })).code,
    ).toBe(10000400);
    await ok(examCandidateApi.saveAdmissionRule, { id: exam, prefix: 'Z', dateFormat: 'yyyyMMdd', serialDigits: 3, start: 998 });
    const dated = (await ok(examCandidateApi.add, { examId: exam, ...person(14) })).admissionNumber as string;
    expect(dated).toMatch(/^Z\d{8}998$/);
    await ok(examCandidateApi.add, { examId: exam, ...person(15) });
    expect((await call(examCandidateApi.add, { examId: exam, ...person(16) })).code).toBe(ErrorCodes.admissionSerialExhausted);
  });

  it('searches, removes while unpublished, refuses removal once published', async () => {
    const exam = await newExam();
    const a = (await ok(examCandidateApi.add, { examId: exam, ...person(20, { mobile: '13912345678' }) })).id;
    const b = (await ok(examCandidateApi.add, { examId: exam, ...person(21) })).id;
    const search = async (keyword: string) =>
      (await ok(examCandidateApi.page, { examId: exam, keyword, current: 1, size: 10 })).records.map((r: { id: string }) => r.id);
    expect(await search('考生20')).toEqual([a]);
    expect(await search('13912345678')).toEqual([a]);
    expect(await search(mainlandId(21))).toEqual([b]);
    expect(await search('000002')).toEqual([b]);
    expect((await ok(examCandidateApi.page, { examId: exam, hasPhoto: 'true', current: 1, size: 10 })).total).toBe(0);
    await ok(examCandidateApi.remove, { examId: exam, ids: [a] });
    expect(await search('')).toEqual([b]);
    await examRepo(t.db, { officeId }).update(exam, { published: true });
    expect((await call(examCandidateApi.remove, { examId: exam, ids: [b] })).code).toBe(ErrorCodes.examCandidatesLocked);
  });
});

describe("a candidate's information", () => {
  it('shows the candidate with history, updates answers while editable and refuses once the exam has begun', async () => {
    const exam = await newExam();
    const dept = (await ok(deptApi.add, { name: '一班' })).id;
    const id = (await ok(examCandidateApi.add, { examId: exam, ...person(30), deptId: dept })).id;
    const info = await ok(examCandidateApi.info, { id });
    expect(info).toMatchObject({ name: '考生30', admissionNumber: '000001', deptName: '一班', editable: true, seats: [] });
    expect(info.history.map((h: { action: string }) => h.action)).toEqual(['examCandidate.add']);
    expect(await ok(examCandidateApi.isEditable, { examId: exam })).toEqual({ editable: true });
    // no field of the form: an answer to an unknown field is refused
    expect((await call(examCandidateApi.updateInfo, { id, collected: { nope: 'x' } })).code).toBe(ErrorCodes.collectFieldUnknown);
    await ok(examCandidateApi.updateInfo, { id, collected: {}, deptId: '' });
    expect((await ok(examCandidateApi.info, { id })).deptId).toBeNull();
    // the exam's information form checks the answers as the candidate's form does
    await ok(collectInfoApi.save, { projectId: exam, fields: [{ componentId: 'phone', title: '手机号', required: 1 }] });
    const [phone] = await ok(collectInfoApi.form, { id: exam });
    expect((await call(examCandidateApi.updateInfo, { id, collected: {} })).msg).toBe('手机号未填写');
    expect((await call(examCandidateApi.updateInfo, { id, collected: { [phone.id]: '123' } })).code).not.toBe(20000);
    await ok(examCandidateApi.updateInfo, { id, collected: { [phone.id]: '13812345678' } });
    // a change of department alone keeps the answers; the query may carry the parameters (spec §7: PUT in the query)
    const put = (query: string, body?: object) =>
      t.app
        .inject({
          method: 'PUT',
          url: `${examCandidateApi.updateInfo.path}?${query}`,
          headers: { authorization: `Bearer ${admin}` },
          ...(body ? { payload: body } : {}),
        })
        .then((r) => r.json());
    expect((await put(`id=${id}`, { deptId: '' })).code).toBe(20000);
    expect((await ok(examCandidateApi.info, { id })).deptId).toBeNull();
    expect((await put(`id=${id}&deptId=${dept}`)).code).toBe(20000);
    // the page shows the mobile answer masked; the reveal, whole
    expect(await ok(examCandidateApi.info, { id })).toMatchObject({ deptId: dept, collected: { [phone.id]: '138****5678' } });
    expect((await ok(examCandidateApi.personal, { id })).collected).toEqual({ [phone.id]: '13812345678' });
    expect((await put(`id=${id}&deptId=not-an-id`)).code).toBe(ErrorCodes.badRequest);
    const monitoring = await ok(examCandidateApi.monitoring, { examId: exam, candidateId: id });
    expect(monitoring).toMatchObject({ name: '考生30', admissionNumber: '000001', state: 'notStarted' });
    // published and begun: frozen
    await examRepo(t.db, { officeId }).update(exam, { published: true, beginAt: new Date(Date.now() - 60_000) });
    expect(await ok(examCandidateApi.isEditable, { examId: exam })).toEqual({ editable: false, reason: 'examInProgress' });
    expect((await call(examCandidateApi.updateInfo, { id, collected: {} })).code).toBe(ErrorCodes.candidateInfoLocked);
    expect((await uploadFile(t, `/gl/kw/kw/exam/uploadPhoto?examCandidateId=${id}`, admin, png(), 'a.png')).code).toBe(
      ErrorCodes.candidateInfoLocked,
    );
  });

  it('takes no candidate into an exam that has ended, one by one or by import', async () => {
    const exam = await newExam();
    await examRepo(t.db, { officeId }).update(exam, {
      beginAt: new Date(Date.now() - 2 * 3_600_000),
      endAt: new Date(Date.now() - 60_000),
    });
    const added = await call(examCandidateApi.add, { examId: exam, ...person(90) });
    expect(added).toMatchObject({ code: ErrorCodes.examEnded, msg: '考试已结束' });
    const file = await xlsxOf([['考生91', '居民身份证', mainlandId(91), '', '', '', '']]);
    expect((await importFile(t, `/gl/kw/kw/exam/candidate/import/${exam}`, admin, file, 'late.xlsx')).code).toBe(ErrorCodes.examEnded);
    expect((await ok(examCandidateApi.page, { examId: exam, current: 1, size: 10 })).total).toBe(0);
  });

  it("answers the form's fields as the renderer takes them and checks the answers by them on save", async () => {
    const exam = await newExam();
    const id = (await ok(examCandidateApi.add, { examId: exam, ...person(32) })).id;
    const certTypes = (await ok(collectInfoApi.components, {})).find((c: { id: string }) => c.id === 'certificatetype').optionList;
    await ok(collectInfoApi.save, {
      projectId: exam,
      fields: [
        { componentId: 'phone', title: '手机号', description: '用于接收考试通知' },
        { componentId: 'certificatetype', title: '证件类型', required: 1, optionList: certTypes },
        { componentId: 'idcard', title: '证件号码', required: 1 },
        { componentId: 'input', title: '学校', collectImageStandard: { minWordNum: 2, maxWordNum: 10 } },
        { componentId: 'input', title: '工号', editable: 0 },
        { componentId: 'photo', title: '近照', collectImageStandard: { maxUploadNum: 1 } },
        { componentId: 'input', title: '备注', visible: 0 },
      ],
    });
    const fields = (await ok(examCandidateApi.info, { id })).fields;
    expect(fields).toEqual(await ok(collectInfoApi.form, { id: exam }));
    const [phone, type, idcard, school, staffNo, photo, hidden] = fields;
    expect(phone).toMatchObject({
      componentName: 'phone',
      componentType: 'input',
      description: '用于接收考试通知',
      required: 0,
      editable: 1,
    });
    expect(type).toMatchObject({ componentName: 'certificatetype', componentType: 'select', required: 1 });
    expect(type.optionList.map((o: { value: string }) => o.value)).toEqual(expect.arrayContaining(['0', '1']));
    expect(idcard).toMatchObject({ componentName: 'idcard', required: 1 });
    expect(school.collectImageStandard).toMatchObject({ minWordNum: 2, maxWordNum: 10, projectCollectInfoId: school.id });
    expect(staffNo).toMatchObject({ editable: 0 });
    expect(photo).toMatchObject({ componentType: 'photo', collectImageStandard: { maxUploadNum: 1 } });
    expect(hidden).toMatchObject({ visible: 0 });

    const valid = { [type.id]: '0', [idcard.id]: mainlandId(32) };
    const refusal = async (collected: object) => {
      const answer = await call(examCandidateApi.updateInfo, { id, collected });
      return { code: answer.code, msg: answer.msg };
    };
    expect(await refusal({ ...valid, [phone.id]: '12345' })).toEqual({ code: ErrorCodes.mobileFormat, msg: '手机号格式不正确' });
    expect(await refusal({ ...valid, [idcard.id]: '110101199001011234' })).toEqual({
      code: ErrorCodes.idNumberIncorrect,
      msg: '请输入正确的证件号码！',
    });
    expect(await refusal({ [type.id]: '0' })).toEqual({ code: ErrorCodes.fieldRequired, msg: '证件号码未填写' });
    expect(await refusal({ ...valid, [school.id]: '一' })).toEqual({ code: ErrorCodes.fieldLength, msg: '长度在 2 到 10 个字符' });
    expect(await refusal({ ...valid, [staffNo.id]: 'A001' })).toEqual({
      code: ErrorCodes.collectFieldReadOnly,
      msg: '工号为只读项，不能修改',
    });
    const picture = { name: 'a.png', url: 'files/a.png', key: 'a' };
    expect((await refusal({ ...valid, [photo.id]: [picture, picture] })).code).toBe(ErrorCodes.collectTooManyUploads);
    // in English, the message in English
    const english = await t.app.inject({
      method: 'PUT',
      url: examCandidateApi.updateInfo.path,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
      payload: { id, collected: { ...valid, [phone.id]: '12345' } },
    });
    expect(english.json().msg).toBe('Mobile number format incorrect');

    await ok(examCandidateApi.updateInfo, {
      id,
      collected: { ...valid, [phone.id]: '13812345678', [school.id]: '第一中学', [staffNo.id]: null, [photo.id]: [picture] },
    });
    expect((await ok(examCandidateApi.info, { id })).collected).toEqual({
      ...valid,
      [idcard.id]: maskIdNumber(mainlandId(32)),
      [phone.id]: '138****5678',
      [school.id]: '第一中学',
      [staffNo.id]: null,
      [photo.id]: [picture],
    });
    expect((await ok(examCandidateApi.personal, { id })).collected).toEqual({ [idcard.id]: mainlandId(32), [phone.id]: '13812345678' });
    // a passport-like number under another certificate type
    await ok(examCandidateApi.updateInfo, { id, collected: { [type.id]: '2', [idcard.id]: 'E12345678' } });
    expect((await refusal({ [type.id]: '2', [idcard.id]: '12' })).code).toBe(ErrorCodes.idNumberFormat);
  });

  it('uploads a photo by content and refuses another type', async () => {
    const exam = await newExam();
    const id = (await ok(examCandidateApi.add, { examId: exam, ...person(31) })).id;
    const up = await uploadFile(t, `/gl/kw/kw/exam/uploadPhoto?examCandidateId=${id}`, admin, png(), 'a.png');
    expect(up.code).toBe(20000);
    expect((await ok(examCandidateApi.info, { id })).photo).toBe(up.data.key);
    expect((await uploadFile(t, '/gl/kw/kw/exam/uploadPhoto', admin, Buffer.from('%PDF-1.4 not a picture'), 'a.png')).code).toBe(
      ErrorCodes.uploadTypeRefused,
    );
    expect(
      (await uploadFile(t, '/signupApi/bm/student-info/uploadEnclosureFile?group=1', admin, Buffer.from('%PDF-1.4\n%%EOF'), 'a.pdf')).code,
    ).toBe(20000);
    // the enrolment form's uploads tell a file by its content too, and keep their group short
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await uploadFile(t, '/signupApi/bm/student-info/uploadEnclosureFile?group=1', admin, html, 'a.pdf')).code).toBe(
      ErrorCodes.uploadTypeRefused,
    );
    const photo = await uploadFile(t, '/signupApi/bm/student-info/uploadPhoto?group=photo', admin, jpeg(), 'me.jpg');
    expect(photo).toMatchObject({ code: 20000, data: { key: expect.any(String) } });
    expect((await uploadFile(t, '/signupApi/bm/student-info/uploadPhoto?group=photo', admin, html, 'me.jpg')).code).toBe(
      ErrorCodes.uploadTypeRefused,
    );
    expect((await uploadFile(t, `/signupApi/bm/student-info/uploadPhoto?group=${'g'.repeat(101)}`, admin, jpeg(), 'me.jpg')).code).toBe(
      ErrorCodes.badRequest,
    );
  });

  it('answers whether the exams of an enrolment project are still ahead of their end', async () => {
    const enrollId = '00000000-0000-4000-8000-000000000001';
    expect(await ok(examCandidateApi.validByEnroll, { enrollId })).toEqual({ valid: true, exams: [] });
    const exam = await newExam();
    const sheet = await xlsxOf([['考生95', '居民身份证', mainlandId(95), '', '', '', '']]);
    expect((await importFile(t, `/gl/kw/kw/exam/candidate/import/${exam}?enrollId=${enrollId}`, admin, sheet, 'e.xlsx')).code).toBe(20000);
    const ahead = await ok(examCandidateApi.validByEnroll, { enrollId });
    expect(ahead).toMatchObject({ valid: true, exams: [{ examId: exam, valid: true }] });
    await examRepo(t.db, { officeId }).update(exam, { beginAt: new Date(Date.now() - 7_200_000), endAt: new Date(Date.now() - 60_000) });
    expect(await ok(examCandidateApi.validByEnroll, { enrollId })).toMatchObject({ valid: false, exams: [{ examId: exam, valid: false }] });
    expect(await ok(examCandidateApi.validByEnroll, { enrollId }, other)).toEqual({ valid: true, exams: [] });
  });
});

describe('the import', () => {
  it('reports every bad row and writes nothing, then imports good rows with their numbers', async () => {
    const exam = await newExam();
    await ok(examCandidateApi.add, { examId: exam, ...person(40) });
    const bad = await xlsxOf([
      ['考生41', '居民身份证', mainlandId(41), '13800000041', '', '', ''],
      ['考生41', '居民身份证', mainlandId(41), '', '', '', ''],
      ['考生40', '居民身份证', mainlandId(40), '', '', '', ''],
      ['考生42', '居民身份证', '110105199001010000', '', '', '', ''],
      ['考生43', '居民身份证', mainlandId(43), '123', '', '', ''],
      ['考生44', '居民身份证', mainlandId(44), '', '', '无此部门', ''],
    ]);
    const failed = await importFile(t, `/gl/kw/kw/exam/candidate/import/${exam}`, admin, bad, 'c.xlsx');
    expect(failed.code).toBe(ErrorCodes.importHasErrors);
    expect(failed.data.errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 5, 6, 7]);
    expect(failed.data.errors[0].reason).toContain('重复');
    expect((await ok(examCandidateApi.page, { examId: exam, current: 1, size: 10 })).total).toBe(1);

    await ok(deptApi.add, { name: '二班' });
    const good = await xlsxOf([
      ['考生45', '居民身份证', mainlandId(45), '', '', '二班', ''],
      ['考生46', '0', mainlandId(46), '', '', '', 'A100'],
    ]);
    const done = await importFile(t, `/gl/kw/kw/exam/candidate/import/${exam}?enrollId=none`, admin, good, 'c.xlsx');
    expect(done.code, JSON.stringify(done)).toBe(20000);
    const page = await ok(examCandidateApi.page, { examId: exam, current: 1, size: 10 });
    expect(page.records.map((r: { admissionNumber: string; deptName: string | null }) => [r.admissionNumber, r.deptName])).toEqual([
      ['000001', null],
      ['000002', '二班'],
      ['A100', null],
    ]);
  });

  it('matches photos by certificate and admission number in a job, reports the rest, refuses unsafe names and a zip too large at once', async () => {
    const exam = await newExam();
    const a = (await ok(examCandidateApi.add, { examId: exam, ...person(50) })).id;
    const b = (await ok(examCandidateApi.add, { examId: exam, ...person(51) })).id;
    const c = (await ok(examCandidateApi.add, { examId: exam, ...person(52) })).id;
    const zip = zipOf([
      { name: `${mainlandId(50).toLowerCase()}.jpg`, data: jpeg() },
      { name: 'photos/000002.png', data: png() },
      { name: 'nobody.jpg', data: jpeg() },
      { name: '000001.jpg', data: Buffer.from('not a picture at all') },
      { name: `${mainlandId(52)}.jpg`, data: jpeg() },
    ]);
    const report = await importFile(t, `/gl/kw/kw/exam/candidate/importPhotos/${exam}`, admin, zip, 'p.zip');
    expect(report.code, JSON.stringify(report)).toBe(20000);
    expect(report.job).toMatchObject({ kind: 'examCandidate.photos', state: 2, progress: 100, fileTaskId: expect.any(String) });
    expect(report.data).toMatchObject({ total: 5, imported: 3 });
    expect(report.data.errors).toEqual([
      { row: 3, column: 'nobody.jpg', reason: expect.stringContaining('NOBODY') },
      { row: 4, column: '000001.jpg', reason: expect.stringContaining('000001.jpg') },
    ]);
    const photoOfA = (await ok(examCandidateApi.info, { id: a })).photo;
    expect(photoOfA).not.toBeNull();
    expect((await ok(examCandidateApi.info, { id: b })).photo).not.toBeNull();
    // the same bytes twice in a zip are one file
    expect((await ok(examCandidateApi.info, { id: c })).photo).toBe(photoOfA);
    expect((await ok(examCandidateApi.page, { examId: exam, hasPhoto: 'false', current: 1, size: 10 })).total).toBe(0);

    // Refused by the upload itself, before any job: unsafe names, too large, a bomb, not a zip.
    const climbing = zipOf([{ name: '../x.jpg', data: jpeg() }]);
    const refusedAtOnce = async (file: Buffer) => {
      const answer = await uploadFile(t, `/gl/kw/kw/exam/candidate/importPhotos/${exam}`, admin, file, 'p.zip');
      expect(answer.data?.jobId).toBeUndefined();
      return answer.code;
    };
    expect(await refusedAtOnce(climbing)).toBe(ErrorCodes.photoZipEntryUnsafe);
    expect(await refusedAtOnce(zipOf([{ name: '/etc/x.jpg', data: jpeg() }]))).toBe(ErrorCodes.photoZipEntryUnsafe);
    expect(await refusedAtOnce(Buffer.alloc(70 * 1024, 1))).toBe(41021902);
    // a bomb: small upload, huge when inflated
    expect(await refusedAtOnce(zipOf([{ name: '000001.jpg', data: Buffer.alloc(1024 * 1024) }]))).toBe(41021902);
    expect(await refusedAtOnce(Buffer.from('not a zip at all'))).toBe(ErrorCodes.photoZipUnreadable);
    // a picture whose directory understates it is refused by its job, as a zip that cannot be read
    const hidden = await importFile(
      t,
      `/gl/kw/kw/exam/candidate/importPhotos/${exam}`,
      admin,
      zipOf([{ name: `${mainlandId(50)}.jpg`, data: Buffer.alloc(1024 * 1024), declaredSize: 1000 }]),
      'p.zip',
    );
    expect(hidden).toMatchObject({ code: ErrorCodes.photoZipUnreadable, job: { state: 3, msg: expect.any(String) } });
  });

  it('refuses a photo zip of too many entries by its directory’s end, before reading the directory, the server answering meanwhile', async () => {
    // the upload limit of a real server: the zip is small, its entries many
    const full = await createTestApp();
    try {
      await givenInstitution(full, '照片学校', 'photoadmin');
      const as = await signIn(full, 'photoadmin');
      const exam = (await inject(full, examApi.add, examInput('照片考试'), as)).json().data.id as string;
      const url = `/gl/kw/kw/exam/candidate/importPhotos/${exam}`;
      // one entry more than the limit
      const tooMany = manyEntries(PHOTO_ZIP_ENTRIES_MAX + 1);
      const { result, stallMs } = await withLongestStall(() => uploadFile(full, url, as, tooMany, 'p.zip'));
      expect(result).toMatchObject({
        code: ErrorCodes.photoZipTooManyEntries,
        msg: `照片压缩包内的文件不能超过${PHOTO_ZIP_ENTRIES_MAX}个`,
      });
      expect(stallMs).toBeLessThan(1000);
    } finally {
      await full.close();
    }
  }, 60_000);

  it("shows the photo job's progress batch by batch, gives every candidate their own picture, and one named twice the later", async () => {
    const exam = await newExam();
    const ids: string[] = [];
    for (let n = 70; n < 110; n++) ids.push((await ok(examCandidateApi.add, { examId: exam, ...person(n) })).id);
    const picture = (n: number) => png(n);
    const zip = zipOf([
      { name: `${mainlandId(70)}.png`, data: picture(1) },
      ...ids.slice(1).map((_, i) => ({ name: `${mainlandId(71 + i)}.png`, data: picture(100 + i) })),
      { name: '000001.png', data: picture(2) },
    ]);
    const started = await uploadFile(t, `/gl/kw/kw/exam/candidate/importPhotos/${exam}`, admin, zip, 'p.zip');
    expect(started).toMatchObject({ code: 20000, data: { jobId: expect.any(String) } });
    const seen: number[] = [];
    let job;
    do {
      job = (await callApi(t, { url: `/cloudeFile/task/importJob/${started.data.jobId}`, as: admin })).data;
      if (seen.at(-1) !== job.progress) seen.push(job.progress);
      await new Promise((resolve) => setTimeout(resolve, 5));
    } while (job.state < 2);
    expect(job).toMatchObject({ state: 2, progress: 100, report: { total: 41, imported: 40, errors: [] } });
    // nine batches of five: the bar moves between its start and its end, never back
    expect(seen.filter((p) => p > 5 && p < 95).length, String(seen)).toBeGreaterThan(0);
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);
    const photoOf = async (id: string) =>
      (await t.app.inject({ url: `/${(await ok(examCandidateApi.info, { id })).photoUrl}` })).rawPayload;
    expect(await photoOf(ids[0]!)).toEqual(picture(2));
    for (const [i, id] of ids.slice(1).entries()) expect(await photoOf(id)).toEqual(picture(100 + i));
  });
});

describe("a large exam's list", () => {
  it('pages deep, filters by department, and searches with few matches or many', async () => {
    const exam = await newExam();
    const dept = (await ok(deptApi.add, { name: '三班' })).id;
    const rows = Array.from({ length: 2100 }, (_, i) => [
      `考生${1000 + i}`,
      '居民身份证',
      mainlandId(1000 + i),
      '',
      '',
      i % 3 ? '' : '三班',
      '',
    ]);
    const done = await importFile(t, `/gl/kw/kw/exam/candidate/import/${exam}`, admin, await xlsxOf(rows), 'c.xlsx');
    expect(done.code, JSON.stringify(done)).toBe(20000);
    const page = (input: object) => ok(examCandidateApi.page, { examId: exam, current: 1, size: 20, ...input });
    const names = (p: { records: { name: string }[] }) => p.records.map((r) => r.name);
    // a deep page: its rows in the exam's order, each with its account and department
    const deep = await page({ current: 100 });
    expect(deep.total).toBe(2100);
    expect(names(deep)).toEqual(Array.from({ length: 20 }, (_, i) => `考生${2980 + i}`));
    expect(deep.records[0]).toMatchObject({ admissionNumber: '001981', idNumber: maskIdNumber(mainlandId(2980)), deptName: '三班' });
    expect(deep.records[1]).toMatchObject({ admissionNumber: '001982', deptName: null });
    const third = await page({ deptId: dept, current: 2 });
    expect(third.total).toBe(700);
    expect(names(third).slice(0, 2)).toEqual(['考生1060', '考生1063']);
    // few matches: a name, a certificate number in any case, an admission number, nobody
    expect(names(await page({ keyword: '考生2042' }))).toEqual(['考生2042']);
    expect(names(await page({ keyword: mainlandId(1500).toLowerCase() }))).toEqual(['考生1500']);
    expect(names(await page({ keyword: '002100' }))).toEqual(['考生3099']);
    expect(await page({ keyword: '无此考生' })).toMatchObject({ total: 0, records: [] });
    // many matches (every name holds 考生): still in the exam's order, counted, with the department filter too
    const many = await page({ keyword: '考生', current: 2 });
    expect(many.total).toBe(2100);
    expect(names(many)[0]).toBe('考生1020');
    expect((await page({ keyword: '考生', deptId: dept })).total).toBe(700);
    // the exam list counts each exam's own candidates
    const empty = await newExam();
    const listed = (await ok(examApi.page, { current: 1, size: 100 })).records as { id: string; candidateCount: number }[];
    expect(listed.find((e) => e.id === exam)?.candidateCount).toBe(2100);
    expect(listed.find((e) => e.id === empty)?.candidateCount).toBe(0);
  });
});

describe('signed uploads', () => {
  const upload = async (address: string, file = png(), name = 'a.png') => (await uploadFile(t, `/${address}`, '', file, name)).code;

  it('takes one file at an address: a file refused for its content frees it, a second file is refused', async () => {
    const credential = await ok(examCandidateApi.tempCredential, { purpose: 'photo' });
    expect(credential.uploadUrl).toMatch(/^cloudeFile\/file\/signedUpload\/[\w-]{43}$/);
    expect(await upload(credential.uploadUrl, Buffer.from('%PDF-1.4'), 'a.pdf')).toBe(ErrorCodes.uploadTypeRefused);
    const up = await uploadFile(t, `/${credential.uploadUrl}`, '', png(), 'a.png');
    expect(up.code, JSON.stringify(up)).toBe(20000);
    expect(up.data).toMatchObject({ contentType: 'image/png', name: 'a.png' });
    expect(await upload(credential.uploadUrl)).toBe(ErrorCodes.uploadAddressUsed);
    expect(await upload(credential.uploadUrl)).toBe(ErrorCodes.uploadAddressUsed);
  });

  it('refuses an address in any other spelling, and one past its ten minutes', async () => {
    const { uploadUrl } = await ok(examCandidateApi.tempCredential, { purpose: 'photo' });
    const last = uploadUrl.at(-1)!;
    for (const altered of [
      `${uploadUrl.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`,
      // the last character's unused bits, and padding, would decode to the same bytes
      `${uploadUrl.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) ^ 1)}`,
      `${uploadUrl}==`,
      `${uploadUrl.slice(0, -22)}%C3%A9${'a'.repeat(21)}`,
    ])
      expect(await upload(altered), altered).toBe(ErrorCodes.uploadTokenInvalid);
    t.advance(11 * 60_000);
    expect(await upload(uploadUrl)).toBe(ErrorCodes.uploadTokenInvalid);
  });

  it('ends with the session that asked for it: signing out or being disabled', async () => {
    await givenMember(t, officeId, 'uploader', [Authority.exam]);
    const before = await signIn(t, 'uploader');
    const asked = await ok(examCandidateApi.tempCredential, { purpose: 'photo' }, before);
    const { userid: userId } = await ok(sessionApi.currentUser, {}, before);
    await ok(memberApi.status, { userId, status: 0 });
    expect(await upload(asked.uploadUrl)).toBe(ErrorCodes.uploadTokenInvalid);
    // enabled again, the address stays ended with the session that asked for it
    await ok(memberApi.status, { userId, status: 1 });
    expect(await upload(asked.uploadUrl)).toBe(ErrorCodes.uploadTokenInvalid);

    const session = await signIn(t, 'uploader');
    const first = await ok(examCandidateApi.tempCredential, { purpose: 'photo' }, session);
    const second = await ok(examCandidateApi.tempCredential, { purpose: 'enclosure' }, session);
    expect(await upload(first.uploadUrl)).toBe(20000);
    await ok(sessionApi.signOut, {}, session);
    expect(await upload(second.uploadUrl, Buffer.from('%PDF-1.4 a form'), 'form.pdf')).toBe(ErrorCodes.uploadTokenInvalid);
  });
});

describe('another institution', () => {
  it("finds none of the institution's exams or candidates", async () => {
    const exam = await newExam();
    const id = (await ok(examCandidateApi.add, { examId: exam, ...person(60) })).id;
    const account = (await ok(examCandidateApi.info, { id })).candidateId;
    const theirExam = (await ok(examApi.add, examInput('他校考试'), other)).id;
    const refused = [
      [examCandidateApi.page, { examId: exam }],
      [examCandidateApi.add, { examId: exam, ...person(61) }],
      [examCandidateApi.add, { examId: theirExam, candidateId: account }],
      [examCandidateApi.admissionRule, { id: exam }],
      [examCandidateApi.remove, { examId: exam, ids: [id] }],
      [examCandidateApi.remove, { examId: theirExam, ids: [id] }],
      [examCandidateApi.info, { id }],
      [examCandidateApi.updateInfo, { id, collected: {} }],
      [examCandidateApi.updateInfo, { id, collected: { phone: '12345' } }],
      [examCandidateApi.isEditable, { examId: exam }],
      [examCandidateApi.monitoring, { examId: exam, candidateId: id }],
      [examCandidateApi.monitoring, { examId: theirExam, candidateId: id }],
    ] as const;
    for (const [e, input] of refused) expect((await call(e, input, other)).code, e.path).toBe(ErrorCodes.notFound);
    expect((await uploadFile(t, `/gl/kw/kw/exam/uploadPhoto?examCandidateId=${id}`, other, png(), 'a.png')).code).toBe(ErrorCodes.notFound);
    expect((await uploadFile(t, `/gl/kw/kw/exam/candidate/importPhotos/${exam}`, other, zipOf([]), 'p.zip')).code).toBe(
      ErrorCodes.notFound,
    );
    const sheet = await xlsxOf([['考生62', '居民身份证', mainlandId(62), '', '', '', '']]);
    expect((await uploadFile(t, `/gl/kw/kw/exam/candidate/import/${exam}`, other, sheet, 'c.xlsx')).code).toBe(ErrorCodes.notFound);
    expect((await ok(examCandidateApi.page, { examId: exam, current: 1, size: 10 })).total).toBe(1);
    expect(await ok(examCandidateApi.accounts, { keyword: '考生60' }, other)).toEqual([]);
    expect((await ok(examCandidateApi.info, { id })).name).toBe('考生60');
  });
});
