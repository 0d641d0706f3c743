import { moduleOf } from '../../http/module';
import type { BankDeps } from './bank.deps';
import { bankRoutes } from './bank.routes';
import { itemMappingRoutes } from './item-mapping.routes';
import { itemTransferRoutes } from './item-transfer.routes';
import { itemRoutes } from './item.routes';
import { knowledgeRoutes } from './knowledge.routes';

/** The bank module's public face: what the app and other modules may use of it. */
export type { BankDeps } from './bank.deps';
/** Which banks a member sees (data rights), and what the papers drawn from them read of banks, items and points. */
export { visibleBankIds } from './bank.repo';
export {
  banksNamed,
  type ItemFacts,
  itemFacts,
  itemPool,
  type ItemRule,
  itemsAtVersions,
  itemStock,
  knowledgeNames,
  pinnedItemContents,
} from './bank-reads.repo';
export { writeWordItems } from './formats/word-export';
/** Question banks, their knowledge models and items (/gl/tk). */
export const bankModule = moduleOf<BankDeps>(bankRoutes, knowledgeRoutes, itemRoutes, itemTransferRoutes, itemMappingRoutes);
