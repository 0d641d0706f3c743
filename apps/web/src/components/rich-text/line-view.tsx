import { AudioOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { latexPlain } from '@cloud-exam/contract/latex-plain';
import { type Line, type LineMarks, lineText } from '@cloud-exam/contract/rich-text-line';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './line-view.css';

// KaTeX comes with the first line that holds a formula; until then the formula reads in its compact form.
const Formula = lazy(() => import('./formula').then((m) => ({ default: m.Formula })));

/** What the marks of a line are called in the reader's language. */
export function useLineMarks(): LineMarks {
  const { t } = useTranslation('rich-text');
  return useMemo(() => ({ image: t('line.image'), audio: t('line.audio'), video: t('line.video') }), [t]);
}

function Pieces({ line, marks, drawn }: { line: Line; marks: LineMarks; drawn: boolean }): ReactNode {
  return line.map((piece, i) => {
    if ('text' in piece) return piece.text;
    if ('latex' in piece) return drawn ? <Formula key={i} latex={piece.latex} /> : <span key={i}>{latexPlain(piece.latex)}</span>;
    if ('image' in piece) return <PictureOutlined key={i} className="line-view-mark" role="img" aria-label={piece.image || marks.image} />;
    const Icon = piece.media === 'audio' ? AudioOutlined : VideoCameraOutlined;
    return <Icon key={i} className="line-view-mark" role="img" aria-label={marks[piece.media]} />;
  });
}

/**
 * A line of rich text in a list (an item's stem: `itemLine`): text with blanks as ____, formulas drawn by KaTeX,
 * pictures, audio and video as icons, cut to `rows` rows with an ellipsis, its plain text as the tooltip. Pieces
 * become text nodes and elements React writes: no HTML is injected. Cheap enough for hundreds of rows.
 */
export function LineView({ line, rows = 1 }: { line: Line; rows?: 1 | 2 }) {
  const marks = useLineMarks();
  const compact = <Pieces line={line} marks={marks} drawn={false} />;
  const content = line.some((p) => 'latex' in p) ? (
    <Suspense fallback={compact}>
      <Pieces line={line} marks={marks} drawn />
    </Suspense>
  ) : (
    compact
  );
  return (
    <span className={`line-view line-view-${rows}`} title={lineText(line, marks)}>
      {line.length ? content : '—'}
    </span>
  );
}
