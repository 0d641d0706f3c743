import type { CurrentUser } from '@cloud-exam/contract/account/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ComponentType, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll } from 'vitest';
import { CurrentUserContext } from '../auth/current-user';
import { ViewLocation } from '../components/view-location';

/**
 * A console page rendered as the shell renders it, for a page's test: a query client of its own, the router at the
 * page's address, the view's location (its route pattern) and the signed-in user, the page lazily loaded. Unmounted
 * after the file.
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

/** The administrator of an institution in China, as getuser answers. */
const ADMIN: CurrentUser = {
  authorities: ['admin'],
  username: 'admin',
  name: 'admin',
  userid: 'u1',
  officeid: 'o1',
  officename: '云考试演示机构',
  profilephoto: null,
  filePath: 'cloudeFile/file/',
  officeRouteFlag: null,
  timeZone: 'Asia/Shanghai',
  userBusiTypes: [],
  roleName: [],
  roles: [],
  activeRoleId: null,
};

let renders = 0;

/** Renders the page afresh at `path` for the administrator, or for a member holding only `authorities`. */
export async function renderPage(
  Page: ComponentType,
  { route, path, authorities }: { route: string; path: string; authorities?: string[] },
) {
  await act(async () =>
    root.render(
      <QueryClientProvider key={++renders} client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <ViewLocation value={{ path, route }}>
            <CurrentUserContext.Provider value={authorities ? { ...ADMIN, authorities } : ADMIN}>
              <Suspense fallback="loading">
                <Page />
              </Suspense>
            </CurrentUserContext.Provider>
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
