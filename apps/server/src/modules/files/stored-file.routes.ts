import { Readable } from 'node:stream';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { UPLOAD_IMAGE_TYPES } from '@cloud-exam/contract/constants';
import { storedFileApi, UPLOAD_PURPOSES } from '@cloud-exam/contract/files/stored-file';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { byteRange } from '../../http/byte-range';
import { attachment, inline } from '../../http/disposition';
import { routes } from '../../http/route';
import type { FilesDeps } from './files.deps';
import { uploadPolicy } from './stored-file.service';

/** Types a browser shows in place: the pictures and media uploads and imports may keep; anything else downloads. */
const SHOWN_INLINE = new Set<string>([...UPLOAD_IMAGE_TYPES, ...UPLOAD_PURPOSES.image.types, ...UPLOAD_PURPOSES.media.types]);

/** A stored file's content never changes under its key: a browser and any cache keep it. */
const FOREVER = 'public, max-age=31536000, immutable';

/** The file store: uploads by any member, files served by their key to whoever holds it. */
export async function storedFileRoutes(app: FastifyInstance, { storedFiles }: FilesDeps) {
  routes(app, storedFileApi, {
    upload: ({ purpose }, { tenant, request }) => storedFiles.upload(request, tenant, uploadPolicy(purpose)),
    serve: async ({ key }, { request, reply }) => {
      const file = await storedFiles.served(key);
      if (!file) throw new AppError(ErrorCodes.notFound, undefined, 404);
      const range = byteRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${file.size}`);
        throw new AppError(ErrorCodes.rangeNotSatisfiable, undefined, 416);
      }
      // A HEAD reads no bytes: an empty body keeps the Content-Length set below.
      const body = request.method === 'HEAD' ? Readable.from([]) : await file.read(range);
      if (!body) throw new AppError(ErrorCodes.notFound, undefined, 404);
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', range ? range.end - range.start + 1 : file.size)
          .header('accept-ranges', 'bytes')
          .header('cache-control', FOREVER)
          .header('content-disposition', SHOWN_INLINE.has(file.contentType) ? inline(file.name) : attachment(file.name))
          // what a file holds never runs as this site's page, whatever it is
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(body)
      );
    },
  });
}
