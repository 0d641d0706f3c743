import { describe, expect, it } from 'vitest';
import { itemLine } from './bank/item-line';
import { latexPlain } from './latex-plain';
import { LINE_MAX, lineText, richTextLine } from './rich-text-line';
import { RICH_TEXT_SAMPLE } from './rich-text.sample';

const marks = { image: '图片', audio: '音频', video: '视频' };

describe('richTextLine', () => {
  it('shows each blank as ____, where a plain reading of the HTML lost them', () => {
    const html = '<p>抛物线的顶点坐标是 (<span data-blank="1"></span>, <span data-blank="2"></span>)。</p>';
    expect(richTextLine(html)).toEqual([{ text: '抛物线的顶点坐标是 (____, ____)。' }]);
  });

  it('keeps each formula as LaTeX between the text around it, for the page to draw', () => {
    const html = '<p>已知二次函数 <span data-latex="f(x)=x^{2}-4x+3"></span>，则 <span data-latex="f(2)"></span> 等于</p>';
    expect(richTextLine(html)).toEqual([
      { text: '已知二次函数 ' },
      { latex: 'f(x)=x^{2}-4x+3' },
      { text: '，则 ' },
      { latex: 'f(2)' },
      { text: ' 等于' },
    ]);
    expect(lineText(richTextLine(html), marks)).toBe('已知二次函数 f(x)=x²-4x+3，则 f(2) 等于');
  });

  it('marks pictures with their alternative text, and reads the rest of the sample on one line', () => {
    expect(lineText(richTextLine('<p><img src="cloudeFile/file/k1">如图，求 <span data-latex="\\angle A"></span></p>'), marks)).toBe(
      '[图片]如图，求 ∠ A',
    );
    expect(lineText(richTextLine(RICH_TEXT_SAMPLE, 1000), marks)).toBe(
      'Ohm H₂O x² u s b i c link [a circuit] U/R fill ____ and ____ next line ∑ᵢ₌₁ⁿ i = (n(n+1))/2 head a b three dot Notes x = 1 quote',
    );
  });

  it('cuts long text after LINE_MAX characters with an ellipsis, a formula counting as its compact text', () => {
    const long = richTextLine(`<p>${'很长的题干'.repeat(100)}</p>`);
    expect(long).toHaveLength(1);
    expect(long[0]).toEqual({ text: `${'很长的题干'.repeat(32)}…` });
    expect([...(long[0] as { text: string }).text]).toHaveLength(LINE_MAX + 1);
    // 8 characters of text, then a formula of 5 that does not fit in the 10 allowed
    expect(richTextLine('<p>abcdefgh<span data-latex="x^{2}+1"></span>tail</p>', 10)).toEqual([{ text: 'abcdefgh…' }]);
    // a surrogate pair is never cut in two
    expect(richTextLine('<p>😀😀😀</p>', 2)).toEqual([{ text: '😀😀…' }]);
  });

  it('collapses spaces across blocks and pieces and leaves none at the ends', () => {
    expect(richTextLine('<p>  a </p><p> <span data-latex="x"></span> </p><p> b  </p>')).toEqual([
      { text: 'a ' },
      { latex: 'x' },
      { text: ' b' },
    ]);
    expect(richTextLine('<p> </p><script>x</script>')).toEqual([]);
  });
});

describe('itemLine', () => {
  const stem = (content: string, media: { kind: 'audio' | 'video' }[] = []) => ({ stemAttrs: { content, media } });

  it("marks a stem's audio and video, and takes a compound's first part when its own stem shows nothing", () => {
    expect(lineText(itemLine({ ...stem('<p>听录音，回答问题</p>', [{ kind: 'audio' }]), childItemList: [] }), marks)).toBe(
      '[音频]听录音，回答问题',
    );
    expect(itemLine({ ...stem('<p></p>'), childItemList: [stem('<p>第一小题</p>'), stem('<p>第二小题</p>')] })).toEqual([
      { text: '第一小题' },
    ]);
    expect(itemLine({ ...stem(''), childItemList: [] })).toEqual([]);
  });
});

describe('latexPlain', () => {
  it('writes common LaTeX compactly', () => {
    expect(latexPlain('f(x)=x^{2}-4x+3')).toBe('f(x)=x²-4x+3');
    expect(latexPlain('\\frac{a+b}{2} + \\frac12 + \\sqrt{x} + \\sqrt[3]{x+1}')).toBe('(a+b)/2 + 1/2 + √x + ³√(x+1)');
    expect(latexPlain('\\sin x + \\sin\\theta \\geq \\log_{2} 8')).toBe('sin x + sin θ ≥ log₂ 8');
    expect(latexPlain('\\left( \\frac{1}{2} \\right)^{n}, 30^{\\circ}, x_{max}, \\mathbb{R}, \\text{km}/\\text{h}')).toBe(
      '(1/2)ⁿ, 30°, xₘₐₓ, ℝ, km/h',
    );
  });

  it('writes what has no Unicode form with ^ or _, and survives broken LaTeX', () => {
    expect(latexPlain('e^{i\\pi} + x^q + a_{AB}')).toBe('e^(iπ) + x^q + a_(AB)');
    expect(latexPlain('\\frac{(a)+(b)}{2}')).toBe('((a)+(b))/2');
    for (const broken of ['{', '}}}', '\\', 'a^', '\\frac{1}', '\\left.']) expect(() => latexPlain(broken)).not.toThrow();
    expect(latexPlain('\\unknown{x}')).toBe('unknownx');
  });
});
