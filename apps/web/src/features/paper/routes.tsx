import { FileTextOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute } from '../../app/routes';
import { PAPERS_PATH } from './paths';

/** The paper pages of the console, in the question-bank group (题库管理), each requiring gl_tk. */
const paper: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'bank', authorities: [Authority.bank] };

export const paperRoutes: ConsoleRoute[] = [
  { ...paper, path: PAPERS_PATH, titleKey: 'paper:list.title', icon: <FileTextOutlined />, load: () => import('./pages/paper-list-page') },
  {
    ...paper,
    path: '/bank/paper',
    titleKey: 'paper:editor.title',
    menu: false,
    parent: PAPERS_PATH,
    load: () => import('./pages/paper-editor-page'),
  },
  {
    ...paper,
    path: '/bank/paper-preview',
    titleKey: 'paper:preview.title',
    menu: false,
    parent: PAPERS_PATH,
    load: () => import('./pages/paper-preview-page'),
  },
  {
    ...paper,
    path: '/bank/packages',
    titleKey: 'paper:package.title',
    icon: <FolderOpenOutlined />,
    load: () => import('./pages/package-list-page'),
  },
];
