import { integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { officeOwned } from './org';

/**
 * An institution's own dictionary entries. The system defaults (certificate types, education levels, ethnic
 * groups …) are defined in code (modules/org/dict-defaults.ts); a row here adds an entry or, with the same type
 * and code, overrides a default's label, order or status.
 */
export const dictItems = pgTable(
  'dict_items',
  {
    ...officeOwned(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** 0 hides the entry from pick lists (an institution can hide a default this way). */
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('dict_items_office_type_code_key').on(t.officeId, t.type, t.code)],
);
