import type { ItemFileFormat } from '@cloud-exam/contract/bank/item-transfer';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { AppError } from '../../../http/app-error';
import { ArchiveRefused, zipPartsOf } from '../../../lib/zip-reader';
import type { StoredFiles } from '../../files';
import { xmlRootOf } from './moodle-xml';
import { QTI_LIMITS, qtiManifests } from './qti-package';

/**
 * The format of a kept upload, told by the parts its zip holds, or for a file that is no zip by its start (an XML
 * whose root is `<quiz>`: Moodle XML; text with answers in braces: GIFT), whatever its name says; undefined for
 * none of them.
 */
export async function formatOf(file: { key: string; size: number }, storedFiles: StoredFiles): Promise<ItemFileFormat | undefined> {
  const read = async (start: number, end: number) => (await storedFiles.bytes(file.key, { start, end })) ?? Buffer.alloc(0);
  try {
    const zip = await zipPartsOf(file.size, read, QTI_LIMITS);
    if (zip.has('word/document.xml')) return 'word';
    if (zip.has('xl/workbook.xml')) return 'excel';
    if (qtiManifests(zip.names()).length) return 'qti';
    return undefined;
  } catch (e) {
    if (e instanceof ArchiveRefused && e.reason !== 'unreadable')
      throw new AppError(ErrorCodes.packageTooLarge, { max: QTI_LIMITS.maxUnpackedBytes / 2 ** 20, parts: QTI_LIMITS.maxParts });
    return file.size ? textFormatOf(await read(0, Math.min(file.size, TEXT_HEAD_BYTES) - 1)) : undefined;
  }
}

/** How much of a file's start tells a Moodle XML or GIFT file. */
const TEXT_HEAD_BYTES = 64 * 1024;
function textFormatOf(head: Buffer): ItemFileFormat | undefined {
  const text = head.toString('utf8');
  // binary (a .doc, a .pdf) has NUL bytes or is no UTF-8; the head's last character may be cut
  if (head.includes(0) || text.slice(0, -4).includes('\uFFFD')) return undefined;
  const root = xmlRootOf(text);
  if (root === 'quiz') return 'moodle';
  if (root) throw new AppError(ErrorCodes.xmlNotMoodleQuiz, { root });
  return /(?<!\\)\{[\s\S]*?(?<!\\)\}/.test(text) ? 'gift' : undefined;
}
