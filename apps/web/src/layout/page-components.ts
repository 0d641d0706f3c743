import { createElement, lazy, type ReactNode } from 'react';
import { consoleRoutes } from '../app/routes';
import { beginProgress, endProgress } from '../components/top-progress';

/**
 * Every console page as a lazy component, made once: a page is loaded on first use, with the top progress bar
 * running while it downloads (navigations are transitions, so React keeps the old page up instead of a fallback).
 */
const pages = new Map(
  consoleRoutes.map((route) => [
    route.path,
    lazy(() => {
      beginProgress();
      return route.load().finally(endProgress);
    }),
  ]),
);

/** The page of a route of the table, or nothing for a path the table does not hold. */
export function renderPage(path: string): ReactNode {
  const page = pages.get(path);
  return page ? createElement(page) : null;
}
