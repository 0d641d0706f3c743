import type { ColumnMapping, SheetLayout } from '@cloud-exam/contract/bank/item-mapping';
import type { ScoredItemType } from '@cloud-exam/contract/bank/bank';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { at, by, departments, memberOwned, officeOwned } from './org';

/** A score of one decimal up to 9999.9 (a compound item totals its parts), read as a number. */
const score = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' }).notNull();

/** A question bank of an institution, owned by a department and shared with others. */
export const banks = pgTable(
  'bank_banks',
  {
    ...officeOwned(),
    name: text('name').notNull(),
    description: text('description'),
    /** Cleared when the department is deleted: the bank is then seen only by those who see every department. */
    deptId: uuid('dept_id').references(() => departments.id, { onDelete: 'set null' }),
    sharedDeptIds: uuid('shared_dept_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    status: smallint('status').notNull().default(1),
    /** The score per type an imported item without one gets, where the bank set its own (the rest: the product's). */
    defaultScores: jsonb('default_scores').$type<Partial<Record<ScoredItemType, number>>>().notNull().default({}),
    createdBy: by('created_by'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [uniqueIndex('bank_banks_office_name_key').on(t.officeId, t.name)],
);

/**
 * A knowledge point of a bank's model. `path` is the ids from the top down to this point joined by '/', so a
 * subtree is one prefix match and a move rewrites the paths below.
 */
export const knowledgePoints = pgTable(
  'bank_knowledge_points',
  {
    ...officeOwned(),
    bankId: uuid('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => knowledgePoints.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    path: text('path').notNull(),
  },
  (t) => [
    index('bank_knowledge_points_bank_idx').on(t.bankId, t.path.op('text_pattern_ops')),
    index('bank_knowledge_points_parent_idx').on(t.parentId),
  ],
);

/**
 * An item. Its content (stem, options, key, explanation, parts) is one JSON document in the shape of spec §3; the
 * columns beside it are what lists filter and sort on. `fingerprint` identifies the same stem and options for
 * duplicate detection; `version` counts saves, each kept in bank_item_versions.
 */
export const items = pgTable(
  'bank_items',
  {
    ...officeOwned(),
    bankId: uuid('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    itemTypeCode: text('item_type_code').notNull(),
    difficulty: smallint('difficulty').notNull(),
    score: score('score'),
    outTimeSecond: integer('out_time_second').notNull().default(0),
    stemText: text('stem_text').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    knowledgeIds: uuid('knowledge_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    version: integer('version').notNull().default(1),
    createdBy: by('created_by'),
    createdAt: at('created_at'),
    updatedBy: by('updated_by'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    // Read backwards for the list's order (`created_at desc, id desc`, nulls first as `desc` implies): an index whose
    // directions or null order differ from the query's matches no scan, and PostgreSQL sorted a whole bank per page.
    index('bank_items_list_idx').on(t.officeId, t.bankId, t.createdAt, t.id),
    // The search in stems (`ilike '%…%'`) by trigrams; the pg_trgm extension is created by migration 0016.
    index('bank_items_stem_trgm_idx').using('gin', t.stemText.op('gin_trgm_ops')),
    index('bank_items_fingerprint_idx').on(t.bankId, t.fingerprint),
    index('bank_items_knowledge_idx').using('gin', t.knowledgeIds),
    index('bank_items_tags_idx').using('gin', t.tags),
  ],
);

/** Every saved version of an item, whole: who saved it, when, which fields changed. Papers point at one. */
export const itemVersions = pgTable(
  'bank_item_versions',
  {
    ...officeOwned(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    changedFields: text('changed_fields')
      .array()
      .notNull()
      .default(sql`'{}'`),
    changedBy: by('changed_by'),
    changedAt: at('changed_at'),
  },
  (t) => [unique('bank_item_versions_item_version_key').on(t.itemId, t.version)],
);

/**
 * An upload of items into a bank, its uploader's: the file (in the file store) until it is read, then the items read from it (each
 * with its content sanitised, where it was, its problems) until they are committed.
 */
export const itemImports = pgTable(
  'bank_item_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...memberOwned(),
    bankId: uuid('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    /** word, excel or qti (contract ITEM_FILE_FORMATS). */
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    /** The uploader's language: the report is written in it. */
    lang: text('lang').notNull(),
    /** Contract ItemImportState. */
    state: smallint('state').notNull().default(0),
    progress: smallint('progress').notNull().default(0),
    /** The uploaded file's key in the file store (a stored file kept for reading), dropped once read. */
    uploadKey: text('upload_key').references(() => storedFiles.key, { onDelete: 'set null' }),
    items: jsonb('items').$type<Record<string, unknown>[]>(),
    total: integer('total').notNull().default(0),
    withProblems: integer('with_problems').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    /** Why the file gave no items. */
    errorCode: integer('error_code'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    fileTaskId: uuid('file_task_id'),
    /** What the file holds that is no item's (a title, a key line matching no question), each with its reason. */
    skipped: jsonb('skipped').$type<{ code: number; params?: Record<string, string | number> }[]>(),
    /** An Excel file not in the template: its sheets' headers, samples and guessed fields, while it waits for a mapping. */
    layout: jsonb('layout').$type<{ sheets: SheetLayout[]; sheet: string }>(),
    /** The mapping of its columns the uploader chose, read with. */
    mapping: jsonb('mapping').$type<ColumnMapping>(),
    createdAt: at('created_at'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bank_item_imports_owner_idx').on(t.userId, t.officeId, t.createdAt)],
);

/** An institution's saved mapping of a foreign workbook's columns to item fields, by name, offered when headers match. */
export const itemMappings = pgTable(
  'bank_item_mappings',
  {
    ...officeOwned(),
    name: text('name').notNull(),
    /** The headers it was saved with, each one's field beside it (null: left out). */
    headers: text('headers').array().notNull(),
    fields: jsonb('fields').$type<ColumnMapping['fields']>().notNull(),
    savedBy: by('saved_by'),
    savedAt: at('saved_at'),
  },
  (t) => [unique('bank_item_mappings_name_key').on(t.officeId, t.name)],
);
