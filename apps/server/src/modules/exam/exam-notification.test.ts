import { auditLogApi } from '@cloud-exam/contract/audit/log';
import { Authority } from '@cloud-exam/contract/authorities';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { examNotificationApi, NOTIFICATION_SMS_MAX } from '@cloud-exam/contract/exam/exam-notification';
import { fileTaskApi } from '@cloud-exam/contract/files/task';
import { officeApi } from '@cloud-exam/contract/org/office';
import { maskMobile } from '@cloud-exam/contract/personal-data';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRooms, examSeatings, examSessions } from '../../db/schema';
import { inject } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';
import { examInput } from './exam.probes';

let t: TestApp;
let admin: string;
let other: string;
let officeId: string;
/** Text messages to this number are refused by the gateway. */
const REFUSED_MOBILE = '13900000009';

/** A valid mainland ID number for a serial (born 1 January 1990). */
function mainlandId(serial: number) {
  const body = `11010519900101${String(serial).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

/** A call in the default language (zh), or in `lang` for the endpoints without path parameters. */
const call = async (e: Endpoint, input?: object, as = admin, lang?: string) => {
  if (!lang) return (await inject(t, e, input, as)).json();
  const where =
    e.method === 'GET' ? { query: Object.fromEntries(Object.entries(input ?? {}).map(([k, v]) => [k, String(v)])) } : { payload: input };
  return (
    await t.app.inject({ method: e.method, url: e.path, headers: { authorization: `Bearer ${as}`, 'accept-language': lang }, ...where })
  ).json();
};
const ok = async (e: Endpoint, input?: object, as = admin, lang?: string) => {
  const answer = await call(e, input, as, lang);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};

/** China 2030-06-01 08:00 to 2030-06-02 18:00. */
const WINDOW = { beginDate: '2030-06-01T00:00:00.000Z', endDate: '2030-06-02T10:00:00.000Z' };
let examCount = 0;
let personCount = 0;

/** An exam with candidates (mobile and e-mail as given) in this order; answers the exam and its candidates' ids. */
async function examWith(people: { mobile?: string; email?: string }[], as = admin) {
  const exam = (await ok(examApi.add, { ...examInput(`通知考试${++examCount}`), ...WINDOW }, as)).id as string;
  const ids: string[] = [];
  for (const p of people) {
    const n = ++personCount;
    ids.push((await ok(examCandidateApi.add, { examId: exam, name: `考生${n}`, certType: '0', idNumber: mainlandId(n), ...p }, as)).id);
  }
  return { exam, ids };
}

/** A session of the exam (China 09:00–11:00 on the day given) seating these candidates, written straight to the tables. */
async function sessionOf(exam: string, name: string, day: string, seated: string[]) {
  const subjectId = (await ok(examApi.baseInfo, { id: exam })).subjects[0].id;
  const [session] = await t.db
    .insert(examSessions)
    .values({ officeId, examId: exam, subjectId, name, beginAt: new Date(`${day}T01:00:00Z`), endAt: new Date(`${day}T03:00:00Z`) })
    .returning();
  const [room] = await t.db
    .insert(examRooms)
    .values({ officeId, examId: exam, sessionId: session!.id, name: '第一考场', capacity: 30 })
    .returning();
  if (seated.length)
    await t.db.insert(examSeatings).values(
      seated.map((examCandidateId, i) => ({
        officeId,
        examId: exam,
        sessionId: session!.id,
        examCandidateId,
        roomId: room!.id,
        seat: i + 1,
      })),
    );
  return session!.id;
}

const compose = (exam: string, extra: object = {}) => ({
  examId: exam,
  channels: ['sms', 'email'],
  subject: '{examName}考试提醒',
  body: '{name}您好，准考证号{admissionNumber}，考试时间{examTime}，登录{signInUrl}',
  audience: { kind: 'all' },
  ...extra,
});

/** Follows a notification's job until it ends; answers the notification as the list shows it. */
async function sent(exam: string, id: string) {
  const until = Date.now() + 15_000;
  for (;;) {
    const row = (await ok(examNotificationApi.page, { examId: exam })).records.find((r: { id: string }) => r.id === id);
    if (row.status !== 'sending' || Date.now() > until) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  t = await createTestApp({
    candidateSignInUrl: 'https://exam.example.cn/login',
    transports: {
      sms: async (m) => {
        if (m.recipient === REFUSED_MOBILE) throw new Error('the SMS gateway answered HTTP 503');
      },
    },
  });
  officeId = (await givenInstitution(t, '第一中学', 'notea')).office.id;
  admin = await signIn(t, 'notea');
  await givenInstitution(t, '第二中学', 'noteb');
  other = await signIn(t, 'noteb');
});
afterAll(() => t?.close());

describe('the channels', () => {
  it('say which have a provider, so that the form tells before sending that the others stay in the outbox', async () => {
    expect(await ok(examNotificationApi.channels)).toEqual([
      { channel: 'sms', delivers: true },
      { channel: 'email', delivers: false },
    ]);
  });
});

describe('the templates', () => {
  it('are listed in the caller’s language, using only the known variables', async () => {
    const zh = await ok(examNotificationApi.templates);
    expect(zh.map((x: { id: string }) => x.id)).toEqual(['reminder', 'admissionNumber', 'timeChanged']);
    // the exam's own name often ends in 考试 ("期中考试"): the subject never repeats it
    expect(zh[0]).toMatchObject({ name: '考试提醒', subject: '考试提醒：{examName}', channels: ['sms', 'email'] });
    expect(zh[0].body).toContain('{examTime}');
    expect(zh[0].body).toContain('{signInUrl}');
    expect(zh[1].body).toContain('{admissionNumber}');
    const en = await ok(examNotificationApi.templates, undefined, admin, 'en');
    expect(en[0]).toMatchObject({ name: 'Exam reminder', subject: 'Reminder: {examName}' });
    // every built-in template passes the rules
    const { exam } = await examWith([{ mobile: '13800000001' }]);
    for (const x of [...zh, ...en]) {
      const preview = await ok(examNotificationApi.preview, compose(exam, { subject: x.subject, body: x.body }));
      expect(preview.problems, x.id).toEqual([]);
    }
  });
});

describe('the rules', () => {
  it('refuse unknown variables, naming them, in the subject or the body', async () => {
    const { exam } = await examWith([{ mobile: '13800000002' }]);
    const answer = await call(examNotificationApi.send, compose(exam, { body: '{name}您好，{姓名}，{seat}与{seat}' }));
    expect(answer.code).toBe(ErrorCodes.notificationVariableUnknown);
    expect(answer.msg).toContain('{姓名} {seat}');
    expect(answer.msg).toContain('{admissionNumber}');
    expect(answer.data).toEqual({ field: 'body' });
    const english = await call(examNotificationApi.send, compose(exam, { subject: 'About {exam}' }), admin, 'en');
    expect(english).toMatchObject({ code: ErrorCodes.notificationVariableUnknown, data: { field: 'subject' } });
    expect(english.msg).toBe(
      'The template has unknown variables: {exam}; the variables are {name} {admissionNumber} {examName} {examTime} {signInUrl}',
    );
    // the preview says the same without refusing
    const preview = await ok(examNotificationApi.preview, compose(exam, { body: '{姓名}' }));
    expect(preview.problems).toEqual([
      { field: 'body', code: ErrorCodes.notificationVariableUnknown, message: expect.stringContaining('{姓名}') },
    ]);
  });

  it('limit the subject to 100 characters and the body to 2,000, and want a channel', async () => {
    const { exam } = await examWith([{ mobile: '13800000003', email: 'a3@example.cn' }]);
    expect((await call(examNotificationApi.send, compose(exam, { subject: 'x'.repeat(101) }))).code).toBe(
      ErrorCodes.notificationSubjectInvalid,
    );
    expect((await call(examNotificationApi.send, compose(exam, { subject: '  ' }))).code).toBe(ErrorCodes.notificationSubjectInvalid);
    expect((await call(examNotificationApi.send, compose(exam, { body: '' }))).code).toBe(ErrorCodes.notificationBodyInvalid);
    const long = compose(exam, { channels: ['email'], body: 'y'.repeat(2001) });
    expect(await call(examNotificationApi.send, long)).toMatchObject({
      code: ErrorCodes.notificationBodyInvalid,
      msg: '正文须为1到2000个字符',
    });
    expect((await call(examNotificationApi.send, compose(exam, { channels: [] }))).code).toBe(ErrorCodes.notificationChannelRequired);
    // 100 and 2,000 exactly are taken (e-mail only: a text message has its own limit)
    expect(
      (await call(examNotificationApi.preview, compose(exam, { channels: ['email'], subject: 'x'.repeat(100), body: 'y'.repeat(2000) })))
        .data.problems,
    ).toEqual([]);
  });

  it(`limit a text message to ${NOTIFICATION_SMS_MAX} characters once filled in with the audience's longest values`, async () => {
    const { exam } = await examWith([{ mobile: '13800000004' }]);
    // 560 characters as written: the address alone (the exam client's, with the exam) takes 71, the name and the number 3 and 6
    const body = `{name}{admissionNumber}{signInUrl}${'字'.repeat(480)}`;
    const refused = await call(examNotificationApi.send, compose(exam, { channels: ['sms'], body }));
    expect(refused.code).toBe(ErrorCodes.notificationSmsTooLong);
    const preview = await ok(examNotificationApi.preview, compose(exam, { channels: ['sms'], body }));
    expect(preview.smsLength).toBe(480 + 3 + 6 + 71);
    expect(refused.msg).toBe(`短信填入变量后最长${preview.smsLength}个字符，不能超过500个字符`);
    // the same text by e-mail alone is within its limit
    expect((await ok(examNotificationApi.preview, compose(exam, { channels: ['email'], body }))).problems).toEqual([]);
  });
});

