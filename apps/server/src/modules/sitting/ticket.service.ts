import { buffer } from 'node:stream/consumers';
import { PassThrough, type Readable } from 'node:stream';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import {
  DEFAULT_TICKET_LAYOUT,
  TICKET_LABELS,
  type TicketField,
  type TicketLayout,
  type ticketApi,
  type TicketTask,
  ticketTaskNameTooLong,
} from '@cloud-exam/contract/sitting/ticket';
import { zonedSpan } from '@cloud-exam/contract/time-zone';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/job-queue';
import { recordAudit } from '../audit';
import type { FileTasks, StoredFiles } from '../files';
import { institutionTimeZone } from '../org';
import { RULES_SIZE, RULES_WIDTH, type TicketData, type TicketFrame, wrapText, zipTickets } from './ticket-pdf';
import { ticketRepo } from './ticket.repo';

type Input = Inputs<typeof ticketApi>;

const QUEUE = 'sitting.tickets';
const ZIP_MIME = 'application/zip';

/** A task as its job makes it. */
type TicketJob = {
  taskId: string;
  officeId: string;
  userId: string;
  fileTaskId: string;
  fileName: string;
  lang: Language;
  /** The exam client's address (`{signInUrl}` of the exam's notifications) the QR code opens, without the exam. */
  signInUrl: string;
};

export type TicketDeps = {
  db: Db;
  now: Clock;
  queue: JobQueue;
  fileTasks: FileTasks;
  storedFiles: Pick<StoredFiles, 'isOwnPicture' | 'openPicture'>;
};

/** `{signInUrl}` as the exam's notifications write it: the exam client's address with the exam it opens on. */
export const examEntryUrl = (client: string, examId: string) => `${client}${client.includes('?') ? '&' : '?'}exam=${examId}`;

/**
 * A label printed on tickets, in the language of whoever made the task; Korean in English, as the font has no Hangul
 * (Noto Sans SC: Chinese, Japanese kana, Latin).
 */
const label = (key: keyof typeof TICKET_LABELS, lang: Language) => TICKET_LABELS[key][LANGUAGES.indexOf(lang === 'ko' ? 'en' : lang)]!;

/** What a picture's bytes are, for pdf-lib (JPEG or PNG); anything else is not printed. */
const pictureKind = (b: Uint8Array): 'jpg' | 'png' | undefined =>
  b[0] === 0xff && b[1] === 0xd8 ? 'jpg' : b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 ? 'png' : undefined;

const bytesOf = async (body: Readable | undefined) => body && new Uint8Array(await buffer(body));

/** A file name's unsafe characters replaced, so every ticket's name in the zip is one plain file. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a file name may not hold
const safeName = (s: string) => s.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 80);

const taskOf = (row: {
  id: string;
  name: string;
  state: TicketTask['state'];
  progress: number;
  tickets: number;
  fileTaskId: string | null;
  error: string | null;
  createdByName: string;
  createdAt: Date;
  finishedAt: Date | null;
}): TicketTask => ({
  id: row.id,
  name: row.name,
  state: row.state,
  progress: row.progress,
  total: row.tickets,
  fileTaskId: row.fileTaskId,
  error: row.error,
  createdByName: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/**
 * Admission tickets: the exam's layout, and tasks that make one PDF per candidate seated in a session (`ticket-pdf.ts`)
 * and leave them zipped in the creator's download centre, as a background job (`sitting.tickets`) that fills the
 * task's progress. `gl_kw` only (the routes' access).
 */
