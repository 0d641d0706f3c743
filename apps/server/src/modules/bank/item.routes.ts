import { itemApi } from '@cloud-exam/contract/bank/item';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { BankDeps } from './bank.deps';
import { createBankService } from './bank.service';
import { createItemService } from './item.service';

/** A bank's items: list, detail, add, edit, delete, move, retag, tags and versions. */
export async function itemRoutes(app: FastifyInstance, { db }: BankDeps) {
  const items = createItemService(db, createBankService(db));
  routes(app, itemApi, {
    configs: async () => items.configs(),
    page: (input, { tenant }) => items.page(tenant, input),
    get: (input, { tenant }) => items.get(tenant, input),
    add: (input, { tenant }) => items.add(tenant, input),
    update: (input, { tenant }) => items.update(tenant, input),
    remove: (input, { tenant }) => items.remove(tenant, input),
    move: (input, { tenant }) => items.move(tenant, input),
    retag: (input, { tenant }) => items.retag(tenant, input),
    tags: (input, { tenant }) => items.tags(tenant, input),
    versions: (input, { tenant }) => items.versions(tenant, input),
    version: (input, { tenant }) => items.version(tenant, input),
  });
}
