import { type ItemContent, ITEM_TAG_MAX, ITEM_TAGS_MAX } from '@cloud-exam/contract/bank/item';
import { itemLine } from '@cloud-exam/contract/bank/item-line';
import { itemProblems } from '@cloud-exam/contract/bank/item-rules';
import type { DefaultScores } from '@cloud-exam/contract/bank/bank';
import {
  type AnswerFrom,
  fieldLabel,
  type ImportedItem,
  ITEM_IMPORT_KEEP_DAYS,
  ITEM_IMPORT_MAX_BYTES,
  type ItemFileFormat,
  type ItemImport,
  ItemImportState,
  type itemTransferApi,
} from '@cloud-exam/contract/bank/item-transfer';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { type ErrorCode, ErrorCodes, errorMessage, isErrorCode } from '@cloud-exam/contract/errors';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import { richTextPlain } from '@cloud-exam/contract/rich-text-plain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { XLSX_MIME } from '../../lib/excel';
import type { JobQueue } from '../../lib/job-queue';
import { ArchiveRefused } from '../../lib/zip-reader';
import { recordAudit } from '../audit';
import type { FileOwner, FileTasks, StoredFiles } from '../files';
import type { BankService } from './bank.service';
import { answerText } from './answer-text';
import { readExcelItems, type WorkbookLayout } from './formats/excel-mapping';
import type { ItemSource, ParsedItem, ParseProblem } from './formats/item-text';
import { parseItemFileInWorker } from './formats/item-file-reader';
import { formatOf } from './formats/upload-format';
import { uploadRefused } from './formats/upload-refused';
import { positionOf, problemMessage, reportOf } from './import-report';
import { setScores, withDefaultScores } from './import-scores';
import { cleanItem, columnsOf } from './item-shape';
import { bankRepo } from './bank.repo';
import { awaitMapping } from './item-mapping.repo';
import { itemImportRepo, type ItemImportRow, itemImportWork } from './item-transfer.repo';
import { itemRepo } from './item.repo';
import { pathPlanner, pathProblem, splitPath } from './knowledge-paths';
import { knowledgeRepo } from './knowledge.repo';

type Input = Inputs<typeof itemTransferApi>;

/** An item as an import keeps it between reading and committing: sanitised, fingerprinted, with its problems. */
type ReadItem = {
  content: ItemContent;
  fingerprint: string;
  knowledgePaths: string[];
  tags: string[];
  source: ItemSource;
  problems: ParseProblem[];
  answerFrom?: AnswerFrom;
  /** The paths of the scores the bank's defaults gave ('' the item's own, `childItemList.N` a part's). */
  defaulted?: string[];
};

export const ITEM_IMPORT_QUEUE = 'bank.item-import';
/** Items written per insert statement when committing. */
const BATCH = 200;

/** A parsed item sanitised, with the problems sanitising, its knowledge paths and its tags add. */
function readItem(parsed: ParsedItem, defaults: DefaultScores): ReadItem {
  const { knowledgePaths, tags, source, problems: found, answerFrom, scoreMissing, ...raw } = parsed;
  const content = cleanItem(raw);
  const problems = [...found];
  const seen = new Set(problems.map((p) => p.field));
  // sanitising may empty a field the file filled (a stem that was only a script)
  for (const p of itemProblems(content))
    if (!seen.has(p.path)) problems.push({ field: p.path, code: p.code, ...(p.params ? { params: p.params } : {}) });
  for (const path of knowledgePaths) {
    const problem = pathProblem(splitPath(path));
    if (problem) {
      problems.push({
        field: 'knowledgePaths',
        ...problem,
        ...(problem.code === ErrorCodes.fieldRequired ? { params: { title: path } } : {}),
      });
      break;
    }
  }
  const uniqueTags = [...new Set(tags)];
  if (uniqueTags.length > ITEM_TAGS_MAX || uniqueTags.some((t) => t.length > ITEM_TAG_MAX))
    problems.push({ field: 'tags', code: ErrorCodes.fieldLength, params: { min: 1, max: ITEM_TAG_MAX } });
  const read = { content, fingerprint: columnsOf(content).fingerprint, knowledgePaths, tags: uniqueTags, source, problems, answerFrom };
  return scoreMissing ? withDefaultScores(read, defaults) : read;
}

