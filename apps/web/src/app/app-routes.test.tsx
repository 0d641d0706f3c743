import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../i18n/i18n';
import { appRoutes } from './app-routes';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

vi.mock('../features/errors/pages/not-found-page', () => {
  throw new Error('the page cannot be loaded');
});

describe('the app’s routes', () => {
  it('show the error page in place of a public page that cannot be loaded, where React Router would show nothing', async () => {
    await i18nReady;
    await changeLanguage('en');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/404'] });
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(host.querySelector('.ant-result-title')?.textContent).toBe('Something went wrong');
    expect(host.querySelector('[data-testid=error-reference]')?.textContent).toMatch(/^[0-9A-F]{8}$/);
    expect(host.querySelector('.ant-result-extra')?.textContent).toBe('ReloadBack to home');
    await act(async () => root.unmount());
  });
});
