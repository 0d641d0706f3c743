import type { CandidateItemContent, Response } from '@cloud-exam/contract/sitting/sitting';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ItemView, wordCount } from './item-view';
import { host, render } from './test/render';

const part = (itemTypeCode: CandidateItemContent['itemTypeCode'], extra: Partial<CandidateItemContent> = {}): CandidateItemContent => ({
  itemTypeCode,
  stemAttrs: { content: '<p>题干</p>', media: [] },
  optionsDataList: ['甲', '乙', '丙'].map((text, i) => ({ optionName: 'ABC'[i]!, optionContent: `<p>${text}</p>` })),
  attrsDataList: [],
  score: 2,
  childItemList: [],
  ...extra,
});

const noPlays = { played: () => 0, play: async () => undefined };

/** Renders an item, answers through `act`, and says what the item reported last. */
async function answering(content: CandidateItemContent, value?: Response) {
  let last: Response | undefined;
  await render(<ItemView content={content} id="i1" value={value} onChange={(v) => (last = v)} plays={noPlays} />);
  return { last: () => last };
}
const click = (el: Element | null | undefined) => act(async () => (el as HTMLElement).click());
function type(el: Element | null | undefined, text: string) {
  const input = el as HTMLInputElement | HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  return act(async () => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function choose(el: Element | null | undefined, value: string) {
  const select = el as HTMLSelectElement;
  return act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('an item as the candidate answers it', () => {
  it('takes one option of a single choice, several of a multiple choice', async () => {
    const single = await answering(part('single_choice'));
    expect(host.querySelectorAll('input[type=radio]')).toHaveLength(3);
    await click(host.querySelectorAll('input')[1]);
    expect(single.last()).toEqual({ options: ['B'] });

    const multiple = await answering(part('multiple_choice'), { options: ['C'] });
    await click(host.querySelectorAll('input[type=checkbox]')[0]);
    expect(multiple.last()).toEqual({ options: ['A', 'C'] });
  });

  it('fills a cloze item’s blanks in order, and pairs a matching item’s questions', async () => {
    const cloze = await answering(part('cloze_fill', { blankCount: 2 }));
    await type(host.querySelectorAll('input')[1], '十一');
    expect(cloze.last()).toEqual({ blanks: ['', '十一'] });

    const pairs = [{ stemAttrs: { content: '<p>法国</p>', media: [] } }, { stemAttrs: { content: '<p>日本</p>', media: [] } }];
    const matching = await answering(part('matching', { childItemList: pairs }));
    await choose(host.querySelectorAll('select')[1], 'C');
    expect(matching.last()).toEqual({ pairs: [null, 'C'] });
  });

  it('answers forced choice by most and least, a compound item part by part', async () => {
    const forced = await answering(part('forced_choice'), { most: 'A' });
    await click(host.querySelector('input[aria-label="最不符合 B"]'));
    expect(forced.last()).toEqual({ most: 'A', least: 'B' });

    const compound = await answering(
      part('compound', {
        childItemList: [
          { ...part('true_false'), childItemList: [] },
          { ...part('short_answer'), childItemList: [] },
        ],
      }),
    );
    await type(host.querySelector('textarea'), '答案');
    expect(compound.last()).toEqual({ children: [null, { text: '答案' }] });
  });

  it('counts the words of a written answer as Chinese readers count them, against its limits', async () => {
    expect(wordCount('成长是一个过程 and we learn')).toBe(7 + 3);
    await answering(part('essay', { minWords: 10, maxWords: 200 }), { text: '我们在失败中汲取经验' });
    expect(host.textContent).toContain('已写 10 字 · 至少 10 字 · 至多 200 字');
  });
});
