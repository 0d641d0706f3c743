import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/**
 * An uploaded zip (.xlsx, .docx, a QTI package) read within limits: the central directory is checked first (parts,
 * declared sizes), then only the parts asked for are inflated, each byte counted against one budget for the whole
 * archive as it comes out, so a zip bomb stops where it crosses the limit. XML parts are parsed as they inflate,
 * and a document type declaration (external entities, "billion laughs") is refused, as is anything the zip or
 * XML reader finds broken.
 */

export type ZipLimits = { maxUnpackedBytes: number; maxParts: number };

/** Why a file was refused: unreadable (broken, not what it claims to be), too large unpacked, too many parts or rows. */
export type ArchiveRefusal = 'unreadable' | 'tooLarge' | 'tooManyParts' | 'tooManyRows';

export class ArchiveRefused extends Error {
  constructor(
    readonly reason: ArchiveRefusal,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export const unreadable = (detail: string) => new ArchiveRefused('unreadable', detail);
/** Past a limit of the archive's size: its bytes unpacked or its number of parts. */
export const isTooLarge = (e: unknown) => e instanceof ArchiveRefused && (e.reason === 'tooLarge' || e.reason === 'tooManyParts');

type Entry = { name: string; raw: string; method: number; flags: number; compressedSize: number; size: number; localOffset: number };
export type XmlHandlers = {
  open?: (tag: SaxesTagPlain, name: string) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The longest end of central directory record: 22 bytes and a comment of at most 65,535. */
const END_RECORD_MAX = 22 + 0xffff;
/** A directory record's largest likely size (46 bytes, a name, extra fields): what reading a kept zip's directory may fetch per part. */
const RECORD_BYTES_MAX = 1024;

/** True when the bytes start like a zip container (.xlsx, .docx and QTI packages all are). */
export const looksLikeZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === LOCAL;

/** The central directory's record at `at`, as an entry. */
function entryAt(zip: Buffer, at: number): Entry {
  const raw = zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28));
  return {
    flags: zip.readUInt16LE(at + 8),
    method: zip.readUInt16LE(at + 10),
    compressedSize: zip.readUInt32LE(at + 20),
    size: zip.readUInt32LE(at + 24),
    localOffset: zip.readUInt32LE(at + 42),
    raw,
    name: raw.replace(/^\/+/, ''),
  };
}

/** A part's name as parts are looked up: without leading slashes, regardless of case (as Office does). */
const partKey = (name: string) => name.replace(/^\/+/, '').toLowerCase();

/** Where the end of central directory record starts in the bytes (a zip's last 22 to 65,557), refused when none. */
function endRecordIn(bytes: Buffer) {
  if (bytes.length < 22) throw unreadable('too short');
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - END_RECORD_MAX); i--) if (bytes.readUInt32LE(i) === EOCD) return i;
  throw unreadable('no end of central directory');
}

/**
 * The zip's central directory, refused when it is broken, has too many parts (told by its end, before it is read)
 * or declares too many bytes. Only where each part's record starts is kept, by its name: the rest is read from the
 * directory when asked for.
 */
function directoryOf(zip: Buffer, limits: ZipLimits) {
  const eocd = endRecordIn(zip);
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count > limits.maxParts) throw new ArchiveRefused('tooManyParts', `${count} parts`);
  if (offset + size > eocd) throw unreadable('central directory outside the file');
  const records = new Uint32Array(count);
  let declared = 0;
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== CENTRAL) throw unreadable('bad central directory entry');
    records[n] = at;
    declared += zip.readUInt32LE(at + 24);
    if (declared > limits.maxUnpackedBytes) throw new ArchiveRefused('tooLarge', `declares ${declared} bytes`);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  const byName = new Map<string, number>();
  for (const record of records) byName.set(partKey(entryAt(zip, record).name), record);
  return { records, byName };
}

