import { categoryApi } from '@cloud-exam/contract/exam/category';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { examCandidateApi, signedUploadApi } from '@cloud-exam/contract/exam/exam-candidate';
import { type ModuleProbes, probesFor } from '../../test/probes';

const DAY = 86_400_000;
export const examInput = (name: string, extra: { categoryId?: string } = {}) => ({
  examName: name,
  beginDate: new Date(Date.now() + DAY).toISOString(),
  endDate: new Date(Date.now() + 2 * DAY).toISOString(),
  subjects: [{ subjectName: '语文', duration: 90 }],
  ...extra,
});

/** An exam in a category; how each exam endpoint is reached with another institution's. */
export const examProbes: ModuleProbes = {
  rows: async (api, mark) => {
    const examCategory = (await api.call(categoryApi.add, { name: `${mark}考试分类` })).id;
    const exam = (await api.call(examApi.add, examInput(`${mark}考试`, { categoryId: examCategory }))).id;
    const examCandidate = (
      await api.call(examCandidateApi.add, { examId: exam, name: `${mark}考生`, certType: '0', idNumber: '11010519491231002X' })
    ).id;
    const candidateAccount = (await api.call(examCandidateApi.info, { id: examCandidate })).candidateId;
    // new:module adds rows above this line
    return { examCategory, exam, examCandidate, candidateAccount };
  },
  endpoints: [
    ...probesFor(categoryApi, {
      tree: 'own',
      add: (r) => ({ name: '子分类', parentId: r.examCategory! }),
      edit: (r) => ({ id: r.examCategory!, name: '改名' }),
      remove: (r) => ({ id: r.examCategory! }),
    }),
    ...probesFor(examApi, {
      page: 'own',
      baseInfo: (r) => ({ id: r.exam! }),
      examBaseInfo: (r) => ({ id: r.exam! }),
      defaultAgreement: 'own',
      add: (r) => examInput('新考试', { categoryId: r.examCategory! }),
      update: (r) => ({ id: r.exam!, ...examInput('改名考试') }),
      updateBatch: (r) => ({ ids: [r.exam!], action: 'delete' as const }),
      publishGaps: (r) => ({ id: r.exam! }),
      copy: (r) => ({ id: r.exam! }),
      remove: (r) => ({ id: r.exam! }),
      order: 'own',
      saveOrder: (r) => ({ ids: [r.exam!] }),
    }),
    ...probesFor(examCandidateApi, {
      page: (r) => ({ examId: r.exam!, current: 1, size: 10 }),
      accounts: 'own',
      add: (r) => ({ examId: r.exam!, candidateId: r.candidateAccount! }),
      admissionRule: (r) => ({ id: r.exam! }),
      saveAdmissionRule: (r) => ({ id: r.exam!, prefix: 'X', dateFormat: 'none' as const, serialDigits: 4, start: 1 }),
      remove: (r) => ({ examId: r.exam!, ids: [r.examCandidate!] }),
      info: (r) => ({ id: r.examCandidate! }),
      updateInfo: (r) => ({ id: r.examCandidate!, collected: {} }),
      isEditable: (r) => ({ examId: r.exam! }),
      monitoring: (r) => ({ examId: r.exam!, candidateId: r.examCandidate! }),
      validByEnroll: (r) => ({ enrollId: r.exam! }),
      uploadPhoto: 'own',
      template: 'own',
      import: 'own',
      importPhotos: 'own',
      tempCredential: 'own',
      enrollPhoto: 'own',
      enrollEnclosure: 'own',
    }),
    ...probesFor(signedUploadApi, { upload: 'own' }),
    // new:module adds endpoint probes above this line
  ],
};
