import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { officeApi } from '@cloud-exam/contract/org/office';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { validateOptionalEmail, validateOptionalPhoneOrLandline, validateRouteFlag } from '@cloud-exam/contract/validators';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { changedFields, recordAudit } from '../audit';
import { officeRepo } from './office.repo';

type Input = Inputs<typeof officeApi>;

/** The caller's institution: its profile (name, platform name, logo, group, contact, default skin) and its logo. */
export function createOfficeService(db: Db, forgetOffice: (officeId: string) => void) {
  async function profile(tenant: Tenant) {
    const office = await officeRepo(db, tenant).profile();
    if (!office) throw new AppError(ErrorCodes.notFound);
    const { createdAt, ...fields } = office;
    return { ...fields, createTime: createdAt.toISOString() };
  }

  return {
    profile,

    async saveProfile(tenant: Tenant, input: Input['saveProfile']) {
      const checks = [
        validateOptionalPhoneOrLandline(input.contactPhone),
        validateOptionalEmail(input.contactEmail),
        validateRouteFlag(input.routeFlag),
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
      // Every member's session carries the institution's name and route flag.
      forgetOffice(tenant.officeId);
      return profile(tenant);
    },

    /** Sets the logo to an uploaded image (a data: URL). */
    async setLogo(tenant: Tenant, image: { dataUrl: string; bytes: number; type: string }) {
      const logo = image.dataUrl;
      await db.transaction(async (tx) => {
        await officeRepo(tx, tenant).update({ logo });
        await recordAudit(tx, tenant.actor, {
          action: 'office.logo',
          targetType: 'office',
          targetId: tenant.officeId,
          detail: { bytes: image.bytes, type: image.type },
        });
      });
      return { logo };
    },

    /** Goes back to the bundled logo. */
    async removeLogo(tenant: Tenant) {
      await db.transaction(async (tx) => {
        await officeRepo(tx, tenant).update({ logo: null });
        await recordAudit(tx, tenant.actor, {
          action: 'office.logo',
          targetType: 'office',
          targetId: tenant.officeId,
          detail: { removed: true },
        });
      });
      return null;
    },
  };
}