/** Inflates one part, handing its bytes on as they come, and counting them against the budget. */
async function inflatePart(zip: Buffer, entry: Entry, budget: { left: number }, onChunk: (chunk: Buffer) => void) {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw unreadable(`no local header for ${entry.name}`);
  if (entry.flags & 1) throw unreadable(`${entry.name} is encrypted`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw unreadable(`${entry.name} is cut short`);
  const data = zip.subarray(start, start + entry.compressedSize);
  let produced = 0;
  const take = (chunk: Buffer) => {
    produced += chunk.length;
    budget.left -= chunk.length;
    if (budget.left < 0) throw new ArchiveRefused('tooLarge', `${entry.name} inflates past the limit`);
    if (produced > entry.size) throw unreadable(`${entry.name} is larger than it declares`);
    onChunk(chunk);
  };
  if (entry.method === 0) {
    for (let i = 0; i < data.length; i += 65536) take(data.subarray(i, i + 65536));
  } else if (entry.method === 8) {
    const inflate = createInflateRaw();
    Readable.from([data]).pipe(inflate);
    try {
      for await (const chunk of inflate) take(chunk as Buffer);
    } catch (e) {
      if (e instanceof ArchiveRefused) throw e;
      throw unreadable(`${entry.name}: ${(e as Error).message}`);
    } finally {
      inflate.destroy();
    }
  } else {
    throw unreadable(`${entry.name} uses compression method ${entry.method}`);
  }
  if (produced !== entry.size) throw unreadable(`${entry.name} is cut short`);
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by its name, with or without a namespace prefix. */
export const attr = (tag: SaxesTagPlain, name: string) => {
  for (const [key, value] of Object.entries(tag.attributes)) if (key === name || localName(key) === name) return value;
  return undefined;
};

/**
 * Opens a zip: its directory is read and checked at once; parts are inflated when asked for, all of them together
 * within `limits.maxUnpackedBytes`. Names are matched without regard to case, as Office does.
 */
export function openZip(zip: Buffer, limits: ZipLimits) {
  const { records, byName } = directoryOf(zip, limits);
  const budget = { left: limits.maxUnpackedBytes };
  const entry = (name: string) => {
    const found = byName.get(partKey(name));
    if (found === undefined) throw unreadable(`no part ${name}`);
    return entryAt(zip, found);
  };
  return {
    /** The names of the parts, as the zip spells them. */
    names: () => [...byName.values()].map((at) => entryAt(zip, at).name),
    /** Every entry's name exactly as the directory spells it (a leading slash kept), duplicates included, in order. */
    *rawNames() {
      for (const at of records) yield entryAt(zip, at).raw;
    },
    has: (name: string) => byName.has(partKey(name)),
    async bytes(name: string): Promise<Buffer> {
      const chunks: Buffer[] = [];
      await inflatePart(zip, entry(name), budget, (chunk) => chunks.push(chunk));
      return Buffer.concat(chunks);
    },
    async text(name: string): Promise<string> {
      return (await this.bytes(name)).toString('utf8');
    },
    /** Parses one part's XML as it inflates; a DOCTYPE or any XML error refuses the file. */
    async xml(name: string, handlers: XmlHandlers) {
      const part = entry(name);
      const parser = new SaxesParser({ xmlns: false });
      parser.on('doctype', () => {
        throw unreadable(`${part.name} declares a document type`);
      });
      parser.on('error', (e) => {
        throw unreadable(`${part.name}: ${e.message}`);
      });
      if (handlers.open) parser.on('opentag', (tag) => handlers.open!(tag, localName(tag.name)));
      if (handlers.close) parser.on('closetag', (tag) => handlers.close!(localName(tag.name)));
      if (handlers.text) parser.on('text', handlers.text);
      const decoder = new StringDecoder('utf8');
      await inflatePart(zip, part, budget, (chunk) => {
        const text = decoder.write(chunk);
        if (text) parser.write(text);
      });
      const rest = decoder.end();
      if (rest) parser.write(rest);
      parser.close();
    },
  };
}
export type ZipArchive = ReturnType<typeof openZip>;

/**
 * The directory of a zip kept elsewhere (an upload in the file store), fetched by byte range, `read(start, end)`
 * inclusive, without its parts: the end record first, then the directory it points at, refused as `openZip` refuses
 * before any more is fetched. Answers the names of its parts, as `openZip`'s `has` tells them, and lists them (in lower case).
 */
export async function zipPartsOf(size: number, read: (start: number, end: number) => Promise<Buffer>, limits: ZipLimits) {
  if (size < 22) throw unreadable('too short');
  const tailStart = Math.max(0, size - END_RECORD_MAX);
  const tail = await read(tailStart, size - 1);
  const end = endRecordIn(tail);
  const count = tail.readUInt16LE(end + 10);
  const offset = tail.readUInt32LE(end + 16);
  if (count > limits.maxParts) throw new ArchiveRefused('tooManyParts', `${count} parts`);
  const endAt = tailStart + end;
  if (offset > endAt || endAt - offset > count * RECORD_BYTES_MAX) throw unreadable('central directory outside the file');
  const window = Buffer.concat([
    offset < tailStart ? await read(offset, tailStart - 1) : Buffer.alloc(0),
    tail.subarray(Math.max(0, offset - tailStart)),
  ]);
  // the directory as the start of a zip of its own: its end record says so
  window.writeUInt32LE(0, endAt - offset + 16);
  const { byName } = directoryOf(window, limits);
  return { has: (name: string) => byName.has(partKey(name)), names: () => [...byName.keys()] };
}
