import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { itemMappingApi } from '@cloud-exam/contract/bank/item-mapping';
import { ItemImportState, itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import { knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { writeWorkbook } from '../../lib/excel';
import { type ModuleProbes, probesFor } from '../../test/probes';
import { wordSample } from './formats/word-export';

const choice = (mark: string) => ({
  itemTypeCode: 'single_choice' as const,
  stemAttrs: { content: `<p>${mark}试题</p>` },
  optionsDataList: [{ optionContent: '甲' }, { optionContent: '乙' }],
  answerAttrs: { options: ['A'] },
  score: 2,
});

/** A bank with a knowledge point and an item, and how each /gl/tk endpoint is reached with another institution's. */
export const bankProbes: ModuleProbes = {
  rows: async (api, mark) => {
    const bankDept = (await api.call(deptApi.add, { name: `${mark}题库部门` })).id;
    const bank = (await api.call(bankApi.add, { name: `${mark}题库`, deptId: bankDept })).id;
    const knowledge = (await api.call(knowledgeApi.add, { bankId: bank, name: `${mark}知识点` })).id;
    const item = (await api.call(itemApi.add, { bankId: bank, knowledgeIds: [knowledge], tags: [`${mark}标签`], ...choice(mark) })).id;
    // read in the background: wait for it, so that what the owner reads stays still
    const uploaded = async (file: Buffer, name: string) => {
      const { importId } = await api.upload(itemTransferApi.startImport, file, name, { bankId: bank });
      for (let state: number = ItemImportState.queued; state === ItemImportState.queued || state === ItemImportState.parsing;) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        state = (await api.call(itemTransferApi.importStatus, { id: importId })).state;
      }
      return importId;
    };
    const itemImport = await uploaded(await wordSample('zh'), 'items.docx');
    // a workbook from elsewhere, mapped and its mapping saved
    const foreign = await uploaded(
      await writeWorkbook([{ name: '导出', columns: [{ header: '题目' }, { header: '答案' }], rows: [[`${mark}题`, '对']] }]),
      'other.xlsx',
    );
    const { mappingId } = await api.call(itemMappingApi.applyMapping, {
      id: foreign,
      sheet: '导出',
      fields: ['stem', 'answer'],
      saveAs: `${mark}方案`,
    });
    return { bankDept, bank, knowledge, item, itemImport, foreignImport: foreign, savedMapping: mappingId! };
  },
  endpoints: [
    ...probesFor(bankApi, {
      page: 'own',
      options: 'own',
      depts: 'own',
      get: (r) => ({ id: r.bank! }),
      add: (r) => ({ name: '新题库', deptId: r.bankDept! }),
      edit: (r) => ({ id: r.bank!, name: '改名', deptId: r.bankDept! }),
      copy: (r) => ({ id: r.bank!, name: '副本' }),
      remove: (r) => ({ id: r.bank! }),
    }),
    ...probesFor(knowledgeApi, {
      tree: (r) => ({ bankId: r.bank! }),
      add: (r) => ({ bankId: r.bank!, parentId: r.knowledge!, name: '下级' }),
      rename: (r) => ({ id: r.knowledge!, name: '改名' }),
      move: (r) => ({ id: r.knowledge!, index: 0 }),
      remove: (r) => ({ id: r.knowledge! }),
      template: 'own',
      exportTree: (r) => ({ bankId: r.bank! }),
      import: 'own',
    }),
    ...probesFor(itemApi, {
      configs: 'own',
      page: 'own',
      get: (r) => ({ id: r.item! }),
      add: (r) => ({ bankId: r.bank!, ...choice('新') }),
      update: (r) => ({ id: r.item!, version: 1, bankId: r.bank!, ...choice('改') }),
      remove: (r) => ({ ids: [r.item!] }),
      move: (r) => ({ ids: [r.item!], bankId: r.bank! }),
      retag: (r) => ({ ids: [r.item!], add: ['新'], remove: [] }),
      tags: (r) => ({ bankId: r.bank! }),
      versions: (r) => ({ id: r.item! }),
      version: (r) => ({ id: r.item!, version: 1 }),
    }),
    ...probesFor(itemTransferApi, {
      startImport: 'own',
      importStatus: (r) => ({ id: r.itemImport! }),
      importItems: (r) => ({ id: r.itemImport!, current: 1, size: 10 }),
      setImportScore: (r) => ({
        id: r.itemImport!,
        score: 3,
        itemTypeCode: 'single_choice' as const,
        defaultedOnly: false,
        current: 1,
        size: 10,
      }),
      commitImport: (r) => ({ id: r.itemImport!, mode: 'good' as const }),
      excelTemplate: 'own',
      wordSample: 'own',
      exportItems: (r) => ({ bankId: r.bank!, ids: [r.item!], format: 'qti' as const }),
    }),
    ...probesFor(itemMappingApi, {
      importLayout: (r) => ({ id: r.foreignImport! }),
      applyMapping: (r) => ({ id: r.foreignImport!, sheet: '导出', fields: ['stem' as const, 'answer' as const] }),
      removeMapping: (r) => ({ id: r.savedMapping! }),
    }),
  ],
};
