import { Authority } from '@cloud-exam/contract/authorities';
import {
  deptAddSchema,
  deptEditSchema,
  deptSchema,
  deptTreeNodeSchema,
  importReportSchema,
  pageOf,
  subDeptQuerySchema,
} from '@cloud-exam/contract/org';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireAuthority } from '../../http/access';
import type { FileTasks } from '../files/file-task.service';
import { AppError } from '../../http/app-error';
import { ok, okResponse } from '../../http/envelope';
import { createDeptService } from './dept.service';
import { bearer, byId, byIdInBodyOrQuery, idIn, importAnswer, orgCaller, sendExport, sendXlsx, uploadedXlsx } from './org-context';

/** Departments (spec §7 Organisation): the tree, detail, children paged, add, edit, delete, template, import, export. */
export async function deptRoutes(app: FastifyInstance, { db, fileTasks }: { db: Db; fileTasks: FileTasks }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const depts = createDeptService(db);
  const access = requireAuthority(Authority.system);
  const base = { tags: ['organisation'], security: bearer };
  const caller = (request: Parameters<typeof orgCaller>[1]) => orgCaller(db, request);

  r.get(
    '/gl/ua/ogt/gl/dept/get/tree',
    {
      config: access,
      schema: {
        ...base,
        summary: 'The department tree (only what the caller has data rights for)',
        response: okResponse(z.array(deptTreeNodeSchema)),
      },
    },
    async (request) => {
      const c = await caller(request);
      return ok(await depts.tree(c.officeId, c.rights));
    },
  );

  r.get(
    '/gl/ua/ogt/gl/dept/query',
    {
      config: access,
      schema: { ...base, summary: 'One department with its parent name and counts', ...byId, response: okResponse(deptSchema) },
    },
    async (request) => {
      const c = await caller(request);
      return ok(await depts.detail(c.officeId, request.query.id, c.rights));
    },
  );

  r.get(
    '/gl/ua/ogt/gl/dept/querysubdeptByPage',
    {
      config: access,
      schema: {
        ...base,
        summary: 'The direct sub-departments of deptId (top level without it), paged',
        querystring: subDeptQuerySchema,
        response: okResponse(pageOf(deptSchema)),
      },
    },
    async (request) => {
      const c = await caller(request);
      return ok(await depts.childrenPage(c.officeId, request.query, c.rights));
    },
  );

  r.post(
    '/gl/ua/ogt/gl/dept/add',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Add a department (at most four levels)',
        body: deptAddSchema,
        response: okResponse(z.object({ id: z.string() })),
      },
    },
    async (request) => {
      const c = await caller(request);
      const dept = await depts.add(c.actor, request.body, c.rights);
      return ok({ id: dept.id });
    },
  );

  r.put(
    '/gl/ua/ogt/gl/dept/edit',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Edit or move a department (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
        body: deptEditSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const c = await caller(request);
      await depts.edit(c.actor, request.body, c.rights);
      return ok(null);
    },
  );

  r.delete(
    '/gl/ua/ogt/gl/dept/delete',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Delete a department without sub-departments or members (id in the body or the query)',
        ...byIdInBodyOrQuery,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const id = idIn(request);
      if (!id) throw new AppError(10001015, { title: 'id' });
      const c = await caller(request);
      await depts.remove(c.actor, id, c.rights);
      return ok(null);
    },
  );

  r.get(
    '/gl/ua/ogt/gl/dept/downloadItemTemplate',
    {
      config: access,
      schema: {
        ...base,
        summary: 'The department import template (.xlsx) in the caller’s language',
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => sendXlsx(reply, templateName(request.lang), await depts.template(request.lang)),
  );

  r.get(
    '/gl/ua/ogt/gl/dept/export',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Every department the caller may see, in the template’s columns (.xlsx)',
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const c = await caller(request);
      const data = await depts.export(c.officeId, request.lang, c.rights);
      return sendExport(reply, fileTasks, request, { fileType: 'dept.export', fileName: exportName(request.lang), data });
    },
  );

  r.post(
    '/gl/ua/ogt/gl/dept/import',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Import departments from the template (multipart field "file"); nothing is written unless every row is valid',
        consumes: ['multipart/form-data'],
        response: okResponse(importReportSchema),
      },
    },
    async (request) => {
      const data = await uploadedXlsx(request);
      const c = await caller(request);
      return importAnswer(await depts.import(c.actor, data, request.lang, c.rights));
    },
  );
}

const templateName = (lang: string) => (lang === 'zh' ? '部门导入模板.xlsx' : 'department-import-template.xlsx');
const exportName = (lang: string) => (lang === 'zh' ? '部门.xlsx' : 'departments.xlsx');