export function createTicketService({ db, now, queue, fileTasks, storedFiles }: TicketDeps) {
  async function sessionOf(tenant: Tenant, sessionId: string) {
    const session = await ticketRepo(db, tenant).session(sessionId);
    if (!session) throw new AppError(ErrorCodes.notFound);
    return session;
  }

  async function layoutOf(scope: { officeId: string }, examId: string): Promise<TicketLayout> {
    const row = await ticketRepo(db, scope).layout(examId);
    return row ? { title: row.title, logoKey: row.logoKey, fields: row.fields, rules: row.rules } : DEFAULT_TICKET_LAYOUT;
  }

  /** Makes the task's tickets, zipped; the task's progress every 2 % or so; a task deleted meanwhile stops. */
  async function run({ taskId, officeId, userId, fileTaskId, fileName, lang, signInUrl }: TicketJob) {
    const owner = { officeId, userId };
    const repo = ticketRepo(db, owner);
    const task = await repo.findTask(taskId);
    if (!task || task.state !== 'processing') return;
    const session = await repo.session(task.sessionId);
    if (!session) return;
    const layout = await layoutOf(owner, session.examId);
    const shows = (f: TicketField) => layout.fields.includes(f);
    const zone = await institutionTimeZone(db, owner);
    const logoBytes = layout.logoKey ? await bytesOf(await storedFiles.openPicture(officeId, layout.logoKey)) : undefined;
    const logoKind = logoBytes && pictureKind(logoBytes);
    const frame: TicketFrame = {
      title: layout.title || `${session.examName} ${label('title', lang)}`,
      logo: logoBytes && logoKind ? { bytes: logoBytes, kind: logoKind } : null,
      rules: layout.rules ? wrapText(layout.rules, RULES_SIZE, RULES_WIDTH) : [],
      labels: { rules: label('rules', lang), photo: label('photo', lang), qr: label('qr', lang) },
    };
    const qr = shows('qr') ? examEntryUrl(signInUrl, session.examId) : null;
    const time = zonedSpan(session.beginAt, session.endAt, zone);
    const seated = await repo.seated(session.id);

    const names = new Set<string>();
    // the zip goes to the file store as it is made, never whole in memory
    const zip = new PassThrough();
    const kept = fileTasks.complete(owner, fileTaskId, { fileName, mime: ZIP_MIME, data: zip });
    kept.catch(() => undefined);
    const zipped = await zipTickets(
      frame,
      seated.length,
      async (i) => {
        const c = seated[i]!;
        const fields: TicketData['fields'] = [
          [label('name', lang), c.name],
          [label('admissionNumber', lang), c.admissionNumber],
        ];
        if (shows('exam')) fields.push([label('exam', lang), session.examName]);
        if (shows('subject')) fields.push([label('subject', lang), session.subjectName]);
        if (shows('session')) fields.push([label('session', lang), session.name]);
        if (shows('time')) fields.push([label('time', lang), time]);
        if (shows('room')) fields.push([label('room', lang), [c.roomName, c.address].filter(Boolean).join(' · ')]);
        if (shows('seat')) fields.push([label('seat', lang), c.seat === null ? '' : String(c.seat)]);
        let photo: TicketData['photo'];
        if (shows('photo')) {
          const bytes = c.photoKey ? await bytesOf(await storedFiles.openPicture(officeId, c.photoKey)) : undefined;
          const kind = bytes && pictureKind(bytes);
          photo = bytes && kind ? { bytes, kind } : null;
        }
        let name = safeName(`${c.admissionNumber}-${c.name}`);
        while (names.has(name)) name += '_';
        names.add(name);
        return { name, data: { fields, ...(photo !== undefined ? { photo } : {}), qr } };
      },
      (done) => repo.progress(taskId, Math.floor((done * 100) / seated.length)),
      { onData: (chunk) => zip.write(chunk) },
    ).catch((e: unknown) => {
      zip.destroy(e as Error);
      throw e;
    });
    // deleted meanwhile: its download goes with it
    if (!zipped) {
      zip.destroy(new Error('the task was deleted'));
      await kept.catch(() => undefined);
      await fileTasks.fail(owner, fileTaskId, errorMessage(ErrorCodes.notFound, lang));
      return;
    }
    zip.end();
    await kept;
    await repo.updateTask(taskId, { state: 'done', progress: 100, tickets: seated.length, finishedAt: new Date(now()) });
  }

  /** The job failed for good: the task and its download say so. */
  async function failed({ taskId, officeId, userId, fileTaskId, lang }: TicketJob) {
    const owner = { officeId, userId };
    const message = errorMessage(ErrorCodes.serverError, lang);
    await fileTasks.fail(owner, fileTaskId, message);
    await ticketRepo(db, owner).updateTask(taskId, { state: 'failed', error: message, finishedAt: new Date(now()) });
  }

  queue.handle(QUEUE, run, failed);

  return {
    /** The exam's layout (the default until saved), with its logo's address. */
    async layout(tenant: Tenant, { examId }: Input['layout']) {
      const exam = await ticketRepo(db, tenant).exam(examId);
      if (!exam) throw new AppError(ErrorCodes.notFound);
      const layout = await layoutOf(tenant, examId);
      return { ...layout, logoUrl: storedFileUrl(layout.logoKey), examName: exam.name };
    },

    /** Saves the exam's layout; a logo must be one of the institution's pictures (10000404 otherwise). Audited on the exam. */
    async saveLayout(tenant: Tenant, { examId, ...layout }: Input['saveLayout']) {
      const exam = await ticketRepo(db, tenant).exam(examId);
      if (!exam) throw new AppError(ErrorCodes.notFound);
      if (layout.logoKey && !(await storedFiles.isOwnPicture(tenant.officeId, layout.logoKey))) throw new AppError(ErrorCodes.notFound);
      const fields = [...new Set(layout.fields)];
      await db.transaction(async (tx) => {
        await ticketRepo(tx, tenant).saveLayout(examId, { ...layout, fields }, tenant.userId, new Date(now()));
        await recordAudit(tx, tenant.actor, {
          action: 'exam.ticketLayout',
          targetType: 'exam',
          targetId: examId,
          targetName: exam.name,
          detail: { title: layout.title, logo: !!layout.logoKey, fields },
        });
      });
      return { ok: true as const };
    },

    async tasks(tenant: Tenant, { sessionId, current, size }: Input['tasks']) {
      await sessionOf(tenant, sessionId);
      const page = await ticketRepo(db, tenant).tasks(sessionId, { current, size });
      return { ...page, records: page.records.map(taskOf) };
    },

    /**
     * Starts a task: its name at most 50 characters (43010102), the session the institution's (10000404); the zip's
     * task in the caller's download centre is made at once, shown as being made, and the job fills it.
     */
    async add(tenant: Tenant, { sessionId, name }: Input['add'], lang: Language, signInUrl: string) {
      if (ticketTaskNameTooLong(name)) throw new AppError(ErrorCodes.ticketTaskNameTooLong);
      const session = await sessionOf(tenant, sessionId);
      const repo = ticketRepo(db, tenant);
      const total = await repo.seatedCount(sessionId);
      const fileName = `${safeName(name.trim())}.zip`;
      const file = await fileTasks.begin(tenant, { fileType: 'examTicket.zip', fileName, mime: ZIP_MIME });
      const task = await db.transaction(async (tx) => {
        const row = await ticketRepo(tx, tenant).insertTask({
          examId: session.examId,
          sessionId,
          name: name.trim(),
          tickets: total,
          fileTaskId: file.id,
          createdBy: tenant.userId,
          createdByName: tenant.username,
          createdAt: new Date(now()),
        });
        await recordAudit(tx, tenant.actor, {
          action: 'examSession.tickets',
          targetType: 'examSession',
          targetId: sessionId,
          targetName: session.name,
          detail: { name: name.trim(), total },
        });
        return row;
      });
      const job: TicketJob = {
        taskId: task.id,
        officeId: tenant.officeId,
        userId: tenant.userId,
        fileTaskId: file.id,
        fileName,
        lang,
        signInUrl,
      };
      await queue.send(QUEUE, job, task.id);
      return { id: task.id, fileTaskId: file.id, total };
    },

    /** Deletes a task and its zip (the creator's download); a running one stops at its next progress. */
    async remove(tenant: Tenant, { id }: Input['remove']) {
      const repo = ticketRepo(db, tenant);
      const task = await repo.findTask(id);
      if (!task) throw new AppError(ErrorCodes.notFound);
      await db.transaction(async (tx) => {
        await ticketRepo(tx, tenant).removeTask(id);
        await recordAudit(tx, tenant.actor, {
          action: 'examSession.ticketsDelete',
          targetType: 'examSession',
          targetId: task.sessionId,
          targetName: task.name,
          detail: { name: task.name },
        });
      });
      if (task.fileTaskId)
        await fileTasks.remove({ officeId: tenant.officeId, userId: task.createdBy ?? tenant.userId }, [task.fileTaskId]);
      return { ok: true as const };
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
