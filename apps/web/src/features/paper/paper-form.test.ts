import { paperAddSchema, type Paper } from '@cloud-exam/contract/paper/paper';
import { paperProblems } from '@cloud-exam/contract/paper/rules';
import { describe, expect, it } from 'vitest';
import { newPaperValues, newRule, paperValues, problemPlace, toPaperInput } from './paper-form';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const ITEM = '00000000-0000-4000-8000-000000000001';

const saved: Paper = {
  id: '00000000-0000-4000-8000-0000000000ff',
  name: '期中考试',
  description: null,
  deptId: null,
  deptName: null,
  bankIds: [A],
  bankNames: ['物理'],
  kind: 'random',
  totalScore: 12,
  passMark: 6,
  duration: 30,
  itemCount: 4,
  version: 3,
  locked: false,
  useCount: 0,
  createdByName: null,
  createTime: '2026-01-01T00:00:00Z',
  updateTime: '2026-01-01T00:00:00Z',
  uses: [],
  sections: [
    {
      topicName: '一、单选题',
      topicDescription: '',
      scoring: 'section',
      score: 3,
      shuffleItems: true,
      shuffleOptions: false,
      items: [{ itemId: ITEM, score: undefined, itemVersion: 2, ownScore: 4 }],
      rules: [{ bankIds: [B], itemTypeCode: 'multiple_choice', knowledgeIds: [], difficulties: [2, 3], count: 3, score: undefined }],
    },
  ],
};

describe('paper form values', () => {
  it('come back from a saved paper as the same input, overrides left blank', () => {
    const values = paperValues(saved);
    expect(values.sections[0]!.items[0]!.score).toBeNull();
    expect(values.deptId).toBeUndefined();
    const input = toPaperInput(values, 'random');
    expect(input.sections[0]!.items).toEqual([{ itemId: ITEM, score: undefined }]);
    expect(input.sections[0]!.rules![0]).toEqual({ ...saved.sections[0]!.rules[0], score: undefined });
    expect(input).toMatchObject({ description: null, deptId: null, passMark: 6, kind: 'random' });
    expect(paperAddSchema.safeParse(input).success).toBe(true);
  });

  it('send an override given, trimmed texts, and no rules on a fixed paper', () => {
    const values = newPaperValues('fixed', '第一大题');
    values.name = '  月考 ';
    values.bankIds = [A];
    values.sections[0]!.items = [{ itemId: ITEM, score: 5 }];
    values.sections[0]!.rules = [newRule('fixed')];
    const input = toPaperInput(values, 'fixed');
    expect(input.name).toBe('月考');
    expect(input.sections[0]!.items![0]!.score).toBe(5);
    expect(input.sections[0]!.rules).toEqual([]);
    expect(paperProblems(paperAddSchema.parse(input))).toEqual([]);
  });

  it('give a personality paper no pass mark and a personality type for its rules', () => {
    const values = newPaperValues('personality', '第一部分');
    values.bankIds = [A];
    values.name = '性格测评';
    values.passMark = 10;
    values.sections[0]!.rules = [newRule('personality')];
    const input = toPaperInput(values, 'personality');
    expect(input.passMark).toBeNull();
    expect(input.sections[0]!.rules![0]!.itemTypeCode).toBe('single_choice');
    expect(paperProblems(paperAddSchema.parse(input))).toEqual([]);
  });

  it('name the section and row a problem points at, from 1', () => {
    expect(problemPlace('sections.1.rules.0.score')).toEqual({ section: 2, item: undefined, rule: 1, field: 'score' });
    expect(problemPlace('passMark')).toEqual({ section: undefined, item: undefined, rule: undefined, field: 'passMark' });
  });
});
