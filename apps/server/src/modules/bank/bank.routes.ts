import { bankApi } from '@cloud-exam/contract/bank/bank';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { BankDeps } from './bank.deps';
import { createBankService } from './bank.service';

/** Question banks (/gl/tk): list, options, departments, detail, add, edit, copy, delete. */
export async function bankRoutes(app: FastifyInstance, { db }: BankDeps) {
  const banks = createBankService(db);
  routes(app, bankApi, {
    page: (input, { tenant }) => banks.page(tenant, input),
    options: (_, { tenant }) => banks.options(tenant),
    depts: (_, { tenant }) => banks.depts(tenant),
    get: (input, { tenant }) => banks.get(tenant, input),
    add: (input, { tenant }) => banks.add(tenant, input),
    edit: (input, { tenant }) => banks.edit(tenant, input),
    copy: (input, { tenant }) => banks.copy(tenant, input),
    remove: (input, { tenant }) => banks.remove(tenant, input),
  });
}
