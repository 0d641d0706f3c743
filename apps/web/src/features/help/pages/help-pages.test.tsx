import { helpArticleApi, helpMenuApi } from '@cloud-exam/contract/help/help';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage } from '../../../test/page-harness';
import { HELP_PATH, HELP_SEARCH_PATH } from '../paths';

const MENUS = [
  {
    id: 'm1',
    parentId: null,
    name: '考生指南',
    level: 1,
    sort: 0,
    children: [{ id: 'm2', parentId: 'm1', name: '报名', level: 2, sort: 0, children: [] }],
  },
];
const ARTICLE = {
  id: 'a1',
  menuId: 'm1',
  title: '准考证打印',
  content: '<p>考前一周可在<strong>个人中心</strong>下载准考证。</p>',
  updateTime: '2026-11-20T02:00:00.000Z',
};
const part = (text: string, hit = false) => ({ text, hit });
const asked: { path: string; input: unknown }[] = [];

vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: { keyword?: string; current?: number }) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      asked.push({ path: e.path, input });
      if (e.path === helpMenuApi.list.path) return MENUS;
      if (e.path === helpArticleApi.queryPage.path) return { records: [ARTICLE], total: 1, current: 1, size: 10 };
      if (e.path === helpArticleApi.searchPage.path) {
        if (input.keyword !== '准考证') return { records: [], total: 0, current: 1, size: 10 };
        return {
          records: [
            {
              id: 'a1',
              menuId: 'm1',
              // what a title holds is text, even when it looks like markup
              title: [part('<img src=x onerror=alert(1)> '), part('准考证', true), part('打印')],
              snippet: [part('…考前一周可在个人中心下载'), part('准考证', true), part('。')],
            },
          ],
          total: 12,
          current: input.current,
          size: 10,
        };
      }
      return null;
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(),
}));

describe('the help centre’s public pages', () => {
  it('show the menu tree and the first article of the chosen menu, its rich text drawn safely', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./help-page');
    await renderPage(Page, { route: HELP_PATH, path: HELP_PATH });
    const tree = host.querySelector('nav[aria-label="帮助目录"]')!;
    expect(tree.textContent).toContain('考生指南');
    expect(tree.textContent).toContain('报名');
    const article = host.querySelector('article')!;
    expect(article.querySelector('h2')?.textContent).toBe('准考证打印');
    expect(article.querySelector('strong')?.textContent).toBe('个人中心');
    expect(asked).toContainEqual({ path: helpArticleApi.queryPage.path, input: { menuId: 'm1', current: 1, size: 10 } });
  }, 60_000);

  it('search: the matches marked, markup in a title shown as text, paging, and an empty state', async () => {
    const { default: Page } = await import('./help-search-page');
    await renderPage(Page, { route: HELP_SEARCH_PATH, path: `${HELP_SEARCH_PATH}?keyword=${encodeURIComponent('准考证')}&page=2` });
    expect(host.textContent).toContain('“准考证”的搜索结果');
    expect(host.textContent).toContain('共找到 12 篇文章');
    expect([...host.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['准考证', '准考证']);
    expect(host.querySelector('.ant-list img')).toBeNull();
    expect(host.textContent).toContain('<img src=x onerror=alert(1)>');
    const link = host.querySelector('.ant-list-item a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/help/index?menu=m1&article=a1');
    expect(host.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
    expect(asked).toContainEqual({ path: helpArticleApi.searchPage.path, input: { keyword: '准考证', current: 2, size: 10 } });

    await renderPage(Page, { route: HELP_SEARCH_PATH, path: `${HELP_SEARCH_PATH}?keyword=nothing` });
    expect(host.textContent).toContain('没有找到包含“nothing”的文章，换个关键词试试');
  }, 60_000);
});
