import { importJobApi } from '@cloud-exam/contract/files/import-job';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { Imports } from './import.service';

/** An import's job, for the member who started it: state, progress and report (the import dialog polls it). */
export async function jobRoutes(app: FastifyInstance, { imports }: { imports: Imports }) {
  routes(app, importJobApi, {
    status: ({ id }, { tenant, request }) => imports.status(tenant, id, request.lang),
  });
}
