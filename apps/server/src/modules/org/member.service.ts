import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import { MEMBER_EXPORT_COLUMNS, MEMBER_IMPORT_COLUMNS } from '@cloud-exam/contract/org/member';
import { STATUS_LABELS } from '@cloud-exam/contract/sheet';
import { zonedDateTime } from '@cloud-exam/contract/time-zone';
import {
  type Validation,
  validateOptionalEmail,
  validateOptionalMobile,
  validatePasswordStrength,
  validateLength,
  validateUserName,
} from '@cloud-exam/contract/validators';
import type { Db } from '../../db/client';
import type { PageParams } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { DataRights, Tenant } from '../../http/tenant';
import { hashPassword, hashPasswords } from '../../lib/crypto';
import { writeSheet } from '../../lib/excel';
import { sheetFormat } from '../../lib/sheet-import';
import { findUserByAccount } from '../account';
import { changedFields, recordAudit } from '../audit';
import type { ImportSpec } from '../jobs';
import type { SettingsService } from '../settings';
import { assertDeptRight } from './data-rights';
import { deptRepo } from './dept.repo';
import type { InvitationService } from './invitation.service';
import { normalisePath, pathsOf, subtreeOf } from './dept.service';
import { officeRepo } from './office.repo';
import { accountsUsing, contactTaken, type MemberFilter, type MemberRow, memberRepo, type NewMember, UserStatus } from './member.repo';

type MemberFields = { name: string; mobile?: string; email?: string; deptId?: string; postIds: string[]; roleIds: string[] };
export type MemberQuery = { keyword?: string; deptId?: string; withChildren: '0' | '1'; roleId?: string; status?: number };

