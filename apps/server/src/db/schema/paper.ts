import type { PaperSection, PaperSnapshot } from '@cloud-exam/contract/paper/paper';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, by, departments, officeOwned } from './org';

const total = (name: string) => numeric(name, { precision: 8, scale: 1, mode: 'number' });
const uuids = (name: string) =>
  uuid(name)
    .array()
    .notNull()
    .default(sql`'{}'`);

/**
 * A paper, as its current version: sections as JSON in the contract's shape (items with the item version the save
 * found). `item_ids` are the items chosen by hand, so the bank's delete guards find them; `version` counts saves.
 */
export const papers = pgTable(
  'paper_papers',
  {
    ...officeOwned(),
    name: text('name').notNull(),
    description: text('description'),
    /** Cleared when the department is deleted: the paper is then seen only by those who see every department. */
    deptId: uuid('dept_id').references(() => departments.id, { onDelete: 'set null' }),
    bankIds: uuids('bank_ids'),
    kind: text('kind').notNull(),
    totalScore: total('total_score').notNull(),
    passMark: total('pass_mark'),
    duration: integer('duration').notNull(),
    sections: jsonb('sections').$type<PaperSection[]>().notNull(),
    itemIds: uuids('item_ids'),
    itemCount: integer('item_count').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: by('created_by'),
    createdAt: at('created_at'),
    updatedBy: by('updated_by'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('paper_papers_office_name_key').on(t.officeId, t.name),
    index('paper_papers_list_idx').on(t.officeId, t.createdAt, t.id),
    index('paper_papers_banks_idx').using('gin', t.bankIds),
    index('paper_papers_items_idx').using('gin', t.itemIds),
  ],
);

/** A paper version as frozen for an exam or a share: written once, never changed. */
export const paperSnapshots = pgTable(
  'paper_snapshots',
  {
    ...officeOwned(),
    paperId: uuid('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<PaperSnapshot>().notNull(),
    frozenAt: at('frozen_at'),
  },
  (t) => [unique('paper_snapshots_paper_version_key').on(t.paperId, t.version)],
);

/**
 * The content of every item a frozen version holds (by hand or in a rule's pool), once per item, at the version it
 * froze: the snapshot names them, a draw reads the few it takes. A copy, not a reference to the bank's history, so
 * the bank may later delete the item and the exams using the version keep it.
 */
export const paperSnapshotItems = pgTable(
  'paper_snapshot_items',
  {
    ...officeOwned(),
    paperId: uuid('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    itemId: uuid('item_id').notNull(),
    itemVersion: integer('item_version').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [unique('paper_snapshot_items_key').on(t.paperId, t.version, t.itemId)],
);

/** An exam using a version of a paper (written by the exam module); a published one locks that version. */
export const paperUses = pgTable(
  'paper_uses',
  {
    ...officeOwned(),
    paperId: uuid('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    examId: uuid('exam_id').notNull(),
    examName: text('exam_name').notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: at('created_at'),
  },
  (t) => [unique('paper_uses_paper_exam_key').on(t.paperId, t.examId), index('paper_uses_exam_idx').on(t.officeId, t.examId)],
);

/** A code another institution imports a frozen paper version with, until it expires or is revoked. */
export const paperAuthCodes = pgTable(
  'paper_auth_codes',
  {
    ...officeOwned(),
    paperId: uuid('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    version: integer('version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: by('created_by'),
    createdAt: at('created_at'),
  },
  (t) => [uniqueIndex('paper_auth_codes_code_key').on(t.code), index('paper_auth_codes_paper_idx').on(t.paperId)],
);

/** A paper package: variants A, B, C… (`paper_ids` in order) handed out in turn or at random. */
export const paperPackages = pgTable(
  'paper_packages',
  {
    ...officeOwned(),
    name: text('name').notNull(),
    description: text('description'),
    mode: text('mode').notNull(),
    paperIds: uuids('paper_ids'),
    createdBy: by('created_by'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('paper_packages_office_name_key').on(t.officeId, t.name),
    index('paper_packages_list_idx').on(t.officeId, t.createdAt, t.id),
  ],
);
