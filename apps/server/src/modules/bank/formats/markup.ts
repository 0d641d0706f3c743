import { isVoid, plainOf, render, type Tok, tokenize } from './html';

/**
 * How rich text is written where only text goes (a Word paragraph typed by an author, an Excel cell): a formula as
 * LaTeX between `$…$` or `\(…\)` (display: `$$…$$`, `\[…\]`), a literal dollar as `\$`, a fill-in blank as a run of
 * underscores or empty brackets, paragraphs as lines. These turn such text into the rich text of the item model
 * (formula spans, blank spans, paragraphs) and back.
 */

/** Pandoc's rule for `$…$`: no space just inside the dollars and no digit just after, so "$5 and $6" stays text. */
const FORMULA =
  /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|(?<!\\)\$(?![\s$])((?:[^$\\]|\\[\s\S])+?)(?<![\s\\])\$(?!\d)|\\\$/g;

const formulaTok = (latex: string, display: boolean): Tok[] => {
  const name = display ? 'div' : 'span';
  return [
    { kind: 'open', name, attrs: { 'data-latex': latex.trim() } },
    { kind: 'close', name },
  ];
};

/** Formulas written as LaTeX in the text made formula spans, `\$` made `$`. */
export function withFormulas(toks: readonly Tok[]): Tok[] {
  return toks.flatMap((t): Tok[] => {
    if (t.kind !== 'text' || !/[$\\]/.test(t.text)) return [t];
    const out: Tok[] = [];
    let last = 0;
    for (const m of t.text.matchAll(FORMULA)) {
      out.push({ kind: 'text', text: t.text.slice(last, m.index) });
      if (m[0] === '\\$') out.push({ kind: 'text', text: '$' });
      else out.push(...formulaTok(m[1] ?? m[2] ?? m[3] ?? m[4]!, m[1] !== undefined || m[2] !== undefined));
      last = m.index + m[0].length;
    }
    out.push({ kind: 'text', text: t.text.slice(last) });
    return out.filter((o) => o.kind !== 'text' || o.text);
  });
}

/** A formula as an author types it. */
export const formulaText = (latex: string, display: boolean) => (display ? `$$${latex}$$` : `$${latex}$`);
/** Text whose dollars would read as formulas, escaped. */
export const dollarsEscaped = (text: string) => text.replace(/\$/g, '\\$');
export const BLANK_TEXT = '____';

const BLANK = /_{3,}|[（(][\s\u00a0\u3000]*[）)]/g;

/**
 * Fill-in blanks (3+ underscores, brackets with only spaces inside, an underlined run of spaces) made blank spans,
 * numbered on from `counter.next`.
 */
export function withBlanks(toks: readonly Tok[], counter: { next: number }): Tok[] {
  const blank = (): Tok[] => [
    { kind: 'open', name: 'span', attrs: { 'data-blank': String(counter.next++) } },
    { kind: 'close', name: 'span' },
  ];
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const next = toks[i + 1];
    if (
      t.kind === 'open' &&
      t.name === 'u' &&
      next?.kind === 'text' &&
      /^[\s\u00a0\u3000_]+$/.test(next.text) &&
      toks[i + 2]?.kind === 'close'
    ) {
      out.push(...blank());
      i += 2;
    } else if (t.kind === 'text') {
      let last = 0;
      for (const m of t.text.matchAll(BLANK)) {
        out.push({ kind: 'text', text: t.text.slice(last, m.index) }, ...blank());
        last = m.index + m[0].length;
      }
      out.push({ kind: 'text', text: t.text.slice(last) });
    } else out.push(t);
  }
  return out.filter((o) => o.kind !== 'text' || o.text);
}

const isDisplayFormula = (toks: readonly Tok[]) => toks.length === 2 && toks[0]!.kind === 'open' && toks[0]!.name === 'div';

/** One line of rich text as a paragraph; a line that is one display formula stays the formula's own block. */
export function paragraph(line: readonly Tok[]): string {
  if (isDisplayFormula(line)) return render(line);
  // a display formula among other text is shown inline
  const inline = line.map((t): Tok => (t.kind !== 'text' && t.name === 'div' ? { ...t, name: 'span' } : t));
  return `<p>${render(inline)}</p>`;
}

/** Lines as rich text: paragraphs, or, for a single line when `inline`, the line itself (options are inline). */
export function linesHtml(lines: readonly (readonly Tok[])[], inline = false): string {
  const kept = lines.filter((l) => l.length);
  if (inline && kept.length === 1 && !isDisplayFormula(kept[0]!)) return render(kept[0]!);
  return kept.map(paragraph).join('');
}

/** Elements a cell can write as text: paragraphs, line breaks, formulas and blanks. */
const TEXT_ELEMENTS = new Set(['p', 'br']);

/**
 * Rich text as the text of an Excel cell: paragraphs as lines, formulas as LaTeX, blanks as underscores. Rich text
 * with anything else in it (bold, images, tables) is written as its HTML, which `cellRich` takes back as it is.
 */
export function cellText(html: string): string {
  const toks = tokenize(html);
  const lines: string[] = [];
  let line = '';
  let inBlock = false;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind === 'text') line += dollarsEscaped(t.text);
    else if (t.kind === 'open' && ('data-latex' in t.attrs || 'data-blank' in t.attrs)) {
      if ('data-blank' in t.attrs) line += BLANK_TEXT;
      else if (t.name === 'div') {
        lines.push(line, formulaText(t.attrs['data-latex']!, true));
        line = '';
      } else line += formulaText(t.attrs['data-latex']!, false);
      if (toks[i + 1]?.kind === 'close') i++;
    } else if (!TEXT_ELEMENTS.has(t.name)) return html;
    else if (t.kind === 'open' && t.name === 'br') line += '\n';
    else if (t.kind === 'open') inBlock = true;
    else if (inBlock) {
      lines.push(line);
      line = '';
      inBlock = false;
    }
  }
  lines.push(line);
  return lines.filter(Boolean).join('\n');
}

/** Whether a cell holds HTML (written by `cellText` for rich text it cannot write as text). */
export const looksLikeHtml = (text: string) => /^\s*</.test(text) && /<\/?[a-z][\w-]*[^>]*>/i.test(text);

/** Visible text of rich text for messages. */
export const excerpt = (toks: readonly Tok[], max = 30) => {
  const text = plainOf(toks)
    .replace(/\uFFFC/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

/** The class the Word import gives red text (`docx-package.ts`): a mark of the key, never kept in the item. */
export const RED_CLASS = 'ce-red';
type Open = Extract<Tok, { kind: 'open' }>;
const isRed = (t: Open) => t.name === 'span' && t.attrs.class === RED_CLASS;

/** Rich text without the elements `drop` names (their content kept): by default the red marks. */
export function withoutMarks(toks: readonly Tok[], drop: (t: Open) => boolean = isRed): Tok[] {
  const out: Tok[] = [];
  const dropped: boolean[] = [];
  for (const t of toks) {
    if (t.kind === 'open' && !isVoid(t.name)) {
      dropped.push(drop(t));
      if (!dropped[dropped.length - 1]) out.push(t);
    } else if (t.kind !== 'close' || !dropped.pop()) out.push(t);
  }
  return out;
}
