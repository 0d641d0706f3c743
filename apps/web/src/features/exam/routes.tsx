import { CalendarOutlined, ClusterOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute } from '../../app/routes';
import { EXAM_CATEGORY_PATH, EXAM_LIST_PATH } from './paths';

/** The exam pages of the console (spec §2 Exam section), each requiring gl_kw. */
const exam: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'exam', authorities: [Authority.exam] };

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
    path: '/examination/detail/add/:id',
    parent: '/examination/list',
    titleKey: 'exam:candidate.addTitle',
    load: () => import('./pages/candidate-list-page'),
  },
  {
    ...exam,
    menu: false,
    path: '/examination/detail/importCandidate/:id/:enrollId/:enrollName',
    parent: '/examination/detail/add/:id',
    titleKey: 'exam:candidate.importTitle',
    load: () => import('./pages/candidate-import-page'),
  },
  {
    ...exam,
    menu: false,
    path: '/examination/candidateDetail/detail/:id/:candidateId',
    parent: '/examination/detail/add/:id',
    titleKey: 'exam:candidate.detailPageTitle',
    load: () => import('./pages/candidate-detail-page'),
  },
  {
    ...exam,
    menu: false,
    path: '/examination/candidateDetail/editCandidate/:id/:candidateId/:admissionNumber',
    parent: '/examination/candidateDetail/detail/:id/:candidateId',
    titleKey: 'exam:candidate.editPageTitle',
    load: () => import('./pages/candidate-edit-page'),
  },
  // new:module adds routes above this line
];
