import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, papers } from '../../db/schema';
import type { Scope } from '../../db/scoped-repo';

/**
 * The papers that use a bank or items, which may then not be deleted. It reads the paper table directly rather than
 * through the paper module, which itself depends on the bank module's index.
 */
export function inUseRepo(db: Db, scope: Scope) {
  const names = (condition: ReturnType<typeof sql>) =>
    db
      .select({ name: papers.name })
      .from(papers)
      .where(and(eq(papers.officeId, scope.officeId), condition))
      .orderBy(asc(papers.name))
      .then((rows) => rows.map((r) => r.name));
  return {
    /** Papers drawing on the bank, or holding an item of it. */
    papersUsingBank: (bankId: string) =>
      names(
        sql`(${papers.bankIds} @> array[${bankId}]::uuid[] or ${papers.itemIds} && array(
          select ${items.id} from ${items} where ${items.bankId} = ${bankId} and ${items.officeId} = ${scope.officeId}))`,
      ),
    /** Papers holding any of the items. */
    papersUsingItems: (ids: string[]) => names(sql`${papers.itemIds} && ${sql.param(ids)}::uuid[]`),
  };
}
