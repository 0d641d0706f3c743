import { createHash } from 'node:crypto';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examConfigApi } from '@cloud-exam/contract/exam/exam-config';
import { CANDIDATE_SIGN_IN_LIMITS, SEB_CONFIG_KEY_HEADER, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { mainlandId } from '../../test/mainland-id';
import { png } from '../../test/media-files';
import { fillPath, inject, probeApi } from '../../test/probes';
import { type Answer, createTestApp, givenInstitution, signIn, type TestApp, uploadFile } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * An exam that requires Safe Exam Browser: every call of its candidates carries the hash of the address it asked for
 * and one of the exam's Config Keys, or is refused with a message the candidate understands; sign-in refused so is
 * no attempt against the candidate. The address is the one the browser asked for: behind a proxy, the exam client's
 * public address when it is configured, else the forwarded one when the proxy is believed.
 */

const MINUTE = 60_000;
const WINDOWS = 'a1'.repeat(32);
const MAC = 'B2'.repeat(32);
const ELSEWHERE = 'c3'.repeat(32);
const people = [0, 1].map((n) => ({ name: `SEB考生${n}`, idNumber: mainlandId(600 + n), mobile: `1360000000${n}` }));
const sebConfig = (keys: string[]) => [
  { configKey: 'loginMethods', configValue: ['admissionNumber', 'mobile'] },
  { configKey: 'safeExamBrowser', configValue: true },
  { configKey: 'safeExamBrowserKeys', configValue: keys },
];
const hashOf = (url: string, key: string) =>
  createHash('sha256')
    .update(url + key.toLowerCase())
    .digest('hex');

type Browser = {
  /** The Config Key of the SEB settings the browser runs with (none: not SEB), and the address it hashes. */
  key?: string;
  url?: string;
  token?: string;
  /** How the request reaches the server (through a proxy: its forwarded headers). */
  headers?: Record<string, string>;
};

/** A call as a browser sends it, through `t`, at the address `origin` (what the candidate's browser shows). */
async function send(t: TestApp, origin: string, e: Endpoint, input: unknown, b: Browser = {}): Promise<Answer> {
  const { url, data } = fillPath(e, input);
  const headers: Record<string, string> = { 'accept-language': 'en', ...b.headers };
  if (b.token) headers.authorization = `Bearer ${b.token}`;
  if (b.key) headers[SEB_CONFIG_KEY_HEADER] = hashOf(b.url ?? origin + url, b.key);
  const answer = await t.app.inject({ method: e.method, url, headers, ...(e.method === 'GET' ? {} : { payload: data as object }) });
  return answer.json();
}

/** The data of a call that succeeded. */
async function ok(answer: Promise<Answer>) {
  const { code, data } = await answer;
  expect(code).toBe(20000);
  return data;
}

describe('an exam that requires Safe Exam Browser, behind a proxy the server believes', () => {
  const ORIGIN = 'https://kaoshi.school.cn';
  const proxy = { host: '10.0.0.5:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'kaoshi.school.cn' };
  let t: TestApp;
  let admin: string;
  let exam: string;
  let admission: string[];
  const at = (e: Endpoint, input: unknown, b: Browser = {}) => send(t, ORIGIN, e, input, { ...b, headers: { ...proxy, ...b.headers } });
  const login = (n: number, b: Browser = {}) =>
    at(sittingApi.login, { examId: exam, method: 'admissionNumber', admissionNumber: admission[n], idNumber: people[n]!.idNumber }, b);

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
    await givenInstitution(t, 'SEB考试中心', 'sebadmin');
    admin = await signIn(t, 'sebadmin');
    const day = await givenExamDay(probeApi(t, admin), {
      name: 'SEB考试',
      now: t.clock.now,
      people,
      config: sebConfig([WINDOWS, MAC]),
    });
    exam = day.exam;
    admission = day.candidates.map((c) => c.admissionNumber);
  });
  afterAll(() => t?.close());

  it('tells the sign-in page, before anyone types, whether this browser will do', async () => {
    const entry = (b?: Browser) => at(sittingApi.entry, { examId: exam }, b);
    expect((await entry()).data).toMatchObject({
      safeExamBrowser: true,
      refusal: { code: ErrorCodes.safeExamBrowserRequired, msg: expect.stringMatching(/must be taken in Safe Exam Browser/) },
    });
    expect((await entry({ key: ELSEWHERE })).data.refusal).toMatchObject({
      code: ErrorCodes.safeExamBrowserNotSetUp,
      msg: expect.stringMatching(/not set up for this exam/),
    });
    expect((await entry({ key: MAC })).data).toMatchObject({ safeExamBrowser: true, refusal: null });
  });

  it('refuses sign-in and its code outside SEB or in SEB set up otherwise, counting no attempt and texting nothing', async () => {
    // a room of ordinary browsers does not lock the candidate out: more refusals than the attempts allowed
    for (let i = 0; i <= CANDIDATE_SIGN_IN_LIMITS.perAccount; i++) expect((await login(0)).code).toBe(ErrorCodes.safeExamBrowserRequired);
    expect((await login(0, { key: ELSEWHERE })).code).toBe(ErrorCodes.safeExamBrowserNotSetUp);
    // the right key hashed with another address (a hash seen on another call) is not this call's
    const entryUrl = ORIGIN + fillPath(sittingApi.entry, { examId: exam }).url;
    expect((await login(0, { key: WINDOWS, url: entryUrl })).code).toBe(ErrorCodes.safeExamBrowserNotSetUp);
    // a header that is no digest at all (64 characters, more bytes than that) is a wrong one, not a fault
    for (const forged of ['é'.repeat(64), 'z'.repeat(64), 'abc'])
      expect((await login(0, { headers: { [SEB_CONFIG_KEY_HEADER]: forged } })).code).toBe(ErrorCodes.safeExamBrowserNotSetUp);
    const sendCode = (b?: Browser) => at(sittingApi.sendCode, { examId: exam, mobile: people[0]!.mobile }, b);
    expect((await sendCode()).code).toBe(ErrorCodes.safeExamBrowserRequired);
    expect((await sendCode({ key: ELSEWHERE })).code).toBe(ErrorCodes.safeExamBrowserNotSetUp);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, people[0]!.mobile))).toEqual([]);
    expect((await sendCode({ key: WINDOWS })).code).toBe(20000);
  });

  it('signs in with either key and checks every call of the token', async () => {
    const signedIn = await login(0, { key: WINDOWS });
    expect(signedIn.code, JSON.stringify(signedIn)).toBe(20000);
    const token = signedIn.data.token as string;
    t.advance(11 * MINUTE);
    await ok(at(sittingApi.start, {}, { token, key: MAC }));
    const paper = await ok(at(sittingApi.paper, undefined, { token, key: MAC }));
    const itemId = paper.sections[0].items[0].itemId as string;
    const save = { answers: [{ itemId, seq: 1, value: { options: ['A'] }, clientTime: new Date(t.clock.now).toISOString() }] };
    const calls: [Endpoint, unknown][] = [
      [sittingApi.sitting, undefined],
      [sittingApi.start, {}],
      [sittingApi.paper, undefined],
      [sittingApi.save, save],
      [sittingApi.heartbeat, { events: [] }],
    ];
    for (const [e, input] of calls) {
      expect((await at(e, input, { token })).code, e.path).toBe(ErrorCodes.safeExamBrowserRequired);
      expect((await at(e, input, { token, key: ELSEWHERE })).code, e.path).toBe(ErrorCodes.safeExamBrowserNotSetUp);
      // the token's own call's address, not another's
      expect((await at(e, input, { token, key: MAC, url: `${ORIGIN}/` })).code, e.path).toBe(ErrorCodes.safeExamBrowserNotSetUp);
      expect((await at(e, input, { token, key: MAC })).code, e.path).toBe(20000);
    }
    const snapshot = (key?: string) =>
      uploadFile(t, sittingApi.snapshot.path, token, png(), 'camera.png', {
        ...proxy,
        ...(key ? { [SEB_CONFIG_KEY_HEADER]: hashOf(ORIGIN + sittingApi.snapshot.path, key) } : {}),
      });
    expect((await snapshot()).code).toBe(ErrorCodes.safeExamBrowserRequired);
    expect((await snapshot(WINDOWS)).code).toBe(20000);
    expect((await at(sittingApi.submit, { answers: [] }, { token })).code).toBe(ErrorCodes.safeExamBrowserRequired);
    expect((await ok(at(sittingApi.submit, { answers: [] }, { token, key: WINDOWS }))).state).toBe('completed');
  });

  it('lets any browser through once the exam no longer requires SEB, tokens given before included', async () => {
    const signedIn = await login(1, { key: MAC });
    expect(signedIn.code).toBe(20000);
    const before = signedIn.data.token as string;
    expect((await at(sittingApi.sitting, undefined, { token: before })).code).toBe(ErrorCodes.safeExamBrowserRequired);
    const off = [{ configKey: 'safeExamBrowser', configValue: false }];
    expect((await inject(t, examConfigApi.update, { id: exam, examConfigList: off }, admin)).json().code).toBe(20000);
    expect((await at(sittingApi.entry, { examId: exam })).data).toMatchObject({ safeExamBrowser: false, refusal: null });
    expect((await at(sittingApi.sitting, undefined, { token: before })).code).toBe(20000);
    expect((await login(1)).code).toBe(20000);
  });
});

