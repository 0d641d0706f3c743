/**
 * LaTeX as compact readable text, for where a formula cannot be drawn: accessible names, tooltips, a listing before
 * KaTeX has loaded. `x^{2}` reads `x²`, `\frac{a+b}{2}` `(a+b)/2`, `\sqrt{x}` `√x`, `\alpha` `α`. Not a renderer:
 * a command it does not know is written as its argument or its name.
 */

const scriptMap = (from: string, to: string): ReadonlyMap<string, string> => {
  const targets = [...to];
  return new Map([...from].map((c, i) => [c, targets[i]!]));
};
const SUPERSCRIPT = scriptMap('0123456789+-=()abcdefghijklmnoprstuvwxyz′∘*', '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ′°*');
const SUBSCRIPT = scriptMap('0123456789+-=()aehijklmnoprstuvx', '₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ');

/** Text as Unicode superscript or subscript characters, if every character has one. */
export function scriptText(text: string, kind: 'sup' | 'sub'): string | undefined {
  const map = kind === 'sup' ? SUPERSCRIPT : SUBSCRIPT;
  const chars = [...text.replace(/\s+/g, '')];
  return chars.length && chars.every((c) => map.has(c)) ? chars.map((c) => map.get(c)).join('') : undefined;
}

// One command per name, as many a line as fit: a column of a hundred names would hide the rest of the file.
// prettier-ignore
const SYMBOLS: Record<string, string> = {
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', varepsilon: 'ε', zeta: 'ζ', eta: 'η', theta: 'θ',
  vartheta: 'ϑ', iota: 'ι', kappa: 'κ', lambda: 'λ', mu: 'μ', nu: 'ν', xi: 'ξ', pi: 'π', varpi: 'ϖ', rho: 'ρ',
  sigma: 'σ', tau: 'τ', upsilon: 'υ', phi: 'ϕ', varphi: 'φ', chi: 'χ', psi: 'ψ', omega: 'ω', Gamma: 'Γ', Delta: 'Δ',
  Theta: 'Θ', Lambda: 'Λ', Xi: 'Ξ', Pi: 'Π', Sigma: 'Σ', Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω',
  times: '×', div: '÷', cdot: '·', cdotp: '·', pm: '±', mp: '∓', le: '≤', leq: '≤', leqslant: '≤', ge: '≥',
  geq: '≥', geqslant: '≥', ne: '≠', neq: '≠', approx: '≈', equiv: '≡', sim: '∼', simeq: '≃', cong: '≅',
  propto: '∝', infty: '∞', to: '→', rightarrow: '→', leftarrow: '←', gets: '←', leftrightarrow: '↔',
  Rightarrow: '⇒', implies: '⇒', Leftarrow: '⇐', Leftrightarrow: '⇔', iff: '⇔', mapsto: '↦', in: '∈',
  notin: '∉', ni: '∋', subset: '⊂', subseteq: '⊆', supset: '⊃', supseteq: '⊇', cup: '∪', cap: '∩',
  setminus: '∖', emptyset: '∅', varnothing: '∅', forall: '∀', exists: '∃', neg: '¬', lnot: '¬', land: '∧',
  wedge: '∧', lor: '∨', vee: '∨', angle: '∠', triangle: '△', perp: '⊥', parallel: '∥', circ: '∘', degree: '°',
  prime: '′', sum: '∑', prod: '∏', int: '∫', iint: '∬', oint: '∮', partial: '∂', nabla: '∇', cdots: '⋯',
  ldots: '…', dots: '…', vdots: '⋮', ddots: '⋱', therefore: '∴', because: '∵', star: '⋆', ast: '∗',
  bullet: '•', oplus: '⊕', otimes: '⊗', langle: '⟨', rangle: '⟩', lceil: '⌈', rceil: '⌉', lfloor: '⌊',
  rfloor: '⌋', mid: '|', '|': '‖', backslash: '\\', hbar: 'ℏ', ell: 'ℓ', bmod: ' mod ', '\\': '; ',
};
const words = (list: string) => new Set(list.split(' '));
/** Named operators, written as their names. */
const FUNCTIONS = words(
  'sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh log ln lg exp lim max min sup inf det gcd dim ker arg deg Pr',
);
/** Commands whose argument is shown as it is (fonts, text). */
const AS_IS = words(
  'text textrm textbf textit textsf texttt mathrm mathbf mathit mathsf mathtt mathcal mathscr operatorname boldsymbol bm mbox hbox',
);
/** Accents: a combining mark under or over each character (lines) or the last one. */
const ACCENTS: Record<string, { mark: string; each: boolean }> = {
  overline: { mark: '\u0305', each: true },
  bar: { mark: '\u0305', each: true },
  underline: { mark: '\u0332', each: true },
  vec: { mark: '\u20d7', each: false },
  overrightarrow: { mark: '\u20d7', each: false },
  hat: { mark: '\u0302', each: false },
  widehat: { mark: '\u0302', each: false },
  tilde: { mark: '\u0303', each: false },
  widetilde: { mark: '\u0303', each: false },
  dot: { mark: '\u0307', each: false },
  ddot: { mark: '\u0308', each: false },
};
const DOUBLE_STRUCK: Record<string, string> = { R: 'ℝ', N: 'ℕ', Z: 'ℤ', Q: 'ℚ', C: 'ℂ' };
/** Delimiter sizes and styles: nothing to show (the delimiter after a size is shown, `.` is none). */
const SIZES = words('left right middle big Big bigg Bigg bigl bigr Bigl Bigr biggl biggr');
const SILENT = words('displaystyle textstyle scriptstyle limits nolimits nonumber !');
const SPACES = new Set([',', ':', ';', ' ', 'quad', 'qquad', 'enspace', 'thinspace']);

