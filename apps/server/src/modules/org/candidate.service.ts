import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import { CANDIDATE_COLUMNS, CANDIDATE_NAME_MAX, type CandidateAccount } from '@cloud-exam/contract/org/candidate';
import type { SystemSettings } from '@cloud-exam/contract/org/office';
import {
  type Validation,
  validateIdNumber,
  validateLength,
  validateOptionalEmail,
  validateOptionalMobile,
  validatePasswordStrength,
} from '@cloud-exam/contract/validators';
import type { Db } from '../../db/client';
import type { PageParams, Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { hashPassword, hashPasswords, NO_PASSWORD } from '../../lib/crypto';
import { sheetFormat } from '../../lib/sheet-import';
import { changedFields, recordAudit } from '../audit';
import type { ImportSpec } from '../jobs';
import { type CandidateQuery, type CandidateRow, candidateRepo, type NewCandidate, UserStatus } from './candidate.repo';
import { dictItemsOf } from './dict.service';

type CandidateFields = { name: string; certType: string; idNumber: string; mobile?: string; email?: string };

const sheet = sheetFormat('candidates', CANDIDATE_COLUMNS, { certType: 22, idNumber: 22, password: 30 });
const CERTIFICATE_TYPES = 'certificate_type';

const check = (invalid: Validation) => {
  if (invalid) throw new AppError(invalid.code, invalid.params);
};
/** Certificate numbers compare without regard to case (an X check digit may be typed either way). */
const normaliseId = (idNumber: string) => idNumber.trim().toUpperCase();

export type CandidateServiceDeps = {
  db: Db;
  decryptPassword: (cipher: string) => string;
  /** The password policy of an institution (the settings service's `of`). */
  passwordPolicyOf: (scope: Scope) => Promise<SystemSettings>;
};

/** Candidates' sign-in accounts of one institution: list, add, edit, disable, reset password, delete, import, export. */
export function createCandidateService({ db, decryptPassword, passwordPolicyOf }: CandidateServiceDeps) {
  const certTypesOf = async (tenant: Tenant, lang: Language) =>
    (await dictItemsOf(db, tenant, [CERTIFICATE_TYPES], lang, false))[CERTIFICATE_TYPES] ?? [];

  /** The same rules for the form and for every import row. */
  function validateFields(input: CandidateFields, certCodes: Set<string>) {
    return {
      // A blank name is refused before this (the form's schema, the import's required check).
      name: input.name.trim() ? validateLength(input.name, 1, CANDIDATE_NAME_MAX) : null,
      certType: certCodes.has(input.certType) ? null : { code: ErrorCodes.certificateTypeUnknown },
      idNumber: validateIdNumber(input.certType, input.idNumber),
      mobile: validateOptionalMobile(input.mobile),
      email: validateOptionalEmail(input.email),
    } satisfies Record<keyof CandidateFields, Validation>;
  }

  async function checkFields(tenant: Tenant, input: CandidateFields, lang: Language, exceptId?: string) {
    const certCodes = new Set((await certTypesOf(tenant, lang)).map((t) => t.code));
    for (const invalid of Object.values(validateFields(input, certCodes))) check(invalid);
    const found = await candidateRepo(db, tenant).clashes([normaliseId(input.idNumber)], input.mobile ? [input.mobile] : [], exceptId);
    if (found.some((c) => normaliseId(c.idNumber) === normaliseId(input.idNumber))) throw new AppError(ErrorCodes.candidateIdTaken);
    if (found.length) throw new AppError(ErrorCodes.candidateMobileTaken);
  }

  /** The stored hash of an optional first password, checked against the institution's policy. */
  async function hashOf(tenant: Tenant, password: string | undefined) {
    if (!password) return NO_PASSWORD;
    check(validatePasswordStrength(password, await passwordPolicyOf(tenant)));
    return hashPassword(password);
  }

  async function found(tenant: Tenant, id: string) {
    const row = await candidateRepo(db, tenant).findOne(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  }

  /** The accounts named by ids, all of them the institution's, or 10000404. */
  async function foundAll(tenant: Tenant, ids: string[]) {
    const rows = await candidateRepo(db, tenant).findMany(ids);
    if (rows.length !== new Set(ids).size) throw new AppError(ErrorCodes.notFound);
    return rows;
  }

  return {
    async page(tenant: Tenant, q: CandidateQuery & PageParams) {
      const page = await candidateRepo(db, tenant).page(q);
      return { ...page, records: page.records.map(toCandidate) };
    },

    async export(tenant: Tenant, q: CandidateQuery, lang: Language) {
      const rows = await candidateRepo(db, tenant).findAll(q);
      const typeName = new Map((await certTypesOf(tenant, lang)).map((t) => [t.code, t.name]));
      return sheet.write(
        lang,
        rows.map((c) => [c.name, typeName.get(c.certType) ?? c.certType, c.idNumber, c.mobile, c.email, null]),
      );
    },

    template(lang: Language) {
      const example =
        lang === 'zh'
          ? ['张三', '居民身份证', '11010519491231002X', '13800138000', '', '']
          : ['Zhang San', 'Mainland ID card', '11010519491231002X', '13800138000', '', ''];
      return sheet.write(lang, [example]);
    },

    async add(tenant: Tenant, input: CandidateFields & { password?: string }, lang: Language) {
      await checkFields(tenant, input, lang);
      const passwordHash = await hashOf(tenant, input.password ? decryptPassword(input.password) : undefined);
      return db.transaction(async (tx) => {
        const row = await candidateRepo(tx, tenant).insert({ ...fieldsOf(input), passwordHash });
        await recordAudit(tx, tenant.actor, { action: 'candidate.add', targetType: 'candidate', targetId: row.id, targetName: input.name });
        return { id: row.id };
      });
    },

    async edit(tenant: Tenant, input: CandidateFields & { id: string }, lang: Language) {
      const before = await found(tenant, input.id);
      await checkFields(tenant, input, lang, input.id);
      await db.transaction(async (tx) => {
        const after = await candidateRepo(tx, tenant).edit(input.id, fieldsOf(input));
        await recordAudit(tx, tenant.actor, {
          action: 'candidate.edit',
          targetType: 'candidate',
          targetId: input.id,
          targetName: input.name,
          detail: changedFields(publicFields(before), publicFields(after!)),
        });
      });
      return null;
    },

    async setStatus(tenant: Tenant, ids: string[], status: number) {
      const rows = await foundAll(tenant, ids);
      await db.transaction(async (tx) => {
        await candidateRepo(tx, tenant).setStatus(ids, status);
        const action = status === UserStatus.active ? 'candidate.enable' : 'candidate.disable';
        await recordAudit(
          tx,
          tenant.actor,
          rows.map((c) => ({ action, targetType: 'candidate', targetId: c.id, targetName: c.name })),
        );
      });
      return null;
    },

    async resetPassword(tenant: Tenant, id: string, cipher: string) {
      const candidate = await found(tenant, id);
      const password = decryptPassword(cipher);
      check(validatePasswordStrength(password, await passwordPolicyOf(tenant)));
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await candidateRepo(tx, tenant).edit(id, { passwordHash });
        await recordAudit(tx, tenant.actor, {
          action: 'candidate.resetPassword',
          targetType: 'candidate',
          targetId: id,
          targetName: candidate.name,
        });
      });
      return null;
    },

    async remove(tenant: Tenant, ids: string[]) {
      const rows = await foundAll(tenant, ids);
      await db.transaction(async (tx) => {
        await candidateRepo(tx, tenant).remove(ids);
        await recordAudit(
          tx,
          tenant.actor,
          rows.map((c) => ({ action: 'candidate.delete', targetType: 'candidate', targetId: c.id, targetName: c.name })),
        );
      });
      return null;
    },

    /**
     * The candidate account import (run in the background by the jobs kit). The certificate type may be given by its name or its code. Every row
     * is checked first, against the institution's accounts and the file's other rows; one bad row and nothing
     * is written.
     */
    importSpec: {
      kind: 'candidate.import',
      format: sheet,
      async prepare({ tenant, lang, progress }, rows, report) {
        const types = await certTypesOf(tenant, lang);
        const certCodes = new Set(types.map((t) => t.code));
        const codeOf = new Map(types.flatMap((t) => [[t.code, t.code] as const, [t.name, t.code] as const]));
        const policy = await passwordPolicyOf(tenant);
        const existing = await candidateRepo(db, tenant).clashes(
          rows.map((r) => normaliseId(r.cells.idNumber)).filter(Boolean),
          rows.map((r) => r.cells.mobile).filter(Boolean),
        );
        const takenIds = new Set(existing.map((c) => normaliseId(c.idNumber)));
        const takenMobiles = new Set(existing.map((c) => c.mobile));
        const seenIds = new Set<string>();
        const seenMobiles = new Set<string>();
        const accepted: (CandidateFields & { password: string })[] = [];

        for (const { row, cells } of rows) {
          const before = report.count();
          const input = { ...cells, certType: codeOf.get(cells.certType) ?? cells.certType };
          if (!cells.name) report.fail(row, 'name', ErrorCodes.fieldRequired, { title: sheet.label('name', lang) });
          for (const [column, invalid] of Object.entries(validateFields(input, certCodes)))
            report.check(row, column as keyof CandidateFields, invalid);
          const idKey = normaliseId(cells.idNumber);
          if (idKey && takenIds.has(idKey)) report.fail(row, 'idNumber', ErrorCodes.candidateIdTaken);
          else if (idKey && seenIds.has(idKey)) report.fail(row, 'idNumber', ErrorCodes.duplicateInFile);
          if (cells.mobile && takenMobiles.has(cells.mobile)) report.fail(row, 'mobile', ErrorCodes.candidateMobileTaken);
          else if (cells.mobile && seenMobiles.has(cells.mobile)) report.fail(row, 'mobile', ErrorCodes.duplicateInFile);
          if (cells.password) report.check(row, 'password', validatePasswordStrength(cells.password, policy));
          seenIds.add(idKey);
          if (cells.mobile) seenMobiles.add(cells.mobile);
          if (report.count() === before) accepted.push(input);
        }
        if (report.count()) return [];
        // The initial passwords, hashed in parallel (one per core) with the dialog's progress bar following.
        const hashes = await hashPasswords(
          accepted.map((a) => a.password),
          (done) => progress(done / accepted.length),
        );
        return accepted.map((input, i): NewCandidate => ({ ...fieldsOf(input), passwordHash: hashes[i]! }));
      },
      async write(tx, { tenant }, values) {
        const repo = candidateRepo(tx, tenant);
        for (let i = 0; i < values.length; i += 500) await repo.insertMany(values.slice(i, i + 500));
        await recordAudit(tx, tenant.actor, { action: 'candidate.import', targetType: 'candidate', detail: { imported: values.length } });
      },
    } satisfies ImportSpec<typeof CANDIDATE_COLUMNS, NewCandidate>,
  };
}

const fieldsOf = (input: CandidateFields) => ({
  name: input.name.trim(),
  certType: input.certType,
  idNumber: input.idNumber.trim(),
  mobile: input.mobile || null,
  email: input.email || null,
});

const publicFields = (c: CandidateRow) => ({
  name: c.name,
  certType: c.certType,
  idNumber: c.idNumber,
  mobile: c.mobile,
  email: c.email,
});

const toCandidate = (c: CandidateRow): CandidateAccount => ({
  id: c.id,
  ...publicFields(c),
  status: c.status,
  hasPassword: c.passwordHash !== NO_PASSWORD,
  lastSignInTime: c.lastSignInAt?.toISOString() ?? null,
  createTime: c.createdAt.toISOString(),
});
