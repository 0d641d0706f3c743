import { helpArticleApi, helpMenuApi } from '@cloud-exam/contract/help/help';
import { type ModuleProbes, probesFor } from '../../test/probes';

/** A menu and an article written by the caller's office; the public reads are the platform's and name none of them. */
export const helpProbes: ModuleProbes = {
  async rows(api, mark) {
    const { id: helpMenu } = await api.call(helpMenuApi.add, { name: `${mark}菜单` });
    const { id: helpArticle } = await api.call(helpArticleApi.add, {
      menuId: helpMenu,
      title: `${mark}文章`,
      content: `<p>${mark}</p>`,
      published: true,
    });
    return { helpMenu, helpArticle };
  },
  endpoints: [
    ...probesFor(helpMenuApi, {
      list: 'own',
      add: (rows) => ({ parentId: rows.helpMenu!, name: '子菜单' }),
      edit: (rows) => ({ id: rows.helpMenu!, name: '改名' }),
      remove: (rows) => ({ id: rows.helpMenu! }),
    }),
    ...probesFor(helpArticleApi, {
      queryPage: (rows) => ({ menuId: rows.helpMenu! }),
      searchPage: () => ({ keyword: '机密' }),
      query: (rows) => ({ id: rows.helpArticle! }),
      page: 'own',
      detail: (rows) => ({ id: rows.helpArticle! }),
      add: (rows) => ({ menuId: rows.helpMenu!, title: '混入', content: '<p>x</p>' }),
      edit: (rows) => ({ id: rows.helpArticle!, menuId: rows.helpMenu!, title: '改', content: '<p>x</p>' }),
      remove: (rows) => ({ id: rows.helpArticle! }),
    }),
  ],
};
