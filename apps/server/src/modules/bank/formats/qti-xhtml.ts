import katex from 'katex';
import { MathMLToLaTeX } from 'mathml-to-latex';
import { attrOf, elements, textOf, type XmlElement, type XmlNode } from '../../../lib/xml-tree';
import { escapeAttr, escapeText, isVoid, openTag, type Tok, tokenize } from './html';

/**
 * Rich text and the XHTML of QTI item bodies (in 2.1's names: qti-names.ts turns 3.0's into them), both ways. A formula travels as MathML (KaTeX's, which carries the
 * LaTeX as its TeX annotation, so it comes back exactly; MathML from elsewhere is converted by mathml-to-latex), a
 * fill-in blank as a textEntryInteraction, underline and strike (which QTI's XHTML lacks) as spans of a class,
 * a picture as a file of the package (read from
 * an `<img>` or a picture's `<object>`).
 */

const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
const KEPT = new Set([
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'sub',
  'sup',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'ul',
  'ol',
  'li',
  'img',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
/** Elements of QTI item bodies that are XHTML (and not QTI's own), in both versions. */
export const XHTML_ELEMENTS = new Set([...KEPT, 'object', 'param', 'audio', 'video', 'source', 'track', 'a', 'figure', 'figcaption']);
const CLASSED: Record<string, string> = { u: 'underline', s: 'line-through', del: 'line-through', strike: 'line-through' };

/** A formula as MathML with its LaTeX as annotation. */
function mathml(latex: string, display: boolean): string {
  const rendered = katex.renderToString(latex, { output: 'mathml', throwOnError: false, displayMode: display });
  const math = /<math[\s\S]*<\/math>/.exec(rendered)?.[0];
  if (math) return math;
  return `<math xmlns="${MATHML_NS}"${display ? ' display="block"' : ''}><semantics><mtext>${escapeText(latex)}</mtext><annotation encoding="application/x-tex">${escapeText(latex)}</annotation></semantics></math>`;
}

/** How the writer turns a blank and a picture into XHTML. */
export type XhtmlContext = { blank?: (n: number) => string; picture: (src: string) => string };

/** Rich text as QTI XHTML. */
export function toXhtml(html: string, ctx: XhtmlContext): string {
  const toks = tokenize(html);
  let out = '';
  const stack: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t: Tok = toks[i]!;
    if (t.kind === 'text') out += escapeText(t.text);
    else if (t.kind === 'open' && 'data-latex' in t.attrs) {
      out += mathml(t.attrs['data-latex']!, t.name === 'div');
      if (toks[i + 1]?.kind === 'close') i++;
    } else if (t.kind === 'open' && 'data-blank' in t.attrs) {
      out += ctx.blank?.(Number(t.attrs['data-blank'])) ?? '____';
      if (toks[i + 1]?.kind === 'close') i++;
    } else if (t.kind === 'open') {
      const name = CLASSED[t.name] ? 'span' : KEPT.has(t.name) ? t.name : '';
      stack.push(name);
      if (!name) continue;
      if (name === 'img') out += `<img src="${escapeAttr(ctx.picture(t.attrs.src ?? ''))}" alt="${escapeAttr(t.attrs.alt ?? '')}"/>`;
      else if (isVoid(name)) out += `<${name}/>`;
      else out += openTag(name, CLASSED[t.name] ? { class: CLASSED[t.name]! } : {});
      if (isVoid(t.name)) stack.pop();
    } else {
      const name = stack.pop();
      if (name) out += `</${name}>`;
    }
  }
  return out;
}

/**
 * How the reader turns what it meets back into rich text: `blank` gives what stands for an inline interaction or a
 * gap (by its identifier) in the item it makes.
 */
export type RichContext = { picture: (src: string) => string; blank?: (identifier: string) => string | undefined };
const PICTURE_TYPE = /^image\/(png|jpeg|gif|webp)$|\.(png|jpe?g|gif|webp)$/i;
export const isPictureObject = (node: XmlElement) =>
  PICTURE_TYPE.test(attrOf(node, 'type') ?? '') || PICTURE_TYPE.test(attrOf(node, 'data') ?? '');

function latexOf(math: XmlElement): string {
  const annotation = findAnnotation(math);
  if (annotation) return textOf(annotation).trim();
  try {
    return MathMLToLaTeX.convert(serialise(math));
  } catch {
    return textOf(math).trim();
  }
}
const findAnnotation = (node: XmlElement): XmlElement | undefined =>
  node.local === 'annotation' && attrOf(node, 'encoding') === 'application/x-tex' ? node : elements(node).map(findAnnotation).find(Boolean);

/** An XML element written out again (for mathml-to-latex, which reads a string). */
function serialise(node: XmlNode): string {
  if (typeof node === 'string') return escapeText(node);
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  return `<${node.local}${node.local === 'math' ? ` xmlns="${MATHML_NS}"` : ''}${attrs.replace(/ xmlns(:\w+)?="[^"]*"/g, '')}>${node.children.map(serialise).join('')}</${node.local}>`;
}

/** QTI XHTML (the children of a body element) as rich text. */
export function fromXhtml(nodes: readonly XmlNode[], ctx: RichContext): string {
  return nodes.map((n) => nodeHtml(n, ctx)).join('');
}

function nodeHtml(node: XmlNode, ctx: RichContext): string {
  if (typeof node === 'string') return escapeText(node);
  const inner = () => fromXhtml(node.children, ctx);
  switch (node.local) {
    case 'math': {
      const display = attrOf(node, 'display') === 'block';
      return display ? `<div data-latex="${escapeAttr(latexOf(node))}"></div>` : `<span data-latex="${escapeAttr(latexOf(node))}"></span>`;
    }
    case 'textEntryInteraction':
    case 'inlineChoiceInteraction':
      return ctx.blank?.(attrOf(node, 'responseIdentifier') ?? '') ?? '';
    case 'gap':
      return ctx.blank?.(attrOf(node, 'identifier') ?? '') ?? '';
    case 'hottext':
      return `<u>${inner()}</u>`;
    case 'img':
      return `<img src="${escapeAttr(ctx.picture(attrOf(node, 'src') ?? ''))}">`;
    case 'object':
      return isPictureObject(node) ? `<img src="${escapeAttr(ctx.picture(attrOf(node, 'data') ?? ''))}">` : inner();
    case 'br':
      return '<br>';
    case 'span': {
      const cls = attrOf(node, 'class') ?? '';
      if (cls.includes('underline')) return `<u>${inner()}</u>`;
      if (cls.includes('line-through')) return `<s>${inner()}</s>`;
      return inner();
    }
    default:
      return KEPT.has(node.local) ? `<${node.local}>${inner()}</${node.local}>` : inner();
  }
}
