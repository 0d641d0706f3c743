import { Authority } from '@cloud-exam/contract/authorities';
import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { memberApi } from '@cloud-exam/contract/org/member';
import { roleApi } from '@cloud-exam/contract/org/role';
import { paperPackageApi } from '@cloud-exam/contract/paper/package';
import { paperApi, type PaperSnapshot } from '@cloud-exam/contract/paper/paper';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../test/probes';
import { createTestApp, encryptPassword, givenInstitution, signIn, type TestApp } from '../../test/test-app';
import { drawFrozen, freeze, markUsed, paperByAuthCode, release, snapshotOf } from '.';
import { paperRepo, paperUseRepo } from './paper.repo';

let t: TestApp;
let admin: string;
let officeId: string;
let dept: string;
let bank: string;
let parentPoint: string;
let childPoint: string;
/** Six single choices (60 s each, difficulty 1–3 twice, the first three under the child point), two multiple, one forced. */
let singles: string[];
let multiples: string[];
let forced: string;

const call = async (e: Endpoint, input: object, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
const choice = (stem: string, extra: object = {}) => ({
  itemTypeCode: 'single_choice',
  stemAttrs: { content: `<p>${stem}</p>` },
  optionsDataList: [{ optionContent: '对' }, { optionContent: '错' }, { optionContent: '都不对' }],
  answerAttrs: { options: ['A'] },
  score: 2,
  ...extra,
});

/** A fixed paper of the given items (2 points each), 10 minutes. */
const fixed = (name: string, itemIds: string[], over: object = {}) => ({
  name,
  deptId: dept,
  bankIds: [bank],
  kind: 'fixed',
  duration: 10,
  passMark: 2,
  sections: [{ topicName: '一、单选题', topicDescription: '每题2分', score: 2, items: itemIds.map((itemId) => ({ itemId })) }],
  ...over,
});
const rule = (over: object = {}) => ({ itemTypeCode: 'single_choice', count: 2, ...over });
const random = (name: string, rules: object[], over: object = {}) => ({
  ...fixed(name, []),
  kind: 'random',
  duration: 30,
  sections: [{ topicName: '抽题', score: 1, shuffleItems: true, shuffleOptions: true, rules }],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  officeId = (await givenInstitution(t, '第一中学', 'admina')).office.id;
  admin = await signIn(t, 'admina');
  dept = (await ok(deptApi.add, { name: '教务处' })).id;
  bank = (await ok(bankApi.add, { name: '数学', deptId: dept })).id;
  parentPoint = (await ok(knowledgeApi.add, { bankId: bank, name: '代数' })).id;
  childPoint = (await ok(knowledgeApi.add, { bankId: bank, parentId: parentPoint, name: '方程' })).id;
  singles = [];
  for (let i = 0; i < 6; i++)
    singles.push(
      (
        await ok(itemApi.add, {
          bankId: bank,
          ...choice(`单选${i}`, { outTimeSecond: 60, difficulty: (i % 3) + 1 }),
          knowledgeIds: i < 3 ? [childPoint] : [],
        })
      ).id,
    );
  multiples = [];
  for (let i = 0; i < 2; i++)
    multiples.push(
      (
        await ok(itemApi.add, {
          bankId: bank,
          ...choice(`多选${i}`, { itemTypeCode: 'multiple_choice', answerAttrs: { options: ['A', 'B'] } }),
        })
      ).id,
    );
  forced = (
    await ok(itemApi.add, {
      bankId: bank,
      itemTypeCode: 'forced_choice',
      stemAttrs: { content: '<p>最像你的是</p>' },
      optionsDataList: [
        { optionContent: '外向', optionAttrs: { dimension: 'E' } },
        { optionContent: '内向', optionAttrs: { dimension: 'I' } },
      ],
      answerAttrs: { mostScore: 2, leastScore: -1 },
      score: 1,
    })
  ).id;
});
afterAll(() => t.close());

describe('papers by hand', () => {
  it('adds a paper with its total computed, lists, reads it, and refuses a name in use', async () => {
    const { id, version } = await ok(paperApi.add, {
      ...fixed('期中', singles.slice(0, 3)),
      sections: [
        { topicName: '单选', score: 2, items: [{ itemId: singles[0] }, { itemId: singles[1], score: 5 }, { itemId: singles[2] }] },
      ],
    });
    expect(version).toBe(1);
    const paper = await ok(paperApi.get, { id });
    expect(paper).toMatchObject({ name: '期中', totalScore: 9, itemCount: 3, kind: 'fixed', locked: false, bankNames: ['数学'] });
    expect(paper.sections[0].items[1]).toMatchObject({ itemId: singles[1], score: 5, itemVersion: 1 });
    expect((await ok(paperApi.page, { name: '期中' })).records).toMatchObject([{ id, totalScore: 9 }]);
    expect((await call(paperApi.add, fixed('期中', [singles[0]!]))).code).toBe(ErrorCodes.paperNameTaken);
  });

  it('refuses a short duration, a pass mark above the total, a long section title, a repeated item', async () => {
    // three items of 60 s: 3 minutes at least
    expect((await call(paperApi.add, fixed('短', singles.slice(0, 3), { duration: 2 }))).code).toBe(ErrorCodes.paperDurationTooShort);
    expect((await call(paperApi.add, fixed('短', singles.slice(0, 3), { duration: 3 }))).code).toBe(20000);
    expect((await call(paperApi.add, fixed('高', singles.slice(0, 2), { passMark: 4.5 }))).code).toBe(ErrorCodes.passMarkAboveTotal);
    const long = fixed('长', [singles[0]!]);
    long.sections[0]!.topicName = '题'.repeat(5001);
    expect(await call(paperApi.add, long)).toMatchObject({ code: ErrorCodes.contentTooLong, data: { field: 'sections.0.topicName' } });
    long.sections[0]!.topicName = '题'.repeat(5000);
    expect((await call(paperApi.add, long)).code).toBe(20000);
    expect((await call(paperApi.add, fixed('重', [singles[0]!, singles[0]!]))).code).toBe(ErrorCodes.paperItemRepeated);
    expect((await call(paperApi.add, fixed('无', [randomUUID()]))).code).toBe(ErrorCodes.notFound);
  });

  it('lets a personality paper hold single and forced choices only, without a pass mark', async () => {
    const personality = (items: string[], over: object = {}) => fixed('性格', items, { kind: 'personality', passMark: null, ...over });
    expect((await call(paperApi.add, personality([singles[0]!, multiples[0]!]))).code).toBe(ErrorCodes.personalityPaperQuestionType);
    expect((await call(paperApi.add, personality([singles[0]!], { passMark: 1 }))).code).toBe(ErrorCodes.personalityPassMark);
    expect(
      (
        await call(paperApi.add, {
          ...random('性格抽题', [rule({ itemTypeCode: 'multiple_choice', count: 1 })]),
          kind: 'personality',
          passMark: null,
        })
      ).code,
    ).toBe(ErrorCodes.personalityPaperQuestionType);
    expect((await call(paperApi.add, personality([singles[0]!, forced]))).code).toBe(20000);
  });
});

describe('papers by rules', () => {
  it('answers available and needed per rule, knowledge points with their subtree, and its longest items', async () => {
    const stock = await ok(paperApi.ruleStock, {
      bankIds: [bank],
      sections: [
        {
          rules: [
            rule({ count: 7 }),
            rule({ knowledgeIds: [parentPoint], count: 1 }),
            rule({ difficulties: [1, 2], count: 3 }),
            rule({ itemTypeCode: 'multiple_choice', count: 1 }),
          ],
        },
      ],
    });
    // with each rule's worst case for the duration: the longest time limits it may draw (the singles take 60 s)
    expect(stock.sections[0].rules).toEqual([
      { available: 6, needed: 7, longest: [60, 60, 60, 60, 60, 60] },
      { available: 3, needed: 1, longest: [60] },
      { available: 4, needed: 3, longest: [60, 60, 60] },
      { available: 2, needed: 1, longest: [expect.any(Number)] },
    ]);
  });

  it('refuses a rule with fewer items than it needs, and a duration shorter than the worst draw', async () => {
    expect(await call(paperApi.add, random('不够', [rule({ count: 7 })]))).toMatchObject({
      code: ErrorCodes.ruleShortOfItems,
      msg: expect.stringContaining('6'),
    });
    // 4 of the 60-second items: 4 minutes
    expect((await call(paperApi.add, random('太短', [rule({ count: 4 })], { duration: 3 }))).code).toBe(ErrorCodes.paperDurationTooShort);
    const { id } = await ok(
      paperApi.add,
      random('随机', [rule({ count: 4 }), rule({ itemTypeCode: 'multiple_choice', count: 2, score: 3 })]),
    );
    expect(await ok(paperApi.get, { id })).toMatchObject({ totalScore: 10, itemCount: 6 });
  });

  it('lets a personality paper’s single-choice rule count and draw personality items only', async () => {
    const own = (await ok(bankApi.add, { name: '性格测评', deptId: dept })).id as string;
    for (let i = 0; i < 3; i++) await ok(itemApi.add, { bankId: own, ...choice(`有答案的单选${i}`) });
    const traits: string[] = [];
    for (let i = 0; i < 2; i++)
      traits.push(
        (
          await ok(itemApi.add, {
            bankId: own,
            ...choice(`聚会时你${i}`, { answerAttrs: {} }),
            optionsDataList: [
              { optionContent: '主动攀谈', optionAttrs: { dimension: 'E', dimensionScore: 2 } },
              { optionContent: '安静旁观', optionAttrs: { dimension: 'I', dimensionScore: 2 } },
            ],
          })
        ).id,
      );
    const stockOf = async (kind: string) =>
      (await ok(paperApi.ruleStock, { bankIds: [own], kind, sections: [{ rules: [rule({ count: 2 })] }] })).sections[0].rules[0];
    expect(await stockOf('personality')).toMatchObject({ available: 2, needed: 2 });
    expect(await stockOf('random')).toMatchObject({ available: 5, needed: 2 });

    const personality = (name: string, count: number) => ({
      ...random(name, [rule({ count })], { bankIds: [own] }),
      kind: 'personality',
      passMark: null,
    });
    expect(await call(paperApi.add, personality('性格不够', 3))).toMatchObject({
      code: ErrorCodes.ruleShortOfItems,
      msg: expect.stringContaining('2'),
    });
    const { id } = await ok(paperApi.add, personality('性格抽题卷', 2));
    const frozen = await freeze(t.db, { officeId }, id);
    expect(frozen.sections[0]!.rules[0]!.pool.map((i) => i.itemId).sort()).toEqual([...traits].sort());
    for (const seed of ['a', 'b', 'c']) {
      const drawn = (await drawFrozen(t.db, { officeId }, frozen, seed)).sections[0]!.items.map((i) => i.itemId);
      expect(drawn.sort()).toEqual([...traits].sort());
      const preview = (await ok(paperApi.preview, { id, seed })).sections[0].items.map((i: { itemId: string }) => i.itemId);
      expect(preview.sort()).toEqual([...traits].sort());
    }
  });

  it('previews the same draw for the same seed and another for another, and exports it to Word', async () => {
    const { id } = await ok(paperApi.add, random('预览', [rule({ count: 6, score: 2 })]));
    const a = await ok(paperApi.preview, { id, seed: 's1' });
    expect(await ok(paperApi.preview, { id, seed: 's1' })).toEqual(a);
    const orders = new Set<string>();
    for (const seed of ['s1', 's2', 's3', 's4'])
      orders.add((await ok(paperApi.preview, { id, seed })).sections[0].items.map((i: { itemId: string }) => i.itemId).join());
    expect(orders.size).toBeGreaterThan(1);
    expect(a).toMatchObject({ totalScore: 12, sections: [{ topicName: '抽题', score: 12 }] });
    expect(a.sections[0].items).toHaveLength(6);
    expect(a.sections[0].items[0].content.stemAttrs.content).toMatch(/单选/);

    const word = await inject(t, paperApi.exportWord, { id, seed: 's1' }, admin);
    expect(word.statusCode).toBe(200);
    expect(word.headers['content-type']).toMatch(/wordprocessingml/);
    expect(word.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('counts a paper by type, difficulty and knowledge point', async () => {
    const hand = await ok(paperApi.add, fixed('统计', [singles[0]!, singles[3]!, multiples[0]!]));
    const stats = await ok(paperApi.statistics, { id: hand.id });
    expect(stats).toMatchObject({ itemCount: 3, totalScore: 6 });
    expect(stats.byType).toEqual(
      expect.arrayContaining([
        { itemTypeCode: 'single_choice', count: 2, score: 4 },
        { itemTypeCode: 'multiple_choice', count: 1, score: 2 },
      ]),
    );
    expect(stats.byDifficulty).toEqual([
      { difficulty: 1, count: 2, score: 4 },
      { difficulty: 3, count: 1, score: 2 },
    ]);
    expect(stats.byKnowledge).toEqual(
      expect.arrayContaining([
        { knowledgeId: childPoint, name: '方程', count: 1, score: 2 },
        { knowledgeId: null, name: null, count: 2, score: 4 },
      ]),
    );
    const drawn = await ok(
      paperApi.add,
      random('统计抽题', [rule({ count: 1, knowledgeIds: [parentPoint], difficulties: [2] })], { passMark: 1 }),
    );
    expect(await ok(paperApi.statistics, { id: drawn.id })).toMatchObject({
      byType: [{ itemTypeCode: 'single_choice', count: 1, score: 1 }],
      byDifficulty: [{ difficulty: 2, count: 1, score: 1 }],
      byKnowledge: [{ knowledgeId: parentPoint, name: '代数', count: 1, score: 1 }],
    });
  });
});

/** An item's stem as a draw of the frozen version shows it. */
const stemOf = async (snapshot: PaperSnapshot, itemId: string) =>
  (await drawFrozen(t.db, { officeId }, snapshot, 'seed')).sections.flatMap((s) => s.items).find((i) => i.itemId === itemId)?.content
    .stemAttrs.content;

describe('versions, locking and use by exams', () => {
  it('keeps the used version as frozen while the paper and its items change, and guards deletes', async () => {
    const item = (await ok(itemApi.add, { bankId: bank, ...choice('会改的题') })).id;
    const { id } = await ok(paperApi.add, fixed('锁定', [item, singles[0]!]));
    const examId = randomUUID();
    const v1 = await markUsed(t.db, { officeId }, { paperId: id, examId, examName: '期末考试', published: true });
    expect(v1).toMatchObject({
      paperId: id,
      version: 1,
      sections: [{ items: [{ itemId: item, itemVersion: 1 }, { itemId: singles[0] }] }],
    });
    expect(await ok(paperApi.get, { id })).toMatchObject({
      locked: true,
      useCount: 1,
      uses: [{ examId, examName: '期末考试', version: 1, published: true }],
    });

    // the item changes, then the paper: a new version, the exam keeps version 1 with the item as it was
    const changed = await ok(itemApi.update, { id: item, version: 1, bankId: bank, ...choice('改过的题') });
    expect(changed.version).toBe(2);
    expect((await call(paperApi.update, { id, version: 1, ...fixed('锁定', [item]) })).data).toEqual({ version: 2 });
    expect((await call(paperApi.update, { id, version: 1, ...fixed('锁定', [item]) })).code).toBe(ErrorCodes.paperChanged);
    expect(await ok(paperApi.get, { id })).toMatchObject({
      version: 2,
      locked: false,
      sections: [{ items: [{ itemId: item, itemVersion: 2 }] }],
    });
    expect(await snapshotOf(t.db, { officeId }, id, 1)).toEqual(v1);
    expect(await stemOf(v1, item)).toBe('<p>会改的题</p>');
    // marked again (the exam renamed), the published use keeps version 1
    expect(await markUsed(t.db, { officeId }, { paperId: id, examId, examName: '期末考试（补）', published: true })).toEqual(v1);
    expect((await ok(paperApi.get, { id })).uses).toMatchObject([{ examName: '期末考试（补）', version: 1 }]);
    const v2 = await freeze(t.db, { officeId }, id);
    expect(v2.version).toBe(2);
    expect(await stemOf(v2, item)).toBe('<p>改过的题</p>');
    expect(await freeze(t.db, { officeId }, id)).toEqual(v2);

    // used: neither the paper, nor its bank, nor its item may go
    expect(await call(paperApi.remove, { id })).toMatchObject({ code: ErrorCodes.paperInUse, msg: expect.stringContaining('期末考试') });
    expect(await call(itemApi.remove, { ids: [item] })).toMatchObject({ code: ErrorCodes.itemInUse, msg: expect.stringContaining('锁定') });
    expect(await call(bankApi.remove, { id: bank })).toMatchObject({ code: ErrorCodes.bankInUse, msg: expect.stringContaining('锁定') });

    expect(await release(t.db, { officeId }, { examId })).toBe(1);
    expect((await ok(paperApi.get, { id })).uses).toEqual([]);
    expect((await call(paperApi.remove, { id })).code).toBe(20000);
    expect((await call(paperApi.get, { id })).code).toBe(ErrorCodes.notFound);
  });

  it('keeps a rules paper’s pool as it was frozen, item content too, and reads only the items a draw takes', async () => {
    const own = (await ok(bankApi.add, { name: '冻结题库', deptId: dept })).id;
    const extra = [];
    for (let i = 0; i < 3; i++) extra.push((await ok(itemApi.add, { bankId: own, ...choice(`冻结池${i}`) })).id);
    const { id } = await ok(paperApi.add, random('冻结抽题', [rule({ count: 3, score: 2 })], { bankIds: [own] }));
    const frozen = await freeze(t.db, { officeId }, id);
    expect(frozen.sections[0]!.rules[0]!.pool).toEqual(extra.map((itemId) => ({ itemId, itemVersion: 1 })));
    expect(JSON.stringify(frozen)).not.toContain('冻结池');

    // after the freeze one pool item changes and another is deleted (no paper holds it by hand): the version keeps both
    await ok(itemApi.update, { id: extra[0], version: 1, bankId: own, ...choice('冻结后改过') });
    await ok(itemApi.remove, { ids: [extra[1]] });
    const drawn = await drawFrozen(t.db, { officeId }, frozen, 'candidate-1');
    expect(drawn.sections[0]!.items.map((i) => i.content.stemAttrs.content).sort()).toEqual([
      '<p>冻结池0</p>',
      '<p>冻结池1</p>',
      '<p>冻结池2</p>',
    ]);
    expect(drawn).toEqual(await drawFrozen(t.db, { officeId }, frozen, 'candidate-1'));
    // the preview draws the paper as it is now: the changed item, not the deleted one
    const preview = await ok(paperApi.preview, { id });
    expect(
      preview.sections[0].items.map((i: { content: { stemAttrs: { content: string } } }) => i.content.stemAttrs.content).sort(),
    ).toEqual(['<p>冻结后改过</p>', '<p>冻结池2</p>']);
  });

  it('keeps an item chosen by hand at its pinned version though a rule’s pool names it at a later one', async () => {
    const own = (await ok(bankApi.add, { name: '手选与规则', deptId: dept })).id;
    const mine = (await ok(itemApi.add, { bankId: own, ...choice('手选原题') })).id;
    await ok(itemApi.add, { bankId: own, ...choice('规则题') });
    const sections = [
      { topicName: '手选', score: 2, items: [{ itemId: mine }] },
      { topicName: '抽题', score: 2, rules: [rule({ count: 1 })] },
    ];
    const { id } = await ok(paperApi.add, random('手选加抽题', [], { bankIds: [own], sections }));
    // the item changes after the paper pinned it: the pool now names version 2
    await ok(itemApi.update, { id: mine, version: 1, bankId: own, ...choice('手选改过', {}) });
    const frozen = await freeze(t.db, { officeId }, id);
    expect(frozen.sections[0]!.items).toMatchObject([{ itemId: mine, itemVersion: 1 }]);
    expect(frozen.sections[1]!.rules[0]!.pool).toContainEqual({ itemId: mine, itemVersion: 2 });
    for (const seed of ['a', 'b', 'c']) {
      const drawn = await drawFrozen(t.db, { officeId }, frozen, seed);
      expect(drawn.sections.map((s) => s.items.map((i) => i.content.stemAttrs.content))).toEqual([['<p>手选原题</p>'], ['<p>规则题</p>']]);
    }
  });

  it('leaves out of a frozen pool an item gone before its content could be kept', async () => {
    const { id } = await ok(paperApi.add, fixed('消失的题', [singles[2]!]));
    const paper = await ok(paperApi.get, { id });
    const gone = randomUUID();
    const snapshot: PaperSnapshot = {
      paperId: id,
      version: paper.version,
      name: paper.name,
      description: null,
      kind: 'random',
      totalScore: 4,
      passMark: null,
      duration: 10,
      frozenAt: new Date().toISOString(),
      sections: [
        {
          topicName: '抽题',
          topicDescription: '',
          score: 2,
          shuffleItems: false,
          shuffleOptions: false,
          items: [],
          rules: [
            {
              itemTypeCode: 'single_choice',
              count: 2,
              score: 2,
              pool: [
                { itemId: singles[2]!, itemVersion: 1 },
                { itemId: gone, itemVersion: 1 },
              ],
            },
          ],
        },
      ],
    };
    await t.db.transaction((tx) => paperUseRepo(tx as never, { officeId }).saveSnapshot(snapshot));
    const kept = await snapshotOf(t.db, { officeId }, id, paper.version);
    expect(kept.sections[0]!.rules[0]!.pool).toEqual([{ itemId: singles[2], itemVersion: 1 }]);
    expect((await drawFrozen(t.db, { officeId }, kept, 'x')).sections[0]!.items.map((i) => i.itemId)).toEqual([singles[2]]);
  });

  it('copies a paper under a free name', async () => {
    const { id } = await ok(paperApi.add, fixed('月考', [singles[0]!]));
    expect(await ok(paperApi.copy, { id })).toMatchObject({ name: '月考-副本' });
    const second = await ok(paperApi.copy, { id });
    expect(second.name).toBe('月考-副本2');
    expect(await ok(paperApi.get, { id: second.id })).toMatchObject({
      version: 1,
      totalScore: 2,
      sections: [{ items: [{ itemId: singles[0] }] }],
    });
    expect((await call(paperApi.copy, { id, name: '月考' })).code).toBe(ErrorCodes.paperNameTaken);
  });
});

describe('sharing by authorisation code', () => {
  it('shares the frozen version until the code is revoked or expires', async () => {
    const { id } = await ok(paperApi.add, fixed('共享', [singles[1]!]));
    const shared = await ok(paperApi.addAuthCode, { id, days: 2 });
    expect(shared.code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    const { snapshot, items } = await paperByAuthCode(t.db, shared.code.toLowerCase());
    expect(snapshot).toMatchObject({ paperId: id, version: 1, name: '共享' });
    expect(items).toMatchObject([{ itemId: singles[1], itemVersion: 1, content: { stemAttrs: { content: '<p>单选1</p>' } } }]);
    await expect(paperByAuthCode(t.db, shared.code, new Date(Date.now() + 3 * 86_400_000))).rejects.toMatchObject({
      code: ErrorCodes.authCodeExpired,
    });
    await expect(paperByAuthCode(t.db, 'ABCDEFGHJK')).rejects.toMatchObject({ code: ErrorCodes.authCodeUnknown });
    expect(await ok(paperApi.authCodes, { id })).toMatchObject([{ code: shared.code, version: 1, revoked: false }]);
    await ok(paperApi.revokeAuthCode, { id, code: shared.code });
    await expect(paperByAuthCode(t.db, shared.code)).rejects.toMatchObject({ code: ErrorCodes.authCodeRevoked });
    expect((await call(paperApi.revokeAuthCode, { id, code: 'ABCDEFGHJK' })).code).toBe(ErrorCodes.authCodeUnknown);
  });
});

describe('paper packages', () => {
  it('adds, lists, edits and deletes a package of variants', async () => {
    const a = (await ok(paperApi.add, fixed('A卷', [singles[0]!]))).id;
    const b = (await ok(paperApi.add, fixed('B卷', [singles[1]!]))).id;
    const { id } = await ok(paperPackageApi.add, { name: '期末试卷包', mode: 'random', paperIds: [a, b] });
    expect(await ok(paperPackageApi.get, { id })).toMatchObject({
      mode: 'random',
      variants: [
        { label: 'A', paperId: a, paperName: 'A卷' },
        { label: 'B', paperId: b, paperName: 'B卷' },
      ],
    });
    expect((await call(paperPackageApi.add, { name: '期末试卷包', paperIds: [a] })).code).toBe(ErrorCodes.packageNameTaken);
    expect((await call(paperPackageApi.add, { name: '重复', paperIds: [a, a] })).code).not.toBe(20000);
    await ok(paperPackageApi.edit, { id, name: '期末包', mode: 'turn', paperIds: [b] });
    expect(await ok(paperPackageApi.page, { name: '期末' })).toMatchObject({
      total: 1,
      records: [{ name: '期末包', variants: [{ label: 'A', paperId: b }] }],
    });
    // a paper a package deals out stays until the package lets it go
    expect(await call(paperApi.remove, { id: b })).toMatchObject({
      code: ErrorCodes.paperInPackage,
      msg: expect.stringContaining('期末包'),
    });
    await ok(paperPackageApi.remove, { id });
    expect((await call(paperPackageApi.get, { id })).code).toBe(ErrorCodes.notFound);
    expect((await call(paperApi.remove, { id: b })).code).toBe(20000);
  });
});

describe('data rights', () => {
  it('shows a member the papers of their departments only, and lets them add none elsewhere', async () => {
    const mine = (await ok(deptApi.add, { name: '语文组' })).id;
    const role = (await ok(roleApi.add, { name: '语文教研', authorities: [Authority.bank], dataScope: 'depts', deptIds: [mine] })).id;
    await ok(memberApi.add, {
      username: 'chinese',
      name: '语文老师',
      password: await encryptPassword(t, 'Passw0rd123'),
      deptId: mine,
      postIds: [],
      roleIds: [role],
    });
    const teacher = await signIn(t, 'chinese');
    const ownBank = (await ok(bankApi.add, { name: '语文', deptId: mine })).id;
    const ownItem = (await ok(itemApi.add, { bankId: ownBank, ...choice('语文题') })).id;
    const theirs = (await ok(paperApi.add, fixed('教务处的卷', [singles[0]!]))).id;

    const own = await ok(paperApi.add, { ...fixed('语文卷', [ownItem]), deptId: mine, bankIds: [ownBank] }, teacher);
    expect((await ok(paperApi.page, {}, teacher)).records.map((r: { name: string }) => r.name)).toEqual(['语文卷']);
    expect((await call(paperApi.get, { id: theirs }, teacher)).code).toBe(ErrorCodes.notFound);
    expect((await call(paperApi.update, { id: theirs, version: 1, ...fixed('改', [singles[0]!]) }, teacher)).code).toBe(
      ErrorCodes.notFound,
    );
    expect((await call(paperApi.remove, { id: theirs }, teacher)).code).toBe(ErrorCodes.notFound);
    // the other department's bank and items are not theirs to use, nor its department to own a paper
    expect((await call(paperApi.add, { ...fixed('越权', [ownItem]), deptId: dept, bankIds: [ownBank] }, teacher)).code).toBe(
      ErrorCodes.noDataRights,
    );
    expect((await call(paperApi.add, { ...fixed('越权', [singles[0]!]), deptId: mine }, teacher)).code).toBe(ErrorCodes.notFound);
    expect((await call(paperApi.copy, { id: own.id }, teacher)).code).toBe(20000);

    // a paper of their department drawing on a bank they do not see shows nothing of it, nor joins their packages
    const secretBank = (await ok(bankApi.add, { name: '机密题库', deptId: dept })).id;
    await ok(itemApi.add, { bankId: secretBank, ...choice('机密题') });
    const mixed = (
      await ok(paperApi.add, {
        ...random('混合卷', [rule({ count: 1, bankIds: [secretBank] })], { passMark: 1 }),
        deptId: mine,
        bankIds: [ownBank, secretBank],
      })
    ).id;
    for (const e of [paperApi.get, paperApi.preview, paperApi.statistics, paperApi.copy, paperApi.addAuthCode])
      expect((await call(e, { id: mixed }, teacher)).code, e.path).toBe(ErrorCodes.notFound);
    expect((await ok(paperApi.page, {}, teacher)).records.map((r: { name: string }) => r.name)).not.toContain('混合卷');
    expect((await call(paperPackageApi.add, { name: '越权包', paperIds: [own.id, mixed] }, teacher)).code).toBe(ErrorCodes.notFound);
    expect((await call(paperPackageApi.add, { name: '越权包', paperIds: [own.id, theirs] }, teacher)).code).toBe(ErrorCodes.notFound);
    expect((await call(paperPackageApi.add, { name: '语文包', paperIds: [own.id] }, teacher)).code).toBe(20000);
  });
});

describe('how a section scores the items chosen by hand', () => {
  let scored: string;
  /** Single choices of 5 and 3 points. */
  let five: string;
  let three: string;
  beforeAll(async () => {
    scored = (await ok(bankApi.add, { name: '计分', deptId: dept })).id;
    five = (await ok(itemApi.add, { bankId: scored, ...choice('五分题', { score: 5 }) })).id;
    three = (await ok(itemApi.add, { bankId: scored, ...choice('三分题', { score: 3 }) })).id;
  });
  const paper = (name: string, sections: object[], over: object = {}) => ({
    name,
    deptId: dept,
    bankIds: [scored],
    kind: 'fixed',
    duration: 10,
    passMark: null,
    sections,
    ...over,
  });
  const own = (items: object[], over: object = {}) => ({ topicName: '一、单选题', scoring: 'own', score: 2, items, ...over });

  it('gives every item the section’s score, or each its own score in the bank, a score given to an item overriding either', async () => {
    const same = await ok(paperApi.add, paper('统一分值', [{ topicName: '一', score: 2, items: [{ itemId: five }, { itemId: three }] }]));
    expect(await ok(paperApi.get, { id: same.id })).toMatchObject({
      totalScore: 4,
      sections: [
        {
          scoring: 'section',
          items: [
            { itemId: five, ownScore: 5 },
            { itemId: three, ownScore: 3 },
          ],
        },
      ],
    });

    const { id } = await ok(paperApi.add, paper('原分值', [own([{ itemId: five }, { itemId: three, score: 4 }])]));
    expect(await ok(paperApi.get, { id })).toMatchObject({
      totalScore: 9,
      sections: [
        {
          scoring: 'own',
          items: [
            { itemId: five, ownScore: 5 },
            { itemId: three, score: 4, ownScore: 3 },
          ],
        },
      ],
    });
    expect((await ok(paperApi.page, { name: '原分值' })).records).toMatchObject([{ totalScore: 9 }]);
    // the draw, the frozen version and the statistics count the same points
    const drawn = await ok(paperApi.preview, { id });
    expect(drawn.totalScore).toBe(9);
    expect(drawn.sections[0].items.map((i: { score: number; content: { score: number } }) => [i.score, i.content.score])).toEqual([
      [5, 5],
      [4, 4],
    ]);
    expect((await freeze(t.db, { officeId }, id)).sections[0]!.items.map((i) => i.score)).toEqual([5, 4]);
    expect(await ok(paperApi.statistics, { id })).toMatchObject({
      totalScore: 9,
      byType: [{ itemTypeCode: 'single_choice', count: 2, score: 9 }],
    });
  });

  it('holds the pass mark against the items’ own scores', async () => {
    const items = [{ itemId: five }, { itemId: three }];
    expect(await call(paperApi.add, paper('及格线', [own(items)], { passMark: 8.5 }))).toMatchObject({
      code: ErrorCodes.passMarkAboveTotal,
      data: { field: 'passMark' },
    });
    expect((await call(paperApi.add, paper('及格线', [own(items)], { passMark: 8 }))).code).toBe(20000);
  });

  it('asks each rule of a section of own scores for the score of what it draws', async () => {
    const withRule = (score?: number) =>
      paper('原分值抽题', [own([{ itemId: five }], { rules: [{ itemTypeCode: 'single_choice', count: 1, score }] })], { kind: 'random' });
    expect(await call(paperApi.add, withRule())).toMatchObject({
      code: ErrorCodes.ruleScoreRequired,
      data: { field: 'sections.0.rules.0.score' },
    });
    const { id } = await ok(paperApi.add, withRule(1.5));
    expect(await ok(paperApi.get, { id })).toMatchObject({ totalScore: 6.5, itemCount: 2 });
  });

  it('keeps an item’s own score at the version the save pinned, and takes its new score at the next save', async () => {
    const body = paper('改分', [own([{ itemId: three }])]);
    const { id } = await ok(paperApi.add, body);
    await ok(itemApi.update, { id: three, version: 1, bankId: scored, ...choice('三分题改为六分', { score: 6 }) });
    expect(await ok(paperApi.get, { id })).toMatchObject({ totalScore: 3 });
    expect((await ok(paperApi.preview, { id })).sections[0].items[0].score).toBe(3);
    await ok(paperApi.update, { ...body, id, version: 1 });
    expect(await ok(paperApi.get, { id })).toMatchObject({ totalScore: 6, sections: [{ items: [{ itemVersion: 2, ownScore: 6 }] }] });
  });

  it('migrates a paper saved before the choice: its sections score by the section, its items know their own scores', async () => {
    const { id } = await ok(paperApi.add, paper('旧试卷', [{ topicName: '一', score: 2, items: [{ itemId: five }] }]));
    await t.db.execute(sql`update paper_papers set sections = jsonb_build_array(
      (sections->0) - 'scoring' || jsonb_build_object('items', jsonb_build_array((sections->0->'items'->0) - 'ownScore'))) where id = ${id}`);
    const [before] = (await paperRepo(t.db, { officeId }).findOne(id))!.sections;
    expect(before).not.toHaveProperty('scoring');
    expect(before!.items).toEqual([{ itemId: five, itemVersion: 1 }]);
    const migration = fs.readFileSync(new URL('../../db/migrations/0024_paper_section_scoring.sql', import.meta.url), 'utf8');
    await t.db.execute(sql.raw(migration));
    expect(await ok(paperApi.get, { id })).toMatchObject({
      totalScore: 2,
      sections: [{ scoring: 'section', items: [{ itemId: five, ownScore: 5 }] }],
    });
  });
});
