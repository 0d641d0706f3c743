import { z } from 'zod';
import { latexPlain, scriptText } from './latex-plain';
import { BLANK_MARK } from './rich-text';
import { visiblePieces } from './rich-text-plain';

/**
 * Rich text as one line of a list, to recognise an item by: its text with blanks as BLANK_MARK and sup/sub text
 * raised or lowered where Unicode can, each formula kept as LaTeX (a list draws it with KaTeX), pictures, audio and
 * video as marks, cut after LINE_MAX characters with '…'. Pieces rather than HTML: a page renders them as text
 * nodes and formulas, so nothing of the stored HTML reaches it.
 */
const linePieceSchema = z.union([
  z.object({ text: z.string() }),
  z.object({ latex: z.string() }),
  /** A picture, with its alternative text. */
  z.object({ image: z.string() }),
  z.object({ media: z.enum(['audio', 'video']) }),
]);
type LinePiece = z.infer<typeof linePieceSchema>;
export const lineSchema = z.array(linePieceSchema);
export type Line = z.infer<typeof lineSchema>;

/** The characters a line shows at most (a formula counts as its compact text, a mark as one). */
export const LINE_MAX = 160;
const ELLIPSIS = '…';

/** Builds a line from pieces, merging text, collapsing spaces and cutting at `max` characters. */
function lineFrom(pieces: Iterable<LinePiece>, max = LINE_MAX): Line {
  const line: Line = [];
  let left = max;
  const push = (piece: LinePiece) => {
    const last = line.at(-1);
    if ('text' in piece && last && 'text' in last) last.text += piece.text;
    else line.push({ ...piece });
  };
  for (const piece of pieces) {
    if ('text' in piece) {
      const text = piece.text.replace(/\s+/g, ' ');
      const last = line.at(-1);
      // no space at the start, none doubled across pieces
      const trimmed = !last || ('text' in last && last.text.endsWith(' ')) ? text.replace(/^ /, '') : text;
      const chars = [...trimmed];
      if (chars.length > left) {
        push({ text: chars.slice(0, left).join('').trimEnd() + ELLIPSIS });
        return line;
      }
      if (chars.length) push({ text: trimmed });
      left -= chars.length;
    } else {
      const size = 'latex' in piece ? [...latexPlain(piece.latex)].length : 1;
      if (size > left) {
        push({ text: ELLIPSIS });
        return line;
      }
      push(piece);
      left -= size;
    }
  }
  const last = line.at(-1);
  if (last && 'text' in last) {
    last.text = last.text.trimEnd();
    if (!last.text) line.pop();
  }
  return line;
}

/** Rich text (see rich-text.ts) as a line. */
export function richTextLine(html: string, max = LINE_MAX): Line {
  function* pieces(): Generator<LinePiece> {
    for (const piece of visiblePieces(html)) {
      if ('blank' in piece) yield { text: BLANK_MARK };
      else if ('text' in piece) yield { text: (piece.script && scriptText(piece.text, piece.script)) || piece.text };
      else yield piece;
    }
  }
  return lineFrom(pieces(), max);
}

/** What a page calls the marks in plain text, in the reader's language. */
export type LineMarks = { image: string; audio: string; video: string };

/** A line as plain text, for accessible names and tooltips: formulas in their compact form, marks named. */
export const lineText = (line: Line, marks: LineMarks): string =>
  line
    .map((p) => {
      if ('text' in p) return p.text;
      if ('latex' in p) return latexPlain(p.latex);
      if ('image' in p) return `[${p.image || marks.image}]`;
      return `[${marks[p.media]}]`;
    })
    .join('');
