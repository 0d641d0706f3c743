import { RICH_TEXT_SAMPLE } from '@cloud-exam/contract/rich-text.sample';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it.each([
    ['a script', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['a script in upper case', '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>x', 'x'],
    ['an onerror handler', '<img src="cloudeFile/file/k" onerror="alert(1)" alt="">', '<img src="cloudeFile/file/k" alt="" />'],
    ['onclick and onmouseover', '<p onclick="alert(1)"><strong onmouseover="alert(2)">x</strong></p>', '<p><strong>x</strong></p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'x'],
    ['a javascript: link in mixed case with spaces', '<a href=" JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['a javascript: link with a tab inside', '<a href="java&#9;script:alert(1)">x</a>', 'x'],
    ['an entity-encoded javascript: link', '<a href="jav&#x61;script&colon;alert(1)">x</a>', 'x'],
    ['a decimal-encoded javascript: link', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', 'x'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
    ['a relative link', '<a href="/gl/ua/ogt/logout">x</a>', 'x'],
    ['a javascript: image', '<img src="javascript:alert(1)">', ''],
    ['a data: image', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">', ''],
    ['a data: SVG image', '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">', ''],
    ['a protocol-relative image', '<img src="//evil.example/x.png">', ''],
    ['a backslashed protocol-relative image', '<img src="/\\evil.example/x.png">', ''],
    ['an srcset', '<img src="a.png" srcset="javascript:alert(1) 2x">', '<img src="a.png" />'],
    ['a link tag', '<link rel="stylesheet" href="https://evil.example/x.css"><p>x</p>', '<p>x</p>'],
    ['a style tag', '<style>p { background: url(javascript:alert(1)) }</style><p>x</p>', '<p>x</p>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['a class attribute', '<p class="ant-btn">x</p>', '<p>x</p>'],
    ['an iframe', '<iframe src="https://evil.example"><p>inside</p></iframe><p>x</p>', '<p>x</p>'],
    ['an iframe with srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>', ''],
    ['an object and an embed', '<object data="x.swf"><embed src="x.swf"></object>x', 'x'],
    ['an SVG with a script', '<svg><script>alert(1)</script><circle onload="alert(2)"/></svg>x', 'x'],
    ['MathML', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>y', 'y'],
    ['a comment', '<!-- <img src=x onerror=alert(1)> --><p>x</p>', '<p>x</p>'],
    ['a form and its controls', '<form action="https://evil.example"><input name="p"><button>Go</button></form>', 'Go'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">x', 'x'],
    ['a base tag', '<base href="https://evil.example/">x', 'x'],
    [
      'unknown attributes on a span',
      '<span data-latex="x" class="katex" style="color:red" data-x="1" id="f">',
      '<span data-latex="x"></span>',
    ],
    ['a plain span', '<p><span style="color:red">red</span></p>', '<p>red</p>'],
    ['a blank that is not a number', '<span data-blank="1 onclick=alert(1)">x</span>', 'x'],
    [
      "KaTeX's markup inside a formula",
      '<span data-latex="x^2"><span class="katex"><math><mi>x</mi></math><span>x2</span></span></span>',
      '<span data-latex="x^2"></span>',
    ],
    ['markup inside a blank', '<span data-blank="1">answer<img src="a.png"></span>', '<span data-blank="1"></span>'],
    ['a formula on a tag that cannot be one', '<p data-latex="x">y</p>', '<p>y</p>'],
    [
      'a link to another window',
      '<a href="https://example.com" target="_top" rel="opener">x</a>',
      '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>',
    ],
    ['image sizes that are not numbers', '<img src="a.png" width="100%" height="1e9">', '<img src="a.png" />'],
    ['headings other than h3 and h4', '<h1>a</h1><h6>b</h6>', 'ab'],
    ['a horizontal rule', '<p>a</p><hr><p>b</p>', '<p>a</p><p>b</p>'],
  ])('removes %s', (_, dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it('keeps what the conventions allow, as it was written', () => {
    const allowed = [
      // Formulas whose LaTeX holds < > & and quotes, inline and on their own line.
      '<p>If <span data-latex="a &lt; b &amp;&amp; b &gt; c"></span> then <span data-latex="\\text{&quot;yes&quot;} \'y\'"></span>.</p>',
      '<div data-latex="\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}"></div>',
      '<p>Fill <span data-blank="1"></span> and <span data-blank="2"></span>.</p>',
      '<p>H<sub>2</sub>O, x<sup>2</sup>, <u>u</u>, <s>s</s>, <strong>b</strong>, <b>b</b>, <em>i</em>, <i>i</i>, <code>c</code></p>',
      '<p><img src="cloudeFile/file/2026/a.png" alt="a circuit" width="320" height="200" /> <img src="https://cdn.example.com/b.jpg" alt="" /></p>',
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td></tr><tr><td>c</td></tr></tbody></table>',
      '<ul><li>a</li></ul><ol start="3"><li>c</li></ol><blockquote><p>q</p></blockquote><pre><code>x &lt; 1</code></pre><h3>t</h3><h4>u</h4>',
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">l</a> <a href="mailto:exam@example.com" rel="noopener noreferrer nofollow">m</a><br />next line</p>',
    ];
    for (const html of allowed) expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps everything the editor writes (void tags come out as <br />)', () => {
    const selfClosed = RICH_TEXT_SAMPLE.replace(/<(br|img)([^>]*)>/g, '<$1$2 />');
    expect(sanitizeRichText(RICH_TEXT_SAMPLE)).toBe(selfClosed);
  });

  it('writes a LaTeX source the same whether its < was escaped or not', () => {
    expect(sanitizeRichText('<span data-latex="a<b"></span>')).toBe('<span data-latex="a&lt;b"></span>');
  });

  it('gives the same answer a second time', () => {
    const once = sanitizeRichText('<div>a<span data-latex="x" onclick="y">z</span><img src="a.png" alt="&quot;"></div>');
    expect(once).toBe('<p>a<span data-latex="x"></span><img src="a.png" alt="&quot;" /></p>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});