describe('the address hashed, with the exam client’s public address configured', () => {
  const PUBLIC = 'https://exam.example.cn';
  let t: TestApp;
  let exam: string;
  let admission: string;
  // the request reaches the server under its own name; a proxy the server does not believe names another
  const inside = { host: '127.0.0.1:8080', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'elsewhere.example.cn' };
  const login = (b: Browser) => {
    const input = { examId: exam, method: 'admissionNumber', admissionNumber: admission, idNumber: people[0]!.idNumber };
    return send(t, PUBLIC, sittingApi.login, input, { ...b, headers: inside });
  };

  beforeAll(async () => {
    t = await createTestApp({ candidateSignInUrl: `${PUBLIC}/candidate/` });
    await givenInstitution(t, '公网考试中心', 'pubadmin');
    const day = await givenExamDay(probeApi(t, await signIn(t, 'pubadmin')), {
      name: '公网SEB考试',
      now: t.clock.now,
      people: [people[0]!],
      config: sebConfig([WINDOWS]),
    });
    exam = day.exam;
    admission = day.candidates[0]!.admissionNumber;
  });
  afterAll(() => t?.close());

  it('is the exam client’s public one, whatever the request’s host or forwarded headers say', async () => {
    const path = sittingApi.login.path;
    expect((await login({ key: WINDOWS, url: `http://127.0.0.1:8080${path}` })).code).toBe(ErrorCodes.safeExamBrowserNotSetUp);
    expect((await login({ key: WINDOWS, url: `http://elsewhere.example.cn${path}` })).code).toBe(ErrorCodes.safeExamBrowserNotSetUp);
    const answer = await login({ key: WINDOWS });
    expect(answer.code, JSON.stringify(answer)).toBe(20000);
  });
});
