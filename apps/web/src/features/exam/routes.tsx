import { CalendarOutlined, ClusterOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute, Redirect } from '../../lib/route-table';
import { EXAM_CATEGORY_PATH, EXAM_CREATE_PATH, EXAM_LIST_PATH, EXAM_ORDER_PATH, EXAM_PAGES } from './paths';

/** The exam pages of the console (spec §2 Exam section), each requiring gl_kw. */
const exam: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'exam', authorities: [Authority.exam] };
/** A page of exam day: an invigilator (`gl_kw_monitor`) opens it too, and reads their own rooms there. */
const examDay: Pick<ConsoleRoute, 'authorities'> = { authorities: [Authority.exam, Authority.monitor] };
/** A page of one exam, below its overview in the breadcrumb. */
const ofExam: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities' | 'parent'> = { ...exam, menu: false, parent: EXAM_PAGES.detail };

export const examRoutes: ConsoleRoute[] = [
  { ...exam, path: EXAM_LIST_PATH, titleKey: 'exam:list.title', icon: <CalendarOutlined />, load: () => import('./pages/exam-list-page') },
  {
    ...exam,
    path: EXAM_CATEGORY_PATH,
    titleKey: 'exam:category.title',
    icon: <ClusterOutlined />,
    load: () => import('./pages/category-page'),
  },
  {
    ...exam,
    menu: false,
    path: EXAM_ORDER_PATH,
    parent: EXAM_LIST_PATH,
    titleKey: 'exam:order.title',
    load: () => import('./pages/exam-order-page'),
  },
  {
    ...exam,
    menu: false,
    path: EXAM_CREATE_PATH,
    parent: EXAM_LIST_PATH,
    titleKey: 'exam:base.createTitle',
    noCache: true,
    load: () => import('./pages/exam-base-info-page'),
  },
  {
    ...exam,
    menu: false,
    path: EXAM_PAGES.detail,
    parent: EXAM_LIST_PATH,
    titleKey: 'exam:detail.title',
    load: () => import('./pages/exam-detail-page'),
  },
  { ...ofExam, path: EXAM_PAGES.baseInfo, titleKey: 'exam:base.title', load: () => import('./pages/exam-base-info-page') },
  { ...ofExam, path: EXAM_PAGES.paper, titleKey: 'exam:paper.title', load: () => import('./pages/exam-paper-page') },
  { ...ofExam, path: EXAM_PAGES.config, titleKey: 'exam:config.title', load: () => import('./pages/exam-config-page') },
  { ...ofExam, path: EXAM_PAGES.collectInfo, titleKey: 'exam:collect.title', load: () => import('./pages/collect-info-page') },
  { ...ofExam, path: EXAM_PAGES.candidates, titleKey: 'exam:candidate.listTitle', load: () => import('./pages/candidate-list-page') },
  {
    ...ofExam,
    path: EXAM_PAGES.importCandidates,
    parent: EXAM_PAGES.candidates,
    titleKey: 'exam:candidate.importTitle',
    load: () => import('./pages/candidate-import-page'),
  },
  {
    ...ofExam,
    path: EXAM_PAGES.candidate,
    parent: EXAM_PAGES.candidates,
    titleKey: 'exam:candidate.detailPageTitle',
    load: () => import('./pages/candidate-detail-page'),
  },
  {
    ...ofExam,
    path: EXAM_PAGES.editCandidate,
    parent: EXAM_PAGES.candidate,
    titleKey: 'exam:candidate.editPageTitle',
    load: () => import('./pages/candidate-edit-page'),
  },
  { ...ofExam, path: EXAM_PAGES.schedule, titleKey: 'exam:schedule.title', load: () => import('./pages/schedule-page') },
  {
    ...ofExam,
    ...examDay,
    path: EXAM_PAGES.session,
    parent: EXAM_PAGES.schedule,
    titleKey: 'exam:schedule.sessionPageTitle',
    load: () => import('./pages/session-page'),
  },
  {
    ...ofExam,
    path: EXAM_PAGES.sessionCandidate,
    parent: EXAM_PAGES.session,
    titleKey: 'exam:candidate.detailPageTitle',
    load: () => import('./pages/candidate-detail-page'),
  },
  { ...ofExam, path: EXAM_PAGES.notification, titleKey: 'exam:notification.title', load: () => import('./pages/notification-page') },
  {
    ...ofExam,
    path: EXAM_PAGES.answerRecords,
    titleKey: 'exam:answerRecords.pageTitle',
    load: () => import('./pages/answer-records-page'),
  },
  {
    ...ofExam,
    ...examDay,
    path: EXAM_PAGES.sessionAnswerRecords,
    parent: EXAM_PAGES.session,
    titleKey: 'exam:answerRecords.pageTitle',
    load: () => import('./pages/answer-records-page'),
  },
  // a candidate's answer sheet and history: below the answer records (作答详情) or the session / the exam (作答历史)
  ...(
    [
      [EXAM_PAGES.sessionAnswerRecordsDetail, EXAM_PAGES.sessionAnswerRecords, 'detailTitle'],
      [EXAM_PAGES.sessionAnswerHistory, EXAM_PAGES.session, 'historyTitle'],
      [EXAM_PAGES.answerRecordsDetail, EXAM_PAGES.answerRecords, 'detailTitle'],
      [EXAM_PAGES.answerHistory, EXAM_PAGES.detail, 'historyTitle'],
    ] as const
  ).map(([path, parent, title]) => ({
    ...ofExam,
    ...(path === EXAM_PAGES.sessionAnswerRecordsDetail || path === EXAM_PAGES.sessionAnswerHistory ? examDay : {}),
    path,
    parent,
    titleKey: `exam:answerSheet.${title}`,
    load: () => import('./pages/answer-sheet-page'),
  })),
  {
    ...ofExam,
    ...examDay,
    path: EXAM_PAGES.sessionCandidateRecord,
    parent: EXAM_PAGES.session,
    titleKey: 'exam:candidateRecord.title',
    load: () => import('./pages/candidate-record-page'),
  },
  {
    ...ofExam,
    ...examDay,
    path: EXAM_PAGES.sessionDiscipline,
    parent: EXAM_PAGES.session,
    titleKey: 'exam:discipline.title',
    load: () => import('./pages/session-discipline-page'),
  },
  {
    ...ofExam,
    ...examDay,
    path: EXAM_PAGES.sessionMessages,
    parent: EXAM_PAGES.session,
    titleKey: 'exam:messagePage.title',
    load: () => import('./pages/session-messages-page'),
  },
  {
    ...ofExam,
    path: EXAM_PAGES.sessionTickets,
    parent: EXAM_PAGES.session,
    titleKey: 'exam:tickets.title',
    load: () => import('./pages/session-tickets-page'),
  },
  {
    ...ofExam,
    path: EXAM_PAGES.sessionPaper,
    parent: EXAM_PAGES.session,
    titleKey: 'exam:sessionPaper.title',
    load: () => import('./pages/session-paper-page'),
  },
  {
    ...ofExam,
    path: EXAM_PAGES.sessionNotification,
    parent: EXAM_PAGES.session,
    titleKey: 'exam:sessionNotification.title',
    load: () => import('./pages/session-notification-page'),
  },
  {
    ...ofExam,
    ...examDay,
    path: EXAM_PAGES.sessionAnomalies,
    parent: EXAM_PAGES.session,
    titleKey: 'exam:anomaly.title',
    load: () => import('./pages/session-anomalies-page'),
  },
  // the data reports: a session's and the exam's analysis (open to invigilators: their rooms), the exam's printable report
  {
    ...ofExam,
    ...examDay,
    path: EXAM_PAGES.sessionDataReport,
    parent: EXAM_PAGES.session,
    titleKey: 'exam:report.pageTitle',
    load: () => import('./pages/data-report-page'),
  },
  { ...ofExam, ...examDay, path: EXAM_PAGES.dataReport, titleKey: 'exam:report.pageTitle', load: () => import('./pages/data-report-page') },
  {
    ...ofExam,
    ...examDay,
    path: EXAM_PAGES.report,
    titleKey: 'exam:report.printPageTitle',
    load: () => import('./pages/data-report-page'),
  },
  // new:module adds routes above this line
];

/**
 * Addresses of the exam section that only lead elsewhere: `detail` without an exam has nothing to show but the list;
 * an exam candidate's pages were once served outside `detail`, where the spec does not put them.
 */
export const examRedirects: Redirect[] = [
  { from: '/examination/detail', to: EXAM_LIST_PATH },
  { from: '/examination/candidateDetail/detail/:id/:candidateId', to: EXAM_PAGES.candidate },
  { from: '/examination/candidateDetail/editCandidate/:id/:candidateId/:admissionNumber', to: EXAM_PAGES.editCandidate },
];
