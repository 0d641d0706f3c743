import type { Inputs } from '@cloud-exam/contract/endpoint';
import type { knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import { KNOWLEDGE_MODEL_DEPTH_MAX } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { recordAudit } from '../audit';
import type { BankService } from './bank.service';
import { depthOf, knowledgeRepo } from './knowledge.repo';

type Input = Inputs<typeof knowledgeApi>;

/** Knowledge models: names unique among siblings, at most 10 levels (spec §5), in a bank the caller sees. */
export function createKnowledgeService(db: Db, banks: BankService) {
  /** A point of a bank the caller sees. */
  const visiblePoint = async (tenant: Tenant, id: string) => {
    const point = await knowledgeRepo(db, tenant).findOne(id);
    if (!point) throw new AppError(ErrorCodes.notFound);
    await banks.visibleBank(tenant, point.bankId);
    return point;
  };
  const parentOf = async (tenant: Tenant, bankId: string, parentId: string | undefined) => {
    if (!parentId) return null;
    const parent = await knowledgeRepo(db, tenant).findOne(parentId);
    if (!parent || parent.bankId !== bankId) throw new AppError(ErrorCodes.knowledgeNotInBank);
    return parent;
  };

  return {
    visiblePoint,

    async tree(tenant: Tenant, { bankId }: Input['tree']) {
      await banks.visibleBank(tenant, bankId);
      return knowledgeRepo(db, tenant).tree(bankId);
    },

    async add(tenant: Tenant, { bankId, parentId, name }: Input['add']) {
      await banks.visibleBank(tenant, bankId);
      const parent = await parentOf(tenant, bankId, parentId);
      if (parent && depthOf(parent.path) >= KNOWLEDGE_MODEL_DEPTH_MAX) throw new AppError(ErrorCodes.knowledgeModelDepth);
      const repo = knowledgeRepo(db, tenant);
      if (await repo.nameTaken(bankId, parent?.id ?? null, name)) throw new AppError(ErrorCodes.knowledgeNameTaken);
      const sort = await repo.nextSort(bankId, parent?.id ?? null);
      return db.transaction(async (tx) => {
        const id = await knowledgeRepo(tx, tenant).addPoint(bankId, parent, name, sort);
        await recordAudit(tx, tenant.actor, { action: 'knowledge.add', targetType: 'knowledge', targetId: id, targetName: name });
        return { id };
      });
    },

    async rename(tenant: Tenant, { id, name }: Input['rename']) {
      const point = await visiblePoint(tenant, id);
      if (await knowledgeRepo(db, tenant).nameTaken(point.bankId, point.parentId, name, id))
        throw new AppError(ErrorCodes.knowledgeNameTaken);
      await db.transaction(async (tx) => {
        await knowledgeRepo(tx, tenant).update(id, { name });
        await recordAudit(tx, tenant.actor, {
          action: 'knowledge.rename',
          targetType: 'knowledge',
          targetId: id,
          targetName: name,
          detail: { name: [point.name, name] },
        });
      });
      return null;
    },

    async move(tenant: Tenant, { id, parentId, index }: Input['move']) {
      const point = await visiblePoint(tenant, id);
      const parent = await parentOf(tenant, point.bankId, parentId);
      if (parent && (parent.id === id || parent.path.startsWith(`${point.path}/`))) throw new AppError(ErrorCodes.knowledgeMoveIntoSelf);
      const repo = knowledgeRepo(db, tenant);
      if (parent && depthOf(parent.path) + (await repo.subtreeDepth(point)) > KNOWLEDGE_MODEL_DEPTH_MAX)
        throw new AppError(ErrorCodes.knowledgeModelDepth);
      if (await repo.nameTaken(point.bankId, parent?.id ?? null, point.name, id)) throw new AppError(ErrorCodes.knowledgeNameTaken);
      await db.transaction(async (tx) => {
        await knowledgeRepo(tx, tenant).move(point, parent?.id ?? null, parent ? `${parent.path}/${id}` : id, index);
        await recordAudit(tx, tenant.actor, { action: 'knowledge.move', targetType: 'knowledge', targetId: id, targetName: point.name });
      });
      return null;
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const point = await visiblePoint(tenant, id);
      await db.transaction(async (tx) => {
        const repo = knowledgeRepo(tx, tenant);
        const ids = await repo.subtreeIds(point);
        await repo.forgetOnItems(point.bankId, ids);
        await repo.remove(id);
        await recordAudit(tx, tenant.actor, { action: 'knowledge.delete', targetType: 'knowledge', targetId: id, targetName: point.name });
      });
      return null;
    },
  };
}
