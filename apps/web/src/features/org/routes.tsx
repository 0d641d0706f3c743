import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  ControlOutlined,
  IdcardOutlined,
  SafetyOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute } from '../../lib/route-table';
import {
  AUDIT_PATH,
  CANDIDATE_ACCOUNTS_PATH,
  DEPT_PATH,
  DICT_PATH,
  INVITATIONS_PATH,
  OFFICE_PATH,
  POST_PATH,
  ROLE_PATH,
  SETTINGS_PATH,
  USER_PATH,
} from './paths';

/** Organisation and system settings: the console's /sys pages (spec §2 fixes their paths), each requiring gl_xt. */
const org: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'sys', authorities: [Authority.system] };

export const orgRoutes: ConsoleRoute[] = [
  { ...org, path: DEPT_PATH, titleKey: 'org:dept.title', icon: <ApartmentOutlined />, load: () => import('./pages/dept-page') },
  { ...org, path: USER_PATH, titleKey: 'org:user.title', icon: <TeamOutlined />, load: () => import('./pages/user-page') },
  {
    ...org,
    path: INVITATIONS_PATH,
    titleKey: 'org:invitation.title',
    menu: false,
    parent: USER_PATH,
    load: () => import('./pages/invitation-page'),
  },
  { ...org, path: ROLE_PATH, titleKey: 'org:role.title', icon: <SafetyOutlined />, load: () => import('./pages/role-page') },
  { ...org, path: POST_PATH, titleKey: 'org:post.title', icon: <IdcardOutlined />, load: () => import('./pages/post-page') },
  {
    ...org,
    path: CANDIDATE_ACCOUNTS_PATH,
    titleKey: 'org:candidate.title',
    icon: <SolutionOutlined />,
    load: () => import('./pages/candidate-page'),
  },
  { ...org, path: DICT_PATH, titleKey: 'org:dict.title', icon: <BookOutlined />, load: () => import('./pages/dict-page') },
  { ...org, path: OFFICE_PATH, titleKey: 'org:office.title', icon: <BankOutlined />, load: () => import('./pages/office-page') },
  {
    ...org,
    path: SETTINGS_PATH,
    titleKey: 'org:settings.title',
    icon: <ControlOutlined />,
    load: () => import('./pages/settings-page'),
  },
  { ...org, path: AUDIT_PATH, titleKey: 'org:audit.title', icon: <AuditOutlined />, load: () => import('./pages/audit-page') },
  // new:module adds routes above this line
];
