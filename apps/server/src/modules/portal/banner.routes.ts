import { bannerApi } from '@cloud-exam/contract/portal/banner';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { createBannerService } from './banner.service';
import type { PortalDeps } from './portal.deps';

/** The landing page's banners (spec §7 Portal: /pt/banner/queryList) and the operator's editing of them. */
export async function bannerRoutes(app: FastifyInstance, { db, storedFiles, now }: PortalDeps) {
  const banners = createBannerService(db, storedFiles, now);
  routes(app, bannerApi, {
    page: (input, { tenant }) => banners.page(tenant, input),
    add: (input, { tenant }) => banners.add(tenant, input),
    edit: (input, { tenant }) => banners.edit(tenant, input),
    setStatus: (input, { tenant }) => banners.setStatus(tenant, input),
    remove: (input, { tenant }) => banners.remove(tenant, input),
    list: () => banners.showing(),
  });
}
