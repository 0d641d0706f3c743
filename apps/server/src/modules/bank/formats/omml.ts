import { attrOf, child, childrenNamed, elements, type XmlElement } from '../../../lib/xml-tree';

/**
 * Word's own equations (Office Math, OMML) as LaTeX. npm has no maintained OMML converter (omml2mathml needs jsdom
 * 13 and then a second converter from MathML), so this covers the structures the equation editor writes —
 * fractions, scripts, radicals, delimiters, n-ary operators, functions, accents, bars, limits, matrices and
 * equation arrays — and writes the text of anything else as it is.
 */

const SYMBOLS: Record<string, string> = {
  '×': '\\times ',
  '÷': '\\div ',
  '±': '\\pm ',
  '∓': '\\mp ',
  '·': '\\cdot ',
  '≤': '\\le ',
  '≥': '\\ge ',
  '≠': '\\ne ',
  '≈': '\\approx ',
  '≡': '\\equiv ',
  '∞': '\\infty ',
  '→': '\\to ',
  '←': '\\leftarrow ',
  '⇒': '\\Rightarrow ',
  '⇔': '\\Leftrightarrow ',
  '∈': '\\in ',
  '∉': '\\notin ',
  '⊂': '\\subset ',
  '⊆': '\\subseteq ',
  '∪': '\\cup ',
  '∩': '\\cap ',
  '∅': '\\emptyset ',
  '∠': '\\angle ',
  '⊥': '\\perp ',
  '∥': '\\parallel ',
  '°': '^{\\circ}',
  '∴': '\\therefore ',
  '∵': '\\because ',
  '∂': '\\partial ',
  '∇': '\\nabla ',
  '…': '\\ldots ',
  '⋯': '\\cdots ',
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  '#': '\\#',
  '&': '\\&',
  $: '\\$',
  _: '\\_',
  '\\': '\\backslash ',
};
const GREEK =
  'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho varsigma sigma tau upsilon phi chi psi omega'.split(
    ' ',
  );
const CAPITALS = new Set('Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi Psi Omega'.split(' '));
for (let i = 0; i < GREEK.length; i++) {
  if (GREEK[i] === 'omicron' || GREEK[i] === 'varsigma') continue;
  SYMBOLS[String.fromCodePoint(0x3b1 + i)] = `\\${GREEK[i]} `;
  const capital = GREEK[i]![0]!.toUpperCase() + GREEK[i]!.slice(1);
  if (CAPITALS.has(capital)) SYMBOLS[String.fromCodePoint(0x391 + i)] = `\\${capital} `;
}

const NARY: Record<string, string> = {
  '∑': '\\sum',
  '∏': '\\prod',
  '∫': '\\int',
  '∬': '\\iint',
  '∭': '\\iiint',
  '∮': '\\oint',
  '⋃': '\\bigcup',
  '⋂': '\\bigcap',
};
const ACCENTS: Record<string, string> = {
  '\u0302': '\\hat',
  '\u0303': '\\tilde',
  '\u0304': '\\bar',
  '\u0305': '\\overline',
  '\u20d7': '\\vec',
  '\u0307': '\\dot',
  '\u0308': '\\ddot',
  '\u030c': '\\check',
};
const FUNCTIONS = new Set('sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh log ln lg exp lim max min det'.split(' '));
const DELIMITERS: Record<string, string> = { '{': '\\{', '}': '\\}', '': '.', '〈': '\\langle', '〉': '\\rangle', '|': '|', '‖': '\\|' };

/** "sin" → "\\sin"; other names as they are. */
const operator = (name: string) => (FUNCTIONS.has(name.trim()) ? `\\${name.trim()}` : name);
const symbol = (text: string) => [...text].map((ch) => SYMBOLS[ch] ?? ch).join('');
const group = (latex: string) => (latex.length === 1 ? latex : `{${latex}}`);
/** A property (`m:chr m:val="∑"`) of an element's `…Pr`. */
const prop = (node: XmlElement, name: string) => {
  const pr = elements(node).find((c) => c.local.endsWith('Pr'));
  const p = child(pr, name);
  return p ? (attrOf(p, 'val') ?? '') : undefined;
};
const on = (node: XmlElement, name: string) => {
  const v = prop(node, name);
  return v !== undefined && v !== '0' && v !== 'off' && v !== 'false';
};

