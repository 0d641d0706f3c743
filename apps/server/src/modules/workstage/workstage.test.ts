import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { applicationRegisterApi, workStageApi } from '@cloud-exam/contract/workstage/workstage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, givenOperator, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let operator: string;
let examiner: string;
let banker: string;
const { call, ok } = callsOf(
  () => t,
  () => operator,
);
const names = (apps: { name: string }[]) => apps.map((a) => a.name);

beforeAll(async () => {
  t = await createTestApp();
  await givenOperator(t, 'operator');
  const { office } = await givenInstitution(t, '考试中心', 'boss');
  await givenMember(t, office.id, 'examiner', [Authority.exam]);
  await givenMember(t, office.id, 'banker', [Authority.bank]);
  operator = await signIn(t, 'operator');
  examiner = await signIn(t, 'examiner');
  banker = await signIn(t, 'banker');
});
afterAll(() => t.close());

describe('workstage applications', () => {
  it('are registered by the operator and offered to the members holding their authority', async () => {
    const before = names(await ok(workStageApi.queryApplication, undefined, examiner));
    const exam = await ok(applicationRegisterApi.add, {
      name: '在线考务',
      icon: 'schedule',
      description: '考试、考生与场次',
      link: '/examination',
      authority: Authority.exam,
      provider: '云考试',
      sort: 1,
    });
    const open = await ok(applicationRegisterApi.add, { name: '考生服务大厅', link: 'https://hall.example.com/', sort: 2 });
    const off = await ok(applicationRegisterApi.add, { name: '停用的应用', link: '/old', enabled: false });
    expect((await call(applicationRegisterApi.add, { name: '在线考务', link: '/x' }, operator)).code).toBe(ErrorCodes.applicationNameTaken);
    expect((await call(applicationRegisterApi.add, { name: '坏链接', link: 'javascript:alert(1)' }, operator)).code).not.toBe(20000);

    expect(names(await ok(workStageApi.queryApplication, undefined, examiner))).toEqual([...before, '在线考务', '考生服务大厅']);
    expect(names(await ok(workStageApi.queryApplication, undefined, banker))).not.toContain('在线考务');
    expect(await ok(workStageApi.checkApplication, { id: exam.id }, examiner)).toEqual({ allowed: true });
    expect(await ok(workStageApi.checkApplication, { id: exam.id }, banker)).toEqual({ allowed: false });
    expect(await ok(workStageApi.checkApplication, { id: open.id }, banker)).toEqual({ allowed: true });
    expect((await call(workStageApi.checkApplication, { id: off.id }, examiner)).code).toBe(ErrorCodes.applicationUnavailable);
    expect((await call(applicationRegisterApi.query, { id: off.id }, examiner)).code).toBe(ErrorCodes.applicationUnavailable);
    expect(await ok(applicationRegisterApi.query, { id: exam.id }, banker)).toMatchObject({
      name: '在线考务',
      link: '/examination',
      authority: Authority.exam,
      provider: '云考试',
      description: '考试、考生与场次',
    });

    await ok(applicationRegisterApi.update, { id: exam.id, name: '在线考务', link: '/examination', enabled: false });
    expect(names(await ok(workStageApi.queryApplication, undefined, examiner))).not.toContain('在线考务');
    await ok(applicationRegisterApi.remove, { id: off.id });
    expect(names((await ok(applicationRegisterApi.page, {})).records)).not.toContain('停用的应用');
  });
});
