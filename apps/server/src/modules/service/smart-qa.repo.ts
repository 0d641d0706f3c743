import { and, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qaBlocks, qaItems } from '../../db/schema';
import { preparedPage, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

const scoped = scopedRepo(qaItems);

const qaPage = preparedPage(qaItems, 'qa-items.page', {
  filters: {
    question: (pattern) => ilike(qaItems.question, pattern),
    published: (published) => eq(qaItems.published, published),
  },
  orderBy: [desc(qaItems.createdAt), desc(qaItems.id)],
});

export type QaRow = typeof qaItems.$inferSelect;

/** The Q&A items of one institution (the platform office's are the platform-level ones). */
export function qaRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    page: ({ question, published, ...paging }: { question?: string; published?: boolean; current: number; size: number }) =>
      qaPage(db, scope, paging, { question: question ? likePattern(question) : undefined, published }),
    keyTaken: (key: string, exceptId?: string) =>
      base.exists(and(eq(qaItems.questionKey, key), exceptId ? ne(qaItems.id, exceptId) : undefined)),
    published: () => base.list({ where: eq(qaItems.published, true) }),
  };
}

/**
 * The platform's published items as one institution (`viewer`) sees them: each marked blocked or not. Reads the
 * platform's rows through its own scope; the blocks are the viewer's.
 */
export function platformQaRepo(db: Db, platform: Scope, viewer: Scope) {
  const blocked = sql<boolean>`exists (select 1 from ${qaBlocks} b where b.office_id = ${viewer.officeId} and b.qa_id = ${qaItems.id})`;
  const base = scoped(db, platform);
  return {
    page: ({ question, ...paging }: { question?: string; current: number; size: number }) =>
      base.page({
        ...paging,
        where: and(eq(qaItems.published, true), question ? ilike(qaItems.question, likePattern(question)) : undefined),
        orderBy: [desc(qaItems.createdAt), desc(qaItems.id)],
        extra: { blocked },
      }),
    /** Published and not blocked by the viewer. */
    async shown() {
      const rows = await base.page({ current: 1, size: 10_000, where: eq(qaItems.published, true), extra: { blocked } });
      return rows.records.filter((r) => !r.blocked);
    },
    findPublished: async (id: string) => {
      const row = await base.findOne(id);
      return row?.published ? row : undefined;
    },
    async block(qaId: string, on: boolean) {
      if (on) await db.insert(qaBlocks).values({ officeId: viewer.officeId, qaId }).onConflictDoNothing();
      else await db.delete(qaBlocks).where(and(eq(qaBlocks.officeId, viewer.officeId), eq(qaBlocks.qaId, qaId)));
    },
  };
}
