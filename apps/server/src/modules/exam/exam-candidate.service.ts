import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import {
  admissionNumber,
  admissionRuleOf,
  admissionStem,
  type examCandidateApi,
  serialFits,
} from '@cloud-exam/contract/exam/exam-candidate';
import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import type { Language } from '@cloud-exam/contract/languages';
import { maskPersonal, maskValue } from '@cloud-exam/contract/personal-data';
import { CANDIDATE_NAME_MAX } from '@cloud-exam/contract/org/candidate';
import { validateIdNumber, validateLength, validateOptionalEmail, validateOptionalMobile } from '@cloud-exam/contract/validators';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { NO_PASSWORD } from '../../lib/crypto';
import { recordAudit } from '../audit';
import { candidateRepo, institutionTimeZone, type NewCandidate } from '../org';
import type { ExamDeps } from './exam.deps';
import { candidateTarget, check, examCandidateLookups, normaliseId, toCandidate } from './exam-candidate-lookups';
import { type ExamCandidateRow, examCandidateRepo } from './exam-candidate.repo';
import { examRepo } from './exam.repo';
import { personalScope } from './personal-data';

type Input = Inputs<typeof examCandidateApi>;

/**
 * An exam's candidates: added from accounts or new people, admission numbers by the exam's rule, removal while
 * unpublished, what monitoring and enrolment ask of them. Every write is audited with the exam candidate as its
 * target, which is the candidate's history (the information form, uploads and imports have services of their own).
 */
