import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles, helpMenus } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';

export type HelpMenuRow = typeof helpMenus.$inferSelect;

const scoped = scopedRepo(helpMenus);
const articles = scopedRepo(helpArticles);
const parentIs = (parentId: string | null) => (parentId ? eq(helpMenus.parentId, parentId) : isNull(helpMenus.parentId));

/** The help menus of the office that owns them (the platform office). */
export function helpMenuRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    /** Every menu in its order: by level, then among siblings by `sort`, then by age. */
    all: () => base.list({ orderBy: [asc(helpMenus.level), asc(helpMenus.sort), asc(helpMenus.createdAt)] }),
    countChildren: (id: string) => base.count(eq(helpMenus.parentId, id)),
    hasArticles: (id: string) => articles(db, scope).exists(eq(helpArticles.menuId, id)),
    nameTaken: (parentId: string | null, name: string, exceptId?: string) =>
      base.exists(and(parentIs(parentId), eq(helpMenus.name, name), exceptId ? ne(helpMenus.id, exceptId) : undefined)),
  };
}
