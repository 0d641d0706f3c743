import { CANDIDATE_COLUMNS, CANDIDATE_NAME_MAX, type CandidateAccount } from '@cloud-exam/contract/candidate';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import type { ImportReport } from '@cloud-exam/contract/org';
import type { SystemSettings } from '@cloud-exam/contract/settings';
import {
  type Validation,
  validateIdNumber,
  validateLength,
  validateOptionalEmail,
  validateOptionalMobile,
  validatePasswordStrength,
} from '@cloud-exam/contract/validators';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, UserStatus } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashPassword, NO_PASSWORD } from '../../lib/crypto';
import { likePattern } from '../../lib/sql-like';
import { sheetFormat } from '../../lib/sheet-import';
import { type Actor, changedFields, recordAudit } from '../audit/audit';
import { dictItemsOf } from './dict.service';

type CandidateFields = { name: string; certType: string; idNumber: string; mobile?: string; email?: string };
export type CandidateQuery = { keyword?: string; certType?: string; status?: number };
type OfficeActor = Actor & { officeId: string };

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
  passwordPolicyOf: (officeId: string) => Promise<SystemSettings>;
};

/** Candidates' sign-in accounts of one institution: list, add, edit, disable, reset password, delete, import, export. */
export function createCandidateService({ db, decryptPassword, passwordPolicyOf }: CandidateServiceDeps) {
  const inOffice = (officeId: string) => eq(candidates.officeId, officeId);

  function whereOf(officeId: string, q: CandidateQuery): SQL | undefined {
    const k = q.keyword ? likePattern(q.keyword) : undefined;
    return and(
      inOffice(officeId),
      k ? or(ilike(candidates.name, k), ilike(candidates.idNumber, k), ilike(candidates.mobile, k)) : undefined,
      q.certType ? eq(candidates.certType, q.certType) : undefined,
      q.status === undefined ? undefined : eq(candidates.status, q.status),
    );
  }

  const certTypesOf = async (officeId: string, lang: Language) =>
    (await dictItemsOf(db, officeId, [CERTIFICATE_TYPES], lang, false))[CERTIFICATE_TYPES] ?? [];

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

  /** Existing accounts of the institution with one of these certificate or mobile numbers (except `exceptId`). */
  const clashes = (officeId: string, idNumbers: string[], mobiles: string[], exceptId?: string) =>
    db
      .select({ id: candidates.id, idNumber: candidates.idNumber, mobile: candidates.mobile })
      .from(candidates)
      .where(
        and(
          inOffice(officeId),
          or(
            idNumbers.length ? inArray(sql`upper(${candidates.idNumber})`, idNumbers) : undefined,
            mobiles.length ? inArray(candidates.mobile, mobiles) : undefined,
          ),
          exceptId ? sql`${candidates.id} <> ${exceptId}` : undefined,
        ),
      );

  async function checkFields(officeId: string, input: CandidateFields, lang: Language, exceptId?: string) {
    const certCodes = new Set((await certTypesOf(officeId, lang)).map((t) => t.code));
    for (const invalid of Object.values(validateFields(input, certCodes))) check(invalid);
    const found = await clashes(officeId, [normaliseId(input.idNumber)], input.mobile ? [input.mobile] : [], exceptId);
    if (found.some((c) => normaliseId(c.idNumber) === normaliseId(input.idNumber))) throw new AppError(ErrorCodes.candidateIdTaken);
    if (found.length) throw new AppError(ErrorCodes.candidateMobileTaken);
  }

  /** The stored hash of an optional first password, checked against the institution's policy. */
  async function hashOf(officeId: string, password: string | undefined) {
    if (!password) return NO_PASSWORD;
    check(validatePasswordStrength(password, await passwordPolicyOf(officeId)));
    return hashPassword(password);
  }

  async function found(officeId: string, id: string) {
    const [row] = await db
      .select()
      .from(candidates)
      .where(and(inOffice(officeId), eq(candidates.id, id)));
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  }

  /** The accounts named by ids, all of them the institution's, or 10000404. */
  async function foundAll(officeId: string, ids: string[]) {
    const rows = await db
      .select({ id: candidates.id, name: candidates.name, idNumber: candidates.idNumber })
      .from(candidates)
      .where(and(inOffice(officeId), inArray(candidates.id, ids)));
    if (rows.length !== new Set(ids).size) throw new AppError(ErrorCodes.notFound);
    return rows;
  }

  return {
    async page(officeId: string, q: CandidateQuery & { current: number; size: number }) {
      const where = whereOf(officeId, q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(candidates)
          .where(where)
          .orderBy(desc(candidates.createdAt), asc(candidates.id))
          .limit(q.size)
          .offset((q.current - 1) * q.size),
        db.select({ n: count() }).from(candidates).where(where),
      ]);
      return { records: rows.map(toCandidate), total: total?.n ?? 0, current: q.current, size: q.size };
    },

    async export(officeId: string, q: CandidateQuery, lang: Language) {
      const rows = await db.select().from(candidates).where(whereOf(officeId, q)).orderBy(desc(candidates.createdAt));
      const typeName = new Map((await certTypesOf(officeId, lang)).map((t) => [t.code, t.name]));
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

    async add(actor: OfficeActor, input: CandidateFields & { password?: string }, lang: Language) {
      await checkFields(actor.officeId, input, lang);
      const passwordHash = await hashOf(actor.officeId, input.password ? decryptPassword(input.password) : undefined);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(candidates)
          .values({ ...fieldsOf(input), officeId: actor.officeId, passwordHash })
          .returning({ id: candidates.id });
        await recordAudit(tx, actor, { action: 'candidate.add', targetType: 'candidate', targetId: row!.id, targetName: input.name });
        return { id: row!.id };
      });
    },

    async edit(actor: OfficeActor, input: CandidateFields & { id: string }, lang: Language) {
      const before = await found(actor.officeId, input.id);
      await checkFields(actor.officeId, input, lang, input.id);
      await db.transaction(async (tx) => {
        const [after] = await tx
          .update(candidates)
          .set({ ...fieldsOf(input), updatedAt: new Date() })
          .where(and(inOffice(actor.officeId), eq(candidates.id, input.id)))
          .returning();
        await recordAudit(tx, actor, {
          action: 'candidate.edit',
          targetType: 'candidate',
          targetId: input.id,
          targetName: input.name,
          detail: changedFields(publicFields(before), publicFields(after!)),
        });
      });
    },

    async setStatus(actor: OfficeActor, ids: string[], status: number) {
      const rows = await foundAll(actor.officeId, ids);
      await db.transaction(async (tx) => {
        await tx
          .update(candidates)
          .set({ status, updatedAt: new Date() })
          .where(and(inOffice(actor.officeId), inArray(candidates.id, ids)));
        const action = status === UserStatus.active ? 'candidate.enable' : 'candidate.disable';
        await recordAudit(
          tx,
          actor,
          rows.map((c) => ({ action, targetType: 'candidate', targetId: c.id, targetName: c.name })),
        );
      });
    },

    async resetPassword(actor: OfficeActor, id: string, cipher: string) {
      const candidate = await found(actor.officeId, id);
      const password = decryptPassword(cipher);
      check(validatePasswordStrength(password, await passwordPolicyOf(actor.officeId)));
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx
          .update(candidates)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(inOffice(actor.officeId), eq(candidates.id, id)));
        await recordAudit(tx, actor, {
          action: 'candidate.resetPassword',
          targetType: 'candidate',
          targetId: id,
          targetName: candidate.name,
        });
      });
    },

    async remove(actor: OfficeActor, ids: string[]) {
      const rows = await foundAll(actor.officeId, ids);
      await db.transaction(async (tx) => {
        await tx.delete(candidates).where(and(inOffice(actor.officeId), inArray(candidates.id, ids)));
        await recordAudit(
          tx,
          actor,
          rows.map((c) => ({ action: 'candidate.delete', targetType: 'candidate', targetId: c.id, targetName: c.name })),
        );
      });
    },

    /**
     * Imports accounts from the template. The certificate type may be given by its name or its code. Every row
     * is checked first, against the institution's accounts and the file's other rows; one bad row and nothing
     * is written.
     */
    async import(actor: OfficeActor, file: Buffer, lang: Language): Promise<ImportReport> {
      const rows = await sheet.read(file);
      if (rows.length === 0) throw new AppError(ErrorCodes.importEmpty);
      const types = await certTypesOf(actor.officeId, lang);
      const certCodes = new Set(types.map((t) => t.code));
      const codeOf = new Map(types.flatMap((t) => [[t.code, t.code] as const, [t.name, t.code] as const]));
      const policy = await passwordPolicyOf(actor.officeId);
      const existing = await clashes(
        actor.officeId,
        rows.map((r) => normaliseId(r.cells.idNumber)).filter(Boolean),
        rows.map((r) => r.cells.mobile).filter(Boolean),
      );
      const takenIds = new Set(existing.map((c) => normaliseId(c.idNumber)));
      const takenMobiles = new Set(existing.map((c) => c.mobile));
      const seenIds = new Set<string>();
      const seenMobiles = new Set<string>();
      const report = sheet.report(lang);
      const accepted: (CandidateFields & { password: string })[] = [];

      for (const { row, cells } of rows) {
        const before = report.count();
        const input = { ...cells, certType: codeOf.get(cells.certType) ?? cells.certType };
        if (!cells.name) report.fail(row, 'name', 10001015, { title: sheet.label('name', lang) });
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
      if (report.count()) return report.done(rows.length, 0);

      const values: (typeof candidates.$inferInsert)[] = [];
      for (const input of accepted)
        values.push({
          ...fieldsOf(input),
          officeId: actor.officeId,
          passwordHash: input.password ? await hashPassword(input.password) : NO_PASSWORD,
        });
      await db.transaction(async (tx) => {
        for (let i = 0; i < values.length; i += 500) await tx.insert(candidates).values(values.slice(i, i + 500));
        await recordAudit(tx, actor, { action: 'candidate.import', targetType: 'candidate', detail: { imported: values.length } });
      });
      return report.done(rows.length, values.length);
    },
  };
}

const fieldsOf = (input: CandidateFields) => ({
  name: input.name.trim(),
  certType: input.certType,
  idNumber: input.idNumber.trim(),
  mobile: input.mobile || null,
  email: input.email || null,
});

const publicFields = (c: typeof candidates.$inferSelect) => ({
  name: c.name,
  certType: c.certType,
  idNumber: c.idNumber,
  mobile: c.mobile,
  email: c.email,
});

const toCandidate = (c: typeof candidates.$inferSelect): CandidateAccount => ({
  id: c.id,
  ...publicFields(c),
  status: c.status,
  hasPassword: c.passwordHash !== NO_PASSWORD,
  lastSignInTime: c.lastSignInAt?.toISOString() ?? null,
  createTime: c.createdAt.toISOString(),
});
