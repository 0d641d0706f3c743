import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { id } from '@cloud-exam/contract/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { routes } from '../../http/route';
import { sendXlsx, uploadedXlsx } from '../../http/spreadsheet';
import type { ExamDeps } from './exam.deps';
import { createExamCandidateImport } from './exam-candidate-import.service';
import { createExamCandidateInfoService } from './exam-candidate-info.service';
import { createExamCandidatePhotos } from './exam-candidate-photos.service';
import { createExamCandidateUploads } from './exam-candidate-upload.service';
import { createExamCandidateService } from './exam-candidate.service';

/** A query parameter of a multipart call (its schema names only the path): an id, or absent. */
function queryId(request: FastifyRequest, name: string) {
  const value = (request.query as Record<string, unknown>)[name];
  if (value === undefined || value === '') return undefined;
  const parsed = id.safeParse(value);
  if (!parsed.success) throw new AppError(ErrorCodes.badRequest, undefined, 400, { fields: [{ field: name, message: 'Invalid UUID' }] });
  return parsed.data;
}
/** The enrolment uploads' `group`: any short text, kept for the client's own bookkeeping (not stored). */
function checkGroup(request: FastifyRequest) {
  if (
    !z
      .string()
      .max(100)
      .optional()
      .safeParse((request.query as Record<string, unknown>).group).success
  )
    throw new AppError(ErrorCodes.badRequest, undefined, 400, { fields: [{ field: 'group', message: 'Too long' }] });
}

/** An exam's candidates (/gl/kw/kw/exam/candidate …), their information, uploads and the imports. */
export async function examCandidateRoutes(app: FastifyInstance, deps: ExamDeps) {
  const candidates = createExamCandidateService(deps);
  const info = createExamCandidateInfoService(deps);
  const uploads = createExamCandidateUploads(deps);
  const candidateImports = createExamCandidateImport(deps);
  const photos = createExamCandidatePhotos(deps);
  const candidateImport = deps.imports.define(candidateImports.importSpec);
  const photoImport = deps.imports.defineFile(photos.photoImportSpec);
  routes(app, examCandidateApi, {
    page: (input, { tenant }) => candidates.page(tenant, input),
    accounts: (input, { tenant }) => candidates.accounts(tenant, input),
    add: (input, { tenant, request }) => candidates.add(tenant, input, request.lang),
    admissionRule: (input, { tenant }) => candidates.admissionRule(tenant, input),
    saveAdmissionRule: (input, { tenant }) => candidates.saveAdmissionRule(tenant, input),
    remove: (input, { tenant }) => candidates.remove(tenant, input),
    info: (input, { tenant }) => info.info(tenant, input),
    personal: (input, { tenant }) => info.personal(tenant, input),
    updateInfo: (input, { tenant }) => info.updateInfo(tenant, input),
    isEditable: (input, { tenant }) => info.isEditable(tenant, input),
    monitoring: (input, { tenant }) => candidates.monitoring(tenant, input),
    validByEnroll: (input, { tenant }) => candidates.validByEnroll(tenant, input),
    uploadPhoto: (_, { tenant, request }) => info.uploadPhoto(tenant, request, queryId(request, 'examCandidateId')),
    template: async (_, { request, reply }) =>
      sendXlsx(
        reply,
        request.lang === 'zh' ? '考生导入模板.xlsx' : 'exam-candidate-template.xlsx',
        await candidateImports.template(request.lang),
      ),
    import: async ({ examId }, { tenant, request }) => {
      // enrolment does not exist yet: '0', 'none' or nothing mean "not from an enrolment project"
      const raw = (request.query as Record<string, unknown>).enrollId;
      const enrollId = id.safeParse(raw).success ? (raw as string) : '';
      await candidateImports.joinable(tenant, examId);
      return candidateImport.start(tenant, await uploadedXlsx(request), request.lang, { examId, enrollId });
    },
    importPhotos: async ({ examId }, { tenant, request }) =>
      photoImport.start(tenant, await photos.photoZip(tenant, examId, request), request.lang, { examId }),
    tempCredential: (input, { tenant }) => uploads.tempCredential(tenant, input),
    enrollPhoto: (_, { tenant, request }) => {
      checkGroup(request);
      return uploads.enrollPhoto(tenant, request);
    },
    enrollEnclosure: (_, { tenant, request }) => {
      checkGroup(request);
      return uploads.enrollEnclosure(tenant, request);
    },
  });
}
