/**
 * How a visitor's question finds the Q&A items that answer it, in any language: both texts are folded (width, case,
 * punctuation and spacing away) and cut into overlapping pairs of characters, which works for Chinese, whose words
 * are not spaced, as for the rest; an item scores by the share of pairs the two have in common (their cosine), so
 * "报名费怎么退还" finds "如何退还报名费？". The items of one institution are few (tens to hundreds), so they are
 * compared in memory rather than through an index.
 */

/** A question folded for comparison and duplicates: NFKC, lower case, letters and digits of every script only. */
export const questionKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The text's character pairs (a lone character stands for itself). */
export function bigrams(text: string): Set<string> {
  const chars = [...questionKey(text)];
  if (chars.length === 1) return new Set(chars);
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) pairs.add(chars[i]! + chars[i + 1]!);
  return pairs;
}

/** How alike two texts are, 0 to 1. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const pair of a) if (b.has(pair)) shared++;
  return shared / Math.sqrt(a.size * b.size);
}

/** Below this an item is not offered as an answer. */
export const MATCH_THRESHOLD = 0.25;

/** The items most like the question, best first, at most `limit`, each with its score rounded to two places. */
export function bestMatches<T extends { question: string }>(question: string, items: readonly T[], limit: number) {
  const asked = bigrams(question);
  return items
    .map((item) => ({ item, score: similarity(asked, bigrams(item.question)) }))
    .filter((m) => m.score >= MATCH_THRESHOLD)
    .sort((x, y) => y.score - x.score)
    .slice(0, limit)
    .map(({ item, score }) => ({ ...item, score: Math.round(score * 100) / 100 }));
}
