import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import {
  DEAL_MODE_TEXTS,
  DEAL_MODES,
  type DealMode,
  type examPaperApi,
  type ExamPaperSource,
  PAPERS_PER_IMPORT_MAX,
  variantLetters,
} from '@cloud-exam/contract/exam/exam-paper';
import type { Language } from '@cloud-exam/contract/languages';
import { drawPaper, type ShuffleAlso } from '@cloud-exam/contract/paper/draw';
import type { DrawnPaper, PaperKind, PaperSnapshot, SharedPaper } from '@cloud-exam/contract/paper/paper';
import { paperItemCount } from '@cloud-exam/contract/paper/rules';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import { drawFrozen, markUsed, paperByAuthCode, pickablePapers, release, snapshotOf } from '../paper';
import { type ExamPaperRecord, examPaperRepo } from './exam-paper.repo';
import { type ExamRow, examRepo, subjectRepo } from './exam.repo';

type Input = Inputs<typeof examPaperApi>;
type Paging = { current: number; size: number };
/** A paper's figures as an exam keeps them. */
type Figures = { name: string; duration: number };

/**
 * An exam's papers. Bank papers are the ones the caller sees, frozen by the paper module (`markUsed`) at the
 * version imported, which the exam keeps whatever the bank does later; a paper by authorisation code is kept whole.
 * Each is a variant (A, B …) of its subject, or of every subject when it has none; no paper may last longer than a
 * subject it serves. Nothing changes while the exam is published (41010404). Every write is audited.
 *
 * "At most one paper may be added" (41090308, spec §5): papers are imported from the bank, five at a time; a paper
 * from another institution is *added* by its code, one at a time, and a subject holds at most one paper so added.
 */
