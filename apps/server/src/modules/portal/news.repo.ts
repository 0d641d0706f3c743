import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import { NewsStatus } from '@cloud-exam/contract/portal/news';
import { and, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portalNews } from '../../db/schema';
import { type PageParams, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';
import { categoryNameOf } from './portal-category.repo';

const scoped = scopedRepo(portalNews);
const extra = { categoryName: categoryNameOf(portalNews.categoryId) };
/** Pinned first, then the newest published, then the newest written. */
const order = [desc(portalNews.pinned), sql`${portalNews.publishedAt} desc nulls last`, desc(portalNews.createdAt)];
const published = eq(portalNews.status, NewsStatus.published);

export type NewsFilter = { title?: string; categoryId?: string; status?: number };

/** The news of one office: the platform's, an institution's. */
export function newsRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  const page = async ({ title, categoryId, status, ...paging }: NewsFilter & PageParams) => {
    const where = and(
      title ? ilike(portalNews.title, likePattern(title)) : undefined,
      categoryId ? eq(portalNews.categoryId, categoryId) : undefined,
      status !== undefined ? eq(portalNews.status, status) : undefined,
    );
    const found = await base.page({ ...paging, where, orderBy: order, extra });
    return { ...found, records: found.records.map(toNewsItem) };
  };
  return {
    ...base,
    page,
    /** What readers see: the published items. */
    publishedPage: (filter: { categoryId?: string } & PageParams) => page({ ...filter, status: NewsStatus.published }),
    async withText(id: string) {
      const [row] = await db
        .select({ news: portalNews, ...extra })
        .from(portalNews)
        .where(base.where(eq(portalNews.id, id)));
      return row && toNews({ ...row.news, categoryName: row.categoryName });
    },
    /** A published item, its views counted once more; undefined when there is none. */
    async view(id: string) {
      const [row] = await db
        .update(portalNews)
        .set({ views: sql`${portalNews.views} + 1` })
        .where(base.where(eq(portalNews.id, id), published))
        .returning({ ...getTableColumns(portalNews), ...extra });
      return row && toNews(row);
    },
  };
}

type NewsRow = typeof portalNews.$inferSelect & { categoryName: string };

const toNewsItem = (n: NewsRow) => ({
  id: n.id,
  categoryId: n.categoryId,
  categoryName: n.categoryName,
  title: n.title,
  summary: n.summary,
  cover: n.cover,
  coverUrl: storedFileUrl(n.cover),
  pinned: n.pinned,
  status: n.status,
  publishTime: n.publishedAt?.toISOString() ?? null,
  views: n.views,
  createTime: n.createdAt.toISOString(),
});

const toNews = (n: NewsRow) => ({ ...toNewsItem(n), content: n.content });
