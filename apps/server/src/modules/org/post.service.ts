import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { postApi } from '@cloud-exam/contract/org/post';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { changedFields, recordAudit } from '../audit';
import { postRepo } from './post.repo';

type Input = Inputs<typeof postApi>;

/** Job posts: unique names and codes within the institution; a post a member holds cannot be deleted. */
export function createPostService(db: Db) {
  /** Refuses a name or code another post of the institution already has. */
  async function assertUnique(tenant: Tenant, input: { code: string; name: string }, exceptId?: string) {
    const clash = await postRepo(db, tenant).clashes(input, exceptId);
    if (clash.some((p) => p.name === input.name)) throw new AppError(ErrorCodes.postNameTaken);
    if (clash.length) throw new AppError(ErrorCodes.postCodeTaken);
  }

  return {
    page: (tenant: Tenant, filter: Input['page']) => postRepo(db, tenant).page(filter),

    async add(tenant: Tenant, input: Input['add']) {
      await assertUnique(tenant, input);
      return db.transaction(async (tx) => {
        const post = await postRepo(tx, tenant).insert(input);
        await recordAudit(tx, tenant.actor, { action: 'post.add', targetType: 'post', targetId: post.id, targetName: post.name });
        return { id: post.id };
      });
    },

    async edit(tenant: Tenant, { id, ...fields }: Input['edit']) {
      const before = await postRepo(db, tenant).findOne(id);
      if (!before) throw new AppError(ErrorCodes.notFound);
      await assertUnique(tenant, fields, id);
      await db.transaction(async (tx) => {
        const after = await postRepo(tx, tenant).update(id, { ...fields, remark: fields.remark ?? null });
        await recordAudit(tx, tenant.actor, {
          action: 'post.edit',
          targetType: 'post',
          targetId: id,
          targetName: fields.name,
          detail: changedFields(before, after!),
        });
      });
      return null;
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const repo = postRepo(db, tenant);
      const post = await repo.findOne(id);
      if (!post) throw new AppError(ErrorCodes.notFound);
      if (await repo.isHeld(id)) throw new AppError(ErrorCodes.postInUse);
      await db.transaction(async (tx) => {
        await postRepo(tx, tenant).remove(id);
        await recordAudit(tx, tenant.actor, { action: 'post.delete', targetType: 'post', targetId: id, targetName: post.name });
      });
      return null;
    },
  };
}
