import { useLayoutEffect, useRef } from 'react';
import { renderLatex } from './latex';

/**
 * A formula drawn by KaTeX, inline or on its own line. It keeps its source in data-latex, as stored, so that a
 * copy pasted into the editor is a formula again.
 */
export function Formula({ latex, display = false }: { latex: string; display?: boolean }) {
  const span = useRef<HTMLSpanElement>(null);
  const div = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = display ? div.current : span.current;
    if (element) renderLatex(element, latex, display);
  }, [latex, display]);
  return display ? <div ref={div} data-latex={latex} /> : <span ref={span} data-latex={latex} />;
}
