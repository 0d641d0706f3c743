import { ErrorCodes } from '@cloud-exam/contract/errors';
import { EXAM_CANDIDATE_COLUMNS } from '@cloud-exam/contract/exam/exam-candidate';
import type { Language } from '@cloud-exam/contract/languages';
import { CANDIDATE_NAME_MAX } from '@cloud-exam/contract/org/candidate';
import { validateIdNumber, validateLength, validateOptionalEmail, validateOptionalMobile } from '@cloud-exam/contract/validators';
import type { Tenant } from '../../http/tenant';
import { NO_PASSWORD } from '../../lib/crypto';
import { sheetFormat } from '../../lib/sheet-import';
import { recordAudit } from '../audit';
import type { ImportSpec } from '../jobs';
import { candidateRepo, deptRepo, type NewCandidate, normalisePath, pathsOf } from '../org';
import type { ExamDeps } from './exam.deps';
import { examCandidateLookups, normaliseId } from './exam-candidate-lookups';
import { examCandidateRepo } from './exam-candidate.repo';

/** The import's progress once the file's accounts and numbers have been looked up; its rows' checks then report every PROGRESS_ROWS rows. */
const LOOKED_UP = 0.2;
const PROGRESS_ROWS = 500;

export const candidateSheet = sheetFormat('candidates', EXAM_CANDIDATE_COLUMNS, {
  certType: 22,
  idNumber: 22,
  dept: 30,
  admissionNumber: 22,
});

/**
 * The candidate import: its template, and every row checked against the file, the exam and the accounts (the jobs
 * kit runs it); one bad row and nothing is written. A row's certificate number links an existing account, else one
 * is made; rows without an admission number are given the next ones by the exam's rule.
 */
