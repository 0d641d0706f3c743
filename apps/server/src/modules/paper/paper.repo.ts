import type { ItemContent } from '@cloud-exam/contract/bank/item';
import type { FrozenItem, ItemAtVersion, PaperKind, PaperRule, PaperSnapshot } from '@cloud-exam/contract/paper/paper';
import { and, asc, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  banks,
  departments,
  items,
  itemVersions,
  knowledgePoints,
  paperAuthCodes,
  papers,
  paperSnapshotItems,
  paperSnapshots,
  paperUses,
  users,
} from '../../db/schema';
import { outer, type Scope, scopedRepo } from '../../db/scoped-repo';
import type { DataRights } from '../../http/tenant';
import { likePattern } from '../../lib/sql-like';
import { visibleBanks } from '../bank';

const scoped = scopedRepo(papers);
const scopedSnapshots = scopedRepo(paperSnapshots);
const scopedSnapshotItems = scopedRepo(paperSnapshotItems);
const scopedUses = scopedRepo(paperUses);
const scopedCodes = scopedRepo(paperAuthCodes);

export type PaperRecord = typeof papers.$inferSelect;
export type PaperValues = Omit<typeof papers.$inferInsert, 'id' | 'officeId'>;

/**
 * The papers a member sees and manages: those of a department within their data rights (no sharing, unlike banks)
 * whose banks they all see — a paper shows and shares its banks' items.
 */
export function visiblePapers(rights: DataRights): SQL | undefined {
  if (rights.all) return undefined;
  const ids = [...rights.deptIds];
  if (!ids.length) return sql`false`;
  return and(
    inArray(papers.deptId, ids),
    sql`${outer(papers.bankIds)} <@ array(select ${banks.id} from ${banks} where ${banks.officeId} = ${outer(papers.officeId)} and ${visibleBanks(rights)})`,
  );
}

