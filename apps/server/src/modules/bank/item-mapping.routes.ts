import { itemMappingApi } from '@cloud-exam/contract/bank/item-mapping';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { BankDeps } from './bank.deps';
import { createBankService } from './bank.service';
import { createItemMappings } from './item-mapping.service';

/** A foreign workbook's columns mapped to item fields before its import is read; the institution's saved mappings. */
export async function itemMappingRoutes(app: FastifyInstance, { db, queue }: BankDeps) {
  const mappings = createItemMappings({ db, queue, banks: createBankService(db) });
  routes(app, itemMappingApi, {
    importLayout: (input, { tenant }) => mappings.layout(tenant, input),
    applyMapping: (input, { tenant, request }) => mappings.apply(tenant, input, request.lang),
    removeMapping: (input, { tenant }) => mappings.remove(tenant, input),
  });
}
