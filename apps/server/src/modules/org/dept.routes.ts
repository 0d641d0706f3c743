import { deptApi } from '@cloud-exam/contract/org/dept';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { sendExport, sendXlsx, uploadedXlsx } from '../../http/spreadsheet';
import { createDeptService } from './dept.service';
import type { OrgDeps } from './org.deps';

/** Departments (spec §7 Organisation): the tree, detail, children paged, add, edit, delete, template, import, export. */
export async function deptRoutes(app: FastifyInstance, { db, fileTasks, imports }: OrgDeps) {
  const depts = createDeptService(db);
  const deptImport = imports.define(depts.importSpec);
  routes(app, deptApi, {
    tree: (_, { tenant }) => depts.tree(tenant),
    detail: (input, { tenant }) => depts.detail(tenant, input),
    children: (input, { tenant }) => depts.childrenPage(tenant, input),
    add: (input, { tenant }) => depts.add(tenant, input),
    edit: (input, { tenant }) => depts.edit(tenant, input),
    remove: (input, { tenant }) => depts.remove(tenant, input),
    template: async (_, { request, reply }) => sendXlsx(reply, templateName(request.lang), await depts.template(request.lang)),
    export: async (_, { request, reply, tenant }) =>
      sendExport(reply, fileTasks, tenant, {
        fileType: 'dept.export',
        fileName: exportName(request.lang),
        data: await depts.export(tenant, request.lang),
      }),
    import: async (_, { request, tenant }) => deptImport.start(tenant, await uploadedXlsx(request), request.lang),
  });
}

const templateName = (lang: string) => (lang === 'zh' ? '部门导入模板.xlsx' : 'department-import-template.xlsx');
const exportName = (lang: string) => (lang === 'zh' ? '部门.xlsx' : 'departments.xlsx');
