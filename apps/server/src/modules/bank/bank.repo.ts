import { defaultScoresOf } from '@cloud-exam/contract/bank/bank';
import type { ItemTypeCode } from '@cloud-exam/contract/bank/item';
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banks, departments, items, itemVersions, knowledgePoints, users } from '../../db/schema';
import { outer, type Scope, scopedRepo } from '../../db/scoped-repo';
import type { DataRights } from '../../http/tenant';
import { likePattern } from '../../lib/sql-like';

const scoped = scopedRepo(banks);

/**
 * The banks a member sees: those of a department within their data rights, or shared with one. A bank whose
 * department was deleted is seen by those who see every department.
 */
export function visibleBanks(rights: DataRights): SQL | undefined {
  if (rights.all) return undefined;
  const ids = [...rights.deptIds];
  if (!ids.length) return sql`false`;
  return or(inArray(banks.deptId, ids), sql`${banks.sharedDeptIds} && ${sql.param(ids)}::uuid[]`);
}

/** The ids of the banks a member sees in an institution (given as an id, or an outer query's column), as an array. */
export const visibleBankIds = (rights: DataRights, officeId: SQL | string) =>
  sql`array(select ${banks.id} from ${banks} where ${and(eq(banks.officeId, officeId), visibleBanks(rights))})`;

/** Items of the banks the member sees (no rights: of any bank of the institution); a condition on the items. */
export function inVisibleBanks(db: Db, scope: Scope, rights?: DataRights): SQL | undefined {
  const visible = rights && visibleBanks(rights);
  return visible ? inArray(items.bankId, db.select({ id: banks.id }).from(banks).where(scoped(db, scope).where(visible))) : undefined;
}

/** Items tagged with a point of these points' subtrees (a point and every point below it in its bank). */
export const inKnowledgeSubtrees = (scope: Scope, knowledgeIds: string | string[]) =>
  sql`${items.knowledgeIds} && array(
    select k.id from ${knowledgePoints} k
    join ${knowledgePoints} top on top.id ${typeof knowledgeIds === 'string' ? sql`= ${knowledgeIds}` : sql`= any(${sql.param(knowledgeIds)}::uuid[])`} and top.office_id = ${scope.officeId}
    where k.bank_id = top.bank_id and k.path like top.path || '%')`;

