import { candidateApi } from '@cloud-exam/contract/org/candidate';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { sendExport, sendXlsx, uploadedXlsx } from '../../http/spreadsheet';
import { createCandidateService } from './candidate.service';
import type { OrgDeps } from './org.deps';

/** Candidates' sign-in accounts: list, add, edit, disable/enable, reset password, delete, template, import, export. */
export async function candidateRoutes(app: FastifyInstance, deps: OrgDeps) {
  const accounts = createCandidateService({ ...deps, passwordPolicyOf: deps.settings.of });
  const accountImport = deps.imports.define(accounts.importSpec);
  routes(app, candidateApi, {
    page: (input, { tenant }) => accounts.page(tenant, input),
    export: async (input, { tenant, request, reply }) =>
      sendExport(reply, deps.fileTasks, tenant, {
        fileType: 'candidate.export',
        fileName: request.lang === 'zh' ? '考生账号.xlsx' : 'candidate-accounts.xlsx',
        data: await accounts.export(tenant, input, request.lang),
      }),
    template: async (_, { request, reply }) =>
      sendXlsx(
        reply,
        request.lang === 'zh' ? '考生账号导入模板.xlsx' : 'candidate-import-template.xlsx',
        await accounts.template(request.lang),
      ),
    import: async (_, { tenant, request }) => accountImport.start(tenant, await uploadedXlsx(request), request.lang),
    add: (input, { tenant, request }) => accounts.add(tenant, input, request.lang),
    edit: (input, { tenant, request }) => accounts.edit(tenant, input, request.lang),
    status: (input, { tenant }) => accounts.setStatus(tenant, input.ids, input.status),
    resetPassword: (input, { tenant }) => accounts.resetPassword(tenant, input.id, input.password),
    remove: (input, { tenant }) => accounts.remove(tenant, input.ids),
  });
}
