import { describe, expect, it } from 'vitest';
import { type ItemContent, itemContentSchema } from '../bank/item';
import { timeLimitOf } from '../bank/item-rules';
import { scoreItem } from '../bank/scoring';
import { ErrorCodes } from '../errors';
import { drawPaper, itemsDrawn, seededRandom, variantFor } from './draw';
import { type ItemAtVersion, paperAddSchema, type PaperSnapshot } from './paper';
import { paperProblems, paperTotalScore, secondsNeeded } from './rules';

const choice = (n: number, fixedLast = false) =>
  itemContentSchema.parse({
    itemTypeCode: 'single_choice',
    stemAttrs: { content: `<p>Q${n}</p>` },
    optionsDataList: ['A', 'B', 'C', 'D'].map((l, i) => ({
      optionName: l,
      optionContent: `<p>${n}${l}</p>`,
      optionAttrs: fixedLast && i === 3 ? { fixed: true } : {},
    })),
    answerAttrs: { options: ['B'] },
    score: 2,
  });
/** The items' content, kept beside the snapshots as the server keeps it. */
const contents = new Map<string, ItemContent>();
const frozen = (n: number, content = choice(n, true)): ItemAtVersion => {
  contents.set(`item-${n}`, content);
  return { itemId: `item-${n}`, itemVersion: 1 };
};
const draw = (s: PaperSnapshot, seed: string) => drawPaper(s, seed, (item) => contents.get(item.itemId));

/** 10 items by hand in section 1, section 2 draws 2 rules from pools of 60. */
function snapshot(shuffle = true): PaperSnapshot {
  return {
    paperId: 'paper-1',
    version: 3,
    name: 'P',
    description: null,
    kind: 'random',
    totalScore: 100,
    passMark: 60,
    duration: 60,
    frozenAt: '2026-01-01T00:00:00Z',
    sections: [
      {
        topicName: 'One',
        topicDescription: '',
        score: 2,
        shuffleItems: shuffle,
        shuffleOptions: shuffle,
        items: Array.from({ length: 10 }, (_, i) => ({ ...frozen(i), score: 2 })),
        rules: [],
      },
      {
        topicName: 'Two',
        topicDescription: '',
        score: 1,
        shuffleItems: false,
        shuffleOptions: false,
        items: [],
        rules: [
          { itemTypeCode: 'single_choice', count: 40, score: 1, pool: Array.from({ length: 60 }, (_, i) => frozen(i + 5)) },
          { itemTypeCode: 'single_choice', count: 50, score: 1, pool: Array.from({ length: 60 }, (_, i) => frozen(i + 40)) },
        ],
      },
    ],
  };
}

const ids = (p: ReturnType<typeof draw>) => p.sections.map((s) => s.items.map((i) => i.itemId));

describe('drawPaper', () => {
  it('gives the same paper for the same seed, another order for another', () => {
    const a = draw(snapshot(), 'cand-1');
    expect(draw(snapshot(), 'cand-1')).toEqual(a);
    const b = draw(snapshot(), 'cand-2');
    expect(ids(b)).not.toEqual(ids(a));
    expect(new Set(ids(b)[0])).toEqual(new Set(ids(a)[0]));
  });

  it('picks each rule’s count without repeating an item in the paper', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const all = ids(draw(snapshot(), seed)).flat();
      expect(new Set(all).size).toBe(all.length);
      // rule 2 may find its pool partly taken by the items by hand and rule 1: it then gives what is left
      expect(all.length).toBeLessThanOrEqual(100);
      expect(all.length).toBeGreaterThanOrEqual(10 + 40 + 25);
    }
  });

  it('shuffles options but keeps fixed ones in place, with the key following its option', () => {
    const drawn = draw(snapshot(), 'x').sections[0]!.items;
    expect(drawn.some((i) => i.optionOrder?.join('') !== 'ABCD')).toBe(true);
    for (const i of drawn) {
      expect(i.optionOrder![3]).toBe('D');
      const right = i.content.optionsDataList.find((o) => i.content.answerAttrs.options!.includes(o.optionName))!;
      expect(right.optionContent).toMatch(/B<\/p>$/);
      expect(i.content.optionsDataList.map((o) => o.optionName)).toEqual(['A', 'B', 'C', 'D']);
    }
  });

  it('leaves order alone when the section does not shuffle', () => {
    const s = snapshot(false);
    const drawn = draw(s, 'x');
    expect(drawn.sections[0]!.items.map((i) => i.itemId)).toEqual(Array.from({ length: 10 }, (_, i) => `item-${i}`));
    expect(drawn.sections[0]!.items[0]!.content).toBe(contents.get('item-0'));
    expect(drawn.sections[0]!.items[0]!.optionOrder).toBeUndefined();
  });

  it('names before any content is read the items a draw holds, and reads no other', () => {
    const s = snapshot();
    const named = itemsDrawn(s, 'cand-7');
    const read: string[] = [];
    const drawn = drawPaper(s, 'cand-7', (item) => {
      read.push(item.itemId);
      return contents.get(item.itemId);
    });
    expect(named).toHaveLength(ids(drawn).flat().length);
    expect(named.length).toBeGreaterThan(50);
    expect(new Set(read)).toEqual(new Set(named.map((i) => i.itemId)));
    expect(new Set(ids(drawn).flat())).toEqual(new Set(read));
    expect(() => drawPaper(s, 'cand-7', () => undefined)).toThrow(/not given/);
  });

  it('draws a thousand 100-item papers', () => {
    const s = snapshot();
    for (let i = 0; i < 1000; i++) draw(s, String(i));
  });
});

