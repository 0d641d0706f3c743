import { subjectPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { ExamDeps } from './exam.deps';
import { createExamPaperService } from './exam-paper.service';

/** An exam's papers seen one subject at a time (`kw/subject/paper/…`). */
export async function subjectPaperRoutes(app: FastifyInstance, deps: ExamDeps) {
  const papers = createExamPaperService(deps.db, deps.now);
  routes(app, subjectPaperApi, {
    queryTkPaper: (input, { tenant }) => papers.pickable(tenant, input),
    query: (input, { tenant }) => papers.subjectQuery(tenant, input),
    importPaper: (input, { tenant }) => papers.importPaper(tenant, input),
    importPaperAuthCode: (input, { tenant }) => papers.importByCode(tenant, input),
    mergePaper: (input, { tenant }) => papers.mergePaper(tenant, input),
  });
}
