import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberRoles, memberships, OfficeKind, offices, roles, serverKeys, tokens, userSettings, UserStatus, users } from '../../db/schema';

export function findUserByAccount(db: Db, account: string) {
  const a = account.trim();
  return db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${a})`, eq(users.mobile, a), sql`lower(${users.email}) = lower(${a})`))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Whether a user may sign in (not disabled). */
export const isActive = (user: { status: number }) => user.status === UserStatus.active;

/** Whether an institution already has this name, in any case (the platform's office is no institution). */
export async function officeNameTaken(db: Db, name: string) {
  const rows = await db
    .select({ id: offices.id })
    .from(offices)
    .where(and(sql`lower(${offices.name}) = lower(${name})`, eq(offices.kind, OfficeKind.institution)))
    .limit(1);
  return rows.length > 0;
}

export function findUserByWechat(db: Db, wechatId: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.wechatId, wechatId))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function setWechat(db: Db, userId: string, wechatId: string | null) {
  await db.update(users).set({ wechatId, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The institution a sign-in lands in: the user's default one when still a member, else the first joined. */
export function findSignInOffice(db: Db, userId: string, defaultOfficeId: string | null) {
  return db
    .select({ officeId: memberships.officeId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, UserStatus.active)))
    .orderBy(sql`${memberships.officeId} = ${defaultOfficeId ?? null}::uuid desc`, asc(memberships.createdAt))
    .limit(1)
    .then((rows) => rows[0]?.officeId);
}

export async function insertToken(db: Db, row: typeof tokens.$inferInsert) {
  await db.insert(tokens).values(row);
}

export async function deleteToken(db: Db, tokenHash: string) {
  await db.delete(tokens).where(eq(tokens.tokenHash, tokenHash));
}

/** Moves a session to another institution, acting there with all the member's roles. */
export async function moveToken(db: Db, tokenHash: string, officeId: string) {
  await db.update(tokens).set({ officeId, roleId: null }).where(eq(tokens.tokenHash, tokenHash));
}

/** Makes a session act as one of the member's roles, or with all of them (null). */
export async function setTokenRole(db: Db, tokenHash: string, roleId: string | null) {
  await db.update(tokens).set({ roleId }).where(eq(tokens.tokenHash, tokenHash));
}

/** The institutions a user may switch to (membership not disabled; never the platform), in the order joined. */
export function findMemberOffices(db: Db, userId: string) {
  return db
    .select({ id: offices.id, name: offices.name })
    .from(memberships)
    .innerJoin(offices, eq(offices.id, memberships.officeId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, UserStatus.active), eq(offices.kind, OfficeKind.institution)))
    .orderBy(asc(memberships.createdAt), asc(offices.name));
}

export function findOffice(db: Db, officeId: string) {
  return db
    .select()
    .from(offices)
    .where(eq(offices.id, officeId))
    .then((rows) => rows[0]);
}

export function findSkin(db: Db, userId: string) {
  return db
    .select({ skin: userSettings.skin })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .then((rows) => rows[0]?.skin ?? {});
}

export async function saveSkin(db: Db, userId: string, skin: Record<string, string>) {
  await db
    .insert(userSettings)
    .values({ userId, skin })
    .onConflictDoUpdate({ target: userSettings.userId, set: { skin, updatedAt: new Date() } });
}

/** The session's role when the member still holds it; a role taken away since falls back to all roles (null). */
const activeRoleOf = sql<string | null>`(
  select h.role_id from ${memberRoles} h
  where h.user_id = ${tokens.userId} and h.office_id = ${tokens.officeId} and h.role_id = ${tokens.roleId})`;

/** The authorities the session holds, sorted and distinct: those of its active role, or of all the member's roles. */
const authoritiesOf = sql<string[]>`coalesce((
  select array_agg(distinct a order by a)
  from ${memberRoles} mr join ${roles} r on r.id = mr.role_id cross join unnest(r.authorities) a
  where mr.user_id = ${tokens.userId} and mr.office_id = ${tokens.officeId}
    and (${activeRoleOf} is null or mr.role_id = ${activeRoleOf})), '{}'::text[])`;

/** The roles the member holds in the session's institution, oldest first. */
const rolesOf = sql<{ roleid: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('roleid', r.id, 'name', r.name) order by r.created_at, r.name)
  from ${memberRoles} mr join ${roles} r on r.id = mr.role_id
  where mr.user_id = ${tokens.userId} and mr.office_id = ${tokens.officeId}), '[]'::json)`;

/**
 * A live session (token not expired, user active and still an active member of the session's institution) with
 * what every signed-in call needs: its authorities, and who the member is there. One query, cached by the caller.
 */
export function findSession(db: Db, tokenHash: string) {
  return db
    .select({
      userId: tokens.userId,
      username: users.username,
      officeId: tokens.officeId,
      expiresAt: tokens.expiresAt,
      roleId: activeRoleOf,
      authorities: authoritiesOf,
      name: users.name,
      profilePhoto: users.profilePhoto,
      officeName: offices.name,
      routeFlag: offices.routeFlag,
      timeZone: offices.timeZone,
      roles: rolesOf,
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .innerJoin(memberships, and(eq(memberships.userId, tokens.userId), eq(memberships.officeId, tokens.officeId)))
    .innerJoin(offices, eq(offices.id, tokens.officeId))
    .where(
      and(
        eq(tokens.tokenHash, tokenHash),
        gt(tokens.expiresAt, sql`now()`),
        eq(users.status, UserStatus.active),
        eq(memberships.status, UserStatus.active),
      ),
    )
    .limit(1)
    .then((rows) => rows[0]);
}

export function findServerKey(db: Db, id: string) {
  return db
    .select()
    .from(serverKeys)
    .where(eq(serverKeys.id, id))
    .then((rows) => rows[0]);
}

/** Stores a key pair unless another instance stored one first; the stored one wins. */
export async function insertServerKeyIfAbsent(db: Db, row: typeof serverKeys.$inferInsert) {
  await db.insert(serverKeys).values(row).onConflictDoNothing();
}

export function findUser(db: Db, userId: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0]);
}

/** A user's avatar key, the row locked until the transaction ends (so that two changes do not both keep the old one). */
export async function lockedProfilePhoto(db: Db, userId: string) {
  const [row] = await db.select({ key: users.profilePhoto }).from(users).where(eq(users.id, userId)).for('update');
  return row?.key ?? null;
}

export async function updateUser(db: Db, userId: string, changes: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Ends every session of a user but one. */
export async function deleteOtherTokens(db: Db, userId: string, keepTokenHash: string) {
  await db.delete(tokens).where(and(eq(tokens.userId, userId), sql`${tokens.tokenHash} <> ${keepTokenHash}`));
}

/** Replaces a user's password hash and ends every session of theirs; undefined when no such user. */
export async function replacePassword(db: Db, username: string, passwordHash: string) {
  const [user] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(sql`lower(${users.username}) = lower(${username})`)
    .returning({ id: users.id });
  if (user) await db.delete(tokens).where(eq(tokens.userId, user.id));
  return user;
}
