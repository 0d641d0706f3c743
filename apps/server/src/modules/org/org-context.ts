import { ORG_IMPORT_MAX_BYTES } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { FileType } from '@cloud-exam/contract/files';
import type { ImportReport } from '@cloud-exam/contract/org';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sessionOf } from '../../http/request-context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { uploadedFile } from '../../http/upload';
import { attachment, looksLikeXlsx, XLSX_MIME } from '../../lib/excel';
import { actorOf } from '../audit/audit';
import type { FileTasks } from '../files/file-task.service';
import { dataRightsOf } from './data-rights';

/** What every organisation route needs of its caller: the institution, who acts (for the audit log), their data rights. */
export async function orgCaller(db: Db, request: FastifyRequest) {
  const session = sessionOf(request);
  return {
    officeId: session.officeId,
    actor: { ...actorOf(request), officeId: session.officeId },
    rights: await dataRightsOf(db, session),
  };
}

export const sendXlsx = (reply: FastifyReply, fileName: string, data: Buffer) =>
  reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(fileName)).send(data);

/** Sends an export and keeps a copy in the caller's download centre. */
export async function sendExport(
  reply: FastifyReply,
  fileTasks: FileTasks,
  request: FastifyRequest,
  file: { fileType: FileType; fileName: string; data: Buffer },
) {
  const { userId, officeId } = sessionOf(request);
  await fileTasks.record({ userId, officeId }, { ...file, mime: XLSX_MIME });
  return sendXlsx(reply, file.fileName, file.data);
}

export const bearer = [{ bearer: [] }];

/** The .xlsx file of an import (multipart), refused with 12310124 unless it is one within the size limit. */
export async function uploadedXlsx(request: FastifyRequest) {
  const refusal = new AppError(ErrorCodes.excelFileOnly, { max: ORG_IMPORT_MAX_BYTES / 1024 / 1024 });
  const file = await uploadedFile(request, ORG_IMPORT_MAX_BYTES, refusal);
  if (!file || !/\.xlsx$/i.test(file.name) || !looksLikeXlsx(file.data)) throw refusal;
  return file.data;
}

/** The answer to an import: its report, under code 12310108 when a row was bad (and so nothing was written). */
export function importAnswer(report: ImportReport) {
  if (report.errors.length) throw new AppError(ErrorCodes.importHasErrors, undefined, 200, report);
  return ok(report);
}

const idOnly = z.object({ id: z.string().uuid() });
export const byId = { querystring: idOnly };
/** A delete names its row by id in the body or, as some clients send it, in the query. */
export const byIdInBodyOrQuery = { body: idOnly.optional(), querystring: idOnly.partial() };
export const idIn = (request: { body?: { id?: string }; query: { id?: string } }) => request.body?.id ?? request.query.id;
