import { signedUploadApi } from '@cloud-exam/contract/exam/exam-candidate';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { ExamDeps } from './exam.deps';
import { createExamCandidateService } from './exam-candidate.service';

/** Uploads to an address signed by getBucketTempCredential, for anyone who holds it, and their confirmation. */
export async function signedUploadRoutes(app: FastifyInstance, deps: ExamDeps) {
  const candidates = createExamCandidateService(deps);
  routes(app, signedUploadApi, {
    upload: ({ token }, { request }) => candidates.signedUpload(token, request),
    confirm: ({ token, name }) => candidates.confirmUpload(token, name),
  });
}
