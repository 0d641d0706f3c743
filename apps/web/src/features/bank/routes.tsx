import { AppstoreOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute } from '../../app/routes';

/** The bank pages of the console, each requiring its authority. */
const bank: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'bank', authorities: [Authority.bank] };

export const bankRoutes: ConsoleRoute[] = [
  { ...bank, path: '/bank/bank', titleKey: 'bank:bank.title', icon: <AppstoreOutlined />, load: () => import('./pages/bank-page') },
  // new:module adds routes above this line
];
