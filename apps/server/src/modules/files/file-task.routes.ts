import { fileTaskApi } from '@cloud-exam/contract/files/task';
import type { FastifyInstance } from 'fastify';
import { attachment } from '../../http/disposition';
import { routes } from '../../http/route';
import type { FilesDeps } from './files.deps';

/** The download centre (spec §7 File tasks, /cloudeFile/task): each user sees and fetches only their own files. */
export async function fileTaskRoutes(app: FastifyInstance, { fileTasks }: FilesDeps) {
  routes(app, fileTaskApi, {
    systems: async (_input, { request }) => fileTasks.systems(request.lang),
    fileTypes: async ({ id }, { request }) => fileTasks.fileTypes(id, request.lang),
    page: (input, { tenant, request }) => fileTasks.page(tenant, input, request.lang),
    download: async ({ id }, { tenant, reply }) => {
      const file = await fileTasks.file(tenant, id);
      if (file.size !== null) reply.header('content-length', file.size);
      return reply
        .header('content-type', file.mime ?? 'application/octet-stream')
        .header('content-disposition', attachment(file.fileName))
        .send(file.body);
    },
    remove: (input, { tenant }) => fileTasks.remove(tenant, input.ids),
  });
}
