import { boolean, type AnyPgColumn, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at, by, officeOwned } from './org';

/**
 * The help centre's menus, at most three levels (`level` 1–3), each ordered by `sort` among its siblings. Rows of the
 * platform office: the operator writes them, everyone reads them.
 */
export const helpMenus = pgTable(
  'help_menus',
  {
    ...officeOwned(),
    parentId: uuid('parent_id').references((): AnyPgColumn => helpMenus.id),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at'),
  },
  (t) => [index('help_menus_office_parent_idx').on(t.officeId, t.parentId)],
);

/** A help article under one menu: sanitised rich text, and its visible text for the search. */
export const helpArticles = pgTable(
  'help_articles',
  {
    ...officeOwned(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => helpMenus.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contentText: text('content_text').notNull(),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdBy: by('created_by'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('help_articles_menu_idx').on(t.officeId, t.menuId, t.sort, t.createdAt),
    // The search (`ilike '%…%'` on title or text, Chinese included) by trigrams; pg_trgm is created by migration 0016.
    index('help_articles_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('help_articles_text_trgm_idx').using('gin', t.contentText.op('gin_trgm_ops')),
  ],
);
