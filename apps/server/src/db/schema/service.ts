import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, officeOwned } from './org';

/**
 * Customer service. Quick messages and Q&A items belong to an institution; the platform office's are the
 * platform-level ones every visitor sees (modules/service).
 */
export const quickMessages = pgTable(
  'service_quick_messages',
  {
    ...officeOwned(),
    title: text('title').notNull(),
    reply: text('reply').notNull(),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [uniqueIndex('service_quick_messages_office_title_key').on(t.officeId, t.title)],
);

export const qaItems = pgTable(
  'service_qa_items',
  {
    ...officeOwned(),
    question: text('question').notNull(),
    /** The question as compared for duplicates: case, width and spacing folded. */
    questionKey: text('question_key').notNull(),
    answer: text('answer').notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('service_qa_items_office_key_key').on(t.officeId, t.questionKey),
    index('service_qa_items_office_published_idx').on(t.officeId, t.published, t.createdAt),
  ],
);

/** A platform-level Q&A item an institution keeps from its members. */
export const qaBlocks = pgTable(
  'service_qa_blocks',
  {
    officeId: officeOwned().officeId,
    qaId: uuid('qa_id')
      .notNull()
      .references(() => qaItems.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.qaId] })],
);

/** The platform's "scan the code" contact: one row, the platform office's. */
export const serviceContacts = pgTable(
  'service_contacts',
  {
    ...officeOwned(),
    qrUrl: text('qr_url'),
    note: text('note'),
    updatedAt: at('updated_at'),
  },
  (t) => [uniqueIndex('service_contacts_office_key').on(t.officeId)],
);
