import { randomUUID } from 'node:crypto';
import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { roleApi } from '@cloud-exam/contract/org/role';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { changedFields, recordAudit } from '../audit';
import { type RoleFields, roleRepo } from './role.repo';

type Input = Inputs<typeof roleApi>;

/**
 * Roles: named sets of authorities, optionally limited to some departments (organisation data rights). A caller
 * grants only authorities they hold, and a caller with limited data rights only departments within them.
 */
export function createRoleService(db: Db, forgetUsers: (userIds: string[]) => void) {
  /** The fields a role write stores: departments only for a role limited to some. */
  const fieldsOf = (input: Input['add']): RoleFields => ({
    name: input.name,
    authorities: input.authorities,
    dataScope: input.dataScope,
    deptIds: input.dataScope === 'depts' ? input.deptIds : [],
    remark: input.remark ?? null,
  });

  /** The rules every role write obeys, whatever its form. */
  async function checkGrant(tenant: Tenant, input: RoleFields, exceptId?: string) {
    const held = tenant.session.authorities;
    const rights = await tenant.rights();
    if (!held.includes(Authority.admin) && input.authorities.some((a) => !hasAnyAuthority(held, [a])))
      throw new AppError(ErrorCodes.grantBeyondOwn);
    if (!rights.all && (input.dataScope === 'all' || input.deptIds.some((d) => !rights.deptIds.has(d))))
      throw new AppError(ErrorCodes.noDataRights);
    const repo = roleRepo(db, tenant);
    if (input.deptIds.length && (await repo.countDepartments(input.deptIds)) !== new Set(input.deptIds).size)
      throw new AppError(ErrorCodes.notFound);
    if (await repo.nameTaken(input.name, exceptId)) throw new AppError(ErrorCodes.roleNameTaken);
  }

  const existing = async (tenant: Tenant, id: string) => {
    const role = (await roleRepo(db, tenant).list()).find((r) => r.id === id);
    if (!role) throw new AppError(ErrorCodes.notFound);
    return role;
  };

  return {
    list: (tenant: Tenant) => roleRepo(db, tenant).list(),

    async add(tenant: Tenant, input: Input['add']) {
      const fields = fieldsOf(input);
      await checkGrant(tenant, fields);
      return db.transaction(async (tx) => {
        const role = await roleRepo(tx, tenant).add(`custom_${randomUUID().slice(0, 8)}`, fields);
        await recordAudit(tx, tenant.actor, {
          action: 'role.add',
          targetType: 'role',
          targetId: role.id,
          targetName: role.name,
          detail: { authorities: fields.authorities, dataScope: fields.dataScope, deptIds: fields.deptIds },
        });
        return { id: role.id };
      });
    },

    async edit(tenant: Tenant, input: Input['edit']) {
      const before = await existing(tenant, input.id);
      const fields = fieldsOf(input);
      await checkGrant(tenant, fields, before.id);
      await db.transaction(async (tx) => {
        await roleRepo(tx, tenant).edit(before.id, fields);
        await recordAudit(tx, tenant.actor, {
          action: 'role.edit',
          targetType: 'role',
          targetId: before.id,
          targetName: fields.name,
          detail: changedFields(before, { ...before, ...fields }),
        });
      });
      forgetUsers(await roleRepo(db, tenant).holders(before.id));
      return null;
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const role = await existing(tenant, id);
      if (role.builtin) throw new AppError(ErrorCodes.roleBuiltin);
      if (role.memberCount) throw new AppError(ErrorCodes.roleInUse);
      await db.transaction(async (tx) => {
        await roleRepo(tx, tenant).remove(id);
        await recordAudit(tx, tenant.actor, { action: 'role.delete', targetType: 'role', targetId: id, targetName: role.name });
      });
      return null;
    },
  };
}
