import type { SystemSettings } from '@cloud-exam/contract/org/office';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { officeSettings } from '../../db/schema';
import type { Scope } from '../../db/scoped-repo';

/** The system settings of the caller's institution, as stored (one row per institution, keyed by it). */
export function settingsRepo(db: Db, scope: Scope) {
  return {
    async stored(): Promise<Partial<SystemSettings> | undefined> {
      const [row] = await db
        .select({ settings: officeSettings.settings })
        .from(officeSettings)
        .where(eq(officeSettings.officeId, scope.officeId));
      return row?.settings;
    },

    async save(settings: SystemSettings) {
      await db
        .insert(officeSettings)
        .values({ officeId: scope.officeId, settings })
        .onConflictDoUpdate({ target: officeSettings.officeId, set: { settings, updatedAt: new Date() } });
    },
  };
}
