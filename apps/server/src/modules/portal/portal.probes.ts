import { bannerApi } from '@cloud-exam/contract/portal/banner';
import { portalCategoryApi } from '@cloud-exam/contract/portal/category';
import { downloadApi } from '@cloud-exam/contract/portal/download';
import { newsApi } from '@cloud-exam/contract/portal/news';
import { pdf } from '../../test/media-files';
import { type ModuleProbes, probesFor } from '../../test/probes';

/**
 * An institution's news and downloads, and their categories, as gl_pt writes them. Banners are the platform's alone:
 * only its operators reach their endpoints (an institution is refused them, 403) and those act on the platform
 * office's rows only, so they name no institution's row. The public and the exam client's reads name rows too: the
 * public ones answer only the platform's, the exam client's only the candidate's institution's.
 */
export const portalProbes: ModuleProbes = {
  async rows(api, mark) {
    const newsCategory = (await api.call(portalCategoryApi.add, { kind: 'news', name: `${mark}新闻分类` })).id;
    const news = (await api.call(newsApi.add, { categoryId: newsCategory, title: `${mark}新闻`, content: `<p>${mark}正文</p>` })).id;
    await api.call(newsApi.setStatus, { id: news, status: 1 });
    const downloadCategory = (await api.call(portalCategoryApi.add, { kind: 'download', name: `${mark}下载分类` })).id;
    const file = (await api.upload(downloadApi.upload, pdf(), `${mark}.pdf`)).key;
    const download = (await api.call(downloadApi.add, { categoryId: downloadCategory, title: `${mark}下载`, file })).id;
    return {
      newsCategory,
      news,
      downloadCategory,
      download,
      // new:module adds rows above this line
    };
  },
  endpoints: [
    ...probesFor(bannerApi, { page: 'own', add: 'own', edit: 'own', setStatus: 'own', remove: 'own', list: 'own' }),
    ...probesFor(portalCategoryApi, {
      list: 'own',
      add: 'own',
      edit: (r) => ({ id: r.newsCategory!, name: '改名' }),
      remove: (r) => ({ id: r.downloadCategory! }),
      publicList: 'own',
    }),
    ...probesFor(newsApi, {
      page: 'own',
      detail: (r) => ({ id: r.news! }),
      add: (r) => ({ categoryId: r.newsCategory!, title: '挂靠', content: '<p>x</p>' }),
      edit: (r) => ({ id: r.news!, categoryId: r.newsCategory!, title: '改', content: '<p>x</p>' }),
      setStatus: (r) => ({ id: r.news!, status: 0 }),
      setPinned: (r) => ({ id: r.news!, pinned: 1 }),
      remove: (r) => ({ id: r.news! }),
      publicPage: (r) => ({ categoryId: r.newsCategory! }),
      publicDetail: (r) => ({ id: r.news! }),
      candidatePage: (r) => ({ categoryId: r.newsCategory! }),
      candidateDetail: (r) => ({ id: r.news! }),
    }),
    ...probesFor(downloadApi, {
      page: 'own',
      upload: 'own',
      add: (r) => ({ categoryId: r.downloadCategory!, title: '挂靠', file: 'x' }),
      edit: (r) => ({ id: r.download!, categoryId: r.downloadCategory!, title: '改', file: 'x' }),
      setStatus: (r) => ({ id: r.download!, status: 0 }),
      remove: (r) => ({ id: r.download! }),
      publicList: 'own',
      candidateList: 'own',
    }),
    // new:module adds endpoint probes above this line
  ],
};
