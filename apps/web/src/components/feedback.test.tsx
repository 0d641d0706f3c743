import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

// The pieces that show messages cannot be fetched: the user is offline, or the build was replaced since the page loaded.
vi.mock('./feedback-message', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./feedback-dialogs', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('messages and alerts whose code cannot be fetched', () => {
  it('leave the page standing: nothing shows, nothing is unmounted', async () => {
    const { FeedbackHost, feedback } = await import('./feedback');
    const onError = vi.fn();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host, { onUncaughtError: onError });
    await act(async () =>
      root.render(
        <main>
          <p>考试列表</p>
          <FeedbackHost />
        </main>,
      ),
    );
    await act(async () => {
      feedback.message.error('网络异常');
      feedback.modal.error({ title: '登录已过期' });
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(host.textContent).toBe('考试列表');
    expect(onError).not.toHaveBeenCalled();
    await act(async () => root.unmount());
  });
});
