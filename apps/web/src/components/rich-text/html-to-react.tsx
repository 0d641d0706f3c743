import { DROPPED_WITH_CONTENT, RICH_TEXT_TAGS, richTextAttributes } from '@cloud-exam/contract/rich-text';
import { createElement, Fragment, type ReactNode } from 'react';
import { Formula } from './formula';

const TAGS = new Set<string>(RICH_TEXT_TAGS);
const DROPPED = new Set<string>(DROPPED_WITH_CONTENT);
const VOID = new Set(['br', 'img']);
/** Where whitespace between tags is not text (React refuses text there). */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tr']);
const PROP_NAMES: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

export type RenderBlank = (n: number) => ReactNode;

/**
 * Rich text as React elements, through the contract's policy as the server applies it: only its tags and tested
 * attributes become elements, so nothing of a parsed document reaches the page but what React writes itself.
 */
export function childrenToReact(parent: ParentNode, renderBlank: RenderBlank): ReactNode[] {
  const inTable = parent instanceof Element && TABLE_PARTS.has(parent.localName);
  return Array.from(parent.childNodes, (node, key) => {
    if (node.nodeType === Node.TEXT_NODE) return inTable && !node.textContent?.trim() ? null : node.textContent;
    return node instanceof Element ? elementToReact(node, key, renderBlank) : null;
  });
}

function elementToReact(element: Element, key: number, renderBlank: RenderBlank): ReactNode {
  const tag = element.localName;
  if (DROPPED.has(tag)) return null;
  const children = () => childrenToReact(element, renderBlank);
  if (!TAGS.has(tag)) return <Fragment key={key}>{children()}</Fragment>;
  const attributes = richTextAttributes(tag, Object.fromEntries(Array.from(element.attributes, (a) => [a.name, a.value])));
  const { 'data-latex': latex, 'data-blank': blank, ...rest } = attributes;
  if (latex !== undefined) return <Formula key={key} latex={latex} display={tag === 'div'} />;
  if (blank !== undefined) return <Fragment key={key}>{renderBlank(Number(blank))}</Fragment>;
  if (tag === 'img' && !rest.src) return null;
  // A span that is neither formula nor blank, and a link without an address: their content only.
  if (tag === 'span' || (tag === 'a' && !rest.href)) return <Fragment key={key}>{children()}</Fragment>;
  const props = Object.fromEntries(Object.entries(rest).map(([name, value]) => [PROP_NAMES[name] ?? name, value]));
  return createElement(tag, { key, ...props }, ...(VOID.has(tag) ? [] : children()));
}
