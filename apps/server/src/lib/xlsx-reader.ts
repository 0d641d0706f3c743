import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/**
 * The first sheet of an .xlsx, read as a stream with its limits checked while reading: the zip's directory is
 * checked first (parts, declared sizes), then only the parts a sheet needs are inflated, each byte counted as it
 * comes out, and the sheet's XML is parsed as it inflates, so a file past a limit stops the work where it crosses
 * it. A document type declaration (external entities, "billion laughs") is refused, as is anything the zip or XML
 * reader finds broken.
 */

export type XlsxLimits = { maxUnpackedBytes: number; maxParts: number; maxRows: number };
export type SheetRow = { row: number; cells: string[] };

/** Why a file was refused: unreadable (broken, not an xlsx), too large (unpacked, parts), too many rows. */
export type XlsxRefusal = 'unreadable' | 'tooLarge' | 'tooManyRows';

export class XlsxRefused extends Error {
  constructor(
    readonly reason: XlsxRefusal,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

const unreadable = (detail: string) => new XlsxRefused('unreadable', detail);

type Entry = { name: string; method: number; flags: number; compressedSize: number; size: number; localOffset: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The zip's central directory, refused when it is broken, has too many parts or declares too many bytes. */
function directoryOf(zip: Buffer, limits: XlsxLimits): Map<string, Entry> {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count > limits.maxParts) throw new XlsxRefused('tooLarge', `${count} parts`);
  if (offset + size > eocd) throw unreadable('central directory outside the file');
  const entries = new Map<string, Entry>();
  let declared = 0;
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== CENTRAL) throw unreadable('bad central directory entry');
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: Entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength).replace(/^\/+/, ''),
    };
    declared += entry.size;
    if (declared > limits.maxUnpackedBytes) throw new XlsxRefused('tooLarge', `declares ${declared} bytes`);
    entries.set(entry.name.toLowerCase(), entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Inflates one part, handing its text on as it comes, and counting its bytes against the budget. */
async function readPart(zip: Buffer, entry: Entry, budget: { left: number }, onText: (text: string) => void) {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw unreadable(`no local header for ${entry.name}`);
  if (entry.flags & 1) throw unreadable(`${entry.name} is encrypted`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw unreadable(`${entry.name} is cut short`);
  const data = zip.subarray(start, start + entry.compressedSize);
  const decoder = new StringDecoder('utf8');
  let produced = 0;
  const take = (chunk: Buffer) => {
    produced += chunk.length;
    budget.left -= chunk.length;
    if (budget.left < 0) throw new XlsxRefused('tooLarge', `${entry.name} inflates past the limit`);
    if (produced > entry.size) throw unreadable(`${entry.name} is larger than it declares`);
    onText(decoder.write(chunk));
  };
  if (entry.method === 0) {
    for (let i = 0; i < data.length; i += 65536) take(data.subarray(i, i + 65536));
  } else if (entry.method === 8) {
    const inflate = createInflateRaw();
    Readable.from([data]).pipe(inflate);
    try {
      for await (const chunk of inflate) take(chunk as Buffer);
    } catch (e) {
      if (e instanceof XlsxRefused) throw e;
      throw unreadable(`${entry.name}: ${(e as Error).message}`);
    } finally {
      inflate.destroy();
    }
  } else {
    throw unreadable(`${entry.name} uses compression method ${entry.method}`);
  }
  if (produced !== entry.size) throw unreadable(`${entry.name} is cut short`);
  onText(decoder.end());
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses one part's XML as it inflates; a DOCTYPE or any XML error refuses the file. */
async function parsePart(
  zip: Buffer,
  entry: Entry,
  budget: { left: number },
  handlers: { open?: (tag: SaxesTagPlain, name: string) => void; close?: (name: string) => void; text?: (text: string) => void },
) {
  const parser = new SaxesParser({ xmlns: false });
  parser.on('doctype', () => {
    throw unreadable(`${entry.name} declares a document type`);
  });
  parser.on('error', (e) => {
    throw unreadable(`${entry.name}: ${e.message}`);
  });
  if (handlers.open) parser.on('opentag', (tag) => handlers.open!(tag, localName(tag.name)));
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(localName(tag.name)));
  if (handlers.text) parser.on('text', handlers.text);
  await readPart(zip, entry, budget, (text) => {
    if (text) parser.write(text);
  });
  parser.close();
}

const attr = (tag: SaxesTagPlain, name: string) => {
  for (const [key, value] of Object.entries(tag.attributes)) if (key === name || localName(key) === name) return value;
  return undefined;
};

/** "BC12" → 54 (0-based column index). */
function columnOf(ref: string) {
  let n = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

/** Texts of `<si>` (shared strings) or `<is>` (inline): the `<t>` runs, phonetic runs left out. */
function stringCollector() {
  let inT = false;
  let inPhonetic = 0;
  let text = '';
  return {
    open(name: string) {
      if (name === 'rPh') inPhonetic++;
      else if (name === 't' && !inPhonetic) inT = true;
    },
    close(name: string) {
      if (name === 'rPh') inPhonetic--;
      else if (name === 't') inT = false;
    },
    text(t: string) {
      if (inT) text += t;
    },
    take() {
      const t = text;
      text = '';
      return t;
    },
  };
}

/**
 * The data rows of the first sheet (row 1, the header, left out), each cell as trimmed text, with the row's number
 * as the user sees it in Excel; blank rows are left out. Refuses past `limits.maxRows` data rows as it reads.
 */
export async function readFirstSheet(zip: Buffer, columnCount: number, limits: XlsxLimits): Promise<SheetRow[]> {
  if (zip.length < 22) throw unreadable('too short');
  const entries = directoryOf(zip, limits);
  const budget = { left: limits.maxUnpackedBytes };
  const part = (name: string) => entries.get(name.toLowerCase());

  const workbook = part('xl/workbook.xml');
  if (!workbook) throw unreadable('no workbook');
  let firstSheetRel: string | undefined;
  await parsePart(zip, workbook, budget, {
    open: (tag, name) => {
      if (name === 'sheet' && firstSheetRel === undefined) firstSheetRel = attr(tag, 'id');
    },
  });
  const rels = part('xl/_rels/workbook.xml.rels');
  if (!firstSheetRel || !rels) throw unreadable('no sheet');
  const targets = new Map<string, string>();
  let sharedStringsPath = 'xl/sharedStrings.xml';
  await parsePart(zip, rels, budget, {
    open: (tag, name) => {
      if (name !== 'Relationship') return;
      const target = attr(tag, 'Target') ?? '';
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      targets.set(attr(tag, 'Id') ?? '', path);
      if ((attr(tag, 'Type') ?? '').endsWith('/sharedStrings')) sharedStringsPath = path;
    },
  });
  const sheetPath = targets.get(firstSheetRel);
  const sheet = sheetPath ? part(sheetPath) : undefined;
  if (!sheet) throw unreadable('the first sheet is missing');

  const shared: string[] = [];
  const sharedPart = part(sharedStringsPath);
  if (sharedPart) {
    const si = stringCollector();
    await parsePart(zip, sharedPart, budget, {
      open: (_, name) => si.open(name),
      close: (name) => {
        if (name === 'si') shared.push(si.take());
        else si.close(name);
      },
      text: (t) => si.text(t),
    });
  }

  const rows: SheetRow[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let column = -1;
  let type = 'n';
  let value = '';
  let inValue = false;
  const inline = stringCollector();
  await parsePart(zip, sheet, budget, {
    open: (tag, name) => {
      if (name === 'row') {
        const r = Number(attr(tag, 'r'));
        rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
        cells = Array.from({ length: columnCount }, () => '');
        column = -1;
      } else if (name === 'c') {
        const ref = attr(tag, 'r');
        column = ref ? columnOf(ref) : column + 1;
        type = attr(tag, 't') ?? 'n';
        value = '';
      } else if (name === 'v') {
        inValue = true;
      } else inline.open(name);
    },
    text: (t) => {
      if (inValue) value += t;
      else inline.text(t);
    },
    close: (name) => {
      if (name === 'v') inValue = false;
      else if (name === 'c') {
        const text = cellText(type, value, inline.take(), shared);
        if (column >= 0 && column < columnCount) cells[column] = text.trim();
      } else if (name === 'row') {
        if (rowNumber === 1 || !cells.some((c) => c !== '')) return;
        rows.push({ row: rowNumber, cells });
        if (rows.length > limits.maxRows) throw new XlsxRefused('tooManyRows', `more than ${limits.maxRows} rows`);
      } else inline.close(name);
    },
  });
  return rows;
}

/** A cell's value as the text Excel shows for it (numbers in their shortest form). */
function cellText(type: string, value: string, inline: string, shared: string[]) {
  switch (type) {
    case 's':
      return shared[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return value === '1' ? 'true' : 'false';
    case 'n': {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) ? String(n) : value;
    }
    default:
      return value;
  }
}
