import '@fastify/multipart';
import { ORG_IMPORT_MAX_BYTES } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sessionOf } from '../../http/request-context';
import { AppError } from '../../http/app-error';
import { attachment, looksLikeXlsx, XLSX_MIME } from '../../lib/excel';
import { actorOf } from '../audit/audit';
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

export const bearer = [{ bearer: [] }];

/**
 * The one file of a multipart upload (any field name), or undefined when there is none. A file over `maxBytes`
 * is refused with `tooLarge`.
 */
export async function uploadedFile(request: FastifyRequest, maxBytes: number, tooLarge: AppError) {
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!file) return undefined;
  const data = await file.toBuffer().catch((e: { code?: string }) => {
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    return undefined;
  });
  return data ? { name: file.filename, type: file.mimetype, data } : undefined;
}

/** The .xlsx file of an import (multipart), refused with 12310124 unless it is one within the size limit. */
export async function uploadedXlsx(request: FastifyRequest) {
  const refusal = new AppError(ErrorCodes.excelFileOnly, { max: ORG_IMPORT_MAX_BYTES / 1024 / 1024 });
  const file = await uploadedFile(request, ORG_IMPORT_MAX_BYTES, refusal);
  if (!file || !/\.xlsx$/i.test(file.name) || !looksLikeXlsx(file.data)) throw refusal;
  return file.data;
}
