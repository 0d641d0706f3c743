import { type ErrorCode, ErrorCodes } from '@cloud-exam/contract/errors';
import { AppError } from '../../../http/app-error';
import type { StoredFiles } from '../../files';

/** Reads bytes `start` to `end` inclusive of a kept file (fewer past its end). */
export type ByteReader = (start: number, end: number) => Promise<Buffer>;

/** The compound-file (OLE) signature of Office 97–2003 files and of password-protected Office 2007+ ones. */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEAD = 4096;
/** How far an OLE file is searched for its streams' names when its first directory sector does not hold them. */
const OLE_SEARCH = 1 << 20;

/** The stream an OLE file holds, which tells what it is; the first found wins (an encrypted package holds others too). */
const OLE_STREAMS: readonly [string, ErrorCode][] = [
  ['EncryptedPackage', ErrorCodes.officeEncrypted],
  ['WordDocument', ErrorCodes.wordLegacyFile],
  ['Workbook', ErrorCodes.excelLegacyFile],
  ['Book', ErrorCodes.excelLegacyFile],
];

function oleKind(bytes: Buffer): ErrorCode | undefined {
  const names = bytes.toString('utf16le');
  return OLE_STREAMS.find(([name]) => names.includes(name))?.[1];
}

/** What a text file's first bytes say it is, when it is a format people save questions in that the import does not read. */
function textKind(head: Buffer): ErrorCode | undefined {
  const text = (head[0] === 0xff && head[1] === 0xfe ? head.toString('utf16le') : head.toString('latin1'))
    .replace(/^(\uFEFF|ï»¿)/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('{\\rtf')) return ErrorCodes.rtfFile;
  if (text.includes('progid="word.document"') || text.includes('<w:worddocument')) return ErrorCodes.wordXmlFile;
  if (/^(<\?xml[^>]*>\s*)?(<!doctype html|<html)/.test(text)) return ErrorCodes.webPageFile;
  // a single-file web page (.mht), which Word and other systems also save as .doc
  if (/^([\w-]+:[^\n]*\r?\n)*mime-version:/.test(text) && text.includes('multipart/related')) return ErrorCodes.webPageFile;
  return undefined;
}

/**
 * Why an upload is refused before anything reads it, named for what it really is: empty, a Word or Excel 97–2003
 * file, a password-protected Office file, a PDF, an RTF, a web page or Word 2003 XML saved under a Word name.
 * Undefined for anything else (the formats the import reads tell themselves apart afterwards).
 */
export async function refusedKind(size: number, read: ByteReader): Promise<ErrorCode | undefined> {
  if (size === 0) return ErrorCodes.uploadEmpty;
  const head = await read(0, Math.min(size, HEAD) - 1);
  if (head.subarray(0, OLE.length).equals(OLE)) {
    // the first directory sector: its number at 0x30, sectors of 2^(uint16 at 0x1E) bytes after a header of one sector
    const shift = head.readUInt16LE(0x1e);
    const sector = head.readUInt32LE(0x30);
    const at = shift >= 7 && shift <= 16 ? (sector + 1) * 2 ** shift : size;
    const found = at < size ? oleKind(await read(at, Math.min(size, at + HEAD) - 1)) : undefined;
    return found ?? oleKind(await read(0, Math.min(size, OLE_SEARCH) - 1)) ?? ErrorCodes.officeLegacyFile;
  }
  if (head.subarray(0, 1024).includes('%PDF-')) return ErrorCodes.pdfFile;
  return textKind(head);
}

/** Refuses a kept upload that `refusedKind` names (its code, no parameters); nothing for any other. */
export async function uploadRefused(file: { key: string; size: number }, storedFiles: Pick<StoredFiles, 'bytes'>) {
  const code = await refusedKind(file.size, async (start, end) => (await storedFiles.bytes(file.key, { start, end })) ?? Buffer.alloc(0));
  if (code) throw new AppError(code);
}
