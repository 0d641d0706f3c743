import { knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { sendExport, sendXlsx, uploadedXlsx } from '../../http/spreadsheet';
import type { BankDeps } from './bank.deps';
import { createBankService } from './bank.service';
import { createKnowledgeService } from './knowledge.service';

/** A bank's knowledge model: the tree of points, its template, export and import. */
export async function knowledgeRoutes(app: FastifyInstance, { db, fileTasks, imports }: BankDeps) {
  const knowledge = createKnowledgeService(db, createBankService(db));
  const knowledgeImport = imports.define(knowledge.importSpec);
  routes(app, knowledgeApi, {
    tree: (input, { tenant }) => knowledge.tree(tenant, input),
    add: (input, { tenant }) => knowledge.add(tenant, input),
    rename: (input, { tenant }) => knowledge.rename(tenant, input),
    move: (input, { tenant }) => knowledge.move(tenant, input),
    remove: (input, { tenant }) => knowledge.remove(tenant, input),
    template: async (_, { request, reply }) =>
      sendXlsx(
        reply,
        request.lang === 'zh' ? '知识模型导入模板.xlsx' : 'knowledge-model-template.xlsx',
        await knowledge.template(request.lang),
      ),
    exportTree: async (input, { request, reply, tenant }) =>
      sendExport(reply, fileTasks, tenant, {
        fileType: 'knowledge.export',
        fileName: request.lang === 'zh' ? '知识模型.xlsx' : 'knowledge-model.xlsx',
        data: await knowledge.export(tenant, input, request.lang),
      }),
    import: async ({ bankId }, { request, tenant }) =>
      knowledgeImport.start(tenant, await uploadedXlsx(request), request.lang, { bankId: await knowledge.importTarget(tenant, bankId) }),
  });
}
