import { serviceDeskApi } from '@cloud-exam/contract/service/service';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { platformScope } from './platform-scope';
import type { ServiceDeps } from './service.deps';
import { createServiceDeskService } from './service-desk.service';

/** The customer-service widget's calls: the visitor's (the platform's items) and the member's (theirs too). */
export async function serviceDeskRoutes(app: FastifyInstance, { db, now, customerServiceUrl }: ServiceDeps) {
  const desk = createServiceDeskService(db, now, platformScope(db), customerServiceUrl);
  routes(app, serviceDeskApi, {
    desk: () => desk.desk(),
    ask: ({ q }) => desk.ask(q),
    myDesk: (_, { tenant }) => desk.desk(tenant),
    myAsk: ({ q }, { tenant }) => desk.ask(q, tenant),
  });
}
