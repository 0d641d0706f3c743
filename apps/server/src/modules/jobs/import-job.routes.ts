import { importJobApi } from '@cloud-exam/contract/files/import-job';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { JobsDeps } from './jobs.deps';

/** An import's job, for the member who started it: state, progress and report (the import dialog polls it). */
export async function importJobRoutes(app: FastifyInstance, { imports }: JobsDeps) {
  routes(app, importJobApi, {
    status: ({ id }, { tenant, request }) => imports.status(tenant, id, request.lang),
  });
}
