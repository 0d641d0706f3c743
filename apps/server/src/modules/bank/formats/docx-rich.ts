import { ImageRun, Paragraph, type ParagraphChild, Table, TableCell, TableRow, TextRun } from 'docx';
import { imageSize } from 'image-size';
import { type Tok, tokenize } from './html';
import { BLANK_TEXT, dollarsEscaped, formulaText } from './markup';

/**
 * Rich text as Word paragraphs, in the form the Word import reads back: formulas as LaTeX between dollars, blanks
 * as underscores, bold, italics, underline, strike, super- and subscript as run formatting, pictures embedded
 * (when `image` gives their bytes), tables as tables. A list entry becomes a paragraph of its own.
 */

/** The bytes of a picture of the file store, by its address; absent when it cannot be had. */
export type LoadImage = (src: string) => Promise<Buffer | undefined>;

/** A paragraph's runs, or a table: the writer puts a number or a label before the first paragraph. */
export type DocBlock = { runs: ParagraphChild[] } | { table: Table };

const MAX_IMAGE_WIDTH = 480;
const IMAGE_TYPES = { png: 'png', jpg: 'jpg', gif: 'gif', bmp: 'bmp' } as const;
const BLOCK = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'tr']);

type Style = { bold?: boolean; italics?: boolean; underline?: object; strike?: boolean; superScript?: boolean; subScript?: boolean };
const STYLES: Record<string, Style> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italics: true },
  i: { italics: true },
  u: { underline: {} },
  s: { strike: true },
  del: { strike: true },
  strike: { strike: true },
  sup: { superScript: true },
  sub: { subScript: true },
};

async function picture(src: string, image: LoadImage | undefined): Promise<ParagraphChild> {
  const data = await image?.(src).catch(() => undefined);
  const size = data && safeSize(data);
  const type = size?.type && IMAGE_TYPES[size.type as keyof typeof IMAGE_TYPES];
  if (!data || !size || !type) return new TextRun(`[${src}]`);
  const scale = Math.min(1, MAX_IMAGE_WIDTH / size.width);
  return new ImageRun({ type, data, transformation: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) } });
}
const safeSize = (data: Buffer) => {
  try {
    return imageSize(data);
  } catch {
    return undefined;
  }
};

/** Rich text as blocks: paragraphs (each a list of runs) and tables. */
export async function docBlocks(html: string, image?: LoadImage): Promise<DocBlock[]> {
  return blocksOf(tokenize(html), image);
}

async function blocksOf(toks: Tok[], image: LoadImage | undefined): Promise<DocBlock[]> {
  const blocks: DocBlock[] = [];
  const styles: Style[] = [];
  let runs: ParagraphChild[] = [];
  const flush = () => {
    if (runs.length) blocks.push({ runs });
    runs = [];
  };
  const text = (t: string) => runs.push(new TextRun({ text: t, ...Object.assign({}, ...styles) }));
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind === 'text') {
      if (t.text.trim() || runs.length) text(dollarsEscaped(t.text.replace(/\s+/g, ' ')));
    } else if (t.kind === 'open' && t.name === 'table') {
      flush();
      const end = closing(toks, i);
      blocks.push({ table: await table(toks.slice(i + 1, end), image) });
      i = end;
    } else if (t.kind === 'open' && 'data-latex' in t.attrs) {
      if (t.name === 'div') flush();
      text(formulaText(t.attrs['data-latex']!, t.name === 'div'));
      if (t.name === 'div') flush();
    } else if (t.kind === 'open' && 'data-blank' in t.attrs) text(BLANK_TEXT);
    else if (t.kind === 'open' && t.name === 'img') runs.push(await picture(t.attrs.src ?? '', image));
    else if (t.kind === 'open' && t.name === 'br') runs.push(new TextRun({ break: 1 }));
    else if (BLOCK.has(t.name)) flush();
    else if (STYLES[t.name]) {
      if (t.kind === 'open') styles.push(STYLES[t.name]!);
      else styles.pop();
    }
  }
  flush();
  return blocks;
}

/** The index of the token closing the element opened at `at`. */
function closing(toks: Tok[], at: number) {
  const name = (toks[at] as { name: string }).name;
  let depth = 0;
  for (let i = at; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind !== 'text' && t.name === name) depth += t.kind === 'open' ? 1 : -1;
    if (depth === 0) return i;
  }
  return toks.length - 1;
}

async function table(toks: Tok[], image: LoadImage | undefined): Promise<Table> {
  const rows: TableRow[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind !== 'open' || t.name !== 'tr') continue;
    const end = closing(toks, i);
    const cells: TableCell[] = [];
    for (let j = i + 1; j < end; j++) {
      const c = toks[j]!;
      if (c.kind !== 'open' || (c.name !== 'td' && c.name !== 'th')) continue;
      const cellEnd = closing(toks, j);
      const blocks = await blocksOf(toks.slice(j + 1, cellEnd), image);
      cells.push(new TableCell({ children: blocks.length ? blocks.map(asDocx) : [new Paragraph('')] }));
      j = cellEnd;
    }
    if (cells.length) rows.push(new TableRow({ children: cells }));
    i = end;
  }
  return new Table({ rows: rows.length ? rows : [new TableRow({ children: [new TableCell({ children: [new Paragraph('')] })] })] });
}

export const asDocx = (block: DocBlock) => ('table' in block ? block.table : new Paragraph({ children: block.runs }));
