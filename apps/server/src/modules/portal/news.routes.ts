import { newsApi } from '@cloud-exam/contract/portal/news';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { createCategoryService } from './portal-category.service';
import { createNewsService } from './news.service';
import type { PortalDeps } from './portal.deps';

/**
 * News (spec §7 Portal: /pt/infomation/queryPage, /ptApi/pt/infomation/query/{id}): written by the platform and by
 * institutions; the platform's read by anyone, an institution's by its own candidates.
 */
export async function newsRoutes(app: FastifyInstance, { db, storedFiles, now }: PortalDeps) {
  const news = createNewsService(db, storedFiles, createCategoryService(db), now);
  routes(app, newsApi, {
    page: (input, { tenant }) => news.page(tenant, input),
    detail: (input, { tenant }) => news.detail(tenant, input),
    add: (input, { tenant }) => news.add(tenant, input),
    edit: (input, { tenant }) => news.edit(tenant, input),
    setStatus: (input, { tenant }) => news.setStatus(tenant, input),
    setPinned: (input, { tenant }) => news.setPinned(tenant, input),
    remove: (input, { tenant }) => news.remove(tenant, input),
    publicPage: (input) => news.publicPage(input),
    publicDetail: (input) => news.publicDetail(input),
    candidatePage: (input, { candidate }) => news.candidatePage(candidate.officeId, input),
    candidateDetail: (input, { candidate }) => news.candidateDetail(candidate.officeId, input),
  });
}
