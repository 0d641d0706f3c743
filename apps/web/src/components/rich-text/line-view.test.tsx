import { richTextLine } from '@cloud-exam/contract/rich-text-line';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineView } from './line-view';
import { cleanup, mount } from './test-kit';

vi.hoisted(() => Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat' }));
afterEach(cleanup);

describe('LineView', () => {
  it('draws the formulas with KaTeX once it has loaded, the compact form until then, and the blanks as ____', async () => {
    const line = richTextLine(
      '<p>Vertex of <span data-latex="y=x^{2}-4x+3"></span>: (<span data-blank="1"></span>, <span data-blank="2"></span>)</p>',
    );
    const { host } = await mount(<LineView line={line} />);
    expect(host.textContent).toBe('Vertex of y=x²-4x+3: (____, ____)');
    // the lazy Formula's module, then React's retry of the suspended line
    await act(async () => {
      await import('./formula');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(host.querySelector('.katex annotation')?.textContent).toBe('y=x^{2}-4x+3');
    expect(host.querySelector('.line-view')?.getAttribute('title')).toBe('Vertex of y=x²-4x+3: (____, ____)');
  });

  it('writes text as text and marks pictures and media with named icons', async () => {
    const { host } = await mount(
      <LineView line={[{ media: 'audio' }, { text: '<img src=x onerror=alert(1)> listen, then look ' }, { image: '' }]} rows={2} />,
    );
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain('<img src=x onerror=alert(1)> listen, then look');
    expect([...host.querySelectorAll('[role=img]')].map((i) => i.getAttribute('aria-label'))).toEqual(['audio', 'picture']);
    expect(host.querySelector('.line-view-2')?.getAttribute('title')).toBe(
      '[audio]<img src=x onerror=alert(1)> listen, then look [picture]',
    );
  });

  it('shows a dash for a stem with nothing to show', async () => {
    const { host } = await mount(<LineView line={[]} />);
    expect(host.textContent).toBe('—');
  });
});
