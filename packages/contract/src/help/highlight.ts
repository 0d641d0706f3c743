import type { TextPart } from './help';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Case-insensitive matches of a keyword, as the database's `ilike` finds them. */
const matcher = (keyword: string) => new RegExp(escapeRegExp(keyword), 'giu');

/** A text split at every match of the keyword: the reader's page marks the hits as plain text, never as HTML. */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  if (keyword) {
    for (const m of text.matchAll(matcher(keyword))) {
      if (m.index > last) parts.push({ text: text.slice(last, m.index), hit: false });
      parts.push({ text: m[0], hit: true });
      last = m.index + m[0].length;
    }
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}

/**
 * About `width` characters of a text around its first match (from the start when it has none), cut with an
 * ellipsis, so that a hit deep in a long article shows with what surrounds it.
 */
export function snippetAround(text: string, keyword: string, width = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = keyword ? flat.search(matcher(keyword)) : -1;
  const start = Math.max(0, at < 0 ? 0 : at - Math.floor((width - keyword.length) / 3));
  const end = Math.min(flat.length, start + width);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
