import { DEFAULT_ITEM_SCORES } from '@cloud-exam/contract/bank/bank';
import { type ItemContent, itemContentSchema } from '@cloud-exam/contract/bank/item';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text';
import { setScores, withDefaultScores } from './import-scores';

const choice = (score: number, extra: Partial<ItemContent> = {}) =>
  itemContentSchema.parse({
    itemTypeCode: 'single_choice',
    stemAttrs: { content: '<p>题</p>' },
    optionsDataList: [{ optionContent: '甲' }, { optionContent: '乙' }],
    answerAttrs: { options: ['B'] },
    score,
    ...extra,
  });
const compound = itemContentSchema.parse({
  itemTypeCode: 'compound',
  stemAttrs: { content: '<p>阅读材料</p>' },
  score: 0,
  childItemList: [
    { ...choice(0), childItemList: [] },
    { ...choice(6), childItemList: [] },
    { itemTypeCode: 'essay', stemAttrs: { content: '<p>谈谈</p>' }, answerAttrs: { content: '<p>要点</p>' }, score: 0 },
  ],
});
const read = (content: ItemContent, ordinal: number) => ({ content, problems: [], source: { ordinal } });

describe('imported items’ scores', () => {
  it('gives each unscored part of a compound item its type’s default, leaves a personality item unscored, then changes parts by type', () => {
    const defaults = { ...DEFAULT_ITEM_SCORES, essay: 12 };
    const whole = withDefaultScores(read(compound, 1), defaults);
    expect(whole.content.score).toBe(2 + 6 + 12);
    expect(whole.defaulted).toEqual(['childItemList.0', 'childItemList.2']);
    expect(answerText(whole.content)).toBe('(1) B (2) B (3) 要点');
    const personality = choice(0, {
      answerAttrs: {},
      optionsDataList: [
        { optionName: '', optionContent: '外向', optionAttrs: { dimension: 'E' } },
        { optionName: '', optionContent: '内向', optionAttrs: { dimension: 'I' } },
      ],
    });
    expect(withDefaultScores(read(personality, 2), defaults)).toMatchObject({ defaulted: [], content: { score: 0 } });

    const { items, changed } = setScores([whole, withDefaultScores(read(choice(0), 3), defaults)], 3, {
      itemTypeCode: 'single_choice',
      defaultedOnly: true,
    });
    expect(changed).toBe(2);
    expect(items[0]!.content.score).toBe(3 + 6 + 12);
    expect(items[0]!.defaulted).toEqual(['childItemList.2']);
    expect(items[1]).toMatchObject({ content: { score: 3 }, defaulted: [], problems: [] });
    expect(() => setScores(items, 5, { ordinals: [1] })).toThrow(expect.objectContaining({ code: ErrorCodes.importCompoundScore }));
  });
});