const deptName = sql<string | null>`(select ${departments.name} from ${departments} where ${departments.id} = ${outer(papers.deptId)})`;
const createdByName = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${outer(papers.createdBy)})`;
const locked = sql<boolean>`exists(select 1 from ${paperUses} u where u.paper_id = ${outer(papers.id)} and u.published and u.version = ${outer(papers.version)})`;
const useCount = sql<number>`(select cast(count(*) as int) from ${paperUses} u where u.paper_id = ${outer(papers.id)})`;
const extra = { deptName, createdByName, locked, useCount };

export type PaperListRow = PaperRecord & { deptName: string | null; createdByName: string | null; locked: boolean; useCount: number };

/** An item as a paper's rules read it. */
export type ItemFacts = {
  id: string;
  bankId: string;
  itemTypeCode: string;
  version: number;
  outTimeSecond: number;
  difficulty: number;
  knowledgeIds: string[];
};
const facts = {
  id: items.id,
  bankId: items.bankId,
  itemTypeCode: items.itemTypeCode,
  version: items.version,
  outTimeSecond: items.outTimeSecond,
  difficulty: items.difficulty,
  knowledgeIds: items.knowledgeIds,
};

/** The papers of the caller's institution, with what they are built from. */
export function paperRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  /** Items of banks the member sees; no rights: of any bank of the institution. */
  const inBanks = (rights?: DataRights) => {
    const visible = rights && visibleBanks(rights);
    return visible
      ? inArray(
          items.bankId,
          db
            .select({ id: banks.id })
            .from(banks)
            .where(and(eq(banks.officeId, scope.officeId), visible)),
        )
      : undefined;
  };
  /**
   * The items a rule matches: of its banks (none: the paper's), its type, any of its difficulties and points. A
   * personality paper's single choices are personality items only: no key and a dimension on an option, as
   * `isDimensionScored` tells them (the item rules give a keyless single choice a dimension on every option).
   */
  const matching = (paperBankIds: string[], rule: PaperRule, kind: PaperKind, rights?: DataRights) =>
    and(
      eq(items.officeId, scope.officeId),
      inBanks(rights),
      inArray(items.bankId, rule.bankIds.length ? rule.bankIds : paperBankIds),
      eq(items.itemTypeCode, rule.itemTypeCode),
      kind === 'personality' && rule.itemTypeCode === 'single_choice'
        ? sql`coalesce(jsonb_array_length(${items.content}->'answerAttrs'->'options'), 0) = 0
            and exists(select 1 from jsonb_array_elements(${items.content}->'optionsDataList') o
                       where coalesce(o->'optionAttrs'->>'dimension', '') <> '')`
        : undefined,
      rule.difficulties.length ? inArray(items.difficulty, rule.difficulties) : undefined,
      rule.knowledgeIds.length
        ? sql`${items.knowledgeIds} && array(
            select k.id from ${knowledgePoints} k
            join ${knowledgePoints} top on top.id = any(${sql.param(rule.knowledgeIds)}::uuid[]) and top.office_id = ${scope.officeId}
            where k.bank_id = top.bank_id and k.path like top.path || '%')`
        : undefined,
    );
  return {
    ...base,
    async page(
      rights: DataRights,
      f: { name?: string; kind?: PaperKind; deptId?: string; bankId?: string; current: number; size: number },
    ) {
      return base.page({
        current: f.current,
        size: f.size,
        where: and(
          visiblePapers(rights),
          f.name ? ilike(papers.name, likePattern(f.name)) : undefined,
          f.kind ? eq(papers.kind, f.kind) : undefined,
          f.deptId ? eq(papers.deptId, f.deptId) : undefined,
          f.bankId ? sql`${papers.bankIds} @> array[${f.bankId}]::uuid[]` : undefined,
        ),
        orderBy: [desc(papers.createdAt), desc(papers.id)],
        extra,
      });
    },
    async findVisible(rights: DataRights, id: string): Promise<PaperListRow | undefined> {
      const [row] = await db
        .select({ paper: papers, ...extra })
        .from(papers)
        .where(base.where(eq(papers.id, id), visiblePapers(rights)));
      return row && { ...row.paper, deptName: row.deptName, createdByName: row.createdByName, locked: row.locked, useCount: row.useCount };
    },
    nameTaken: (name: string, exceptId?: string) => base.exists(and(eq(papers.name, name), exceptId ? ne(papers.id, exceptId) : undefined)),
    async departmentExists(id: string) {
      const rows = await db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.officeId, scope.officeId), eq(departments.id, id)));
      return rows.length > 0;
    },
    /** Saves a new version unless someone saved another since `version`; answers the new version or undefined. */
    async saveVersion(id: string, version: number, values: Partial<PaperValues>) {
      const [row] = await db
        .update(papers)
        .set({ ...values, version: version + 1, updatedAt: new Date() })
        .where(base.where(eq(papers.id, id), eq(papers.version, version)))
        .returning({ version: papers.version });
      return row?.version;
    },
    /** Of these banks, those the member sees, with their names. */
    visibleBanks: (rights: DataRights, ids: string[]) =>
      db
        .select({ id: banks.id, name: banks.name })
        .from(banks)
        .where(and(eq(banks.officeId, scope.officeId), inArray(banks.id, ids), visibleBanks(rights))),
    bankNames: async (ids: string[]) => {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: banks.id, name: banks.name })
        .from(banks)
        .where(and(eq(banks.officeId, scope.officeId), inArray(banks.id, ids)));
      const byId = new Map(rows.map((r) => [r.id, r.name]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /** Of these items, those in banks the member sees (none: any bank of the institution). */
    items: async (ids: string[], rights?: DataRights): Promise<ItemFacts[]> =>
      ids.length
        ? db
            .select(facts)
            .from(items)
            .where(and(eq(items.officeId, scope.officeId), inArray(items.id, ids), inBanks(rights)))
        : [],
    /** How many items a rule matches, and the longest time limits among them a draw of `count` can get. */
    async stock(paperBankIds: string[], rule: PaperRule, kind: PaperKind, rights?: DataRights) {
      const rows = await db
        .select({ available: sql<number>`cast(count(*) over () as int)`, outTimeSecond: items.outTimeSecond })
        .from(items)
        .where(matching(paperBankIds, rule, kind, rights))
        .orderBy(desc(items.outTimeSecond))
        .limit(rule.count);
      return { available: rows[0]?.available ?? 0, longest: rows.map((r) => r.outTimeSecond) };
    },
    /** The items a rule matches, at their current versions: its pool. */
    pool: (paperBankIds: string[], rule: PaperRule, kind: PaperKind): Promise<ItemAtVersion[]> =>
      db
        .select({ itemId: items.id, itemVersion: items.version })
        .from(items)
        .where(matching(paperBankIds, rule, kind))
        .orderBy(asc(items.createdAt), asc(items.id)),
    /** Items at the versions a paper found, from the items' version history (or as they are, if it lacks one). */
    async itemsAtVersions(refs: { itemId: string; itemVersion: number }[]) {
      if (!refs.length) return new Map<string, { itemVersion: number; content: ItemContent }>();
      const kept = await db
        .select({ itemId: itemVersions.itemId, version: itemVersions.version, snapshot: itemVersions.snapshot })
        .from(itemVersions)
        .where(
          and(
            eq(itemVersions.officeId, scope.officeId),
            inArray(
              itemVersions.itemId,
              refs.map((r) => r.itemId),
            ),
            // the pinned versions only, not every item's whole history
            inArray(itemVersions.version, [...new Set(refs.map((r) => r.itemVersion))]),
          ),
        );
      const current = await db
        .select({ id: items.id, version: items.version, content: items.content })
        .from(items)
        .where(
          and(
            eq(items.officeId, scope.officeId),
            inArray(
              items.id,
              refs.map((r) => r.itemId),
            ),
          ),
        );
      const found = new Map<string, { itemVersion: number; content: ItemContent }>();
      for (const c of current) found.set(c.id, { itemVersion: c.version, content: c.content as ItemContent });
      const wanted = new Map(refs.map((r) => [r.itemId, r.itemVersion]));
      for (const k of kept)
        if (wanted.get(k.itemId) === k.version) found.set(k.itemId, { itemVersion: k.version, content: k.snapshot as ItemContent });
      return found;
    },
    async knowledgeNames(ids: string[]) {
      if (!ids.length) return new Map<string, string>();
      const rows = await db
        .select({ id: knowledgePoints.id, name: knowledgePoints.name })
        .from(knowledgePoints)
        .where(and(eq(knowledgePoints.officeId, scope.officeId), inArray(knowledgePoints.id, ids)));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}

/**
 * For the exam module: the papers a member sees (`visiblePapers`), to import into an exam — by name or by ids,
 * newest first, paged.
 */
export function pickablePapers(
  db: Db,
  scope: Scope,
  rights: DataRights,
  f: { name?: string; ids?: string[]; current: number; size: number },
) {
  return scoped(db, scope).page({
    current: f.current,
    size: f.size,
    where: and(
      visiblePapers(rights),
      f.name ? ilike(papers.name, likePattern(f.name)) : undefined,
      f.ids ? inArray(papers.id, f.ids) : undefined,
    ),
    orderBy: [desc(papers.createdAt), desc(papers.id)],
  });
}

/** Frozen versions, the exams using them and the codes sharing them. */
export function paperUseRepo(db: Db, scope: Scope) {
  const snapshots = scopedSnapshots(db, scope);
  const snapshotItems = scopedSnapshotItems(db, scope);
  const uses = scopedUses(db, scope);
  const codes = scopedCodes(db, scope);
  return {
    async snapshot(paperId: string, version: number) {
      const [row] = await db
        .select({ snapshot: paperSnapshots.snapshot })
        .from(paperSnapshots)
        .where(snapshots.where(eq(paperSnapshots.paperId, paperId), eq(paperSnapshots.version, version)));
      return row?.snapshot;
    },
    /**
     * Keeps a version's snapshot and the content of every item it names, unless the version is kept already (it is
     * frozen once); call it within a transaction. The content is copied inside the database, from the item's version
     * history (or the item as it is, if that lacks the version), without passing through the server. An item chosen
     * by hand is kept at its pinned version even where a pool also names it (a draw never takes a hand item from a
     * pool); a pool item deleted since the pool was read is left out of its pool.
     */
    async saveSnapshot(snapshot: PaperSnapshot) {
      const named = new Map<string, number>();
      for (const s of snapshot.sections) for (const i of s.items) named.set(i.itemId, i.itemVersion);
      for (const s of snapshot.sections)
        for (const r of s.rules) for (const i of r.pool) if (!named.has(i.itemId)) named.set(i.itemId, i.itemVersion);
      const [kept] = await db
        .insert(paperSnapshots)
        .values({ officeId: scope.officeId, paperId: snapshot.paperId, version: snapshot.version, snapshot })
        .onConflictDoNothing()
        .returning({ id: paperSnapshots.id });
      if (!kept || !named.size) return;
      const copied = await db
        .insert(paperSnapshotItems)
        .select(
          db
            .select({
              id: sql<string>`gen_random_uuid()`.as('id'),
              officeId: sql<string>`${scope.officeId}::uuid`.as('office_id'),
              paperId: sql<string>`${snapshot.paperId}::uuid`.as('paper_id'),
              version: sql<number>`${snapshot.version}::int`.as('version'),
              itemId: sql<string>`n.item_id`.as('item_id'),
              itemVersion: sql<number>`n.item_version`.as('item_version'),
              content: sql<Record<string, unknown>>`coalesce(${itemVersions.snapshot}, ${items.content})`.as('content'),
            })
            .from(
              sql`unnest(${sql.param([...named.keys()])}::uuid[], ${sql.param([...named.values()])}::int[]) as n(item_id, item_version)`,
            )
            .leftJoin(
              itemVersions,
              and(
                eq(itemVersions.officeId, scope.officeId),
                sql`${itemVersions.itemId} = n.item_id and ${itemVersions.version} = n.item_version`,
              ),
            )
            .leftJoin(items, and(eq(items.officeId, scope.officeId), sql`${items.id} = n.item_id`))
            .where(sql`coalesce(${itemVersions.snapshot}, ${items.content}) is not null`),
        )
        .returning({ itemId: paperSnapshotItems.itemId });
      if (copied.length === named.size) return;
      const found = new Set(copied.map((c) => c.itemId));
      const present = (i: { itemId: string }) => found.has(i.itemId);
      const sections = snapshot.sections.map((s) => ({
        ...s,
        items: s.items.filter(present),
        rules: s.rules.map((r) => ({ ...r, pool: r.pool.filter(present) })),
      }));
      await db
        .update(paperSnapshots)
        .set({ snapshot: { ...snapshot, sections } })
        .where(snapshots.where(eq(paperSnapshots.id, kept.id)));
    },
    /** The content a frozen version kept of some of its items (none given: all of them). */
    async snapshotItems(paperId: string, version: number, itemIds?: string[]): Promise<FrozenItem[]> {
      const rows = await db
        .select({ itemId: paperSnapshotItems.itemId, itemVersion: paperSnapshotItems.itemVersion, content: paperSnapshotItems.content })
        .from(paperSnapshotItems)
        .where(
          snapshotItems.where(
            eq(paperSnapshotItems.paperId, paperId),
            eq(paperSnapshotItems.version, version),
            itemIds ? inArray(paperSnapshotItems.itemId, itemIds) : undefined,
          ),
        );
      return rows.map((r) => ({ ...r, content: r.content as ItemContent }));
    },
    uses: (paperId: string) => uses.list({ where: eq(paperUses.paperId, paperId), orderBy: [asc(paperUses.createdAt)] }),
    /** Records the use; a published one keeps the version it was published with. Answers the version recorded. */
    async markUsed(use: { paperId: string; version: number; examId: string; examName: string; published: boolean }) {
      const [row] = await db
        .insert(paperUses)
        .values({ ...use, officeId: scope.officeId })
        .onConflictDoUpdate({
          target: [paperUses.paperId, paperUses.examId],
          set: {
            version: sql`case when ${paperUses.published} then ${paperUses.version} else excluded.version end`,
            examName: use.examName,
            published: sql`${paperUses.published} or excluded.published`,
          },
          setWhere: eq(paperUses.officeId, scope.officeId),
        })
        .returning({ version: paperUses.version });
      return row!.version;
    },
    async release(examId: string, paperId?: string) {
      const rows = await db
        .delete(paperUses)
        .where(uses.where(eq(paperUses.examId, examId), paperId ? eq(paperUses.paperId, paperId) : undefined))
        .returning({ id: paperUses.id });
      return rows.length;
    },
    authCodes: (paperId: string) =>
      db
        .select({
          code: paperAuthCodes,
          createdByName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${outer(paperAuthCodes.createdBy)})`,
        })
        .from(paperAuthCodes)
        .where(codes.where(eq(paperAuthCodes.paperId, paperId)))
        .orderBy(desc(paperAuthCodes.createdAt)),
    addAuthCode: codes.insert,
    async revokeAuthCode(paperId: string, code: string) {
      const rows = await db
        .update(paperAuthCodes)
        .set({ revokedAt: new Date() })
        .where(codes.where(eq(paperAuthCodes.paperId, paperId), eq(paperAuthCodes.code, code)))
        .returning({ id: paperAuthCodes.id });
      return rows.length > 0;
    },
  };
}

/**
 * A code as any institution may present it: the one lookup not scoped to the caller's institution, since the code
 * is what another institution was given; it answers the owner's scope for everything after.
 */
export async function authCodeByCode(db: Db, code: string) {
  const [row] = await db.select().from(paperAuthCodes).where(eq(paperAuthCodes.code, code));
  return row;
}