describe('the audience', () => {
  it('is the exam’s: another exam’s or institution’s session and candidates are not found', async () => {
    const mine = await examWith([{ mobile: '13800000005' }]);
    const elsewhere = await examWith([{ mobile: '13800000006' }]);
    const elsewhereSession = await sessionOf(elsewhere.exam, '第一场', '2030-06-01', elsewhere.ids);
    const theirs = await examWith([{ mobile: '13800000007' }], other);
    for (const audience of [
      { kind: 'session', sessionId: elsewhereSession },
      { kind: 'candidates', ids: [mine.ids[0], elsewhere.ids[0]] },
      { kind: 'candidates', ids: theirs.ids },
    ]) {
      expect((await call(examNotificationApi.send, compose(mine.exam, { audience }))).code, JSON.stringify(audience)).toBe(
        ErrorCodes.notFound,
      );
      expect((await call(examNotificationApi.preview, compose(mine.exam, { audience }))).code).toBe(ErrorCodes.notFound);
    }
    // another institution's exam, whatever the audience
    expect((await call(examNotificationApi.send, compose(theirs.exam))).code).toBe(ErrorCodes.notFound);
    expect((await call(examNotificationApi.page, { examId: theirs.exam })).code).toBe(ErrorCodes.notFound);
  });

  it('must hold somebody: a session seating nobody is refused', async () => {
    const { exam } = await examWith([{ mobile: '13800000008' }]);
    const empty = await sessionOf(exam, '空场次', '2030-06-01', []);
    const answer = await call(examNotificationApi.send, compose(exam, { audience: { kind: 'session', sessionId: empty } }));
    expect(answer).toMatchObject({ code: ErrorCodes.notificationNoRecipients, msg: '所选范围内没有考生' });
  });

  it('is previewed for its first candidate, with how many each channel reaches and skips', async () => {
    const { exam, ids } = await examWith([
      { mobile: '13800000010', email: 'b10@example.cn' },
      { mobile: '13800000011' },
      { email: 'b12@example.cn' },
      {},
    ]);
    const morning = await sessionOf(exam, '上午场', '2030-06-01', ids.slice(0, 2));
    await sessionOf(exam, '次日场', '2030-06-02', [ids[0]!]);
    // the sessions the audience picker offers, with whom each seats
    const { sessions } = await ok(scheduleApi.schedule, { examId: exam });
    expect(sessions.map((s: { sessionName: string; seated: number }) => [s.sessionName, s.seated])).toEqual([
      ['上午场', 2],
      ['次日场', 1],
    ]);

    const all = await ok(examNotificationApi.preview, compose(exam));
    expect(all).toMatchObject({
      recipientCount: 4,
      channels: [
        { channel: 'sms', recipients: 2, skipped: 2 },
        { channel: 'email', recipients: 2, skipped: 2 },
      ],
      problems: [],
    });
    const first = all.sample;
    expect(first.subject).toBe(`通知考试${examCount}考试提醒`);
    // the candidate's own sessions, China time
    expect(first.body).toBe(
      `${first.name}您好，准考证号000001，考试时间2030-06-01 09:00–11:00；2030-06-02 09:00–11:00，登录https://exam.example.cn/login?exam=${exam}`,
    );

    const session = await ok(examNotificationApi.preview, compose(exam, { audience: { kind: 'session', sessionId: morning } }));
    expect(session.recipientCount).toBe(2);
    // a candidate not seated is told the exam's window
    const chosen = await ok(examNotificationApi.preview, compose(exam, { audience: { kind: 'candidates', ids: [ids[3], ids[2]] } }));
    expect(chosen.recipientCount).toBe(2);
    expect(chosen.sample.body).toContain('000003，考试时间2030-06-01 08:00 – 2030-06-02 18:00');
    expect(chosen.channels).toEqual([
      { channel: 'sms', recipients: 0, skipped: 2 },
      { channel: 'email', recipients: 1, skipped: 1 },
    ]);
  });
});

