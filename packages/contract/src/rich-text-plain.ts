import { BLANK_MARK, DROPPED_WITH_CONTENT, richTextAttributes } from './rich-text';

/**
 * Plain text of rich text without a DOM, for search, length limits and duplicate detection. It reads HTML as the
 * sanitiser or a browser writes it: the named entities decoded are the ones those write (&amp; &lt; &gt; &quot;
 * &apos; &nbsp;), numeric ones all.
 */

type Token = { open: string; attributes: Record<string, string> } | { close: string } | { text: string };
/** What a reader sees: text (raised or lowered inside sup or sub), a formula, a blank, a picture. */
type Piece = { text: string; script?: 'sup' | 'sub' } | { latex: string } | { blank: true } | { image: string };

// A comment, a tag (quoted attribute values may hold '>'), text, or a '<' that starts no tag. A tag ends at the
// next unquoted '<', so that text full of '<' is read in linear time.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-z][\w-]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>|[^<]+|</gi;
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const ENTITY = /&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Elements that start a new line: their edges read as a space. */
const BLOCK = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'td',
  'th',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const DROPPED = new Set<string>(DROPPED_WITH_CONTENT);
/** Elements whose content HTML reads as text. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

function decode(text: string): string {
  return text.replace(ENTITY, (_, entity: string) => {
    if (!entity.startsWith('#')) return NAMED[entity.toLowerCase()]!;
    const code = /x/i.test(entity[1]!) ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

function* tokens(html: string): Generator<Token> {
  const pattern = new RegExp(TOKEN);
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const [whole, slash, name, rest = ''] = match;
    if (name === undefined) {
      if (!whole.startsWith('<!--')) yield { text: decode(whole) };
    } else if (slash) {
      yield { close: name.toLowerCase() };
    } else {
      const tag = name.toLowerCase();
      const attributes: Record<string, string> = {};
      for (const [, key, double, single, bare] of rest.matchAll(ATTRIBUTE))
        attributes[key!.toLowerCase()] = decode(double ?? single ?? bare ?? '');
      yield { open: tag, attributes };
      if (RAW_TEXT.has(tag)) {
        // Its content is not markup ('if (a<b)'): go straight to its end tag.
        const end = html.toLowerCase().indexOf(`</${tag}`, pattern.lastIndex);
        pattern.lastIndex = end < 0 ? html.length : end;
      }
    }
  }
}

/** What a reader sees, in order: text, a space at each block edge, each formula, blank and picture. */
export function* visiblePieces(html: string): Generator<Piece> {
  let skipping: { tag: string; depth: number } | undefined;
  const scripts: ('sup' | 'sub')[] = [];
  for (const token of tokens(html)) {
    if (skipping) {
      if ('open' in token && token.open === skipping.tag) skipping.depth++;
      else if ('close' in token && token.close === skipping.tag && --skipping.depth === 0) skipping = undefined;
    } else if ('text' in token) {
      yield scripts.length ? { text: token.text, script: scripts.at(-1) } : token;
    } else if ('close' in token) {
      if (BLOCK.has(token.close)) yield { text: ' ' };
      if ((token.close === 'sup' || token.close === 'sub') && scripts.at(-1) === token.close) scripts.pop();
    } else {
      const tag = token.open;
      const { 'data-latex': latex, 'data-blank': blank, alt } = richTextAttributes(tag, token.attributes);
      if (BLOCK.has(tag)) yield { text: ' ' };
      if (tag === 'sup' || tag === 'sub') scripts.push(tag);
      if (latex !== undefined) yield { latex };
      else if (blank !== undefined) yield { blank: true };
      else if (tag === 'img') yield { image: alt ?? '' };
      // A formula's or a blank's content, if any, is not what it shows.
      if (latex !== undefined || blank !== undefined || DROPPED.has(tag)) skipping = { tag, depth: 1 };
    }
  }
}

/** Visible text: tags stripped, entities decoded, whitespace collapsed, a formula as its LaTeX, a blank as BLANK_MARK. */
export function richTextPlain(html: string): string {
  let plain = '';
  for (const piece of visiblePieces(html)) {
    if ('text' in piece) plain += piece.text;
    else if ('latex' in piece) plain += piece.latex;
    else if ('blank' in piece) plain += ` ${BLANK_MARK} `;
  }
  return plain.replace(/\s+/g, ' ').trim();
}

export function countBlanks(html: string): number {
  let blanks = 0;
  for (const piece of visiblePieces(html)) if ('blank' in piece) blanks++;
  return blanks;
}
