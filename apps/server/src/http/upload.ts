import '@fastify/multipart';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { FastifyRequest } from 'fastify';
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

/** The image types accepted, told by the file's first bytes rather than its name or declared type. */
const IMAGE_SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/webp', test: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
];

/** An uploaded PNG, JPEG or WebP image of at most `maxBytes`, as a data: URL; refused with 12310132 or 12310133. */
export async function uploadedImage(request: FastifyRequest, maxBytes: number) {
  const file = await uploadedFile(request, maxBytes, new AppError(ErrorCodes.imageTooLarge, { max: maxBytes / 1024 }));
  const type = file && IMAGE_SIGNATURES.find((s) => s.test(file.data))?.type;
  if (!file || !type) throw new AppError(ErrorCodes.imageType);
  return { dataUrl: `data:${type};base64,${file.data.toString('base64')}`, type, bytes: file.data.length };
}
