import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import '../i18n';

// React's act() needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
export let host: HTMLElement;

/** Renders into a fresh element of the document (the last one rendered is unmounted first). */
export async function render(node: ReactNode) {
  if (root) await act(async () => root!.unmount());
  document.body.innerHTML = '';
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(node));
}

/** Waits for effects and promises to settle. */
export const settle = (ms = 20) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
