import { portalCategoryApi } from '@cloud-exam/contract/portal/category';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { createCategoryService } from './portal-category.service';
import type { PortalDeps } from './portal.deps';

/** Categories of news and downloads, the caller's own; the platform's for the public lists. */
export async function portalCategoryRoutes(app: FastifyInstance, { db }: PortalDeps) {
  const categories = createCategoryService(db);
  routes(app, portalCategoryApi, {
    list: (input, { tenant }) => categories.list(tenant, input),
    add: (input, { tenant }) => categories.add(tenant, input),
    edit: (input, { tenant }) => categories.edit(tenant, input),
    remove: (input, { tenant }) => categories.remove(tenant, input),
    publicList: ({ kind }) => categories.publicList(kind),
  });
}
