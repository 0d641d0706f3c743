import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, FILE, needs } from '../endpoint';
import { id, idOnly, optionalId, optionalText, pageOf, pageParams, text } from '../fields';
import { importStartSchema } from '../files/import-job';
import type { ColumnLabel } from '../sheet';

/** Departments: the organisation tree of an institution, at most four levels (spec §5, §7 Organisation). */

export const DEPT_NAME_MAX = 30;

export type DeptTreeNode = { id: string; parentId: string | null; name: string; level: number; sort: number; children: DeptTreeNode[] };
export const deptTreeNodeSchema: z.ZodType<DeptTreeNode> = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    level: z.number().int(),
    sort: z.number().int(),
    get children() {
      return z.array(deptTreeNodeSchema);
    },
  })
  .meta({ id: 'DeptTreeNode' });

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

export const deptApi = endpoints('organisation', needs(Authority.system), {
  tree: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/dept/get/tree',
    summary: 'The department tree (only what the caller has data rights for)',
    output: z.array(deptTreeNodeSchema),
  },
  detail: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/dept/query',
    summary: 'One department with its parent name and counts',
    input: idOnly,
    output: deptSchema,
  },
  children: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/dept/querysubdeptByPage',
    summary: 'The direct sub-departments of deptId (top level without it), paged',
    input: subDeptQuerySchema,
    output: pageOf(deptSchema),
  },
  add: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/dept/add',
    summary: 'Add a department (at most four levels)',
    input: deptAddSchema,
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'PUT',
    path: '/gl/ua/ogt/gl/dept/edit',
    summary: 'Edit or move a department (form-encoded)',
    input: deptEditSchema,
    encoding: 'form',
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/ua/ogt/gl/dept/delete',
    summary: 'Delete a department without sub-departments or members (id in the body or the query)',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  template: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/dept/downloadItemTemplate',
    summary: 'The department import template (.xlsx) in the caller’s language',
    output: FILE,
  },
  export: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/dept/export',
    summary: 'Every department the caller may see, in the template’s columns (.xlsx)',
    output: FILE,
  },
  import: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/dept/import',
    summary:
      'Import departments from the template (multipart field "file"); nothing is written unless every row is valid; answers the job that imports it',
    encoding: 'multipart',
    output: importStartSchema,
  },
});