/** The LaTeX of an OMML element's content. */
function latexOf(node: XmlElement | undefined): string {
  if (!node) return '';
  return elements(node).map(convert).join('');
}

function convert(node: XmlElement): string {
  const part = (name: string) => latexOf(child(node, name));
  switch (node.local) {
    case 'r': {
      const text = elements(node)
        .filter((c) => c.local === 't')
        .map((t) => t.children.filter((c) => typeof c === 'string').join(''))
        .join('');
      return symbol(text);
    }
    case 'f':
      return prop(node, 'type') === 'lin' ? `${group(part('num'))}/${group(part('den'))}` : `\\frac{${part('num')}}{${part('den')}}`;
    case 'sSup':
      return `${group(part('e'))}^{${part('sup')}}`;
    case 'sSub':
      return `${group(part('e'))}_{${part('sub')}}`;
    case 'sSubSup':
      return `${group(part('e'))}_{${part('sub')}}^{${part('sup')}}`;
    case 'sPre':
      return `{}_{${part('sub')}}^{${part('sup')}}${group(part('e'))}`;
    case 'rad': {
      const degree = part('deg');
      return degree && !on(node, 'degHide') ? `\\sqrt[${degree}]{${part('e')}}` : `\\sqrt{${part('e')}}`;
    }
    case 'd': {
      const open = prop(node, 'begChr') ?? '(';
      const close = prop(node, 'endChr') ?? ')';
      const separator = prop(node, 'sepChr') ?? '|';
      const inner = childrenNamed(node, 'e')
        .map(latexOf)
        .join(separator === '|' ? ' \\mid ' : symbol(separator));
      return `\\left${DELIMITERS[open] ?? open}${inner}\\right${DELIMITERS[close] ?? close}`;
    }
    case 'nary': {
      const sign = NARY[prop(node, 'chr') ?? '∫'] ?? symbol(prop(node, 'chr') ?? '');
      const sub = on(node, 'subHide') ? '' : part('sub');
      const sup = on(node, 'supHide') ? '' : part('sup');
      return `${sign}${sub ? `_{${sub}}` : ''}${sup ? `^{${sup}}` : ''}${group(part('e'))}`;
    }
    case 'func': {
      const name = operator(part('fName').trim());
      return `${/^[A-Za-z]{2,}$/.test(name) ? `\\operatorname{${name}}` : name}${group(part('e'))}`;
    }
    case 'acc':
      return `${ACCENTS[prop(node, 'chr') ?? '\u0302'] ?? '\\hat'}{${part('e')}}`;
    case 'bar':
      return prop(node, 'pos') === 'bot' ? `\\underline{${part('e')}}` : `\\overline{${part('e')}}`;
    case 'groupChr':
      return prop(node, 'pos') === 'top' ? `\\overbrace{${part('e')}}` : `\\underbrace{${part('e')}}`;
    case 'limLow': {
      const base = operator(part('e'));
      return `${base.startsWith('\\') ? base : group(base)}_{${part('lim')}}`;
    }
    case 'limUpp':
      return `\\overset{${part('lim')}}{${part('e')}}`;
    case 'borderBox':
      return `\\boxed{${part('e')}}`;
    case 'm':
      return `\\begin{matrix}${childrenNamed(node, 'mr')
        .map((row) => childrenNamed(row, 'e').map(latexOf).join(' & '))
        .join(' \\\\ ')}\\end{matrix}`;
    case 'eqArr':
      return `\\begin{array}{l}${childrenNamed(node, 'e').map(latexOf).join(' \\\\ ')}\\end{array}`;
    default:
      // property elements hold no content; containers (e, num, box…) hold what they hold
      return node.local.endsWith('Pr') ? '' : latexOf(node);
  }
}

/** An `m:oMath` (one equation) or `m:oMathPara` (a displayed block of them) as LaTeX. */
export function ommlToLatex(node: XmlElement): string {
  const math = node.local === 'oMathPara' ? childrenNamed(node, 'oMath') : [node];
  return math.map(latexOf).join(' \\\\ ').replace(/\s+/g, ' ').trim();
}
