import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { portalCategoryApi, CategoryKind } from '@cloud-exam/contract/portal/category';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { recordAudit } from '../audit';
import { platformOfficeId } from '../org';
import { categoryRepo, toCategory } from './portal-category.repo';

type Input = Inputs<typeof portalCategoryApi>;

/** Categories of news and downloads: unique names within a kind (11070117), deleted only when empty (11070118). */
export function createCategoryService(db: Db) {
  async function found(tenant: Tenant, id: string) {
    const category = await categoryRepo(db, tenant).findOne(id);
    if (!category) throw new AppError(ErrorCodes.notFound);
    return category;
  }

  return {
    list: async (tenant: Tenant, { kind }: Input['list']) => (await categoryRepo(db, tenant).ofKind(kind)).map(toCategory),

    async add(tenant: Tenant, input: Input['add']) {
      if (await categoryRepo(db, tenant).nameTaken(input.kind, input.name)) throw new AppError(ErrorCodes.portalCategoryTaken);
      return db.transaction(async (tx) => {
        const category = await categoryRepo(tx, tenant).insert(input);
        await recordAudit(tx, tenant.actor, {
          action: 'portalCategory.add',
          targetType: 'portalCategory',
          targetId: category.id,
          targetName: category.name,
        });
        return { id: category.id };
      });
    },

    async edit(tenant: Tenant, { id, ...fields }: Input['edit']) {
      const category = await found(tenant, id);
      if (await categoryRepo(db, tenant).nameTaken(category.kind, fields.name, id)) throw new AppError(ErrorCodes.portalCategoryTaken);
      await db.transaction(async (tx) => {
        await categoryRepo(tx, tenant).update(id, fields);
        await recordAudit(tx, tenant.actor, {
          action: 'portalCategory.edit',
          targetType: 'portalCategory',
          targetId: id,
          targetName: fields.name,
        });
      });
      return null;
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const category = await found(tenant, id);
      if (await categoryRepo(db, tenant).holdsAny(id)) throw new AppError(ErrorCodes.portalCategoryInUse);
      await db.transaction(async (tx) => {
        await categoryRepo(tx, tenant).remove(id);
        await recordAudit(tx, tenant.actor, {
          action: 'portalCategory.delete',
          targetType: 'portalCategory',
          targetId: id,
          targetName: category.name,
        });
      });
      return null;
    },

    /** The platform's categories of a kind, for the public lists. */
    async publicList(kind: CategoryKind) {
      const officeId = await platformOfficeId(db);
      return officeId ? (await categoryRepo(db, { officeId }).ofKind(kind)).map(({ id, name }) => ({ id, name })) : [];
    },

    /** Refuses a category that is not the office's of this kind (11070120). */
    async assertOwn(officeId: string, kind: CategoryKind, id: string) {
      if (!(await categoryRepo(db, { officeId }).ofKindById(kind, id))) throw new AppError(ErrorCodes.portalCategoryMissing);
    },
  };
}
