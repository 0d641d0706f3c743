import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ComponentType, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll } from 'vitest';
import { ViewLocation } from '../components/view-location';

/**
 * A console page rendered as the shell renders it, for a page's test: a query client of its own, the router at the
 * page's address and the view's location (its route pattern), the page lazily loaded. Unmounted after the file.
 */

// React's act() warns unless told it runs in a test.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

export const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
afterAll(() => act(async () => root.unmount()));

/** Lets queries answer and effects run (a few rounds of timers inside act). */
export async function settle() {
  for (let i = 0; i < 20; i++) await act(async () => new Promise((r) => setTimeout(r, 10)));
}

export async function renderPage(Page: ComponentType, { route, path }: { route: string; path: string }) {
  await act(async () =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <ViewLocation value={{ path, route }}>
            <Suspense fallback="loading">
              <Page />
            </Suspense>
          </ViewLocation>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  await settle();
}

/** The form item whose label reads `label`, or undefined. */
export const formItem = (label: string) =>
  [...host.querySelectorAll('.ant-form-item')].find((el) => el.querySelector('label')?.textContent === label) as HTMLElement;
