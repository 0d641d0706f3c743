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
  /** Exam day, over every session of the exam. */
  answerRecords: '/examination/detail/answerRecords/:id',
  answerRecordsDetail: '/examination/detail/answerRecordsDetail/anshistory/:id/:candidateId',
  answerHistory: '/examination/detail/anshistory/:id/:candidateId',
  dataReport: '/examination/detail/dataReport/:id',
  report: '/examination/detail/report/:id',
  /** Exam day, one session (`timeId`). */
  sessionPaper: '/examination/taskDetail/editTaskExaminationPaper/:id/:timeId',
  sessionAnswerRecords: '/examination/taskDetail/answerRecords/:id/:timeId',
  sessionAnswerRecordsDetail: '/examination/taskDetail/taskAnswerRecordsDetail/anshistory/:id/:timeId/:candidateId?',
  sessionAnswerHistory: '/examination/taskDetail/anshistory/:id/:timeId/:candidateId?',
  sessionNotification: '/examination/taskDetail/notification/:id/:timeId',
  sessionCandidate: '/examination/taskDetail/detail/:id/:timeId/:candidateId',
  sessionCandidateRecord: '/examination/taskDetail/candidateRecord/:id/:timeId/:candidateId?',
  sessionAnomalies: '/examination/taskDetail/anomalyPages/:id/:timeId',
  sessionDiscipline: '/examination/taskDetail/disciplinePages/:id/:timeId',
  sessionMessages: '/examination/taskDetail/messagePages/:id/:timeId',
  sessionTickets: '/examination/taskDetail/ticketsPages/:id/:timeId',
  sessionDataReport: '/examination/taskDetail/dataReport/:id/:timeId',
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

/** The address of one of a session's exam-day pages (`EXAM_PAGES.session…`), with a candidate where the page takes one. */
export const sessionPagePath = (
  page: Exclude<{ [K in keyof typeof EXAM_PAGES]: K extends `session${string}` ? K : never }[keyof typeof EXAM_PAGES], 'session'>,
  id: string,
  timeId: string,
  candidateId?: string,
) => generatePath(EXAM_PAGES[page], { id, timeId, candidateId: candidateId ?? null });
/** The address of one of an exam's exam-day pages over all its sessions. */
export const examDayPath = (
  page: 'answerRecords' | 'answerRecordsDetail' | 'answerHistory' | 'dataReport' | 'report',
  id: string,
  candidateId = '',
) => generatePath(EXAM_PAGES[page], { id, candidateId });
