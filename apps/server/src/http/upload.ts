import '@fastify/multipart';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { AppError } from './app-error';

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

/** A request whose multipart body is cut short or malformed. */
export const malformed = () => new AppError(ErrorCodes.badRequest, undefined, 400);

/**
 * The plain fields of a multipart form (an endpoint declaring `fieldsOnly`): a repeated field becomes a list; a
 * file part is read past and left out. A body that is not such a form, or is cut short, is malformed.
 */
export async function multipartFields(request: FastifyRequest): Promise<Record<string, string | string[]>> {
  if (!request.isMultipart()) throw malformed();
  const fields: Record<string, string | string[]> = {};
  try {
    for await (const part of request.parts({ limits: { fields: 100, fieldSize: 65_536, files: 1, fileSize: 65_536 } })) {
      if (part.type === 'file') {
        part.file.resume();
        continue;
      }
      const value = String(part.value);
      const before = fields[part.fieldname];
      fields[part.fieldname] = before === undefined ? value : [before, value].flat();
    }
  } catch {
    throw malformed();
  }
  return fields;
}

/** How much of a file's start its type is told from (file-type's own default sample). */
const SAMPLE_BYTES = 4100;

/**
 * The one file of a multipart upload as it arrives, never held whole, with the type its first bytes show (file-type,
 * whatever its name or declared type say); undefined when the request holds none. Reading stops one byte past
 * `maxBytes`, so a file too large shows as one byte more than allowed. `broken()` tells whether the request itself
 * failed part-way (cut short, malformed).
 */
export async function incomingFile(request: FastifyRequest, maxBytes: number) {
  const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } }).catch(() => undefined);
  if (!part) return undefined;
  const broken = () => part.file.errored !== null;
  const chunks = (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let ended = false;
  try {
    for (let read = 0; read < SAMPLE_BYTES;) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      read += next.value.length;
    }
  } catch (e) {
    throw broken() ? malformed() : e;
  }
  const sample = Buffer.concat(head);
  async function* body() {
    yield sample;
    if (!ended) for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { name: part.filename, detected: (await fileTypeFromBuffer(sample))?.mime, body: Readable.from(body()), broken };
}
export type IncomingFile = NonNullable<Awaited<ReturnType<typeof incomingFile>>>;
