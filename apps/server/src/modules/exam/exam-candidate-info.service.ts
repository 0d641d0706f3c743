import { collectProblems } from '@cloud-exam/contract/exam/collect-answers';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { changedFields, recordAudit } from '../audit';
import { toCollectField } from './collect-info.repo';
import type { ExamDeps } from './exam.deps';
import { candidateTarget, editLock, examCandidateLookups, toCandidate } from './exam-candidate-lookups';
import { examCandidateRepo } from './exam-candidate.repo';
import { imagePolicy } from './exam-candidate-upload.service';
import { type FormField, maskedAnswers, personalAnswers, personalScope, readsWhole, unmaskedAnswers } from './personal-data';

type Input = Inputs<typeof examCandidateApi>;

/** The first answer that names no field of the exam's information form (the answers' rules are `collectProblems`'). */
function unknownField(fieldIds: Set<string>, collected: Record<string, unknown>): string | undefined {
  return Object.keys(collected).find((key) => !fieldIds.has(key));
}

/** An answer as comparable text: objects' keys in order (stored JSON comes back with its keys reordered), nothing as null. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : (v ?? null);
const sameAnswer = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** An audit row's detail as the history shows it: an edit's answers before and after, their personal ones masked. */
function shownEdit(fields: readonly FormField[], detail: unknown): unknown {
  const answers = (detail as { collected?: unknown } | null)?.collected;
  if (!Array.isArray(answers)) return detail;
  return {
    ...(detail as object),
    collected: answers.map((a: unknown) => (a && typeof a === 'object' ? maskedAnswers(fields, a as Record<string, unknown>) : a)),
  };
}

/**
 * A candidate's information: the exam's form with the answers, seats and history; the answers and the photo change
 * while the exam allows (unpublished, or its window not begun), a read-only field's answer never.
 */
export function createExamCandidateInfoService({ db, now, storedFiles }: Pick<ExamDeps, 'db' | 'now' | 'storedFiles'>) {
  const { examOf, candidateOf, deptChecked, seatsOf } = examCandidateLookups(db, now);

  return {
    async info(tenant: Tenant, { id }: Input['info']) {
      const row = await candidateOf(tenant, id);
      const exam = await examOf(tenant, row.examId);
      const repo = examCandidateRepo(db, tenant);
      const lock = editLock(exam, now());
      const fields = (await repo.collectFields(exam.id)).map(toCollectField);
      return {
        ...toCandidate(row),
        examName: exam.name,
        collected: maskedAnswers(fields, row.collected),
        fields,
        seats: await seatsOf(tenant, row.id),
        history: (await repo.history(row.id)).map((h) => ({
          id: String(h.id),
          action: h.action,
          username: h.username,
          createTime: h.createdAt.toISOString(),
          detail: shownEdit(fields, h.detail ?? null),
        })),
        editable: !lock,
        ...(lock ? { editReason: lock } : {}),
      };
    },

    /**
     * One candidate's personal data whole, for a holder of gl_kw_pii whose data rights cover the candidate's
     * department (all of them for a candidate without one); the reveal is audited in the candidate's history.
     */
    async personal(tenant: Tenant, { id }: Input['personal']) {
      const row = await candidateOf(tenant, id);
      if (!readsWhole(await personalScope(tenant), row.deptId)) throw new AppError(ErrorCodes.personalDataBeyondRights);
      const exam = await examOf(tenant, row.examId);
      const fields = await examCandidateRepo(db, tenant).collectFields(exam.id);
      await recordAudit(db, tenant.actor, {
        action: 'examCandidate.reveal',
        ...candidateTarget({ id: row.id, name: row.account.name }),
        detail: { exam: exam.name, admissionNumber: row.admissionNumber },
      });
      const { idNumber, mobile, email } = row.account;
      return { idNumber, mobile, email, collected: personalAnswers(fields, row.collected) };
    },

    async updateInfo(tenant: Tenant, input: Input['updateInfo']) {
      const row = await candidateOf(tenant, input.id);
      const exam = await examOf(tenant, row.examId);
      if (editLock(exam, now())) throw new AppError(ErrorCodes.candidateInfoLocked);
      const fields = (await examCandidateRepo(db, tenant).collectFields(exam.id)).map(toCollectField);
      // A personal answer sent back as the form showed it, masked, is the stored one.
      const sent = input.collected && unmaskedAnswers(fields, input.collected, row.collected);
      // Answers the call does not name stay as they were (a hidden field's, or all when only the photo changes).
      const collected = { ...row.collected, ...sent };
      const unknown = unknownField(new Set(fields.map((f) => f.id)), sent ?? {});
      if (unknown) throw new AppError(ErrorCodes.collectFieldUnknown, { field: unknown });
      // a read-only field (editable 0) keeps its answer: it may be sent back as it was, not changed
      const readOnly = fields.find((f) => f.editable !== 1 && sent && f.id in sent && !sameAnswer(sent[f.id], row.collected[f.id]));
      if (readOnly) throw new AppError(ErrorCodes.collectFieldReadOnly, { title: readOnly.title });
      const [problem] = sent ? collectProblems(fields, collected) : [];
      if (problem) throw new AppError(problem.code, problem.params);
      if (input.photo && !(await storedFiles.isOwnPicture(tenant.officeId, input.photo))) throw new AppError(ErrorCodes.notFound);
      const changes = {
        collected,
        ...(input.photo !== undefined ? { photoKey: input.photo } : {}),
        ...(input.deptId !== undefined ? { deptId: await deptChecked(tenant, input.deptId) } : {}),
      };
      await db.transaction(async (tx) => {
        await examCandidateRepo(tx, tenant).update(row.id, { ...changes, updatedAt: new Date(now()) });
        const before = { collected: row.collected, photoKey: row.photoKey, deptId: row.deptId };
        await recordAudit(tx, tenant.actor, {
          action: 'examCandidate.edit',
          ...candidateTarget({ id: row.id, name: row.account.name }),
          detail: changedFields(before, { ...before, ...changes }),
        });
      });
      return null;
    },

    async isEditable(tenant: Tenant, { examId }: Input['isEditable']) {
      const lock = editLock(await examOf(tenant, examId), now());
      return lock ? { editable: false, reason: lock } : { editable: true };
    },

    /** A photo upload; with `examCandidateId` in the query it becomes that candidate's photo (while editable). */
    async uploadPhoto(tenant: Tenant, request: FastifyRequest, examCandidateId: string | undefined) {
      const row = examCandidateId ? await candidateOf(tenant, examCandidateId) : undefined;
      if (row && editLock(await examOf(tenant, row.examId), now())) throw new AppError(ErrorCodes.candidateInfoLocked);
      const file = await storedFiles.upload(request, tenant, imagePolicy());
      if (row)
        await db.transaction(async (tx) => {
          await examCandidateRepo(tx, tenant).setPhoto(row.id, file.key, new Date(now()));
          await recordAudit(tx, tenant.actor, {
            action: 'examCandidate.photo',
            ...candidateTarget({ id: row.id, name: row.account.name }),
          });
        });
      return file;
    },
  };
}
