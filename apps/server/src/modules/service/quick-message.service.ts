import { QUICK_MESSAGE_MAX, QUICK_MESSAGES_PUBLISHED_MAX } from '@cloud-exam/contract/constants';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { QUICK_TITLE_MAX, type quickMessageApi } from '@cloud-exam/contract/service/service';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { type QuickMessageRow, quickMessageRepo } from './quick-message.repo';

type Input = Inputs<typeof quickMessageApi>;

export const toQuickMessage = (m: QuickMessageRow) => ({
  id: m.id,
  title: m.title,
  reply: m.reply,
  published: m.published,
  sort: m.sort,
  updateTime: m.updatedAt.toISOString(),
});

/**
 * Quick messages: a title at most 30 and a reply at most 200 characters, titles unique in the institution, at most
 * 20 published; a published one can be neither edited nor deleted (withdraw it first).
 */
export function createQuickMessageService(db: Db, now: Clock) {
  async function assertValid(scope: Scope, { title, reply }: { title: string; reply: string }, exceptId?: string) {
    if ([...title].length > QUICK_TITLE_MAX) throw new AppError(ErrorCodes.quickMessageTitleTooLong);
    if ([...reply].length > QUICK_MESSAGE_MAX) throw new AppError(ErrorCodes.quickReplyTooLong);
    if (await quickMessageRepo(db, scope).titleTaken(title, exceptId)) throw new AppError(ErrorCodes.quickMessageTitleTaken);
  }
  async function found(scope: Scope, id: string) {
    const row = await quickMessageRepo(db, scope).findOne(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  }

  return {
    async page(scope: Scope, { published, ...filter }: Input['page']) {
      const page = await quickMessageRepo(db, scope).page({
        ...filter,
        published: published === undefined ? undefined : published === '1',
      });
      return { ...page, records: page.records.map(toQuickMessage) };
    },

    async add(scope: Scope, input: Input['add']) {
      await assertValid(scope, input);
      const row = await quickMessageRepo(db, scope).insert({ ...input, published: false });
      return { id: row.id };
    },

    async update(scope: Scope, { id, ...fields }: Input['update']) {
      if ((await found(scope, id)).published) throw new AppError(ErrorCodes.quickMessagePublishedCannotEdit);
      await assertValid(scope, fields, id);
      await quickMessageRepo(db, scope).update(id, { ...fields, updatedAt: new Date(now()) });
      return null;
    },

    async publish(scope: Scope, { id, published }: Input['publish']) {
      const row = await found(scope, id);
      if (row.published === published) return null;
      const repo = quickMessageRepo(db, scope);
      if (published && (await repo.countPublished()) >= QUICK_MESSAGES_PUBLISHED_MAX) throw new AppError(ErrorCodes.tooManyQuickMessages);
      await repo.update(id, { published, updatedAt: new Date(now()) });
      return null;
    },

    async remove(scope: Scope, { id }: Input['remove']) {
      if ((await found(scope, id)).published) throw new AppError(ErrorCodes.quickMessagePublishedCannotDelete);
      await quickMessageRepo(db, scope).remove(id);
      return null;
    },
  };
}
