import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { officeOwned, UserStatus } from './org';

/**
 * A candidate's sign-in account in one institution: the candidate signs in to the exam client with the
 * certificate number or the mobile number. Candidates are not console users and hold no roles.
 */
export const candidates = pgTable(
  'candidates',
  {
    ...officeOwned(),
    name: text('name').notNull(),
    /** A code of the certificate-type dictionary: 0 mainland ID card, 1 Hong Kong/Macao/Taiwan pass … */
    certType: text('cert_type').notNull(),
    idNumber: text('id_number').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    status: smallint('status').notNull().default(UserStatus.active),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidates_office_id_number_key').on(t.officeId, sql`upper(${t.idNumber})`),
    uniqueIndex('candidates_office_mobile_key').on(t.officeId, t.mobile),
    index('candidates_office_created_idx').on(t.officeId, t.createdAt),
    // An exam's candidate search (`ilike '%…%'` on name, certificate number or mobile) by trigrams (pg_trgm, 0016).
    index('candidates_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('candidates_id_number_trgm_idx').using('gin', t.idNumber.op('gin_trgm_ops')),
    index('candidates_mobile_trgm_idx').using('gin', t.mobile.op('gin_trgm_ops')),
  ],
);
