import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../test/probes';
import { createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let bank: string;
const call = async (e: Endpoint, input: object, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
const stem = (text: string) => ({ content: `<p>${text}</p>` });
const options = (...texts: string[]) => texts.map((optionContent) => ({ optionContent }));

/** One valid item of each type, as an author would write it. */
const SAMPLES = {
  single_choice: { stemAttrs: stem('中国的首都是？'), optionsDataList: options('北京', '上海'), answerAttrs: { options: ['A'] }, score: 2 },
  multiple_choice: {
    stemAttrs: stem('下列是质数的有'),
    optionsDataList: options('2', '3', '4'),
    answerAttrs: { options: ['A', 'B'], partialScore: 1 },
    score: 3,
  },
  true_false: { stemAttrs: stem('地球是圆的'), optionsDataList: options('正确', '错误'), answerAttrs: { options: ['A'] }, score: 1 },
  cloze_fill: {
    stemAttrs: { content: '<p>长江全长约<span data-blank="1"></span>公里，流经<span data-blank="2"></span>个省级行政区</p>' },
    answerAttrs: { blanks: [['6300', '6,300'], ['11']], ignoreSpaces: true },
    score: 4,
  },
  matching: {
    stemAttrs: stem('将国家与首都连线'),
    optionsDataList: options('巴黎', '东京', '罗马'),
    childItemList: [
      { stemAttrs: stem('法国'), answerAttrs: { options: ['A'] } },
      { stemAttrs: stem('日本'), answerAttrs: { options: ['B'] } },
    ],
    attrsDataList: [
      { name: 'MATCH_QUESTION_NAME', value: '国家' },
      { name: 'MATCH_OPTION_NAME', value: '首都' },
    ],
    score: 4,
  },
  compound: {
    stemAttrs: { content: '<p>阅读短文，回答问题。</p>', media: [{ kind: 'audio', url: 'cloudeFile/file/abc123', name: '听力' }] },
    childItemList: [
      {
        itemTypeCode: 'single_choice',
        stemAttrs: stem('作者是谁？'),
        optionsDataList: options('甲', '乙'),
        answerAttrs: { options: ['B'] },
        score: 2,
      },
      { itemTypeCode: 'short_answer', stemAttrs: stem('概括大意'), answerAttrs: { content: '<p>略</p>' }, score: 5.5 },
    ],
    score: 0,
  },
  forced_choice: {
    stemAttrs: stem('选出最像你和最不像你的描述'),
    optionsDataList: [
      { optionContent: '喜欢社交', optionAttrs: { dimension: '外向' } },
      { optionContent: '做事有条理', optionAttrs: { dimension: '尽责' } },
      { optionContent: '容易焦虑', optionAttrs: { dimension: '神经质' } },
    ],
    answerAttrs: { mostScore: 1, leastScore: -1 },
    score: 0,
  },
  short_answer: { stemAttrs: stem('简述牛顿第一定律'), answerAttrs: { content: '<p>惯性定律</p>', rubric: '<p>要点2分</p>' }, score: 6 },
  essay: { stemAttrs: stem('以“成长”为题写一篇作文'), answerAttrs: { minWords: 600, maxWords: 1000 }, score: 50 },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'admina');
  admin = await signIn(t, 'admina');
  const dept = (await ok(deptApi.add, { name: '教务处' })).id;
  bank = (await ok(bankApi.add, { name: '综合题库', deptId: dept })).id;
});
afterAll(() => t.close());

