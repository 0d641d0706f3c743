import { ITEM_EXPORT_MAX, type ItemExportFormat, type itemTransferApi, type QtiVersion } from '@cloud-exam/contract/bank/item-transfer';
import type { ItemContent } from '@cloud-exam/contract/bank/item';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { STORED_FILE_KEY } from '@cloud-exam/contract/files/stored-file';
import type { Language } from '@cloud-exam/contract/languages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { DOCX_MIME } from '../../http/disposition';
import type { Tenant } from '../../http/tenant';
import { XLSX_MIME } from '../../lib/excel';
import type { JobQueue } from '../../lib/job-queue';
import type { FileOwner, FileTasks, StoredFiles } from '../files';
import type { BankService } from './bank.service';
import { writeExcelItems } from './formats/excel-items';
import { writeMoodleXml } from './formats/moodle-write';
import { writeQtiPackage } from './formats/qti-write';
import type { ExportItem } from './formats/samples';
import { writeWordItems } from './formats/word-export';
import { itemRepo } from './item.repo';
import { byNamePath } from './knowledge-paths';
import { knowledgeRepo } from './knowledge.repo';

type Input = Inputs<typeof itemTransferApi>;

const FILES: Record<ItemExportFormat, { suffix: string; mime: string }> = {
  excel: { suffix: '.xlsx', mime: XLSX_MIME },
  word: { suffix: '.docx', mime: DOCX_MIME },
  qti: { suffix: '.qti.zip', mime: 'application/zip' },
  moodle: { suffix: '.moodle.xml', mime: 'application/xml' },
};

type ExportJob = {
  taskId: string;
  fileName: string;
  officeId: string;
  userId: string;
  bankId: string;
  ids?: string[];
  format: ItemExportFormat;
  qtiVersion?: QtiVersion;
  lang: Language;
};

const QUEUE = 'bank.item-export';
const STORED_PICTURE = new RegExp(`cloudeFile/file/(${STORED_FILE_KEY.source.slice(1, -1)})`);

/**
 * Exports of items as background file tasks: the task shows in the download centre as being made, the job writes
 * the file (pictures of the file store embedded) and leaves it there.
 */
export function createItemExports({
  db,
  queue,
  banks,
  storedFiles,
  fileTasks,
}: {
  db: Db;
  queue: JobQueue;
  banks: BankService;
  storedFiles: StoredFiles;
  fileTasks: FileTasks;
}) {
  /** The bytes of one of the institution's pictures in the file store, for the writers to embed. */
  async function picture(officeId: string, src: string) {
    const key = STORED_PICTURE.exec(src)?.[1];
    const body = key ? await storedFiles.openPicture(officeId, key) : undefined;
    if (!body) return undefined;
    if (Buffer.isBuffer(body)) return body;
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function itemsOf(owner: FileOwner, bankId: string, ids?: string[]): Promise<ExportItem[]> {
    const pathOf = new Map([...byNamePath(await knowledgeRepo(db, owner).ofBank(bankId))].map(([path, p]) => [p.id, path]));
    const rows = await itemRepo(db, owner).forExport(bankId, ids);
    return rows.map((r) => ({
      ...(r.content as ItemContent),
      knowledgePaths: r.knowledgeIds.map((k) => pathOf.get(k)).filter((p): p is string => !!p),
      tags: r.tags,
    }));
  }

  async function run({ taskId, fileName, officeId, userId, bankId, ids, format, qtiVersion, lang }: ExportJob) {
    const owner = { officeId, userId };
    const items = await itemsOf(owner, bankId, ids);
    const image = (src: string) => picture(officeId, src);
    const write = {
      excel: () => writeExcelItems(items, lang),
      word: () => writeWordItems(items, lang, { image }),
      qti: () => writeQtiPackage(items, { image, version: qtiVersion }),
      moodle: () => writeMoodleXml(items, { image }),
    };
    const data = await write[format]();
    await fileTasks.complete(owner, taskId, { fileName, mime: FILES[format].mime, data });
  }

  /** The job failed for good (every attempt threw, or it died): its task in the download centre says so. */
  async function failed({ taskId, officeId, userId, lang }: ExportJob) {
    await fileTasks.fail({ officeId, userId }, taskId, errorMessage(ErrorCodes.serverError, lang));
  }

  queue.handle(QUEUE, run, failed);

  return {
    /** Starts the export of a bank the caller sees, or of some of its items; answers the download centre's task. */
    async start(tenant: Tenant, { bankId, ids, format, qtiVersion }: Input['exportItems'], lang: Language) {
      const bank = await banks.visibleBank(tenant, bankId);
      const unique = ids && [...new Set(ids)];
      if (unique) {
        const found = await itemRepo(db, tenant).visible(await tenant.rights(), unique);
        if (found.length !== unique.length || found.some((f) => f.bankId !== bankId)) throw new AppError(ErrorCodes.notFound);
      } else if ((await itemRepo(db, tenant).inBank(bankId)) > ITEM_EXPORT_MAX)
        throw new AppError(ErrorCodes.itemExportTooMany, { max: ITEM_EXPORT_MAX });
      const fileName = `${bank.name}${format === 'qti' && qtiVersion === '3.0' ? '.qti3.zip' : FILES[format].suffix}`;
      const { id } = await fileTasks.begin(tenant, { fileType: 'item.export', fileName, mime: FILES[format].mime });
      const job: ExportJob = {
        taskId: id,
        fileName,
        officeId: tenant.officeId,
        userId: tenant.userId,
        bankId,
        format,
        lang,
        ...(unique ? { ids: unique } : {}),
        ...(format === 'qti' && qtiVersion ? { qtiVersion } : {}),
      };
      await queue.send(QUEUE, job, id);
      return { fileTaskId: id };
    },
  };
}
export type ItemExports = ReturnType<typeof createItemExports>;
