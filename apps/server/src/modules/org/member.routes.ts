import { Authority } from '@cloud-exam/contract/authorities';
import {
  memberAddSchema,
  memberEditSchema,
  memberPageQuerySchema,
  memberResetPasswordSchema,
  memberSchema,
  memberStatusSchema,
  importReportSchema,
  pageOf,
} from '@cloud-exam/contract/org';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuthority } from '../../http/access';
import { ok, okResponse } from '../../http/envelope';
import { sessionOf } from '../../http/request-context';
import { createMemberService, type MemberServiceDeps } from './member.service';
import { bearer, importAnswer, orgCaller, sendExport, sendXlsx, uploadedXlsx } from './org-context';
import type { FileTasks } from '../files/file-task.service';

const userIdOnly = z.object({ userId: z.string().uuid() });

/** The people of the institution: list (GET /ogt/gl/office/user/get/page), add, edit, disable, reset password, remove, export. */
export async function memberRoutes(app: FastifyInstance, deps: MemberServiceDeps & { fileTasks: FileTasks }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const members = createMemberService(deps);
  const access = requireAuthority(Authority.system);
  const base = { tags: ['organisation'], security: bearer };
  const caller = async (request: FastifyRequest) => {
    const c = await orgCaller(deps.db, request);
    const session = sessionOf(request);
    return { ...c, actor: { ...c.actor, userId: session.userId }, authorities: session.authorities };
  };

  r.get(
    '/gl/ua/ogt/gl/office/user/get/page',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Members of the institution, filtered and paged on the server',
        querystring: memberPageQuerySchema,
        response: okResponse(pageOf(memberSchema)),
      },
    },
    async (request) => {
      const c = await caller(request);
      return ok(await members.page(c.officeId, request.query, c.rights));
    },
  );

  r.get(
    '/gl/ua/ogt/gl/office/user/export',
    {
      config: access,
      schema: {
        ...base,
        summary: 'The members the same filters find, as .xlsx',
        querystring: memberPageQuerySchema.omit({ current: true, size: true }),
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const c = await caller(request);
      const data = await members.export(c.officeId, request.query, c.rights, request.lang);
      const fileName = request.lang === 'zh' ? '用户.xlsx' : 'members.xlsx';
      return sendExport(reply, deps.fileTasks, request, { fileType: 'user.export', fileName, data });
    },
  );

  r.post(
    '/gl/ua/ogt/gl/office/user/add',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Add a member: a new account, or an existing one proven by its mobile or e-mail',
        body: memberAddSchema,
        response: okResponse(z.object({ userId: z.string() })),
      },
    },
    async (request) => ok(await members.add(await caller(request), request.body)),
  );

  r.post(
    '/gl/ua/ogt/gl/office/user/edit',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Edit a member: name and contact (own-institution accounts only), department, posts, roles',
        body: memberEditSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await members.edit(await caller(request), request.body);
      return ok(null);
    },
  );

  r.post(
    '/gl/ua/ogt/gl/office/user/status',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Disable (0) or enable (1) a member in this institution',
        body: memberStatusSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await members.setStatus(await caller(request), request.body.userId, request.body.status);
      return ok(null);
    },
  );

  r.post(
    '/gl/ua/ogt/gl/office/user/resetPassword',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Set a member’s password (encrypted); their sessions end',
        body: memberResetPasswordSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await members.resetPassword(await caller(request), request.body.userId, request.body.password);
      return ok(null);
    },
  );

  r.delete(
    '/gl/ua/ogt/gl/office/user/remove',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Take a member out of this institution (the account stays)',
        body: userIdOnly,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await members.remove(await caller(request), request.body.userId);
      return ok(null);
    },
  );

  r.get(
    '/gl/ua/ogt/gl/office/user/downloadTemplate',
    { config: access, schema: { ...base, summary: 'The member import template (.xlsx)', produces: ['application/octet-stream'] } },
    async (request, reply) =>
      sendXlsx(reply, request.lang === 'zh' ? '用户导入模板.xlsx' : 'member-import-template.xlsx', await members.template(request.lang)),
  );

  r.post(
    '/gl/ua/ogt/gl/office/user/import',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Import new accounts as members (multipart); nothing is written unless every row is valid',
        consumes: ['multipart/form-data'],
        response: okResponse(importReportSchema),
      },
    },
    async (request) => {
      const data = await uploadedXlsx(request);
      return importAnswer(await members.import(await caller(request), data, request.lang));
    },
  );
}