const deptName = sql<string | null>`(select ${departments.name} from ${departments} where ${departments.id} = ${outer(banks.deptId)})`;
const createdByName = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${outer(banks.createdBy)})`;
/** Items by type, as `{ single_choice: 3, … }`. */
const itemCounts = sql<Partial<Record<ItemTypeCode, number>> | null>`(
  select jsonb_object_agg(t.code, t.n) from (
    select ${items.itemTypeCode} as code, count(*)::int as n from ${items} where ${items.bankId} = ${outer(banks.id)} group by 1
  ) t)`;

type BankRow = typeof banks.$inferSelect & {
  deptName: string | null;
  createdByName: string | null;
  itemCounts: Partial<Record<ItemTypeCode, number>> | null;
};

/** The question banks of the caller's institution. */
export function bankRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    /** Holds the bank's row until the transaction ends: writes that first read what the bank holds go one at a time. */
    async lock(id: string) {
      await db
        .select({ id: banks.id })
        .from(banks)
        .where(base.where(eq(banks.id, id)))
        .for('update');
    },
    async page(
      rights: DataRights,
      { name, status, deptId, ...paging }: { name?: string; status?: number; deptId?: string; current: number; size: number },
    ) {
      const page = await base.page({
        ...paging,
        where: and(
          visibleBanks(rights),
          name ? ilike(banks.name, likePattern(name)) : undefined,
          status === undefined ? undefined : eq(banks.status, status),
          deptId ? eq(banks.deptId, deptId) : undefined,
        ),
        orderBy: [desc(banks.createdAt), asc(banks.id)],
        extra: { deptName, createdByName, itemCounts },
      });
      return { ...page, records: page.records.map(toBank) };
    },
    /** One bank the member may see, with its names and counts. */
    async findVisible(rights: DataRights, id: string) {
      const [row] = await db
        .select({ bank: banks, deptName, createdByName, itemCounts })
        .from(banks)
        .where(base.where(eq(banks.id, id), visibleBanks(rights)));
      return row
        ? toBank({ ...row.bank, deptName: row.deptName, createdByName: row.createdByName, itemCounts: row.itemCounts })
        : undefined;
    },
    options: (rights: DataRights) =>
      db
        .select({ id: banks.id, name: banks.name, status: banks.status })
        .from(banks)
        .where(base.where(visibleBanks(rights)))
        .orderBy(asc(banks.name)),
    nameTaken: (name: string, exceptId?: string) => base.exists(and(eq(banks.name, name), exceptId ? ne(banks.id, exceptId) : undefined)),
    departments: () =>
      db
        .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
        .from(departments)
        .where(eq(departments.officeId, scope.officeId))
        .orderBy(asc(departments.sort), asc(departments.name)),
    /** Whether every id is a department of the institution. */
    async departmentsExist(ids: string[]) {
      const unique = [...new Set(ids)];
      if (!unique.length) return true;
      const rows = await db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.officeId, scope.officeId), inArray(departments.id, unique)));
      return rows.length === unique.length;
    },
    /**
     * Copies a bank's knowledge model and items (as new items at version 1) into another bank: new point ids are
     * made first, so the copied paths, parents and items' knowledge ids are rewritten through one mapping.
     */
    /** A bank's default scores per type (the product's where it set none); the bank is one the caller may use. */
    async defaultScores(id: string) {
      const [row] = await db
        .select({ defaultScores: banks.defaultScores })
        .from(banks)
        .where(base.where(eq(banks.id, id)));
      return defaultScoresOf(row?.defaultScores);
    },
    async copyContent(fromId: string, toId: string, userId: string) {
      await db.execute(sql`
        with mapping as (
          select id as old_id, gen_random_uuid() as new_id from ${knowledgePoints}
          where ${knowledgePoints.bankId} = ${fromId} and ${knowledgePoints.officeId} = ${scope.officeId}
        ), copied as (
          insert into ${knowledgePoints} (id, office_id, bank_id, parent_id, name, sort, path)
          select m.new_id, k.office_id, ${toId}, pm.new_id, k.name, k.sort,
            (select string_agg(coalesce(pm2.new_id::text, seg), '/' order by ord)
               from unnest(string_to_array(k.path, '/')) with ordinality as s(seg, ord)
               left join mapping pm2 on pm2.old_id::text = seg)
          from ${knowledgePoints} k join mapping m on m.old_id = k.id left join mapping pm on pm.old_id = k.parent_id
          returning id
        )
        insert into ${items} (office_id, bank_id, item_type_code, difficulty, score, out_time_second, stem_text, content,
          fingerprint, knowledge_ids, tags, created_by, updated_by)
        select i.office_id, ${toId}, i.item_type_code, i.difficulty, i.score, i.out_time_second, i.stem_text, i.content,
          i.fingerprint,
          coalesce((select array_agg(m.new_id) from unnest(i.knowledge_ids) k(id) join mapping m on m.old_id = k.id), '{}'),
          i.tags, ${userId}, ${userId}
        from ${items} i
        where i.bank_id = ${fromId} and i.office_id = ${scope.officeId}`);
      await db.execute(sql`
        insert into ${itemVersions} (office_id, item_id, version, snapshot, changed_by)
        select office_id, id, 1, content, ${userId} from ${items} where ${items.bankId} = ${toId} and ${items.officeId} = ${scope.officeId}`);
    },
  };
}

const toBank = (row: BankRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  deptId: row.deptId,
  deptName: row.deptName,
  sharedDeptIds: row.sharedDeptIds,
  status: row.status,
  itemCounts: row.itemCounts ?? {},
  defaultScores: defaultScoresOf(row.defaultScores),
  itemCount: Object.values(row.itemCounts ?? {}).reduce((a, b) => a + (b ?? 0), 0),
  createdByName: row.createdByName,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});
