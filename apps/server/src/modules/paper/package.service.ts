import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type paperPackageApi, variantLabel } from '@cloud-exam/contract/paper/package';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { recordAudit } from '../audit';
import { type PackageRow, packageRepo } from './package.repo';

type Input = Inputs<typeof paperPackageApi>;

/** Paper packages: names unique in the institution, variants papers of the institution; every write is audited. */
export function createPackageService(db: Db) {
  const found = async (tenant: Tenant, id: string) => {
    const row = await packageRepo(db, tenant).findNamed(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  };
  const check = async (tenant: Tenant, input: Input['add'], exceptId?: string) => {
    const repo = packageRepo(db, tenant);
    if (await repo.nameTaken(input.name, exceptId)) throw new AppError(ErrorCodes.packageNameTaken);
    if ((await repo.papersFound(input.paperIds, await tenant.rights())) !== input.paperIds.length) throw new AppError(ErrorCodes.notFound);
  };
  const values = ({ paperIds, ...fields }: Input['add']) => ({ ...fields, paperIds });

  return {
    async page(tenant: Tenant, filter: Input['page']) {
      const page = await packageRepo(db, tenant).page(filter);
      return { ...page, records: page.records.map(toPackage) };
    },
    get: async (tenant: Tenant, { id }: Input['get']) => toPackage(await found(tenant, id)),
    async add(tenant: Tenant, input: Input['add']) {
      await check(tenant, input);
      return db.transaction(async (tx) => {
        const row = await packageRepo(tx, tenant).insert({ ...values(input), createdBy: tenant.userId });
        await recordAudit(tx, tenant.actor, {
          action: 'paperPackage.add',
          targetType: 'paperPackage',
          targetId: row.id,
          targetName: row.name,
        });
        return { id: row.id };
      });
    },
    async edit(tenant: Tenant, { id, ...input }: Input['edit']) {
      await found(tenant, id);
      await check(tenant, input, id);
      await db.transaction(async (tx) => {
        await packageRepo(tx, tenant).update(id, { ...values(input), updatedAt: new Date() });
        await recordAudit(tx, tenant.actor, {
          action: 'paperPackage.edit',
          targetType: 'paperPackage',
          targetId: id,
          targetName: input.name,
        });
      });
      return null;
    },
    async remove(tenant: Tenant, { id }: Input['remove']) {
      const row = await found(tenant, id);
      await db.transaction(async (tx) => {
        await packageRepo(tx, tenant).remove(id);
        await recordAudit(tx, tenant.actor, {
          action: 'paperPackage.delete',
          targetType: 'paperPackage',
          targetId: id,
          targetName: row.name,
        });
      });
      return null;
    },
  };
}

const toPackage = (row: PackageRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  mode: row.mode as 'turn' | 'random',
  variants: row.variants.map((v, i) => ({ label: variantLabel(i), ...v })),
  createdByName: row.createdByName,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});
