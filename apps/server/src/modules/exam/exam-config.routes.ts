import { examConfigApi } from '@cloud-exam/contract/exam/exam-config';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { createExamConfigService } from './exam-config.service';
import type { ExamDeps } from './exam.deps';

/** An exam's configuration and the break-rule sets it can use (/gl/kw/kw/config, …/exam/config, …/breakDiscipline). */
export async function examConfigRoutes(app: FastifyInstance, deps: ExamDeps) {
  const config = createExamConfigService(deps.db, deps.now);
  routes(app, examConfigApi, {
    list: async (_, { request }) => config.options(request.lang),
    query: (input, { tenant }) => config.query(tenant, input),
    update: (input, { tenant, request }) => config.update(tenant, input, request.lang),
  });
}
