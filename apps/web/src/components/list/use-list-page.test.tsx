import { postApi } from '@cloud-exam/contract/org/post';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady } from '../../i18n/i18n';
import { filterFrom, useListPage } from './use-list-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({ queryKey: [e.path, input], queryFn: async () => ({ records: [], total: 0 }) }),
}));

describe('a list’s filter read from the address', () => {
  it('reads the page and filters through the endpoint’s schema', () => {
    expect(filterFrom(postApi.page, '?name=%E7%9B%91&status=0&current=3&size=20', {})).toEqual({
      name: '监',
      status: 0,
      current: 3,
      size: 20,
    });
  });

  it('drops a parameter the schema refuses and keeps the rest, the page size falling back to the list’s own', () => {
    expect(filterFrom(postApi.page, '?name=%E7%9B%91&status=7&size=100000', { size: 20 })).toEqual({ name: '监', current: 1, size: 20 });
  });

  it('starts from the list’s defaults', () => {
    expect(filterFrom(postApi.page, '', { size: 20 })).toEqual({ current: 1, size: 20 });
  });
});

describe('a list’s filter changed', () => {
  it('keeps a change made before the address caught up with the one before it (a tab, then at once a search)', async () => {
    let list: ReturnType<typeof useListPage<typeof postApi.page>> | undefined;
    let address = '';
    function Page() {
      list = useListPage(postApi.page);
      address = useLocation().search;
      return null;
    }
    await i18nReady;
    await i18n.loadNamespaces('list');
    const root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/sys/post?current=2&size=10']}>
            <Page />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    await act(async () => {
      // Both from the same render, as two handlers run before the page shows the first change.
      list!.narrow({ status: 0 });
      list!.narrow({ name: '监' });
    });
    expect(Object.fromEntries(new URLSearchParams(address))).toEqual({ status: '0', name: '监', current: '1', size: '10' });
    await act(async () => list!.narrow({ name: '' }));
    expect(Object.fromEntries(new URLSearchParams(address))).toEqual({ status: '0', current: '1', size: '10' });
    await act(async () => root.unmount());
  });
});
