import { auditLogApi } from '@cloud-exam/contract/audit/log';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { CONFIG_OPTIONS, defaultConfig, examConfigApi, toConfigList } from '@cloud-exam/contract/exam/exam-config';
import { sittingDisciplineApi } from '@cloud-exam/contract/sitting/sitting-discipline';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../test/probes';
import { createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';
import { examInput } from './exam.probes';

let t: TestApp;
let admin: string;
let otherAdmin: string;

const call = async (e: Endpoint, input: object | undefined, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input?: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
const newExam = async (name: string, subjects = [{ subjectName: '语文', duration: 90 }]) =>
  (await ok(examApi.add, { ...examInput(name), subjects })).id as string;
const valuesOf = async (id: string, as = admin): Promise<Record<string, unknown>> =>
  Object.fromEntries(
    (await ok(examConfigApi.query, { id }, as)).examConfigList.map((e: { configKey: string; configValue: unknown }) => [
      e.configKey,
      e.configValue,
    ]),
  );
const update = (id: string, values: Record<string, unknown>, as = admin) =>
  call(
    examConfigApi.update,
    { id, examConfigList: Object.entries(values).map(([configKey, configValue]) => ({ configKey, configValue })) },
    as,
  );

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'cfgadmina');
  await givenInstitution(t, '第二中学', 'cfgadminb');
  admin = await signIn(t, 'cfgadmina');
  otherAdmin = await signIn(t, 'cfgadminb');
});
afterAll(() => t.close());

describe('the options', () => {
  it('lists every option with its group, type, bounds, choices, default and dependency in the caller’s language', async () => {
    const options = await ok(examConfigApi.list);
    expect(options.map((o: { configKey: string }) => o.configKey)).toEqual(CONFIG_OPTIONS.map((o) => o.configKey));
    const second = options.find((o: { configKey: string }) => o.configKey === 'secondCamera');
    expect(second).toMatchObject({
      group: 'proctoring',
      type: 'boolean',
      defaultValue: false,
      needs: { configKey: 'camera' },
      name: '第二视角（手机）',
    });
    expect(options.find((o: { configKey: string }) => o.configKey === 'leaveLimit')).toMatchObject({
      type: 'number',
      min: 0,
      max: 99,
      unit: 'times',
    });
    const login = options.find((o: { configKey: string }) => o.configKey === 'loginMethods');
    expect(login.multiple).toBe(true);
    expect(login.options.map((c: { value: string }) => c.value)).toEqual(['admissionNumber', 'idNumber', 'mobile']);
    const english = (
      await t.app.inject({
        method: 'GET',
        url: examConfigApi.list.path,
        headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
      })
    ).json();
    expect(english.data.find((o: { configKey: string }) => o.configKey === 'camera').name).toBe('Camera required');
  });

  it('lists the built-in break-rule sets with their rules', async () => {
    const { sets } = await ok(sittingDisciplineApi.rules);
    expect(sets.map((s: { id: string }) => s.id)).toEqual(['standard', 'strict', 'lenient']);
    expect(sets[1].rules.map((r: { rule: string }) => r.rule)).toContain('phoneSeen');
    expect(sets[0].name).toBe('标准');
  });
});

