import { createElement, lazy, type LazyExoticComponent, type ComponentType, type ReactNode } from 'react';
import type { ConsoleRoute, RouteTable } from '../lib/route-table';
import { beginProgress, endProgress } from '../components/top-progress';

/**
 * Every console page as a lazy component, made once per table: a page is loaded on first use, with the top progress
 * bar running while it downloads (navigations are transitions, so React keeps the old page up instead of a fallback).
 */
const made = new WeakMap<RouteTable, Map<string, LazyExoticComponent<ComponentType>>>();
const pagesOf = (table: RouteTable) => {
  let pages = made.get(table);
  if (!pages) {
    pages = new Map(
      table.routes.map((route: ConsoleRoute) => [
        route.path,
        lazy(() => {
          beginProgress();
          return route.load().finally(endProgress);
        }),
      ]),
    );
    made.set(table, pages);
  }
  return pages;
};

/** The page of a route of the table, or nothing for a path the table does not hold. */
export function renderPage(table: RouteTable, path: string): ReactNode {
  const page = pagesOf(table).get(path);
  return page ? createElement(page) : null;
}
