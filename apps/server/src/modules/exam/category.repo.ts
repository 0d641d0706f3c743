import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examCategories, exams } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(examCategories);

/** The examination categories of the caller's institution. */
export function categoryRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    all: () => base.list({ orderBy: [asc(examCategories.sort), asc(examCategories.createdAt)] }),
    nameTaken: (name: string, parentId: string | null, exceptId?: string) =>
      base.exists(
        and(
          eq(examCategories.name, name),
          parentId ? eq(examCategories.parentId, parentId) : isNull(examCategories.parentId),
          exceptId ? ne(examCategories.id, exceptId) : undefined,
        ),
      ),
    hasChildren: (id: string) => base.exists(eq(examCategories.parentId, id)),
    /** The exams filed under a category lose it (they keep everything else). */
    async release(id: string) {
      await db
        .update(exams)
        .set({ categoryId: null })
        .where(and(eq(exams.officeId, scope.officeId), eq(exams.categoryId, id)));
    },
  };
}