describe('items', () => {
  it('answers the item limits of spec §9', async () => {
    expect(await ok(itemApi.configs, {})).toEqual({
      answerLength: 20000,
      descriptionLength: 20000,
      itemContentLength: 20000,
      topicNameLength: 5000,
      topicDescriptionLength: 5000,
    });
  });

  it('keeps an item of every type as written, with the spec’s field names', async () => {
    for (const [itemTypeCode, sample] of Object.entries(SAMPLES)) {
      const { id } = await ok(itemApi.add, { bankId: bank, itemTypeCode, difficulty: 2, tags: ['期中'], ...sample });
      const item = await ok(itemApi.get, { id });
      expect(item, itemTypeCode).toMatchObject({
        itemTypeCode,
        difficulty: 2,
        tags: ['期中'],
        version: 1,
        stemAttrs: { content: sample.stemAttrs.content },
      });
    }
    const compound = (await ok(itemApi.page, { bankId: bank, itemTypeCode: 'compound' })).records[0];
    // a compound is worth its parts' total
    expect(compound).toMatchObject({ score: 7.5, itemType: 6, stemText: '阅读短文，回答问题。' });
    const full = await ok(itemApi.get, { id: compound.id });
    expect(full.childItemList[0]).toMatchObject({
      itemTypeCode: 'single_choice',
      optionsDataList: [{ optionName: 'A' }, { optionName: 'B' }],
    });
    expect(full.stemAttrs.media).toEqual([{ kind: 'audio', url: 'cloudeFile/file/abc123', name: '听力', playLimit: 0 }]);
    const matching = (await ok(itemApi.page, { bankId: bank, itemTypeCode: 'matching' })).records[0];
    expect((await ok(itemApi.get, { id: matching.id })).attrsDataList).toEqual(SAMPLES.matching.attrsDataList);
  });

  it.each([
    [
      'single choice without a key',
      { itemTypeCode: 'single_choice', ...SAMPLES.single_choice, answerAttrs: { options: [] } },
      ErrorCodes.singleChoiceKey,
    ],
    [
      'single choice with two keys',
      { itemTypeCode: 'single_choice', ...SAMPLES.single_choice, answerAttrs: { options: ['A', 'B'] } },
      ErrorCodes.singleChoiceKey,
    ],
    [
      'a key naming no option',
      { itemTypeCode: 'single_choice', ...SAMPLES.single_choice, answerAttrs: { options: ['C'] } },
      ErrorCodes.answerOptionUnknown,
    ],
    [
      'eleven options',
      { itemTypeCode: 'multiple_choice', ...SAMPLES.multiple_choice, optionsDataList: options(...'ABCDEFGHIJK') },
      ErrorCodes.tooManyOptions,
    ],
    [
      'one option',
      { itemTypeCode: 'single_choice', ...SAMPLES.single_choice, optionsDataList: options('只有一个') },
      ErrorCodes.tooFewOptions,
    ],
    [
      'an empty option',
      { itemTypeCode: 'single_choice', ...SAMPLES.single_choice, optionsDataList: options('有', '<p> </p>') },
      ErrorCodes.optionEmpty,
    ],
    ['an empty stem', { itemTypeCode: 'single_choice', ...SAMPLES.single_choice, stemAttrs: stem('') }, ErrorCodes.stemRequired],
    ['a score of 0', { itemTypeCode: 'single_choice', ...SAMPLES.single_choice, score: 0 }, ErrorCodes.questionScoreNotPositive],
    ['a score of 100', { itemTypeCode: 'single_choice', ...SAMPLES.single_choice, score: 100 }, ErrorCodes.scoreRange],
    ['a score with two decimals', { itemTypeCode: 'single_choice', ...SAMPLES.single_choice, score: 1.25 }, ErrorCodes.scoreRange],
    [
      'a hint over 20 characters',
      { itemTypeCode: 'single_choice', ...SAMPLES.single_choice, hint: '提'.repeat(21) },
      ErrorCodes.questionHintTooLong,
    ],
    [
      'a stem over 20000 characters',
      { itemTypeCode: 'essay', ...SAMPLES.essay, stemAttrs: stem('字'.repeat(20001)) },
      ErrorCodes.contentTooLong,
    ],
    [
      'a partial score not below the score',
      { itemTypeCode: 'multiple_choice', ...SAMPLES.multiple_choice, answerAttrs: { options: ['A'], partialScore: 3 } },
      ErrorCodes.partialScoreTooHigh,
    ],
    [
      'true/false with three options',
      { itemTypeCode: 'true_false', ...SAMPLES.true_false, optionsDataList: options('对', '错', '不知道') },
      ErrorCodes.trueFalseOptions,
    ],
    [
      'blanks and answers that differ',
      { itemTypeCode: 'cloze_fill', ...SAMPLES.cloze_fill, answerAttrs: { blanks: [['6300']] } },
      ErrorCodes.blanksMismatch,
    ],
    [
      'a blank without an answer',
      { itemTypeCode: 'cloze_fill', ...SAMPLES.cloze_fill, answerAttrs: { blanks: [['6300'], ['  ']] } },
      ErrorCodes.blankAnswerMissing,
    ],
    [
      '41 blanks',
      {
        itemTypeCode: 'cloze_fill',
        score: 4,
        stemAttrs: { content: Array.from({ length: 41 }, (_, i) => `<span data-blank="${i + 1}"></span>`).join('') },
        answerAttrs: { blanks: Array.from({ length: 41 }, () => ['x']) },
      },
      ErrorCodes.tooManyBlanks,
    ],
    [
      'eleven matching pairs',
      {
        itemTypeCode: 'matching',
        ...SAMPLES.matching,
        childItemList: Array.from({ length: 11 }, (_, i) => ({ stemAttrs: stem(`${i}`), answerAttrs: { options: ['A'] } })),
      },
      ErrorCodes.tooManyMatchingItems,
    ],
    [
      'a matching pair without its option',
      { itemTypeCode: 'matching', ...SAMPLES.matching, childItemList: [{ stemAttrs: stem('法国'), answerAttrs: { options: ['Z'] } }] },
      ErrorCodes.matchingPairKey,
    ],
    ['a compound without parts', { itemTypeCode: 'compound', ...SAMPLES.compound, childItemList: [] }, ErrorCodes.compoundChildren],
    [
      'a statement without a dimension',
      { itemTypeCode: 'forced_choice', ...SAMPLES.forced_choice, optionsDataList: options('甲', '乙') },
      ErrorCodes.forcedChoiceDimension,
    ],
    [
      'word limits the wrong way round',
      { itemTypeCode: 'essay', ...SAMPLES.essay, answerAttrs: { minWords: 800, maxWords: 600 } },
      ErrorCodes.wordLimits,
    ],
  ])('refuses %s with its code', async (_, item, code) => {
    const answer = await call(itemApi.add, { bankId: bank, ...item });
    expect(answer.code, JSON.stringify(answer)).toBe(code);
  });

  it('refuses a duplicate of an item in the bank (same stem and options, ignoring markup, spaces, case and option order) unless asked', async () => {
    const first = {
      itemTypeCode: 'single_choice',
      stemAttrs: stem('What is H2O?'),
      optionsDataList: options('Water', 'Salt'),
      answerAttrs: { options: ['A'] },
      score: 2,
    };
    await ok(itemApi.add, { bankId: bank, ...first });
    const same = {
      ...first,
      stemAttrs: { content: '<p><strong>what is</strong>  h2o?</p>' },
      optionsDataList: options('salt', 'water'),
      answerAttrs: { options: ['B'] },
    };
    expect((await call(itemApi.add, { bankId: bank, ...same })).code).toBe(ErrorCodes.duplicateItem);
    await ok(itemApi.add, { bankId: bank, ...same, allowDuplicate: true });
  });

  it('saves versions: who changed which fields; a stale save is refused; an old version can be read', async () => {
    const { id } = await ok(itemApi.add, {
      bankId: bank,
      itemTypeCode: 'single_choice',
      ...SAMPLES.single_choice,
      stemAttrs: stem('版本一'),
    });
    const base = { id, bankId: bank, itemTypeCode: 'single_choice', ...SAMPLES.single_choice };
    expect(await ok(itemApi.update, { ...base, version: 1, stemAttrs: stem('版本二'), score: 3 })).toEqual({ version: 2 });
    expect((await call(itemApi.update, { ...base, version: 1, stemAttrs: stem('过期的保存') })).code).toBe(ErrorCodes.itemChanged);
    const versions = await ok(itemApi.versions, { id });
    expect(versions).toMatchObject([
      { version: 2, changedFields: ['stemAttrs', 'score'], changedByName: 'admina' },
      { version: 1, changedFields: [] },
    ]);
    expect((await ok(itemApi.version, { id, version: 1 })).stemAttrs.content).toBe('<p>版本一</p>');
    expect((await ok(itemApi.get, { id })).stemAttrs.content).toBe('<p>版本二</p>');
  });

  it('makes a version of every change (tags, knowledge, a move), none of a save that changes nothing', async () => {
    const { id } = await ok(itemApi.add, {
      bankId: bank,
      itemTypeCode: 'single_choice',
      ...SAMPLES.single_choice,
      stemAttrs: stem('版本规则'),
    });
    const base = { id, bankId: bank, itemTypeCode: 'single_choice', ...SAMPLES.single_choice, stemAttrs: stem('版本规则') };
    expect(await ok(itemApi.update, { ...base, version: 1 })).toEqual({ version: 1 });
    expect(await ok(itemApi.update, { ...base, version: 1, tags: ['新标签'] })).toEqual({ version: 2 });
    expect(await ok(itemApi.retag, { ids: [id], add: ['再加'], remove: [] })).toEqual({ changed: 1 });
    // an editor opened before the retag cannot save over it
    expect((await call(itemApi.update, { ...base, version: 2, tags: ['新标签'] })).code).toBe(ErrorCodes.itemChanged);
    // moving into the bank it is in changes nothing
    expect(await ok(itemApi.move, { ids: [id], bankId: bank })).toEqual({ moved: 0 });
    const versions = await ok(itemApi.versions, { id });
    expect(versions.map((v: { version: number; changedFields: string[] }) => [v.version, v.changedFields])).toEqual([
      [3, ['tags']],
      [2, ['tags']],
      [1, []],
    ]);
    expect((await ok(itemApi.version, { id, version: 3 })).stemAttrs.content).toBe('<p>版本规则</p>');
  });

  it('keeps of a matching pair only its question and its letter', async () => {
    const pairs = [
      {
        stemAttrs: stem('法国'),
        answerAttrs: { options: ['A'], content: '<img src="x" onerror="alert(1)">', rubric: '<script>1</script>' },
      },
    ];
    const { id } = await ok(itemApi.add, {
      bankId: bank,
      itemTypeCode: 'matching',
      ...SAMPLES.matching,
      stemAttrs: stem('配对净化'),
      childItemList: pairs,
    });
    expect((await ok(itemApi.get, { id })).childItemList).toEqual([
      { stemAttrs: { content: '<p>法国</p>', media: [] }, answerAttrs: { options: ['A'] } },
    ]);
  });

  it('tells items whose stems are only pictures apart', async () => {
    const picture = (key: string) => ({
      bankId: bank,
      itemTypeCode: 'single_choice',
      ...SAMPLES.single_choice,
      stemAttrs: { content: `<p><img src="cloudeFile/file/${key.repeat(32)}" alt="" /></p>` },
    });
    await ok(itemApi.add, picture('a'));
    await ok(itemApi.add, picture('b'));
    expect((await call(itemApi.add, picture('a'))).code).toBe(ErrorCodes.duplicateItem);
  });

  it('filters by type, difficulty, tag and stem text; moves, retags and deletes in batches', async () => {
    const dept = (await ok(deptApi.add, { name: '批量组' })).id;
    const from = (await ok(bankApi.add, { name: '批量甲', deptId: dept })).id;
    const to = (await ok(bankApi.add, { name: '批量乙', deptId: dept })).id;
    const ids: string[] = [];
    for (const [i, difficulty] of [1, 3, 5].entries())
      ids.push(
        (
          await ok(itemApi.add, {
            bankId: from,
            itemTypeCode: 'short_answer',
            ...SAMPLES.short_answer,
            stemAttrs: stem(`批量题${i} 100%_真`),
            difficulty,
            tags: i ? ['难'] : [],
          })
        ).id,
      );
    const list = (filter: object) => ok(itemApi.page, { bankId: from, ...filter }).then((p) => p.total);
    expect(await list({ difficulty: 3 })).toBe(1);
    expect(await list({ tag: '难' })).toBe(2);
    expect(await list({ keyword: '100%_' })).toBe(3);
    expect(await list({ keyword: '题1' })).toBe(1);
    expect(await list({ itemTypeCode: 'essay' })).toBe(0);

    expect(await ok(itemApi.retag, { ids, add: ['期末'], remove: ['难'] })).toEqual({ changed: 3 });
    expect((await ok(itemApi.page, { bankId: from })).records.map((r: { tags: string[] }) => r.tags)).toEqual([
      ['期末'],
      ['期末'],
      ['期末'],
    ]);
    expect(await ok(itemApi.move, { ids: ids.slice(0, 2), bankId: to })).toEqual({ moved: 2 });
    expect(await list({})).toBe(1);
    expect(await ok(itemApi.remove, { ids: ids.slice(0, 2) })).toEqual({ deleted: 2 });
    expect((await ok(itemApi.page, { bankId: to })).total).toBe(0);
  });
});

