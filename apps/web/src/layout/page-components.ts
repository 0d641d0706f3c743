import { createElement, lazy, type ReactNode } from 'react';
import { consoleRoutes } from '../app/routes';

/** Every console page as a lazy component, made once: a page is loaded on first use. */
const pages = new Map(consoleRoutes.map((route) => [route.path, lazy(route.load)]));

/** The page of a route of the table, or nothing for a path the table does not hold. */
export function renderPage(path: string): ReactNode {
  const page = pages.get(path);
  return page ? createElement(page) : null;
}