/** Marks the items the bank holds already or that repeat an earlier item of the file. */
function markDuplicates(items: ReadItem[], inBank: Set<string>) {
  const first = new Map<string, number>();
  return items.map((item) => {
    const earlier = first.get(item.fingerprint);
    if (earlier === undefined) first.set(item.fingerprint, item.source.ordinal);
    const problem: ParseProblem | undefined = inBank.has(item.fingerprint)
      ? { field: '', code: ErrorCodes.duplicateItem }
      : earlier !== undefined
        ? { field: '', code: ErrorCodes.duplicateItemInFile, params: { ordinal: earlier } }
        : undefined;
    return problem && !item.problems.some((p) => p.code === problem.code) ? { ...item, problems: [...item.problems, problem] } : item;
  });
}

/** How many of the paragraphs a file holds beside its items the preview lists (the report has them all). */
const SKIPPED_SHOWN = 50;

const toImport = (row: Omit<ItemImportRow, 'uploadKey' | 'items'>, lang: Language): ItemImport => ({
  id: row.id,
  bankId: row.bankId,
  format: row.format as ItemFileFormat,
  fileName: row.fileName,
  state: row.state,
  progress: row.progress,
  total: row.total,
  withProblems: row.withProblems,
  imported: row.imported,
  code: row.errorCode,
  msg: row.errorCode !== null && isErrorCode(row.errorCode) ? errorMessage(row.errorCode, lang, row.errorParams ?? undefined) : null,
  fileTaskId: row.fileTaskId,
  skipped: (row.skipped ?? []).slice(0, SKIPPED_SHOWN).map((p) => problemMessage(p as ParseProblem, lang)),
  skippedCount: row.skipped?.length ?? 0,
  createTime: row.createdAt.toISOString(),
});

const toImported = (item: ReadItem, lang: Language): ImportedItem => ({
  ordinal: item.source.ordinal,
  position: positionOf(item.source, lang),
  itemTypeCode: item.content.itemTypeCode,
  stemText: richTextPlain(item.content.stemAttrs.content).slice(0, 300),
  stemLine: itemLine(item.content),
  score: item.content.score,
  answer: answerText(item.content),
  ...(item.defaulted?.length ? { scoreDefaulted: true } : {}),
  ...(item.answerFrom ? { answerFrom: item.answerFrom } : {}),
  knowledgePaths: item.knowledgePaths,
  tags: item.tags,
  problems: item.problems.map((p) => ({
    code: p.code,
    field: p.field ?? '',
    fieldName: fieldLabel(p.field, lang),
    msg: problemMessage(p, lang),
  })),
});

/** A page of an import's items, all or only those with problems. */
function pageOfItems(
  items: ReadItem[],
  { onlyProblems, current, size }: { onlyProblems?: number; current: number; size: number },
  lang: Language,
) {
  const chosen = onlyProblems ? items.filter((i) => i.problems.length) : items;
  return {
    records: chosen.slice((current - 1) * size, current * size).map((i) => toImported(i, lang)),
    total: chosen.length,
    current,
    size,
  };
}

/** An import's items may be changed and committed once read, and not after they are committed. */
function readyToCommit(state: number) {
  if (state === ItemImportState.committed) throw new AppError(ErrorCodes.importCommitted);
  if (state === ItemImportState.failed) throw new AppError(ErrorCodes.importNothingGood);
  if (state !== ItemImportState.parsed) throw new AppError(ErrorCodes.importNotReady);
}

export type ItemImportsDeps = {
  db: Db;
  queue: JobQueue;
  banks: BankService;
  storedFiles: StoredFiles;
  fileTasks: FileTasks;
  now: Clock;
};

/**
 * Item imports in two phases: the upload is kept and read by a background job (pictures to the file store, every
 * item sanitised and checked, duplicates of the bank and within the file found), then the uploader looks at the
 * items and their problems and commits all of them or only the good ones, in one transaction.
 */
