import { DOCX_PARTS_MAX, DOCX_UNPACKED_MAX_BYTES } from '@cloud-exam/contract/constants';
import { zipSync } from 'fflate';
import { parseXml, XmlRefused } from '../../../lib/xml-tree';
import { openZip, unreadable } from '../../../lib/zip-reader';
import { escapeText } from './html';
import { formulaText } from './markup';
import { ommlToLatex } from './omml';

/**
 * An uploaded .docx made ready for mammoth: every part is inflated through the bounded zip reader (so a zip bomb
 * is refused before mammoth, which inflates without limits, sees it), and Word's own equations, which mammoth
 * drops, are written into the text as LaTeX between dollars, the way authors type formulas. The parts are packed
 * again uncompressed, which costs little.
 */

const DOCX_LIMITS = { maxUnpackedBytes: DOCX_UNPACKED_MAX_BYTES, maxParts: DOCX_PARTS_MAX };

/**
 * Red text (a colour whose red is strong and green and blue weak: FF0000, C00000, E60012 …), which mammoth does not
 * see, is given a red highlight, which it does: the import maps it to a class and reads it as a mark of the key.
 */
const RUN_PROPERTIES = /<w:rPr>((?:(?!<\/w:rPr>)[\s\S])*?)<\/w:rPr>/g;
const COLOR = /<w:color\b[^>]*?w:val="([0-9A-Fa-f]{6})"/;
const HIGHLIGHT = /<w:highlight\b[^>]*\/>/g;
const isRed = (hex: string) => {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return r >= 0xb0 && g <= 0x60 && b <= 0x60;
};
const markRed = (xml: string) =>
  xml.replace(RUN_PROPERTIES, (whole, inner: string) => {
    const color = COLOR.exec(inner);
    return color && isRed(color[1]!) ? `<w:rPr>${inner.replace(HIGHLIGHT, '')}<w:highlight w:val="red"/></w:rPr>` : whole;
  });

const MATH = /<m:oMathPara\b[^>]*>[\s\S]*?<\/m:oMathPara>|<m:oMath\b[^>]*>[\s\S]*?<\/m:oMath>/g;

/** An equation as a run of text; one that cannot be read is left to mammoth, which drops it. */
function equationRun(xml: string): string {
  try {
    const node = parseXml(xml);
    const latex = ommlToLatex(node);
    if (!latex) return xml;
    return `<w:r><w:t xml:space="preserve">${escapeText(formulaText(latex, node.local === 'oMathPara'))}</w:t></w:r>`;
  } catch (e) {
    if (e instanceof XmlRefused) return xml;
    throw e;
  }
}

/** The document ready for mammoth, and how many pictures it holds (for progress). */
export async function prepareDocx(docx: Buffer): Promise<{ docx: Buffer; pictures: number }> {
  const zip = openZip(docx, DOCX_LIMITS);
  const names = zip.names().filter((n) => !n.endsWith('/'));
  const document = names.find((n) => n.toLowerCase() === 'word/document.xml');
  if (!document) throw unreadable('no word/document.xml');
  const files: Record<string, Uint8Array> = {};
  for (const name of names) {
    const bytes = await zip.bytes(name);
    files[name] = name === document ? Buffer.from(markRed(bytes.toString('utf8').replace(MATH, equationRun))) : bytes;
  }
  return {
    docx: Buffer.from(zipSync(files, { level: 0 })),
    pictures: names.filter((n) => /^word\/media\//i.test(n)).length,
  };
}
