// Reading source files as text, for scripts that map the code (docs/endpoints.md).
import fs from 'node:fs';
import path from 'node:path';

export const posix = (p: string) => p.split(path.sep).join('/');

/** Source files under a folder, tests and test helpers left out. */
export function sources(root: string, dir: string, extensions: RegExp): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = posix(path.join(dir, entry.name));
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test') out.push(...sources(root, rel, extensions));
    } else if (extensions.test(entry.name) && !/\.(test|spec|sample)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(rel);
    }
  }
  return out.sort();
}

/**
 * A source text with its comments blanked (same length, so positions hold) and where its top-level lines start:
 * the scan below then reads code only, whatever the formatting. Strings are kept (imports name their modules in
 * them); a quote inside JSX text is taken to end at its line. A `/` starts a regular expression after an operator
 * or a keyword that cannot precede a division.
 */
export function codeOf(text: string): { code: string; topLevel: number[] } {
  const out = text.split('');
  const topLevel = [0];
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  /** open brackets; a template's `${` is marked so that its `}` returns to the template */
  const stack: string[] = [];
  let i = 0;
  const previous = () => {
    let k = i - 1;
    while (k >= 0 && /\s/.test(out[k]!)) k--;
    const word = /[\w$]+$/.exec(out.slice(Math.max(0, k - 10), k + 1).join(''))?.[0];
    return { char: k < 0 ? '' : out[k]!, word };
  };
  const template = () => {
    // inside a template literal, from after its backtick or a `}` that closed one of its `${`
    while (i < text.length) {
      const c = text[i]!;
      if (c === '\\') i += 2;
      else if (c === '`') return void i++;
      else if (c === '$' && text[i + 1] === '{') return void (stack.push('${'), (i += 2));
      else i++;
    }
  };
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      blank(i, end < 0 ? text.length : end);
      i = end < 0 ? text.length : end;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      blank(i, end < 0 ? text.length : end + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (c === '"' || c === "'") {
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '`') {
      i++;
      template();
    } else if (c === '/') {
      const before = previous();
      const regex =
        before.char === '' ||
        '(,=:[!&|?{};+-*%~^'.includes(before.char) ||
        (before.word !== undefined && /^(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/.test(before.word));
      i++;
      if (regex) {
        let inClass = false;
        while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
          if (text[i] === '\\') i++;
          else if (text[i] === '[') inClass = true;
          else if (text[i] === ']') inClass = false;
          i++;
        }
        i++;
      }
    } else if (c === '{' || c === '(' || c === '[') {
      stack.push(c);
      i++;
    } else if (c === '}' || c === ')' || c === ']') {
      const open = stack.pop();
      i++;
      if (open === '${') template();
    } else {
      if (c === '\n' && !stack.length) topLevel.push(i + 1);
      i++;
    }
  }
  return { code: out.join(''), topLevel };
}
