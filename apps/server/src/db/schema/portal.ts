import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, pgTable, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, by, officeOwned } from './org';

/**
 * The portal's content. The platform's rows belong to the platform office (its operators write them, anyone reads
 * them); an institution's news and downloads belong to it and reach only its own candidates.
 */

/** A banner of the landing page: an image at most 1920×688 (its measured size kept), order, link, active period. */
export const portalBanners = pgTable(
  'portal_banners',
  {
    ...officeOwned(),
    title: text('title').notNull(),
    /** The image's key in the file store (stored_files). */
    image: text('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: at('created_at'),
  },
  (t) => [index('portal_banners_office_sort_idx').on(t.officeId, t.sort, t.createdAt)],
);

/** A category of news or of downloads, named uniquely within its kind. */
export const portalCategories = pgTable(
  'portal_categories',
  {
    ...officeOwned(),
    /** 'news' or 'download'. */
    kind: text('kind', { enum: ['news', 'download'] }).notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('portal_categories_name_key').on(t.officeId, t.kind, sql`lower(${t.name})`),
    // The target of the composite keys below: a row's category is always of its own office.
    unique('portal_categories_office_id_key').on(t.officeId, t.id),
  ],
);

/** A news item (infomation): sanitised rich text, cover, category, draft or published, pinned, its views counted. */
export const portalNews = pgTable(
  'portal_news',
  {
    ...officeOwned(),
    categoryId: uuid('category_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Rich text, sanitised when written. */
    content: text('content').notNull(),
    /** The cover image's key in the file store. */
    cover: text('cover'),
    pinned: smallint('pinned').notNull().default(0),
    /** 0 draft (or taken down), 1 published. */
    status: smallint('status').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    createdBy: by('created_by'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    foreignKey({ columns: [t.officeId, t.categoryId], foreignColumns: [portalCategories.officeId, portalCategories.id] }),
    index('portal_news_office_status_idx').on(t.officeId, t.status, t.pinned, t.publishedAt),
    index('portal_news_category_idx').on(t.categoryId),
  ],
);

/** A file of the download centre: kept in the file store, in a category, published or not. */
export const portalDownloads = pgTable(
  'portal_downloads',
  {
    ...officeOwned(),
    categoryId: uuid('category_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** The file's key in the file store, its name, type and size as uploaded. */
    file: text('file').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** 0 hidden, 1 published. */
    status: smallint('status').notNull().default(0),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    foreignKey({ columns: [t.officeId, t.categoryId], foreignColumns: [portalCategories.officeId, portalCategories.id] }),
    index('portal_downloads_office_idx').on(t.officeId, t.status, t.sort),
    index('portal_downloads_category_idx').on(t.categoryId),
  ],
);
