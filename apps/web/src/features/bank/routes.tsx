import { DatabaseOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute } from '../../app/routes';

/** The question-bank pages of the console (题库管理), each requiring gl_tk. */
const bank: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'bank', authorities: [Authority.bank] };

export const bankRoutes: ConsoleRoute[] = [
  { ...bank, path: '/bank/list', titleKey: 'bank:bank.title', icon: <DatabaseOutlined />, load: () => import('./pages/bank-list-page') },
  {
    ...bank,
    path: '/bank/items',
    titleKey: 'bank:item.title',
    menu: false,
    parent: '/bank/list',
    load: () => import('./pages/bank-items-page'),
  },
  {
    ...bank,
    path: '/bank/item',
    titleKey: 'bank:editor.title',
    menu: false,
    parent: '/bank/list',
    load: () => import('./pages/item-page'),
  },
  {
    ...bank,
    path: '/bank/import',
    titleKey: 'bank:import.title',
    menu: false,
    parent: '/bank/list',
    load: () => import('./pages/item-import-page'),
  },
  // new:module adds routes above this line
];
