import { ItemImportState } from '@cloud-exam/contract/bank/item-transfer';
import { and, eq, getTableColumns, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemImports } from '../../db/schema';
import { scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(itemImports);

export type ItemImportRow = typeof itemImports.$inferSelect;
type Owner = { officeId: string; userId: string };

const { uploadKey: _uploadKey, items: _items, ...listed } = getTableColumns(itemImports);

/** The item imports of one member in the caller's institution: only theirs are seen. */
export function itemImportRepo(db: Db, owner: Owner) {
  const base = scoped(db, owner);
  const mine = (id: string) => base.where(eq(itemImports.userId, owner.userId), eq(itemImports.id, id));
  return {
    async insert(values: Pick<ItemImportRow, 'bankId' | 'format' | 'fileName' | 'lang' | 'uploadKey' | 'createdAt'>) {
      const [row] = await db
        .insert(itemImports)
        .values({ ...values, officeId: owner.officeId, userId: owner.userId })
        .returning({ id: itemImports.id });
      return row!.id;
    },
    /** One of the member's imports, without its file and items. */
    async find(id: string) {
      const [row] = await db.select(listed).from(itemImports).where(mine(id)).limit(1);
      return row;
    },
    /** One of the member's imports with the items read from it. */
    async withItems(id: string) {
      const [row] = await db
        .select({ ...listed, items: itemImports.items })
        .from(itemImports)
        .where(mine(id))
        .limit(1);
      return row;
    },
    /** Replaces a read import's items (their scores set in the preview); false when it is no longer waiting to be committed. */
    async saveItems(id: string, items: Record<string, unknown>[], withProblems: number) {
      const rows = await db
        .update(itemImports)
        .set({ items, withProblems })
        .where(and(mine(id), eq(itemImports.state, ItemImportState.parsed)))
        .returning({ id: itemImports.id });
      return rows.length > 0;
    },
    /** Marks a read import committed; false when it is not (any more) waiting to be (committed twice at once). */
    async commit(id: string, imported: number) {
      const rows = await db
        .update(itemImports)
        .set({ state: ItemImportState.committed, imported, items: null })
        .where(and(mine(id), eq(itemImports.state, ItemImportState.parsed)))
        .returning({ id: itemImports.id });
      return rows.length > 0;
    },
  };
}

const unread = inArray(itemImports.state, [ItemImportState.queued, ItemImportState.parsing]);

/** What the background reader reads and writes: it acts for the import's owner, whom the row names. */
export const itemImportWork = {
  /** Takes an import to read; undefined when it has been read already (a job delivered twice). */
  async claim(db: Db, id: string) {
    const [row] = await db
      .update(itemImports)
      .set({ state: ItemImportState.parsing })
      .where(and(eq(itemImports.id, id), unread))
      .returning();
    return row;
  },
  async progress(db: Db, id: string, progress: number) {
    await db.update(itemImports).set({ progress }).where(eq(itemImports.id, id));
  },
  /**
   * Removes every institution's imports uploaded before `before` that were never committed, with the file or the
   * items they hold; answers how many went. The pictures their items name stay (see `expire`).
   */
  async removeUncommitted(db: Db, before: Date) {
    const rows = await db
      .delete(itemImports)
      .where(and(ne(itemImports.state, ItemImportState.committed), lt(itemImports.createdAt, before)))
      .returning({ id: itemImports.id });
    return rows.length;
  },
  /** Ends the reading; answers the key of the file read, for its owner to drop (undefined when ended already). */
  async finish(
    db: Db,
    id: string,
    end: Pick<ItemImportRow, 'state' | 'items' | 'total' | 'withProblems' | 'errorCode' | 'errorParams' | 'fileTaskId' | 'finishedAt'> &
      Partial<Pick<ItemImportRow, 'skipped'>>,
  ) {
    const [row] = await db
      .update(itemImports)
      .set({ ...end, progress: 100 })
      .where(and(eq(itemImports.id, id), unread))
      .returning({ uploadKey: itemImports.uploadKey });
    return row?.uploadKey;
  },
};
