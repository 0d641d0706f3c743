import { DatabaseOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute } from '../../lib/route-table';
import { BANK_ITEMS_PATH, BANK_LIST_PATH, ITEM_IMPORT_PATH, ITEM_PATH } from './paths';

/** The question-bank pages of the console (题库管理), each requiring gl_tk. */
const bank: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'bank', authorities: [Authority.bank] };
/** A page of one bank, below the bank list in the breadcrumb. */
const ofBank: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities' | 'parent'> = { ...bank, menu: false, parent: BANK_LIST_PATH };

export const bankRoutes: ConsoleRoute[] = [
  { ...bank, path: BANK_LIST_PATH, titleKey: 'bank:bank.title', icon: <DatabaseOutlined />, load: () => import('./pages/bank-list-page') },
  { ...ofBank, path: BANK_ITEMS_PATH, titleKey: 'bank:item.title', load: () => import('./pages/bank-items-page') },
  { ...ofBank, path: ITEM_PATH, titleKey: 'bank:editor.title', load: () => import('./pages/item-page') },
  { ...ofBank, path: ITEM_IMPORT_PATH, titleKey: 'bank:import.title', load: () => import('./pages/item-import-page') },
  // new:module adds routes above this line
];
