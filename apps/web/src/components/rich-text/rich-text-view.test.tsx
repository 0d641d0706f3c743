import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextView } from './rich-text-view';
import { cleanup, mount } from './test-kit';

vi.hoisted(() => Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat' }));
afterEach(cleanup);

describe('RichTextView', () => {
  it('draws formulas with KaTeX, inline and on their own line', async () => {
    const { host } = await mount(
      <RichTextView html={'<p>Area <span data-latex="\\pi r^2"></span></p><div data-latex="\\frac{a &lt; b}{2}"></div>'} />,
    );
    const inline = host.querySelector('p > span[data-latex]')!;
    expect(inline.getAttribute('data-latex')).toBe('\\pi r^2');
    expect(inline.querySelector('.katex annotation')?.textContent).toBe('\\pi r^2');
    const display = host.querySelector('div[data-latex]')!;
    expect(display.querySelector('.katex-display annotation')?.textContent).toBe('\\frac{a < b}{2}');
  });

  it('numbers blanks, or puts what renderBlank draws there', async () => {
    const html = '<p>Water is H<sub>2</sub>O: <span data-blank="1"></span> and <span data-blank="2"></span>.</p>';
    const numbered = await mount(<RichTextView html={html} />);
    const blanks = [...numbered.host.querySelectorAll('.rich-text-blank')].map((b) => [...b.children].map((c) => c.textContent));
    expect(blanks).toEqual([
      ['Blank 1', '1'],
      ['Blank 2', '2'],
    ]);
    const inputs = await mount(<RichTextView html={html} renderBlank={(n) => <input aria-label={`answer ${n}`} />} />);
    expect([...inputs.host.querySelectorAll('input')].map((i) => i.getAttribute('aria-label'))).toEqual(['answer 1', 'answer 2']);
    expect(inputs.host.querySelector('sub')?.textContent).toBe('2');
  });

  it('keeps tables, images and links as the policy allows them', async () => {
    const { host } = await mount(
      <RichTextView
        html={
          '<table><tbody><tr><th colspan="2">h</th></tr></tbody></table><img src="cloudeFile/file/k" alt="a" width="80" /><a href="https://example.com" target="_blank">l</a>'
        }
      />,
    );
    expect(host.querySelector('th')?.getAttribute('colspan')).toBe('2');
    const img = host.querySelector('img')!;
    expect([...img.attributes].map((a) => `${a.name}=${a.value}`).sort()).toEqual(['alt=a', 'src=cloudeFile/file/k', 'width=80']);
    expect(host.querySelector('a')?.outerHTML).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">l</a>',
    );
  });

  it('renders nothing hostile that reached it', async () => {
    const { host } = await mount(
      <RichTextView
        html={
          '<script>window.hit = 1</script><img src="x.png" onerror="window.hit = 2"><a href="javascript:window.hit = 3">x</a>' +
          '<p style="color:red" onclick="window.hit = 4" class="c">y</p><object data="https://evil.example/x.swf"></object><svg><a href="javascript:1">s</a></svg>' +
          '<img src="data:image/png;base64,AA==">'
        }
      />,
    );
    expect(host.firstElementChild?.innerHTML).toBe('<img src="x.png">x<p>y</p>');
    expect('hit' in window).toBe(false);
  });
});
