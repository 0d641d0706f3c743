import { Card, type CardProps } from 'antd';
import { useEffect, useRef } from 'react';

/** Space kept at the footer's end for the back-to-top button (layout/tool-strip.tsx: 40 px wide, 24 px from the edge). */
const BACK_TOP_ROOM = 56;
/** What is scrolled into view stops this far above the footer. */
const GAP = 8;

const scrollingParent = (element: HTMLElement): HTMLElement | undefined => {
  for (let parent = element.parentElement; parent; parent = parent.parentElement)
    if (/auto|scroll/.test(getComputedStyle(parent).overflowY)) return parent;
  return undefined;
};

/**
 * A bar stuck to the bottom of the page area while the page scrolls under it: a form's figures and its save. What
 * the browser scrolls into view (a field reached with Tab, a match of find in page, a button a script clicks) stops
 * above it: while the bar is shown the page area's scroll-padding-bottom follows its height. Its end leaves room
 * for the back-to-top button.
 */
export function StickyFooter({ style, ...props }: Omit<CardProps, 'size' | 'styles'>) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const footer = bar.current;
    const scroller = footer && scrollingParent(footer);
    if (!footer || !scroller) return;
    // The bar sticks above the area's own bottom padding, which scroll-padding does not count.
    const follow = new ResizeObserver(() => {
      const padding = parseFloat(getComputedStyle(scroller).paddingBottom) || 0;
      scroller.style.scrollPaddingBottom = `${footer.offsetHeight + padding + GAP}px`;
    });
    follow.observe(footer);
    return () => {
      follow.disconnect();
      scroller.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <Card
      ref={bar}
      size="small"
      styles={{ body: { paddingInlineEnd: BACK_TOP_ROOM } }}
      style={{ position: 'sticky', bottom: 0, zIndex: 5, boxShadow: '0 -2px 8px rgba(0,0,0,0.08)', ...style }}
      {...props}
    />
  );
}
