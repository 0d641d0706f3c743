import { collectInfoApi } from '@cloud-exam/contract/exam/collect-info';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { createCollectInfoService } from './collect-info.service';
import type { ExamDeps } from './exam.deps';

/** The information form: component library (at both paths clients use), a project's form, saving it. */
export async function collectInfoRoutes(app: FastifyInstance, deps: ExamDeps) {
  const forms = createCollectInfoService(deps.db);
  routes(app, collectInfoApi, {
    components: (_, { tenant, request }) => forms.components(tenant, request.lang),
    componentsSlash: (_, { tenant, request }) => forms.components(tenant, request.lang),
    form: (input, { tenant }) => forms.form(tenant, input),
    save: (input, { tenant }) => forms.save(tenant, input),
  });
}
