import { moduleOf } from '../../http/module';
import { categoryRoutes } from './category.routes';
import { collectInfoRoutes } from './collect-info.routes';
import type { ExamDeps } from './exam.deps';
import { examCandidateRoutes } from './exam-candidate.routes';
import { examConfigRoutes } from './exam-config.routes';
import { examNotificationRoutes } from './exam-notification.routes';
import { examPaperRoutes } from './exam-paper.routes';
import { examRoutes } from './exam.routes';
import { scheduleRoutes } from './schedule.routes';
import { signedUploadRoutes } from './signed-upload.routes';
import { subjectPaperRoutes } from './subject-paper.routes';

/** The exam module's public face: what the app and other modules may use of it. */
export type { ExamDeps } from './exam.deps';
export { drawExamPaper } from './exam-paper.service';
export { examCollectForm } from './collect-info.repo';
export { candidateTarget } from './exam-candidate-lookups';
export { collectUploadPolicy } from './exam-candidate-upload.service';
/** Exams (/gl/kw/kw/exam) and every part of an exam, each contract group in its own routes file. */
export const examModule = moduleOf<ExamDeps>(
  examRoutes,
  categoryRoutes,
  examPaperRoutes,
  subjectPaperRoutes,
  examConfigRoutes,
  collectInfoRoutes,
  examCandidateRoutes,
  signedUploadRoutes,
  scheduleRoutes,
  examNotificationRoutes,
);
