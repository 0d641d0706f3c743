import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';

/** The rich-text components' English texts, for tests. KaTeX also needs a standards-mode document (see the tests' vi.hoisted). */
const locales = path.join(path.dirname(new URL(import.meta.url).pathname), '../../locales');
const en = JSON.parse(fs.readFileSync(path.join(locales, 'en/rich-text.json'), 'utf8'));
const i18nReady = i18next
  .createInstance()
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { 'rich-text': en } }, interpolation: { escapeValue: false } });

// React's act() warns unless told it runs in a test.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const roots = new Set<Root>();

export async function mount(node: ReactNode) {
  await i18nReady;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.add(root);
  const render = (next: ReactNode) => act(async () => root.render(next));
  await render(node);
  return { host, render };
}

/** Unmounts what the test mounted (dialogs' and tooltips' timers then update nothing) and empties the page. */
export async function cleanup() {
  await act(async () => roots.forEach((root) => root.unmount()));
  roots.clear();
  document.body.replaceChildren();
}
