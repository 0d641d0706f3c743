import { itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import type { FastifyInstance } from 'fastify';
import { sendDocx } from '../../http/disposition';
import { routes } from '../../http/route';
import { sendXlsx } from '../../http/spreadsheet';
import type { BankDeps } from './bank.deps';
import { createBankService } from './bank.service';
import { excelTemplate } from './formats/excel-items';
import { wordSample } from './formats/word-export';
import { createItemExports } from './item-export.service';
import { createItemImports } from './item-import.service';

/** Items in and out of a bank: the import (Excel, Word, QTI) read, reviewed and committed, its samples, the export. */
export async function itemTransferRoutes(app: FastifyInstance, { db, queue, storedFiles, fileTasks, now }: BankDeps) {
  const transfer = { db, queue, banks: createBankService(db), storedFiles, fileTasks };
  const itemImports = createItemImports({ ...transfer, now });
  const itemExports = createItemExports(transfer);
  queue.every('bank.item-import-expire', '23 * * * *', () => itemImports.expire());
  routes(app, itemTransferApi, {
    startImport: ({ bankId }, { tenant, request }) => itemImports.start(tenant, request, bankId, request.lang),
    importStatus: (input, { tenant, request }) => itemImports.status(tenant, input, request.lang),
    importItems: (input, { tenant, request }) => itemImports.items(tenant, input, request.lang),
    setImportScore: (input, { tenant, request }) => itemImports.setScore(tenant, input, request.lang),
    commitImport: (input, { tenant }) => itemImports.commit(tenant, input),
    excelTemplate: async (_, { request, reply }) =>
      sendXlsx(reply, request.lang === 'zh' ? '试题导入模板.xlsx' : 'item-import-template.xlsx', await excelTemplate(request.lang)),
    wordSample: async (_, { request, reply }) =>
      sendDocx(reply, request.lang === 'zh' ? '试题导入样例.docx' : 'item-import-sample.docx', await wordSample(request.lang)),
    exportItems: (input, { tenant, request }) => itemExports.start(tenant, input, request.lang),
  });
}
