import { type DrawnPaper, paperApi } from '@cloud-exam/contract/paper/paper';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const paperId = '7a0c5b8e-3f1d-4c2a-9b6e-1d2f3a4b5c6d';
const draws: unknown[] = [];
const drawn = (seed: string): DrawnPaper => ({
  paperId,
  version: 2,
  seed,
  name: 'Mechanics',
  description: null,
  kind: 'random',
  totalScore: 0,
  passMark: null,
  duration: 30,
  sections: [],
});
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: { seed?: string }) => ({
    queryKey: [e.path, input],
    queryFn: async () => {
      if (e.path === paperApi.preview.path) draws.push(input);
      return drawn(input.seed ?? paperId);
    },
  }),
  downloadFrom: vi.fn(),
}));

const host = document.createElement('div');
document.body.append(host);
let root: Root | undefined;
afterEach(() => act(async () => root?.unmount()));

const settle = async () => {
  for (let i = 0; i < 20; i++) await act(async () => new Promise((r) => setTimeout(r, 10)));
};

async function open(address: string) {
  const { default: Page } = await import('./paper-preview-page');
  const router = createMemoryRouter([{ path: '/bank/paper-preview', element: <Page /> }], { initialEntries: [address] });
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback="loading">
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>,
    ),
  );
  await settle();
  return router;
}

const seedField = () => host.querySelector<HTMLInputElement>('#paper-seed')!;
const shown = () => host.querySelector('[data-testid="paper-seed-shown"]')?.textContent;

describe('the paper preview', () => {
  it('draws with the seed of its address, and a new seed goes into the address, so a reload draws the same', async () => {
    await i18nReady;
    await changeLanguage('en');
    const router = await open(`/bank/paper-preview?id=${paperId}&seed=alice`);
    expect(draws).toEqual([{ id: paperId, seed: 'alice' }]);
    expect(seedField().value).toBe('alice');
    expect(shown()).toBe('Seed: alice · version 2');

    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(seedField(), ' bob ');
      seedField().dispatchEvent(new Event('input', { bubbles: true }));
    });
    const draw = [...host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === 'Draw')!;
    await act(async () => draw.click());
    await settle();
    expect(router.state.location.search).toBe(`?id=${paperId}&seed=bob`);
    expect(draws.at(-1)).toEqual({ id: paperId, seed: 'bob' });
    expect(shown()).toBe('Seed: bob · version 2');

    // Back to the address with the first seed: its draw, and the field filled with it.
    await act(async () => router.navigate(`/bank/paper-preview?id=${paperId}&seed=alice`));
    await settle();
    expect(seedField().value).toBe('alice');
    expect(shown()).toBe('Seed: alice · version 2');

    // A blank seed leaves the address without one: the paper's own id draws.
    await act(async () => {
      setValue.call(seedField(), '');
      seedField().dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => draw.click());
    await settle();
    expect(router.state.location.search).toBe(`?id=${paperId}`);
    expect(draws.at(-1)).toEqual({ id: paperId });
  }, 30_000);

  it('drops a seed its schema refuses and draws with the paper’s id', async () => {
    draws.length = 0;
    await open(`/bank/paper-preview?id=${paperId}&seed=${'x'.repeat(101)}`);
    expect(draws).toEqual([{ id: paperId }]);
    expect(seedField().value).toBe('');
  }, 30_000);
});
