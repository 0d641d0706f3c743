import { type Item, itemContentSchema } from '@cloud-exam/contract/bank/item';
import { itemProblems } from '@cloud-exam/contract/bank/item-rules';
import { describe, expect, it } from 'vitest';
import { type ItemValues, itemValues, newPart, toItemInput } from './item-form';

const saved = (input: ReturnType<typeof toItemInput>): Item => ({
  ...itemContentSchema.parse(input),
  id: 'i',
  bankId: input.bankId,
  itemType: 1,
  knowledgeIds: input.knowledgeIds ?? [],
  knowledgeNames: [],
  tags: input.tags ?? [],
  version: 1,
  createdByName: null,
  createTime: '',
  updateTime: '',
});

describe('the item editor’s form', () => {
  it('sends the stored shape of spec §3: option ticks become the key, blanks their answers, pairs their options', () => {
    const single: ItemValues = {
      ...newPart('single_choice'),
      bankId: 'b',
      stem: '<p>1+1=?</p>',
      options: [{ content: '<p>1</p>' }, { content: '<p>2</p>', right: true }],
    };
    expect(toItemInput(single)).toMatchObject({
      itemTypeCode: 'single_choice',
      answerAttrs: { options: ['B'] },
      optionsDataList: [{ optionContent: '<p>1</p>' }, { optionContent: '<p>2</p>' }],
    });

    const matching: ItemValues = {
      ...newPart('matching'),
      bankId: 'b',
      stem: '<p>连线</p>',
      questionHeading: '国家',
      optionHeading: '首都',
      options: [{ content: '<p>巴黎</p>' }, { content: '<p>东京</p>' }],
      pairs: [{ stem: '<p>法国</p>', key: 'A' }],
    };
    const input = toItemInput(matching);
    expect(input.childItemList).toEqual([{ stemAttrs: { content: '<p>法国</p>', media: [] }, answerAttrs: { options: ['A'] } }]);
    expect(input.attrsDataList).toEqual([
      { name: 'MATCH_QUESTION_NAME', value: '国家' },
      { name: 'MATCH_OPTION_NAME', value: '首都' },
    ]);
    expect(itemProblems(itemContentSchema.parse(input))).toEqual([]);
  });

  it('reads a saved item back into the same form, for every shape', () => {
    const forms: ItemValues[] = [
      {
        ...newPart('multiple_choice'),
        bankId: 'b',
        stem: '<p>选</p>',
        options: [{ content: '<p>a</p>', right: true }, { content: '<p>b</p>', right: true }, { content: '<p>c</p>' }],
        partialScore: 1,
      },
      { ...newPart('cloze_fill'), bankId: 'b', stem: '<p><span data-blank="1"></span></p>', blanks: [['x', 'y']], ignoreCase: true },
      { ...newPart('essay'), bankId: 'b', stem: '<p>写</p>', answer: '<p>参考</p>', minWords: 100 },
      {
        ...newPart('compound'),
        bankId: 'b',
        stem: '<p>材料</p>',
        children: [
          { ...newPart('true_false'), stem: '<p>对吗</p>', options: [{ content: '<p>对</p>', right: true }, { content: '<p>错</p>' }] },
        ],
      },
    ];
    for (const form of forms) {
      const again = toItemInput(itemValues(saved(toItemInput(form))));
      expect(again, form.itemTypeCode).toEqual(toItemInput(form));
    }
  });

  it('keeps what it does not show, and adds nothing that was not stored', () => {
    const imported: ItemValues = {
      ...newPart('cloze_fill'),
      bankId: 'b',
      stem: '<p><span data-blank="1"></span></p>',
      blanks: [['x']],
      ignoreCase: undefined,
      ignoreSpaces: undefined,
      anyOrder: undefined,
      otherAttrs: [{ name: '来源', value: '2023年真题' }],
    };
    const input = toItemInput(imported);
    expect(input.answerAttrs).toEqual({ blanks: [['x']] });
    expect(input.attrsDataList).toEqual([{ name: '来源', value: '2023年真题' }]);
    expect(toItemInput(itemValues(saved(input)))).toEqual(input);
  });

  it('scores a personality item by dimension, not by a key', () => {
    const personality: ItemValues = {
      ...newPart('single_choice'),
      bankId: 'b',
      stem: '<p>我喜欢热闹</p>',
      byDimension: true,
      options: [
        { content: '<p>同意</p>', right: true, dimension: 'E', dimensionScore: 2 },
        { content: '<p>不同意</p>', dimension: 'E', dimensionScore: 0 },
      ],
    };
    const input = toItemInput(personality);
    expect(input).toMatchObject({ score: 0, answerAttrs: { options: [] } });
    expect(itemProblems(itemContentSchema.parse(input))).toEqual([]);
  });
});
