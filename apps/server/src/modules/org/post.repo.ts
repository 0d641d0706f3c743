import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberPosts, posts } from '../../db/schema';
import { preparedPage, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

const scoped = scopedRepo(posts);
const memberCount = sql<number>`(select count(*)::int from ${memberPosts} mp where mp.post_id = ${posts.id})`;

/** Posts whose name or code contains a text, of a status, in their order, each with how many members hold it. */
const postPage = preparedPage(posts, 'posts.page', {
  filters: {
    name: (pattern) => or(ilike(posts.name, pattern), ilike(posts.code, pattern)),
    status: (status) => eq(posts.status, status),
  },
  orderBy: [asc(posts.sort), asc(posts.createdAt)],
  extra: { memberCount },
});

/** Job posts of the caller's institution. */
export function postRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    /** Posts whose name or code contains `name`, in their order, each with how many members hold it. */
    async page({ name, status, ...paging }: { name?: string; status?: number; current: number; size: number }) {
      const page = await postPage(db, scope, paging, { name: name ? likePattern(name) : undefined, status });
      return { ...page, records: page.records.map(toPost) };
    },
    /** Posts other than `exceptId` that already have this name or code. */
    clashes(input: { code: string; name: string }, exceptId?: string) {
      return base.list({
        where: and(or(eq(posts.code, input.code), eq(posts.name, input.name)), exceptId ? ne(posts.id, exceptId) : undefined),
      });
    },
    async isHeld(id: string) {
      const held = await db
        .select({ one: sql`1` })
        .from(memberPosts)
        .where(and(eq(memberPosts.officeId, scope.officeId), eq(memberPosts.postId, id)))
        .limit(1);
      return held.length > 0;
    },
  };
}

const toPost = (p: typeof posts.$inferSelect & { memberCount: number }) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  sort: p.sort,
  status: p.status,
  remark: p.remark,
  memberCount: p.memberCount,
  createTime: p.createdAt.toISOString(),
});
