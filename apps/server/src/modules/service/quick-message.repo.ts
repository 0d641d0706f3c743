import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quickMessages } from '../../db/schema';
import { preparedPage, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

const scoped = scopedRepo(quickMessages);
const order = [asc(quickMessages.sort), asc(quickMessages.createdAt)];

const quickPage = preparedPage(quickMessages, 'quick-messages.page', {
  filters: {
    title: (pattern) => ilike(quickMessages.title, pattern),
    published: (published) => eq(quickMessages.published, published),
  },
  orderBy: order,
});

export type QuickMessageRow = typeof quickMessages.$inferSelect;

/** The quick messages of one institution (the platform office's are the platform's). */
export function quickMessageRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    page: ({ title, published, ...paging }: { title?: string; published?: boolean; current: number; size: number }) =>
      quickPage(db, scope, paging, { title: title ? likePattern(title) : undefined, published }),
    titleTaken: (title: string, exceptId?: string) =>
      base.exists(and(eq(quickMessages.title, title), exceptId ? ne(quickMessages.id, exceptId) : undefined)),
    countPublished: () => base.count(eq(quickMessages.published, true)),
    published: () => base.list({ where: eq(quickMessages.published, true), orderBy: order }),
  };
}