describe('tag suggestions', () => {
  it('gives a bank’s tags with their counts, most used first, at most 50, those containing the keyword', async () => {
    const dept = (await ok(deptApi.add, { name: '标签组' })).id;
    const tagged = (await ok(bankApi.add, { name: '标签题库', deptId: dept })).id;
    const other = (await ok(bankApi.add, { name: '别的题库', deptId: dept })).id;
    const add = (bankId: string, i: number, tags: string[]) =>
      ok(itemApi.add, { bankId, itemTypeCode: 'short_answer', ...SAMPLES.short_answer, stemAttrs: stem(`标签题${i}`), tags });
    await add(tagged, 1, ['期中', '难']);
    await add(tagged, 2, ['期中', '难', '100%']);
    await add(tagged, 3, ['期中', '期末']);
    await add(other, 4, ['期中', '别处']);
    expect(await ok(itemApi.tags, { bankId: tagged })).toEqual([
      { tag: '期中', count: 3 },
      { tag: '难', count: 2 },
      { tag: '100%', count: 1 },
      { tag: '期末', count: 1 },
    ]);
    expect(await ok(itemApi.tags, { bankId: tagged, keyword: '期' })).toEqual([
      { tag: '期中', count: 3 },
      { tag: '期末', count: 1 },
    ]);
    expect(await ok(itemApi.tags, { bankId: tagged, keyword: '0%' })).toEqual([{ tag: '100%', count: 1 }]);
    expect(await ok(itemApi.tags, { bankId: tagged, keyword: '_' })).toEqual([]);

    for (let i = 0; i < 3; i++)
      await add(
        tagged,
        10 + i,
        Array.from({ length: 20 }, (_, n) => `标签${i}-${n}`),
      );
    expect(await ok(itemApi.tags, { bankId: tagged })).toHaveLength(50);
    expect((await call(itemApi.tags, { bankId: '00000000-0000-4000-8000-000000000000' })).code).toBe(ErrorCodes.notFound);
  });
});

