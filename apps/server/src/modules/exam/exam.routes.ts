import { examApi } from '@cloud-exam/contract/exam/exam';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { routes } from '../../http/route';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/job-queue';
import type { FileTasks, StoredFiles } from '../files';
import type { Imports } from '../jobs';
import type { Outbox } from '../outbox';
import { categoryRoutes } from './category.routes';
import { examPaperRoutes } from './exam-paper.routes';
import { examConfigRoutes } from './exam-config.routes';
import { collectInfoRoutes } from './collect-info.routes';
import { examCandidateRoutes } from './exam-candidate.routes';
import { scheduleRoutes } from './schedule.routes';
import { examNotificationRoutes } from './exam-notification.routes';
import { createExamService } from './exam.service';

export type ExamDeps = {
  db: Db;
  now: Clock;
  storedFiles: StoredFiles;
  imports: Imports;
  /** Signs the browser's upload addresses. */
  uploadSecret: Buffer;
  /** The largest candidate photo zip (100 MB unless a test says less). */
  photoZipMaxBytes?: number;
  /** A photo zip's pictures kept together (500 unless a test says less). */
  photosAtOnce?: number;
  /** Notifications leave through it. */
  outbox: Pick<Outbox, 'deliver'>;
  queue: JobQueue;
  /** The download centre, where exports leave a copy. */
  fileTasks: FileTasks;
  /** Where candidates sign in (notifications' `{signInUrl}`); unset, this server's address under `basePath`. */
  candidateSignInUrl?: string;
  basePath?: string;
};

/** Exams (/gl/kw/kw/exam) and every part of an exam, each area registering its own endpoints. */
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
  await categoryRoutes(app, deps);
  examPaperRoutes(app, deps);
  await examConfigRoutes(app, deps);
  await collectInfoRoutes(app, deps);
  examCandidateRoutes(app, deps);
  scheduleRoutes(app, deps);
  examNotificationRoutes(app, deps);
  // exam areas register their routes above this line
}
