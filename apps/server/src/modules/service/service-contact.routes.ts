import { serviceContactApi } from '@cloud-exam/contract/service/service';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { platformScope } from './platform-scope';
import type { ServiceDeps } from './service.deps';
import { createServiceDeskService } from './service-desk.service';

/** The platform's "scan the code" contact, which the operator sets. */
export async function serviceContactRoutes(app: FastifyInstance, { db, now, customerServiceUrl }: ServiceDeps) {
  const desk = createServiceDeskService(db, now, platformScope(db), customerServiceUrl);
  routes(app, serviceContactApi, {
    query: () => desk.contact(),
    save: (input) => desk.save(input),
  });
}
