import { describe, expect, it } from 'vitest';
import { bestMatches, questionKey } from './qa-match';

const items = [
  { question: '如何退还报名费？' },
  { question: '准考证在哪里打印' },
  { question: '考试时摄像头无法打开怎么办' },
  { question: 'How do I reset my password?' },
];

describe('matching a question to the Q&A', () => {
  it('folds width, case, spacing and punctuation for duplicates', () => {
    expect(questionKey(' 如何 退还报名费？ ')).toBe(questionKey('如何退还报名费?'));
    expect(questionKey('ＡＢＣ def')).toBe('abcdef');
  });

  it('finds Chinese questions worded differently, best first, and leaves the unrelated out', () => {
    expect(bestMatches('报名费怎么退还', items, 5).map((m) => m.question)).toEqual(['如何退还报名费？']);
    expect(bestMatches('打印准考证', items, 5)[0]?.question).toBe('准考证在哪里打印');
    expect(bestMatches('摄像头打不开', items, 5)[0]?.question).toBe('考试时摄像头无法打开怎么办');
    expect(bestMatches('今天天气', items, 5)).toEqual([]);
  });

  it('finds other languages too, and keeps to the limit', () => {
    expect(bestMatches('reset password', items, 5).map((m) => m.question)).toEqual(['How do I reset my password?']);
    expect(bestMatches('如何准考证考试报名费', items, 2)).toHaveLength(2);
  });
});
