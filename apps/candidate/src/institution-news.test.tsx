import { downloadApi } from '@cloud-exam/contract/portal/download';
import { newsApi } from '@cloud-exam/contract/portal/news';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstitutionNews } from './institution-news';
import { host, render, settle } from './test/render';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 20000, msg: 'success', data }));
const item = {
  id: 'n1',
  categoryId: 'c1',
  categoryName: '通知',
  title: '考场须知',
  summary: null,
  cover: null,
  coverUrl: null,
  pinned: 0,
  status: 1,
  publishTime: '2026-06-01T02:00:00.000Z',
  views: 0,
  createTime: '2026-06-01T01:00:00.000Z',
};
afterEach(() => vi.unstubAllGlobals());

describe('the institution’s news and files on the waiting screen', () => {
  it('lists them, reads an item when it is opened, and links each file to the store', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const path = new URL(url, 'http://x').pathname;
        asked.push(`${path} ${(init.headers as Record<string, string>).authorization ?? ''}`);
        if (path.endsWith(newsApi.candidatePage.path)) return ok({ records: [item], total: 1, current: 1, size: 5 });
        if (path.endsWith('/candidate/query/n1')) return ok({ ...item, content: '<p>请携带身份证。</p>' });
        if (path.endsWith(downloadApi.candidateList.path))
          return ok([
            {
              categoryId: 'd1',
              categoryName: '表格',
              files: [
                {
                  id: 'f1',
                  title: '承诺书',
                  description: null,
                  fileUrl: 'cloudeFile/file/f1',
                  fileName: '承诺书.pdf',
                  size: 10,
                  updateTime: item.publishTime,
                },
              ],
            },
          ]);
        return ok(null);
      }),
    );
    await render(<InstitutionNews token="tok" />);
    await settle();
    expect(host.querySelector('summary')?.textContent).toContain('考场须知');
    expect(host.querySelector('a[download]')?.getAttribute('href')).toMatch(/\/cloudeFile\/file\/f1$/);
    expect(asked.every((a) => a.endsWith('Bearer tok'))).toBe(true);
    await act(async () => {
      const details = host.querySelector('details')!;
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    await settle();
    expect(host.querySelector('details')?.textContent).toContain('请携带身份证。');
  });

  it('shows nothing while the institution published nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok({ records: [], total: 0, current: 1, size: 5 })),
    );
    await render(<InstitutionNews token="tok" />);
    await settle();
    expect(host.textContent).toBe('');
  });
});
