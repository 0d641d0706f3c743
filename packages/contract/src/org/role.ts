import { z } from 'zod';
import { Authority, type AuthorityName, INSTITUTION_AUTHORITIES } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, idOnly, optionalText, text } from '../fields';
import type { Language } from '../languages';

/**
 * Roles: named sets of authorities, optionally limited to some departments (organisation data rights). A caller
 * grants only authorities they hold.
 */

export const ROLE_NAME_MAX = 20;

/**
 * Roles every institution starts with (spec §6 names them); they may be edited but not deleted. Each is seeded with
 * its Chinese name (`name`); `names` is how the product says it in each language.
 */
export const BUILTIN_ROLES: { code: string; name: string; names: Record<Language, string>; authorities: AuthorityName[] }[] = [
  {
    code: 'sys_admin',
    name: '系统管理员',
    names: { zh: '系统管理员', en: 'System administrator', es: 'Administrador del sistema', ja: 'システム管理者', ko: '시스템 관리자' },
    authorities: INSTITUTION_AUTHORITIES,
  },
  {
    code: 'ops_admin',
    name: '运维管理员',
    names: { zh: '运维管理员', en: 'Operations administrator', es: 'Administrador de operaciones', ja: '運用管理者', ko: '운영 관리자' },
    authorities: [Authority.system, Authority.portal, Authority.push],
  },
  {
    code: 'backoffice_admin',
    name: '后台管理员',
    names: {
      zh: '后台管理员',
      en: 'Back-office administrator',
      es: 'Administrador de gestión',
      ja: 'バックオフィス管理者',
      ko: '백오피스 관리자',
    },
    authorities: [
      Authority.exam,
      Authority.candidatePersonalData,
      Authority.signup,
      Authority.payment,
      Authority.ticket,
      Authority.score,
      Authority.certificate,
      Authority.bank,
      Authority.marking,
    ],
  },
  {
    code: 'invigilator',
    name: '监考员',
    names: { zh: '监考员', en: 'Invigilator', es: 'Vigilante de examen', ja: '試験監督員', ko: '시험 감독관' },
    authorities: [Authority.monitor, Authority.aiProctor],
  },
  {
    code: 'monitor',
    name: '巡考员',
    names: { zh: '巡考员', en: 'Roving monitor', es: 'Supervisor itinerante', ja: '巡回監督員', ko: '순회 감독관' },
    authorities: [Authority.monitor, Authority.monitorMajor],
  },
];

/**
 * A role's name as the user should read it. A built-in role that still carries the name it was seeded with is the
 * product's own text, so it is said in the user's language; once an administrator renames it, its name is theirs and
 * is shown as typed. (Role names are unique in an institution and built-in roles cannot be deleted, so a name equal to
 * a seeded one is a built-in role's unless that role was renamed first and another took its old name — which then
 * reads as the role it is named after.)
 */
export function roleNameIn(name: string, lang: Language): string {
  return BUILTIN_ROLES.find((r) => r.name === name)?.names[lang] ?? name;
}

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
    .array(z.enum(INSTITUTION_AUTHORITIES as [AuthorityName, ...AuthorityName[]]))
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
