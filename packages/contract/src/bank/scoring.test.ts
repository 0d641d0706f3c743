import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type ItemContent, itemContentSchema } from './item';
import { scoreItem } from './scoring';

const item = (fields: Omit<z.input<typeof itemContentSchema>, 'score'> & { score?: number }): ItemContent =>
  itemContentSchema.parse({ score: 10, ...fields });
const options = (...contents: string[]) => contents.map((optionContent) => ({ optionContent }));

describe('scoring by type, against hand-worked cases', () => {
  it('single choice: the one key or nothing', () => {
    const q = item({ itemTypeCode: 'single_choice', optionsDataList: options('1', '2', '3'), answerAttrs: { options: ['B'] } });
    expect(scoreItem(q, { options: ['B'] })).toMatchObject({ score: 10, max: 10, state: 'right' });
    expect(scoreItem(q, { options: ['A'] })).toMatchObject({ score: 0, state: 'wrong' });
    expect(scoreItem(q, { options: ['A', 'B'] })).toMatchObject({ score: 0, state: 'wrong' });
    expect(scoreItem(q, {})).toMatchObject({ score: 0, state: 'unanswered' });
  });

  it('multiple choice: all right for full marks, a right subset for the partial score, any wrong one for none', () => {
    const q = item({
      itemTypeCode: 'multiple_choice',
      score: 4,
      optionsDataList: options('a', 'b', 'c', 'd'),
      answerAttrs: { options: ['A', 'C', 'D'], partialScore: 1.5 },
    });
    expect(scoreItem(q, { options: ['D', 'C', 'A'] })).toMatchObject({ score: 4, state: 'right' });
    expect(scoreItem(q, { options: ['A', 'C'] })).toMatchObject({ score: 1.5, state: 'partial' });
    expect(scoreItem(q, { options: ['A', 'B'] })).toMatchObject({ score: 0, state: 'wrong' });
    expect(scoreItem(q, { options: ['A', 'B', 'C', 'D'] })).toMatchObject({ score: 0, state: 'wrong' });
    const strict = item({ ...q, answerAttrs: { options: ['A', 'C', 'D'], partialScore: null } });
    expect(scoreItem(strict, { options: ['A', 'C'] })).toMatchObject({ score: 0, state: 'wrong' });
  });

  it('true/false is a choice between two', () => {
    const q = item({ itemTypeCode: 'true_false', score: 2, optionsDataList: options('对', '错'), answerAttrs: { options: ['B'] } });
    expect(scoreItem(q, { options: ['B'] }).score).toBe(2);
    expect(scoreItem(q, { options: ['A'] }).score).toBe(0);
  });

  it('cloze: each blank an equal share, any accepted alternative, case and spaces as the item says', () => {
    const q = item({
      itemTypeCode: 'cloze_fill',
      score: 10,
      answerAttrs: { blanks: [['北京', 'Beijing'], ['Yangtze River', '长江'], ['3']], ignoreCase: true },
    });
    // 10 / 3 per blank: two right = 6.666… → 6.7
    expect(scoreItem(q, { blanks: ['beijing', 'yangtze  river', '4'] })).toMatchObject({ score: 6.7, state: 'partial' });
    expect(scoreItem(q, { blanks: ['北京', '长江', ' 3 '] })).toMatchObject({ score: 10, state: 'right' });
    // in order: the right answers in the wrong blanks score nothing
    expect(scoreItem(q, { blanks: ['长江', '北京', '3'] }).score).toBe(3.3);
    const caseMatters = item({ ...q, answerAttrs: { ...q.answerAttrs, ignoreCase: false } });
    expect(scoreItem(caseMatters, { blanks: ['beijing', '长江', '3'] }).score).toBe(6.7);
    const spaces = item({ ...q, answerAttrs: { ...q.answerAttrs, ignoreSpaces: true } });
    expect(scoreItem(spaces, { blanks: ['Bei jing', 'YangtzeRiver', '3'] }).score).toBe(10);
  });

  it('cloze in any order: each answer fills one blank, a blank counts once', () => {
    const q = item({
      itemTypeCode: 'cloze_fill',
      score: 6,
      answerAttrs: { blanks: [['红', '黄'], ['红'], ['蓝']], anyOrder: true },
    });
    // 红 can only fill blank 2 if 黄 takes blank 1: the best assignment counts 3
    expect(scoreItem(q, { blanks: ['蓝', '黄', '红'] })).toMatchObject({ score: 6, state: 'right' });
    // the same answer twice fills one blank only
    expect(scoreItem(q, { blanks: ['蓝', '蓝', '红'] }).score).toBe(4);
    const colours = item({
      itemTypeCode: 'cloze_fill',
      score: 4,
      answerAttrs: {
        blanks: [
          ['红', '黄'],
          ['红', '黄'],
        ],
        anyOrder: true,
      },
    });
    expect(scoreItem(colours, { blanks: ['红', '红'] })).toMatchObject({ score: 2, state: 'partial' });
    expect(scoreItem(q, { blanks: ['', '', ''] }).state).toBe('unanswered');
  });

  it('matching: each pair an equal share, distractor options allowed', () => {
    const q = item({
      itemTypeCode: 'matching',
      score: 9,
      optionsDataList: options('巴黎', '东京', '柏林', '罗马'),
      childItemList: [
        { stemAttrs: { content: '法国' }, answerAttrs: { options: ['A'] } },
        { stemAttrs: { content: '日本' }, answerAttrs: { options: ['B'] } },
        { stemAttrs: { content: '德国' }, answerAttrs: { options: ['C'] } },
      ],
    });
    expect(scoreItem(q, { pairs: ['A', 'B', 'C'] })).toMatchObject({ score: 9, state: 'right' });
    expect(scoreItem(q, { pairs: ['A', 'D', null] })).toMatchObject({ score: 3, state: 'partial' });
    expect(scoreItem(q, { pairs: ['D', 'D', 'D'] })).toMatchObject({ score: 0, state: 'wrong' });
  });

  it('compound: the sum of its parts; a part for a marker leaves it to the marker', () => {
    const q = item({
      itemTypeCode: 'compound',
      score: 0,
      stemAttrs: { content: '<p>阅读下文</p>' },
      childItemList: [
        { itemTypeCode: 'single_choice', score: 2, optionsDataList: options('x', 'y'), answerAttrs: { options: ['A'] } },
        { itemTypeCode: 'cloze_fill', score: 3, answerAttrs: { blanks: [['a'], ['b']] } },
      ],
    });
    expect(scoreItem(q, { children: [{ options: ['A'] }, { blanks: ['a', 'x'] }] })).toMatchObject({
      score: 3.5,
      max: 5,
      state: 'partial',
    });
    expect(scoreItem(q, { children: [{ options: ['A'] }, { blanks: ['a', 'b'] }] })).toMatchObject({ score: 5, state: 'right' });
    const withEssay = item({ ...q, childItemList: [...q.childItemList, { itemTypeCode: 'short_answer', score: 5 }] });
    expect(scoreItem(withEssay, { children: [{ options: ['A'] }, {}, { text: '答' }] })).toMatchObject({
      score: 2,
      max: 10,
      state: 'manual',
    });
  });

  it('forced choice and dimension-scored single choice add to dimensions, not to the score', () => {
    const q = item({
      itemTypeCode: 'forced_choice',
      score: 0,
      optionsDataList: [
        { optionContent: '我喜欢热闹', optionAttrs: { dimension: 'E' } },
        { optionContent: '我做事有计划', optionAttrs: { dimension: 'J' } },
        { optionContent: '我常独处', optionAttrs: { dimension: 'I' } },
      ],
      answerAttrs: { mostScore: 2, leastScore: -1 },
    });
    expect(scoreItem(q, { most: 'A', least: 'C' })).toMatchObject({ score: 0, max: 0, state: 'dimension', dimensions: { E: 2, I: -1 } });
    expect(scoreItem(q, { most: 'A', least: 'A' }).state).toBe('wrong');
    const personality = item({
      itemTypeCode: 'single_choice',
      score: 0,
      optionsDataList: [
        { optionContent: '同意', optionAttrs: { dimension: 'N', dimensionScore: 2 } },
        { optionContent: '不同意', optionAttrs: { dimension: 'N', dimensionScore: 0 } },
      ],
    });
    expect(scoreItem(personality, { options: ['A'] })).toMatchObject({ state: 'dimension', dimensions: { N: 2 } });
  });

  it('short answer and essay go to a marker', () => {
    const q = item({ itemTypeCode: 'essay', score: 20 });
    expect(scoreItem(q, { text: '  ' })).toMatchObject({ state: 'unanswered', max: 20 });
    expect(scoreItem(q, { text: '我的作文' })).toMatchObject({ state: 'manual', score: 0, max: 20 });
  });
});
