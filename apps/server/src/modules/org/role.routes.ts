import { roleApi } from '@cloud-exam/contract/org/role';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { OrgDeps } from './org.deps';
import { createRoleService } from './role.service';

/** Roles (/sys/role): list, add, edit, delete. */
export async function roleRoutes(app: FastifyInstance, { db, forgetUsers }: OrgDeps) {
  const roles = createRoleService(db, forgetUsers);
  routes(app, roleApi, {
    list: (_, { tenant }) => roles.list(tenant),
    add: (input, { tenant }) => roles.add(tenant, input),
    edit: (input, { tenant }) => roles.edit(tenant, input),
    remove: (input, { tenant }) => roles.remove(tenant, input),
  });
}
