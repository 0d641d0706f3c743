import katex, { type KatexOptions } from 'katex';
import 'katex/dist/katex.min.css';

// `trust` stays off: \href, \includegraphics and \html… draw no links, images or attributes.
const options: KatexOptions = { strict: 'ignore', throwOnError: false };

/** Draws LaTeX into the element with KaTeX; a source KaTeX cannot read shows in red. */
export function renderLatex(element: HTMLElement, latex: string, displayMode: boolean) {
  katex.render(latex, element, { ...options, displayMode });
}

/** Why KaTeX cannot read this LaTeX (its own words, in English), or undefined. */
export function latexError(latex: string): string | undefined {
  try {
    katex.renderToString(latex, { ...options, throwOnError: true });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
