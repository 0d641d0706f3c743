import { DEFAULT_SETTINGS, type SystemSettings, systemSettingsSchema } from '@cloud-exam/contract/org/office';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import type { Tenant } from '../../http/tenant';
import { changedFields, recordAudit } from '../audit';
import { settingsRepo } from './settings.repo';

/**
 * An institution's system settings. Each rule applies where the institution is known: sign-in and codes by the
 * account's home institution, passwords set by an administrator or by the member in a session by that
 * institution. Registration, which has no institution yet, runs on the defaults.
 */
export function createSettingsService(db: Db) {
  /** The settings of an institution: a tenant, or (sign-in, codes) the id of the account's institution, if any. */
  async function of(office: Scope | string | null | undefined): Promise<SystemSettings> {
    const scope = typeof office === 'string' ? (office ? { officeId: office } : undefined) : office;
    if (!scope) return DEFAULT_SETTINGS;
    // Parsed again so a stored value outside today's bounds (or a key added since) falls back to the rule.
    const parsed = systemSettingsSchema.safeParse((await settingsRepo(db, scope).stored()) ?? {});
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  }

  return {
    of,

    async save(tenant: Tenant, settings: SystemSettings) {
      const before = await of(tenant);
      await db.transaction(async (tx) => {
        await settingsRepo(tx, tenant).save(settings);
        await recordAudit(tx, tenant.actor, {
          action: 'settings.save',
          targetType: 'office',
          targetId: tenant.officeId,
          detail: changedFields(before, settings),
        });
      });
      return settings;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
