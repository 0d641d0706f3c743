import { ErrorCodes } from '@cloud-exam/contract/errors';
import { describe, expect, it } from 'vitest';
import { parseGift } from './gift';
import { GIFT } from './moodle-fixtures';

describe('GIFT', () => {
  const { items, problems } = parseGift(Buffer.from(GIFT));
  const part = (i: number) => {
    const { itemTypeCode, stemAttrs, optionsDataList, answerAttrs, descriptionAttrs, childItemList } = items[i]!;
    return {
      type: itemTypeCode,
      stem: stemAttrs.content,
      options: optionsDataList.map((o) => o.optionContent),
      answer: answerAttrs,
      explanation: descriptionAttrs.content,
      ...(childItemList.length ? { pairs: childItemList } : {}),
    };
  };

  it('reads every question form, without a score, under its category', () => {
    expect(problems).toEqual([]);
    expect(items).toHaveLength(12);
    for (const item of items.slice(0, 10)) {
      expect(item).toMatchObject({ score: 1, scoreMissing: true, answerFrom: 'file', knowledgePaths: ['Maths/Arithmetic'], problems: [] });
    }
    expect(part(0)).toEqual({
      type: 'single_choice',
      stem: 'What is 2 + 2?',
      options: ['4', '3', '5'],
      answer: { options: ['A'] },
      explanation: 'Count on your fingers.',
    });
    expect(part(1)).toMatchObject({ type: 'multiple_choice', options: ['2', '3', '4'], answer: { options: ['A', 'B'] } });
    expect(part(2)).toMatchObject({
      type: 'true_false',
      stem: 'The Earth is flat.',
      options: ['True', 'False'],
      answer: { options: ['B'] },
    });
    expect(part(3)).toMatchObject({
      type: 'cloze_fill',
      stem: 'Give {π} to two decimals.<p><span data-blank="1"></span></p>',
      answer: { blanks: [['3.14', '3.13', '3.15']] },
    });
    expect(part(4)).toMatchObject({ type: 'cloze_fill', answer: { blanks: [['2', '1', '3']] } });
    expect(part(5)).toMatchObject({
      type: 'cloze_fill',
      stem: 'Two plus two equals <span data-blank="1"></span> in every base above 4.',
      answer: { blanks: [['four', '4']], ignoreCase: true },
    });
    expect(part(6)).toMatchObject({
      type: 'matching',
      options: ['chat', 'chien'],
      pairs: [
        { stemAttrs: { content: 'cat' }, answerAttrs: { options: ['A'] } },
        { stemAttrs: { content: 'dog' }, answerAttrs: { options: ['B'] } },
      ],
    });
    expect(part(7)).toMatchObject({ type: 'essay', stem: '<p>Describe your <b>home town</b>.</p>', answer: {} });
    expect(part(8)).toMatchObject({ type: 'true_false', stem: 'Is 1:2 a ratio= 0.5?', answer: { options: ['A'] } });
    expect(part(9)).toMatchObject({
      type: 'single_choice',
      stem: 'Moodle costs ____ money.',
      options: ['lots', 'nothing', 'little'],
      answer: { options: ['B'] },
    });
  });

  it('skips a question without answers and names one whose braces are not closed', () => {
    expect(items[10]!.problems).toEqual([{ field: 'itemTypeCode', code: ErrorCodes.moodleDescriptionSkipped }]);
    expect(items[11]!.problems).toEqual([{ field: 'stemAttrs', code: ErrorCodes.giftUnclosed }]);
  });
});