describe('the paper’s scores in the drawn content', () => {
  it('brings an item’s score, its partial score and a compound’s parts to the paper’s, so marking gives its points', () => {
    const multiple = itemContentSchema.parse({
      itemTypeCode: 'multiple_choice',
      stemAttrs: { content: '<p>M</p>' },
      optionsDataList: ['1', '2', '3'].map((o) => ({ optionContent: o })),
      answerAttrs: { options: ['A', 'B'], partialScore: 2 },
      score: 4,
    });
    const compound = itemContentSchema.parse({
      itemTypeCode: 'compound',
      stemAttrs: { content: '<p>Passage</p>' },
      childItemList: [
        { ...choice(1), score: 5 },
        { ...choice(2), score: 5 },
        { ...choice(3), score: 5 },
      ],
      score: 15,
    });
    const paper = snapshot(false);
    paper.sections = [
      {
        ...paper.sections[0]!,
        items: [
          { ...frozen(100, multiple), score: 6 },
          { ...frozen(101, compound), score: 10 },
        ],
      },
    ];
    const [m, c] = draw(paper, 's').sections[0]!.items;
    expect(m!.content).toMatchObject({ score: 6, answerAttrs: { partialScore: 3 } });
    expect(scoreItem(m!.content, { options: ['A', 'B'] }).score).toBe(6);
    expect(scoreItem(m!.content, { options: ['A'] }).score).toBe(3);
    expect(c!.content.childItemList.map((p) => (p as { score: number }).score)).toEqual([3.3, 3.3, 3.4]);
    const right = { children: [{ options: ['B'] }, { options: ['B'] }, { options: ['B'] }] };
    expect(scoreItem(c!.content, right).score).toBe(10);
  });
});

describe('variantFor', () => {
  const variants = ['A', 'B', 'C'];
  it('hands variants out in turn', () => {
    expect([0, 1, 2, 3, 4].map((i) => variantFor({ mode: 'turn', variants }, i, 's'))).toEqual([0, 1, 2, 0, 1]);
  });
  it('picks at random, the same for the same candidate wherever they stand, all variants over many', () => {
    const pick = (i: number) => variantFor({ mode: 'random', variants }, i, `cand-${i}`);
    expect(pick(7)).toBe(pick(7));
    expect(new Set([0, 1, 2, 40].map((i) => variantFor({ mode: 'random', variants }, i, 'exam|cand-7'))).size).toBe(1);
    expect(new Set(Array.from({ length: 60 }, (_, i) => pick(i)))).toEqual(new Set([0, 1, 2]));
  });
  it('spreads a seeded generator evenly enough', () => {
    const r = seededRandom('x');
    const n = Array.from({ length: 10_000 }, r).filter((v) => v < 0.5).length;
    expect(n).toBeGreaterThan(4_700);
    expect(n).toBeLessThan(5_300);
  });
});

describe('paper rules', () => {
  const draft = (over: object = {}) =>
    paperAddSchema.parse({
      name: 'P',
      bankIds: ['00000000-0000-4000-8000-000000000001'],
      kind: 'fixed',
      duration: 30,
      passMark: 6,
      sections: [
        {
          topicName: 'One',
          score: 2,
          items: [{ itemId: '00000000-0000-4000-8000-000000000002' }, { itemId: '00000000-0000-4000-8000-000000000003', score: 5 }],
        },
      ],
      ...over,
    });

  it('totals the sections: default score per item, overridden per item and rule', () => {
    expect(paperTotalScore(draft().sections)).toBe(7);
    expect(paperTotalScore([{ score: 1.5, items: [], rules: [{ count: 3 }, { count: 2, score: 0.5 }] } as never])).toBe(5.5);
    expect(paperProblems(draft())).toEqual([]);
  });

  it('refuses a pass mark above the total, a pass mark on a personality paper, rules in a fixed paper, long titles', () => {
    expect(paperProblems(draft({ passMark: 7.5 })).map((p) => p.code)).toEqual([ErrorCodes.passMarkAboveTotal]);
    const personality = draft({ kind: 'personality' });
    expect(paperProblems(personality).map((p) => p.code)).toEqual([ErrorCodes.personalityPassMark]);
    const withRule = draft();
    withRule.sections[0]!.rules = [{ bankIds: [], itemTypeCode: 'multiple_choice', knowledgeIds: [], difficulties: [], count: 1 } as never];
    expect(paperProblems(withRule).map((p) => p.code)).toEqual([ErrorCodes.paperRulesInFixed]);
    expect(paperProblems({ ...withRule, kind: 'personality', passMark: null }).map((p) => p.code)).toEqual([
      ErrorCodes.personalityPaperQuestionType,
    ]);
    const long = draft();
    long.sections[0]!.topicName = 'x'.repeat(5001);
    expect(paperProblems(long)).toEqual([{ path: 'sections.0.topicName', code: ErrorCodes.contentTooLong, params: { max: 5000 } }]);
  });

  it('takes the longest items of a rule’s pool as its worst case', () => {
    expect(secondsNeeded([60, 30], [{ count: 2, pool: [10, 50, 40, 5] }])).toBe(90 + 90);
  });

  it('gives a compound item at least its parts’ time together', () => {
    const part = (outTimeSecond: number) => ({ ...choice(1), outTimeSecond });
    const compound = { itemTypeCode: 'compound' as const, outTimeSecond: 0, childItemList: [part(600), part(600)] };
    expect(timeLimitOf(compound)).toBe(1200);
    expect(timeLimitOf({ ...compound, outTimeSecond: 1500 })).toBe(1500);
    expect(timeLimitOf(part(45))).toBe(45);
  });
});
