import type { ColumnMapping } from '@cloud-exam/contract/bank/item-mapping';
import { ItemImportState } from '@cloud-exam/contract/bank/item-transfer';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemImports, itemMappings } from '../../db/schema';
import { scopedRepo, type Scope } from '../../db/scoped-repo';
import type { WorkbookLayout } from './formats/excel-mapping';

type Owner = Scope & { userId: string };

const imports = scopedRepo(itemImports);
const mappings = scopedRepo(itemMappings);

/** The member's own Excel imports as they wait for a mapping: another's is not found. */
export function importMappingRepo(db: Db, owner: Owner) {
  const mine = (id: string) => imports(db, owner).where(eq(itemImports.userId, owner.userId), eq(itemImports.id, id));
  return {
    async find(id: string) {
      const [row] = await db
        .select({ state: itemImports.state, bankId: itemImports.bankId, layout: itemImports.layout })
        .from(itemImports)
        .where(mine(id))
        .limit(1);
      return row;
    },
    /** Queues the reading again with the chosen mapping; false when the import is not (any more) waiting for one. */
    async choose(id: string, mapping: ColumnMapping) {
      const rows = await db
        .update(itemImports)
        .set({ state: ItemImportState.queued, progress: 0, mapping })
        .where(and(mine(id), eq(itemImports.state, ItemImportState.mapping)))
        .returning({ id: itemImports.id });
      return rows.length > 0;
    },
  };
}

/** The background reader found a workbook not in the template: the import waits for a mapping, its file kept. */
export async function awaitMapping(db: Db, id: string, layout: WorkbookLayout) {
  await db
    .update(itemImports)
    .set({ state: ItemImportState.mapping, progress: 100, layout })
    .where(and(eq(itemImports.id, id), inArray(itemImports.state, [ItemImportState.queued, ItemImportState.parsing])));
}

/** An institution's saved mappings. */
export function savedMappingRepo(db: Db, scope: Scope) {
  const base = mappings(db, scope);
  return {
    list: () => base.list({ orderBy: [desc(itemMappings.savedAt)] }),
    count: () => base.count(),
    named: async (name: string) => (await base.list({ where: eq(itemMappings.name, name) }))[0],
    /** Saves under a name, replacing the institution's mapping of that name. */
    async save(values: { name: string; headers: string[]; fields: ColumnMapping['fields']; savedBy: string }) {
      const [row] = await db
        .insert(itemMappings)
        .values({ ...values, officeId: scope.officeId })
        .onConflictDoUpdate({
          target: [itemMappings.officeId, itemMappings.name],
          set: { headers: values.headers, fields: values.fields, savedBy: values.savedBy, savedAt: new Date() },
        })
        .returning({ id: itemMappings.id });
      return row!.id;
    },
    remove: (id: string) => base.remove(id),
  };
}
