import { ErrorCodes, errorMessage, isErrorCode } from '@cloud-exam/contract/errors';
import { type ImportJob, ImportJobState, type ImportStart } from '@cloud-exam/contract/files/import-job';
import { FILE_SYSTEMS, type FileType, nameIn, systemOfFileType } from '@cloud-exam/contract/files/task';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import type { ColumnLabel, ImportReport } from '@cloud-exam/contract/sheet';
import { IMPORT_ROWS_MAX, XLSX_PARTS_MAX, XLSX_UNPACKED_MAX_BYTES } from '@cloud-exam/contract/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RightsOf, Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { XLSX_LIMITS, XLSX_MIME } from '../../lib/excel';
import { type FileStore, newFileKey } from '../../lib/file-store';
import type { JobQueue } from '../../lib/job-queue';
import { readSheetInWorker } from '../../lib/sheet-reader';
import { reportFile, type SheetFormat, type SheetRecord, type SheetReport } from '../../lib/sheet-import';
import { ArchiveRefused, isTooLarge } from '../../lib/zip-reader';
import type { FileOwner, FileTasks } from '../files';
import { type ImportJobRow, importJobRepo, importJobWork } from './import-job.repo';

type Columns = Record<string, ColumnLabel>;

/** What an import's steps are given: who it acts for (as if they made the request), the report's language, progress. */
export type ImportContext = {
  tenant: Tenant;
  lang: Language;
  /** What the import was started with besides the file. */
  params: Record<string, string>;
  /** Tells the dialog how far the step has got, 0–1 (the kit maps it onto the job's percentage). */
  progress(fraction: number): Promise<void>;
};

/**
 * One kind of import. The kit reads the file (a worker thread, within the limits), runs the job in the background
 * and keeps its report in the download centre; the module says only how rows are checked and written.
 */
export type ImportSpec<C extends Columns, A> = {
  /** The download centre's kind of file for the report (contract files/task.ts). */
  kind: FileType;
  format: SheetFormat<C>;
  /** At most this many data rows (IMPORT_ROWS_MAX when absent). */
  maxRows?: number;
  /**
   * Checks every row, failing bad ones on the report, and prepares the rows to write (e.g. hashes passwords, with
   * progress). Nothing is written when any row failed.
   */
  prepare(ctx: ImportContext, rows: SheetRecord<C>[], report: SheetReport<C>): Promise<A[]>;
  /** Writes the prepared rows (all of them are imported) with their audit row, inside the job's transaction. */
  write(tx: Db, ctx: ImportContext, rows: A[]): Promise<void>;
};

/**
 * An import of a file that is no spreadsheet (a zip of photos): the module checks the upload (refusing it at once
 * when it can), the kit keeps it in the file store and queues the job, which reads it back and runs `run`.
 */
export type FileImportSpec = {
  /** The download centre's kind of file for the report (contract files/task.ts). */
  kind: FileType;
  /**
   * Does the import, telling its progress; answers the report (its `imported`: what was taken) and what is written
   * with the job's end, in its transaction. A refusal (an AppError) ends the job failed with its code.
   */
  run(ctx: ImportContext, file: Buffer): Promise<{ report: ImportReport; write?: (tx: Db) => Promise<void> }>;
};

export type FileImporter = {
  /** Keeps the (already checked) file and queues its job. */
  start(tenant: Tenant, file: Buffer, lang: Language, params?: Record<string, string>): Promise<ImportStart>;
};

export type Importer = {
  /** Reads the uploaded file and queues its job; a file refused by the reader is refused here, with its code. */
  start(tenant: Tenant, file: Buffer, lang: Language, params?: Record<string, string>): Promise<ImportStart>;
};

export type ImportsDeps = { db: Db; queue: JobQueue; fileTasks: FileTasks; files: FileStore; rightsOf: RightsOf; now: Clock };

const QUEUE = 'import';
/** The job's parameter naming where a file import's file waits in the file store (not handed to the module). */
const FILE_KEY = 'fileKey';
const MB = 1024 * 1024;

/** The reader's refusal as the catalogue names it. */
function refusal(e: ArchiveRefused) {
  if (e.reason === 'tooManyRows') return new AppError(ErrorCodes.importTooManyRows, { max: IMPORT_ROWS_MAX });
  if (isTooLarge(e)) return new AppError(ErrorCodes.xlsxTooLarge, { max: XLSX_UNPACKED_MAX_BYTES / MB, parts: XLSX_PARTS_MAX });
  return new AppError(ErrorCodes.xlsxUnreadable);
}

