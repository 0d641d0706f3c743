import type { QtiVersion } from '@cloud-exam/contract/bank/item-transfer';
import { parseXml, type XmlElement, type XmlNode } from '../../../lib/xml-tree';
import { escapeAttr, escapeText } from './html';
import { XHTML_ELEMENTS } from './qti-xhtml';

/**
 * QTI 3.0 spells the elements and attributes of 2.1 in kebab case with a `qti-` prefix (`choiceInteraction` →
 * `qti-choice-interaction`, `responseIdentifier` → `response-identifier`), wraps rubric and feedback content in
 * `qti-content-body`, and has its own namespaces and manifest resource types; the XHTML and MathML inside are the same.
 * The reader turns a 3.0 item into the 2.1 names it reads, the writer writes 2.1 and turns it into 3.0.
 */

export const QTI_SPELLING: Record<
  QtiVersion,
  { itemNs: string; itemSchema: string; manifestNs: string; resourceType: string; schema: string; schemaVersion: string }
> = {
  '2.1': {
    itemNs: 'http://www.imsglobal.org/xsd/imsqti_v2p1',
    itemSchema: 'http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd',
    manifestNs: 'http://www.imsglobal.org/xsd/imscp_v1p1',
    resourceType: 'imsqti_item_xmlv2p1',
    schema: 'IMS QTI Item',
    schemaVersion: '2.1',
  },
  '3.0': {
    itemNs: 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0',
    itemSchema: 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd',
    manifestNs: 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1',
    resourceType: 'imsqti_item_xmlv3p0',
    schema: 'QTI Package',
    schemaVersion: '3.0.0',
  },
};

/** QTI versions whose items are read (2.0 and 2.2 spell items as 2.1 does). */
const READ = new Set(['2.0', '2.1', '2.2', '3.0']);
/** A manifest resource's type as `{ kind, version }`: imsqti_item_xmlv2p1 → item 2.1; imsqti_xmlv1p2 → item 1.2. */
export function resourceKind(type: string | undefined): { kind: string; version: string; readable: boolean } | undefined {
  const m = /^imsqti_(?:([a-z]+)_)?xmlv(\d+)p(\d+)/i.exec(type ?? '');
  if (!m) return undefined;
  const version = `${m[2]}.${m[3]}`;
  return { kind: (m[1] ?? 'item').toLowerCase(), version, readable: READ.has(version) };
}

/** The version an item document is written in, by its root element and namespace; undefined when it is not QTI at all. */
export function itemVersion(root: XmlElement): string | undefined {
  if (root.local === 'questestinterop') return '1.2';
  if (root.local === 'qti-assessment-item') return '3.0';
  if (root.local !== 'assessmentItem') return undefined;
  const ns = /imsqti_v(\d+)p(\d+)/.exec(root.attrs.xmlns ?? '');
  return ns ? `${ns[1]}.${ns[2]}` : '2.1';
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const renamedAttrs = (attrs: Record<string, string>, rename: (n: string) => string) =>
  Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.includes(':') || k.startsWith('xmlns') ? k : rename(k), v]));

/** A QTI 3.0 item tree in the names of 2.1 (`qti-` elements renamed, their attributes in camel case); 2.x trees as they are. */
export function asQti2(node: XmlElement): XmlElement {
  const children = node.children.map((c) => (typeof c === 'string' ? c : asQti2(c)));
  if (!node.local.startsWith('qti-')) return { ...node, children };
  const local = camel(node.local.slice(4));
  return { name: local, local, attrs: renamedAttrs(node.attrs, camel), children };
}

/** A 2.1 item document written by qti-write.ts, in the names and namespace of 3.0. */
export function asQti3(xml: string): string {
  const root = parseXml(xml);
  const { itemNs, itemSchema } = QTI_SPELLING['3.0'];
  root.attrs = { ...root.attrs, xmlns: itemNs, 'xsi:schemaLocation': `${itemNs} ${itemSchema}` };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${qti3Of(root, false)}\n`;
}

const WRAPPED = new Set(['rubricBlock', 'modalFeedback']);
function qti3Of(node: XmlNode, inMath: boolean): string {
  if (typeof node === 'string') return escapeText(node);
  const math = inMath || node.local === 'math';
  const keep = math || XHTML_ELEMENTS.has(node.local);
  const name = keep ? node.name : `qti-${kebab(node.local)}`;
  const attrs = keep ? node.attrs : renamedAttrs(node.attrs, kebab);
  const written = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  const inner = node.children.map((c) => qti3Of(c, math)).join('');
  if (!inner) return `<${name}${written}/>`;
  return `<${name}${written}>${WRAPPED.has(node.local) ? `<qti-content-body>${inner}</qti-content-body>` : inner}</${name}>`;
}