describe("an exam's configuration", () => {
  it('answers every option’s default for a new exam', async () => {
    const id = await newExam('配置默认');
    expect((await ok(examConfigApi.query, { id })).examConfigList).toEqual(toConfigList(defaultConfig()));
  });

  it('saves, reads back and audits the options changed; the rest keep following their defaults', async () => {
    const id = await newExam('配置保存');
    const answer = await update(id, {
      loginMethods: ['idNumber', 'mobile'],
      secondCamera: true,
      leaveLimit: 3,
      leaveAction: 'forceSubmit',
      showScore: 'afterDate',
      showScoreDate: '2030-01-01T08:00:00.000Z',
      breakRuleSet: 'strict',
      lateEntryMinutes: 90,
    });
    expect(answer.code, JSON.stringify(answer)).toBe(20000);
    const values = await valuesOf(id);
    expect(values).toMatchObject({
      loginMethods: ['idNumber', 'mobile'],
      camera: true,
      secondCamera: true,
      leaveLimit: 3,
      leaveAction: 'forceSubmit',
      showScore: 'afterDate',
      showScoreDate: '2030-01-01T08:00:00.000Z',
      breakRuleSet: 'strict',
      lateEntryMinutes: 90,
      fullscreen: false,
    });
    expect(answer.data.examConfigList).toEqual((await ok(examConfigApi.query, { id })).examConfigList);

    const audit = (await ok(auditLogApi.page, { action: 'exam.config', size: 10 })).records;
    expect(audit[0]).toMatchObject({ targetName: '配置保存' });
    expect(Object.keys(audit[0].detail).sort()).toEqual(
      [
        'breakRuleSet',
        'lateEntryMinutes',
        'leaveAction',
        'leaveLimit',
        'loginMethods',
        'secondCamera',
        'showScore',
        'showScoreDate',
      ].sort(),
    );
    expect(audit[0].detail.leaveLimit).toEqual([0, 3]);

    // A later save of one option leaves the others as they were.
    expect((await update(id, { fullscreen: true })).code).toBe(20000);
    expect(await valuesOf(id)).toMatchObject({ fullscreen: true, secondCamera: true, leaveLimit: 3 });
  });

  it('refuses each broken rule with its code, naming the option, and saves nothing', async () => {
    const id = await newExam('配置校验', [
      { subjectName: '语文', duration: 90 },
      { subjectName: '数学', duration: 60 },
    ]);
    const refused = async (values: Record<string, unknown>, code: number, field: string) => {
      const answer = await update(id, values);
      expect(answer.code, JSON.stringify(answer)).toBe(code);
      expect(answer.data).toEqual({ field });
      return answer;
    };
    await refused({ teleport: true }, ErrorCodes.configKeyUnknown, 'teleport');
    await refused({ camera: 'yes' }, ErrorCodes.configValueInvalid, 'camera');
    expect((await refused({ leaveLimit: 100 }, ErrorCodes.configValueOutOfRange, 'leaveLimit')).msg).toBe(
      '“切屏次数限制”须为0到99之间的整数',
    );
    expect((await refused({ camera: false, secondCamera: true }, ErrorCodes.configNeedsCamera, 'secondCamera')).msg).toBe(
      '“第二视角（手机）”需先开启摄像头',
    );
    await refused({ camera: false, voiceCall: true }, ErrorCodes.voiceCallNeedsVideo, 'voiceCall');
    await refused({ loginMethods: [] }, ErrorCodes.configLoginMethodRequired, 'loginMethods');
    await refused({ showAnswers: 'afterDate' }, ErrorCodes.configDateRequired, 'showAnswersDate');
    expect((await refused({ lateEntryMinutes: 61 }, ErrorCodes.lateEntryTooLong, 'lateEntryMinutes')).msg).toContain('60');
    await refused({ earliestSubmitMinutes: 61 }, ErrorCodes.earlySubmitInvalid, 'earliestSubmitMinutes');
    await refused({ breakRuleSet: 'mine' }, ErrorCodes.breakRuleSetUnknown, 'breakRuleSet');
    expect((await refused({ safeExamBrowser: true }, ErrorCodes.keyListInvalid, 'safeExamBrowserKeys')).msg).toBe(
      '请填写“SEB 配置密钥”：1 至 5 个互不相同的密钥，每个为 64 位十六进制字符（0–9、a–f）',
    );
    await refused({ safeExamBrowser: true, safeExamBrowserKeys: ['not a key'] }, ErrorCodes.keyListInvalid, 'safeExamBrowserKeys');
    // Turning the camera off later is refused while the second camera still needs it.
    expect((await update(id, { secondCamera: true })).code).toBe(20000);
    await refused({ camera: false }, ErrorCodes.configNeedsCamera, 'secondCamera');
    expect(await valuesOf(id)).toMatchObject({ camera: true, secondCamera: true, leaveLimit: 0, loginMethods: ['admissionNumber'] });
  });

  it('lets a published exam change its options (allowed, audited)', async () => {
    const id = await newExam('配置已发布');
    await t.db.execute(sql`update exams set published = true where id = ${id}`);
    expect((await update(id, { shuffleItems: true })).code).toBe(20000);
    const [entry] = (await ok(auditLogApi.page, { action: 'exam.config', size: 1 })).records;
    expect(entry.detail).toEqual({ shuffleItems: [false, true], published: true });
  });

  it("refuses another institution's exam and changes nothing", async () => {
    const id = await newExam('配置机密');
    expect((await call(examConfigApi.query, { id }, otherAdmin)).code).toBe(ErrorCodes.notFound);
    expect((await update(id, { camera: false }, otherAdmin)).code).toBe(ErrorCodes.notFound);
    expect((await valuesOf(id)).camera).toBe(true);
  });

  it('takes one option in the query, its value as text, or the list in the body', async () => {
    const id = await newExam('配置查询参数');
    const put = (url: string, body?: object) =>
      t.app
        .inject({ method: 'PUT', url, headers: { authorization: `Bearer ${admin}` }, ...(body ? { payload: body } : {}) })
        .then((r) => r.json());
    const path = examConfigApi.update.path;
    expect((await put(`${path}?id=${id}&configKey=leaveLimit&configValue=5`)).code).toBe(20000);
    expect((await put(`${path}?id=${id}&configKey=loginMethods&configValue=idNumber,mobile`)).code).toBe(20000);
    expect((await put(`${path}?id=${id}&configKey=leaveLimit&configValue=many`)).code).toBe(ErrorCodes.configValueInvalid);
    expect((await put(`${path}?id=${id}&configKey=teleport&configValue=1`)).code).toBe(ErrorCodes.configKeyUnknown);
    // Safe Exam Browser's Config Keys, one a line (or separated by commas), and then the switch
    const keys = ['a'.repeat(64), 'b'.repeat(64)];
    expect((await put(`${path}?id=${id}&configKey=safeExamBrowserKeys&configValue=${keys.join('%0A')}`)).code).toBe(20000);
    expect((await put(`${path}?id=${id}&configKey=safeExamBrowser&configValue=true`)).code).toBe(20000);
    expect((await put(path, { id, examConfigList: [{ configKey: 'fullscreen', configValue: true }] })).code).toBe(20000);
    expect(await valuesOf(id)).toMatchObject({
      leaveLimit: 5,
      loginMethods: ['idNumber', 'mobile'],
      fullscreen: true,
      safeExamBrowser: true,
      safeExamBrowserKeys: keys,
    });
  });

  it('is copied with the exam', async () => {
    const id = await newExam('配置复制');
    expect((await update(id, { screenShare: true, leaveLimit: 2 })).code).toBe(20000);
    const copy = (await ok(examApi.copy, { id })).id;
    expect(await valuesOf(copy)).toMatchObject({ screenShare: true, leaveLimit: 2 });
  });
});
