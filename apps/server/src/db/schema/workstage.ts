import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, officeOwned } from './org';

/** The workbench's applications, registered by the platform operator (owned by the platform office). */
export const applications = pgTable(
  'workstage_applications',
  {
    ...officeOwned(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    description: text('description'),
    /** A console path or an http(s) address. */
    link: text('link').notNull(),
    /** The authority needed to open it; null: any signed-in member. */
    authority: text('authority'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    provider: text('provider'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [uniqueIndex('workstage_applications_office_name_key').on(t.officeId, t.name)],
);
