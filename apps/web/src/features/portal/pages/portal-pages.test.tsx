import { bannerApi } from '@cloud-exam/contract/portal/banner';
import { portalCategoryApi } from '@cloud-exam/contract/portal/category';
import { downloadApi } from '@cloud-exam/contract/portal/download';
import { newsApi, type News } from '@cloud-exam/contract/portal/news';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { LANDING_PATH } from '../../../lib/paths';
import { host, renderPage } from '../../../test/page-harness';
import { NEWS_DETAIL_PATH, NEWS_PATH, newsDetailPath, PUBLIC_DOWNLOADS_PATH } from '../paths';

const NEWS: News = {
  id: 'n1',
  categoryId: 'c1',
  categoryName: '通知公告',
  title: '关于考试安排的公告',
  summary: '本次考试的时间与地点',
  cover: null,
  coverUrl: null,
  pinned: 1,
  status: 1,
  publishTime: '2026-06-01T02:00:00.000Z',
  views: 12,
  createTime: '2026-06-01T01:00:00.000Z',
  content: '<p>考生须提前三十分钟入场。</p>',
};
const asked: { path: string; input: unknown }[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      asked.push({ path: e.path, input });
      if (e.path === portalCategoryApi.publicList.path)
        return [
          { id: 'c1', name: '通知公告' },
          { id: 'c2', name: '政策解读' },
        ];
      if (e.path === newsApi.publicPage.path) return { records: [NEWS], total: 11, current: 1, size: 10 };
      if (e.path === newsApi.publicDetail.path) return NEWS;
      if (e.path === bannerApi.list.path)
        return [{ id: 'b1', title: '报名开始了', imageUrl: 'cloudeFile/file/b1', width: 1920, height: 688, link: '/news' }];
      if (e.path === downloadApi.publicList.path)
        return [
          {
            categoryId: 'd1',
            categoryName: '客户端软件',
            files: [
              {
                id: 'f1',
                title: '考试客户端',
                description: null,
                fileUrl: 'cloudeFile/file/f1',
                fileName: 'client.zip',
                size: 3 * 1024 * 1024,
                updateTime: '2026-06-02T02:00:00.000Z',
              },
            ],
          },
        ];
      return null;
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(),
}));

describe('the portal’s public pages', () => {
  it('lists the news with its categories, pinned first, and pages through it', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./news-list-page');
    await renderPage(Page, { route: NEWS_PATH, path: `${NEWS_PATH}?category=c1` });
    expect(host.querySelector('h1')?.textContent).toBe('新闻资讯');
    expect(host.querySelector('.ant-segmented')?.textContent).toBe('全部通知公告政策解读');
    expect(asked.find((a) => a.path === newsApi.publicPage.path)?.input).toEqual({ categoryId: 'c1', current: 1, size: 10 });
    const item = host.querySelector('.ant-list-item')!;
    expect(item.textContent).toContain('置顶');
    expect(item.querySelector('a')?.getAttribute('href')).toBe(newsDetailPath('n1'));
    expect(item.textContent).toContain('12 次浏览');
    expect(item.textContent).toContain('2026-06-01 02:00');
    expect(host.querySelector('.ant-pagination')?.textContent).toContain('2');
  }, 60_000);

  it('reads one item, its text as the server kept it', async () => {
    const { default: Page } = await import('./news-detail-page');
    await renderPage(Page, { route: NEWS_DETAIL_PATH, path: newsDetailPath('n1') });
    expect(host.querySelector('article h2')?.textContent).toBe('关于考试安排的公告');
    expect(host.querySelector('article')?.textContent).toContain('考生须提前三十分钟入场。');
    expect(host.querySelector('.ant-breadcrumb a')?.getAttribute('href')).toBe(NEWS_PATH);
  }, 30_000);

  it('says so when the address names no item', async () => {
    const { default: Page } = await import('./news-detail-page');
    await renderPage(Page, { route: NEWS_DETAIL_PATH, path: NEWS_DETAIL_PATH });
    expect(host.textContent).toContain('该资讯不存在或已下线');
  });

  it('offers the published files by category with their size and date', async () => {
    const { default: Page } = await import('./download-center-page');
    await renderPage(Page, { route: PUBLIC_DOWNLOADS_PATH, path: PUBLIC_DOWNLOADS_PATH });
    expect(host.querySelector('.ant-card-head h2')?.textContent).toBe('客户端软件');
    const row = host.querySelector('.ant-list-item')!;
    expect(row.textContent).toContain('client.zip');
    expect(row.textContent).toContain('3.0 MB');
    expect(row.textContent).toContain('2026-06-02 02:00');
    expect(row.querySelector('a[download]')?.getAttribute('href')).toBe('cloudeFile/file/f1');
  });

  it('shows the banners on the landing page, each leading to its link', async () => {
    const { default: Page } = await import('./landing-page');
    await renderPage(Page, { route: LANDING_PATH, path: LANDING_PATH });
    const carousel = host.querySelector('[data-testid="banner-carousel"]')!;
    const image = carousel.querySelector('img[alt="报名开始了"]')!;
    expect(image.getAttribute('src')).toBe('cloudeFile/file/b1');
    expect(image.closest('a')?.getAttribute('href')).toBe('/news');
    expect(host.textContent).toContain('关于考试安排的公告');
  });
});
