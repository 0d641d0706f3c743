import { SaxesParser } from 'saxes';

/**
 * A small XML document as a tree of elements and texts, parsed with saxes: a document type declaration (external
 * entities, entity expansion) is refused, and so is anything that is not well-formed. Names keep their prefixes
 * (`m:oMath`); `local` is the name without it.
 */

export type XmlElement = { name: string; local: string; attrs: Record<string, string>; children: XmlNode[] };
export type XmlNode = XmlElement | string;

/** Why a document was refused, with the line it was refused at. */
export class XmlRefused extends Error {
  constructor(
    readonly reason: string,
    readonly line = 0,
    readonly column = 0,
  ) {
    super(line ? `line ${line}: ${reason}` : reason);
  }
}

const localOf = (name: string) => name.slice(name.indexOf(':') + 1);

export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: '', local: '', attrs: {}, children: [] };
  const stack = [root];
  const top = () => stack[stack.length - 1]!;
  parser.on('doctype', () => {
    throw new XmlRefused('a document type declaration', parser.line, parser.column);
  });
  parser.on('error', (e) => {
    throw new XmlRefused(e.message.replace(/^\d+:\d+: /, ''), parser.line, parser.column);
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, local: localOf(tag.name), attrs: tag.attributes as Record<string, string>, children: [] };
    top().children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => void top().children.push(text));
  parser.on('cdata', (text) => void top().children.push(text));
  parser.write(text).close();
  const element = root.children.find((c): c is XmlElement => typeof c !== 'string');
  if (!element) throw new XmlRefused('no element');
  return element;
}

export const elements = (node: XmlElement) => node.children.filter((c): c is XmlElement => typeof c !== 'string');
/** The first child element of this local name. */
export const child = (node: XmlElement | undefined, local: string) => node && elements(node).find((c) => c.local === local);
export const childrenNamed = (node: XmlElement | undefined, local: string) => (node ? elements(node).filter((c) => c.local === local) : []);
/** Every element below of this local name, in document order. */
export function descendants(node: XmlElement, local: string): XmlElement[] {
  return elements(node).flatMap((c) => [...(c.local === local ? [c] : []), ...descendants(c, local)]);
}
export const textOf = (node: XmlNode | undefined): string =>
  node === undefined ? '' : typeof node === 'string' ? node : node.children.map(textOf).join('');
/** An attribute by its local name. */
export function attrOf(node: XmlElement | undefined, local: string): string | undefined {
  if (!node) return undefined;
  for (const [key, value] of Object.entries(node.attrs)) if (key === local || localOf(key) === local) return value;
  return undefined;
}