export function createExamPaperService(db: Db, now: Clock) {
  const examOf = async (tenant: Tenant, id: string) => {
    const exam = await examRepo(db, tenant).find(id);
    if (!exam) throw new AppError(ErrorCodes.notFound);
    return exam;
  };
  const unlocked = (exam: ExamRow) => {
    if (exam.published) throw new AppError(ErrorCodes.examPublishedLocked);
  };
  /** The subject a paper goes to: one of the exam's, or none (every subject). */
  const subjectOf = (exam: ExamRow, subjectId: string | null | undefined) => {
    if (!subjectId) return null;
    if (!exam.subjects.some((s) => s.id === subjectId)) throw new AppError(ErrorCodes.notFound);
    return subjectId;
  };
  /** A paper may not last longer than a subject it serves. */
  const fits = (exam: ExamRow, subjectId: string | null, paper: Figures) => {
    const short = exam.subjects.find((s) => (!subjectId || s.id === subjectId) && paper.duration > s.duration);
    if (short)
      throw new AppError(ErrorCodes.paperLongerThanSubject, {
        paper: paper.name,
        paperMinutes: paper.duration,
        subject: short.subjectName,
        subjectMinutes: short.duration,
      });
  };
  const nextVariant = (used: Set<string>) => {
    let i = 0;
    while (used.has(variantLetters(i))) i++;
    const letter = variantLetters(i);
    used.add(letter);
    return letter;
  };
  const rowOf = async (tenant: Tenant, id: string) => {
    const row = await examPaperRepo(db, tenant).findOne(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  };
  const audit = (tx: Db, tenant: Tenant, action: string, exam: ExamRow, detail: Record<string, unknown>) =>
    recordAudit(tx, tenant.actor, {
      action: `exam.paper.${action}`,
      targetType: 'exam',
      targetId: exam.id,
      targetName: exam.name,
      detail,
    });
  const columns = (snapshot: PaperSnapshot) => ({
    paperId: snapshot.paperId,
    paperVersion: snapshot.version,
    name: snapshot.name,
    kind: snapshot.kind,
    totalScore: snapshot.totalScore,
    passMark: snapshot.passMark,
    duration: snapshot.duration,
    itemCount: paperItemCount(snapshot.sections),
  });

  async function query(tenant: Tenant, f: { examId: string; subjectId?: string } & Paging) {
    const exam = await examOf(tenant, f.examId);
    if (f.subjectId) subjectOf(exam, f.subjectId);
    const page = await examPaperRepo(db, tenant).page(f);
    const subjects = await subjectRepo(db, tenant).ofExam(exam.id);
    return {
      ...page,
      records: page.records.map((r) => toExamPaper(r, r.subjectName)),
      published: exam.published,
      subjects: subjects.map((s) => ({ id: s.id, subjectName: s.name, duration: s.duration, dealMode: s.dealMode as DealMode })),
    };
  }

  async function pickable(tenant: Tenant, f: { name?: string } & Paging) {
    const page = await pickablePapers(db, tenant, await tenant.rights(), f);
    return {
      ...page,
      records: page.records.map((p) => ({
        id: p.id,
        name: p.name,
        kind: p.kind as PaperKind,
        totalScore: p.totalScore,
        passMark: p.passMark,
        duration: p.duration,
        itemCount: p.itemCount,
        version: p.version,
        updateTime: p.updatedAt.toISOString(),
      })),
    };
  }

  async function importPaper(tenant: Tenant, input: Input['importPaper']) {
    const ids = [...new Set(input.paperIds)];
    if (ids.length > PAPERS_PER_IMPORT_MAX) throw new AppError(ErrorCodes.tooManyPapersImported);
    const exam = await examOf(tenant, input.examId);
    unlocked(exam);
    const subjectId = subjectOf(exam, input.subjectId);
    const seen = await pickablePapers(db, tenant, await tenant.rights(), { ids, current: 1, size: ids.length });
    if (seen.records.length !== ids.length) throw new AppError(ErrorCodes.notFound);
    const byId = new Map(seen.records.map((p) => [p.id, p]));
    const repo = examPaperRepo(db, tenant);
    for (const paperId of ids) {
      const paper = byId.get(paperId)!;
      fits(exam, subjectId, paper);
      if (await repo.holds(exam.id, subjectId, paperId)) throw new AppError(ErrorCodes.paperAlreadyInSubject, { paper: paper.name });
    }
    return db.transaction(async (tx) => {
      const papers = examPaperRepo(tx, tenant);
      const used = await papers.variants(exam.id, subjectId);
      const added: string[] = [];
      for (const paperId of ids) {
        const snapshot = await markUsed(tx, tenant, { paperId, examId: exam.id, examName: exam.name, published: exam.published });
        fits(exam, subjectId, snapshot); // the version kept may be an older one a published use held
        const row = await papers.insert({
          examId: exam.id,
          subjectId,
          ...columns(snapshot),
          source: 'bank',
          variant: nextVariant(used),
          createdBy: tenant.userId,
        });
        added.push(row.id);
        await audit(tx, tenant, 'import', exam, { paper: snapshot.name, version: snapshot.version, variant: row.variant });
      }
      return { ids: added };
    });
  }

  async function importByCode(tenant: Tenant, input: Input['importPaperAuthCode']) {
    const exam = await examOf(tenant, input.examId);
    unlocked(exam);
    const subjectId = subjectOf(exam, input.subjectId);
    const repo = examPaperRepo(db, tenant);
    if (await repo.hasAuthCodePaper(exam.id, subjectId)) throw new AppError(ErrorCodes.tooManyPapers);
    const shared = await paperByAuthCode(db, input.authCode, new Date(now()));
    fits(exam, subjectId, shared.snapshot);
    return db.transaction(async (tx) => {
      const papers = examPaperRepo(tx, tenant);
      const row = await papers.insert({
        examId: exam.id,
        subjectId,
        ...columns(shared.snapshot),
        source: 'authCode',
        variant: nextVariant(await papers.variants(exam.id, subjectId)),
        shared: shared as unknown as Record<string, unknown>,
        createdBy: tenant.userId,
      });
      await audit(tx, tenant, 'importAuthCode', exam, { paper: shared.snapshot.name, variant: row.variant });
      return { id: row.id };
    });
  }

  async function draw(tenant: Tenant, { id, seed }: Input['mergePaper']): Promise<DrawnPaper> {
    const row = await rowOf(tenant, id);
    return drawExamPaper(db, tenant, row, seed || row.id);
  }

  return {
    query: (tenant: Tenant, { id, ...paging }: Input['query']) => query(tenant, { examId: id, ...paging }),
    subjectQuery: (tenant: Tenant, f: { examId: string; subjectId: string } & Paging) => query(tenant, f),
    pickable,
    importPaper,
    importByCode,
    mergePaper: draw,

    async update(tenant: Tenant, input: Input['update']) {
      const row = await rowOf(tenant, input.id);
      const exam = await examOf(tenant, row.examId);
      unlocked(exam);
      const target = input.subjectId === undefined ? row.subjectId : subjectOf(exam, input.subjectId);
      const moved = target !== row.subjectId;
      const repo = examPaperRepo(db, tenant);
      if (moved) {
        fits(exam, target, row);
        if (await repo.holds(exam.id, target, row.paperId, row.id))
          throw new AppError(ErrorCodes.paperAlreadyInSubject, { paper: row.name });
        if (row.source === 'authCode' && (await repo.hasAuthCodePaper(exam.id, target, row.id)))
          throw new AppError(ErrorCodes.tooManyPapers);
      }
      await db.transaction(async (tx) => {
        const papers = examPaperRepo(tx, tenant);
        const used = await papers.variants(exam.id, target);
        const variant = input.variant ?? (moved ? nextVariant(used) : row.variant);
        const holder = await papers.withVariant(exam.id, target, variant);
        if (holder && holder.id !== row.id) {
          // the paper holding the letter takes this one's (a swap), or, coming from another subject, the next free one
          used.add(variant);
          await papers.update(holder.id, { variant: moved ? nextVariant(used) : row.variant });
        }
        await papers.update(row.id, { subjectId: target, variant });
        await audit(tx, tenant, 'edit', exam, { paper: row.name, subjectId: target, variant });
      });
      return null;
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const row = await rowOf(tenant, id);
      const exam = await examOf(tenant, row.examId);
      unlocked(exam);
      await db.transaction(async (tx) => {
        const papers = examPaperRepo(tx, tenant);
        await papers.remove(row.id);
        if (row.source === 'bank' && !(await papers.usesElsewhere(exam.id, row.paperId, row.id)))
          await release(tx, tenant, { examId: exam.id, paperId: row.paperId });
        await audit(tx, tenant, 'delete', exam, { paper: row.name, variant: row.variant });
      });
      return null;
    },

    paperType: (lang: Language) => DEAL_MODES.map((value) => ({ value, label: DEAL_MODE_TEXTS[value][lang] })),

    async updateDealMode(tenant: Tenant, { subjectId, dealMode }: Input['updateDealMode']) {
      const subject = await subjectRepo(db, tenant).findOne(subjectId);
      if (!subject) throw new AppError(ErrorCodes.notFound);
      const exam = await examOf(tenant, subject.examId);
      unlocked(exam);
      await db.transaction(async (tx) => {
        await subjectRepo(tx, tenant).update(subjectId, { dealMode });
        await audit(tx, tenant, 'dealMode', exam, { subject: subject.name, dealMode });
      });
      return null;
    },
  };
}

/**
 * Publishing: the exam's bank papers are marked published at the versions the exam keeps, which locks them in the
 * bank (a save there makes a new version). Unpublishing leaves the uses as they are (candidates may have drawn).
 */
export async function markPapersPublished(tx: Db, scope: Scope, exam: { id: string; name: string }) {
  const versions = await examPaperRepo(tx, scope).bankPaperVersions(exam.id);
  for (const { paperId, version } of versions)
    await markUsed(tx, scope, { paperId, examId: exam.id, examName: exam.name, published: true, version });
}

/** Deleting an exam: the bank papers it used are free again. */
export const releasePapers = (tx: Db, scope: Scope, examId: string) => release(tx, scope, { examId });

export function toExamPaper(r: ExamPaperRecord, subjectName: string | null) {
  return {
    id: r.id,
    examId: r.examId,
    subjectId: r.subjectId,
    subjectName,
    paperId: r.paperId,
    paperVersion: r.paperVersion,
    name: r.name,
    kind: r.kind as PaperKind,
    totalScore: r.totalScore,
    passMark: r.passMark,
    duration: r.duration,
    itemCount: r.itemCount,
    variant: r.variant,
    source: r.source as ExamPaperSource,
    createTime: r.createdAt.toISOString(),
  };
}

/**
 * One exam paper drawn for a seed (the preview's, or a candidate's on exam day, with the exam's own shuffling): from
 * the frozen version, or kept whole.
 */
export async function drawExamPaper(
  db: Db,
  scope: Scope,
  row: Pick<ExamPaperRecord, 'source' | 'shared' | 'paperId' | 'paperVersion'>,
  seed: string,
  also?: ShuffleAlso,
): Promise<DrawnPaper> {
  if (row.source === 'authCode') {
    const shared = row.shared as unknown as SharedPaper;
    const content = new Map(shared.items.map((i) => [i.itemId, i.content]));
    return drawPaper(shared.snapshot, seed, (i) => content.get(i.itemId), also);
  }
  return drawFrozen(db, scope, await snapshotOf(db, scope, row.paperId, row.paperVersion), seed, also);
}
