import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import { DOCX_PARTS_MAX, DOCX_UNPACKED_MAX_BYTES, QTI_PARTS_MAX, QTI_UNPACKED_MAX_BYTES } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { Worker } from 'node:worker_threads';
import { WORKER_LIMITS, workerFile, workerTurn } from '../../../lib/sheet-reader';
import type { ParsedItem, ParseProblem } from './item-text';
import type { ImportOptions } from './word-import';

export type ItemFileAsk = { data: Uint8Array; format: 'word' | 'qti' };
/** `skipped`: what a Word file holds that is no item's, each with its reason (`WordImport`). */
type Parsed = { items: ParsedItem[]; problems: ParseProblem[]; skipped?: ParseProblem[] };
export type ItemFileAnswer = { parsed: Parsed; pictures: Uint8Array[]; standIn: string };

const WORKER_FILE = workerFile('item-file-worker', import.meta.url);
/** What a file that takes the worker past its heap is told, by format (the package's limits). */
const TOO_LARGE: Record<ItemFileAsk['format'], ParseProblem> = {
  word: { code: ErrorCodes.packageTooLarge, params: { max: DOCX_UNPACKED_MAX_BYTES / 2 ** 20, parts: DOCX_PARTS_MAX } },
  qti: { code: ErrorCodes.packageTooLarge, params: { max: QTI_UNPACKED_MAX_BYTES / 2 ** 20, parts: QTI_PARTS_MAX } },
};

/**
 * The items of a Word file or QTI package (`parseWordItems`, `parseQtiPackage`), parsed in a worker thread
 * (`item-file-worker.ts`) so that the server's thread stays free to answer, at most one read per core at once.
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
  const answer = await workerTurn(
    () =>
      new Promise<ItemFileAnswer | undefined>((resolve, reject) => {
        const copy = new Uint8Array(data);
        const ask: ItemFileAsk = { data: copy, format };
        const worker = new Worker(WORKER_FILE, { workerData: ask, transferList: [copy.buffer], resourceLimits: WORKER_LIMITS });
        let settled = false;
        const settle = (fn: () => void) => {
          if (settled) return;
          settled = true;
          fn();
        };
        worker.on('message', (message: ItemFileAnswer | { progress: number }) => {
          if ('progress' in message) tell(message.progress * 0.9);
          else settle(() => resolve(message));
        });
        worker.once('error', (e: Error & { code?: string }) =>
          settle(() => (e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve(undefined) : reject(e))),
        );
        worker.once('exit', (code) => settle(() => reject(new Error(`the item file reader stopped (exit ${code})`))));
      }),
  );
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
