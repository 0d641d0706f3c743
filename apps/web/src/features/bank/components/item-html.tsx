import { richTextPlain } from '@cloud-exam/contract/rich-text';
import type { CSSProperties } from 'react';

/**
 * An item's rich text (stem, option, answer, explanation), for now as its visible text: formulas as their LaTeX,
 * blanks as "____", images as "[img]". The rich-text view with KaTeX replaces this one.
 */
export function ItemHtml({ html, style }: { html: string; style?: CSSProperties }) {
  return <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...style }}>{richTextPlain(html)}</div>;
}
