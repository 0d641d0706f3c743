import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { paperPackageApi } from '@cloud-exam/contract/paper/package';
import { paperApi } from '@cloud-exam/contract/paper/paper';
import { type ModuleProbes, probesFor } from '../../test/probes';

const paper = (mark: string, r: { bank: string; item: string; dept: string }) => ({
  name: `${mark}试卷`,
  deptId: r.dept,
  bankIds: [r.bank],
  kind: 'fixed' as const,
  duration: 30,
  sections: [{ topicName: `${mark}单选题`, score: 2, items: [{ itemId: r.item }] }],
});

/** A paper on its own bank and item, shared by a code, in a package; how each endpoint is reached with another institution's. */
export const paperProbes: ModuleProbes = {
  rows: async (api, mark) => {
    const dept = (await api.call(deptApi.add, { name: `${mark}组卷部门` })).id;
    const bank = (await api.call(bankApi.add, { name: `${mark}组卷题库`, deptId: dept })).id;
    const item = (
      await api.call(itemApi.add, {
        bankId: bank,
        itemTypeCode: 'single_choice',
        stemAttrs: { content: `<p>${mark}组卷试题</p>` },
        optionsDataList: [{ optionContent: '甲' }, { optionContent: '乙' }],
        answerAttrs: { options: ['A'] },
        score: 2,
      })
    ).id;
    const paperId = (await api.call(paperApi.add, paper(mark, { bank, item, dept }))).id;
    const authCode = (await api.call(paperApi.addAuthCode, { id: paperId, days: 7 })).code;
    const paperPackage = (await api.call(paperPackageApi.add, { name: `${mark}试卷包`, paperIds: [paperId] })).id;
    return { paperDept: dept, paperBank: bank, paperItem: item, paper: paperId, authCode, paperPackage };
  },
  endpoints: [
    ...probesFor(paperApi, {
      page: 'own',
      get: (r) => ({ id: r.paper! }),
      add: (r) => paper('新', { bank: r.paperBank!, item: r.paperItem!, dept: r.paperDept! }),
      update: (r) => ({ id: r.paper!, version: 1, ...paper('改', { bank: r.paperBank!, item: r.paperItem!, dept: r.paperDept! }) }),
      copy: (r) => ({ id: r.paper! }),
      remove: (r) => ({ id: r.paper! }),
      ruleStock: (r) => ({ bankIds: [r.paperBank!], sections: [{ rules: [{ itemTypeCode: 'single_choice' as const, count: 1 }] }] }),
      statistics: (r) => ({ id: r.paper! }),
      preview: (r) => ({ id: r.paper! }),
      exportWord: (r) => ({ id: r.paper! }),
      authCodes: (r) => ({ id: r.paper! }),
      addAuthCode: (r) => ({ id: r.paper!, days: 3 }),
      revokeAuthCode: (r) => ({ id: r.paper!, code: r.authCode! }),
    }),
    ...probesFor(paperPackageApi, {
      page: 'own',
      get: (r) => ({ id: r.paperPackage! }),
      add: (r) => ({ name: '新试卷包', paperIds: [r.paper!] }),
      edit: (r) => ({ id: r.paperPackage!, name: '改名', paperIds: [r.paper!] }),
      remove: (r) => ({ id: r.paperPackage! }),
    }),
  ],
};