/** A control word, a control symbol, or one character. */
const TOKEN = /\\(?:[a-zA-Z]+|[\s\S])?|[\s\S]/gu;

/** Whether the text is one parenthesised group: `(a+b)`, not `(a)+(b)`. */
function enclosed(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i === text.length - 1;
    if (depth === 0) return false;
  }
  return false;
}
/** A part that reads as one term (`x`, `12`, `(a+b)`) stands bare; anything longer is put in parentheses. */
const term = (text: string) => (/^[\p{L}\p{N}.]+$/u.test(text) || enclosed(text) ? text : `(${text})`);

export function latexPlain(latex: string): string {
  const tokens = latex.match(TOKEN) ?? [];
  let at = 0;
  const skipSpace = () => {
    while (at < tokens.length && /^\s$/.test(tokens[at]!)) at++;
  };
  /** Up to the end token (consumed) or the end. */
  const sequence = (end?: string): string => {
    let out = '';
    while (at < tokens.length) {
      if (tokens[at] === end) {
        at++;
        break;
      }
      if (tokens[at] === '}') at++;
      else out += atom();
    }
    return out;
  };
  /** A command's argument: a group, or the next atom. */
  const argument = (): string => {
    skipSpace();
    if (at >= tokens.length) return '';
    if (tokens[at] === '{') {
      at++;
      return sequence('}').trim();
    }
    return atom();
  };
  const optional = (): string | undefined => {
    skipSpace();
    if (tokens[at] !== '[') return undefined;
    at++;
    return sequence(']').trim();
  };
  const script = (kind: 'sup' | 'sub') => {
    const text = argument();
    const mark = kind === 'sup' ? '^' : '_';
    if (!text) return '';
    return scriptText(text, kind) ?? ([...text].length === 1 ? mark + text : `${mark}(${text})`);
  };
  const command = (name: string): string => {
    if (/^[dtc]?frac$/.test(name)) {
      const numerator = argument();
      return `${term(numerator)}/${term(argument())}`;
    }
    if (name === 'sqrt') {
      const index = optional();
      const radicand = argument();
      return `${index ? (scriptText(index, 'sup') ?? index) : ''}√${term(radicand)}`;
    }
    if (AS_IS.has(name)) return argument();
    if (name === 'mathbb') return [...argument()].map((c) => DOUBLE_STRUCK[c] ?? c).join('');
    const accent = ACCENTS[name];
    if (accent) {
      const chars = [...argument()];
      return chars.map((c, i) => (accent.each || i === chars.length - 1 ? c + accent.mark : c)).join('');
    }
    if (name === 'pmod') return ` (mod ${argument()})`;
    if (name === 'begin' || name === 'end') {
      const environment = argument();
      if (name === 'begin' && environment === 'array') argument();
      return name === 'begin' && environment === 'cases' ? '{' : '';
    }
    if (SIZES.has(name)) {
      skipSpace();
      if (tokens[at] === '.') at++;
      return '';
    }
    if (SILENT.has(name)) return '';
    if (SPACES.has(name)) return ' ';
    if (SYMBOLS[name] !== undefined) return SYMBOLS[name];
    // a named operator keeps a space before a following letter: `\sin x`, `\sin\theta`
    if (FUNCTIONS.has(name)) return /^(\\|[a-zA-Z{])/.test(tokens[at] ?? '') ? `${name} ` : name;
    return name;
  };
  const atom = (): string => {
    const token = tokens[at++]!;
    if (token === '{') return sequence('}');
    if (token === '^') return script('sup');
    if (token === '_') return script('sub');
    if (token === '&' || token === '~' || /^\s$/.test(token)) return ' ';
    if (!token.startsWith('\\') || token.length === 1) return token;
    return command(token.slice(1));
  };
  return sequence()
    .replace(/\s+/g, ' ')
    .replace(/([([{]) | ([)\];])/g, '$1$2')
    .trim();
}
