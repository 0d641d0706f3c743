import { downloadApi } from '@cloud-exam/contract/portal/download';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { createCategoryService } from './portal-category.service';
import { createDownloadService } from './download.service';
import type { PortalDeps } from './portal.deps';

/** The portal's download centre (/downloadCenter): the platform's files for anyone, an institution's for its candidates. */
export async function downloadRoutes(app: FastifyInstance, { db, storedFiles, now }: PortalDeps) {
  const downloads = createDownloadService(db, storedFiles, createCategoryService(db), now);
  routes(app, downloadApi, {
    page: (input, { tenant }) => downloads.page(tenant, input),
    upload: (_, { tenant, request }) => downloads.upload(tenant, request),
    add: (input, { tenant }) => downloads.add(tenant, input),
    edit: (input, { tenant }) => downloads.edit(tenant, input),
    setStatus: (input, { tenant }) => downloads.setStatus(tenant, input),
    remove: (input, { tenant }) => downloads.remove(tenant, input),
    publicList: () => downloads.publicList(),
    candidateList: (_, { candidate }) => downloads.candidateList(candidate.officeId),
  });
}
