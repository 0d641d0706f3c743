import { categoryApi } from '@cloud-exam/contract/exam/category';
import { collectInfoApi } from '@cloud-exam/contract/exam/collect-info';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { type ModuleProbes, probesFor } from '../../test/probes';

const DAY = 86_400_000;
export const examInput = (name: string, extra: { categoryId?: string } = {}) => ({
  examName: name,
  beginDate: new Date(Date.now() + DAY).toISOString(),
  endDate: new Date(Date.now() + 2 * DAY).toISOString(),
  subjects: [{ subjectName: '语文', duration: 90 }],
  ...extra,
});

/** An exam in a category; how each exam endpoint is reached with another institution's. */
export const examProbes: ModuleProbes = {
  rows: async (api, mark) => {
    const examCategory = (await api.call(categoryApi.add, { name: `${mark}考试分类` })).id;
    const exam = (await api.call(examApi.add, examInput(`${mark}考试`, { categoryId: examCategory }))).id;
    await api.call(collectInfoApi.save, { projectId: exam, fields: [{ componentId: 'input', title: `${mark}字段` }] });
    // new:module adds rows above this line
    return { examCategory, exam };
  },
  endpoints: [
    ...probesFor(categoryApi, {
      tree: 'own',
      add: (r) => ({ name: '子分类', parentId: r.examCategory! }),
      edit: (r) => ({ id: r.examCategory!, name: '改名' }),
      remove: (r) => ({ id: r.examCategory! }),
    }),
    ...probesFor(examApi, {
      page: 'own',
      baseInfo: (r) => ({ id: r.exam! }),
      examBaseInfo: (r) => ({ id: r.exam! }),
      defaultAgreement: 'own',
      add: (r) => examInput('新考试', { categoryId: r.examCategory! }),
      update: (r) => ({ id: r.exam!, ...examInput('改名考试') }),
      updateBatch: (r) => ({ ids: [r.exam!], action: 'delete' as const }),
      publishGaps: (r) => ({ id: r.exam! }),
      copy: (r) => ({ id: r.exam! }),
      remove: (r) => ({ id: r.exam! }),
      order: 'own',
      saveOrder: (r) => ({ ids: [r.exam!] }),
    }),
    ...probesFor(collectInfoApi, {
      components: 'own',
      componentsSlash: 'own',
      form: (r) => ({ id: r.exam! }),
      save: (r) => ({ projectId: r.exam!, fields: [{ componentId: 'name', title: '姓名' }] }),
    }),
    // new:module adds endpoint probes above this line
  ],
};
