import { describe, expect, it } from 'vitest';
import { parseXml } from '../../../lib/xml-tree';
import { ommlToLatex } from './omml';

const r = (text: string) => `<m:r><m:t>${text}</m:t></m:r>`;
const e = (inner: string) => `<m:e>${inner}</m:e>`;
const latex = (inner: string) => ommlToLatex(parseXml(`<m:oMath>${inner}</m:oMath>`));

describe('Word equations as LaTeX', () => {
  it.each([
    ['a fraction', `<m:f><m:num>${r('a')}</m:num><m:den>${r('b')}</m:den></m:f>`, '\\frac{a}{b}'],
    ['a linear fraction', `<m:f><m:fPr><m:type m:val="lin"/></m:fPr><m:num>${r('a')}</m:num><m:den>${r('b')}</m:den></m:f>`, 'a/b'],
    ['scripts', `<m:sSubSup>${e(r('x'))}<m:sub>${r('i')}</m:sub><m:sup>${r('2')}</m:sup></m:sSubSup>`, 'x_{i}^{2}'],
    ['a square root', `<m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/>${e(r('2'))}</m:rad>`, '\\sqrt{2}'],
    ['a cube root', `<m:rad><m:deg>${r('3')}</m:deg>${e(r('x'))}</m:rad>`, '\\sqrt[3]{x}'],
    [
      'brackets',
      `<m:d><m:dPr><m:begChr m:val="["/><m:endChr m:val="]"/></m:dPr>${e(r('a'))}${e(r('b'))}</m:d>`,
      '\\left[a \\mid b\\right]',
    ],
    [
      'a braced system',
      `<m:d><m:dPr><m:begChr m:val="{"/><m:endChr m:val=""/></m:dPr>${e(`<m:eqArr>${e(r('x=1'))}${e(r('y=2'))}</m:eqArr>`)}</m:d>`,
      '\\left\\{\\begin{array}{l}x=1 \\\\ y=2\\end{array}\\right.',
    ],
    [
      'a sum',
      `<m:nary><m:naryPr><m:chr m:val="∑"/></m:naryPr><m:sub>${r('i=1')}</m:sub><m:sup>${r('n')}</m:sup>${e(r('i'))}</m:nary>`,
      '\\sum_{i=1}^{n}i',
    ],
    ['an integral', `<m:nary><m:sub>${r('0')}</m:sub><m:sup>${r('1')}</m:sup>${e(r('x dx'))}</m:nary>`, '\\int_{0}^{1}{x dx}'],
    ['a function', `<m:func><m:fName>${r('sin')}</m:fName>${e(r('α'))}</m:func>`, '\\sin{\\alpha }'],
    ['a vector', `<m:acc><m:accPr><m:chr m:val="⃗"/></m:accPr>${e(r('AB'))}</m:acc>`, '\\vec{AB}'],
    ['a bar', `<m:bar>${e(r('x'))}</m:bar>`, '\\overline{x}'],
    [
      'a limit',
      `<m:func><m:fName><m:limLow>${e(r('lim'))}<m:lim>${r('x→0')}</m:lim></m:limLow></m:fName>${e(r('x'))}</m:func>`,
      '\\lim_{x\\to 0}x',
    ],
    [
      'a matrix',
      `<m:m><m:mr>${e(r('1'))}${e(r('0'))}</m:mr><m:mr>${e(r('0'))}${e(r('1'))}</m:mr></m:m>`,
      '\\begin{matrix}1 & 0 \\\\ 0 & 1\\end{matrix}',
    ],
    ['symbols', r('a×b≤c, 50%'), 'a\\times b\\le c, 50\\%'],
  ])('%s', (_, omml, expected) => {
    expect(latex(omml)).toBe(expected);
  });

  it('joins the equations of a displayed block by line breaks', () => {
    expect(ommlToLatex(parseXml(`<m:oMathPara><m:oMath>${r('a')}</m:oMath><m:oMath>${r('b')}</m:oMath></m:oMathPara>`))).toBe('a \\\\ b');
  });
});