export function createExamCandidateImport({ db, now }: Pick<ExamDeps, 'db' | 'now'>) {
  const { joinable, certCodesOf, nextNumbers } = examCandidateLookups(db, now);

  return {
    /** Refuses an import into an exam that has ended before its file is read. */
    joinable: async (tenant: Tenant, examId: string) => void (await joinable(tenant, examId)),

    template(lang: Language) {
      const example =
        lang === 'zh'
          ? ['张三', '居民身份证', '11010519491231002X', '13800138000', '', '', '']
          : ['Zhang San', 'Mainland ID card', '11010519491231002X', '13800138000', '', '', ''];
      return candidateSheet.write(lang, [example]);
    },

    /**
     * The candidate import (the jobs kit runs it): every row checked against the file, the exam and the accounts;
     * one bad row and nothing is written. A row's certificate number links an existing account, else one is made.
     */
    importSpec: {
      kind: 'examCandidate.import',
      format: candidateSheet,
      async prepare({ tenant, lang, params, progress }, rows, report) {
        const exam = await joinable(tenant, params.examId ?? '');
        const types = await certCodesOf(tenant, lang);
        const certCodes = new Set(types.map((t) => t.code));
        const codeOf = new Map(types.flatMap((t) => [[t.code, t.code] as const, [t.name, t.code] as const]));
        const deptByPath = new Map([...pathsOf(await deptRepo(db, tenant).nodes())].map(([id, path]) => [path, id]));
        const ids = rows.map((r) => normaliseId(r.cells.idNumber)).filter(Boolean);
        const mobiles = rows.map((r) => r.cells.mobile).filter(Boolean);
        const existing = await candidateRepo(db, tenant).clashes(ids, mobiles);
        const accountById = new Map(existing.map((c) => [normaliseId(c.idNumber), c]));
        const mobileOwner = new Map(existing.filter((c) => c.mobile).map((c) => [c.mobile!, normaliseId(c.idNumber)]));
        const repo = examCandidateRepo(db, tenant);
        const inExam = await repo.idNumbersIn(exam.id, ids);
        const given = rows.map((r) => r.cells.admissionNumber.trim()).filter(Boolean);
        const taken = await repo.numbersTaken(exam.id, given);
        const seenIds = new Set<string>();
        const seenMobiles = new Set<string>();
        const seenNumbers = new Set<string>();
        type Accepted = { account: NewCandidate; accountId?: string; number?: string; deptId: string | null };
        const accepted: Accepted[] = [];
        await progress(LOOKED_UP);
        for (const [at, { row, cells }] of rows.entries()) {
          if (at && at % PROGRESS_ROWS === 0) await progress(LOOKED_UP + ((1 - LOOKED_UP) * at) / rows.length);
          const before = report.count();
          const certType = codeOf.get(cells.certType) ?? cells.certType;
          if (!cells.name) report.fail(row, 'name', ErrorCodes.fieldRequired, { title: candidateSheet.label('name', lang) });
          else report.check(row, 'name', validateLength(cells.name, 1, CANDIDATE_NAME_MAX));
          if (!certCodes.has(certType)) report.fail(row, 'certType', ErrorCodes.certificateTypeUnknown);
          else report.check(row, 'idNumber', validateIdNumber(certType, cells.idNumber));
          report.check(row, 'mobile', validateOptionalMobile(cells.mobile));
          report.check(row, 'email', validateOptionalEmail(cells.email));
          const idKey = normaliseId(cells.idNumber);
          if (idKey && seenIds.has(idKey)) report.fail(row, 'idNumber', ErrorCodes.duplicateInFile);
          else if (idKey && inExam.has(idKey)) report.fail(row, 'idNumber', ErrorCodes.candidateInExam);
          if (cells.mobile) {
            const owner = mobileOwner.get(cells.mobile);
            if (seenMobiles.has(cells.mobile)) report.fail(row, 'mobile', ErrorCodes.duplicateInFile);
            else if (owner && owner !== idKey) report.fail(row, 'mobile', ErrorCodes.candidateMobileTaken);
          }
          const number = cells.admissionNumber.trim();
          if (number) {
            if (number.length > 40) report.fail(row, 'admissionNumber', ErrorCodes.fieldLength, { min: 1, max: 40 });
            else if (seenNumbers.has(number)) report.fail(row, 'admissionNumber', ErrorCodes.duplicateInFile);
            else if (taken.has(number)) report.fail(row, 'admissionNumber', ErrorCodes.admissionNumberTaken, { number });
            seenNumbers.add(number);
          }
          const deptPath = normalisePath(cells.dept);
          const deptId = deptPath ? deptByPath.get(deptPath) : undefined;
          if (deptPath && !deptId) report.fail(row, 'dept', ErrorCodes.deptUnknown, { name: deptPath });
          if (idKey) seenIds.add(idKey);
          if (cells.mobile) seenMobiles.add(cells.mobile);
          if (report.count() === before)
            accepted.push({
              account: {
                name: cells.name.trim(),
                certType,
                idNumber: cells.idNumber.trim(),
                mobile: cells.mobile || null,
                email: cells.email || null,
                passwordHash: NO_PASSWORD,
              },
              accountId: accountById.get(idKey)?.id,
              number: number || undefined,
              deptId: deptId ?? null,
            });
        }
        if (report.count()) return [];
        const numbers = await nextNumbers(tenant, exam, accepted.filter((a) => !a.number).length, seenNumbers);
        let next = 0;
        return accepted.map((a) => ({ ...a, number: a.number ?? numbers[next++]! }));
      },
      async write(tx, { tenant, params }, values) {
        const examId = params.examId!;
        const enrollId = params.enrollId || null;
        const accounts = candidateRepo(tx, tenant);
        const fresh = values.filter((v) => !v.accountId);
        for (let i = 0; i < fresh.length; i += 500) {
          const made = await accounts.insertMany(fresh.slice(i, i + 500).map((v) => v.account));
          made.forEach((m, j) => (fresh[i + j]!.accountId = m.id));
        }
        const repo = examCandidateRepo(tx, tenant);
        const first = await repo.nextOrderNo(examId);
        const made = await repo.insertImported(
          examId,
          values.map((v, i) => ({ candidateId: v.accountId!, admissionNumber: v.number, deptId: v.deptId, orderNo: first + i })),
          { enrollId, createdBy: tenant.userId },
        );
        const nameOf = new Map(values.map((v) => [v.accountId!, v.account.name]));
        for (let i = 0; i < made.length; i += 1000)
          await recordAudit(
            tx,
            tenant.actor,
            made.slice(i, i + 1000).map((m) => ({
              action: 'examCandidate.import',
              targetType: 'examCandidate',
              targetId: m.id,
              targetName: nameOf.get(m.candidateId)!,
            })),
          );
        if (fresh.length)
          await recordAudit(tx, tenant.actor, { action: 'candidate.import', targetType: 'candidate', detail: { imported: fresh.length } });
      },
    } satisfies ImportSpec<
      typeof EXAM_CANDIDATE_COLUMNS,
      { account: NewCandidate; accountId?: string; number: string; deptId: string | null }
    >,
  };
}
