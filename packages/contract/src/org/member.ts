import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, FILE, needs } from '../endpoint';
import { id, optionalId, optionalText, pageOf, pageParams, text } from '../fields';
import { importStartSchema } from '../files/import-job';
import type { ColumnLabel } from '../sheet';

/** The people of an institution: console users with their department, posts and roles. */

export const memberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  postIds: z.array(z.string()),
  postNames: z.array(z.string()),
  roleIds: z.array(z.string()),
  roleNames: z.array(z.string()),
  status: z.number().int(),
  /**
   * The account was created by another institution (its home): name, contact details and password are the
   * person's and their home institution's to change; department, posts, roles and status are this institution's.
   */
  shared: z.boolean(),
  createTime: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberPageQuerySchema = z.object({
  /** Account, name, mobile or e-mail contains this. */
  keyword: optionalText(50),
  deptId: optionalId,
  /** '1' includes the members of the department's sub-departments. */
  withChildren: z.enum(['0', '1']).default('1'),
  roleId: optionalId,
  status: z.coerce.number().int().min(0).max(1).optional(),
  ...pageParams,
});

const memberFields = {
  name: text(20).min(1),
  mobile: optionalText(11),
  email: optionalText(100),
  deptId: optionalId,
  postIds: z.array(id).max(20).default([]),
  roleIds: z.array(id).min(1).max(20),
};
/**
 * A new member: a new account (username, name and password), or an existing account invited by its username alone
 * (name, mobile and e-mail are then ignored: they are the person's).
 */
export const memberAddSchema = z.object({
  username: text(10).min(1),
  /** Encrypted like every password in transit; absent when the account already exists elsewhere. */
  password: z.string().max(2048).optional(),
  ...memberFields,
  /** Required for a new account. */
  name: optionalText(20),
});
/**
 * What an add did: a new account is a member at once (userId); an existing account was invited (invitationId) and
 * joins when the person accepts.
 */
export const memberAddedSchema = z.object({ userId: z.string().nullable(), invitationId: z.string().nullable() });
export const memberEditSchema = z.object({ userId: id, ...memberFields });
export const memberStatusSchema = z.object({ userId: id, status: z.coerce.number().int().min(0).max(1) });
export const memberResetPasswordSchema = z.object({ userId: id, password: z.string().min(1).max(2048) });

export const MEMBER_EXPORT_COLUMNS = {
  username: ['账号', 'Account', 'Cuenta', 'アカウント', '계정'],
  name: ['姓名', 'Name', 'Nombre', '氏名', '이름'],
  mobile: ['手机号', 'Mobile', 'Móvil', '携帯番号', '휴대폰'],
  email: ['邮箱', 'E-mail', 'Correo', 'メール', '이메일'],
  dept: ['部门', 'Department', 'Departamento', '部署', '부서'],
  posts: ['岗位', 'Posts', 'Puestos', '職位', '직위'],
  roles: ['角色', 'Roles', 'Roles', 'ロール', '역할'],
  status: ['状态', 'Status', 'Estado', '状態', '상태'],
  createTime: ['创建时间', 'Created', 'Creado', '作成日時', '생성 시간'],
} as const satisfies Record<string, ColumnLabel>;

/** The member import template: who they are, where they sit, what they may do. */
export const MEMBER_IMPORT_COLUMNS = {
  username: MEMBER_EXPORT_COLUMNS.username,
  name: MEMBER_EXPORT_COLUMNS.name,
  mobile: MEMBER_EXPORT_COLUMNS.mobile,
  email: MEMBER_EXPORT_COLUMNS.email,
  dept: [
    '部门（用/分隔的路径）',
    'Department (path with /)',
    'Departamento (ruta con /)',
    '部署（/区切りのパス）',
    '부서(/로 구분한 경로)',
  ],
  posts: [
    '岗位（多个用、分隔）',
    'Posts (separate with ,)',
    'Puestos (separados por ,)',
    '職位（複数は、区切り）',
    '직위(여러 개는 ,로 구분)',
  ],
  roles: [
    '角色（多个用、分隔）',
    'Roles (separate with ,)',
    'Roles (separados por ,)',
    'ロール（複数は、区切り）',
    '역할(여러 개는 ,로 구분)',
  ],
  password: [
    '初始密码（可空，空则用验证码登录）',
    'Initial password (optional; without one, sign-in is by code)',
    'Contraseña inicial (opcional; sin ella, acceso con código)',
    '初期パスワード（任意。空欄なら認証コードでログイン）',
    '초기 비밀번호(선택, 비우면 인증번호로 로그인)',
  ],
} as const satisfies Record<string, ColumnLabel>;

const userIdOnly = z.object({ userId: id });

export const memberApi = endpoints('organisation', needs(Authority.system), {
  page: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/office/user/get/page',
    summary: 'Members of the institution, filtered and paged on the server',
    input: memberPageQuerySchema,
    output: pageOf(memberSchema),
  },
  export: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/office/user/export',
    summary: 'The members the same filters find, as .xlsx',
    input: memberPageQuerySchema.omit({ current: true, size: true }),
    output: FILE,
  },
  add: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/office/user/add',
    summary: 'Add a member: a new account joins at once; an existing account is invited and joins when the person accepts',
    input: memberAddSchema,
    output: memberAddedSchema,
  },
  edit: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/office/user/edit',
    summary: 'Edit a member: name and contact (accounts this institution created only), department, posts, roles',
    input: memberEditSchema,
    output: z.null(),
  },
  status: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/office/user/status',
    summary: 'Disable (0) or enable (1) a member in this institution',
    input: memberStatusSchema,
    output: z.null(),
  },
  resetPassword: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/office/user/resetPassword',
    summary: 'Set a member’s password (encrypted); their sessions end',
    input: memberResetPasswordSchema,
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/ua/ogt/gl/office/user/remove',
    summary: 'Take a member out of this institution (the account stays)',
    input: userIdOnly,
    output: z.null(),
  },
  template: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/office/user/downloadTemplate',
    summary: 'The member import template (.xlsx)',
    output: FILE,
  },
  import: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/office/user/import',
    summary: 'Import new accounts as members (multipart); nothing is written unless every row is valid; answers the job that imports it',
    encoding: 'multipart',
    output: importStartSchema,
  },
});
