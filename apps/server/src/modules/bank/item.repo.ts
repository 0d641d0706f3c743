import { type ItemContent, type ItemFilter, type ItemTypeCode, itemTypeNumber } from '@cloud-exam/contract/bank/item';
import { itemLine } from '@cloud-exam/contract/bank/item-line';
import { and, asc, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { banks, items, itemVersions, knowledgePoints, users } from '../../db/schema';
import { outer, type PageParams, type Scope, scopedRepo } from '../../db/scoped-repo';
import type { DataRights } from '../../http/tenant';
import { likePattern } from '../../lib/sql-like';
import { inKnowledgeSubtrees, inVisibleBanks, visibleBanks } from './bank.repo';

const scoped = scopedRepo(items);
/** How far past a page the item list counts: a bank of 100,000 items shows "more than …" rather than count them all. */
export const ITEM_COUNT_AHEAD = 10_000;
export type ItemRecord = typeof items.$inferSelect;
/** The columns an item's content decides, written with it. */
export type ItemColumns = Pick<ItemRecord, 'itemTypeCode' | 'difficulty' | 'score' | 'outTimeSecond' | 'stemText' | 'fingerprint'> & {
  content: ItemContent;
};

const nameOf = (column: AnyPgColumn) => sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${outer(column)})`;
const knowledgeNames = sql<string[]>`array(
  select ${knowledgePoints.name} from ${knowledgePoints} where ${knowledgePoints.id} = any(${outer(items.knowledgeIds)}) order by ${knowledgePoints.path})`;

/** The items of the caller's institution's banks. */
export function itemRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  /**
   * The items of one bank the member may see. The bank's visibility is a condition on the bank alone, which
   * PostgreSQL decides once; as `bank_id in (visible banks)` it joined, and then sorted the whole bank for a page.
   */
  const inVisibleBank = (rights: DataRights, bankId: string) => {
    const visible = visibleBanks(rights);
    return and(
      eq(items.bankId, bankId),
      visible
        ? sql`exists (${db
            .select({ id: banks.id })
            .from(banks)
            .where(and(eq(banks.id, bankId), eq(banks.officeId, scope.officeId), visible))})`
        : undefined,
    );
  };
  /** A version row for each item a batch changed, the content as it is. */
  const recordVersions = async (
    rows: { id: string; version: number; content: Record<string, unknown> }[],
    changedFields: string[],
    userId: string,
  ) => {
    if (rows.length)
      await db.insert(itemVersions).values(
        rows.map((r) => ({
          officeId: scope.officeId,
          itemId: r.id,
          version: r.version,
          snapshot: r.content,
          changedFields,
          changedBy: userId,
        })),
      );
  };
  return {
    ...base,
    async page(rights: DataRights, filter: ItemFilter, paging: PageParams) {
      const subtree = filter.knowledgeId ? inKnowledgeSubtrees(scope, filter.knowledgeId) : undefined;
      const page = await base.page({
        ...paging,
        where: and(
          filter.bankId ? inVisibleBank(rights, filter.bankId) : inVisibleBanks(db, scope, rights),
          filter.itemTypeCode ? eq(items.itemTypeCode, filter.itemTypeCode) : undefined,
          filter.difficulty ? eq(items.difficulty, filter.difficulty) : undefined,
          filter.tag ? sql`${items.tags} @> array[${filter.tag}]::text[]` : undefined,
          filter.keyword ? ilike(items.stemText, likePattern(filter.keyword)) : undefined,
          subtree,
        ),
        orderBy: [desc(items.createdAt), desc(items.id)],
        extra: { knowledgeNames, updatedByName: nameOf(items.updatedBy) },
        countAhead: ITEM_COUNT_AHEAD,
      });
      return {
        ...page,
        records: page.records.map((r) => ({
          id: r.id,
          bankId: r.bankId,
          itemType: itemTypeNumber(r.itemTypeCode as ItemTypeCode),
          itemTypeCode: r.itemTypeCode as ItemTypeCode,
          stemText: r.stemText,
          stemLine: itemLine(r.content as ItemContent),
          difficulty: r.difficulty,
          score: r.score,
          knowledgeNames: r.knowledgeNames,
          tags: r.tags,
          version: r.version,
          updatedByName: r.updatedByName,
          updateTime: r.updatedAt.toISOString(),
        })),
      };
    },
    /** An item with the names of its knowledge points and its author. */
    async findNamed(id: string) {
      const [row] = await db
        .select({ item: items, knowledgeNames, createdByName: nameOf(items.createdBy) })
        .from(items)
        .where(base.where(eq(items.id, id)));
      return row;
    },
    /** Another item of the bank with the same stem and options. */
    duplicateOf: (bankId: string, fingerprint: string, exceptId?: string) =>
      base.exists(and(eq(items.bankId, bankId), eq(items.fingerprint, fingerprint), exceptId ? ne(items.id, exceptId) : undefined)),
    /** Inserts items with their first versions. */
    async add(bankId: string, userId: string, rows: (ItemColumns & { knowledgeIds: string[]; tags: string[] })[]) {
      const added = await base.insertMany(rows.map((r) => ({ ...r, bankId, createdBy: userId, updatedBy: userId })));
      await db
        .insert(itemVersions)
        .values(
          added.map((item) => ({ officeId: scope.officeId, itemId: item.id, version: 1, snapshot: item.content, changedBy: userId })),
        );
      return added;
    },
    /** Saves a new version, unless someone saved another since `version`; answers the new version or undefined. */
    async saveVersion(
      id: string,
      version: number,
      userId: string,
      columns: ItemColumns & { bankId: string; knowledgeIds: string[]; tags: string[] },
      changedFields: string[],
    ) {
      const [row] = await db
        .update(items)
        .set({ ...columns, version: version + 1, updatedBy: userId, updatedAt: new Date() })
        .where(base.where(eq(items.id, id), eq(items.version, version)))
        .returning({ version: items.version });
      if (!row) return undefined;
      if (changedFields.length)
        await db.insert(itemVersions).values({
          officeId: scope.officeId,
          itemId: id,
          version: row.version,
          snapshot: columns.content,
          changedFields,
          changedBy: userId,
        });
      return row.version;
    },
    versions: (id: string) =>
      db
        .select({
          version: itemVersions.version,
          changedFields: itemVersions.changedFields,
          changedByName: nameOf(itemVersions.changedBy),
          changedAt: itemVersions.changedAt,
        })
        .from(itemVersions)
        .where(and(eq(itemVersions.officeId, scope.officeId), eq(itemVersions.itemId, id)))
        .orderBy(desc(itemVersions.version)),
    async version(id: string, version: number) {
      const [row] = await db
        .select({ snapshot: itemVersions.snapshot, changedAt: itemVersions.changedAt, changedByName: nameOf(itemVersions.changedBy) })
        .from(itemVersions)
        .where(and(eq(itemVersions.officeId, scope.officeId), eq(itemVersions.itemId, id), eq(itemVersions.version, version)));
      return row;
    },
    /** Of these ids, the items in banks the member sees. */
    async visible(rights: DataRights, ids: string[]) {
      return db
        .select({ id: items.id, bankId: items.bankId })
        .from(items)
        .where(base.where(inArray(items.id, ids), inVisibleBanks(db, scope, rights)));
    },
    /** Moves items to another bank (those already there stay as they are); each move is a version. */
    async moveTo(ids: string[], bankId: string, userId: string) {
      const rows = await db
        .update(items)
        .set({ bankId, knowledgeIds: [], version: sql`${items.version} + 1`, updatedBy: userId, updatedAt: new Date() })
        .where(base.where(inArray(items.id, ids), ne(items.bankId, bankId)))
        .returning({ id: items.id, version: items.version, content: items.content });
      await recordVersions(rows, ['bankId', 'knowledgeIds'], userId);
      return rows.length;
    },
    /** The bank's tags with how many items carry each, most used first, those containing `keyword` when given. */
    async tags(bankId: string, keyword: string | undefined, limit: number) {
      const all = db
        .select({ tag: sql<string>`unnest(${items.tags})`.as('tag') })
        .from(items)
        .where(base.where(eq(items.bankId, bankId)))
        .as('bank_tags');
      const count = sql<number>`cast(count(*) as int)`;
      return db
        .select({ tag: all.tag, count })
        .from(all)
        .where(keyword ? ilike(all.tag, likePattern(keyword)) : undefined)
        .groupBy(all.tag)
        .orderBy(desc(count), asc(all.tag))
        .limit(limit);
    },
    /** Adds and removes tags; each item whose tags change gets a version. */
    async retag(ids: string[], add: string[], remove: string[], userId: string) {
      const tags = sql`array(select distinct t from unnest(${items.tags} || ${sql.param(add)}::text[]) t
                         where t <> all(${sql.param(remove)}::text[]) order by t)`;
      const rows = await db
        .update(items)
        .set({ tags, version: sql`${items.version} + 1`, updatedBy: userId, updatedAt: new Date() })
        .where(base.where(inArray(items.id, ids), sql`${items.tags} is distinct from ${tags}`))
        .returning({ id: items.id, version: items.version, content: items.content });
      await recordVersions(rows, ['tags'], userId);
      return rows.length;
    },
    /** Of these fingerprints, those the bank holds. */
    async fingerprintsIn(bankId: string, fingerprints: string[]) {
      if (!fingerprints.length) return new Set<string>();
      const rows = await db
        .selectDistinct({ fingerprint: items.fingerprint })
        .from(items)
        .where(base.where(eq(items.bankId, bankId), inArray(items.fingerprint, fingerprints)));
      return new Set(rows.map((r) => r.fingerprint));
    },
    /** How many items a bank holds. */
    inBank: (bankId: string) => base.count(eq(items.bankId, bankId)),
    /** A bank's items (or those of them among ids), oldest first, as an export writes them. */
    forExport: (bankId: string, ids?: string[]) =>
      db
        .select({ content: items.content, knowledgeIds: items.knowledgeIds, tags: items.tags })
        .from(items)
        .where(base.where(eq(items.bankId, bankId), ids ? inArray(items.id, ids) : undefined))
        .orderBy(asc(items.createdAt), asc(items.id)),
    /** Which of these knowledge point ids are points of the bank. */
    async knowledgeOfBank(bankId: string, ids: string[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: knowledgePoints.id })
        .from(knowledgePoints)
        .where(and(eq(knowledgePoints.officeId, scope.officeId), eq(knowledgePoints.bankId, bankId), inArray(knowledgePoints.id, ids)));
      return rows.map((r) => r.id);
    },
  };
}
