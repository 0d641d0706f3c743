import { categoryApi } from '@cloud-exam/contract/exam/category';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { routes } from '../../http/route';
import { createCategoryService } from './category.service';

/** Examination categories: the tree, add, edit, delete. */
export async function categoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const service = createCategoryService(db);
  routes(app, categoryApi, {
    tree: (_, { tenant }) => service.tree(tenant),
    add: (input, { tenant }) => service.add(tenant, input),
    edit: (input, { tenant }) => service.edit(tenant, input),
    remove: (input, { tenant }) => service.remove(tenant, input),
  });
}
