import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { quickMessageApi, serviceContactApi, serviceDeskApi, smartQaApi } from '@cloud-exam/contract/service/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf } from '../../test/probes';
import { createTestApp, givenInstitution, givenMember, givenOperator, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let operator: string;
let officerA: string;
let memberA: string;
let officerB: string;
const { call, ok } = callsOf(
  () => t,
  () => operator,
);
const codeOf = async (...args: Parameters<typeof call>) => (await call(...args)).code;
const questions = (matches: { question: string }[]) => matches.map((m) => m.question);

beforeAll(async () => {
  t = await createTestApp({ customerServiceUrl: 'https://service.example.com/default' });
  await givenOperator(t, 'operator');
  const a = await givenInstitution(t, '甲机构', 'boss_a');
  await givenMember(t, a.office.id, 'officer_a', [Authority.portal]);
  await givenMember(t, a.office.id, 'member_a', [Authority.exam]);
  const b = await givenInstitution(t, '乙机构', 'boss_b');
  await givenMember(t, b.office.id, 'officer_b', [Authority.portal]);
  operator = await signIn(t, 'operator');
  officerA = await signIn(t, 'officer_a');
  memberA = await signIn(t, 'member_a');
  officerB = await signIn(t, 'officer_b');
});
afterAll(() => t.close());

describe('quick messages', () => {
  it('keep replies to 200 characters, titles to 30 and unique, 20 published, published ones locked', async () => {
    expect(await codeOf(quickMessageApi.add, { title: '退费', reply: '款'.repeat(201) }, officerA)).toBe(ErrorCodes.quickReplyTooLong);
    expect(await codeOf(quickMessageApi.add, { title: '题'.repeat(31), reply: '好' }, officerA)).toBe(ErrorCodes.quickMessageTitleTooLong);
    const ids: string[] = [];
    for (let i = 0; i < 21; i++)
      ids.push((await ok(quickMessageApi.add, { title: `常见问题${i}`, reply: '款'.repeat(200), sort: i }, officerA)).id);
    expect(await codeOf(quickMessageApi.add, { title: '常见问题0', reply: '重复' }, officerA)).toBe(ErrorCodes.quickMessageTitleTaken);
    for (const id of ids.slice(0, 20)) await ok(quickMessageApi.publish, { id, published: true }, officerA);
    expect(await codeOf(quickMessageApi.publish, { id: ids[20], published: true }, officerA)).toBe(ErrorCodes.tooManyQuickMessages);
    expect(await codeOf(quickMessageApi.update, { id: ids[0], title: '改', reply: '改' }, officerA)).toBe(
      ErrorCodes.quickMessagePublishedCannotEdit,
    );
    expect(await codeOf(quickMessageApi.remove, { id: ids[0] }, officerA)).toBe(ErrorCodes.quickMessagePublishedCannotDelete);
    await ok(quickMessageApi.publish, { id: ids[0], published: false }, officerA);
    await ok(quickMessageApi.update, { id: ids[0], title: '改过的', reply: '改过的回复' }, officerA);
    await ok(quickMessageApi.remove, { id: ids[0] }, officerA);
    const page = await ok(quickMessageApi.page, { published: '1', size: 50 }, officerA);
    expect(page.total).toBe(19);
    // another institution sees none of them, and may use the same titles
    expect((await ok(quickMessageApi.page, {}, officerB)).total).toBe(0);
    await ok(quickMessageApi.add, { title: '常见问题1', reply: '乙机构的回复' }, officerB);
  });
});

describe('smart Q&A', () => {
  it('keep questions to 64 characters and unique, answers to 1000, published items locked, only unpublished deleted', async () => {
    expect(await codeOf(smartQaApi.add, { question: '问'.repeat(65), answer: '答' }, officerA)).toBe(ErrorCodes.qaQuestionTooLong);
    expect(await codeOf(smartQaApi.add, { question: '问', answer: '答'.repeat(1001) }, officerA)).toBe(ErrorCodes.qaAnswerTooLong);
    const { id } = await ok(smartQaApi.add, { question: '准考证在哪里打印？', answer: '在报名系统的“我的考试”中打印。' }, officerA);
    expect(await codeOf(smartQaApi.add, { question: '准考证 在哪里打印?', answer: '重复' }, officerA)).toBe(ErrorCodes.qaQuestionTaken);
    await ok(smartQaApi.publish, { id, published: true }, officerA);
    expect(await codeOf(smartQaApi.update, { id, question: '准考证怎么打印', answer: '改' }, officerA)).toBe(
      ErrorCodes.qaPublishedCannotEdit,
    );
    expect(await codeOf(smartQaApi.remove, { id }, officerA)).toBe(ErrorCodes.qaPublishedCannotDelete);
    const draft = await ok(smartQaApi.add, { question: '草稿问题', answer: '草稿' }, officerA);
    await ok(smartQaApi.remove, draft, officerA);
    expect((await ok(smartQaApi.page, {}, officerA)).records.map((q: { question: string }) => q.question)).toEqual(['准考证在哪里打印？']);
    expect((await ok(smartQaApi.page, {}, officerB)).total).toBe(0);
  });
});

describe('the widget', () => {
  it('answers a visitor from the platform’s published Q&A, and a member from their institution’s too, less what it blocked', async () => {
    const refund = await ok(smartQaApi.add, { question: '如何退还报名费？', answer: '在“我的订单”中申请退款。' });
    const hidden = await ok(smartQaApi.add, { question: '报名费退还需要多久', answer: '未发布' });
    await ok(smartQaApi.publish, { id: refund.id, published: true });
    const quick = await ok(quickMessageApi.add, { title: '联系人工', reply: '工作日 9:00–18:00 在线' });
    await ok(quickMessageApi.publish, { id: quick.id, published: true });

    const visitor = await ok(serviceDeskApi.ask, { q: '报名费怎么退还' }, '');
    expect(visitor[0]).toMatchObject({ question: '如何退还报名费？', answer: '在“我的订单”中申请退款。' });
    expect(questions(visitor)).not.toContain('报名费退还需要多久');
    expect(questions(await ok(serviceDeskApi.ask, { q: '准考证在哪里打印' }, ''))).toEqual([]);
    expect(await ok(serviceDeskApi.desk, undefined, '')).toEqual({
      quickMessages: [{ id: quick.id, title: '联系人工', reply: '工作日 9:00–18:00 在线' }],
      contact: { qrUrl: 'https://service.example.com/default', note: null },
    });

    // a member of A reads A's items and the platform's; B never reads A's
    expect(questions(await ok(serviceDeskApi.myAsk, { q: '打印准考证' }, memberA))).toEqual(['准考证在哪里打印？']);
    expect(questions(await ok(serviceDeskApi.myAsk, { q: '打印准考证' }, officerB))).toEqual([]);
    expect((await ok(serviceDeskApi.myDesk, undefined, memberA)).quickMessages).toHaveLength(20);
    expect((await ok(serviceDeskApi.myDesk, undefined, officerB)).quickMessages.map((m: { title: string }) => m.title)).toEqual([
      '联系人工',
    ]);

    // A blocks the platform's item: A's members no longer get it, B's still do
    expect(await codeOf(smartQaApi.block, { id: hidden.id, blocked: true }, officerA)).toBe(ErrorCodes.qaNotPlatformItem);
    await ok(smartQaApi.block, { id: refund.id, blocked: true }, officerA);
    expect((await ok(smartQaApi.platformPage, {}, officerA)).records).toMatchObject([{ question: '如何退还报名费？', blocked: true }]);
    expect((await ok(smartQaApi.platformPage, {}, officerB)).records).toMatchObject([{ question: '如何退还报名费？', blocked: false }]);
    expect(questions(await ok(serviceDeskApi.myAsk, { q: '报名费怎么退还' }, memberA))).toEqual([]);
    expect(questions(await ok(serviceDeskApi.myAsk, { q: '报名费怎么退还' }, officerB))).toEqual(['如何退还报名费？']);
    await ok(smartQaApi.block, { id: refund.id, blocked: false }, officerA);
    expect(questions(await ok(serviceDeskApi.myAsk, { q: '报名费怎么退还' }, memberA))).toEqual(['如何退还报名费？']);
  });

  it('offers the contact the operator set', async () => {
    await ok(serviceContactApi.save, { qrUrl: 'https://work.weixin.qq.com/kf/abc', note: '扫码添加专属客服' });
    expect((await ok(serviceDeskApi.desk, undefined, '')).contact).toEqual({
      qrUrl: 'https://work.weixin.qq.com/kf/abc',
      note: '扫码添加专属客服',
    });
    expect(await ok(serviceContactApi.query, undefined)).toEqual({ qrUrl: 'https://work.weixin.qq.com/kf/abc', note: '扫码添加专属客服' });
    expect((await call(serviceContactApi.save, { qrUrl: 'javascript:alert(1)', note: null }, operator)).code).not.toBe(20000);
  });
});
