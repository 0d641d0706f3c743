import { examPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { ExamDeps } from './exam.deps';
import { createExamPaperService } from './exam-paper.service';

/** An exam's papers (`kw/exam/paper/…`): picked from the banks or by auth code, their types, deal mode and merge. */
export async function examPaperRoutes(app: FastifyInstance, deps: ExamDeps) {
  const papers = createExamPaperService(deps.db, deps.now);
  routes(app, examPaperApi, {
    query: (input, { tenant }) => papers.query(tenant, input),
    queryTkPaper: (input, { tenant }) => papers.pickable(tenant, input),
    importPaper: (input, { tenant }) => papers.importPaper(tenant, input),
    importPaperAuthCode: (input, { tenant }) => papers.importByCode(tenant, input),
    update: (input, { tenant }) => papers.update(tenant, input),
    remove: (input, { tenant }) => papers.remove(tenant, input),
    paperType: async (_, { request }) => papers.paperType(request.lang),
    updateDealMode: (input, { tenant }) => papers.updateDealMode(tenant, input),
    mergePaper: (input, { tenant }) => papers.mergePaper(tenant, input),
  });
}
