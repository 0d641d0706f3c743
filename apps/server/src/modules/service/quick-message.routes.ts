import { quickMessageApi } from '@cloud-exam/contract/service/service';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { createQuickMessageService } from './quick-message.service';
import type { ServiceDeps } from './service.deps';

/** Quick messages of the caller's institution; the operator's are the platform's. */
export async function quickMessageRoutes(app: FastifyInstance, { db, now }: ServiceDeps) {
  const messages = createQuickMessageService(db, now);
  routes(app, quickMessageApi, {
    page: (input, { tenant }) => messages.page(tenant, input),
    add: (input, { tenant }) => messages.add(tenant, input),
    update: (input, { tenant }) => messages.update(tenant, input),
    publish: (input, { tenant }) => messages.publish(tenant, input),
    remove: (input, { tenant }) => messages.remove(tenant, input),
  });
}
