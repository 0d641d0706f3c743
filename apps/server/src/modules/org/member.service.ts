import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import { type ImportReport, MEMBER_EXPORT_COLUMNS, MEMBER_IMPORT_COLUMNS, STATUS_LABELS } from '@cloud-exam/contract/org';
import {
  type Validation,
  validateOptionalEmail,
  validateOptionalMobile,
  validatePasswordStrength,
  validateLength,
  validateUserName,
} from '@cloud-exam/contract/validators';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberPosts, memberRoles, memberships, posts, roles, tokens, UserStatus, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashPassword, NO_PASSWORD } from '../../lib/crypto';
import { sheetFormat } from '../../lib/sheet-import';
import { writeSheet } from '../../lib/excel';
import { findUserByAccount } from '../account/account.repo';
import { type Actor, changedFields, recordAudit } from '../audit/audit';
import { assertDeptRight, type DataRights } from './data-rights';
import * as depts from './dept.repo';
import { normalisePath, pathsOf, subtreeOf } from './dept.service';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './member.repo';

type Caller = { actor: Actor & { officeId: string; userId: string }; rights: DataRights; authorities: string[] };
type MemberFields = { name: string; mobile?: string; email?: string; deptId?: string; postIds: string[]; roleIds: string[] };
export type MemberQuery = { keyword?: string; deptId?: string; withChildren: '0' | '1'; roleId?: string; status?: number };

export type MemberServiceDeps = {
  db: Db;
  decryptPassword: (cipher: string) => string;
  /** Drops cached sessions of these users so a change to their membership is seen on their next call. */
  forgetUser: (userId: string) => void;
  settings: Pick<SettingsService, 'of'>;
};

const importSheet = sheetFormat('members', MEMBER_IMPORT_COLUMNS, { dept: 30, posts: 24, roles: 24, password: 30 });
/** "教务处、考务科" or "a, b": the names of a list cell. */
const namesIn = (cell: string) =>
  cell
    .split(/[、,，;；]/)
    .map((s) => s.trim())
    .filter(Boolean);

const check = (invalid: Validation) => {
  if (invalid) throw new AppError(invalid.code, invalid.params);
};

/** True when one of these roles carries an authority the caller does not hold (an admin holds them all). */
const grantsBeyond = (caller: Caller, granted: { authorities: string[] }[]) =>
  !caller.authorities.includes(Authority.admin) &&
  granted.some((r) => r.authorities.some((a) => !hasAnyAuthority(caller.authorities, [a])));

