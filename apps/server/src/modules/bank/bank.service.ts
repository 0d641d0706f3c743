import type { bankApi } from '@cloud-exam/contract/bank/bank';
import { BANK_NAME_PATTERN, defaultScoresOf } from '@cloud-exam/contract/bank/bank';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { changedFields, recordAudit } from '../audit';
import { bankRepo } from './bank.repo';
import { inUseRepo } from './in-use.repo';

type Input = Inputs<typeof bankApi>;

/**
 * Question banks: names unique in the institution and without whitespace (spec §5); a bank belongs to a department
 * within the caller's data rights and may be shared with others of the institution; every write is audited.
 */
export function createBankService(db: Db) {
  /** The bank, if the caller may see it; otherwise not found, as for another institution's. */
  const visibleBank = async (tenant: Tenant, id: string) => {
    const bank = await bankRepo(db, tenant).findVisible(await tenant.rights(), id);
    if (!bank) throw new AppError(ErrorCodes.notFound);
    return bank;
  };

  /**
   * The bank, if the caller may change it or what it holds: one of a department within their data rights (a
   * department it is shared with sees and uses it, but does not manage it).
   */
  const manageableBank = async (tenant: Tenant, id: string) => {
    const bank = await visibleBank(tenant, id);
    const rights = await tenant.rights();
    if (!rights.all && !(bank.deptId && rights.deptIds.has(bank.deptId))) throw new AppError(ErrorCodes.noDataRights);
    return bank;
  };

  const checkFields = async (tenant: Tenant, fields: Input['add'], exceptId?: string) => {
    if (!BANK_NAME_PATTERN.test(fields.name)) throw new AppError(ErrorCodes.bankNameHasSpaces);
    const repo = bankRepo(db, tenant);
    if (await repo.nameTaken(fields.name, exceptId)) throw new AppError(ErrorCodes.bankNameTaken);
    const rights = await tenant.rights();
    if (!rights.all && !(fields.deptId && rights.deptIds.has(fields.deptId))) throw new AppError(ErrorCodes.noDataRights);
    const named = fields.deptId ? [fields.deptId, ...fields.sharedDeptIds] : fields.sharedDeptIds;
    if (!(await repo.departmentsExist(named))) throw new AppError(ErrorCodes.notFound);
  };

  return {
    visibleBank,
    manageableBank,

    page: async (tenant: Tenant, filter: Input['page']) => bankRepo(db, tenant).page(await tenant.rights(), filter),
    options: async (tenant: Tenant) => bankRepo(db, tenant).options(await tenant.rights()),
    get: (tenant: Tenant, { id }: Input['get']) => visibleBank(tenant, id),
    async depts(tenant: Tenant) {
      const rights = await tenant.rights();
      const all = await bankRepo(db, tenant).departments();
      return all.map((d) => ({ ...d, manageable: rights.all || rights.deptIds.has(d.id) }));
    },

    async add(tenant: Tenant, input: Input['add']) {
      await checkFields(tenant, input);
      return db.transaction(async (tx) => {
        const row = await bankRepo(tx, tenant).insert({
          ...input,
          sharedDeptIds: [...new Set(input.sharedDeptIds)],
          createdBy: tenant.userId,
        });
        await recordAudit(tx, tenant.actor, { action: 'bank.add', targetType: 'bank', targetId: row.id, targetName: row.name });
        return { id: row.id };
      });
    },

    async edit(tenant: Tenant, { id, ...fields }: Input['edit']) {
      const before = await manageableBank(tenant, id);
      await checkFields(tenant, fields, id);
      await db.transaction(async (tx) => {
        const after = await bankRepo(tx, tenant).update(id, {
          ...fields,
          sharedDeptIds: [...new Set(fields.sharedDeptIds)],
          updatedAt: new Date(),
        });
        await recordAudit(tx, tenant.actor, {
          action: 'bank.edit',
          targetType: 'bank',
          targetId: id,
          targetName: fields.name,
          detail: changedFields(
            {
              name: before.name,
              description: before.description,
              deptId: before.deptId,
              sharedDeptIds: before.sharedDeptIds,
              status: before.status,
              defaultScores: before.defaultScores,
            },
            {
              name: after!.name,
              description: after!.description,
              deptId: after!.deptId,
              sharedDeptIds: after!.sharedDeptIds,
              status: after!.status,
              defaultScores: defaultScoresOf(after!.defaultScores),
            },
          ),
        });
      });
      return null;
    },

    async copy(tenant: Tenant, { id, name }: Input['copy']) {
      const source = await manageableBank(tenant, id);
      if (!BANK_NAME_PATTERN.test(name)) throw new AppError(ErrorCodes.bankNameHasSpaces);
      if (await bankRepo(db, tenant).nameTaken(name)) throw new AppError(ErrorCodes.bankNameTaken);
      return db.transaction(async (tx) => {
        const repo = bankRepo(tx, tenant);
        const copy = await repo.insert({
          name,
          description: source.description,
          deptId: source.deptId,
          sharedDeptIds: source.sharedDeptIds,
          status: source.status,
          defaultScores: source.defaultScores,
          createdBy: tenant.userId,
        });
        await repo.copyContent(id, copy.id, tenant.userId);
        await recordAudit(tx, tenant.actor, {
          action: 'bank.copy',
          targetType: 'bank',
          targetId: copy.id,
          targetName: name,
          detail: { from: source.name },
        });
        return { id: copy.id };
      });
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const bank = await manageableBank(tenant, id);
      const papers = await inUseRepo(db, tenant).papersUsingBank(id);
      if (papers.length) throw new AppError(ErrorCodes.bankInUse, { papers: papers.join('、') });
      await db.transaction(async (tx) => {
        await bankRepo(tx, tenant).remove(id);
        await recordAudit(tx, tenant.actor, { action: 'bank.delete', targetType: 'bank', targetId: id, targetName: bank.name });
      });
      return null;
    },
  };
}

export type BankService = ReturnType<typeof createBankService>;
