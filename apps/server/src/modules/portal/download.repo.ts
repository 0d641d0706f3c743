import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import { type DownloadGroup, DownloadStatus } from '@cloud-exam/contract/portal/download';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portalCategories, portalDownloads } from '../../db/schema';
import { type PageParams, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';
import { categoryNameOf } from './portal-category.repo';

const scoped = scopedRepo(portalDownloads);
const extra = { categoryName: categoryNameOf(portalDownloads.categoryId) };
const order = [asc(portalDownloads.sort), asc(portalDownloads.createdAt)];

/** The download centre's files of one office. */
export function downloadRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    async page({ title, categoryId, status, ...paging }: { title?: string; categoryId?: string; status?: number } & PageParams) {
      const where = and(
        title ? ilike(portalDownloads.title, likePattern(title)) : undefined,
        categoryId ? eq(portalDownloads.categoryId, categoryId) : undefined,
        status !== undefined ? eq(portalDownloads.status, status) : undefined,
      );
      const found = await base.page({ ...paging, where, orderBy: order, extra });
      return { ...found, records: found.records.map(toDownload) };
    },
    /** The published files by category, categories and files each in their order. */
    async published(): Promise<DownloadGroup[]> {
      const rows = await db
        .select({ download: portalDownloads, categoryName: portalCategories.name })
        .from(portalDownloads)
        .innerJoin(portalCategories, eq(portalCategories.id, portalDownloads.categoryId))
        .where(base.where(eq(portalDownloads.status, DownloadStatus.published)))
        .orderBy(asc(portalCategories.sort), asc(portalCategories.createdAt), ...order);
      const groups = new Map<string, DownloadGroup>();
      for (const { download, categoryName } of rows) {
        const group = groups.get(download.categoryId) ?? { categoryId: download.categoryId, categoryName, files: [] };
        groups.set(download.categoryId, group);
        const { id, title, description, fileUrl, fileName, size, updateTime } = toDownload({ ...download, categoryName });
        group.files.push({ id, title, description, fileUrl, fileName, size, updateTime });
      }
      return [...groups.values()];
    },
  };
}

const toDownload = (d: typeof portalDownloads.$inferSelect & { categoryName: string }) => ({
  id: d.id,
  categoryId: d.categoryId,
  categoryName: d.categoryName,
  title: d.title,
  description: d.description,
  file: d.file,
  fileUrl: storedFileUrl(d.file),
  fileName: d.fileName,
  size: d.size,
  sort: d.sort,
  status: d.status,
  updateTime: d.updatedAt.toISOString(),
});
