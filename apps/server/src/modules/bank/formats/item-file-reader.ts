import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import { DOCX_PARTS_MAX, DOCX_UNPACKED_MAX_BYTES, QTI_PARTS_MAX, QTI_UNPACKED_MAX_BYTES } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { WORKER_LIMITS } from '../../../lib/sheet-reader';
import { workerFile, workerPool, WorkerOutOfMemory } from '../../../lib/worker-pool';
import type { ParsedItem, ParseProblem } from './item-text';
import type { ImportOptions } from './word-import';

export type ItemFileAsk = { data: Uint8Array; format: 'word' | 'qti' | 'moodle' | 'gift' };
/** `skipped`: what a Word file holds that is no item's, each with its reason (`WordImport`). */
type Parsed = { items: ParsedItem[]; problems: ParseProblem[]; skipped?: ParseProblem[] };
export type ItemFileAnswer = { parsed: Parsed; pictures: Uint8Array[]; standIn: string };

const readers = workerPool<ItemFileAsk, ItemFileAnswer>(workerFile('item-file-worker', import.meta.url), WORKER_LIMITS);
/** What a file that takes the worker past its heap is told, by format (the package's limits). */
const TOO_LARGE: Record<ItemFileAsk['format'], ParseProblem> = {
  word: { code: ErrorCodes.packageTooLarge, params: { max: DOCX_UNPACKED_MAX_BYTES / 2 ** 20, parts: DOCX_PARTS_MAX } },
  qti: { code: ErrorCodes.packageTooLarge, params: { max: QTI_UNPACKED_MAX_BYTES / 2 ** 20, parts: QTI_PARTS_MAX } },
  moodle: { code: ErrorCodes.itemFileTooLarge },
  gift: { code: ErrorCodes.itemFileTooLarge },
};

/**
 * The items of a Word file, QTI package, Moodle XML or GIFT file (`parseWordItems`, `parseQtiPackage`,
 * `parseMoodleXml`, `parseGift`), parsed in a worker thread (`item-file-worker.ts`, kept in a pool) so that the server's thread
 * stays free to answer, at most one read per core at once.
 * The pictures come back with the items, are stored here by `keep` (its address, or '' for one it refuses, which
 * the sanitiser then drops) and put in place of their stand-ins. The parse's progress counts for 90 %, the pictures
 * for the rest.
 */
export async function parseItemFileInWorker(
  format: ItemFileAsk['format'],
  data: Buffer,
  keep: (bytes: Buffer) => Promise<string>,
  { onProgress }: ImportOptions = {},
): Promise<Parsed> {
  let told = Promise.resolve();
  const tell = (fraction: number) => {
    told = told.then(() => onProgress?.(fraction));
  };
  const copy = new Uint8Array(data);
  const answer = await readers
    .run({ data: copy, format }, { transfer: [copy.buffer], onProgress: (fraction) => tell(fraction * 0.9) })
    .catch((e: unknown) => {
      if (e instanceof WorkerOutOfMemory) return undefined;
      throw e;
    });
  await told;
  if (!answer) return { items: [], problems: [TOO_LARGE[format]] };
  const addresses: string[] = [];
  for (const [n, picture] of answer.pictures.entries()) {
    addresses.push(await keep(Buffer.from(picture)));
    await onProgress?.(0.9 + ((n + 1) / answer.pictures.length) * 0.1);
  }
  if (!addresses.length) return answer.parsed;
  const standIns = new RegExp(`${storedFileUrl(answer.standIn)}(\\d{8})`, 'g');
  return JSON.parse(JSON.stringify(answer.parsed).replace(standIns, (_, n: string) => addresses[Number(n)]!)) as Parsed;
}
