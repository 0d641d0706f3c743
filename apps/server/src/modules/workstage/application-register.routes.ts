import { applicationRegisterApi } from '@cloud-exam/contract/workstage/workstage';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { platformScope } from '../service';
import { createApplicationService } from './application.service';
import type { WorkstageDeps } from './workstage.deps';

/** Applications' registrations (spec §7 Portal, application-register): read by members, kept by the operator. */
export async function applicationRegisterRoutes(app: FastifyInstance, { db, now }: WorkstageDeps) {
  const apps = createApplicationService(db, now, platformScope(db));
  routes(app, applicationRegisterApi, {
    query: ({ id }) => apps.register(id),
    page: (input) => apps.page(input),
    add: (input) => apps.add(input),
    update: (input) => apps.update(input),
    remove: (input) => apps.remove(input),
  });
}