export function createItemImports({ db, queue, banks, storedFiles, fileTasks, now }: ItemImportsDeps) {
  const refusal = () => new AppError(ErrorCodes.itemFileType, { max: ITEM_IMPORT_MAX_BYTES / 2 ** 20 });

  async function parse(
    upload: Buffer,
    row: ItemImportRow,
    owner: FileOwner,
    onProgress: (fraction: number) => Promise<void>,
  ): Promise<{ items: ParsedItem[]; problems: ParseProblem[]; skipped?: ParseProblem[]; layout?: WorkbookLayout }> {
    // What the file says a picture is counts for nothing: a refused one gets no address and the sanitiser drops it.
    const images = async (bytes: Buffer) => (await storedFiles.keepPicture(owner, bytes))?.url ?? '';
    if (row.format !== 'excel')
      return parseItemFileInWorker(row.format as Exclude<ItemFileFormat, 'excel'>, upload, images, { onProgress });
    try {
      return await readExcelItems(upload, row.mapping);
    } catch (e) {
      if (e instanceof ArchiveRefused) return { items: [], problems: [{ code: ErrorCodes.xlsxUnreadable as ErrorCode }] };
      throw e;
    }
  }

  async function run({ id }: { id: string }) {
    const row = await itemImportWork.claim(db, id);
    if (!row) return;
    // read whole here, off the request: a zip is read from its directory at its end
    const upload = row.uploadKey ? await storedFiles.bytes(row.uploadKey) : undefined;
    if (!upload) return failed({ id });
    const owner = { officeId: row.officeId, userId: row.userId };
    const lang = (LANGUAGES as readonly string[]).includes(row.lang) ? (row.lang as Language) : 'zh';
    let shown = 0;
    const onProgress = async (fraction: number) => {
      const percent = Math.min(90, Math.round(5 + fraction * 85));
      if (percent < shown + 5) return;
      shown = percent;
      await itemImportWork.progress(db, id, percent);
    };
    const parsed = await parse(upload, row, owner, onProgress);
    // a workbook from elsewhere: its file kept, it waits for the uploader to map its columns
    if (parsed.layout) return awaitMapping(db, id, parsed.layout);
    const fileProblems: ParseProblem[] = parsed.problems.length
      ? parsed.problems
      : parsed.items.length
        ? []
        : [{ code: ErrorCodes.importFileEmpty }];
    const defaults = await bankRepo(db, owner).defaultScores(row.bankId);
    const read = fileProblems.length ? [] : parsed.items.map((item) => readItem(item, defaults));
    const inBank = await itemRepo(db, owner).fingerprintsIn(row.bankId, [...new Set(read.map((r) => r.fingerprint))]);
    const items = markDuplicates(read, inBank);
    const withProblems = items.filter((i) => i.problems.length).length;
    // what the file holds beside its items (a title, a key line matching no question) is named, never dropped
    const skipped = fileProblems.length ? [] : (parsed.skipped ?? []);
    const report =
      withProblems || fileProblems.length || skipped.length ? await reportOf(items, [...fileProblems, ...skipped], lang) : undefined;
    const first = fileProblems[0];
    await db.transaction(async (tx) => {
      const file = report
        ? await fileTasks.record(
            owner,
            { fileType: 'item.import', fileName: `${row.fileName.replace(/\.[^.]*$/, '')}.report.xlsx`, mime: XLSX_MIME, data: report },
            tx,
          )
        : undefined;
      await itemImportWork.finish(tx, id, {
        state: first ? ItemImportState.failed : ItemImportState.parsed,
        items: first ? null : (items as unknown as Record<string, unknown>[]),
        total: items.length,
        withProblems,
        errorCode: first?.code ?? null,
        errorParams: first?.params ?? null,
        fileTaskId: file?.id ?? null,
        finishedAt: new Date(now()),
        skipped: skipped.length ? skipped : null,
      });
    });
    await storedFiles.discard([row.uploadKey]);
  }

  /** The reading failed for good (every attempt threw, or it died): the import ends failed, its file dropped. */
  async function failed({ id }: { id: string }) {
    const uploadKey = await itemImportWork.finish(db, id, {
      state: ItemImportState.failed,
      items: null,
      total: 0,
      withProblems: 0,
      errorCode: ErrorCodes.importFailed,
      errorParams: null,
      fileTaskId: null,
      finishedAt: new Date(now()),
    });
    await storedFiles.discard([uploadKey ?? null]);
  }

  queue.handle(ITEM_IMPORT_QUEUE, run, failed);

  /** One of the caller's imports with its items; another's is not found. */
  const mine = async (tenant: Tenant, id: string) => {
    const row = await itemImportRepo(db, tenant).withItems(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return { ...row, items: (row.items ?? []) as unknown as ReadItem[] };
  };

  return {
    /** Keeps the upload and queues its reading; a file that is none of the formats is refused at once. */
    async start(tenant: Tenant, request: FastifyRequest, bankId: string, lang: Language) {
      await banks.manageableBank(tenant, bankId);
      const file = await storedFiles.keepUpload(request, tenant, { maxBytes: ITEM_IMPORT_MAX_BYTES, tooLarge: refusal });
      if (!file) throw refusal();
      // a file of no item format is not kept; one people often take for one is told what it is
      const format = await uploadRefused(file, storedFiles)
        .then(() => formatOf(file, storedFiles))
        .then((found) => found ?? Promise.reject(refusal()))
        .catch(async (e: unknown) => {
          await storedFiles.discard([file.key]);
          throw e;
        });
      const id = await itemImportRepo(db, tenant).insert({
        bankId,
        format,
        fileName: [...file.name].slice(0, 200).join('') || format,
        lang,
        uploadKey: file.key,
        createdAt: new Date(now()),
      });
      await queue.send(ITEM_IMPORT_QUEUE, { id }, id);
      return { importId: id };
    },

    async status(tenant: Tenant, { id }: Input['importStatus'], lang: Language) {
      const row = await itemImportRepo(db, tenant).find(id);
      if (!row) throw new AppError(ErrorCodes.notFound);
      return toImport(row, lang);
    },

    async items(tenant: Tenant, { id, onlyProblems, current, size }: Input['importItems'], lang: Language) {
      return pageOfItems((await mine(tenant, id)).items, { onlyProblems, current, size }, lang);
    },

    /** Sets the score of the chosen items of a read import, their problems checked again; answers the preview's page. */
    async setScore(tenant: Tenant, { id, score, onlyProblems, current, size, ...target }: Input['setImportScore'], lang: Language) {
      if (!target.ordinals?.length && !target.itemTypeCode) throw new AppError(ErrorCodes.badRequest);
      const row = await mine(tenant, id);
      readyToCommit(row.state);
      const { items, changed } = setScores(row.items, score, target);
      const withProblems = items.filter((i) => i.problems.length).length;
      if (!(await itemImportRepo(db, tenant).saveItems(id, items as unknown as Record<string, unknown>[], withProblems)))
        throw new AppError(ErrorCodes.importCommitted);
      return { ...pageOfItems(items, { onlyProblems, current, size }, lang), changed };
    },

    /**
     * Writes the items into the bank with their first versions, the knowledge points their paths name (added when
     * the bank has none of that name) and an audit row, in one transaction; `all` writes nothing when any item
     * has a problem, `good` leaves those out. The bank is checked for duplicates again: it may have changed since.
     */
    async commit(tenant: Tenant, { id, mode }: Input['commitImport']) {
      const row = await mine(tenant, id);
      readyToCommit(row.state);
      const bank = await banks.manageableBank(tenant, row.bankId);
      return db.transaction(async (tx) => {
        // one commit into a bank at a time, each seeing the items and points the one before it wrote
        await bankRepo(tx, tenant).lock(row.bankId);
        const items = markDuplicates(
          row.items,
          await itemRepo(tx, tenant).fingerprintsIn(
            row.bankId,
            row.items.map((i) => i.fingerprint),
          ),
        );
        const bad = items.filter((i) => i.problems.length).length;
        if (mode === 'all' && bad) throw new AppError(ErrorCodes.importItemsHaveProblems, { count: bad });
        const good = items.filter((i) => !i.problems.length);
        if (!good.length) throw new AppError(ErrorCodes.importNothingGood);
        const planner = pathPlanner(await knowledgeRepo(tx, tenant).ofBank(row.bankId), row.bankId);
        const rows = good.map((item) => ({
          ...columnsOf(item.content),
          knowledgeIds: [...new Set(item.knowledgePaths.map((p) => planner.ensure(splitPath(p))))],
          tags: item.tags,
        }));
        if (!(await itemImportRepo(tx, tenant).commit(id, good.length))) throw new AppError(ErrorCodes.importCommitted);
        await knowledgeRepo(tx, tenant).insertPoints(planner.added);
        for (let i = 0; i < rows.length; i += BATCH) await itemRepo(tx, tenant).add(row.bankId, tenant.userId, rows.slice(i, i + BATCH));
        await recordAudit(tx, tenant.actor, {
          action: 'item.import',
          targetType: 'bank',
          targetId: row.bankId,
          targetName: bank.name,
          detail: { importId: id, fileName: row.fileName, imported: good.length, skipped: items.length - good.length },
        });
        return { imported: good.length, skipped: items.length - good.length };
      });
    },

    /**
     * Removes the imports never committed whose upload is more than ITEM_IMPORT_KEEP_DAYS old (run every hour by the
     * job queue). The pictures their items name stay: the file store keeps one picture for the same bytes of an
     * institution, whatever uploaded it (items, other imports, the rich-text editor), so no import owns one.
     */
    async expire() {
      const before = new Date(now() - ITEM_IMPORT_KEEP_DAYS * 86_400_000);
      await itemImportWork.removeUncommitted(db, before);
      // the files of imports whose reading never ended, or whose bank went before it did
      await storedFiles.discardUploads(before);
    },
  };
}
export type ItemImports = ReturnType<typeof createItemImports>;
