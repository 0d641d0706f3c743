import { type CollectField, collectInfoApi, type CollectFieldInput } from '@cloud-exam/contract/exam/collect-info';
import { examApi } from '@cloud-exam/contract/exam/exam';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, exams } from '../../db/schema';
import { inject } from '../../test/probes';
import { callApi, createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';
import { examInput } from './exam.probes';

let t: TestApp;
let admin: string;
let other: string;
let exam: string;

const call = async (e: Endpoint, input: object, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
const save = (fields: CollectFieldInput[], projectId = exam, as = admin) => call(collectInfoApi.save, { projectId, fields }, as);
const form = async (id = exam) => (await ok(collectInfoApi.form, { id })) as CollectField[];

const base: CollectFieldInput[] = [
  { componentId: 'name', title: '姓名', required: 1 },
  { componentId: 'certificatetype', title: '证件类型', optionList: [{ value: '0', label: '居民身份证' }] },
  { componentId: 'idcard', title: '证件号码' },
  {
    componentId: 'radio',
    title: '学历',
    optionList: [
      { value: 'a', label: '本科' },
      { value: 'b', label: '硕士' },
    ],
  },
  { componentId: 'textarea', title: '个人简介', collectImageStandard: { minWordNum: 2, maxWordNum: 10 } },
  { componentId: 'photo', title: '证件照', collectImageStandard: { maxUploadNum: 1 } },
];

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'collecta');
  await givenInstitution(t, '第二中学', 'collectb');
  admin = await signIn(t, 'collecta');
  other = await signIn(t, 'collectb');
  exam = (await ok(examApi.add, examInput('信息采集考试'))).id;
});
afterAll(() => t.close());

describe('information form', () => {
  it('answers the component library at both paths, titled in the caller’s language, certificate types from the dictionary', async () => {
    const plain = await callApi(t, { url: '/gl/kw/cj/collect-info/queryList', as: admin });
    const slash = await callApi(t, { url: '/gl/kw/cj/collect-info/queryList/', as: admin });
    expect(plain.code).toBe(20000);
    expect(slash.data).toEqual(plain.data);
    const byId = Object.fromEntries(plain.data.map((c: { id: string }) => [c.id, c]));
    expect(byId.name).toMatchObject({ componentType: 'input', title: '姓名', unique: true });
    expect(byId.input.unique).toBe(false);
    expect(byId.certificatetype.optionList[0]).toEqual({ value: '0', label: '居民身份证' });
    expect(byId.gender.optionList.map((o: { label: string }) => o.label)).toEqual(['男', '女']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/gl/kw/cj/collect-info/queryList',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(res.json().data.find((c: { id: string }) => c.id === 'idcard').title).toBe('Certificate number');
  });

  it('saves a form whole and reads it back in order; a field keeps its id across saves', async () => {
    expect((await save(base)).code).toBe(20000);
    const first = await form();
    expect(first.map((f) => f.title)).toEqual(['姓名', '证件类型', '证件号码', '学历', '个人简介', '证件照']);
    const [name, type, idcard, , bio] = first;
    expect(bio).toMatchObject({
      componentType: 'textarea',
      collectImageStandard: { minWordNum: 2, maxWordNum: 10, projectCollectInfoId: bio!.id },
    });
    // reorder, drop two, add one
    const next: CollectFieldInput[] = [
      { id: idcard!.id, componentId: 'idcard', title: '身份证号' },
      { id: type!.id, componentId: 'certificatetype', title: '证件类型', optionList: [{ value: '0', label: '居民身份证' }] },
      { id: name!.id, componentId: 'name', title: '姓名', required: 1 },
      { componentId: 'phone', title: '手机号' },
    ];
    expect((await save(next)).code).toBe(20000);
    const second = await form();
    expect(second.map((f) => f.title)).toEqual(['身份证号', '证件类型', '姓名', '手机号']);
    expect(second.slice(0, 3).map((f) => f.id)).toEqual([idcard!.id, type!.id, name!.id]);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'exam.collectInfo.save'));
    expect(audit).toBeDefined();
  });

  it('refuses a form that breaks a rule, each with its code', async () => {
    const cases: [CollectFieldInput[], number][] = [
      [[{ componentId: 'input', title: '' }], ErrorCodes.collectTitleInvalid],
      [[{ componentId: 'input', title: '一'.repeat(31) }], ErrorCodes.collectTitleInvalid],
      [
        [
          { componentId: 'input', title: '备注' },
          { componentId: 'textarea', title: '备注' },
        ],
        ErrorCodes.collectTitleRepeated,
      ],
      [[{ componentId: 'select', title: '民族' }], ErrorCodes.collectOptionsRequired],
      [
        [
          {
            componentId: 'checkbox',
            title: '爱好',
            optionList: [
              { value: 'a', label: '读书' },
              { value: 'b', label: '读书' },
            ],
          },
        ],
        ErrorCodes.collectOptionsRequired,
      ],
      [
        [
          { componentId: 'phone', title: '手机' },
          { componentId: 'phone', title: '备用手机' },
        ],
        ErrorCodes.collectComponentRepeated,
      ],
      [[{ componentId: 'idcard', title: '证件号码' }], ErrorCodes.collectIdcardNeedsType],
      [
        [{ componentId: 'input', title: '简介', collectImageStandard: { minWordNum: 10, maxWordNum: 2 } }],
        ErrorCodes.collectWordNumInvalid,
      ],
      [[{ componentId: 'photo', title: '照片', collectImageStandard: { maxUploadNum: 10 } }], ErrorCodes.collectUploadNumInvalid],
      [[{ componentId: 'enclosure', title: '附件', collectImageStandard: { maxUploadNum: 0 } }], ErrorCodes.collectUploadNumInvalid],
      [[{ componentId: 'signature', title: '签名' }], ErrorCodes.collectComponentUnknown],
    ];
    const before = await form();
    for (const [fields, code] of cases) expect((await save(fields)).code, JSON.stringify(fields)).toBe(code);
    expect(await form()).toEqual(before);
    // an id that is not a field of this form
    expect((await save([{ id: crypto.randomUUID(), componentId: 'input', title: '备注' }])).code).toBe(ErrorCodes.notFound);
  });

  it('keeps a published exam’s fields: wording may change, adding or removing a field is refused', async () => {
    const other = (await ok(examApi.add, examInput('已发布考试'))).id;
    expect((await save(base, other)).code).toBe(20000);
    await t.db.update(exams).set({ published: true }).where(eq(exams.id, other));
    const fields: CollectFieldInput[] = await form(other);
    const reworded = fields.map((f) => (f.componentId === 'name' ? { ...f, title: '考生姓名', description: '与证件一致' } : f));
    expect((await save(reworded, other)).code).toBe(20000);
    expect((await form(other))[0]!.title).toBe('考生姓名');
    expect((await save(reworded.slice(1), other)).code).toBe(ErrorCodes.collectFormPublishedLocked);
    expect((await save([...reworded, { componentId: 'input', title: '新字段' }], other)).code).toBe(ErrorCodes.collectFormPublishedLocked);
    expect((await form(other)).length).toBe(base.length);
  });

  it('refuses another institution’s exam', async () => {
    expect((await call(collectInfoApi.form, { id: exam }, other)).code).toBe(ErrorCodes.notFound);
    expect((await save([{ componentId: 'input', title: '入侵' }], exam, other)).code).toBe(ErrorCodes.notFound);
    expect((await form()).map((f) => f.title)).not.toContain('入侵');
  });
});
