import { paperPackageApi } from '@cloud-exam/contract/paper/package';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { createPackageService } from './package.service';
import type { PaperDeps } from './paper.deps';

/** Paper packages (/gl/tk/paper/package): list, detail, add, edit, delete. */
export async function paperPackageRoutes(app: FastifyInstance, { db }: PaperDeps) {
  const packages = createPackageService(db);
  routes(app, paperPackageApi, {
    page: (input, { tenant }) => packages.page(tenant, input),
    get: (input, { tenant }) => packages.get(tenant, input),
    add: (input, { tenant }) => packages.add(tenant, input),
    edit: (input, { tenant }) => packages.edit(tenant, input),
    remove: (input, { tenant }) => packages.remove(tenant, input),
  });
}
