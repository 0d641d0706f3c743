import { CalendarOutlined, ClusterOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute, Redirect } from '../../app/routes';
import { EXAM_CATEGORY_PATH, EXAM_CREATE_PATH, EXAM_DETAIL_PATTERN, EXAM_LIST_PATH, EXAM_ORDER_PATH, SCHEDULE_PATTERN } from './paths';

/** The exam pages of the console (spec §2 Exam section), each requiring gl_kw. */
const exam: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'exam', authorities: [Authority.exam] };
/** A page of one exam, below its overview in the breadcrumb. */
const ofExam: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities' | 'parent'> = { ...exam, menu: false, parent: EXAM_DETAIL_PATTERN };

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
    path: EXAM_DETAIL_PATTERN,
    parent: EXAM_LIST_PATH,
    titleKey: 'exam:detail.title',
    load: () => import('./pages/exam-detail-page'),
  },
  {
    ...ofExam,
    path: '/examination/detail/editExamBaseInfo/:id',
    titleKey: 'exam:base.title',
    load: () => import('./pages/exam-base-info-page'),
  },
  {
    ...ofExam,
    path: '/examination/detail/editExaminationPaper/:id',
    titleKey: 'exam:paper.title',
    load: () => import('./pages/exam-paper-page'),
  },
  {
    ...ofExam,
    path: '/examination/detail/editExamConfig/:id',
    titleKey: 'exam:config.title',
    load: () => import('./pages/exam-config-page'),
  },
  {
    ...ofExam,
    path: '/examination/detail/editExamCollectInfo/:id',
    titleKey: 'exam:collect.title',
    load: () => import('./pages/collect-info-page'),
  },
  {
    ...ofExam,
    path: '/examination/detail/add/:id',
    titleKey: 'exam:candidate.addTitle',
    load: () => import('./pages/candidate-list-page'),
  },
  {
    ...ofExam,
    path: '/examination/detail/importCandidate/:id/:enrollId/:enrollName',
    parent: '/examination/detail/add/:id',
    titleKey: 'exam:candidate.importTitle',
    load: () => import('./pages/candidate-import-page'),
  },
  {
    ...ofExam,
    path: '/examination/candidateDetail/detail/:id/:candidateId',
    parent: '/examination/detail/add/:id',
    titleKey: 'exam:candidate.detailPageTitle',
    load: () => import('./pages/candidate-detail-page'),
  },
  {
    ...ofExam,
    path: '/examination/candidateDetail/editCandidate/:id/:candidateId/:admissionNumber',
    parent: '/examination/candidateDetail/detail/:id/:candidateId',
    titleKey: 'exam:candidate.editPageTitle',
    load: () => import('./pages/candidate-edit-page'),
  },
  {
    ...ofExam,
    path: SCHEDULE_PATTERN,
    titleKey: 'exam:schedule.title',
    load: () => import('./pages/schedule-page'),
  },
  {
    ...ofExam,
    path: '/examination/taskDetail/:id/:timeId',
    parent: SCHEDULE_PATTERN,
    titleKey: 'exam:schedule.sessionPageTitle',
    load: () => import('./pages/session-page'),
  },
  {
    ...ofExam,
    path: '/examination/detail/notification/:id',
    titleKey: 'exam:notification.title',
    load: () => import('./pages/notification-page'),
  },
  // new:module adds routes above this line
];

/** Addresses of the exam section that only lead elsewhere: `detail` without an exam has nothing to show but the list. */
export const examRedirects: Redirect[] = [{ from: '/examination/detail', to: EXAM_LIST_PATH }];
