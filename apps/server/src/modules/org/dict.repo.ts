import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictItems } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';

export type DictItemRow = typeof dictItems.$inferSelect;
export type DictEntry = Pick<DictItemRow, 'type' | 'code' | 'name' | 'sort' | 'status'>;

const scoped = scopedRepo(dictItems);

/** The institution's own dictionary entries: additions and overrides of the system defaults. */
export function dictRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  const entry = (type: string, code: string) => base.where(eq(dictItems.type, type), eq(dictItems.code, code));
  return {
    ...base,
    /** The entries of these dictionaries. */
    ofTypes: (types: string[]) => (types.length ? base.list({ where: inArray(dictItems.type, types) }) : Promise.resolve([])),
    /** The dictionaries the institution has entries in. */
    async types() {
      const rows = await db.selectDistinct({ type: dictItems.type }).from(dictItems).where(base.where());
      return rows.map((r) => r.type);
    },
    /** Adds an entry, or changes the label, order and status of the one with this type and code. */
    async save(input: DictEntry) {
      await db
        .insert(dictItems)
        .values({ ...input, officeId: scope.officeId })
        .onConflictDoUpdate({
          target: [dictItems.officeId, dictItems.type, dictItems.code],
          set: { name: input.name, sort: input.sort, status: input.status },
        });
    },
    /** Removes the entry with this type and code; answers it, or undefined when the institution has none. */
    async removeEntry(type: string, code: string) {
      const [deleted] = await db.delete(dictItems).where(entry(type, code)).returning({ name: dictItems.name });
      return deleted;
    },
  };
}
