import { z } from 'zod';
import { Authority, type AuthorityName } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, idOnly, optionalText, text } from '../fields';

/**
 * Roles: named sets of authorities, optionally limited to some departments (organisation data rights). A caller
 * grants only authorities they hold.
 */

export const ROLE_NAME_MAX = 20;

/** Roles every institution starts with (spec §6 names them); they may be edited but not deleted. */
export const BUILTIN_ROLES: { code: string; name: string; authorities: AuthorityName[] }[] = [
  { code: 'sys_admin', name: '系统管理员', authorities: Object.values(Authority) },
  { code: 'ops_admin', name: '运维管理员', authorities: [Authority.system, Authority.portal, Authority.push] },
  {
    code: 'backoffice_admin',
    name: '后台管理员',
    authorities: [
      Authority.exam,
      Authority.signup,
      Authority.payment,
      Authority.ticket,
      Authority.score,
      Authority.certificate,
      Authority.bank,
      Authority.marking,
    ],
  },
  { code: 'invigilator', name: '监考员', authorities: [Authority.monitor, Authority.aiProctor] },
  { code: 'monitor', name: '巡考员', authorities: [Authority.monitor, Authority.monitorMajor] },
];

export const roleSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  authorities: z.array(z.string()),
  dataScope: z.enum(['all', 'depts']),
  deptIds: z.array(z.string()),
  remark: z.string().nullable(),
  builtin: z.boolean(),
  memberCount: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;
const roleFields = {
  name: text(ROLE_NAME_MAX).min(1),
  authorities: z
    .array(z.enum(Object.values(Authority) as [AuthorityName, ...AuthorityName[]]))
    .min(1)
    .max(50),
  dataScope: z.enum(['all', 'depts']).default('all'),
  deptIds: z.array(id).max(500).default([]),
  remark: optionalText(200),
};
export const roleAddSchema = z.object(roleFields);
export const roleEditSchema = z.object({ id, ...roleFields });

export const roleApi = endpoints('organisation', needs(Authority.system), {
  list: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/role/list',
    summary: 'Roles of the institution, built-in first',
    output: z.array(roleSchema),
  },
  add: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/role/add',
    summary: 'Add a custom role',
    input: roleAddSchema,
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/role/edit',
    summary: 'Edit a role: name, authorities, data rights',
    input: roleEditSchema,
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/ua/ogt/gl/role/delete',
    summary: 'Delete a custom role no member holds',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
});
