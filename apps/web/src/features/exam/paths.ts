import { generatePath } from 'react-router';

/**
 * Addresses of the exam pages (spec §2 Exam section): the patterns the route table lists, and the addresses of one
 * exam's pages built from them.
 */
export const EXAM_LIST_PATH = '/examination/list';
export const EXAM_ORDER_PATH = '/examination/examOrder';
/** Pages the spec does not name: a new exam's base information, and the examination categories. */
export const EXAM_CREATE_PATH = '/examination/create';
export const EXAM_CATEGORY_PATH = '/examination/category';

/** The pages of one exam: `detail`'s children, and the schedule (`taskDetail`) with its sessions. */
export const EXAM_PAGES = {
  detail: '/examination/detail/index/:id',
  baseInfo: '/examination/detail/editExamBaseInfo/:id',
  paper: '/examination/detail/editExaminationPaper/:id',
  config: '/examination/detail/editExamConfig/:id',
  collectInfo: '/examination/detail/editExamCollectInfo/:id',
  candidates: '/examination/detail/add/:id',
  importCandidates: '/examination/detail/importCandidate/:id/:enrollId/:enrollName',
  candidate: '/examination/detail/candidateDetail/detail/:id/:candidateId',
  editCandidate: '/examination/detail/candidateDetail/editCandidate/:id/:candidateId/:admissionNumber',
  notification: '/examination/detail/notification/:id',
  schedule: '/examination/taskDetail/:id',
  session: '/examination/taskDetail/:id/:timeId',
} as const;

export const examDetailPath = (id: string) => generatePath(EXAM_PAGES.detail, { id });
export const editBaseInfoPath = (id: string) => generatePath(EXAM_PAGES.baseInfo, { id });
export const editPaperPath = (id: string) => generatePath(EXAM_PAGES.paper, { id });
export const editConfigPath = (id: string) => generatePath(EXAM_PAGES.config, { id });
export const editCollectInfoPath = (id: string) => generatePath(EXAM_PAGES.collectInfo, { id });
export const addCandidatePath = (id: string) => generatePath(EXAM_PAGES.candidates, { id });
export const notificationPath = (id: string) => generatePath(EXAM_PAGES.notification, { id });
/** The enrolment project of an import started from the exam's own candidate list: none. */
export const NO_ENROLL = '0';
export const importCandidatePath = (id: string, enrollId: string, enrollName: string) =>
  generatePath(EXAM_PAGES.importCandidates, { id, enrollId, enrollName: enrollName || '-' });
export const candidateDetailPath = (id: string, candidateId: string) => generatePath(EXAM_PAGES.candidate, { id, candidateId });
export const editCandidatePath = (id: string, candidateId: string, admissionNumber: string) =>
  generatePath(EXAM_PAGES.editCandidate, { id, candidateId, admissionNumber });
export const schedulePath = (id: string) => generatePath(EXAM_PAGES.schedule, { id });
export const sessionPath = (id: string, timeId: string) => generatePath(EXAM_PAGES.session, { id, timeId });
