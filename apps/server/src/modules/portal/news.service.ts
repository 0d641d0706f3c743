import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type newsApi, NewsStatus } from '@cloud-exam/contract/portal/news';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/rich-text';
import { recordAudit } from '../audit';
import type { StoredFiles } from '../files';
import { platformOfficeId } from '../org';
import type { createCategoryService } from './portal-category.service';
import { newsRepo } from './news.repo';
import { ownImage } from './portal-image';

type Input = Inputs<typeof newsApi>;

/**
 * News: written by the platform's operators for everyone and by an institution (gl_pt) for its own candidates; the
 * rich text sanitised before it is kept, the cover one of the writer's uploaded images, the category theirs.
 */
export function createNewsService(db: Db, files: StoredFiles, categories: ReturnType<typeof createCategoryService>, now: Clock) {
  async function found(tenant: Tenant, id: string) {
    const news = await newsRepo(db, tenant).findOne(id);
    if (!news) throw new AppError(ErrorCodes.notFound);
    return news;
  }

  /** The fields as kept: the category and cover checked as the writer's, the text sanitised. */
  async function checked(tenant: Tenant, fields: Input['add']) {
    await categories.assertOwn(tenant.officeId, 'news', fields.categoryId);
    if (fields.cover) await ownImage(files, tenant.officeId, fields.cover);
    return { ...fields, content: sanitizeRichText(fields.content) };
  }

  async function audited(
    tenant: Tenant,
    id: string,
    title: string,
    action: string,
    change: (repo: ReturnType<typeof newsRepo>) => Promise<unknown>,
  ) {
    await db.transaction(async (tx) => {
      await change(newsRepo(tx, tenant));
      await recordAudit(tx, tenant.actor, { action, targetType: 'news', targetId: id, targetName: title });
    });
    return null;
  }

  /** A reader's item: published, of that office, its views counted. */
  async function viewed(officeId: string | undefined, id: string) {
    const news = officeId && (await newsRepo(db, { officeId }).view(id));
    if (!news) throw new AppError(ErrorCodes.notFound);
    return news;
  }

  return {
    page: (tenant: Tenant, filter: Input['page']) => newsRepo(db, tenant).page(filter),

    async detail(tenant: Tenant, { id }: Input['detail']) {
      const news = await newsRepo(db, tenant).withText(id);
      if (!news) throw new AppError(ErrorCodes.notFound);
      return news;
    },

    async add(tenant: Tenant, input: Input['add']) {
      const values = await checked(tenant, input);
      return db.transaction(async (tx) => {
        const news = await newsRepo(tx, tenant).insert({ ...values, createdBy: tenant.userId });
        await recordAudit(tx, tenant.actor, { action: 'news.add', targetType: 'news', targetId: news.id, targetName: news.title });
        return { id: news.id };
      });
    },

    async edit(tenant: Tenant, { id, ...input }: Input['edit']) {
      await found(tenant, id);
      const values = await checked(tenant, input);
      return audited(tenant, id, values.title, 'news.edit', (repo) => repo.update(id, { ...values, updatedAt: new Date(now()) }));
    },

    async setStatus(tenant: Tenant, { id, status }: Input['setStatus']) {
      const news = await found(tenant, id);
      const publishedAt = status === NewsStatus.published ? (news.publishedAt ?? new Date(now())) : news.publishedAt;
      const action = status === NewsStatus.published ? 'news.publish' : 'news.unpublish';
      return audited(tenant, id, news.title, action, (repo) => repo.update(id, { status, publishedAt }));
    },

    async setPinned(tenant: Tenant, { id, pinned }: Input['setPinned']) {
      const news = await found(tenant, id);
      return audited(tenant, id, news.title, pinned ? 'news.pin' : 'news.unpin', (repo) => repo.update(id, { pinned }));
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const news = await found(tenant, id);
      return audited(tenant, id, news.title, 'news.delete', (repo) => repo.remove(id));
    },

    /** The platform's published news (none before there is a platform). */
    async publicPage(filter: Input['publicPage']) {
      const officeId = await platformOfficeId(db);
      return officeId
        ? newsRepo(db, { officeId }).publishedPage(filter)
        : { records: [], total: 0, current: filter.current, size: filter.size };
    },
    publicDetail: async ({ id }: Input['publicDetail']) => viewed(await platformOfficeId(db), id),

    /** An institution's published news, for its own candidates. */
    candidatePage: (officeId: string, filter: Input['candidatePage']) => newsRepo(db, { officeId }).publishedPage(filter),
    candidateDetail: (officeId: string, { id }: Input['candidateDetail']) => viewed(officeId, id),
  };
}
