import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { inject, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * The 09:00 spike: more candidates signing in at once than the server lets through wait in its queue, and those past
 * the queue are told how many are ahead and when their client tries again, in their language; nobody fails.
 * On PostgreSQL only: PGlite answers within the same turn of the event loop, so its calls never overlap and nothing
 * ever waits at the gate.
 */

let t: TestApp;
let exam: string;
const people = [0, 1, 2, 3, 4, 5].map((n) => ({ name: `排队考生${n}`, idNumber: mainlandId(700 + n) }));
const admission: string[] = [];

const call = async (e: Endpoint, input: unknown, token?: string) => (await inject(t, e, input, token)).json();
const login = async (n: number, lang = 'zh') => {
  const payload = { examId: exam, method: 'admissionNumber', admissionNumber: admission[n], idNumber: people[n]!.idNumber };
  return (await t.app.inject({ method: 'POST', url: sittingApi.login.path, payload, headers: { 'accept-language': lang } })).json();
};

beforeAll(async () => {
  t = await createTestApp({ candidateAdmission: { active: 1, waiting: 1 } });
  await givenInstitution(t, '排队考试中心', 'queueadmin');
  const day = await givenExamDay(probeApi(t, await signIn(t, 'queueadmin')), { name: '排队考试', now: t.clock.now, people });
  exam = day.exam;
  admission.push(...day.candidates.map((c) => c.admissionNumber));
});
afterAll(() => t?.close());

it('lets one sign in at a time, queues one more, and tells the others their place and when to try again', async () => {
  const answers = await Promise.all(people.map((_, n) => login(n, n === 5 ? 'en' : 'zh')));
  const signedIn = answers.filter((a) => a.code === 20000);
  const queued = answers.filter((a) => a.code === ErrorCodes.signInQueued);
  expect(signedIn.length + queued.length).toBe(people.length);
  expect(signedIn.length).toBeGreaterThanOrEqual(2);
  expect(queued.length).toBeGreaterThanOrEqual(1);
  for (const q of queued) {
    expect(q.data.position).toBeGreaterThanOrEqual(2);
    expect(q.data.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  }
  const zh = queued.find((q) => /排队/.test(q.msg)) ?? queued[0];
  expect(zh.msg).toContain(`约有 ${zh.data.position} 人正在等候`);
  if (answers[5]!.code === ErrorCodes.signInQueued) expect(answers[5]!.msg).toMatch(/^Many candidates are entering the exam/);
  // Those told to come back sign in when they do; the start passes the same gate.
  for (const [n, a] of answers.entries()) if (a.code !== 20000) expect((await login(n)).code).toBe(20000);
  const { token } = (await login(0)).data;
  expect((await call(sittingApi.sitting, undefined, token)).code).toBe(20000);
});