export function createMemberService({ db, decryptPassword, forgetUser, settings }: MemberServiceDeps) {
  /** The department ids a member query covers: the chosen department (and below), within the caller's rights. */
  async function filterOf(officeId: string, q: MemberQuery, rights: DataRights): Promise<repo.MemberFilter> {
    let deptIds: string[] | undefined;
    if (q.deptId) deptIds = q.withChildren === '1' ? subtreeOf(await depts.findAll(db, officeId), q.deptId) : [q.deptId];
    return {
      keyword: q.keyword,
      deptIds,
      roleId: q.roleId,
      status: q.status,
      visibleDeptIds: rights.all ? undefined : [...rights.deptIds],
    };
  }

  async function checkFields(officeId: string, caller: Caller, input: MemberFields, userId?: string) {
    check(validateOptionalMobile(input.mobile));
    check(validateOptionalEmail(input.email));
    if (input.deptId) {
      if (!(await depts.findOne(db, officeId, input.deptId))) throw new AppError(ErrorCodes.notFound);
    }
    if (input.deptId || !caller.rights.all) assertDeptRight(caller.rights, input.deptId);
    if ((await repo.ownedIds(db, posts, officeId, input.postIds)).length !== new Set(input.postIds).size)
      throw new AppError(ErrorCodes.notFound);
    const granted = await db
      .select({ id: roles.id, authorities: roles.authorities })
      .from(roles)
      .where(and(eq(roles.officeId, officeId), inArray(roles.id, input.roleIds)));
    if (!granted.length) throw new AppError(ErrorCodes.roleRequired);
    if (granted.length !== new Set(input.roleIds).size) throw new AppError(ErrorCodes.notFound);
    if (grantsBeyond(caller, granted)) throw new AppError(ErrorCodes.grantBeyondOwn);
    for (const [column, value, code] of [
      [users.mobile, input.mobile, ErrorCodes.mobileTaken],
      [users.email, input.email, ErrorCodes.emailTaken],
    ] as const) {
      if (!value) continue;
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${column}) = lower(${value})`, userId ? sql`${users.id} <> ${userId}` : undefined));
      if (other) throw new AppError(code);
    }
  }

  /** A member of the caller's institution within the caller's data rights. */
  async function found(officeId: string, userId: string, rights: DataRights) {
    const member = await repo.findOne(db, officeId, userId);
    if (!member) throw new AppError(ErrorCodes.notFound);
    if (!rights.all) assertDeptRight(rights, member.deptId);
    return member;
  }

  const toMember = (m: Awaited<ReturnType<typeof repo.findOne>> & object) => ({
    userId: m.userId,
    username: m.username,
    name: m.name,
    mobile: m.mobile,
    email: m.email,
    deptId: m.deptId,
    deptName: m.deptName,
    postIds: m.postIds,
    postNames: m.postNames,
    roleIds: m.roleIds,
    roleNames: m.roleNames,
    status: m.status,
    shared: m.shared,
    createTime: m.createdAt.toISOString(),
  });

  return {
    async page(officeId: string, q: MemberQuery & { current: number; size: number }, rights: DataRights) {
      const { rows, total } = await repo.findPage(db, officeId, await filterOf(officeId, q, rights), q);
      return { records: rows.map(toMember), total, current: q.current, size: q.size };
    },

    async export(officeId: string, q: MemberQuery, rights: DataRights, lang: Language) {
      const rows = await repo.findAll(db, officeId, await filterOf(officeId, q, rights));
      const i = LANGUAGES.indexOf(lang);
      const columns = Object.values(MEMBER_EXPORT_COLUMNS).map((c) => ({ header: c[i]! }));
      return writeSheet(
        'members',
        columns,
        rows.map((m) => [
          m.username,
          m.name,
          m.mobile,
          m.email,
          m.deptName,
          m.postNames.join('、'),
          m.roleNames.join('、'),
          (m.status === UserStatus.active ? STATUS_LABELS.active : STATUS_LABELS.disabled)[i]!,
          m.createdAt.toISOString().slice(0, 19).replace('T', ' '),
        ]),
      );
    },

    /**
     * Adds a member: a new account with the given password, or (no password) an existing account, which must be
     * named together with its own mobile number or e-mail address so no one can pull in a stranger's account.
     */
    async add(caller: Caller, input: MemberFields & { username: string; password?: string }) {
      const officeId = caller.actor.officeId;
      check(validateUserName(input.username));
      const existing = await findUserByAccount(db, input.username);
      if (existing && existing.username.toLowerCase() !== input.username.toLowerCase()) throw new AppError(ErrorCodes.userNameTaken);
      if (existing && input.password) throw new AppError(ErrorCodes.userNameTaken);
      if (existing) {
        const proven =
          (!!input.mobile && existing.mobile === input.mobile) ||
          (!!input.email && existing.email?.toLowerCase() === input.email.toLowerCase());
        if (!proven) throw new AppError(ErrorCodes.accountNotRegistered);
        if (await repo.findOne(db, officeId, existing.id)) throw new AppError(ErrorCodes.alreadyMember);
      }
      await checkFields(officeId, caller, existing ? { ...input, mobile: undefined, email: undefined } : input, existing?.id);
      let passwordHash: string | undefined;
      if (!existing) {
        const password = decryptPassword(input.password ?? '');
        check(validatePasswordStrength(password, await settings.of(officeId)));
        passwordHash = await hashPassword(password);
      }
      return db.transaction(async (tx) => {
        const userId =
          existing?.id ??
          (
            await tx
              .insert(users)
              .values({
                username: input.username,
                name: input.name,
                mobile: input.mobile,
                email: input.email,
                passwordHash: passwordHash!,
                defaultOfficeId: officeId,
              })
              .returning({ id: users.id })
          )[0]!.id;
        await tx.insert(memberships).values({ userId, officeId, deptId: input.deptId ?? null });
        await repo.setPostsAndRoles(tx, officeId, userId, input.postIds, input.roleIds);
        await recordAudit(tx, caller.actor, {
          action: 'user.add',
          targetType: 'user',
          targetId: userId,
          targetName: input.username,
          detail: { existingAccount: !!existing, deptId: input.deptId ?? null, roleIds: input.roleIds },
        });
        return { userId };
      });
    },

    async edit(caller: Caller, input: MemberFields & { userId: string }) {
      const officeId = caller.actor.officeId;
      const before = await found(officeId, input.userId, caller.rights);
      const personal = { name: input.name, mobile: input.mobile ?? null, email: input.email ?? null };
      const personalChanged = personal.name !== before.name || personal.mobile !== before.mobile || personal.email !== before.email;
      if (before.shared && personalChanged) throw new AppError(ErrorCodes.sharedAccount);
      await checkFields(officeId, caller, input, input.userId);
      await db.transaction(async (tx) => {
        if (personalChanged)
          await tx
            .update(users)
            .set({ ...personal, updatedAt: new Date() })
            .where(eq(users.id, input.userId));
        await tx
          .update(memberships)
          .set({ deptId: input.deptId ?? null })
          .where(and(eq(memberships.officeId, officeId), eq(memberships.userId, input.userId)));
        await repo.setPostsAndRoles(tx, officeId, input.userId, input.postIds, input.roleIds);
        const after = await repo.findOne(tx, officeId, input.userId);
        await recordAudit(tx, caller.actor, {
          action: 'user.edit',
          targetType: 'user',
          targetId: input.userId,
          targetName: before.username,
          detail: changedFields(
            {
              name: before.name,
              mobile: before.mobile,
              email: before.email,
              deptName: before.deptName,
              postNames: before.postNames,
              roleNames: before.roleNames,
            },
            {
              name: after!.name,
              mobile: after!.mobile,
              email: after!.email,
              deptName: after!.deptName,
              postNames: after!.postNames,
              roleNames: after!.roleNames,
            },
          ),
        });
      });
      forgetUser(input.userId);
    },

    async setStatus(caller: Caller, userId: string, status: number) {
      const officeId = caller.actor.officeId;
      if (userId === caller.actor.userId) throw new AppError(ErrorCodes.cannotDisableSelf);
      const member = await found(officeId, userId, caller.rights);
      await db.transaction(async (tx) => {
        await tx
          .update(memberships)
          .set({ status })
          .where(and(eq(memberships.officeId, officeId), eq(memberships.userId, userId)));
        await recordAudit(tx, caller.actor, {
          action: status === UserStatus.active ? 'user.enable' : 'user.disable',
          targetType: 'user',
          targetId: userId,
          targetName: member.username,
        });
      });
      forgetUser(userId);
    },

    async resetPassword(caller: Caller, userId: string, cipher: string) {
      const member = await found(caller.actor.officeId, userId, caller.rights);
      if (member.shared) throw new AppError(ErrorCodes.sharedAccount);
      const password = decryptPassword(cipher);
      check(validatePasswordStrength(password, await settings.of(caller.actor.officeId)));
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(tokens).where(eq(tokens.userId, userId));
        await recordAudit(tx, caller.actor, {
          action: 'user.resetPassword',
          targetType: 'user',
          targetId: userId,
          targetName: member.username,
        });
      });
      forgetUser(userId);
    },

    /** Takes the person out of this institution; their account and other memberships stay. */
    async remove(caller: Caller, userId: string) {
      const officeId = caller.actor.officeId;
      if (userId === caller.actor.userId) throw new AppError(ErrorCodes.cannotDisableSelf);
      const member = await found(officeId, userId, caller.rights);
      await db.transaction(async (tx) => {
        await tx.delete(memberships).where(and(eq(memberships.officeId, officeId), eq(memberships.userId, userId)));
        await tx.delete(tokens).where(and(eq(tokens.officeId, officeId), eq(tokens.userId, userId)));
        await recordAudit(tx, caller.actor, { action: 'user.remove', targetType: 'user', targetId: userId, targetName: member.username });
      });
      forgetUser(userId);
    },
    template(lang: Language) {
      const example =
        lang === 'zh'
          ? ['zhangsan', '张三', '13800138000', '', '总校/教务处', '', '监考员', '']
          : ['zhangsan', 'Zhang San', '13800138000', '', 'Head office/Academic affairs', '', '监考员', ''];
      return importSheet.write(lang, [example]);
    },

    /**
     * Imports new accounts as members. Department by its path, posts and roles by their names. Every row is
     * checked first, against existing accounts and the file's other rows; one bad row and nothing is written.
     * Existing accounts are not pulled in by a file: they join through the add dialog, which asks for proof.
     */
    async import(caller: Caller, file: Buffer, lang: Language): Promise<ImportReport> {
      const officeId = caller.actor.officeId;
      const rows = await importSheet.read(file);
      if (rows.length === 0) throw new AppError(ErrorCodes.importEmpty);
      const deptByPath = new Map([...pathsOf(await depts.findAll(db, officeId))].map(([id, path]) => [path, id]));
      const postByName = new Map(
        (await db.select({ id: posts.id, name: posts.name }).from(posts).where(eq(posts.officeId, officeId))).map((p) => [p.name, p.id]),
      );
      const roleByName = new Map(
        (
          await db
            .select({ id: roles.id, name: roles.name, authorities: roles.authorities })
            .from(roles)
            .where(eq(roles.officeId, officeId))
        ).map((r) => [r.name, r]),
      );
      const policy = await settings.of(officeId);
      const lower = (v: string) => v.toLowerCase();
      const column = (key: 'username' | 'mobile' | 'email') => rows.map((r) => lower(r.cells[key])).filter(Boolean);
      const existing = await db
        .select({ username: users.username, mobile: users.mobile, email: users.email })
        .from(users)
        .where(
          or(
            inArray(sql`lower(${users.username})`, ['', ...column('username')]),
            inArray(users.mobile, ['', ...column('mobile')]),
            inArray(sql`lower(${users.email})`, ['', ...column('email')]),
          ),
        );
      const taken = {
        username: new Set(existing.map((u) => lower(u.username))),
        mobile: new Set(existing.map((u) => u.mobile ?? '')),
        email: new Set(existing.map((u) => lower(u.email ?? ''))),
      };
      const seen = { username: new Set<string>(), mobile: new Set<string>(), email: new Set<string>() };
      const report = importSheet.report(lang);
      type Accepted = Record<'username' | 'name' | 'mobile' | 'email' | 'password', string> & {
        deptId: string | null;
        postIds: string[];
        roleIds: string[];
      };
      const accepted: Accepted[] = [];

      for (const { row, cells } of rows) {
        const before = report.count();
        const required = (key: 'username' | 'name') => {
          if (cells[key]) return true;
          report.fail(row, key, 10001015, { title: importSheet.label(key, lang) });
          return false;
        };
        if (required('username')) report.check(row, 'username', validateUserName(cells.username));
        if (required('name')) report.check(row, 'name', validateLength(cells.name, 1, 20));
        report.check(row, 'mobile', validateOptionalMobile(cells.mobile));
        report.check(row, 'email', validateOptionalEmail(cells.email));
        for (const [key, takenCode] of [
          ['username', ErrorCodes.userNameTaken],
          ['mobile', ErrorCodes.mobileTaken],
          ['email', ErrorCodes.emailTaken],
        ] as const) {
          const value = lower(cells[key]);
          if (!value) continue;
          if (taken[key].has(value)) report.fail(row, key, takenCode);
          else if (seen[key].has(value)) report.fail(row, key, ErrorCodes.duplicateInFile);
          seen[key].add(value);
        }
        const deptPath = normalisePath(cells.dept);
        const deptId = deptPath ? deptByPath.get(deptPath) : undefined;
        if (deptPath && !deptId) report.fail(row, 'dept', ErrorCodes.deptUnknown, { name: deptPath });
        else if (!caller.rights.all && !(deptId && caller.rights.deptIds.has(deptId))) report.fail(row, 'dept', ErrorCodes.noDataRights);
        const postIds: string[] = [];
        for (const name of namesIn(cells.posts)) {
          const postId = postByName.get(name);
          if (postId) postIds.push(postId);
          else report.fail(row, 'posts', ErrorCodes.postUnknown, { name });
        }
        const roleNames = namesIn(cells.roles);
        const granted = roleNames.flatMap((name) => roleByName.get(name) ?? []);
        if (!roleNames.length) report.fail(row, 'roles', ErrorCodes.roleRequired);
        for (const name of roleNames) if (!roleByName.has(name)) report.fail(row, 'roles', ErrorCodes.roleUnknown, { name });
        if (grantsBeyond(caller, granted)) report.fail(row, 'roles', ErrorCodes.grantBeyondOwn);
        if (cells.password) report.check(row, 'password', validatePasswordStrength(cells.password, policy));
        if (report.count() === before)
          accepted.push({
            ...cells,
            deptId: deptId ?? null,
            postIds: [...new Set(postIds)],
            roleIds: [...new Set(granted.map((r) => r.id))],
          });
      }
      if (report.count()) return report.done(rows.length, 0);

      const people: (Accepted & { passwordHash: string })[] = [];
      for (const m of accepted)
        people.push({
          ...m,
          passwordHash: m.password ? await hashPassword(m.password) : NO_PASSWORD,
        });
      await db.transaction(async (tx) => {
        for (let i = 0; i < people.length; i += 500) {
          const chunk = people.slice(i, i + 500);
          const created = await tx
            .insert(users)
            .values(
              chunk.map((m) => ({
                username: m.username,
                name: m.name,
                mobile: m.mobile || null,
                email: m.email || null,
                passwordHash: m.passwordHash,
                defaultOfficeId: officeId,
              })),
            )
            .returning({ id: users.id });
          const withIds = chunk.map((m, j) => ({ ...m, userId: created[j]!.id }));
          await tx.insert(memberships).values(withIds.map((m) => ({ userId: m.userId, officeId, deptId: m.deptId })));
          const postRows = withIds.flatMap((m) => m.postIds.map((postId) => ({ officeId, userId: m.userId, postId })));
          if (postRows.length) await tx.insert(memberPosts).values(postRows);
          await tx.insert(memberRoles).values(withIds.flatMap((m) => m.roleIds.map((roleId) => ({ officeId, userId: m.userId, roleId }))));
        }
        await recordAudit(tx, caller.actor, { action: 'user.import', targetType: 'user', detail: { imported: people.length } });
      });
      return report.done(rows.length, people.length);
    },
  };
}
