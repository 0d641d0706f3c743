import { describe, expect, it } from 'vitest';
import { highlightParts, snippetAround } from './highlight';

describe('help search highlights', () => {
  it('split a text at every match, in any case and script', () => {
    expect(highlightParts('如何报名考试？报名后可修改', '报名')).toEqual([
      { text: '如何', hit: false },
      { text: '报名', hit: true },
      { text: '考试？', hit: false },
      { text: '报名', hit: true },
      { text: '后可修改', hit: false },
    ]);
    expect(highlightParts('Reset your Password', 'password')).toEqual([
      { text: 'Reset your ', hit: false },
      { text: 'Password', hit: true },
    ]);
    expect(highlightParts('a.b (c)', '(c)')).toEqual([
      { text: 'a.b ', hit: false },
      { text: '(c)', hit: true },
    ]);
    expect(highlightParts('<b>x</b>', 'zz')).toEqual([{ text: '<b>x</b>', hit: false }]);
  });

  it('show the stretch around the first match of a long text', () => {
    const text = `${'甲'.repeat(300)}准考证打印${'乙'.repeat(300)}`;
    const snippet = snippetAround(text, '准考证', 60);
    expect(snippet).toContain('准考证打印');
    expect(snippet.startsWith('…') && snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBe(62);
    expect(snippetAround('short text', 'nothing')).toBe('short text');
  });
});
