import {
  type CollectProblem,
  type CollectUpload,
  collectProblems,
  isChecked,
  problemMessage,
} from '@cloud-exam/contract/exam/collect-answers';
import { COLLECT_UPLOADS_MAX, type CollectField, UPLOAD_TYPES } from '@cloud-exam/contract/exam/collect-info';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import type { SittingInfo, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { CandidateSession } from '../../http/request-context';
import { changedFields, recordAudit } from '../audit';
import { candidateTarget, collectUploadPolicy, examCollectForm } from '../exam';
import type { SittingDeps } from './sitting.deps';
import { sittingRepo } from './sitting.repo';

type Input = Inputs<typeof sittingApi>;
type Answers = Record<string, unknown>;

/** Whether answers hold what the form's rules ask of the candidate: `collectProblems`, the console's own check. */
const isComplete = (fields: readonly CollectField[], answers: Answers) => collectProblems(fields, answers).length === 0;

/** Whether a candidate's answers complete the exam's information form (an exam without one: always). */
export async function infoComplete(db: Db, scope: Scope, examId: string, answers: Answers) {
  return isComplete(await examCollectForm(db, scope, examId), answers);
}

/** An uploaded file of an answer, told by its key (by its address, for one kept without a key). */
const fileId = (upload: unknown) => {
  const u = upload as Partial<CollectUpload> | null;
  return u && typeof u === 'object' ? (u.key ?? u.url) : undefined;
};

/**
 * The information form on exam day: the candidate reads the fields they see with their own answers, and fills it in
 * before the start with the console's rules (`collectProblems`, the messages in their language). A hidden or
 * read-only field keeps its answer. The save is named in the sitting's record and, as the console's edits are, in the
 * candidate's history (an audit row on the exam candidate, by the candidate).
 */
export function createSittingInfoService({ db, now, storedFiles }: Pick<SittingDeps, 'db' | 'now' | 'storedFiles'>) {
  /** The sitting with the candidate's answers, and the exam's form. */
  async function formOf(c: CandidateSession) {
    const v = await sittingRepo(db, c).view(c.sittingId);
    if (!v) throw new AppError(ErrorCodes.unauthenticated, undefined, 401);
    return { v, fields: await examCollectForm(db, c, c.examId) };
  }
  /** The form changes only before the start (41300637). */
  const refuseStarted = (state: string) => {
    if (state !== 'signedIn') throw new AppError(ErrorCodes.infoFormClosed);
  };
  const shown = (fields: readonly CollectField[], answers: Answers): SittingInfo => {
    const visible = fields.filter((f) => f.visible !== 0);
    return {
      fields: visible,
      values: Object.fromEntries(visible.filter((f) => f.id in answers).map((f) => [f.id, answers[f.id]])),
      complete: isComplete(fields, answers),
    };
  };

  /**
   * An upload field's answer as it is kept: each file one the answer had (kept as it was) or one kept for the
   * institution for the field's kind (named and addressed as the store has it, whatever was sent); undefined when a
   * file is neither. A value the rules refuse anyway (not a list, too many) is left to them.
   */
  async function uploadsOf(c: CandidateSession, field: CollectField, sent: unknown, had: unknown) {
    if (!Array.isArray(sent) || sent.length > COLLECT_UPLOADS_MAX) return sent;
    const before = Array.isArray(had) ? (had as unknown[]) : [];
    const { purpose } = collectUploadPolicy(field.componentType);
    const kept: CollectUpload[] = [];
    for (const upload of sent) {
      const id = fileId(upload);
      const same = id && before.find((b) => fileId(b) === id);
      const file = same ? undefined : typeof id === 'string' && (await storedFiles.ownFile(c.officeId, purpose, id));
      if (same) kept.push(same as CollectUpload);
      else if (file) kept.push({ name: file.name, url: file.url, key: file.key });
      else return undefined;
    }
    return kept;
  }

  return {
    async info(c: CandidateSession) {
      const { v, fields } = await formOf(c);
      return shown(fields, v.collected);
    },

    /**
     * Saves the answers the candidate may give (visible and editable fields), checked whole: any wrong answer refuses
     * the save (41300635) with every wrong field's code and message in `data.problems`, in the form's order.
     */
    async save(c: CandidateSession, { answers }: Input['infoSave'], arrival: { lang: Language; ip: string }) {
      const { v, fields } = await formOf(c);
      refuseStarted(v.sitting.state);
      const byId = new Map(fields.map((f) => [f.id, f]));
      const unknown = Object.keys(answers).find((id) => !byId.has(id));
      if (unknown) throw new AppError(ErrorCodes.collectFieldUnknown, { field: unknown });
      const before = v.collected;
      const collected = { ...before };
      const wrongFiles: CollectProblem[] = [];
      for (const [id, sent] of Object.entries(answers)) {
        const field = byId.get(id)!;
        if (!isChecked(field)) continue;
        const value = UPLOAD_TYPES.includes(field.componentType) ? await uploadsOf(c, field, sent, before[id]) : sent;
        if (value !== undefined) collected[id] = value;
        else {
          const invalid = { code: ErrorCodes.collectValueInvalid, params: { title: field.title } };
          wrongFiles.push({ fieldId: id, ...invalid, message: problemMessage(invalid, arrival.lang) });
        }
      }
      const problems = [
        ...wrongFiles,
        ...collectProblems(fields, collected, arrival.lang).filter((p) => !wrongFiles.some((w) => w.fieldId === p.fieldId)),
      ];
      if (problems.length) {
        const order = fields.map((f) => f.id);
        problems.sort((a, b) => order.indexOf(a.fieldId) - order.indexOf(b.fieldId));
        throw new AppError(ErrorCodes.infoFormInvalid, { count: problems.length }, 200, { problems });
      }
      const changed = fields
        .filter((f) => JSON.stringify(before[f.id] ?? null) !== JSON.stringify(collected[f.id] ?? null))
        .map((f) => f.id);
      await db.transaction(async (tx) => {
        const repo = sittingRepo(tx, c);
        await repo.saveInfo(c.examCandidateId, collected, new Date(now()));
        await repo.event(c.sittingId, 'infoSave', { changed });
        if (changed.length)
          await recordAudit(
            tx,
            { officeId: c.officeId, userId: null, username: v.name, ip: arrival.ip },
            {
              action: 'examCandidate.candidateEdit',
              ...candidateTarget({ id: c.examCandidateId, name: v.name }),
              detail: changedFields({ collected: before }, { collected }),
            },
          );
      });
      return shown(fields, collected);
    },

    /** A file for one of the candidate's upload fields, kept for the institution as the console keeps its own. */
    async upload(c: CandidateSession, { fieldId }: Input['infoUpload'], request: FastifyRequest) {
      const { v, fields } = await formOf(c);
      refuseStarted(v.sitting.state);
      const field = fields.find((f) => f.id === fieldId);
      if (!field) throw new AppError(ErrorCodes.collectFieldUnknown, { field: fieldId });
      if (!isChecked(field) || !UPLOAD_TYPES.includes(field.componentType))
        throw new AppError(ErrorCodes.infoFieldNoUpload, { title: field.title });
      return storedFiles.upload(request, { officeId: c.officeId, userId: null }, collectUploadPolicy(field.componentType));
    },
  };
}

export type SittingInfoService = ReturnType<typeof createSittingInfoService>;
