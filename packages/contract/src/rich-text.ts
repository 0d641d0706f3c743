/**
 * Rich text (item stems, options, explanations, reference answers) is HTML of one fixed shape, written by the
 * console's editor and enforced by the server's sanitiser:
 * - a formula is `<span data-latex="LATEX"></span>` (inline) or `<div data-latex="LATEX"></div>` (display): the
 *   LaTeX source only, which viewers render with KaTeX;
 * - a fill-in blank is `<span data-blank="N"></span>`, N = 1, 2, 3 … in document order;
 * - an image's src is an http(s) address or a relative one (an uploaded file), a link's href http(s) or mailto.
 * Nothing here needs a DOM: the server runs it too.
 */

/** Tags kept. Any other is dropped and its text kept, unless it is one of DROPPED_WITH_CONTENT. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'span',
  'div',
] as const;

/** Tags whose content is not text to show (scripts, styles, embedded documents, SVG, MathML): dropped whole. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'title',
  'textarea',
  'select',
  'option',
  'xmp',
  'iframe',
  'object',
  'svg',
  'math',
] as const;

export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const IMAGE_SCHEMES = ['http', 'https'] as const;
/** Every link's rel, whatever was written. */
export const LINK_REL = 'noopener noreferrer nofollow';
/**
 * The most characters of HTML a rich-text field may bring (request schemas say so). Sanitising takes time that
 * grows with the square of nesting depth (the HTML parser's stack): at this length the worst nesting costs about
 * 0.2 s; at the 1 MB a request may carry, tens of seconds.
 */
export const RICH_TEXT_MAX_LENGTH = 65_536;
/** How a blank reads in plain text. */
export const BLANK_MARK = '____';

/** An address's scheme as a browser reads it (tabs and newlines removed, leading controls and spaces skipped). */
function schemeOf(url: string): { scheme?: string; rest: string } {
  const cleaned = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < cleaned.length && cleaned.charCodeAt(start) <= 0x20) start++;
  const rest = cleaned.slice(start);
  return { scheme: /^([a-z][a-z\d+.-]*):/i.exec(rest)?.[1]?.toLowerCase(), rest };
}

export function isSafeLink(href: string): boolean {
  const { scheme } = schemeOf(href);
  return scheme !== undefined && (LINK_SCHEMES as readonly string[]).includes(scheme);
}

/** http(s), or relative without a host of its own: `//host/x` (and `/\host`, which browsers read alike) is refused. */
export function isSafeImageSrc(src: string): boolean {
  const { scheme, rest } = schemeOf(src);
  if (scheme !== undefined) return (IMAGE_SCHEMES as readonly string[]).includes(scheme);
  return rest.trim() !== '' && !/^[/\\]{2}/.test(rest);
}

const count = (value: string) => /^[1-9]\d{0,3}$/.test(value);
const text = () => true;
const cell = { colspan: count, rowspan: count };
/** The attributes each tag keeps, with the test a value must pass. */
const ATTRIBUTES: Record<string, Record<string, (value: string) => boolean>> = {
  a: { href: isSafeLink, target: (value) => value === '_blank', rel: text },
  img: { src: isSafeImageSrc, alt: text, width: count, height: count },
  span: { 'data-latex': (value) => value.trim() !== '', 'data-blank': count },
  div: { 'data-latex': (value) => value.trim() !== '' },
  th: cell,
  td: cell,
  ol: { start: count },
};

/** Attribute names per tag, for a sanitiser's allow list. */
export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = Object.fromEntries(
  Object.entries(ATTRIBUTES).map(([tag, rules]) => [tag, Object.keys(rules)]),
);

/**
 * The attributes of an element that the policy keeps, in their order: a link's rel is always LINK_REL, and an
 * element that is a formula is not also a blank.
 */
export function richTextAttributes(tag: string, attributes: Record<string, string>): Record<string, string> {
  const rules = ATTRIBUTES[tag] ?? {};
  const kept = Object.fromEntries(Object.entries(attributes).filter(([name, value]) => Object.hasOwn(rules, name) && rules[name]!(value)));
  if (tag === 'a') kept.rel = LINK_REL;
  if ('data-latex' in kept) delete kept['data-blank'];
  return kept;
}
