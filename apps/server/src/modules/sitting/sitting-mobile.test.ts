import { registrationApi } from '@cloud-exam/contract/account/registration';
import { Authority } from '@cloud-exam/contract/authorities';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { examConfigApi } from '@cloud-exam/contract/exam/exam-config';
import { CANDIDATE_SIGN_IN_LIMITS, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examSittingEvents, outboxMessages, users } from '../../db/schema';
import { mainlandId } from '../../test/mainland-id';
import { inject, probeApi } from '../../test/probes';
import { givenExamDay } from './sitting.probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';

/*
 * Sign-in by mobile number + code: the code call texts a code only to the exam's candidates when the exam allows the
 * method, under the console's limits for codes; the code signs in once; wrong codes and guesses at candidates are
 * counted like the other methods' attempts.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let officeId: string;
let exam: string;
let session: string;
const MOBILES = ['13700000000', '13700000001', '13700000002', '13700000003', '13700000004', '13700000005'];
const people = MOBILES.map((mobile, n) => ({ name: `手机考生${n}`, idNumber: mainlandId(700 + n), mobile }));

const ok = async (e: Endpoint, input: unknown, token = admin) => {
  const answer = (await inject(t, e, input, token)).json();
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
const post = async (e: Endpoint, payload: object, ip: string, lang = 'zh') =>
  (await t.app.inject({ method: 'POST', url: e.path, payload, remoteAddress: ip, headers: { 'accept-language': lang } })).json();
const sendCode = (mobile: string, ip: string, lang?: string, examId = exam) => post(sittingApi.sendCode, { examId, mobile }, ip, lang);
const login = (mobile: string, code: string | undefined, ip: string) =>
  post(sittingApi.login, { examId: exam, method: 'mobile', mobile, code }, ip);
const lastCode = async (recipient: string) => {
  const [row] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row?.body.match(/\d{6}/)?.[0];
};
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const setMethods = (methods: string[]) =>
  ok(examConfigApi.update, { id: exam, examConfigList: [{ configKey: 'loginMethods', configValue: methods }] });

beforeAll(async () => {
  t = await createTestApp();
  ({
    office: { id: officeId },
  } = await givenInstitution(t, '手机考试中心', 'mobadmin'));
  admin = await signIn(t, 'mobadmin');
  ({ exam, session } = await givenExamDay(probeApi(t, admin), {
    name: '手机登录考试',
    now: t.clock.now,
    people,
    session: { beginIn: 25 * MINUTE, lasts: 120 * MINUTE },
    publish: false,
  }));
  await setMethods(['admissionNumber']);
  await ok(examApi.updateBatch, { ids: [exam], action: 'publish' });
});
afterAll(() => t?.close());

describe('signing in by mobile number and code', () => {
  it('is refused, code and sign-in alike, while the exam does not allow it (41300609)', async () => {
    expect((await ok(sittingApi.entry, { examId: exam }, '')).loginMethods).toEqual(['admissionNumber']);
    expect((await sendCode(MOBILES[0]!, '10.9.0.1')).code).toBe(ErrorCodes.loginMethodNotAllowed);
    expect((await login(MOBILES[0]!, '123456', '10.9.0.1')).code).toBe(ErrorCodes.loginMethodNotAllowed);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, MOBILES[0]!))).toEqual([]);
    await setMethods(['admissionNumber', 'mobile']);
    expect((await ok(sittingApi.entry, { examId: exam }, '')).loginMethods).toEqual(['admissionNumber', 'mobile']);
  });

  it('texts a code only to a candidate of the exam: an unknown number 41300604, a malformed one its field code', async () => {
    expect((await sendCode('', '10.9.1.1')).code).toBe(ErrorCodes.mobileRequired);
    expect((await sendCode('12345', '10.9.1.1')).code).toBe(ErrorCodes.mobileFormat);
    const unknown = await sendCode('13999999999', '10.9.1.1');
    expect(unknown).toMatchObject({ code: ErrorCodes.mobileNotFound, msg: '手机号不存在' });
    // a candidate account of the institution who is not this exam's candidate is unknown here too
    const other = (
      await ok(examApi.add, {
        examName: '另一场考试',
        beginDate: new Date(t.clock.now + 5 * MINUTE).toISOString(),
        endDate: new Date(t.clock.now + 60 * MINUTE).toISOString(),
        subjects: [{ subjectName: '语文', duration: 30 }],
      })
    ).id;
    await ok(examCandidateApi.add, { examId: other, name: '别场考生', idNumber: mainlandId(799), mobile: '13799999999', certType: '0' });
    expect((await sendCode('13799999999', '10.9.1.1')).code).toBe(ErrorCodes.mobileNotFound);
    expect((await sendCode(MOBILES[0]!, '10.9.1.1', 'zh', other)).code).toBe(ErrorCodes.examNotPublished);

    const sent = await sendCode(MOBILES[0]!, '10.9.1.1', 'en');
    expect(sent).toMatchObject({ code: 20000, data: { resendAfter: 60, expiresIn: 300 } });
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, MOBILES[0]!));
    expect(row).toMatchObject({ channel: 'sms', status: 'logged', officeId });
    expect(row!.body).toMatch(/^Your verification code is \d{6}\. It is valid for 5 minutes/);
  });

  it('signs in with the right code, once; a wrong, used or expired code is the console’s 12111306', async () => {
    const code = (await lastCode(MOBILES[0]!))!;
    expect(await login(MOBILES[0]!, wrongFor(code), '10.9.2.1')).toMatchObject({
      code: ErrorCodes.captchaWrong,
      msg: '验证码错误或已过期',
    });
    expect((await login(MOBILES[0]!, undefined, '10.9.2.1')).code).toBe(ErrorCodes.captchaWrong);
    expect((await login('13999999999', code, '10.9.2.1')).code).toBe(ErrorCodes.mobileNotFound);
    // the number of another of the exam's candidates does not take this code
    expect((await login(MOBILES[1]!, code, '10.9.2.1')).code).toBe(ErrorCodes.captchaWrong);
    const signedIn = await login(MOBILES[0]!, code, '10.9.2.1');
    expect(signedIn.code, JSON.stringify(signedIn)).toBe(20000);
    expect(signedIn.data.sitting).toMatchObject({ state: 'signedIn', sessionName: '上午场', candidate: { name: '手机考生0' } });
    expect((await ok(sittingApi.sitting, undefined, signedIn.data.token)).candidate.name).toBe('手机考生0');
    const [event] = await t.db
      .select()
      .from(examSittingEvents)
      .where(eq(examSittingEvents.kind, 'signIn'))
      .orderBy(desc(examSittingEvents.id))
      .limit(1);
    expect(event!.detail).toMatchObject({ method: 'mobile', ip: '10.9.2.1' });
    expect((await login(MOBILES[0]!, code, '10.9.2.1')).code).toBe(ErrorCodes.captchaWrong);

    expect((await sendCode(MOBILES[1]!, '10.9.2.2')).code).toBe(20000);
    const expiring = (await lastCode(MOBILES[1]!))!;
    t.advance(5 * MINUTE + 1);
    expect((await login(MOBILES[1]!, expiring, '10.9.2.2')).code).toBe(ErrorCodes.captchaWrong);
  });

  it('keeps a right code while the sign-in is refused for another reason (a locked session), and uses it once it is allowed', async () => {
    expect((await sendCode(MOBILES[2]!, '10.9.3.1')).code).toBe(20000);
    const code = (await lastCode(MOBILES[2]!))!;
    await ok(sittingControlApi.lock, { sessionId: session, locked: true, reason: '核对考场' });
    expect((await login(MOBILES[2]!, code, '10.9.3.1')).code).toBe(ErrorCodes.sessionLocked);
    await ok(sittingControlApi.lock, { sessionId: session, locked: false, reason: '核对完毕' });
    expect((await login(MOBILES[2]!, code, '10.9.3.1')).code).toBe(20000);
  });

  it('takes no code of the console: its codes and the candidates’ are kept apart', async () => {
    const member = await givenMember(t, officeId, 'mobteacher', [Authority.exam]);
    await t.db.update(users).set({ mobile: MOBILES[3]! }).where(eq(users.id, member.id));
    const console = await post(registrationApi.sendCaptcha, { content: MOBILES[3]!, type: 'login' }, '10.9.4.1');
    expect(console.code).toBe(20000);
    const code = (await lastCode(MOBILES[3]!))!;
    expect((await login(MOBILES[3]!, code, '10.9.4.1')).code).toBe(ErrorCodes.captchaWrong);
    // nor does the console's resend gap hold up the candidate's code
    expect((await sendCode(MOBILES[3]!, '10.9.4.1')).code).toBe(20000);
  });

  it('counts mobile attempts per candidate of the exam with the other methods’ guard (41300631)', async () => {
    expect((await sendCode(MOBILES[4]!, '10.9.5.1')).code).toBe(20000);
    const code = (await lastCode(MOBILES[4]!))!;
    for (let i = 0; i < CANDIDATE_SIGN_IN_LIMITS.perAccount; i++)
      expect((await login(MOBILES[4]!, wrongFor(code), `10.9.5.${10 + i}`)).code).toBe(ErrorCodes.captchaWrong);
    const refused = await login(MOBILES[4]!, code, '10.9.5.99');
    expect(refused).toMatchObject({ code: ErrorCodes.signInThrottled, msg: '登录失败次数过多，请15分钟后再试' });
    // the count is this candidate's: another's number signs in meanwhile
    expect((await login(MOBILES[5]!, '000000', '10.9.5.99')).code).toBe(ErrorCodes.captchaWrong);
  });
});

describe('the code call’s limits', () => {
  it('are the console’s: once a minute (12111305), 5 sign-in codes in 30 minutes (12111303)', async () => {
    t.advance(MINUTE + 1);
    const mobile = MOBILES[5]!;
    expect((await sendCode(mobile, '10.9.6.1')).code).toBe(20000);
    expect(await sendCode(mobile, '10.9.6.1')).toMatchObject({ code: ErrorCodes.captchaTooFrequent, msg: '请求过于频繁' });
    for (let i = 0; i < 4; i++) {
      t.advance(MINUTE + 1);
      expect((await sendCode(mobile, '10.9.6.1')).code).toBe(20000);
    }
    t.advance(MINUTE + 1);
    expect(await sendCode(mobile, '10.9.6.1')).toMatchObject({
      code: ErrorCodes.captchaLoginLimit,
      msg: '登录验证码已获取5次，请30分钟后再试',
    });
    t.advance(30 * MINUTE);
    expect((await sendCode(mobile, '10.9.6.1')).code).toBe(20000);
  });

  it('bound the numbers one address may try: unknown numbers are the guard’s failures, and past its limit the address waits', async () => {
    const ip = '10.9.7.1';
    for (let i = 0; i < CANDIDATE_SIGN_IN_LIMITS.perAddress; i++)
      expect((await sendCode(`1390000${String(i).padStart(4, '0')}`, ip)).code).toBe(ErrorCodes.mobileNotFound);
    expect((await sendCode('13900009999', ip)).code).toBe(ErrorCodes.signInThrottled);
    // a real candidate's number is refused from there too, and so is a sign-in; another address goes on
    t.advance(MINUTE + 1);
    expect((await sendCode(MOBILES[1]!, ip)).code).toBe(ErrorCodes.signInThrottled);
    expect((await login(MOBILES[1]!, '000000', ip)).code).toBe(ErrorCodes.signInThrottled);
    expect((await sendCode(MOBILES[1]!, '10.9.7.2')).code).toBe(20000);
  });

  it('are 20 codes a day for a number (12111304), again the next day', async () => {
    // just after midnight in China (UTC+8), so that the whole run falls on one day
    const day = 24 * 60 * MINUTE;
    t.clock.now = Math.ceil((t.clock.now + 8 * 60 * MINUTE) / day) * day - 8 * 60 * MINUTE + MINUTE;
    const mobile = MOBILES[2]!;
    for (let i = 0; i < 20; i++) {
      // 6 minutes apart: the 30-minute window of 5 never fills
      t.advance(6 * MINUTE + 1);
      expect((await sendCode(mobile, `10.9.8.${i}`)).code, `code ${i + 1}`).toBe(20000);
    }
    t.advance(6 * MINUTE + 1);
    expect(await sendCode(mobile, '10.9.8.99')).toMatchObject({ code: ErrorCodes.captchaDailyLimit });
    t.advance(day);
    expect((await sendCode(mobile, '10.9.8.99')).code).toBe(20000);
  });
});
