import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type StoredFile, storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import type { officeApi } from '@cloud-exam/contract/org/office';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import {
  validateOptionalEmail,
  validateOptionalPhoneOrLandline,
  validateRouteFlag,
  validateTimeZone,
} from '@cloud-exam/contract/validators';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { changedFields, recordAudit } from '../audit';
import type { StoredFiles } from '../files';
import { officeRepo } from './office.repo';

type Input = Inputs<typeof officeApi>;

/** The caller's institution: its profile (name, platform name, logo, group, contact, default skin, time zone) and its logo. */
export function createOfficeService(db: Db, storedFiles: StoredFiles, forgetOffice: (officeId: string) => void) {
  async function profile(tenant: Tenant) {
    const office = await officeRepo(db, tenant).profile();
    if (!office) throw new AppError(ErrorCodes.notFound);
    const { createdAt, logo, ...fields } = office;
    return { ...fields, logo: storedFileUrl(logo), createTime: createdAt.toISOString() };
  }

  /** Points the institution at another logo (null: the bundled one); the one it had leaves the file store. */
  async function replaceLogo(tenant: Tenant, logo: string | null, detail: Record<string, unknown>) {
    const was = await db.transaction(async (tx) => {
      const offices = officeRepo(tx, tenant);
      const before = await offices.lockedLogo();
      await offices.update({ logo });
      await recordAudit(tx, tenant.actor, { action: 'office.logo', targetType: 'office', targetId: tenant.officeId, detail });
      return before;
    });
    await storedFiles.discard([was]);
  }

  return {
    profile,

    async saveProfile(tenant: Tenant, input: Input['saveProfile']) {
      const checks = [
        validateOptionalPhoneOrLandline(input.contactPhone),
        validateOptionalEmail(input.contactEmail),
        validateRouteFlag(input.routeFlag),
        validateTimeZone(input.timeZone),
      ];
      for (const invalid of checks) if (invalid) throw new AppError(invalid.code, invalid.params);
      if (await officeRepo(db, tenant).nameTakenByOther(input.name)) throw new AppError(ErrorCodes.officeNameTaken);
      const before = await profile(tenant);
      await db.transaction(async (tx) => {
        await officeRepo(tx, tenant).update(input);
        const { logo: _logo, ...was } = before;
        const detail = changedFields(
          Object.fromEntries(Object.keys(input).map((k) => [k, was[k as keyof typeof was]])),
          input as Record<string, unknown>,
        );
        await recordAudit(tx, tenant.actor, {
          action: 'office.edit',
          targetType: 'office',
          targetId: tenant.officeId,
          targetName: input.name,
          detail,
        });
      });
      // Every member's session carries the institution's name, route flag and time zone.
      forgetOffice(tenant.officeId);
      return profile(tenant);
    },

    /** Sets the logo to an uploaded image, kept in the file store. */
    async setLogo(tenant: Tenant, image: StoredFile) {
      await replaceLogo(tenant, image.key, { bytes: image.size, type: image.contentType });
      return { logo: image.url };
    },

    /** Goes back to the bundled logo. */
    async removeLogo(tenant: Tenant) {
      await replaceLogo(tenant, null, { removed: true });
      return null;
    },
  };
}
