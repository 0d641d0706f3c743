import { itemApi } from '@cloud-exam/contract/bank/item';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Form } from 'antd';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { TagFilter, TagSelect } from './tag-select';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TAGS = [
  { tag: '期中', count: 3 },
  { tag: '难', count: 2 },
  { tag: '期末', count: 1 },
];
const asked: unknown[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: { keyword?: string }) => ({
    queryKey: [e.path, input],
    queryFn: async () => {
      if (e.path === itemApi.tags.path) asked.push(input);
      return TAGS.filter((t) => !input.keyword || t.tag.includes(input.keyword));
    },
  }),
}));

const host = document.createElement('div');
document.body.append(host);
let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  asked.length = 0;
});

const settle = async (ms = 100) => {
  for (let i = 0; i < ms / 10; i++) await act(async () => new Promise((r) => setTimeout(r, 10)));
};
async function show(node: ReactNode) {
  await i18nReady;
  await changeLanguage('en');
  root = createRoot(host);
  await act(async () => root!.render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>));
  await settle();
}
async function type(text: string) {
  const input = host.querySelector<HTMLInputElement>('input')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    input.focus();
    input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle(500);
}
const suggestions = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('tag suggestions', () => {
  it('filter the list by one of the bank’s tags found by typing part of it, with how many items carry each', async () => {
    const chosen = vi.fn();
    await show(<TagFilter bankId="bank-1" label="Filter by tag" width={160} onChange={chosen} />);
    expect(asked).toEqual([{ bankId: 'bank-1' }]);
    await type('期');
    expect(asked.at(-1)).toEqual({ bankId: 'bank-1', keyword: '期' });
    expect(suggestions()).toEqual(['期中3 items', '期末1 item']);
    await act(async () => (document.querySelector('.ant-select-item-option') as HTMLElement).click());
    expect(chosen).toHaveBeenCalledWith('期中');
  }, 30_000);

  it('suggest the bank’s tags in a tags field, which still takes a new one', async () => {
    const saved = vi.fn();
    await show(
      <Form onValuesChange={saved} initialValues={{ tags: ['难'] }}>
        <Form.Item name="tags" label="Tags">
          <TagSelect bankId="bank-2" />
        </Form.Item>
      </Form>,
    );
    await type('期');
    expect(asked.at(-1)).toEqual({ bankId: 'bank-2', keyword: '期' });
    await act(async () => (document.querySelector('.ant-select-item-option[title="期末"]') as HTMLElement).click());
    expect(saved).toHaveBeenLastCalledWith({ tags: ['难', '期末'] }, { tags: ['难', '期末'] });

    await type('新标签');
    expect(suggestions()).toContain('新标签');
    await act(async () => (document.querySelector('.ant-select-item-option[title="新标签"]') as HTMLElement).click());
    expect(saved).toHaveBeenLastCalledWith({ tags: ['难', '期末', '新标签'] }, { tags: ['难', '期末', '新标签'] });
  }, 30_000);
});
