import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../i18n/i18n';
import { PageBoundary } from './page-boundary';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const failure = new TypeError("Cannot read properties of null (reading 'setEditable')");
function FailingPage(): ReactNode {
  throw failure;
}

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
const show = (visit: string | undefined, page: ReactNode) =>
  act(async () =>
    root.render(
      <MemoryRouter>
        <main>
          <PageBoundary visit={visit}>{page}</PageBoundary>
        </main>
      </MemoryRouter>,
    ),
  );
const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
});
afterAll(() => act(async () => root.unmount()));

describe("a console page's error boundary", () => {
  it('shows the error page with a reference logged beside the error, never the error itself, until the next visit', async () => {
    await show('first', <FailingPage />);
    expect(host.querySelector('.ant-result-title')?.textContent).toBe('Something went wrong');
    const reference = host.querySelector('[data-testid=error-reference]')?.textContent;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    expect(host.textContent).toContain(`When you contact support, quote the error reference ${reference}`);
    expect(logged).toHaveBeenCalledWith(`Error reference ${reference}:`, failure);
    expect(host.textContent).not.toMatch(/setEditable|TypeError/);
    expect(host.textContent).not.toContain(failure.stack!.split('\n')[1]!.trim());
    expect([...host.querySelectorAll('.ant-result-extra button')].map((b) => b.textContent)).toEqual(['Reload', 'Back to home']);

    await show(undefined, <p>the page</p>);
    expect(host.querySelector('.ant-result-title')?.textContent).toBe('Something went wrong');
    await show('second', <p>the page</p>);
    expect(host.querySelector('main')?.textContent).toBe('the page');
  });

  it('offers a reload when the code of the page cannot be fetched', async () => {
    const Unfetched = () => {
      throw new TypeError('Failed to fetch dynamically imported module: https://exam.example/assets/item-page-x1.js');
    };
    await show('third', <Unfetched />);
    expect(host.querySelector('.ant-result-title')?.textContent).toBe('The page could not be loaded');
    expect(host.textContent).not.toContain('item-page');
  });
});