export type MemberServiceDeps = {
  db: Db;
  decryptPassword: (cipher: string) => string;
  /** Drops cached sessions of these users so a change to their membership is seen on their next call. */
  forgetUsers: (userIds: string[]) => void;
  settings: Pick<SettingsService, 'of'>;
  invitations: Pick<InvitationService, 'invite'>;
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
const grantsBeyond = (tenant: Tenant, granted: { authorities: string[] }[]) => {
  const held = tenant.session.authorities;
  return !held.includes(Authority.admin) && granted.some((r) => r.authorities.some((a) => !hasAnyAuthority(held, [a])));
};

const toMember = (m: MemberRow) => ({
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

/** What an edit's audit entry compares. */
const audited = (m: MemberRow) => ({
  name: m.name,
  mobile: m.mobile,
  email: m.email,
  deptName: m.deptName,
  postNames: m.postNames,
  roleNames: m.roleNames,
});

export function createMemberService({ db, decryptPassword, forgetUsers, settings, invitations }: MemberServiceDeps) {
  /** The department ids a member query covers: the chosen department (and below), within the caller's rights. */
  async function filterOf(tenant: Tenant, rights: DataRights, q: MemberQuery): Promise<MemberFilter> {
    let deptIds: string[] | undefined;
    if (q.deptId) deptIds = q.withChildren === '1' ? subtreeOf(await deptRepo(db, tenant).nodes(), q.deptId) : [q.deptId];
    return {
      keyword: q.keyword,
      deptIds,
      roleId: q.roleId,
      status: q.status,
      visibleDeptIds: rights.all ? undefined : [...rights.deptIds],
    };
  }

  async function checkFields(tenant: Tenant, rights: DataRights, input: MemberFields, userId?: string) {
    check(validateOptionalMobile(input.mobile));
    check(validateOptionalEmail(input.email));
    if (input.deptId) {
      if (!(await deptRepo(db, tenant).findOne(input.deptId))) throw new AppError(ErrorCodes.notFound);
    }
    if (input.deptId || !rights.all) assertDeptRight(rights, input.deptId);
    const members = memberRepo(db, tenant);
    if ((await members.postsIn(input.postIds)).length !== new Set(input.postIds).size) throw new AppError(ErrorCodes.notFound);
    const granted = await members.rolesIn(input.roleIds);
    if (!granted.length) throw new AppError(ErrorCodes.roleRequired);
    if (granted.length !== new Set(input.roleIds).size) throw new AppError(ErrorCodes.notFound);
    if (grantsBeyond(tenant, granted)) throw new AppError(ErrorCodes.grantBeyondOwn);
    for (const [contact, value, code] of [
      ['mobile', input.mobile, ErrorCodes.mobileTaken],
      ['email', input.email, ErrorCodes.emailTaken],
    ] as const) {
      if (value && (await contactTaken(db, contact, value, userId))) throw new AppError(code);
    }
  }

  /** A member of the caller's institution within the caller's data rights. */
  async function found(tenant: Tenant, rights: DataRights, userId: string) {
    const member = await memberRepo(db, tenant).findOne(userId);
    if (!member) throw new AppError(ErrorCodes.notFound);
    if (!rights.all) assertDeptRight(rights, member.deptId);
    return member;
  }

  return {
    async page(tenant: Tenant, rights: DataRights, q: MemberQuery & PageParams) {
      const page = await memberRepo(db, tenant).page(await filterOf(tenant, rights, q), q);
      return { ...page, records: page.records.map(toMember) };
    },

    async export(tenant: Tenant, rights: DataRights, q: MemberQuery, lang: Language) {
      const rows = await memberRepo(db, tenant).findAll(await filterOf(tenant, rights, q));
      const zone = await officeRepo(db, tenant).timeZone();
      const i = LANGUAGES.indexOf(lang);
      const columns = Object.entries(MEMBER_EXPORT_COLUMNS).map(([key, c]) => ({
        header: key === 'createTime' ? `${c[i]} (${zone})` : c[i]!,
      }));
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
          zonedDateTime(m.createdAt, zone),
        ]),
      );
    },

    /**
     * Adds a member: a new account with the given password joins at once. An existing account (no password) is
     * only invited: the person joins when they accept, and until then this institution sees its name alone (no
     * proof by mobile or e-mail is asked, so none can be guessed here).
     */
    async add(
      tenant: Tenant,
      rights: DataRights,
      input: Omit<MemberFields, 'name'> & { name?: string; username: string; password?: string },
      lang: Language,
    ): Promise<{ userId: string | null; invitationId: string | null }> {
      check(validateUserName(input.username));
      const existing = await findUserByAccount(db, input.username);
      if (existing && existing.username.toLowerCase() !== input.username.toLowerCase()) throw new AppError(ErrorCodes.userNameTaken);
      if (existing && input.password) throw new AppError(ErrorCodes.userNameTaken);
      if (existing) {
        if (await memberRepo(db, tenant).findOne(existing.id)) throw new AppError(ErrorCodes.alreadyMember);
        await checkFields(tenant, rights, { ...input, name: existing.username, mobile: undefined, email: undefined }, existing.id);
        return { userId: null, invitationId: await invitations.invite(tenant, existing, input, lang) };
      }
      if (!input.password) throw new AppError(ErrorCodes.accountUnknown);
      if (!input.name) throw new AppError(ErrorCodes.nameRequired);
      const fields = { ...input, name: input.name };
      await checkFields(tenant, rights, fields);
      const password = decryptPassword(input.password);
      check(validatePasswordStrength(password, await settings.of(tenant)));
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const members = memberRepo(tx, tenant);
        const userId = await members.createAccount({
          username: input.username,
          name: fields.name,
          mobile: input.mobile,
          email: input.email,
          passwordHash,
        });
        await members.join(userId, input.deptId ?? null);
        await members.setPostsAndRoles(userId, input.postIds, input.roleIds);
        await recordAudit(tx, tenant.actor, {
          action: 'user.add',
          targetType: 'user',
          targetId: userId,
          targetName: input.username,
          detail: { deptId: input.deptId ?? null, roleIds: input.roleIds },
        });
        return { userId, invitationId: null };
      });
    },

    async edit(tenant: Tenant, rights: DataRights, input: MemberFields & { userId: string }) {
      const before = await found(tenant, rights, input.userId);
      const personal = { name: input.name, mobile: input.mobile ?? null, email: input.email ?? null };
      const personalChanged = personal.name !== before.name || personal.mobile !== before.mobile || personal.email !== before.email;
      if (before.shared && personalChanged) throw new AppError(ErrorCodes.sharedAccount);
      await checkFields(tenant, rights, input, input.userId);
      await db.transaction(async (tx) => {
        const members = memberRepo(tx, tenant);
        if (personalChanged) await members.updateAccount(input.userId, personal);
        await members.setDept(input.userId, input.deptId ?? null);
        await members.setPostsAndRoles(input.userId, input.postIds, input.roleIds);
        const after = await members.findOne(input.userId);
        await recordAudit(tx, tenant.actor, {
          action: 'user.edit',
          targetType: 'user',
          targetId: input.userId,
          targetName: before.username,
          detail: changedFields(audited(before), audited(after!)),
        });
      });
      forgetUsers([input.userId]);
      return null;
    },

    async setStatus(tenant: Tenant, rights: DataRights, userId: string, status: number) {
      if (userId === tenant.userId) throw new AppError(ErrorCodes.cannotDisableSelf);
      const member = await found(tenant, rights, userId);
      await db.transaction(async (tx) => {
        await memberRepo(tx, tenant).setStatus(userId, status);
        await recordAudit(tx, tenant.actor, {
          action: status === UserStatus.active ? 'user.enable' : 'user.disable',
          targetType: 'user',
          targetId: userId,
          targetName: member.username,
        });
      });
      forgetUsers([userId]);
      return null;
    },

    async resetPassword(tenant: Tenant, rights: DataRights, userId: string, cipher: string) {
      const member = await found(tenant, rights, userId);
      if (member.shared) throw new AppError(ErrorCodes.sharedAccount);
      const password = decryptPassword(cipher);
      check(validatePasswordStrength(password, await settings.of(tenant)));
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await memberRepo(tx, tenant).setPassword(userId, passwordHash);
        await recordAudit(tx, tenant.actor, {
          action: 'user.resetPassword',
          targetType: 'user',
          targetId: userId,
          targetName: member.username,
        });
      });
      forgetUsers([userId]);
      return null;
    },

    /** Takes the person out of this institution; their account and other memberships stay. */
    async remove(tenant: Tenant, rights: DataRights, userId: string) {
      if (userId === tenant.userId) throw new AppError(ErrorCodes.cannotDisableSelf);
      const member = await found(tenant, rights, userId);
      await db.transaction(async (tx) => {
        await memberRepo(tx, tenant).leave(userId);
        await recordAudit(tx, tenant.actor, { action: 'user.remove', targetType: 'user', targetId: userId, targetName: member.username });
      });
      forgetUsers([userId]);
      return null;
    },

    template(lang: Language) {
      const example =
        lang === 'zh'
          ? ['zhangsan', '张三', '13800138000', '', '总校/教务处', '', '监考员', '']
          : ['zhangsan', 'Zhang San', '13800138000', '', 'Head office/Academic affairs', '', '监考员', ''];
      return importSheet.write(lang, [example]);
    },

    /**
     * The member import (run in the background by the jobs kit): new accounts as members. Department by its path, posts and roles by their names. Every row is
     * checked first, against existing accounts and the file's other rows; one bad row and nothing is written.
     * Existing accounts are not pulled in by a file: they join through the add dialog, which asks for proof.
     */
    importSpec: {
      kind: 'user.import',
      format: importSheet,
      async prepare({ tenant, lang, progress }, rows, report) {
        const rights = await tenant.rights();
        const members = memberRepo(db, tenant);
        const deptByPath = new Map([...pathsOf(await deptRepo(db, tenant).nodes())].map(([id, path]) => [path, id]));
        const postByName = new Map((await members.allPosts()).map((p) => [p.name, p.id]));
        const roleByName = new Map((await members.allRoles()).map((r) => [r.name, r]));
        const policy = await settings.of(tenant);
        const lower = (v: string) => v.toLowerCase();
        const column = (key: 'username' | 'mobile' | 'email') => rows.map((r) => lower(r.cells[key])).filter(Boolean);
        const existing = await accountsUsing(db, { usernames: column('username'), mobiles: column('mobile'), emails: column('email') });
        const taken = {
          username: new Set(existing.map((u) => lower(u.username))),
          mobile: new Set(existing.map((u) => u.mobile ?? '')),
          email: new Set(existing.map((u) => lower(u.email ?? ''))),
        };
        const seen = { username: new Set<string>(), mobile: new Set<string>(), email: new Set<string>() };
        const accepted: (Omit<NewMember, 'passwordHash'> & { password: string })[] = [];

        for (const { row, cells } of rows) {
          const before = report.count();
          const required = (key: 'username' | 'name') => {
            if (cells[key]) return true;
            report.fail(row, key, ErrorCodes.fieldRequired, { title: importSheet.label(key, lang) });
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
          else if (!rights.all && !(deptId && rights.deptIds.has(deptId))) report.fail(row, 'dept', ErrorCodes.noDataRights);
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
          if (grantsBeyond(tenant, granted)) report.fail(row, 'roles', ErrorCodes.grantBeyondOwn);
          if (cells.password) report.check(row, 'password', validatePasswordStrength(cells.password, policy));
          if (report.count() === before)
            accepted.push({
              ...cells,
              mobile: cells.mobile || null,
              email: cells.email || null,
              deptId: deptId ?? null,
              postIds: [...new Set(postIds)],
              roleIds: [...new Set(granted.map((r) => r.id))],
            });
        }
        if (report.count()) return [];
        // The initial passwords, hashed in parallel (one per core) with the dialog's progress bar following.
        const hashes = await hashPasswords(
          accepted.map((a) => a.password),
          (done) => progress(done / accepted.length),
        );
        return accepted.map(({ password: _password, ...m }, i): NewMember => ({ ...m, passwordHash: hashes[i]! }));
      },
      async write(tx, { tenant }, people) {
        await memberRepo(tx, tenant).addMany(people);
        await recordAudit(tx, tenant.actor, { action: 'user.import', targetType: 'user', detail: { imported: people.length } });
      },
    } satisfies ImportSpec<typeof MEMBER_IMPORT_COLUMNS, NewMember>,
  };
}
