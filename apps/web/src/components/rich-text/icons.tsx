import Icon from '@ant-design/icons';
import type { SVGProps } from 'react';

/** Toolbar icons antd lacks, drawn like its outlined set; antd's Icon sizes and colours them. */
const X = 'M3 5h2.6l3 4.6L11.6 5h2.6l-4.3 6.5 4.5 6.5h-2.6l-3.2-4.8L5.4 18H2.8l4.5-6.5z';
const TWO =
  'v-1.2l2.9-2.6c.5-.5.8-.9.8-1.3 0-.5-.4-.8-.9-.8-.6 0-1 .4-1.1 1l-1.5-.2c.2-1.3 1.2-2.1 2.6-2.1 1.5 0 2.4.8 2.4 2 0 .8-.4 1.4-1.2 2.1l-1.7 1.5h3v1.6z';

const SubscriptSvg = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" {...props}>
    <path d={`${X}M16.5 21.5${TWO}`} />
  </svg>
);
const SuperscriptSvg = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" {...props}>
    <path d={`${X}M16.5 10.5${TWO}`} />
  </svg>
);
/** An underline with a number above it. */
const BlankSvg = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" {...props}>
    <path d="M2 18h20v2H2zM10.2 6.5 12.6 5H14v10h-1.9V7.3l-1.9 1.2z" />
  </svg>
);

// Hidden from assistive technology: the button around each is named by its aria-label.
export const SubscriptIcon = () => <Icon component={SubscriptSvg} aria-hidden />;
export const SuperscriptIcon = () => <Icon component={SuperscriptSvg} aria-hidden />;
export const BlankIcon = () => <Icon component={BlankSvg} aria-hidden />;
