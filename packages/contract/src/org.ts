import { z } from 'zod';
import { Authority, type AuthorityName } from './authorities';
import { id, optionalId, optionalText, pageParams, text } from './fields';

export { pageOf } from './fields';

/**
 * Organisation (/sys): departments, posts, members, roles, dictionaries, areas and the audit log. The request
 * schemas are the server's rules; the web forms run the same validators from validators.ts.
 */

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

export const DEPT_NAME_MAX = 30;
export const POST_NAME_MAX = 30;
export const ROLE_NAME_MAX = 20;

// Departments ------------------------------------------------------------------------------------------------

export type DeptTreeNode = { id: string; parentId: string | null; name: string; level: number; sort: number; children: DeptTreeNode[] };
export const deptTreeNodeSchema: z.ZodType<DeptTreeNode> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  level: z.number().int(),
  sort: z.number().int(),
  get children() {
    return z.array(deptTreeNodeSchema);
  },
});

export const deptSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  parentName: z.string().nullable(),
  level: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  leader: z.string().nullable(),
  phone: z.string().nullable(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  childCount: z.number().int(),
  memberCount: z.number().int(),
  createTime: z.string(),
});
export type Dept = z.infer<typeof deptSchema>;

const deptFields = {
  parentId: optionalId,
  name: text(DEPT_NAME_MAX).min(1),
  code: optionalText(30),
  leader: optionalText(20),
  phone: optionalText(20),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  remark: optionalText(200),
};
export const deptAddSchema = z.object(deptFields);
export const deptEditSchema = z.object({ id, ...deptFields });
export type DeptInput = z.input<typeof deptAddSchema>;

export const subDeptQuerySchema = z.object({ deptId: optionalId, name: optionalText(DEPT_NAME_MAX), ...pageParams });

export const importRowErrorSchema = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const importReportSchema = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

// Posts ------------------------------------------------------------------------------------------------------

export const postSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  remark: z.string().nullable(),
  memberCount: z.number().int(),
  createTime: z.string(),
});
export type Post = z.infer<typeof postSchema>;
const postFields = {
  code: z
    .string()
    .trim()
    .regex(/^\w{1,30}$/),
  name: text(POST_NAME_MAX).min(1),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: z.coerce.number().int().min(0).max(1).default(1),
  remark: optionalText(200),
};
export const postAddSchema = z.object(postFields);
export const postEditSchema = z.object({ id, ...postFields });
export const postPageQuerySchema = z.object({
  name: optionalText(POST_NAME_MAX),
  status: z.coerce.number().int().min(0).max(1).optional(),
  ...pageParams,
});

// Members ----------------------------------------------------------------------------------------------------

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
  /** Also a member of another institution: name, contact details and password are the owner's to change. */
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
/** A new member: a new account (username and password), or an existing account joining by its username. */
export const memberAddSchema = z.object({
  username: text(10).min(1),
  /** Encrypted like every password in transit; absent when the account already exists elsewhere. */
  password: z.string().max(2048).optional(),
  ...memberFields,
});
export const memberEditSchema = z.object({ userId: id, ...memberFields });
export const memberStatusSchema = z.object({ userId: id, status: z.coerce.number().int().min(0).max(1) });
export const memberResetPasswordSchema = z.object({ userId: id, password: z.string().min(1).max(2048) });

// Roles ------------------------------------------------------------------------------------------------------

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

// Dictionaries and areas --------------------------------------------------------------------------------------

export const dictItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  /** True for a system default the institution has not overridden. */
  system: z.boolean(),
});
export type DictItem = z.infer<typeof dictItemSchema>;
export const dictItemSaveSchema = z.object({
  type: z
    .string()
    .trim()
    .regex(/^\w{1,40}$/),
  code: z
    .string()
    .trim()
    .regex(/^[\w-]{1,30}$/),
  name: text(50).min(1),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: z.coerce.number().int().min(0).max(1).default(1),
});

export type AreaNode = { code: string; name: string; children?: AreaNode[] };
export const areaNodeSchema: z.ZodType<AreaNode> = z.object({
  code: z.string(),
  name: z.string(),
  get children() {
    return z.array(areaNodeSchema).optional();
  },
});

// Audit log --------------------------------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createTime: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  action: optionalText(60),
  username: optionalText(50),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  ...pageParams,
});

// Excel columns ----------------------------------------------------------------------------------------------

/** A column of a server-made spreadsheet, its header in zh, en, es, ja, ko (the order of languages.ts). */
export type ColumnLabel = readonly [string, string, string, string, string];

/** The department template, import and export: the same columns, so an export can be edited and imported again. */
export const DEPT_COLUMNS = {
  parentPath: [
    '上级部门（用/分隔，空为顶级）',
    'Parent (path with /, empty for top level)',
    'Superior (ruta con /, vacío = nivel superior)',
    '上位部署（/区切り、空欄は最上位）',
    '상위 부서(/로 구분, 비우면 최상위)',
  ],
  name: ['部门名称', 'Department name', 'Nombre del departamento', '部署名', '부서 이름'],
  code: ['部门编码', 'Code', 'Código', '部署コード', '부서 코드'],
  leader: ['负责人', 'Head', 'Responsable', '責任者', '책임자'],
  phone: ['联系电话', 'Phone', 'Teléfono', '電話番号', '연락처'],
  sort: ['排序', 'Order', 'Orden', '並び順', '순서'],
  remark: ['备注', 'Remark', 'Observaciones', '備考', '비고'],
} as const satisfies Record<string, ColumnLabel>;

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

export const STATUS_LABELS = {
  active: ['正常', 'Active', 'Activo', '有効', '정상'],
  disabled: ['停用', 'Disabled', 'Desactivado', '無効', '비활성'],
} as const satisfies Record<string, ColumnLabel>;
