import { randomUUID } from 'node:crypto';
import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { roleAddSchema, roleEditSchema, roleSchema } from '@cloud-exam/contract/org';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { departments, memberRoles, roleDepartments, roles } from '../../db/schema';
import { requireAuthority } from '../../http/access';
import { AppError } from '../../http/app-error';
import { ok, okResponse } from '../../http/envelope';
import { sessionOf } from '../../http/request-context';
import { changedFields, recordAudit } from '../audit/audit';
import { type DataRights } from './data-rights';
import { bearer, byIdInBodyOrQuery, idIn, orgCaller } from './org-context';

const inOffice = (officeId: string) => eq(roles.officeId, officeId);

/**
 * Roles: named sets of authorities, optionally limited to some departments (organisation data rights). A caller
 * grants only authorities they hold, and a caller with limited data rights only departments within them.
 */
export async function roleRoutes(app: FastifyInstance, { db, forgetUsers }: { db: Db; forgetUsers: (userIds: string[]) => void }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = requireAuthority(Authority.system);
  const base = { tags: ['organisation'], security: bearer };

  async function listRoles(officeId: string) {
    const rows = await db
      .select({
        role: roles,
        deptIds: sql<string[]>`coalesce((select array_agg(rd.dept_id) from ${roleDepartments} rd where rd.role_id = ${roles.id}), '{}')`,
        memberCount: sql<number>`(select count(*)::int from ${memberRoles} mr where mr.role_id = ${roles.id})`,
      })
      .from(roles)
      .where(inOffice(officeId))
      .orderBy(sql`${roles.builtin} desc`, asc(roles.createdAt));
    return rows.map(({ role, deptIds, memberCount }) => ({
      id: role.id,
      code: role.code,
      name: role.name,
      authorities: role.authorities,
      dataScope: role.dataScope,
      deptIds,
      remark: role.remark,
      builtin: role.builtin === 1,
      memberCount,
    }));
  }

  /** The rules every role write obeys, whatever its form. */
  async function checkGrant(
    officeId: string,
    held: string[],
    rights: DataRights,
    input: { name: string; authorities: string[]; dataScope: 'all' | 'depts'; deptIds: string[] },
    exceptId?: string,
  ) {
    if (!held.includes(Authority.admin) && input.authorities.some((a) => !hasAnyAuthority(held, [a])))
      throw new AppError(ErrorCodes.grantBeyondOwn);
    if (!rights.all && (input.dataScope === 'all' || input.deptIds.some((d) => !rights.deptIds.has(d))))
      throw new AppError(ErrorCodes.noDataRights);
    if (input.deptIds.length) {
      const found = await db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.officeId, officeId), inArray(departments.id, input.deptIds)));
      if (found.length !== new Set(input.deptIds).size) throw new AppError(ErrorCodes.notFound);
    }
    const [clash] = await db
      .select({ n: count() })
      .from(roles)
      .where(and(inOffice(officeId), eq(roles.name, input.name), exceptId ? sql`${roles.id} <> ${exceptId}` : undefined));
    if (clash?.n) throw new AppError(ErrorCodes.roleNameTaken);
  }

  const holdersOf = (roleId: string) =>
    db
      .select({ userId: memberRoles.userId })
      .from(memberRoles)
      .where(eq(memberRoles.roleId, roleId))
      .then((rows) => rows.map((x) => x.userId));

  r.get(
    '/gl/ua/ogt/gl/role/list',
    { config: access, schema: { ...base, summary: 'Roles of the institution, built-in first', response: okResponse(z.array(roleSchema)) } },
    async (request) => ok(await listRoles(sessionOf(request).officeId)),
  );

  r.post(
    '/gl/ua/ogt/gl/role/add',
    {
      config: access,
      schema: { ...base, summary: 'Add a custom role', body: roleAddSchema, response: okResponse(z.object({ id: z.string() })) },
    },
    async (request) => {
      const { officeId, actor, rights } = await orgCaller(db, request);
      const input = { ...request.body, deptIds: request.body.dataScope === 'depts' ? request.body.deptIds : [] };
      await checkGrant(officeId, sessionOf(request).authorities, rights, input);
      const id = await db.transaction(async (tx) => {
        const [role] = await tx
          .insert(roles)
          .values({
            officeId,
            code: `custom_${randomUUID().slice(0, 8)}`,
            name: input.name,
            authorities: input.authorities,
            dataScope: input.dataScope,
            remark: input.remark,
          })
          .returning();
        if (input.deptIds.length) await tx.insert(roleDepartments).values(input.deptIds.map((deptId) => ({ roleId: role!.id, deptId })));
        await recordAudit(tx, actor, {
          action: 'role.add',
          targetType: 'role',
          targetId: role!.id,
          targetName: role!.name,
          detail: { authorities: input.authorities, dataScope: input.dataScope, deptIds: input.deptIds },
        });
        return role!.id;
      });
      return ok({ id });
    },
  );

  r.post(
    '/gl/ua/ogt/gl/role/edit',
    {
      config: access,
      schema: { ...base, summary: 'Edit a role: name, authorities, data rights', body: roleEditSchema, response: okResponse(z.null()) },
    },
    async (request) => {
      const { officeId, actor, rights } = await orgCaller(db, request);
      const before = (await listRoles(officeId)).find((x) => x.id === request.body.id);
      if (!before) throw new AppError(ErrorCodes.notFound);
      const input = { ...request.body, deptIds: request.body.dataScope === 'depts' ? request.body.deptIds : [] };
      await checkGrant(officeId, sessionOf(request).authorities, rights, input, before.id);
      await db.transaction(async (tx) => {
        await tx
          .update(roles)
          .set({ name: input.name, authorities: input.authorities, dataScope: input.dataScope, remark: input.remark ?? null })
          .where(and(inOffice(officeId), eq(roles.id, before.id)));
        await tx.delete(roleDepartments).where(eq(roleDepartments.roleId, before.id));
        if (input.deptIds.length) await tx.insert(roleDepartments).values(input.deptIds.map((deptId) => ({ roleId: before.id, deptId })));
        const after = {
          ...before,
          name: input.name,
          authorities: input.authorities,
          dataScope: input.dataScope,
          deptIds: input.deptIds,
          remark: input.remark ?? null,
        };
        await recordAudit(tx, actor, {
          action: 'role.edit',
          targetType: 'role',
          targetId: before.id,
          targetName: input.name,
          detail: changedFields(before, after),
        });
      });
      forgetUsers(await holdersOf(before.id));
      return ok(null);
    },
  );

  r.delete(
    '/gl/ua/ogt/gl/role/delete',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Delete a custom role no member holds',
        ...byIdInBodyOrQuery,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const { officeId, actor } = await orgCaller(db, request);
      const id = idIn(request) ?? '';
      const role = (await listRoles(officeId)).find((x) => x.id === id);
      if (!role) throw new AppError(ErrorCodes.notFound);
      if (role.builtin) throw new AppError(ErrorCodes.roleBuiltin);
      if (role.memberCount) throw new AppError(ErrorCodes.roleInUse);
      await db.transaction(async (tx) => {
        await tx.delete(roles).where(and(inOffice(officeId), eq(roles.id, id)));
        await recordAudit(tx, actor, { action: 'role.delete', targetType: 'role', targetId: id, targetName: role.name });
      });
      return ok(null);
    },
  );
}
