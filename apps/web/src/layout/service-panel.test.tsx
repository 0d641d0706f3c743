import { serviceDeskApi } from '@cloud-exam/contract/service/service';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../i18n/i18n';
import { host, renderPage, settle } from '../test/page-harness';

const asked: { path: string; input: unknown }[] = [];
vi.mock('../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => ({
      quickMessages: [{ id: 'm1', title: '联系人工', reply: '工作日 9:00–18:00 在线' }],
      contact: { qrUrl: 'https://work.weixin.qq.com/kf/abc', note: '扫码添加专属客服' },
    }),
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: { q: string }) => {
    asked.push({ path: e.path, input });
    if (input.q.includes('退'))
      return [
        { id: 'q1', question: '如何退还报名费？', answer: '在“我的订单”中申请退款。', score: 0.6 },
        { id: 'q2', question: '退款多久到账', answer: '三个工作日内。', score: 0.3 },
      ];
    return [];
  }),
}));

const click = (el: Element) => act(async () => (el as HTMLElement).click());
const button = (text: string) => [...host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text)!;
async function askWidget(q: string) {
  const input = host.querySelector('input[aria-label="请输入您的问题"]') as HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, q);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await click(button('发送'));
  await settle();
}

describe('the customer-service widget', () => {
  it('answers a quick message, a question from the Q&A with related ones, and offers the code when nothing matches', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: ServicePanel } = await import('./service-panel');
    await renderPage(() => <ServicePanel signedIn={false} />, { route: '/propaganda', path: '/propaganda' });
    const log = () => host.querySelector('[role="log"]')!.textContent;
    expect(log()).toContain('您好，请问有什么可以帮您');

    await click(button('联系人工'));
    expect(log()).toContain('工作日 9:00–18:00 在线');

    await askWidget('报名费怎么退');
    expect(asked).toEqual([{ path: serviceDeskApi.ask.path, input: { q: '报名费怎么退' } }]);
    expect(log()).toContain('在“我的订单”中申请退款。');
    expect(log()).toContain('您可能还想问：');
    await click(button('退款多久到账'));
    expect(log()).toContain('三个工作日内。');
    expect(host.querySelector('.ant-qrcode')).toBeNull();

    await askWidget('今天天气如何');
    expect(log()).toContain('抱歉，没有找到相关答案');
    expect(host.querySelector('.ant-qrcode')).not.toBeNull();
    expect(host.textContent).toContain('扫码添加专属客服');
  }, 30_000);
});
