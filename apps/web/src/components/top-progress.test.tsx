import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { beginProgress, endProgress, TopProgress } from './top-progress';

const bar = () => document.getElementById('nprogress');

describe('top progress bar', () => {
  it('shows while work is pending and finishes only when the last piece ends', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<TopProgress />));
    expect(bar()).not.toBeNull();
    beginProgress();
    await act(async () => root.unmount());
    expect(document.documentElement.classList.contains('nprogress-busy')).toBe(true);
    endProgress();
    // NProgress fades the bar out before removing it.
    await new Promise((r) => setTimeout(r, 1200));
    expect(bar()).toBeNull();
  });
});
