import type { ItemContent } from '@cloud-exam/contract/bank/item';
import type { FrozenItem, ItemAtVersion, PaperKind, PaperRule, PaperSnapshot } from '@cloud-exam/contract/paper/paper';
import { and, asc, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, paperAuthCodes, papers, paperSnapshotItems, paperSnapshots, paperUses, users } from '../../db/schema';
import { outer, type Scope, scopedRepo } from '../../db/scoped-repo';
import type { DataRights } from '../../http/tenant';
import { likePattern } from '../../lib/sql-like';
import {
  banksNamed,
  type ItemFacts,
  itemFacts,
  type ItemRule,
  itemPool,
  itemStock,
  itemsAtVersions,
  knowledgeNames,
  pinnedItemContents,
  visibleBankIds,
} from '../bank';

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
  return and(inArray(papers.deptId, ids), sql`${outer(papers.bankIds)} <@ ${visibleBankIds(rights, outer(papers.officeId))}`);
}

const deptName = sql<string | null>`(select ${departments.name} from ${departments} where ${departments.id} = ${outer(papers.deptId)})`;
const createdByName = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${outer(papers.createdBy)})`;
const locked = sql<boolean>`exists(select 1 from ${paperUses} u where u.paper_id = ${outer(papers.id)} and u.published and u.version = ${outer(papers.version)})`;
const useCount = sql<number>`(select cast(count(*) as int) from ${paperUses} u where u.paper_id = ${outer(papers.id)})`;
const extra = { deptName, createdByName, locked, useCount };

export type PaperListRow = PaperRecord & { deptName: string | null; createdByName: string | null; locked: boolean; useCount: number };

export type { ItemFacts };

/**
 * What a rule of a paper draws from: its banks (none: the paper's), its type, difficulties and points; a personality
 * paper's single choices are personality items only.
 */
const itemRuleOf = (paperBankIds: string[], rule: PaperRule, kind: PaperKind): ItemRule => ({
  bankIds: rule.bankIds.length ? rule.bankIds : paperBankIds,
  itemTypeCode: rule.itemTypeCode,
  difficulties: rule.difficulties,
  knowledgeIds: rule.knowledgeIds,
  personality: kind === 'personality' && rule.itemTypeCode === 'single_choice',
});

/** The papers of the caller's institution, with what they are built from. */
export function paperRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
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
    visibleBanks: (rights: DataRights, ids: string[]) => banksNamed(db, scope, ids, rights),
    bankNames: async (ids: string[]) => {
      if (!ids.length) return [];
      const byId = new Map((await banksNamed(db, scope, ids)).map((r) => [r.id, r.name]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /** Of these items, those in banks the member sees (none: any bank of the institution). */
    items: (ids: string[], rights?: DataRights) => itemFacts(db, scope, ids, rights),
    /** How many items a rule matches, and the longest time limits among them a draw of `count` can get. */
    stock: (paperBankIds: string[], rule: PaperRule, kind: PaperKind, rights?: DataRights) =>
      itemStock(db, scope, itemRuleOf(paperBankIds, rule, kind), rule.count, rights),
    /** The items a rule matches, at their current versions: its pool. */
    pool: (paperBankIds: string[], rule: PaperRule, kind: PaperKind): Promise<ItemAtVersion[]> =>
      itemPool(db, scope, itemRuleOf(paperBankIds, rule, kind)),
    /** Items at the versions a paper found, from the items' version history (or as they are, if it lacks one). */
    itemsAtVersions: (refs: { itemId: string; itemVersion: number }[]) => itemsAtVersions(db, scope, refs),
    knowledgeNames: (ids: string[]) => knowledgeNames(db, scope, ids),
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
      const pinned = pinnedItemContents(db, scope, named);
      const copied = await db
        .insert(paperSnapshotItems)
        .select(
          db
            .select({
              id: sql<string>`gen_random_uuid()`.as('id'),
              officeId: sql<string>`${scope.officeId}::uuid`.as('office_id'),
              paperId: sql<string>`${snapshot.paperId}::uuid`.as('paper_id'),
              version: sql<number>`${snapshot.version}::int`.as('version'),
              itemId: pinned.itemId,
              itemVersion: pinned.itemVersion,
              content: pinned.content,
            })
            .from(pinned),
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
