import { helpArticleApi } from '@cloud-exam/contract/help/help';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { HelpDeps } from './help.deps';
import { createHelpArticleService } from './help-article.service';

/** The help centre's articles: the public reads and search (spec §7 help-menu-content) and the operator's edits. */
export async function helpArticleRoutes(app: FastifyInstance, { db }: HelpDeps) {
  const articles = createHelpArticleService(db);
  routes(app, helpArticleApi, {
    queryPage: (input) => articles.queryPage(input),
    searchPage: (input) => articles.searchPage(input),
    query: (input) => articles.query(input),
    page: (input, { tenant }) => articles.page(tenant, input),
    detail: (input, { tenant }) => articles.detail(tenant, input),
    add: (input, { tenant }) => articles.add(tenant, input),
    edit: (input, { tenant }) => articles.edit(tenant, input),
    remove: (input, { tenant }) => articles.remove(tenant, input),
  });
}