export function createExamCandidateService({ db, now }: Pick<ExamDeps, 'db' | 'now'>) {
  const { examOf, joinable, certCodesOf, nextNumbers, deptChecked, seatsOf } = examCandidateLookups(db, now);

  return {
    async page(tenant: Tenant, input: Input['page']) {
      await examOf(tenant, input.examId);
      const page = await examCandidateRepo(db, tenant).page(input, await personalScope(tenant));
      return { ...page, records: page.records.map((r) => toCandidate(r as ExamCandidateRow)) };
    },

    /**
     * Accounts to add to an exam, their personal data masked (enough to tell namesakes apart). They belong to no
     * department, so whoever may manage accounts (gl_xt) or read candidates' personal data (gl_kw_pii) finds them by
     * part of a number; others by the whole certificate number or mobile, or part of the name.
     */
    async accounts(tenant: Tenant, { keyword }: Input['accounts']) {
      const byPart = hasAnyAuthority(tenant.session.authorities, [Authority.system, Authority.candidatePersonalData]);
      const page = await candidateRepo(db, tenant).page({ keyword, personalByPart: byPart, current: 1, size: 20 });
      return page.records.map((c) =>
        maskPersonal({
          id: c.id,
          name: c.name,
          certType: c.certType,
          idNumber: c.idNumber,
          mobile: c.mobile,
          email: c.email,
        }),
      );
    },

    async add(tenant: Tenant, input: Input['add'], lang: Language) {
      const exam = await joinable(tenant, input.examId);
      const accounts = candidateRepo(db, tenant);
      let accountId = input.candidateId;
      let name: string;
      let newAccount: NewCandidate | undefined;
      if (accountId) {
        const found = await accounts.findOne(accountId);
        if (!found) throw new AppError(ErrorCodes.notFound);
        name = found.name;
      } else {
        if (!input.name || !input.certType || !input.idNumber) throw new AppError(ErrorCodes.candidateFieldsMissing);
        const codes = new Set((await certCodesOf(tenant, lang)).map((t) => t.code));
        check(validateLength(input.name, 1, CANDIDATE_NAME_MAX));
        if (!codes.has(input.certType)) throw new AppError(ErrorCodes.certificateTypeUnknown);
        check(validateIdNumber(input.certType, input.idNumber));
        check(validateOptionalMobile(input.mobile));
        check(validateOptionalEmail(input.email));
        const clashes = await accounts.clashes([normaliseId(input.idNumber)], input.mobile ? [input.mobile] : []);
        const idKey = normaliseId(input.idNumber);
        const same = clashes.find((c) => normaliseId(c.idNumber) === idKey);
        name = input.name;
        if (same) accountId = same.id;
        else if (clashes.length) throw new AppError(ErrorCodes.candidateMobileTaken);
        else
          newAccount = {
            name: input.name,
            certType: input.certType,
            idNumber: input.idNumber,
            mobile: input.mobile ?? null,
            email: input.email ?? null,
            passwordHash: NO_PASSWORD,
          };
      }
      const repo = examCandidateRepo(db, tenant);
      if (accountId && (await repo.accountsIn(exam.id, [accountId])).size) throw new AppError(ErrorCodes.candidateInExam);
      const deptId = await deptChecked(tenant, input.deptId);
      let number = input.admissionNumber;
      if (number) {
        if ((await repo.numbersTaken(exam.id, [number])).size) throw new AppError(ErrorCodes.admissionNumberTaken, { number });
      } else [number] = await nextNumbers(tenant, exam, 1);
      const added = db.transaction(async (tx) => {
        if (newAccount) {
          accountId = (await candidateRepo(tx, tenant).insert(newAccount)).id;
          await recordAudit(tx, tenant.actor, { action: 'candidate.add', targetType: 'candidate', targetId: accountId, targetName: name });
        }
        const txRepo = examCandidateRepo(tx, tenant);
        const row = await txRepo.insert({
          examId: exam.id,
          candidateId: accountId!,
          admissionNumber: number!,
          deptId,
          orderNo: await txRepo.nextOrderNo(exam.id),
          createdBy: tenant.userId,
        });
        await recordAudit(tx, tenant.actor, {
          action: 'examCandidate.add',
          ...candidateTarget({ id: row.id, name }),
          detail: { exam: exam.name, admissionNumber: number },
        });
        return { id: row.id, admissionNumber: number! };
      });
      // Two adds at once may take the same number (or account): the database's unique keys decide, the loser is told.
      return added.catch((e: unknown) => {
        const constraint = uniqueViolation(e);
        if (constraint === 'exam_candidates_exam_admission_key') throw new AppError(ErrorCodes.admissionNumberTaken, { number: number! });
        if (constraint === 'exam_candidates_exam_candidate_key') throw new AppError(ErrorCodes.candidateInExam);
        throw e;
      });
    },

    async admissionRule(tenant: Tenant, { id }: Input['admissionRule']) {
      const exam = await examOf(tenant, id);
      const rule = admissionRuleOf(exam.admissionRule);
      const stem = admissionStem(rule, exam.beginAt, await institutionTimeZone(db, tenant));
      return { ...rule, example: admissionNumber(rule, stem, rule.start) ?? '' };
    },

    async saveAdmissionRule(tenant: Tenant, { id, ...rule }: Input['saveAdmissionRule']) {
      const exam = await examOf(tenant, id);
      if (!serialFits(rule, rule.start)) throw new AppError(ErrorCodes.admissionSerialExhausted);
      await db.transaction(async (tx) => {
        await examRepo(tx, tenant).update(id, { admissionRule: rule, updatedAt: new Date(now()), updatedBy: tenant.userId });
        await recordAudit(tx, tenant.actor, {
          action: 'exam.admissionRule',
          targetType: 'exam',
          targetId: id,
          targetName: exam.name,
          detail: rule,
        });
      });
      return null;
    },

    async remove(tenant: Tenant, { examId, ids }: Input['remove']) {
      const exam = await examOf(tenant, examId);
      const rows = await examCandidateRepo(db, tenant).ofExam(examId, ids);
      if (rows.length !== new Set(ids).size) throw new AppError(ErrorCodes.notFound);
      if (exam.published) throw new AppError(ErrorCodes.examCandidatesLocked);
      await db.transaction(async (tx) => {
        await examCandidateRepo(tx, tenant).remove(ids);
        await recordAudit(
          tx,
          tenant.actor,
          rows.map((r) => ({
            action: 'examCandidate.delete',
            targetType: 'examCandidate',
            targetId: r.id,
            targetName: r.admissionNumber,
            detail: { exam: exam.name },
          })),
        );
      });
      return null;
    },

    async monitoring(tenant: Tenant, { examId, candidateId }: Input['monitoring']) {
      await examOf(tenant, examId);
      const row = await examCandidateRepo(db, tenant).findInExam(examId, candidateId);
      if (!row) throw new AppError(ErrorCodes.notFound);
      return {
        examCandidateId: row.id,
        name: row.account.name,
        admissionNumber: row.admissionNumber,
        idNumber: maskValue('idNumber', row.account.idNumber),
        photoUrl: storedFileUrl(row.photoKey),
        seats: await seatsOf(tenant, row.id),
        state: 'notStarted' as const,
      };
    },

    async validByEnroll(tenant: Tenant, { enrollId }: Input['validByEnroll']) {
      const exams = (await examCandidateRepo(db, tenant).examsOfEnroll(enrollId)).map((e) => ({
        examId: e.id,
        examName: e.name,
        endDate: e.endAt.toISOString(),
        valid: e.endAt.getTime() > now(),
      }));
      return { valid: exams.every((e) => e.valid), exams };
    },
  };
}
