import { Authority } from '@cloud-exam/contract/authorities';
import { type Banner, bannerApi } from '@cloud-exam/contract/portal/banner';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../../api/call';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { BANNERS_PATH } from '../paths';

const BANNER: Banner = {
  id: 'b1',
  title: '报名开始了',
  image: 'k1',
  imageUrl: 'cloudeFile/file/k1',
  width: 1920,
  height: 688,
  link: '/news',
  sort: 1,
  status: 1,
  startTime: null,
  endTime: null,
  createTime: '2026-06-01T00:00:00.000Z',
};
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => null,
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async () => null),
}));
vi.mock('../../../components/list/use-list-page', () => ({
  useListPage: () => ({
    filter: {},
    narrow: vi.fn(),
    pagination: false,
    query: { isFetching: false, data: { records: [BANNER], total: 1, current: 1, size: 10 } },
  }),
}));

const buttonOf = (text: string, within: ParentNode = document.body) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text)!;
/** A field of the dialog (rendered outside the page) by its label. */
const formItem = (label: string) =>
  [...document.querySelectorAll('.ant-modal .ant-form-item')].find((el) => el.querySelector('label')?.textContent === label) as HTMLElement;
const click = async (element: HTMLElement) => {
  await act(async () => element.click());
  await settle();
};

describe('the banner editor', () => {
  it('lists the banners with their size and period, checks the dialog’s fields, and deletes only once confirmed', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./banner-page');
    await renderPage(Page, { route: BANNERS_PATH, path: BANNERS_PATH, authorities: [Authority.operator] });
    const row = host.querySelector('.ant-table-tbody tr.ant-table-row')!;
    expect(row.textContent).toContain('报名开始了');
    expect(row.textContent).toContain('1920×688');
    expect(row.textContent).toContain('一直展示');

    await click(buttonOf('新增轮播图'));
    await click(document.querySelector<HTMLElement>('.ant-modal-footer .ant-btn-primary')!);
    expect(formItem('标题').textContent).toContain('请填写标题');
    expect(formItem('图片').textContent).toContain('请填写图片');
    expect(formItem('图片').textContent).toContain('宽不超过1920像素，高不超过688像素');
    const link = formItem('跳转链接').querySelector('input')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(link, 'javascript:alert(1)');
      link.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle();
    expect(formItem('跳转链接').textContent).toContain('链接须以 / 或 http(s):// 开头');
    expect(call).not.toHaveBeenCalled();
    await click(document.querySelector<HTMLElement>('.ant-modal-footer .ant-btn:not(.ant-btn-primary)')!);

    await click(buttonOf('删除', row));
    expect(call).not.toHaveBeenCalled();
    expect(document.querySelector('.ant-popover')?.textContent).toContain('确定删除轮播图“报名开始了”吗？');
    await click(document.querySelector<HTMLElement>('.ant-popover .ant-btn-primary')!);
    expect(call).toHaveBeenCalledWith(bannerApi.remove, { id: 'b1' });
  }, 60_000);
});
