import { Authority } from '@cloud-exam/contract/authorities';
import { quickMessageApi, smartQaApi } from '@cloud-exam/contract/service/service';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../../api/call';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';

const T = '2026-11-20T02:00:00.000Z';
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      if (e.path === quickMessageApi.page.path)
        return {
          records: [
            { id: 'm1', title: '联系人工', reply: '工作日在线', published: true, sort: 0, updateTime: T },
            { id: 'm2', title: '草稿消息', reply: '还没发布', published: false, sort: 1, updateTime: T },
          ],
          total: 2,
          current: 1,
          size: 10,
        };
      if (e.path === smartQaApi.platformPage.path)
        return {
          records: [{ id: 'p1', question: '如何退还报名费？', answer: '申请退款', published: true, blocked: false, updateTime: T }],
          total: 1,
          current: 1,
          size: 10,
        };
      return { records: [], total: 0, current: 1, size: 10 };
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async () => null),
}));

const click = (el: Element) => act(async () => (el as HTMLElement).click());
const buttonsIn = (el: ParentNode) => [...el.querySelectorAll('button')];
const byText = (el: ParentNode, text: string) => buttonsIn(el).find((b) => b.textContent?.replace(/\s/g, '') === text)!;
const rowOf = (text: string) => [...host.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(text))!;
/** Confirms the Popconfirm opened last. */
async function confirm() {
  await settle();
  const pop = [...document.querySelectorAll('.ant-popconfirm-buttons')].at(-1)!;
  await click(buttonsIn(pop).at(-1)!);
  await settle();
}

describe('the customer-service editors', () => {
  it('lock published quick messages, delete and publish behind a confirm', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./quick-message-page');
    await renderPage(Page, { route: '/portal/service/quick', path: '/portal/service/quick', authorities: [Authority.portal] });
    expect(buttonsIn(rowOf('联系人工')).map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['撤回']);
    expect(buttonsIn(rowOf('草稿消息')).map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['发布', '编辑', '删除']);

    await click(byText(rowOf('草稿消息'), '删除'));
    expect(document.body.textContent).toContain('确定删除快捷消息“草稿消息”吗？');
    expect(call).not.toHaveBeenCalled();
    await confirm();
    expect(call).toHaveBeenLastCalledWith(quickMessageApi.remove, { id: 'm2' });

    await click(byText(rowOf('草稿消息'), '发布'));
    await confirm();
    expect(call).toHaveBeenLastCalledWith(quickMessageApi.publish, { id: 'm2', published: true });
  }, 30_000);

  it('let an institution block a platform Q&A item', async () => {
    const { default: Page } = await import('./qa-page');
    await renderPage(Page, { route: '/portal/service/qa', path: '/portal/service/qa', authorities: [Authority.portal] });
    await click([...host.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent === '平台问答')!);
    await settle();
    expect(rowOf('如何退还报名费？').textContent).toContain('显示中');
    await click(byText(rowOf('如何退还报名费？'), '屏蔽'));
    await confirm();
    expect(call).toHaveBeenLastCalledWith(smartQaApi.block, { id: 'p1', blocked: true });
  }, 30_000);
});
