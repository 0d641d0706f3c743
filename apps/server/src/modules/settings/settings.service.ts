import { DEFAULT_SETTINGS, type SystemSettings, systemSettingsSchema } from '@cloud-exam/contract/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { officeSettings } from '../../db/schema';
import { type Actor, changedFields, recordAudit } from '../audit/audit';

/**
 * An institution's system settings. Each rule applies where the institution is known: sign-in and codes by the
 * account's home institution, passwords set by an administrator or by the member in a session by that
 * institution. Registration, which has no institution yet, runs on the defaults.
 */
export function createSettingsService(db: Db) {
  async function of(officeId: string | null | undefined): Promise<SystemSettings> {
    if (!officeId) return DEFAULT_SETTINGS;
    const [row] = await db.select({ settings: officeSettings.settings }).from(officeSettings).where(eq(officeSettings.officeId, officeId));
    // Parsed again so a stored value outside today's bounds (or a key added since) falls back to the rule.
    const parsed = systemSettingsSchema.safeParse(row?.settings ?? {});
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  }

  return {
    of,

    async save(actor: Actor & { officeId: string }, settings: SystemSettings) {
      const before = await of(actor.officeId);
      await db.transaction(async (tx) => {
        await tx
          .insert(officeSettings)
          .values({ officeId: actor.officeId, settings })
          .onConflictDoUpdate({ target: officeSettings.officeId, set: { settings, updatedAt: new Date() } });
        await recordAudit(tx, actor, {
          action: 'settings.save',
          targetType: 'office',
          targetId: actor.officeId,
          detail: changedFields(before, settings),
        });
      });
      return settings;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
