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
import type { ConsoleRoute } from '../../app/routes';

/** Organisation and system settings: the console's /sys pages (spec §2 fixes their paths), each requiring gl_xt. */
const org: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'sys', authorities: [Authority.system] };

export const orgRoutes: ConsoleRoute[] = [
  { ...org, path: '/sys/dept', titleKey: 'org:dept.title', icon: <ApartmentOutlined />, load: () => import('./pages/dept-page') },
  { ...org, path: '/sys/user', titleKey: 'org:user.title', icon: <TeamOutlined />, load: () => import('./pages/user-page') },
  {
    ...org,
    path: '/sys/user/invitations',
    titleKey: 'org:invitation.title',
    menu: false,
    parent: '/sys/user',
    load: () => import('./pages/invitation-page'),
  },
  { ...org, path: '/sys/role', titleKey: 'org:role.title', icon: <SafetyOutlined />, load: () => import('./pages/role-page') },
  { ...org, path: '/sys/post', titleKey: 'org:post.title', icon: <IdcardOutlined />, load: () => import('./pages/post-page') },
  {
    ...org,
    path: '/sys/candidate',
    titleKey: 'org:candidate.title',
    icon: <SolutionOutlined />,
    load: () => import('./pages/candidate-page'),
  },
  { ...org, path: '/sys/dict', titleKey: 'org:dict.title', icon: <BookOutlined />, load: () => import('./pages/dict-page') },
  { ...org, path: '/sys/office', titleKey: 'org:office.title', icon: <BankOutlined />, load: () => import('./pages/office-page') },
  {
    ...org,
    path: '/sys/settings',
    titleKey: 'org:settings.title',
    icon: <ControlOutlined />,
    load: () => import('./pages/settings-page'),
  },
  { ...org, path: '/sys/audit', titleKey: 'org:audit.title', icon: <AuditOutlined />, load: () => import('./pages/audit-page') },
  // new:module adds routes above this line
];
