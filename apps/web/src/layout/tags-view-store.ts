import { useEffect, useSyncExternalStore } from 'react';
import { useViewLocation } from '../components/view-location';

/**
 * The open-tab state of spec §3: the visited views, in order, each with its path, route, title, affix and noCache
 * flags, and the name of what it shows when the page gives one. Kept in session storage so that a reload keeps the tabs.
 */
export type VisitedView = {
  path: string;
  route: string;
  titleKey: string;
  name?: string;
  affix: boolean;
  noCache: boolean;
  refreshes: number;
};

/** The page a view shows, without its query: one view per page, whatever its filters. */
export const pathnameOf = (path: string) => path.split('?')[0] ?? path;

const KEY = 'visitedViews';
let views: VisitedView[] = load();
const listeners = new Set<() => void>();

/** The views kept in this tab's session, one per page (an older build kept one per address). */
function load(): VisitedView[] {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as VisitedView[];
    return kept.filter((v, i) => kept.findIndex((w) => pathnameOf(w.path) === pathnameOf(v.path)) === i);
  } catch {
    return [];
  }
}

function set(next: VisitedView[]) {
  views = next;
  sessionStorage.setItem(KEY, JSON.stringify(next));
  for (const l of listeners) l();
}

export function useVisitedViews(): VisitedView[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => views,
  );
}

/**
 * Opens a view, or leaves it where it is when its page is open already (taking the address's new query, so the
 * tag comes back to the page as it was last seen).
 */
export function visitView(view: Omit<VisitedView, 'refreshes'>) {
  const open = views.find((v) => pathnameOf(v.path) === pathnameOf(view.path));
  if (open) {
    if (open.path !== view.path) set(views.map((v) => (v === open ? { ...v, path: view.path } : v)));
    return;
  }
  const affixed = views.filter((v) => v.affix);
  const rest = views.filter((v) => !v.affix);
  set(view.affix ? [...affixed, { ...view, refreshes: 0 }, ...rest] : [...views, { ...view, refreshes: 0 }]);
}

/**
 * Names this page's tab by what it shows (a session, an exam), so that two open pages of one kind — two sessions'
 * seating, say — are told apart.
 */
export function useViewName(name: string | undefined) {
  const { pathname } = useViewLocation();
  useEffect(() => {
    const view = views.find((v) => pathnameOf(v.path) === pathname);
    if (name && view && view.name !== name) set(views.map((v) => (v === view ? { ...v, name } : v)));
  }, [pathname, name]);
}

/** Closes a view (affixed ones stay); answers the view to show next when it was the current one. */
export function closeView(path: string): VisitedView | undefined {
  const index = views.findIndex((v) => v.path === path);
  if (index < 0 || views[index]?.affix) return undefined;
  const next = views.filter((v) => v.path !== path);
  set(next);
  return next[index] ?? next[index - 1] ?? next.at(-1);
}

export function closeOtherViews(path: string) {
  set(views.filter((v) => v.affix || v.path === path));
}

export function closeAllViews() {
  set(views.filter((v) => v.affix));
}

/** Starts a view afresh: its page is mounted anew. */
export function refreshView(path: string) {
  set(views.map((v) => (v.path === path ? { ...v, refreshes: v.refreshes + 1 } : v)));
}
