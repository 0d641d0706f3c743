/**
 * Every construct of the rich-text conventions, written as the console's editor writes it. Tests on both sides
 * hold the editor and the sanitiser to it: the editor writes this back unchanged, the sanitiser keeps all of it.
 */
export const RICH_TEXT_SAMPLE =
  '<h3>Ohm</h3>' +
  '<p>H<sub>2</sub>O x<sup>2</sup> <u>u</u> <s>s</s> <strong>b</strong> <em>i</em> <code>c</code> ' +
  '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/">link</a> ' +
  '<img src="cloudeFile/file/k1" alt="a circuit" width="120"> <span data-latex="\\frac{U}{R}"></span> ' +
  'fill <span data-blank="1"></span> and <span data-blank="2"></span><br>next line</p>' +
  '<div data-latex="\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}"></div>' +
  '<table><tbody><tr><th colspan="2"><p>head</p></th></tr><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>' +
  '<ol start="3"><li><p>three</p></li></ol><ul><li><p>dot</p></li></ul><h4>Notes</h4>' +
  '<pre><code>x = 1</code></pre><blockquote><p>quote</p></blockquote>';
