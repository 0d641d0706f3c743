import { ORG_IMPORT_MAX_BYTES } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { FileType } from '@cloud-exam/contract/files/task';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { looksLikeXlsx, XLSX_MIME } from '../lib/excel';
import { AppError } from './app-error';
import { attachment } from './disposition';
import type { Tenant } from './tenant';
import { uploadedFile } from './upload';

/** Spreadsheets over HTTP: the uploaded file of an import, a template or an export sent back. */

export const sendXlsx = (reply: FastifyReply, fileName: string, data: Buffer) =>
  reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(fileName)).send(data);

/** Where an export leaves a copy: the download centre (the files module), kept for the member who made it. */
export type ExportArchive = {
  record(
    owner: { userId: string; officeId: string },
    file: { fileType: FileType; fileName: string; mime: string; data: Buffer },
  ): Promise<unknown>;
};

/** Sends an export and keeps a copy in the caller's download centre. */
export async function sendExport(
  reply: FastifyReply,
  archive: ExportArchive,
  tenant: Tenant,
  file: { fileType: FileType; fileName: string; data: Buffer },
) {
  await archive.record({ userId: tenant.userId, officeId: tenant.officeId }, { ...file, mime: XLSX_MIME });
  return sendXlsx(reply, file.fileName, file.data);
}

/** The .xlsx file of an import (multipart), refused with 12310124 unless it is one within the size limit. */
export async function uploadedXlsx(request: FastifyRequest) {
  const refusal = new AppError(ErrorCodes.excelFileOnly, { max: ORG_IMPORT_MAX_BYTES / 1024 / 1024 });
  const file = await uploadedFile(request, ORG_IMPORT_MAX_BYTES, refusal);
  if (!file || !/\.xlsx$/i.test(file.name) || !looksLikeXlsx(file.data)) throw refusal;
  return file.data;
}
