import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import { knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { routes } from '../../http/route';
import { sendExport, sendXlsx, uploadedXlsx } from '../../http/spreadsheet';
import type { JobQueue } from '../../lib/job-queue';
import { attachment } from '../../http/disposition';
import type { FileTasks, StoredFiles } from '../files';
import type { Imports } from '../jobs';
import { createBankService } from './bank.service';
import { createItemService } from './item.service';
import { createKnowledgeService } from './knowledge.service';
import { createItemExports, DOCX_MIME } from './item-export.service';
import { createItemImports } from './item-import.service';
import { excelTemplate } from './formats/excel-items';
import { wordSample } from './formats/word-export';

/** Question banks, their knowledge models and items (/gl/tk). */
export async function bankRoutes(
  app: FastifyInstance,
  {
    db,
    fileTasks,
    imports,
    queue,
    storedFiles,
    now,
  }: { db: Db; fileTasks: FileTasks; imports: Imports; queue: JobQueue; storedFiles: StoredFiles; now: Clock },
) {
  const banks = createBankService(db);
  routes(app, bankApi, {
    page: (input, { tenant }) => banks.page(tenant, input),
    options: (_, { tenant }) => banks.options(tenant),
    depts: (_, { tenant }) => banks.depts(tenant),
    get: (input, { tenant }) => banks.get(tenant, input),
    add: (input, { tenant }) => banks.add(tenant, input),
    edit: (input, { tenant }) => banks.edit(tenant, input),
    copy: (input, { tenant }) => banks.copy(tenant, input),
    remove: (input, { tenant }) => banks.remove(tenant, input),
  });

  const knowledge = createKnowledgeService(db, banks);
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

  const items = createItemService(db, banks);
  routes(app, itemApi, {
    configs: async () => items.configs(),
    page: (input, { tenant }) => items.page(tenant, input),
    get: (input, { tenant }) => items.get(tenant, input),
    add: (input, { tenant }) => items.add(tenant, input),
    update: (input, { tenant }) => items.update(tenant, input),
    remove: (input, { tenant }) => items.remove(tenant, input),
    move: (input, { tenant }) => items.move(tenant, input),
    retag: (input, { tenant }) => items.retag(tenant, input),
    tags: (input, { tenant }) => items.tags(tenant, input),
    versions: (input, { tenant }) => items.versions(tenant, input),
    version: (input, { tenant }) => items.version(tenant, input),
  });

  const transfer = { db, queue, banks, storedFiles, fileTasks };
  const itemImports = createItemImports({ ...transfer, now });
  const itemExports = createItemExports(transfer);
  queue.every('bank.item-import-expire', '23 * * * *', () => itemImports.expire());
  routes(app, itemTransferApi, {
    startImport: ({ bankId }, { tenant, request }) => itemImports.start(tenant, request, bankId, request.lang),
    importStatus: (input, { tenant, request }) => itemImports.status(tenant, input, request.lang),
    importItems: (input, { tenant, request }) => itemImports.items(tenant, input, request.lang),
    commitImport: (input, { tenant }) => itemImports.commit(tenant, input),
    excelTemplate: async (_, { request, reply }) =>
      sendXlsx(reply, request.lang === 'zh' ? '试题导入模板.xlsx' : 'item-import-template.xlsx', await excelTemplate(request.lang)),
    wordSample: async (_, { request, reply }) =>
      reply
        .header('content-type', DOCX_MIME)
        .header('content-disposition', attachment(request.lang === 'zh' ? '试题导入样例.docx' : 'item-import-sample.docx'))
        .send(await wordSample(request.lang)),
    exportItems: (input, { tenant, request }) => itemExports.start(tenant, input, request.lang),
  });
}
