import { memberApi } from '@cloud-exam/contract/org/member';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { sendExport, sendXlsx, uploadedXlsx } from '../../http/spreadsheet';
import { createInvitationService } from './invitation.service';
import { createMemberService } from './member.service';
import type { OrgDeps } from './org.deps';

/** The people of the institution: list (GET /ogt/gl/office/user/get/page), add, edit, disable, reset password, remove, export. */
export async function memberRoutes(app: FastifyInstance, deps: OrgDeps) {
  const members = createMemberService({ ...deps, invitations: createInvitationService(deps) });
  const memberImport = deps.imports.define(members.importSpec);
  routes(app, memberApi, {
    page: async (input, { tenant }) => members.page(tenant, await tenant.rights(), input),
    export: async (input, { tenant, request, reply }) =>
      sendExport(reply, deps.fileTasks, tenant, {
        fileType: 'user.export',
        fileName: request.lang === 'zh' ? '用户.xlsx' : 'members.xlsx',
        data: await members.export(tenant, await tenant.rights(), input, request.lang),
      }),
    add: async (input, { tenant, request }) => members.add(tenant, await tenant.rights(), input, request.lang),
    edit: async (input, { tenant }) => members.edit(tenant, await tenant.rights(), input),
    status: async (input, { tenant }) => members.setStatus(tenant, await tenant.rights(), input.userId, input.status),
    resetPassword: async (input, { tenant }) => members.resetPassword(tenant, await tenant.rights(), input.userId, input.password),
    remove: async (input, { tenant }) => members.remove(tenant, await tenant.rights(), input.userId),
    template: async (_, { request, reply }) =>
      sendXlsx(reply, request.lang === 'zh' ? '用户导入模板.xlsx' : 'member-import-template.xlsx', await members.template(request.lang)),
    import: async (_, { tenant, request }) => memberImport.start(tenant, await uploadedXlsx(request), request.lang),
  });
}