describe('sending', () => {
  it('delivers through the outbox, one record per candidate and channel, with progress to 100 %', async () => {
    const { exam, ids } = await examWith([
      { mobile: '13800000020', email: 'c20@example.cn' },
      { mobile: REFUSED_MOBILE },
      { email: 'c22@example.cn' },
    ]);
    // unpublished: sending does not wait for publishing
    expect((await ok(examApi.baseInfo, { id: exam })).published).toBe(false);
    const answer = await ok(examNotificationApi.send, compose(exam));
    expect(answer.recipientCount).toBe(3);
    const row = await sent(exam, answer.id);
    expect(row).toMatchObject({
      status: 'done',
      progress: 100,
      recipientCount: 3,
      channels: ['sms', 'email'],
      audience: { kind: 'all' },
      // the SMS gateway took one and refused one; e-mail has no provider: logged
      counts: { sent: 1, failed: 1, logged: 2, skipped: 2 },
      createdByName: 'notea',
    });
    expect(row.finishTime).not.toBeNull();

    const deliveries = (await ok(examNotificationApi.deliveries, { notificationId: answer.id, size: 50 })).records;
    expect(
      deliveries.map((d: { admissionNumber: string; channel: string; status: string }) => `${d.admissionNumber} ${d.channel} ${d.status}`),
    ).toEqual([
      '000001 email logged',
      '000001 sms sent',
      '000002 email skipped',
      '000002 sms failed',
      '000003 email logged',
      '000003 sms skipped',
    ]);
    const [email, sms] = deliveries;
    // the page shows the addresses masked (whole only in the audited export)
    expect(sms).toMatchObject({ examCandidateId: ids[0], recipient: '138****0020', subject: `通知考试${examCount}考试提醒` });
    expect(sms.body).toBe(
      `${sms.name}您好，准考证号000001，考试时间2030-06-01 08:00 – 2030-06-02 18:00，登录https://exam.example.cn/login?exam=${exam}`,
    );
    expect(email).toMatchObject({ recipient: 'c***@example.cn', body: sms.body });
    expect(deliveries[2]).toMatchObject({ recipient: null, body: null, status: 'skipped' });
    expect(deliveries[3]).toMatchObject({ status: 'failed', error: 'the SMS gateway answered HTTP 503' });

    // filtered by status and channel, searched by admission number or name
    const failed = await ok(examNotificationApi.deliveries, { notificationId: answer.id, status: 'failed' });
    expect(failed.records.map((d: { recipient: string }) => d.recipient)).toEqual([maskMobile(REFUSED_MOBILE)]);
    const emails = await ok(examNotificationApi.deliveries, { notificationId: answer.id, channel: 'email' });
    expect(emails.total).toBe(3);
    const found = await ok(examNotificationApi.deliveries, { notificationId: answer.id, keyword: '000003' });
    expect(found.records.map((d: { channel: string }) => d.channel)).toEqual(['email', 'sms']);
    expect((await ok(examNotificationApi.deliveries, { notificationId: answer.id, keyword: sms.name })).total).toBe(2);

    // audited
    const audit = (await ok(auditLogApi.page, { action: 'exam.notify', size: 5 })).records;
    expect(audit[0]).toMatchObject({ targetId: exam, detail: { notificationId: answer.id, recipients: 3, channels: ['sms', 'email'] } });
  });

  it('sends to a session’s candidates only, and lists notifications newest first with their audience', async () => {
    const { exam, ids } = await examWith([{ mobile: '13800000030' }, { mobile: '13800000031' }, { mobile: '13800000032' }]);
    const session = await sessionOf(exam, '下午场', '2030-06-01', [ids[1]!]);
    const first = await ok(
      examNotificationApi.send,
      compose(exam, { channels: ['sms'], audience: { kind: 'session', sessionId: session } }),
    );
    await sent(exam, first.id);
    const second = await ok(
      examNotificationApi.send,
      compose(exam, { channels: ['sms'], audience: { kind: 'candidates', ids: [ids[0], ids[2]] } }),
    );
    await sent(exam, second.id);
    const page = await ok(examNotificationApi.page, { examId: exam });
    expect(page.total).toBe(2);
    expect(page.records.map((r: { audience: unknown; recipientCount: number }) => [r.audience, r.recipientCount])).toEqual([
      [{ kind: 'candidates', chosen: 2 }, 2],
      [{ kind: 'session', sessionId: session, sessionName: '下午场' }, 1],
    ]);
    const delivered = await ok(examNotificationApi.deliveries, { notificationId: first.id });
    expect(delivered.records).toMatchObject([{ examCandidateId: ids[1], recipient: '138****0031', status: 'sent' }]);
    expect(delivered.records[0].body).toContain('2030-06-01 09:00–11:00');
  });

  it('exports the deliveries as filtered, leaving the file in the download centre', async () => {
    const { exam } = await examWith([{ mobile: '13800000040', email: 'd40@example.cn' }, {}]);
    const { id } = await ok(examNotificationApi.send, compose(exam));
    await sent(exam, id);
    const res = await inject(t, examNotificationApi.exportDeliveries, { notificationId: id, status: 'skipped' }, admin);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1, 6)).toEqual(['准考证号', '姓名', '发送方式', '接收地址', '状态']);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[5]])).toEqual([
      ['000002', '邮件', '已跳过（无地址）'],
      ['000002', '短信', '已跳过（无地址）'],
    ]);
    const files = await ok(fileTaskApi.page, { current: 1, size: 10 });
    expect(files.records[0]).toMatchObject({ fileType: 'examNotification.export', fileName: '考试通知发送记录.xlsx' });
  });

  it('is refused without the exam authority, and another institution reads none of it', async () => {
    const { exam } = await examWith([{ mobile: '13800000050' }]);
    const { id } = await ok(examNotificationApi.send, compose(exam));
    await sent(exam, id);
    await givenMember(t, officeId, 'notexam', [Authority.bank]);
    const outsider = await signIn(t, 'notexam');
    const refused = await t.app.inject({
      method: 'POST',
      url: examNotificationApi.send.path,
      headers: { authorization: `Bearer ${outsider}` },
      payload: compose(exam),
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(examNotificationApi.deliveries, { notificationId: id }, other)).code).toBe(ErrorCodes.notFound);
    expect((await call(examNotificationApi.page, { examId: exam })).data.total).toBe(1);
  });
});

