import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { CATEGORY_DEPTH_MAX, type categoryApi, type ExamCategory } from '@cloud-exam/contract/exam/category';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { recordAudit } from '../audit';
import { categoryRepo } from './category.repo';

type Input = Inputs<typeof categoryApi>;
type Row = Awaited<ReturnType<ReturnType<typeof categoryRepo>['all']>>[number];

/** Examination categories: a tree of at most 3 levels, names unique among siblings; every write is audited. */
export function createCategoryService(db: Db) {
  const found = async (tenant: Tenant, id: string) => {
    const row = await categoryRepo(db, tenant).findOne(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  };
  const audit = (tx: Db, tenant: Tenant, action: string, row: { id: string; name: string }) =>
    recordAudit(tx, tenant.actor, { action: `examCategory.${action}`, targetType: 'examCategory', targetId: row.id, targetName: row.name });

  return {
    tree: async (tenant: Tenant) => treeOf(await categoryRepo(db, tenant).all()),

    async add(tenant: Tenant, input: Input['add']) {
      const repo = categoryRepo(db, tenant);
      const parentId = input.parentId ?? null;
      if (parentId) {
        const rows = await repo.all();
        if (!rows.some((r) => r.id === parentId)) throw new AppError(ErrorCodes.notFound);
        if (depthOf(rows, parentId) >= CATEGORY_DEPTH_MAX) throw new AppError(ErrorCodes.categoryTooDeep);
      }
      if (await repo.nameTaken(input.name, parentId)) throw new AppError(ErrorCodes.categoryNameTaken);
      return db.transaction(async (tx) => {
        const row = await categoryRepo(tx, tenant).insert({ name: input.name, parentId, sort: input.sort });
        await audit(tx, tenant, 'add', row);
        return { id: row.id };
      });
    },

    async edit(tenant: Tenant, { id, ...fields }: Input['edit']) {
      const before = await found(tenant, id);
      if (await categoryRepo(db, tenant).nameTaken(fields.name, before.parentId, id)) throw new AppError(ErrorCodes.categoryNameTaken);
      await db.transaction(async (tx) => {
        await categoryRepo(tx, tenant).update(id, fields);
        await audit(tx, tenant, 'edit', { id, name: fields.name });
      });
      return null;
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const row = await found(tenant, id);
      if (await categoryRepo(db, tenant).hasChildren(id)) throw new AppError(ErrorCodes.categoryHasChildren);
      await db.transaction(async (tx) => {
        const repo = categoryRepo(tx, tenant);
        await repo.release(id);
        await repo.remove(id);
        await audit(tx, tenant, 'delete', row);
      });
      return null;
    },
  };
}

function depthOf(rows: Row[], id: string) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let depth = 0;
  for (let at = byId.get(id); at && depth <= CATEGORY_DEPTH_MAX; at = at.parentId ? byId.get(at.parentId) : undefined) depth++;
  return depth;
}

function treeOf(rows: Row[]): ExamCategory[] {
  const nodes = new Map<string, ExamCategory>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, parentId: r.parentId, sort: r.sort, children: [] }]),
  );
  const roots: ExamCategory[] = [];
  for (const node of nodes.values()) ((node.parentId && nodes.get(node.parentId)?.children) || roots).push(node);
  return roots;
}
