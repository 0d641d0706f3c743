import { admissionNumber, admissionRuleOf, admissionStem, type EditLockReason } from '@cloud-exam/contract/exam/exam-candidate';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import { maskPersonal } from '@cloud-exam/contract/personal-data';
import type { Language } from '@cloud-exam/contract/languages';
import type { Validation } from '@cloud-exam/contract/validators';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { deptRepo, dictItemsOf, institutionTimeZone } from '../org';
import { type ExamCandidateRow, examCandidateRepo } from './exam-candidate.repo';
import { type ExamBase, examRepo } from './exam.repo';

/* What the services of an exam's candidates (the list, the information form, uploads, the imports) share. */

const CERTIFICATE_TYPES = 'certificate_type';
/** A certificate number as accounts are matched by it. */
export const normaliseId = (idNumber: string) => idNumber.trim().toUpperCase();
/** Refuses with a validator's finding, if any. */
export const check = (invalid: Validation) => {
  if (invalid) throw new AppError(invalid.code, invalid.params);
};

/** Whether an exam's candidates' information may change: unpublished, or published and its window not begun. */
export function editLock(exam: Pick<ExamBase, 'published' | 'beginAt' | 'endAt'>, now: number): EditLockReason | undefined {
  if (!exam.published || exam.beginAt.getTime() > now) return undefined;
  return exam.endAt.getTime() < now ? 'examEnded' : 'examInProgress';
}

/** What an audit row of an exam's candidate is about: the candidate, whose history the rows are. */
export const candidateTarget = (c: { id: string; name: string }) => ({ targetType: 'examCandidate', targetId: c.id, targetName: c.name });

/** A candidate of an exam as the list and the information form show it, its personal data masked. */
export const toCandidate = (r: ExamCandidateRow) => ({
  id: r.id,
  examId: r.examId,
  candidateId: r.candidateId,
  ...maskPersonal(r.account),
  admissionNumber: r.admissionNumber,
  deptId: r.deptId,
  deptName: r.deptName,
  photo: r.photoKey,
  photoUrl: storedFileUrl(r.photoKey),
  enrollId: r.enrollId,
  orderNo: r.orderNo,
  createTime: r.createdAt.toISOString(),
});

/** The exam, candidate, department and certificate types a call names, looked up for the caller's institution or refused. */
export function examCandidateLookups(db: Db, now: Clock) {
  const examOf = async (tenant: Tenant, id: string) => {
    const row = await examRepo(db, tenant).findBase(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  };
  /** Candidates join an exam until it ends: after, nobody could sit it (41300607). */
  const joinable = async (tenant: Tenant, id: string) => {
    const exam = await examOf(tenant, id);
    if (exam.endAt.getTime() < now()) throw new AppError(ErrorCodes.examEnded);
    return exam;
  };
  const candidateOf = async (tenant: Tenant, id: string) => {
    const row = await examCandidateRepo(db, tenant).find(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  };
  const certCodesOf = async (tenant: Tenant, lang: Language) =>
    (await dictItemsOf(db, tenant, [CERTIFICATE_TYPES], lang, false))[CERTIFICATE_TYPES] ?? [];

  /** `count` new admission numbers by the exam's rule, after the greatest it has given, none of `avoid`. */
  async function nextNumbers(tenant: Tenant, exam: ExamBase, count: number, avoid: Set<string> = new Set()) {
    const rule = admissionRuleOf(exam.admissionRule);
    const stem = admissionStem(rule, exam.beginAt, await institutionTimeZone(db, tenant));
    const greatest = await examCandidateRepo(db, tenant).greatestNumber(exam.id, stem, rule.serialDigits);
    let serial = Math.max(rule.start, greatest ? Number(greatest.slice(stem.length)) + 1 : rule.start);
    const numbers: string[] = [];
    while (numbers.length < count) {
      const number = admissionNumber(rule, stem, serial++);
      if (number === undefined) throw new AppError(ErrorCodes.admissionSerialExhausted);
      if (!avoid.has(number)) numbers.push(number);
    }
    return numbers;
  }

  const deptChecked = async (tenant: Tenant, deptId: string | undefined | null) => {
    if (deptId && !(await deptRepo(db, tenant).findOne(deptId))) throw new AppError(ErrorCodes.notFound);
    return deptId || null;
  };

  const seatsOf = async (tenant: Tenant, id: string) =>
    (await examCandidateRepo(db, tenant).seats(id)).map((s) => ({
      sessionId: s.sessionId,
      sessionName: s.sessionName,
      subjectName: s.subjectName,
      beginDate: s.beginAt.toISOString(),
      endDate: s.endAt.toISOString(),
      roomId: s.roomId,
      roomName: s.roomName,
      seat: s.seat,
    }));

  return { examOf, joinable, candidateOf, certCodesOf, nextNumbers, deptChecked, seatsOf };
}
