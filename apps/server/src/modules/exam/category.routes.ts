import { categoryApi } from '@cloud-exam/contract/exam/category';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { createCategoryService } from './category.service';
import type { ExamDeps } from './exam.deps';

/** Examination categories: the tree, add, edit, delete. */
export async function categoryRoutes(app: FastifyInstance, { db }: ExamDeps) {
  const service = createCategoryService(db);
  routes(app, categoryApi, {
    tree: (_, { tenant }) => service.tree(tenant),
    add: (input, { tenant }) => service.add(tenant, input),
    edit: (input, { tenant }) => service.edit(tenant, input),
    remove: (input, { tenant }) => service.remove(tenant, input),
  });
}
