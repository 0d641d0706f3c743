import { Parser } from 'htmlparser2';

/**
 * Rich text as a flat list of tokens (htmlparser2 reads it, entities decoded), which the formats cut by visible
 * text offsets ("1. " off a stem, "A. … B. …" into options) and walk with a stack of open elements (Word runs,
 * QTI's XHTML). A cut keeps the elements balanced: those open where it starts are opened again, and all are closed
 * where it ends.
 */

export type Tok =
  { kind: 'open'; name: string; attrs: Record<string, string> } | { kind: 'close'; name: string } | { kind: 'text'; text: string };

const VOID = new Set(['img', 'br', 'hr', 'input', 'col', 'area', 'source', 'wbr']);
export const isVoid = (name: string) => VOID.has(name);

export function tokenize(html: string): Tok[] {
  const toks: Tok[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attrs) => toks.push({ kind: 'open', name, attrs }),
      onclosetag: (name) => {
        if (!VOID.has(name)) toks.push({ kind: 'close', name });
      },
      ontext: (text) => {
        const last = toks[toks.length - 1];
        if (last?.kind === 'text') last.text += text;
        else toks.push({ kind: 'text', text });
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.end(html);
  return toks;
}

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

export const openTag = (name: string, attrs: Record<string, string>) =>
  `<${name}${Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('')}>`;

export function render(toks: readonly Tok[]): string {
  let html = '';
  for (const t of toks) {
    if (t.kind === 'text') html += escapeText(t.text);
    else if (t.kind === 'close') html += `</${t.name}>`;
    else html += openTag(t.name, t.attrs);
  }
  return html;
}

/** What a token shows as text: an image or a formula counts as one character, so cuts never split them. */
const OBJECT = '\uFFFC';
function shown(t: Tok): string {
  if (t.kind === 'text') return t.text;
  if (t.kind === 'open' && (t.name === 'img' || 'data-latex' in t.attrs || 'data-blank' in t.attrs)) return OBJECT;
  if (t.kind === 'open' && t.name === 'br') return '\n';
  return '';
}

/** The visible text of tokens (images and formulas as U+FFFC, line breaks as \n). */
export const plainOf = (toks: readonly Tok[]) => toks.map(shown).join('');

/** The tokens showing the text between two offsets of `plainOf`, balanced. */
export function sliceToks(toks: readonly Tok[], from: number, to = Infinity): Tok[] {
  const out: Tok[] = [];
  const open: Tok[] = [];
  let at = 0;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    out.push(...open);
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const text = shown(t);
    if (t.kind === 'text') {
      const a = Math.max(from - at, 0);
      const b = Math.min(to - at, text.length);
      if (a < b) {
        start();
        out.push({ kind: 'text', text: text.slice(a, b) });
      }
    } else if (t.kind === 'open') {
      const atomic = text === OBJECT || text === '\n';
      if (atomic) {
        // an object's own closing tag (a formula's span) goes with it
        const close = !isVoid(t.name) && toks[i + 1]?.kind === 'close' ? toks[++i]! : undefined;
        if (at >= from && at < to) {
          start();
          out.push(t, ...(close ? [close] : []));
        }
      } else {
        if (at >= from && at < to) start();
        if (started && at < to) out.push(t);
        open.push(t);
      }
    } else {
      const index = open.map((o) => (o.kind === 'open' ? o.name : '')).lastIndexOf(t.name);
      if (index >= 0) open.splice(index, 1);
      if (started) out.push(t);
    }
    at += text.length;
    if (at >= to && started) break;
  }
  return balanced(out);
}

/** Closes what is left open and drops closings of what never opened. */
function balanced(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  const stack: string[] = [];
  for (const t of toks) {
    if (t.kind === 'open' && !isVoid(t.name)) stack.push(t.name);
    if (t.kind === 'close') {
      const index = stack.lastIndexOf(t.name);
      if (index < 0) continue;
      while (stack.length > index + 1) out.push({ kind: 'close', name: stack.pop()! });
      stack.pop();
    }
    out.push(t);
  }
  while (stack.length) out.push({ kind: 'close', name: stack.pop()! });
  return out;
}

/** Cuts rich text at the line breaks of its visible text. */
export function splitAtBreaks(toks: readonly Tok[]): Tok[][] {
  const text = plainOf(toks);
  const lines: Tok[][] = [];
  let from = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', from)) {
    lines.push(withoutBreaks(sliceToks(toks, from, at)));
    from = at + 1;
  }
  lines.push(withoutBreaks(sliceToks(toks, from)));
  return lines;
}
const withoutBreaks = (toks: Tok[]) => toks.filter((t) => !(t.kind === 'open' && t.name === 'br'));

/** Leading and trailing white space taken off (and elements left empty by it dropped). */
export function trimToks(toks: readonly Tok[]): Tok[] {
  const text = plainOf(toks);
  const start = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  if (start >= end) return [];
  return dropEmpty(sliceToks(toks, start, end));
}

/** Elements with nothing inside (`<strong></strong>`) dropped, formulas, blanks and void elements kept. */
function dropEmpty(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (const t of toks) {
    const last = out[out.length - 1];
    if (
      t.kind === 'close' &&
      last?.kind === 'open' &&
      last.name === t.name &&
      !('data-latex' in last.attrs) &&
      !('data-blank' in last.attrs)
    )
      out.pop();
    else if (!(t.kind === 'text' && t.text === '')) out.push(t);
  }
  return out.length === toks.length ? out : dropEmpty(out);
}
