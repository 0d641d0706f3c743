import { examApi } from '@cloud-exam/contract/exam/exam';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { ExamDeps } from './exam.deps';
import { createExamService } from './exam.service';

/** Exams (/gl/kw/kw/exam): list, base information, add, edit, publish, copy, delete, order. */
export async function examRoutes(app: FastifyInstance, deps: ExamDeps) {
  const exams = createExamService(deps.db, deps.now, deps.storedFiles);
  routes(app, examApi, {
    page: (input, { tenant }) => exams.page(tenant, input),
    baseInfo: (input, { tenant }) => exams.baseInfo(tenant, input),
    examBaseInfo: (input, { tenant }) => exams.examBaseInfo(tenant, input),
    defaultAgreement: async (_, { request }) => exams.defaultAgreement(request.lang),
    add: (input, { tenant }) => exams.add(tenant, input),
    update: (input, { tenant }) => exams.update(tenant, input),
    updateBatch: (input, { tenant, request }) => exams.updateBatch(tenant, input, request.lang),
    publishGaps: (input, { tenant }) => exams.publishGaps(tenant, input),
    copy: (input, { tenant, request }) => exams.copy(tenant, input, request.lang),
    remove: (input, { tenant }) => exams.remove(tenant, input),
    order: (_, { tenant }) => exams.order(tenant),
    saveOrder: (input, { tenant }) => exams.saveOrder(tenant, input),
  });
}