describe('rich text in items', () => {
  const HOSTILE =
    '<p>正文<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p><link rel="stylesheet" href="//evil/x.css"><iframe src="//evil"></iframe>';
  const hostileIn = (html: string) => /<script|alert\(|onerror|javascript:|<link|<iframe/i.test(html);

  it('sanitises every rich-text field of every part: scripts, handlers, javascript: links and link tags never survive', async () => {
    const essay = await ok(itemApi.add, {
      bankId: bank,
      itemTypeCode: 'essay',
      stemAttrs: { content: HOSTILE },
      answerAttrs: { content: HOSTILE, rubric: HOSTILE },
      descriptionAttrs: { content: HOSTILE },
      score: 10,
    });
    const compound = await ok(itemApi.add, {
      bankId: bank,
      itemTypeCode: 'compound',
      stemAttrs: { content: `${HOSTILE}材料` },
      childItemList: [
        {
          itemTypeCode: 'single_choice',
          stemAttrs: { content: `${HOSTILE}小题` },
          optionsDataList: [{ optionContent: `${HOSTILE}甲` }, { optionContent: '乙' }],
          answerAttrs: { options: ['A'] },
          descriptionAttrs: { content: HOSTILE },
          score: 2,
        },
        {
          itemTypeCode: 'matching',
          stemAttrs: { content: '连线' },
          optionsDataList: [{ optionContent: `${HOSTILE}甲` }, { optionContent: '乙' }],
          childItemList: [{ stemAttrs: { content: `${HOSTILE}一` }, answerAttrs: { options: ['A'] } }],
          score: 2,
        },
      ],
      score: 0,
    });
    for (const { id } of [essay, compound]) {
      const item = await ok(itemApi.get, { id });
      const texts = JSON.stringify(item);
      expect(hostileIn(texts), texts).toBe(false);
      expect(texts).toContain('正文');
      expect(texts).toContain('链接');
    }
    // and what an exam author needs survives: formulas, blanks, tables, images from the file store, sub/sup/u
    const keep =
      '<p>求 <span data-latex="\\frac{a}{b} &lt; 1"></span> 的值，H<sub>2</sub>O，x<sup>2</sup>，<u>下划线</u> <span data-blank="1"></span></p><table><tbody><tr><td colspan="2">表</td></tr></tbody></table><p><img src="cloudeFile/file/abcdefghijklmnopqrstuvwxyzABCDEF" alt="" /></p>';
    const { id } = await ok(itemApi.add, {
      bankId: bank,
      itemTypeCode: 'cloze_fill',
      stemAttrs: { content: keep },
      answerAttrs: { blanks: [['1']] },
      score: 2,
    });
    expect((await ok(itemApi.get, { id })).stemAttrs.content).toBe(keep);
  });
});
