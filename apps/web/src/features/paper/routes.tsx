import { FileTextOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute } from '../../lib/route-table';
import { PACKAGES_PATH, PAPER_PATH, PAPER_PREVIEW_PATH, PAPERS_PATH } from './paths';

/** The paper pages of the console, in the question-bank group (题库管理), each requiring gl_tk. */
const paper: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'bank', authorities: [Authority.bank] };
/** A page of one paper, below the paper list in the breadcrumb. */
const ofPaper: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities' | 'parent'> = { ...paper, menu: false, parent: PAPERS_PATH };

export const paperRoutes: ConsoleRoute[] = [
  { ...paper, path: PAPERS_PATH, titleKey: 'paper:list.title', icon: <FileTextOutlined />, load: () => import('./pages/paper-list-page') },
  { ...ofPaper, path: PAPER_PATH, titleKey: 'paper:editor.title', load: () => import('./pages/paper-editor-page') },
  { ...ofPaper, path: PAPER_PREVIEW_PATH, titleKey: 'paper:preview.title', load: () => import('./pages/paper-preview-page') },
  {
    ...paper,
    path: PACKAGES_PATH,
    titleKey: 'paper:package.title',
    icon: <FolderOpenOutlined />,
    load: () => import('./pages/package-list-page'),
  },
];
