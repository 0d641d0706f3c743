import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { childrenToReact, type RenderBlank } from './html-to-react';
import './rich-text.css';

export type RichTextViewProps = {
  /** Stored rich text (see @cloud-exam/contract/rich-text). */
  html: string;
  /** What stands at blank n (1, 2 …): the candidate's preview puts an input there. A numbered underline by default. */
  renderBlank?: RenderBlank;
};

/** Shows rich text: formulas drawn by KaTeX, blanks numbered or as renderBlank draws them. */
export function RichTextView({ html, renderBlank = (n) => <NumberedBlank n={n} /> }: RichTextViewProps) {
  // DOMParser's document is inert: nothing in it runs or loads; only what childrenToReact allows is rendered.
  const body = useMemo(() => new DOMParser().parseFromString(html, 'text/html').body, [html]);
  return <div className="rich-text">{childrenToReact(body, renderBlank)}</div>;
}

function NumberedBlank({ n }: { n: number }) {
  const { t } = useTranslation('rich-text');
  return (
    <span className="rich-text-blank">
      <span className="rich-text-hidden">{t('blank.label', { n })}</span>
      <span aria-hidden>{n}</span>
    </span>
  );
}
