import { workStageApi } from '@cloud-exam/contract/workstage/workstage';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { platformScope } from '../service';
import { createApplicationService } from './application.service';
import type { WorkstageDeps } from './workstage.deps';

/** The workbench's tiles (spec §7 Portal, workStage): the applications a member may open. */
export async function workStageRoutes(app: FastifyInstance, { db, now }: WorkstageDeps) {
  const apps = createApplicationService(db, now, platformScope(db));
  routes(app, workStageApi, {
    queryApplication: (_, { tenant }) => apps.forMember(tenant.session.authorities),
    checkApplication: ({ id }, { tenant }) => apps.check(id, tenant.session.authorities),
  });
}
