import { quickMessageApi, serviceContactApi, serviceDeskApi, smartQaApi } from '@cloud-exam/contract/service/service';
import { type ModuleProbes, probesFor } from '../../test/probes';

/**
 * An institution's quick message and Q&A item, named by id on every write. Blocking names the item too: another
 * institution's own item is no platform item and is refused. The widget's calls read the caller's own institution
 * and the platform only, which service.test.ts checks by listing what another institution reads.
 */
export const serviceProbes: ModuleProbes = {
  async rows(api, mark) {
    const quick = await api.call(quickMessageApi.add, { title: `${mark}快捷`, reply: `${mark}回复` });
    const qa = await api.call(smartQaApi.add, { question: `${mark}问题`, answer: `${mark}答案` });
    await api.call(smartQaApi.publish, { id: qa.id, published: true });
    return { quickMessage: quick.id, qa: qa.id };
  },
  endpoints: [
    ...probesFor(quickMessageApi, {
      page: 'own',
      add: 'own',
      update: (rows) => ({ id: rows.quickMessage!, title: '改', reply: '改' }),
      publish: (rows) => ({ id: rows.quickMessage!, published: true }),
      remove: (rows) => ({ id: rows.quickMessage! }),
    }),
    ...probesFor(smartQaApi, {
      page: 'own',
      add: 'own',
      update: (rows) => ({ id: rows.qa!, question: '改', answer: '改' }),
      publish: (rows) => ({ id: rows.qa!, published: false }),
      remove: (rows) => ({ id: rows.qa! }),
      platformPage: 'own',
      block: (rows) => ({ id: rows.qa!, blocked: true }),
    }),
    ...probesFor(serviceContactApi, { query: 'own', save: 'own' }),
    ...probesFor(serviceDeskApi, { desk: 'own', ask: 'own', myDesk: 'own', myAsk: 'own' }),
  ],
};
