import { type Line, LINE_MAX, richTextLine } from '../rich-text-line';
import type { ItemMedia } from './item';

type Stem = { stemAttrs: { content: string; media: readonly Pick<ItemMedia, 'kind'>[] } };

/** A stem as a line: a mark for each audio or video played with it, then its rich text. */
const stemLine = ({ stemAttrs: { content, media } }: Stem, max: number): Line => [
  ...media.map((m) => ({ media: m.kind })),
  ...richTextLine(content, Math.max(0, max - media.length)),
];

/**
 * An item as one line of a list (the bank's items, an import's preview, a paper's sections, the item picker): its
 * stem, or, when the stem shows nothing (a compound's or a matching item's may be empty), its first part's.
 */
export function itemLine(item: Stem & { childItemList: readonly Stem[] }, max = LINE_MAX): Line {
  const own = stemLine(item, max);
  const first = item.childItemList[0];
  return own.length || !first ? own : stemLine(first, max);
}
