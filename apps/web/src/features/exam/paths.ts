/** Addresses of the exam pages (spec §2 Exam section). */
export const EXAM_LIST_PATH = '/examination/list';
export const EXAM_CREATE_PATH = '/examination/create';
export const EXAM_ORDER_PATH = '/examination/examOrder';
export const EXAM_CATEGORY_PATH = '/examination/category';
export const EXAM_DETAIL_PATTERN = '/examination/detail/index/:id';
const at = (page: string, ...ids: string[]) => `/examination/detail/${page}/${ids.map(encodeURIComponent).join('/')}`;
export const examDetailPath = (id: string) => at('index', id);
export const editBaseInfoPath = (id: string) => at('editExamBaseInfo', id);
export const editPaperPath = (id: string) => at('editExaminationPaper', id);
export const editConfigPath = (id: string) => at('editExamConfig', id);
export const editCollectInfoPath = (id: string) => at('editExamCollectInfo', id);
export const addCandidatePath = (id: string) => at('add', id);
export const notificationPath = (id: string) => at('notification', id);
/** The enrolment project of an import started from the exam's own candidate list: none. */
export const NO_ENROLL = '0';
export const importCandidatePath = (id: string, enrollId: string, enrollName: string) =>
  at('importCandidate', id, enrollId, enrollName || '-');
export const candidateDetailPath = (id: string, candidateId: string) =>
  `/examination/candidateDetail/detail/${encodeURIComponent(id)}/${encodeURIComponent(candidateId)}`;
export const editCandidatePath = (id: string, candidateId: string, admissionNumber: string) =>
  `/examination/candidateDetail/editCandidate/${[id, candidateId, admissionNumber].map(encodeURIComponent).join('/')}`;
export const SCHEDULE_PATTERN = '/examination/taskDetail/:id';
export const schedulePath = (id: string) => `/examination/taskDetail/${encodeURIComponent(id)}`;
export const sessionPath = (id: string, timeId: string) => `${schedulePath(id)}/${encodeURIComponent(timeId)}`;
