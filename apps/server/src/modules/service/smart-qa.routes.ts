import { smartQaApi } from '@cloud-exam/contract/service/service';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { platformScope } from './platform-scope';
import type { ServiceDeps } from './service.deps';
import { createSmartQaService } from './smart-qa.service';

/** Smart Q&A of the caller's institution (the operator's are the platform's), and the platform's items to block. */
export async function smartQaRoutes(app: FastifyInstance, { db, now }: ServiceDeps) {
  const qa = createSmartQaService(db, now, platformScope(db));
  routes(app, smartQaApi, {
    page: (input, { tenant }) => qa.page(tenant, input),
    add: (input, { tenant }) => qa.add(tenant, input),
    update: (input, { tenant }) => qa.update(tenant, input),
    publish: (input, { tenant }) => qa.publish(tenant, input),
    remove: (input, { tenant }) => qa.remove(tenant, input),
    platformPage: (input, { tenant }) => qa.platformPage(tenant, input),
    block: (input, { tenant }) => qa.block(tenant, input),
  });
}
