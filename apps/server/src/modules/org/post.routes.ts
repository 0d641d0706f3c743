import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { pageOf, postAddSchema, postEditSchema, postPageQuerySchema, postSchema } from '@cloud-exam/contract/org';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { memberPosts, posts } from '../../db/schema';
import { requireAuthority } from '../../http/access';
import { AppError } from '../../http/app-error';
import { ok, okResponse } from '../../http/envelope';
import { likePattern } from '../../lib/sql-like';
import { changedFields, recordAudit } from '../audit/audit';
import { bearer, byIdInBodyOrQuery, idIn, orgCaller } from './org-context';

const inOffice = (officeId: string) => eq(posts.officeId, officeId);
const memberCount = sql<number>`(select count(*)::int from ${memberPosts} mp where mp.post_id = ${posts.id})`;

/** Job posts (spec §7 Organisation: /post/get/page, add, edit, delete). */
export async function postRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = requireAuthority(Authority.system);
  const base = { tags: ['organisation'], security: bearer };

  const findOne = (officeId: string, id: string) =>
    db
      .select()
      .from(posts)
      .where(and(inOffice(officeId), eq(posts.id, id)))
      .then((rows) => rows[0]);

  /** Refuses a name or code another post of the institution already has. */
  async function assertUnique(officeId: string, input: { code: string; name: string }, exceptId?: string) {
    const clash = await db
      .select({ code: posts.code, name: posts.name })
      .from(posts)
      .where(
        and(
          inOffice(officeId),
          or(eq(posts.code, input.code), eq(posts.name, input.name)),
          exceptId ? sql`${posts.id} <> ${exceptId}` : undefined,
        ),
      );
    if (clash.some((p) => p.name === input.name)) throw new AppError(ErrorCodes.postNameTaken);
    if (clash.length) throw new AppError(ErrorCodes.postCodeTaken);
  }

  r.get(
    '/gl/ua/post/get/page',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Posts of the institution, filtered and paged',
        querystring: postPageQuerySchema,
        response: okResponse(pageOf(postSchema)),
      },
    },
    async (request) => {
      const { officeId } = await orgCaller(db, request);
      const { name, status, current, size } = request.query;
      const where = and(
        inOffice(officeId),
        name ? or(ilike(posts.name, likePattern(name)), ilike(posts.code, likePattern(name))) : undefined,
        status === undefined ? undefined : eq(posts.status, status),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ post: posts, memberCount })
          .from(posts)
          .where(where)
          .orderBy(asc(posts.sort), asc(posts.createdAt))
          .limit(size)
          .offset((current - 1) * size),
        db.select({ n: count() }).from(posts).where(where),
      ]);
      return ok({ records: rows.map((p) => toPost(p.post, p.memberCount)), total: total?.n ?? 0, current, size });
    },
  );

  r.post(
    '/gl/ua/post/add',
    { config: access, schema: { ...base, summary: 'Add a post', body: postAddSchema, response: okResponse(z.object({ id: z.string() })) } },
    async (request) => {
      const { officeId, actor } = await orgCaller(db, request);
      await assertUnique(officeId, request.body);
      const post = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(posts)
          .values({ ...request.body, officeId })
          .returning();
        await recordAudit(tx, actor, { action: 'post.add', targetType: 'post', targetId: row!.id, targetName: row!.name });
        return row!;
      });
      return ok({ id: post.id });
    },
  );

  r.put(
    '/gl/ua/post/edit',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Edit a post (parameters in the query, as every PUT)',
        querystring: postEditSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const { officeId, actor } = await orgCaller(db, request);
      const { id, ...fields } = request.query;
      const before = await findOne(officeId, id);
      if (!before) throw new AppError(ErrorCodes.notFound);
      await assertUnique(officeId, fields, id);
      await db.transaction(async (tx) => {
        const [after] = await tx
          .update(posts)
          .set({ ...fields, remark: fields.remark ?? null })
          .where(and(inOffice(officeId), eq(posts.id, id)))
          .returning();
        await recordAudit(tx, actor, {
          action: 'post.edit',
          targetType: 'post',
          targetId: id,
          targetName: fields.name,
          detail: changedFields(before, after!),
        });
      });
      return ok(null);
    },
  );

  r.delete(
    '/gl/ua/post/delete',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Delete a post no member holds (id in the body or the query)',
        ...byIdInBodyOrQuery,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const { officeId, actor } = await orgCaller(db, request);
      const id = idIn(request) ?? '';
      const post = id ? await findOne(officeId, id) : undefined;
      if (!post) throw new AppError(ErrorCodes.notFound);
      const [held] = await db.select({ n: count() }).from(memberPosts).where(eq(memberPosts.postId, id));
      if (held?.n) throw new AppError(ErrorCodes.postInUse);
      await db.transaction(async (tx) => {
        await tx.delete(posts).where(and(inOffice(officeId), eq(posts.id, id)));
        await recordAudit(tx, actor, { action: 'post.delete', targetType: 'post', targetId: id, targetName: post.name });
      });
      return ok(null);
    },
  );
}

const toPost = (p: typeof posts.$inferSelect, memberCount: number) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  sort: p.sort,
  status: p.status,
  remark: p.remark,
  memberCount,
  createTime: p.createdAt.toISOString(),
});
