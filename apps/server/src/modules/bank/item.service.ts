import { isDeepStrictEqual } from 'node:util';
import type { itemApi, ItemContent } from '@cloud-exam/contract/bank/item';
import { ITEM_TAG_SUGGESTIONS_MAX, itemContentSchema, itemTypeNumber, type ItemTypeCode } from '@cloud-exam/contract/bank/item';
import { itemProblems } from '@cloud-exam/contract/bank/item-rules';
import { ITEM_LIMITS } from '@cloud-exam/contract/constants';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { recordAudit } from '../audit';
import type { BankService } from './bank.service';
import { cleanItem, columnsOf } from './item-shape';
import { inUseRepo } from './in-use.repo';
import { type ItemRecord, itemRepo } from './item.repo';

type Input = Inputs<typeof itemApi>;

/** The top-level fields of an item whose change a version records. */
const VERSIONED_FIELDS = Object.keys(itemContentSchema.shape) as (keyof ItemContent)[];

/**
 * Items: checked by the rules of their type (`itemProblems`, the same the editor and the imports apply), rich text
 * sanitised, refused as a duplicate of an item with the same stem and options in the bank unless asked, saved as
 * a new version (an exam keeps the version it was built from), only in banks the caller sees.
 */
export function createItemService(db: Db, banks: BankService) {
  /** An item in a bank the caller sees. */
  const visibleItem = async (tenant: Tenant, id: string) => {
    const found = await itemRepo(db, tenant).findNamed(id);
    if (!found) throw new AppError(ErrorCodes.notFound);
    await banks.visibleBank(tenant, found.item.bankId);
    return found;
  };

  /** The item as it will be kept, or the first rule it breaks. */
  const prepared = async (tenant: Tenant, input: Input['add']) => {
    await banks.manageableBank(tenant, input.bankId);
    const item = cleanItem(itemContentSchema.parse(input));
    const problem = itemProblems(item)[0];
    if (problem) throw new AppError(problem.code, problem.params, 200, { field: problem.path });
    const knowledgeIds = [...new Set(input.knowledgeIds)];
    if ((await itemRepo(db, tenant).knowledgeOfBank(input.bankId, knowledgeIds)).length !== knowledgeIds.length)
      throw new AppError(ErrorCodes.knowledgeNotInBank);
    return { columns: columnsOf(item), knowledgeIds, tags: [...new Set(input.tags)] };
  };

  /** The items, all of them in banks the caller sees (or not found) and manages (or no data rights). */
  const manageableItems = async (tenant: Tenant, ids: string[]) => {
    const unique = [...new Set(ids)];
    const found = await itemRepo(db, tenant).visible(await tenant.rights(), unique);
    if (found.length !== unique.length) throw new AppError(ErrorCodes.notFound);
    for (const bankId of new Set(found.map((f) => f.bankId))) await banks.manageableBank(tenant, bankId);
    return found;
  };

  return {
    configs: () => ({ ...ITEM_LIMITS }),

    page: async (tenant: Tenant, { current, size, ...filter }: Input['page']) =>
      itemRepo(db, tenant).page(await tenant.rights(), filter, { current, size }),

    async get(tenant: Tenant, { id }: Input['get']) {
      const { item, knowledgeNames, createdByName } = await visibleItem(tenant, id);
      return toItem(item, item.content as ItemContent, knowledgeNames, createdByName);
    },

    async add(tenant: Tenant, input: Input['add']) {
      const { columns, knowledgeIds, tags } = await prepared(tenant, input);
      const repo = itemRepo(db, tenant);
      if (!input.allowDuplicate && (await repo.duplicateOf(input.bankId, columns.fingerprint)))
        throw new AppError(ErrorCodes.duplicateItem);
      return db.transaction(async (tx) => {
        const [row] = await itemRepo(tx, tenant).add(input.bankId, tenant.userId, [{ ...columns, knowledgeIds, tags }]);
        await recordAudit(tx, tenant.actor, {
          action: 'item.add',
          targetType: 'item',
          targetId: row!.id,
          targetName: columns.stemText.slice(0, 50),
        });
        return { id: row!.id };
      });
    },

    async update(tenant: Tenant, input: Input['update']) {
      const { item: before } = await visibleItem(tenant, input.id);
      await banks.manageableBank(tenant, before.bankId);
      const { columns, knowledgeIds, tags } = await prepared(tenant, input);
      const repo = itemRepo(db, tenant);
      if (!input.allowDuplicate && (await repo.duplicateOf(input.bankId, columns.fingerprint, input.id)))
        throw new AppError(ErrorCodes.duplicateItem);
      const old = before.content as ItemContent;
      // jsonb keeps an object's keys in its own order: compare values, not texts
      const changed = [
        ...VERSIONED_FIELDS.filter((f) => !isDeepStrictEqual(old[f], columns.content[f])),
        ...(before.bankId !== input.bankId ? ['bankId'] : []),
        ...(isDeepStrictEqual([...before.knowledgeIds].sort(), [...knowledgeIds].sort()) ? [] : ['knowledgeIds']),
        ...(isDeepStrictEqual([...before.tags].sort(), [...tags].sort()) ? [] : ['tags']),
      ];
      // a save that changes nothing is no new version, unless someone saved since
      if (!changed.length) {
        if (before.version !== input.version) throw new AppError(ErrorCodes.itemChanged);
        return { version: before.version };
      }
      return db.transaction(async (tx) => {
        const version = await itemRepo(tx, tenant).saveVersion(
          input.id,
          input.version,
          tenant.userId,
          { ...columns, bankId: input.bankId, knowledgeIds, tags },
          changed,
        );
        if (version === undefined) throw new AppError(ErrorCodes.itemChanged);
        await recordAudit(tx, tenant.actor, {
          action: 'item.edit',
          targetType: 'item',
          targetId: input.id,
          targetName: columns.stemText.slice(0, 50),
          detail: { version, changed },
        });
        return { version };
      });
    },

    async remove(tenant: Tenant, { ids }: Input['remove']) {
      await manageableItems(tenant, ids);
      const papers = await inUseRepo(db, tenant).papersUsingItems(ids);
      if (papers.length) throw new AppError(ErrorCodes.itemInUse, { papers: papers.join('、') });
      return db.transaction(async (tx) => {
        const deleted = await itemRepo(tx, tenant).remove(ids);
        await recordAudit(tx, tenant.actor, {
          action: 'item.delete',
          targetType: 'item',
          targetId: ids[0]!,
          targetName: `${deleted}`,
          detail: { ids },
        });
        return { deleted };
      });
    },

    async move(tenant: Tenant, { ids, bankId }: Input['move']) {
      const target = await banks.manageableBank(tenant, bankId);
      await manageableItems(tenant, ids);
      return db.transaction(async (tx) => {
        const moved = await itemRepo(tx, tenant).moveTo(ids, bankId, tenant.userId);
        await recordAudit(tx, tenant.actor, {
          action: 'item.move',
          targetType: 'bank',
          targetId: bankId,
          targetName: target.name,
          detail: { ids },
        });
        return { moved };
      });
    },

    /** The tags of a bank the caller sees, for suggestions where tags are typed. */
    async tags(tenant: Tenant, { bankId, keyword }: Input['tags']) {
      await banks.visibleBank(tenant, bankId);
      return itemRepo(db, tenant).tags(bankId, keyword, ITEM_TAG_SUGGESTIONS_MAX);
    },

    async retag(tenant: Tenant, { ids, add, remove }: Input['retag']) {
      await manageableItems(tenant, ids);
      return db.transaction(async (tx) => {
        const changed = await itemRepo(tx, tenant).retag(ids, add, remove, tenant.userId);
        await recordAudit(tx, tenant.actor, {
          action: 'item.retag',
          targetType: 'item',
          targetId: ids[0]!,
          targetName: `${changed}`,
          detail: { ids, add, remove },
        });
        return { changed };
      });
    },

    async versions(tenant: Tenant, { id }: Input['versions']) {
      await visibleItem(tenant, id);
      const rows = await itemRepo(db, tenant).versions(id);
      return rows.map((r) => ({
        version: r.version,
        changedFields: r.changedFields,
        changedByName: r.changedByName,
        changeTime: r.changedAt.toISOString(),
      }));
    },

    async version(tenant: Tenant, { id, version }: Input['version']) {
      const { item, knowledgeNames, createdByName } = await visibleItem(tenant, id);
      const kept = await itemRepo(db, tenant).version(id, version);
      if (!kept) throw new AppError(ErrorCodes.notFound);
      return toItem({ ...item, version, updatedAt: kept.changedAt }, kept.snapshot as ItemContent, knowledgeNames, createdByName);
    },
  };
}

function toItem(row: ItemRecord, content: ItemContent, knowledgeNames: string[], createdByName: string | null) {
  return {
    ...content,
    id: row.id,
    bankId: row.bankId,
    itemType: itemTypeNumber(content.itemTypeCode as ItemTypeCode),
    knowledgeIds: row.knowledgeIds,
    knowledgeNames,
    tags: row.tags,
    version: row.version,
    createdByName,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}
