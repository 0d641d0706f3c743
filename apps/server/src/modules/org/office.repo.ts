import { and, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@cloud-exam/contract/time-zone';
import type { Db } from '../../db/client';
import { memberships, offices } from '../../db/schema';
import type { Scope } from '../../db/scoped-repo';

export type OfficeRow = typeof offices.$inferSelect;
export type OfficeChanges = Partial<Omit<typeof offices.$inferInsert, 'id' | 'createdAt'>>;

/** The caller's own institution: its row is the one whose id is the scope. */
export function officeRepo(db: Db, scope: Scope) {
  const own = eq(offices.id, scope.officeId);
  return {
    /** The institution with how many members it has; undefined if it is gone. */
    async profile() {
      const [office] = await db.select().from(offices).where(own);
      if (!office) return undefined;
      const [members] = await db
        .select({ n: sql<number>`cast(count(*) as int)` })
        .from(memberships)
        .where(eq(memberships.officeId, scope.officeId));
      return { ...office, memberCount: members?.n ?? 0 };
    },
    /** Whether another institution already has this name (in any case). */
    async nameTakenByOther(name: string) {
      const rows = await db
        .select({ id: offices.id })
        .from(offices)
        .where(and(sql`lower(${offices.name}) = lower(${name})`, ne(offices.id, scope.officeId)))
        .limit(1);
      return rows.length > 0;
    },
    /** The logo's key in the file store, or null; the row locked until the transaction ends. */
    async lockedLogo() {
      const [office] = await db.select({ logo: offices.logo }).from(offices).where(own).for('update');
      return office?.logo ?? null;
    },
    /** The institution's time zone, in which its exam times are shown, entered and written. */
    async timeZone() {
      const [office] = await db.select({ timeZone: offices.timeZone }).from(offices).where(own);
      return office?.timeZone ?? DEFAULT_TIME_ZONE;
    },
    async update(changes: OfficeChanges) {
      await db.update(offices).set(changes).where(own);
    },
  };
}

/** The institution's time zone (what other modules read of the institution's row). */
export const institutionTimeZone = (db: Db, scope: Scope) => officeRepo(db, scope).timeZone();
