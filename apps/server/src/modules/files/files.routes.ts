import { ErrorCodes } from '@cloud-exam/contract/errors';
import { fileOptionSchema, fileTaskIdsSchema, fileTaskPageSchema, fileTaskQuerySchema } from '@cloud-exam/contract/files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated } from '../../http/access';
import { AppError } from '../../http/app-error';
import { ok, okResponse } from '../../http/envelope';
import { sessionOf } from '../../http/request-context';
import { attachment } from '../../lib/excel';
import type { FileTasks } from './file-task.service';

/** The download centre (spec §7 File tasks, /cloudeFile/task): each user sees and fetches only their own files. */
export async function fileRoutes(app: FastifyInstance, { fileTasks }: { fileTasks: FileTasks }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['files'], security: [{ bearer: [] }] };
  const P = '/cloudeFile/task';
  const owner = (request: Parameters<typeof sessionOf>[0]) => {
    const s = sessionOf(request);
    return { userId: s.userId, officeId: s.officeId };
  };

  r.get(
    `${P}/listSystem`,
    {
      config: authenticated(),
      schema: { ...base, summary: 'The systems that put files in the download centre', response: okResponse(z.array(fileOptionSchema)) },
    },
    async (request) => ok(fileTasks.systems(request.lang)),
  );

  r.get(
    `${P}/listFileType/:id`,
    {
      config: authenticated(),
      schema: {
        ...base,
        summary: 'The kinds of file a system makes',
        params: z.object({ id: z.string().max(40) }),
        response: okResponse(z.array(fileOptionSchema)),
      },
    },
    async (request) => ok(fileTasks.fileTypes(request.params.id, request.lang)),
  );

  r.post(
    `${P}/pageTaskRecord`,
    {
      config: authenticated(),
      schema: {
        ...base,
        summary: 'My files, newest first (kept 7 days)',
        body: fileTaskQuerySchema,
        response: okResponse(fileTaskPageSchema),
      },
    },
    async (request) => ok(await fileTasks.page(owner(request), request.body, request.lang)),
  );

  r.get(
    `${P}/download/:id`,
    {
      config: authenticated(),
      schema: { ...base, summary: 'One of my files', params: z.object({ id: z.string().uuid() }), produces: ['application/octet-stream'] },
    },
    async (request, reply) => {
      const file = await fileTasks.file(owner(request), request.params.id);
      if (!file?.content) throw new AppError(ErrorCodes.notFound);
      return reply
        .header('content-type', file.mime ?? 'application/octet-stream')
        .header('content-disposition', attachment(file.fileName))
        .send(file.content);
    },
  );

  r.post(
    `${P}/deleteTaskRecord`,
    {
      config: authenticated(),
      schema: {
        ...base,
        summary: 'Remove some of my files',
        body: fileTaskIdsSchema,
        response: okResponse(z.object({ deleted: z.number().int() })),
      },
    },
    async (request) => ok({ deleted: await fileTasks.remove(owner(request), request.body.ids) }),
  );
}
