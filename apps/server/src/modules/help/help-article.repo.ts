import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles, helpMenus } from '../../db/schema';
import { countOf, type PageParams, pageFrom, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type HelpArticleFilter = { menuId?: string; title?: string; published?: boolean };

const scoped = scopedRepo(helpArticles);
const inOrder = [asc(helpArticles.sort), asc(helpArticles.createdAt), asc(helpArticles.id)];
const menuName = sql<string>`(select ${helpMenus.name} from ${helpMenus} where ${helpMenus.id} = ${helpArticles.menuId})`;

/** The help articles of the office that owns them (the platform office). */
export function helpArticleRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  const published = eq(helpArticles.published, true);
  return {
    ...base,
    /** A published article, or nothing. */
    async findPublished(id: string) {
      const [row] = await base.list({ where: and(eq(helpArticles.id, id), published) });
      return row;
    },
    /** The published articles of one menu, in their order. */
    publishedPage: (menuId: string, paging: PageParams) =>
      base.page({ ...paging, where: and(eq(helpArticles.menuId, menuId), published), orderBy: inOrder }),

    /**
     * Published articles whose title or text contains the keyword, in any case: titles that match first. The trigram
     * indexes on both columns serve `ilike '%…%'`, Chinese included.
     */
    searchPage(keyword: string, paging: PageParams) {
      const pattern = likePattern(keyword);
      const titleHit = ilike(helpArticles.title, pattern);
      const where: SQL = base.where(published, or(titleHit, ilike(helpArticles.contentText, pattern)))!;
      return pageFrom(paging, (limit, offset) =>
        db
          .select({
            id: helpArticles.id,
            menuId: helpArticles.menuId,
            title: helpArticles.title,
            contentText: helpArticles.contentText,
            total: countOf(helpArticles, where),
          })
          .from(helpArticles)
          .where(where)
          .orderBy(desc(titleHit), ...inOrder)
          .limit(limit)
          .offset(offset),
      );
    },

    /** Every article for the operator, filtered, newest first, with its menu's name. */
    page({ menuId, title, published: state, ...paging }: HelpArticleFilter & PageParams) {
      return base.page({
        ...paging,
        where: and(
          menuId ? eq(helpArticles.menuId, menuId) : undefined,
          title ? ilike(helpArticles.title, likePattern(title)) : undefined,
          state === undefined ? undefined : eq(helpArticles.published, state),
        ),
        orderBy: [desc(helpArticles.createdAt), desc(helpArticles.id)],
        extra: { menuName },
      });
    },
    async findWithMenu(id: string) {
      const [row] = await db
        .select({ article: helpArticles, menuName })
        .from(helpArticles)
        .where(base.where(eq(helpArticles.id, id)));
      return row && { ...row.article, menuName: row.menuName };
    },
  };
}
