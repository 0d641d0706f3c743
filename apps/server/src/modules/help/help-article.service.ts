import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { helpArticleApi, HelpArticleRow as HelpArticleOut } from '@cloud-exam/contract/help/help';
import { highlightParts, snippetAround } from '@cloud-exam/contract/help/highlight';
import { richTextPlain } from '@cloud-exam/contract/rich-text-plain';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { sanitizeRichText } from '../../lib/rich-text';
import { helpArticleRepo, type HelpArticleRow } from './help-article.repo';
import { helpMenuRepo } from './help-menu.repo';
import { platformScope } from './help-menu.service';

type Input = Inputs<typeof helpArticleApi>;

const toArticle = (a: HelpArticleRow) => ({
  id: a.id,
  menuId: a.menuId,
  title: a.title,
  content: a.content,
  updateTime: a.updatedAt.toISOString(),
});
const toRow = (a: HelpArticleRow & { menuName: string }): HelpArticleOut => ({
  ...toArticle(a),
  menuName: a.menuName,
  published: a.published,
  sort: a.sort,
  createTime: a.createdAt.toISOString(),
});
const emptyPage = ({ current, size }: { current: number; size: number }) => ({ records: [], total: 0, current, size });

export function createHelpArticleService(db: Db) {
  /** The article's fields as stored: its HTML sanitised, its visible text kept for the search. */
  async function fields(tenant: Tenant, { menuId, title, content, published, sort }: Input['add']) {
    if (!(await helpMenuRepo(db, tenant).findOne(menuId))) throw new AppError(ErrorCodes.helpMenuMissing);
    const clean = sanitizeRichText(content);
    return { menuId, title, content: clean, contentText: richTextPlain(clean), published, sort };
  }

  return {
    async queryPage({ menuId, ...paging }: Input['queryPage']) {
      const scope = await platformScope(db);
      if (!scope) return emptyPage(paging);
      const page = await helpArticleRepo(db, scope).publishedPage(menuId, paging);
      return { ...page, records: page.records.map(toArticle) };
    },

    async searchPage({ keyword, ...paging }: Input['searchPage']) {
      const scope = await platformScope(db);
      if (!scope) return emptyPage(paging);
      const page = await helpArticleRepo(db, scope).searchPage(keyword, paging);
      return {
        ...page,
        records: page.records.map((a) => ({
          id: a.id,
          menuId: a.menuId,
          title: highlightParts(a.title, keyword),
          snippet: highlightParts(snippetAround(a.contentText, keyword), keyword),
        })),
      };
    },

    async query({ id }: Input['query']) {
      const scope = await platformScope(db);
      const article = scope && (await helpArticleRepo(db, scope).findPublished(id));
      if (!article) throw new AppError(ErrorCodes.notFound);
      return toArticle(article);
    },

    async page(tenant: Tenant, { published, ...filter }: Input['page']) {
      const page = await helpArticleRepo(db, tenant).page({ ...filter, published: published && published === '1' });
      return { ...page, records: page.records.map(toRow) };
    },

    async detail(tenant: Tenant, { id }: Input['detail']) {
      const article = await helpArticleRepo(db, tenant).findWithMenu(id);
      if (!article) throw new AppError(ErrorCodes.notFound);
      return toRow(article);
    },

    async add(tenant: Tenant, input: Input['add']) {
      const article = await helpArticleRepo(db, tenant).insert({ ...(await fields(tenant, input)), createdBy: tenant.userId });
      return { id: article.id };
    },

    async edit(tenant: Tenant, { id, ...input }: Input['edit']) {
      const changed = await helpArticleRepo(db, tenant).update(id, { ...(await fields(tenant, input)), updatedAt: new Date() });
      if (!changed) throw new AppError(ErrorCodes.notFound);
      return null;
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      if (!(await helpArticleRepo(db, tenant).remove(id))) throw new AppError(ErrorCodes.notFound);
      return null;
    },
  };
}
