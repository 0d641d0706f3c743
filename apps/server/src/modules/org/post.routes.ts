import { postApi } from '@cloud-exam/contract/org/post';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { createPostService } from './post.service';
import type { OrgDeps } from './org.deps';

/** Job posts (spec §7 Organisation: /post/get/page, add, edit, delete). */
export async function postRoutes(app: FastifyInstance, { db }: OrgDeps) {
  const posts = createPostService(db);
  routes(app, postApi, {
    page: (input, { tenant }) => posts.page(tenant, input),
    add: (input, { tenant }) => posts.add(tenant, input),
    edit: (input, { tenant }) => posts.edit(tenant, input),
    remove: (input, { tenant }) => posts.remove(tenant, input),
  });
}