const toJob = (row: Omit<ImportJobRow, 'rows'>, lang: Language): ImportJob => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  progress: row.progress,
  report: row.report ?? null,
  code: row.errorCode,
  msg: row.errorCode !== null && isErrorCode(row.errorCode) ? errorMessage(row.errorCode, lang) : null,
  fileTaskId: row.fileTaskId,
  createTime: row.createdAt.toISOString(),
  finishTime: row.finishedAt?.toISOString() ?? null,
});

const fileTypeName = (kind: FileType, lang: Language) => {
  const system = FILE_SYSTEMS[systemOfFileType(kind)!] as { types: Record<string, readonly [string, string, string, string, string]> };
  return nameIn(system.types[kind]!, lang);
};

/** Every spreadsheet import: `define` one per kind; one queue runs them all. */
export function createImports({ db, queue, fileTasks, files, rightsOf, now }: ImportsDeps) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind keeps its own row types
  const specs = new Map<string, ImportSpec<any, any>>();
  const fileSpecs = new Map<string, FileImportSpec>();

  /** A file import's file, read back whole from the store; undefined when it is gone. */
  async function fileOf(key: string) {
    const object = await files.get(key);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  /** A file import's file is removed once its job has ended (done, refused or failed for good). */
  const dropFile = async (job: Pick<ImportJobRow, 'params'>) => {
    const key = job.params[FILE_KEY];
    if (key) await files.remove(key);
  };

  /** The job acts for the member who uploaded the file, with the authorities they had then. */
  function tenantOf(job: ImportJobRow): Tenant {
    const session = {
      tokenHash: '',
      userId: job.userId,
      officeId: job.officeId,
      username: job.actor.username,
      roleId: job.actor.roleId,
      authorities: job.actor.authorities,
    };
    let rights: ReturnType<RightsOf> | undefined;
    return {
      officeId: job.officeId,
      userId: job.userId,
      username: job.actor.username,
      session,
      actor: { officeId: job.officeId, userId: job.userId, username: job.actor.username, ip: job.actor.ip },
      rights: () => (rights ??= rightsOf(session)),
    };
  }

  /**
   * Ends a job with its report, which it leaves in the owner's download centre, in one transaction (with the
   * import's own writes when it wrote rows): a job delivered again finds it ended and does nothing.
   */
  async function end(
    job: ImportJobRow,
    lang: Language,
    result: { state: ImportJobState; report: ImportReport | null; errorCode: number | null; summary?: string },
    write?: (tx: Db) => Promise<void>,
  ) {
    const kind = job.kind as FileType;
    const data = result.report ? await reportFile(result.report, lang, result.summary) : undefined;
    await db.transaction(async (tx) => {
      await write?.(tx);
      const file = data
        ? await fileTasks.record(
            { officeId: job.officeId, userId: job.userId },
            { fileType: kind, fileName: `${fileTypeName(kind, lang)}.xlsx`, mime: XLSX_MIME, data },
            tx,
          )
        : undefined;
      await importJobWork.finish(tx, job.id, {
        state: result.state,
        report: result.report,
        errorCode: result.errorCode,
        fileTaskId: file?.id ?? null,
        finishedAt: new Date(now()),
      });
    });
  }

  async function run({ id }: { id: string }) {
    const job = await importJobWork.claim(db, id);
    if (!job) return;
    const spec = specs.get(job.kind);
    const fileSpec = fileSpecs.get(job.kind);
    const lang = (LANGUAGES as readonly string[]).includes(job.lang) ? (job.lang as Language) : 'zh';
    const { [FILE_KEY]: _file, ...params } = job.params;
    let shown = 0;
    const ctx: ImportContext = {
      tenant: tenantOf(job),
      lang,
      params,
      async progress(fraction) {
        const percent = Math.min(90, Math.round(5 + fraction * 85));
        if (percent < shown + 5) return;
        shown = percent;
        await importJobWork.progress(db, id, percent);
      },
    };
    if (fileSpec) {
      await runFile(job, fileSpec, ctx);
      return;
    }
    try {
      if (!spec) throw new Error(`no import of kind ${job.kind}`);
      const rows = spec.format.records(job.rows ?? []);
      const report = spec.format.report(lang);
      const prepared = await spec.prepare(ctx, rows, report);
      if (report.count()) {
        const summary = errorMessage(ErrorCodes.importHasErrors, lang);
        await end(job, lang, {
          state: ImportJobState.failed,
          report: report.done(rows.length, 0),
          errorCode: ErrorCodes.importHasErrors,
          summary,
        });
        return;
      }
      await importJobWork.progress(db, id, 95);
      await end(job, lang, { state: ImportJobState.done, report: report.done(rows.length, prepared.length), errorCode: null }, (tx) =>
        spec.write(tx, ctx, prepared),
      );
    } catch (e) {
      // A refusal ends the import with its code; anything else is tried again, then ends it through `failed`.
      if (!(e instanceof AppError)) throw e;
      await end(job, lang, { state: ImportJobState.failed, report: null, errorCode: e.code });
    }
  }

  /** A file import's job: its file read back, the module's run, the report; the file removed once it has ended. */
  async function runFile(job: ImportJobRow, spec: FileImportSpec, ctx: ImportContext) {
    try {
      await ctx.progress(0);
      const file = await fileOf(job.params[FILE_KEY] ?? '');
      if (!file) throw new AppError(ErrorCodes.importFailed);
      const { report, write } = await spec.run(ctx, file);
      await importJobWork.progress(db, job.id, 95);
      await end(job, ctx.lang, { state: ImportJobState.done, report, errorCode: null }, write);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      await end(job, ctx.lang, { state: ImportJobState.failed, report: null, errorCode: e.code });
    }
    await dropFile(job);
  }

  /** The job failed for good (every attempt threw, or it died): it ends failed rather than running forever. */
  async function failed({ id }: { id: string }) {
    const job = await importJobWork.params(db, id);
    if (job) await dropFile(job);
    await importJobWork.finish(db, id, {
      state: ImportJobState.failed,
      report: null,
      errorCode: ErrorCodes.importFailed,
      fileTaskId: null,
      finishedAt: new Date(now()),
    });
  }

  queue.handle(QUEUE, run, failed);

  return {
    define<C extends Columns, A>(spec: ImportSpec<C, A>): Importer {
      specs.set(spec.kind, spec);
      return {
        async start(tenant, file, lang, params = {}) {
          const maxRows = spec.maxRows ?? IMPORT_ROWS_MAX;
          const rows = await readSheetInWorker(file, spec.format.columnCount, { ...XLSX_LIMITS, maxRows }).catch((e: unknown) => {
            throw e instanceof ArchiveRefused ? refusal(e) : e;
          });
          if (rows.length === 0) throw new AppError(ErrorCodes.importEmpty);
          const { session } = tenant;
          const jobId = await importJobRepo(db, tenant).insert({
            kind: spec.kind,
            lang,
            actor: { username: session.username, roleId: session.roleId, authorities: session.authorities, ip: tenant.actor.ip },
            params,
            rows,
          });
          await queue.send(QUEUE, { id: jobId }, jobId);
          return { jobId };
        },
      };
    },

    /** An import of a file that is no spreadsheet: the module checks the upload, the kit keeps it and runs the job. */
    defineFile(spec: FileImportSpec): FileImporter {
      fileSpecs.set(spec.kind, spec);
      return {
        async start(tenant, file, lang, params = {}) {
          const key = newFileKey();
          await files.put(key, file, 'application/octet-stream');
          const { session } = tenant;
          try {
            const jobId = await importJobRepo(db, tenant).insert({
              kind: spec.kind,
              lang,
              actor: { username: session.username, roleId: session.roleId, authorities: session.authorities, ip: tenant.actor.ip },
              params: { ...params, [FILE_KEY]: key },
            });
            await queue.send(QUEUE, { id: jobId }, jobId);
            return { jobId };
          } catch (e) {
            await files.remove(key);
            throw e;
          }
        },
      };
    },

    /** One of the caller's imports; another's is not found. */
    async status(owner: FileOwner, id: string, lang: Language) {
      const row = await importJobRepo(db, owner).find(id);
      if (!row) throw new AppError(ErrorCodes.notFound);
      return toJob(row, lang);
    },

    /** Hands the jobs a stopped server left unfinished to the queue again (each job's id is its queue id: no doubles). */
    async resume() {
      for (const { id } of await importJobWork.unfinished(db)) await queue.send(QUEUE, { id }, id);
    },
  };
}
export type Imports = ReturnType<typeof createImports>;
