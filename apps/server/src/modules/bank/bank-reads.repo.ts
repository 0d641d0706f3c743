import type { ItemContent, ItemTypeCode } from '@cloud-exam/contract/bank/item';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banks, items, itemVersions, knowledgePoints } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';
import type { DataRights } from '../../http/tenant';
import { inKnowledgeSubtrees, inVisibleBanks, visibleBanks } from './bank.repo';

/*
 * What other modules (the papers) read of the banks, their items and knowledge points: through the bank module's
 * index, so that no other module names the bank's tables. Each read is scoped to the caller's institution by the
 * repository kit.
 */
const scopedBanks = scopedRepo(banks);
const scopedItems = scopedRepo(items);
const scopedVersions = scopedRepo(itemVersions);
const scopedPoints = scopedRepo(knowledgePoints);

/** Of these banks, those of the institution (and, given rights, that the member sees), with their names. */
export const banksNamed = (db: Db, scope: Scope, ids: string[], rights?: DataRights) =>
  db
    .select({ id: banks.id, name: banks.name })
    .from(banks)
    .where(scopedBanks(db, scope).where(inArray(banks.id, ids), rights && visibleBanks(rights)));

/** An item as a paper's rules read it. */
export type ItemFacts = {
  id: string;
  bankId: string;
  itemTypeCode: string;
  version: number;
  /** Its score in the bank, at `version`. */
  score: number;
  outTimeSecond: number;
  difficulty: number;
  knowledgeIds: string[];
};
const facts = {
  id: items.id,
  bankId: items.bankId,
  itemTypeCode: items.itemTypeCode,
  version: items.version,
  score: items.score,
  outTimeSecond: items.outTimeSecond,
  difficulty: items.difficulty,
  knowledgeIds: items.knowledgeIds,
};

/** Of these items, those in banks the member sees (no rights: any bank of the institution). */
export const itemFacts = async (db: Db, scope: Scope, ids: string[], rights?: DataRights): Promise<ItemFacts[]> =>
  ids.length
    ? db
        .select(facts)
        .from(items)
        .where(scopedItems(db, scope).where(inArray(items.id, ids), inVisibleBanks(db, scope, rights)))
    : [];

/** Which items a paper's rule draws from: of these banks, of a type, of any of these difficulties and points. */
export type ItemRule = {
  bankIds: string[];
  itemTypeCode: ItemTypeCode;
  difficulties: number[];
  knowledgeIds: string[];
  /**
   * Personality items only: no key and a dimension on an option, as `isDimensionScored` tells them (the item rules
   * give a keyless single choice a dimension on every option).
   */
  personality: boolean;
};

/** The items a rule matches, in banks the member sees (no rights: any bank of the institution). */
const matching = (db: Db, scope: Scope, rule: ItemRule, rights?: DataRights) =>
  scopedItems(db, scope).where(
    inVisibleBanks(db, scope, rights),
    inArray(items.bankId, rule.bankIds),
    eq(items.itemTypeCode, rule.itemTypeCode),
    rule.personality
      ? sql`coalesce(jsonb_array_length(${items.content}->'answerAttrs'->'options'), 0) = 0
            and exists(select 1 from jsonb_array_elements(${items.content}->'optionsDataList') o
                       where coalesce(o->'optionAttrs'->>'dimension', '') <> '')`
      : undefined,
    rule.difficulties.length ? inArray(items.difficulty, rule.difficulties) : undefined,
    rule.knowledgeIds.length ? inKnowledgeSubtrees(scope, rule.knowledgeIds) : undefined,
  );

/** How many items a rule matches, and the longest time limits among them a draw of `count` can get. */
export async function itemStock(db: Db, scope: Scope, rule: ItemRule, count: number, rights?: DataRights) {
  const rows = await db
    .select({ available: sql<number>`cast(count(*) over () as int)`, outTimeSecond: items.outTimeSecond })
    .from(items)
    .where(matching(db, scope, rule, rights))
    .orderBy(desc(items.outTimeSecond))
    .limit(count);
  return { available: rows[0]?.available ?? 0, longest: rows.map((r) => r.outTimeSecond) };
}

/** The items a rule matches, at their current versions, oldest first. */
export const itemPool = (db: Db, scope: Scope, rule: ItemRule) =>
  db
    .select({ itemId: items.id, itemVersion: items.version })
    .from(items)
    .where(matching(db, scope, rule))
    .orderBy(asc(items.createdAt), asc(items.id));

/** Items at the versions named, from the items' version history (or as they are, if it lacks one). */
export async function itemsAtVersions(db: Db, scope: Scope, refs: { itemId: string; itemVersion: number }[]) {
  if (!refs.length) return new Map<string, { itemVersion: number; content: ItemContent }>();
  const ids = refs.map((r) => r.itemId);
  const kept = await db
    .select({ itemId: itemVersions.itemId, version: itemVersions.version, snapshot: itemVersions.snapshot })
    .from(itemVersions)
    .where(
      scopedVersions(db, scope).where(
        inArray(itemVersions.itemId, ids),
        // the pinned versions only, not every item's whole history
        inArray(itemVersions.version, [...new Set(refs.map((r) => r.itemVersion))]),
      ),
    );
  const current = await db
    .select({ id: items.id, version: items.version, content: items.content })
    .from(items)
    .where(scopedItems(db, scope).where(inArray(items.id, ids)));
  const found = new Map<string, { itemVersion: number; content: ItemContent }>();
  for (const c of current) found.set(c.id, { itemVersion: c.version, content: c.content as ItemContent });
  const wanted = new Map(refs.map((r) => [r.itemId, r.itemVersion]));
  for (const k of kept)
    if (wanted.get(k.itemId) === k.version) found.set(k.itemId, { itemVersion: k.version, content: k.snapshot as ItemContent });
  return found;
}

/**
 * Each named item's content at its pinned version, from the item's version history (or the item as it is, if that
 * lacks the version), as a query to select from inside the database (`item_id`, `item_version`, `content`); an item
 * found in neither is left out.
 */
export const pinnedItemContents = (db: Db, scope: Scope, pinned: Map<string, number>) =>
  db
    .select({
      itemId: sql<string>`n.item_id`.as('item_id'),
      itemVersion: sql<number>`n.item_version`.as('item_version'),
      content: sql<Record<string, unknown>>`coalesce(${itemVersions.snapshot}, ${items.content})`.as('content'),
    })
    .from(sql`unnest(${sql.param([...pinned.keys()])}::uuid[], ${sql.param([...pinned.values()])}::int[]) as n(item_id, item_version)`)
    .leftJoin(
      itemVersions,
      scopedVersions(db, scope).where(sql`${itemVersions.itemId} = n.item_id and ${itemVersions.version} = n.item_version`),
    )
    .leftJoin(items, scopedItems(db, scope).where(sql`${items.id} = n.item_id`))
    .where(sql`coalesce(${itemVersions.snapshot}, ${items.content}) is not null`)
    .as('pinned');

/** The names of these knowledge points of the institution, by id. */
export async function knowledgeNames(db: Db, scope: Scope, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: knowledgePoints.id, name: knowledgePoints.name })
    .from(knowledgePoints)
    .where(scopedPoints(db, scope).where(inArray(knowledgePoints.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