describe('times in the institution’s time zone', () => {
  const zoneIs = async (timeZone: string) => {
    const { name } = await ok(officeApi.profile);
    await ok(officeApi.saveProfile, { name, timeZone });
  };
  /** A moment as a wall clock in New York, by the runtime's own zone data: 2030-05-31 21:00. */
  const newYork = (at: string) => new Date(at).toLocaleString('sv-SE', { timeZone: 'America/New_York' }).slice(0, 16);

  it('writes the sessions and the window in the zone the institution chose, and anew when it changes', async () => {
    const { exam, ids } = await examWith([{ mobile: '13800000060' }, { mobile: '13800000061' }]);
    // 2030-06-01 01:00–03:00 UTC: China 09:00–11:00, New York the evening before
    await sessionOf(exam, '时区场', '2030-06-01', [ids[0]!]);
    await ok(examCandidateApi.saveAdmissionRule, { id: exam, prefix: 'T', dateFormat: 'yyyyMMdd', serialDigits: 3, start: 1 });
    const sms = compose(exam, { channels: ['sms'], body: '{admissionNumber}：{examTime}' });
    expect((await ok(examNotificationApi.preview, sms)).sample.body).toBe('000001：2030-06-01 09:00–11:00');
    try {
      await zoneIs('America/New_York');
      // the preview, the admission numbers given from now on (the exam's first day there) and what is sent
      expect((await ok(examNotificationApi.preview, sms)).sample.body).toBe('000001：2030-05-31 21:00–23:00');
      expect((await ok(examCandidateApi.admissionRule, { id: exam })).example).toBe('T20300531001');
      const { id } = await ok(examNotificationApi.send, sms);
      await sent(exam, id);
      const bodies = (await ok(examNotificationApi.deliveries, { notificationId: id })).records.map((d: { body: string }) => d.body);
      // the unseated candidate is told the window: 2030-06-01 00:00 UTC to 2030-06-02 10:00 UTC
      expect(bodies).toEqual(['000001：2030-05-31 21:00–23:00', '000002：2030-05-31 20:00 – 2030-06-02 06:00']);

      // the export writes its times there too, and says so in the column's header
      const res = await inject(t, examNotificationApi.exportDeliveries, { notificationId: id }, admin);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
      expect(rows[0]![9]).toBe('时间 (America/New_York)');
      const [delivery] = (await ok(examNotificationApi.deliveries, { notificationId: id })).records;
      expect(rows.slice(1).map((r) => r[9])).toContain(newYork(delivery.createTime));
    } finally {
      await zoneIs('Asia/Shanghai');
    }
  });
});
