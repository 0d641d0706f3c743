import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An institution: the tenant every institution-owned row points at through office_id. */
export const offices = pgTable('offices', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  platformName: text('platform_name'),
  logo: text('logo'),
  /** Group marker of spec §3; 'jtb' means an embedded group with its own home. */
  routeFlag: text('route_flag'),
  createdAt: createdAt(),
});

export const UserStatus = { disabled: 0, active: 1 } as const;

/** A person who signs in to the console; may belong to several institutions. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    status: smallint('status').notNull().default(UserStatus.active),
    profilePhoto: text('profile_photo'),
    /** The institution a sign-in starts in. */
    defaultOfficeId: uuid('default_office_id').references(() => offices.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/** A named set of authority strings within one institution. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    authorities: text('authorities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_office_code_key').on(t.officeId, t.code)],
);

/** A user's place in an institution. */
export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.officeId] }), index('memberships_office_idx').on(t.officeId)],
);

/** The roles a member holds in that institution. */
export const memberRoles = pgTable(
  'member_roles',
  {
    userId: uuid('user_id').notNull(),
    officeId: uuid('office_id').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.officeId, t.roleId] }),
    foreignKey({ columns: [t.userId, t.officeId], foreignColumns: [memberships.userId, memberships.officeId] }).onDelete('cascade'),
  ],
);
