import { and, asc, eq, gt, ilike, isNull, lte, or } from 'drizzle-orm';
import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import { BannerStatus } from '@cloud-exam/contract/portal/banner';
import type { Db } from '../../db/client';
import { portalBanners } from '../../db/schema';
import { preparedPage, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

const scoped = scopedRepo(portalBanners);
const order = [asc(portalBanners.sort), asc(portalBanners.createdAt)];

const bannerPage = preparedPage(portalBanners, 'portalBanners.page', {
  filters: {
    title: (pattern) => ilike(portalBanners.title, pattern),
    status: (status) => eq(portalBanners.status, status),
  },
  orderBy: order,
});

export type BannerRow = typeof portalBanners.$inferSelect;

/** The banners of the caller's office (the platform's, for its operators). */
export function bannerRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    async page({ title, status, ...paging }: { title?: string; status?: number; current: number; size: number }) {
      const page = await bannerPage(db, scope, paging, { title: title ? likePattern(title) : undefined, status });
      return { ...page, records: page.records.map(toBanner) };
    },
    /** The condition of an enabled banner. */
    enabled: eq(portalBanners.status, BannerStatus.enabled),
    /** The enabled banners whose active period holds `now`, in their order. */
    showing: (now: Date) =>
      base.list({
        where: and(
          eq(portalBanners.status, BannerStatus.enabled),
          or(isNull(portalBanners.startAt), lte(portalBanners.startAt, now)),
          or(isNull(portalBanners.endAt), gt(portalBanners.endAt, now)),
        ),
        orderBy: order,
      }),
  };
}

export const toBanner = (b: BannerRow) => ({
  id: b.id,
  title: b.title,
  image: b.image,
  imageUrl: storedFileUrl(b.image),
  width: b.width,
  height: b.height,
  link: b.link,
  sort: b.sort,
  status: b.status,
  startTime: b.startAt?.toISOString() ?? null,
  endTime: b.endAt?.toISOString() ?? null,
  createTime: b.createdAt.toISOString(),
});
