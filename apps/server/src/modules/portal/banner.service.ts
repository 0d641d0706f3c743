import { BANNER_MAX } from '@cloud-exam/contract/constants';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type bannerApi, BannerStatus } from '@cloud-exam/contract/portal/banner';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import type { StoredFiles } from '../files';
import { platformOfficeId } from '../org';
import { bannerRepo, toBanner } from './banner.repo';
import { ownImage } from './portal-image';
import { periodOf } from './portal-period';

type Input = Inputs<typeof bannerApi>;

/**
 * The landing page's banners, written by the platform's operators: an image of theirs at most 1920×688 by its
 * header, a valid active period, and never all of them disabled.
 */
export function createBannerService(db: Db, files: StoredFiles, now: Clock) {
  /** The image's measured size, refused past 1920×688 (11070114). */
  async function measured(tenant: Tenant, key: string) {
    const image = await ownImage(files, tenant.officeId, key);
    if (image.width > BANNER_MAX.width || image.height > BANNER_MAX.height) throw new AppError(ErrorCodes.bannerImageTooLarge);
    return { width: image.width, height: image.height };
  }

  /** Refuses a change that leaves banners but none enabled (11070113); run in the change's transaction, after it. */
  async function assertSomeEnabled(tx: Db, tenant: Tenant) {
    const repo = bannerRepo(tx, tenant);
    if ((await repo.exists()) && !(await repo.exists(repo.enabled))) throw new AppError(ErrorCodes.bannersAllDisabled);
  }

  async function found(tenant: Tenant, id: string) {
    const banner = await bannerRepo(db, tenant).findOne(id);
    if (!banner) throw new AppError(ErrorCodes.notFound);
    return banner;
  }

  return {
    page: (tenant: Tenant, filter: Input['page']) => bannerRepo(db, tenant).page(filter),

    async add(tenant: Tenant, { startTime, endTime, ...fields }: Input['add']) {
      const values = { ...fields, ...periodOf(startTime, endTime), ...(await measured(tenant, fields.image)) };
      return db.transaction(async (tx) => {
        const banner = await bannerRepo(tx, tenant).insert(values);
        await assertSomeEnabled(tx, tenant);
        await recordAudit(tx, tenant.actor, { action: 'banner.add', targetType: 'banner', targetId: banner.id, targetName: banner.title });
        return { id: banner.id };
      });
    },

    async edit(tenant: Tenant, { id, startTime, endTime, ...fields }: Input['edit']) {
      const before = await found(tenant, id);
      const size = fields.image === before.image ? {} : await measured(tenant, fields.image);
      const values = { ...fields, ...periodOf(startTime, endTime), ...size };
      await db.transaction(async (tx) => {
        await bannerRepo(tx, tenant).update(id, values);
        await assertSomeEnabled(tx, tenant);
        await recordAudit(tx, tenant.actor, { action: 'banner.edit', targetType: 'banner', targetId: id, targetName: fields.title });
      });
      return null;
    },

    async setStatus(tenant: Tenant, { id, status }: Input['setStatus']) {
      const banner = await found(tenant, id);
      await db.transaction(async (tx) => {
        await bannerRepo(tx, tenant).update(id, { status });
        await assertSomeEnabled(tx, tenant);
        const action = status === BannerStatus.enabled ? 'banner.enable' : 'banner.disable';
        await recordAudit(tx, tenant.actor, { action, targetType: 'banner', targetId: id, targetName: banner.title });
      });
      return null;
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const banner = await found(tenant, id);
      await db.transaction(async (tx) => {
        await bannerRepo(tx, tenant).remove(id);
        await assertSomeEnabled(tx, tenant);
        await recordAudit(tx, tenant.actor, { action: 'banner.delete', targetType: 'banner', targetId: id, targetName: banner.title });
      });
      return null;
    },

    /** What the landing page shows: the platform's enabled banners within their period (none before there is a platform). */
    async showing() {
      const officeId = await platformOfficeId(db);
      if (!officeId) return [];
      const rows = await bannerRepo(db, { officeId }).showing(new Date(now()));
      return rows.map((b) => {
        const { id, title, imageUrl, width, height, link } = toBanner(b);
        return { id, title, imageUrl, width, height, link };
      });
    },
  };
}
