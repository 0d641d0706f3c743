import type { CategoryKind } from '@cloud-exam/contract/portal/category';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portalCategories, portalDownloads, portalNews } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(portalCategories);
const news = scopedRepo(portalNews);
const downloads = scopedRepo(portalDownloads);

/** The caller's categories of news and downloads. */
export function categoryRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    ofKind: (kind: CategoryKind) =>
      base.list({ where: eq(portalCategories.kind, kind), orderBy: [asc(portalCategories.sort), asc(portalCategories.createdAt)] }),
    /** Whether another category of the kind has this name, in any case. */
    nameTaken: (kind: CategoryKind, name: string, exceptId?: string) =>
      base.exists(
        and(
          eq(portalCategories.kind, kind),
          sql`lower(${portalCategories.name}) = lower(${name})`,
          exceptId ? ne(portalCategories.id, exceptId) : undefined,
        ),
      ),
    /** The category of this kind by its id. */
    async ofKindById(kind: CategoryKind, id: string) {
      const [row] = await base.list({ where: and(eq(portalCategories.kind, kind), eq(portalCategories.id, id)) });
      return row;
    },
    /** Whether any news item or download is in the category. */
    holdsAny: async (id: string) =>
      (await news(db, scope).exists(eq(portalNews.categoryId, id))) || downloads(db, scope).exists(eq(portalDownloads.categoryId, id)),
  };
}

export const toCategory = (c: typeof portalCategories.$inferSelect) => ({ id: c.id, kind: c.kind, name: c.name, sort: c.sort });

/** A row's category name, for the lists of news and downloads. */
export const categoryNameOf = (categoryId: typeof portalNews.categoryId | typeof portalDownloads.categoryId) =>
  sql<string>`(select ${portalCategories.name} from ${portalCategories} where ${portalCategories.id} = ${categoryId})`;
