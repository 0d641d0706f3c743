/**
 * Rich text (item stems, options, explanations) is HTML of a small allowed set, sanitised on the server. These
 * helpers read it without a DOM, on either side.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string) {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The visible text of rich text: a formula counts as its LaTeX, a blank as "____", whitespace collapsed. */
export function richTextPlain(html: string): string {
  return decodeEntities(
    html
      .replace(/<(span|div)\b[^>]*\bdata-latex="([^"]*)"[^>]*>(?:<\/\1>)?/gi, (_, _tag, latex: string) => ` ${latex} `)
      .replace(/<span\b[^>]*\bdata-blank="[^"]*"[^>]*>(?:<\/span>)?/gi, ' ____ ')
      .replace(/<img\b[^>]*>/gi, ' [img] ')
      .replace(/<\/?(p|div|br|li|tr|h\d)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many fill-in blanks rich text holds. */
export const countBlanks = (html: string) => (html.match(/<span\b[^>]*\bdata-blank="/gi) ?? []).length;
