import { and, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paperPackages, papers, users } from '../../db/schema';
import { outer, preparedPage, type Scope, scopedRepo } from '../../db/scoped-repo';
import type { DataRights } from '../../http/tenant';
import { likePattern } from '../../lib/sql-like';
import { visiblePapers } from './paper.repo';

const scoped = scopedRepo(paperPackages);

/** The variants' papers as `[{ paperId, paperName }]`, in order (a deleted paper has no name). */
const variants = sql<{ paperId: string; paperName: string | null }[]>`(
  select coalesce(jsonb_agg(jsonb_build_object('paperId', v.id, 'paperName', p.name) order by v.n), '[]')
  from unnest(${outer(paperPackages.paperIds)}) with ordinality v(id, n)
  left join ${papers} p on p.id = v.id and p.office_id = ${outer(paperPackages.officeId)})`;
const createdByName = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${outer(paperPackages.createdBy)})`;
const extra = { variants, createdByName };

const packagePage = preparedPage(paperPackages, 'paper_packages.page', {
  filters: { name: (pattern) => ilike(paperPackages.name, pattern) },
  orderBy: [desc(paperPackages.createdAt), desc(paperPackages.id)],
  extra,
});

export type PackageRow = typeof paperPackages.$inferSelect & {
  variants: { paperId: string; paperName: string | null }[];
  createdByName: string | null;
};

/** The paper packages of the caller's institution. */
export function packageRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    page: ({ name, ...paging }: { name?: string; current: number; size: number }) =>
      packagePage(db, scope, paging, { name: name ? likePattern(name) : undefined }),
    async findNamed(id: string): Promise<PackageRow | undefined> {
      const [row] = await db
        .select({ pkg: paperPackages, ...extra })
        .from(paperPackages)
        .where(base.where(eq(paperPackages.id, id)));
      return row && { ...row.pkg, variants: row.variants, createdByName: row.createdByName };
    },
    nameTaken: (name: string, exceptId?: string) =>
      base.exists(and(eq(paperPackages.name, name), exceptId ? ne(paperPackages.id, exceptId) : undefined)),
    /** How many of these ids are papers the member sees. */
    async papersFound(ids: string[], rights: DataRights) {
      const rows = await db
        .select({ id: papers.id })
        .from(papers)
        .where(and(eq(papers.officeId, scope.officeId), inArray(papers.id, ids), visiblePapers(rights)));
      return rows.length;
    },
    /** The names of the packages holding this paper. */
    async holding(paperId: string) {
      const rows = await db
        .select({ name: paperPackages.name })
        .from(paperPackages)
        .where(base.where(sql`${paperPackages.paperIds} @> array[${paperId}]::uuid[]`));
      return rows.map((r) => r.name);
    },
  };
}
