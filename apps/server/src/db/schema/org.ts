import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '@cloud-exam/contract/time-zone';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** What an office row is: an institution, or the one platform above them (its operators' tenant). */
export const OfficeKind = { institution: 'institution', platform: 'platform' } as const;

/** An institution (or the platform): the tenant every institution-owned row points at through office_id. */
export const offices = pgTable(
  'offices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').$type<(typeof OfficeKind)[keyof typeof OfficeKind]>().notNull().default(OfficeKind.institution),
    platformName: text('platform_name'),
    /** The logo's key in the file store (stored_files); a data: URL in rows the start-up move has not reached yet. */
    logo: text('logo'),
    /** Group marker of spec §3; 'jtb' means an embedded group with its own home. */
    routeFlag: text('route_flag'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    address: text('address'),
    /** The skin a member starts with until they choose their own (same keys as GET /ogt/gl/skin). */
    defaultSkin: jsonb('default_skin')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The IANA time zone in which the institution's exam times are shown, entered and written. */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offices_platform_key')
      .on(t.kind)
      .where(sql`${t.kind} = 'platform'`),
  ],
);

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
    /** The avatar's key in the file store (stored_files); a data: URL in rows the start-up move has not reached yet. */
    profilePhoto: text('profile_photo'),
    /** The WeChat identity (union id, else open id) bound for WeChat sign-in. */
    wechatId: text('wechat_id'),
    /** The institution a sign-in starts in. */
    defaultOfficeId: uuid('default_office_id').references(() => offices.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_wechat_key').on(t.wechatId),
  ],
);

/**
 * The columns of an institution-owned row: its id and its institution (the repository kit scopes every query by
 * it), going with the institution.
 */
export const officeOwned = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  officeId: uuid('office_id')
    .notNull()
    .references(() => offices.id, { onDelete: 'cascade' }),
});

/** A moment a row records (created, updated …), now unless told. */
export const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
/** The member who did something to a row; cleared when their account goes. */
export const by = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** The columns of a row kept for one member in one institution (notices, files): both go with their owner. */
export const memberOwned = () => ({
  officeId: officeOwned().officeId,
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** A named set of authority strings within one institution. */
export const roles = pgTable(
  'roles',
  {
    ...officeOwned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    authorities: text('authorities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Organisation data rights: 'all' departments, or only the role's departments ('depts', role_departments) and below. */
    dataScope: text('data_scope', { enum: ['all', 'depts'] })
      .notNull()
      .default('all'),
    remark: text('remark'),
    /** Seeded with the institution; may be edited but not deleted. */
    builtin: smallint('builtin').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_office_code_key').on(t.officeId, t.code), uniqueIndex('roles_office_name_key').on(t.officeId, t.name)],
);

/** The organisation tree of an institution, at most four levels deep (spec §5). */
export const departments = pgTable(
  'departments',
  {
    ...officeOwned(),
    parentId: uuid('parent_id').references((): AnyPgColumn => departments.id),
    /** 1 for a top-level department, parent's level + 1 below it. */
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    leader: text('leader'),
    phone: text('phone'),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('departments_sibling_name_key').on(t.officeId, t.parentId, t.name).nullsNotDistinct(),
    index('departments_parent_idx').on(t.officeId, t.parentId),
  ],
);

/** Job posts of an institution (e.g. invigilator, marker), assigned to members. */
export const posts = pgTable(
  'posts',
  {
    ...officeOwned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('posts_office_code_key').on(t.officeId, t.code), uniqueIndex('posts_office_name_key').on(t.officeId, t.name)],
);

/** The departments a 'depts'-scoped role may see (each with everything below it). */
export const roleDepartments = pgTable(
  'role_departments',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    deptId: uuid('dept_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
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
    deptId: uuid('dept_id').references(() => departments.id),
    /** Disabled here only: the person may still act in their other institutions. */
    status: smallint('status').notNull().default(UserStatus.active),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.officeId] }),
    // The member list's order, newest first; the user id breaks ties (an import gives many rows one created_at).
    index('memberships_office_idx').on(t.officeId, t.createdAt.desc().nullsFirst(), t.userId.desc().nullsFirst()),
    index('memberships_dept_idx').on(t.deptId),
  ],
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
    // A role's holders and their count (the role list), and deleting a role.
    index('member_roles_role_idx').on(t.roleId),
  ],
);

/** The posts a member holds in that institution. */
export const memberPosts = pgTable(
  'member_posts',
  {
    userId: uuid('user_id').notNull(),
    officeId: uuid('office_id').notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.officeId, t.postId] }),
    foreignKey({ columns: [t.userId, t.officeId], foreignColumns: [memberships.userId, memberships.officeId] }).onDelete('cascade'),
    // A post's holders counted on every row of the post list, and deleting a post.
    index('member_posts_post_idx').on(t.postId),
  ],
);

/**
 * An institution's invitation of an existing account: the person becomes a member, with the proposed department,
 * posts and roles, only when they accept. One row per institution and account; inviting again reopens it.
 * Posts and roles that are deleted meanwhile are left out on accepting.
 */
export const invitations = pgTable(
  'invitations',
  {
    ...officeOwned(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deptId: uuid('dept_id').references(() => departments.id, { onDelete: 'set null' }),
    postIds: uuid('post_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    roleIds: uuid('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Open until expires_at; 'expired' is never stored. */
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_office_user_key').on(t.officeId, t.userId),
    index('invitations_office_sent_idx').on(t.officeId, t.sentAt, t.id),
    index('invitations_user_idx').on(t.userId),
  ],
);
