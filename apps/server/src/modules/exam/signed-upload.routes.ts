import { signedUploadApi } from '@cloud-exam/contract/exam/exam-candidate';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { ExamDeps } from './exam.deps';
import { createExamCandidateUploads } from './exam-candidate-upload.service';

/** Uploads to an address signed by getBucketTempCredential, for anyone who holds it, and their confirmation. */
export async function signedUploadRoutes(app: FastifyInstance, deps: ExamDeps) {
  const uploads = createExamCandidateUploads(deps);
  routes(app, signedUploadApi, {
    upload: ({ token }, { request }) => uploads.signedUpload(token, request),
    confirm: ({ token, name }) => uploads.confirmUpload(token, name),
  });
}
