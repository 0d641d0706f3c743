import { describe, expect, it } from 'vitest';
import { isSafeImageSrc, isSafeLink, richTextAttributes } from './rich-text';
import { countBlanks, richTextPlain } from './rich-text-plain';
import { RICH_TEXT_SAMPLE } from './rich-text.sample';

describe('richTextPlain', () => {
  it('reads what a candidate sees: blocks apart, inline runs together, entities decoded, spaces collapsed', () => {
    expect(richTextPlain('<p>H<sub>2</sub>O &amp; CO<sub>2</sub></p><p>  second\n line&nbsp;</p>')).toBe('H2O & CO2 second line');
    expect(richTextPlain('<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>x<br />y')).toBe('a b x y');
    expect(richTextPlain('&lt;tag&gt; &quot;q&quot; &#39;s&#x27; &#x1F600; &#0;')).toBe('<tag> "q" \'s\' 😀 \ufffd');
  });

  it('counts a formula as its LaTeX and a blank as a mark', () => {
    expect(richTextPlain('<p>If <span data-latex="a &lt; b"></span> then</p><div data-latex="\\frac{1}{2}"></div>')).toBe(
      'If a < b then \\frac{1}{2}',
    );
    expect(richTextPlain('<p>The capital is<span data-blank="1"></span>.</p>')).toBe('The capital is ____ .');
  });

  it('leaves out what is not shown: scripts, styles, a copy of KaTeX inside a formula, comments, images', () => {
    expect(richTextPlain('<script>if (a<b) x()</script><style>p{}</style><!-- note -->a<img src="x.png" alt="photo">')).toBe('a');
    expect(richTextPlain('<span data-latex="x^2"><span class="katex"><span>x</span><span>2</span></span></span> b')).toBe('x^2 b');
  });

  it("reads a tag whose attribute holds '>'", () => {
    expect(richTextPlain('<span data-latex="a > b"></span><a title=\'>\' href="https://x">c</a>')).toBe('a > bc');
  });

  it('reads the sample', () => {
    expect(richTextPlain(RICH_TEXT_SAMPLE)).toBe(
      'Ohm H2O x2 u s b i c link \\frac{U}{R} fill ____ and ____ next line \\sum_{i=1}^{n} i = \\frac{n(n+1)}{2} head a b three dot Notes x = 1 quote',
    );
  });
});

describe('countBlanks', () => {
  it('counts blanks, not formulas or blanks that are not numbered', () => {
    expect(countBlanks(RICH_TEXT_SAMPLE)).toBe(2);
    expect(countBlanks('<span data-blank="x"></span><span data-latex="b" data-blank="1"></span>____')).toBe(0);
    expect(countBlanks('')).toBe(0);
  });
});

describe('addresses', () => {
  it('links: http, https and mailto, as a browser reads them', () => {
    for (const href of ['https://example.com', 'HTTP://a.b/c', 'mailto:a@b.c', ' https://x']) expect(isSafeLink(href), href).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:x',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      '',
    ]) {
      expect(isSafeLink(href), href).toBe(false);
    }
  });

  it('images: http, https or relative, never another host without a scheme', () => {
    for (const src of ['cloudeFile/file/a.png', '/cloudeFile/file/a.png', 'https://cdn.example.com/a.png', 'img/a:b.png']) {
      expect(isSafeImageSrc(src), src).toBe(true);
    }
    for (const src of [
      'data:image/png;base64,x',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      ' \\\\evil',
      'javascript:x',
      'file:///etc/passwd',
      '  ',
    ]) {
      expect(isSafeImageSrc(src), src).toBe(false);
    }
  });
});

describe('richTextAttributes', () => {
  it('keeps the policy: tested values, rel forced, a formula never also a blank', () => {
    expect(richTextAttributes('a', { href: 'https://x', target: '_self', onclick: 'y' })).toEqual({
      href: 'https://x',
      rel: 'noopener noreferrer nofollow',
    });
    expect(richTextAttributes('span', { 'data-latex': 'x', 'data-blank': '1', class: 'k' })).toEqual({ 'data-latex': 'x' });
    expect(richTextAttributes('td', { colspan: '2', rowspan: '0', style: 'x' })).toEqual({ colspan: '2' });
    expect(
      richTextAttributes(
        'p',
        Object.fromEntries([
          ['__proto__', 'x'],
          ['style', 'color:red'],
        ]),
      ),
    ).toEqual({});
  });
});
