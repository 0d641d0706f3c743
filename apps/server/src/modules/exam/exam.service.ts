import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import {
  DEFAULT_AGREEMENTS,
  type examApi,
  examProblems,
  examStatus,
  type PublishGap,
  publishGapText,
} from '@cloud-exam/contract/exam/exam';
import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import type { Language } from '@cloud-exam/contract/languages';
import type { Db } from '../../db/client';
import type { StoredFiles } from '../files';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/rich-text';
import { recordAudit } from '../audit';
import { categoryRepo } from './category.repo';
import { markPapersPublished, releasePapers } from './exam-paper.service';
import { type ExamRow, examRepo, subjectRepo } from './exam.repo';

type Input = Inputs<typeof examApi>;

/**
 * Exams: base information and subjects, publishing (refused with what is missing), the candidates' order, copy
 * and delete. A published exam keeps its window and subjects (unpublish to change them); every write is audited.
 */
export function createExamService(db: Db, now: Clock, storedFiles: Pick<StoredFiles, 'isOwnPicture'>) {
  const found = async (tenant: Tenant, id: string) => {
    const row = await examRepo(db, tenant).find(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  };

  const check = async (tenant: Tenant, input: Input['add'], exceptId?: string) => {
    const [problem] = examProblems(input);
    if (problem) throw new AppError(ErrorCodes[problem.code]);
    if (await examRepo(db, tenant).nameTaken(input.examName, exceptId)) throw new AppError(ErrorCodes.examNameTaken);
    if (input.categoryId && !(await categoryRepo(db, tenant).findOne(input.categoryId))) throw new AppError(ErrorCodes.notFound);
    if (input.cover && !(await storedFiles.isOwnPicture(tenant.officeId, input.cover))) throw new AppError(ErrorCodes.notFound);
  };

  const columns = (input: Input['add']) => ({
    name: input.examName,
    categoryId: input.categoryId ?? null,
    method: input.examMethod,
    beginAt: new Date(input.beginDate),
    endAt: new Date(input.endDate),
    description: input.description,
    coverKey: input.cover,
    agreement: input.agreement === null ? null : sanitizeRichText(input.agreement),
  });

  const subjectColumns = (s: Input['add']['subjects'][number], examId: string, sort: number) => ({
    examId,
    name: s.subjectName,
    duration: s.duration,
    earlySubmitMinutes: s.earlySubmitMinutes,
    lateEntryMinutes: s.lateEntryMinutes,
    sort,
  });

  /** What publishing lacks, in order. */
  async function gapsOf(tenant: Tenant, exam: ExamRow): Promise<PublishGap[]> {
    const r = (await examRepo(db, tenant).readiness(exam.id))!;
    const gaps: PublishGap[] = [];
    if (!exam.subjects.length) gaps.push({ gap: 'noSubjects', names: [] });
    if (r.subjectsWithoutPaper.length) gaps.push({ gap: 'subjectWithoutPaper', names: r.subjectsWithoutPaper });
    if (!r.candidateCount) gaps.push({ gap: 'noCandidates', names: [] });
    if (!r.sessionCount) gaps.push({ gap: 'noSessions', names: [] });
    else if (r.subjectsWithoutSession.length) gaps.push({ gap: 'subjectWithoutSession', names: r.subjectsWithoutSession });
    if (r.sessionsWithoutRooms.length) gaps.push({ gap: 'sessionWithoutRooms', names: r.sessionsWithoutRooms });
    if (r.unseated) gaps.push({ gap: 'candidatesUnseated', names: [], count: r.unseated });
    if (exam.endAt.getTime() < now()) gaps.push({ gap: 'windowOver', names: [] });
    return gaps;
  }

  const audit = (db: Db, tenant: Tenant, action: string, exam: { id: string; name: string }, detail?: Record<string, unknown>) =>
    recordAudit(db, tenant.actor, { action: `exam.${action}`, targetType: 'exam', targetId: exam.id, targetName: exam.name, detail });

  async function publish(tenant: Tenant, exam: ExamRow, lang: Language) {
    if (exam.published) return;
    const gaps = await gapsOf(tenant, exam);
    if (gaps.length) {
      throw new AppError(ErrorCodes.examNotReady, { gaps: gaps.map((g) => publishGapText(g, lang)).join('；') }, 200, { gaps });
    }
    await db.transaction(async (tx) => {
      const repo = examRepo(tx, tenant);
      await repo.update(exam.id, { published: true, publishedAt: new Date(now()), listOrder: await repo.nextListOrder() });
      await markPapersPublished(tx, tenant, exam);
      await audit(tx, tenant, 'publish', exam);
    });
  }

  async function unpublish(tenant: Tenant, exam: ExamRow) {
    if (!exam.published) return;
    await db.transaction(async (tx) => {
      await examRepo(tx, tenant).update(exam.id, { published: false, publishedAt: null });
      await audit(tx, tenant, 'unpublish', exam);
    });
  }

  async function remove(tenant: Tenant, exam: ExamRow) {
    if (exam.published) throw new AppError(ErrorCodes.examPublishedCannotDelete);
    await db.transaction(async (tx) => {
      // Its subjects, papers, form, sessions, rooms, candidates and notifications go with it (foreign keys).
      await examRepo(tx, tenant).remove(exam.id);
      await releasePapers(tx, tenant, exam.id);
      await audit(tx, tenant, 'delete', exam);
    });
  }

  return {
    async page(tenant: Tenant, filter: Input['page']) {
      const page = await examRepo(db, tenant).page(filter, new Date(now()));
      return { ...page, records: page.records.map((r) => toExam(r, now())) };
    },
    baseInfo: async (tenant: Tenant, { id }: Input['baseInfo']) => {
      const row = await found(tenant, id);
      return { ...toExam(row, now()), agreement: row.agreement };
    },
    async examBaseInfo(tenant: Tenant, { id }: Input['examBaseInfo']) {
      const row = await found(tenant, id);
      return {
        examId: row.id,
        examName: row.name,
        beginDate: row.beginAt.toISOString(),
        endDate: row.endAt.toISOString(),
        published: row.published,
      };
    },
    defaultAgreement: (lang: Language) => ({ agreement: DEFAULT_AGREEMENTS[lang] }),

    async add(tenant: Tenant, input: Input['add']) {
      await check(tenant, input);
      return db.transaction(async (tx) => {
        const exam = await examRepo(tx, tenant).insert({ ...columns(input), createdBy: tenant.userId, updatedBy: tenant.userId });
        await subjectRepo(tx, tenant).insertMany(input.subjects.map((s, i) => subjectColumns(s, exam.id, i)));
        await audit(tx, tenant, 'add', exam);
        return { id: exam.id };
      });
    },

    async update(tenant: Tenant, { id, ...input }: Input['update']) {
      const before = await found(tenant, id);
      await check(tenant, input, id);
      const kept = new Map(before.subjects.map((s) => [s.id, s]));
      if (input.subjects.some((s) => s.id && !kept.has(s.id))) throw new AppError(ErrorCodes.notFound);
      const removed = before.subjects.filter((s) => !input.subjects.some((n) => n.id === s.id)).map((s) => s.id);
      if (before.published) {
        const moved =
          before.beginAt.getTime() !== Date.parse(input.beginDate) ||
          before.endAt.getTime() !== Date.parse(input.endDate) ||
          removed.length > 0 ||
          input.subjects.some((s) => {
            const old = s.id && kept.get(s.id);
            return (
              !old ||
              old.duration !== s.duration ||
              old.earlySubmitMinutes !== s.earlySubmitMinutes ||
              old.lateEntryMinutes !== s.lateEntryMinutes
            );
          });
        if (moved) throw new AppError(ErrorCodes.examPublishedLocked);
      }
      const [used] = await subjectRepo(db, tenant).inUse(removed);
      if (used) throw new AppError(ErrorCodes.subjectInUse, { name: used });
      await db.transaction(async (tx) => {
        await examRepo(tx, tenant).update(id, { ...columns(input), updatedBy: tenant.userId, updatedAt: new Date(now()) });
        const subjects = subjectRepo(tx, tenant);
        await subjects.remove(removed);
        for (const [i, s] of input.subjects.entries()) {
          if (s.id) await subjects.update(s.id, subjectColumns(s, id, i));
          else await subjects.insert(subjectColumns(s, id, i));
        }
        await audit(tx, tenant, 'edit', { id, name: input.examName });
      });
      return null;
    },

    async updateBatch(tenant: Tenant, { ids, action }: Input['updateBatch'], lang: Language) {
      const rows = await examRepo(db, tenant).findMany(ids);
      if (rows.length !== new Set(ids).size) throw new AppError(ErrorCodes.notFound);
      const refused: { id: string; examName: string; code: number; msg: string; gaps?: PublishGap[] }[] = [];
      for (const exam of rows) {
        try {
          if (action === 'publish') await publish(tenant, exam, lang);
          else if (action === 'unpublish') await unpublish(tenant, exam);
          else await remove(tenant, exam);
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          const gaps = (e.data as { gaps?: PublishGap[] } | undefined)?.gaps;
          refused.push({
            id: exam.id,
            examName: exam.name,
            code: e.code,
            msg: errorMessage(e.code, lang, e.params),
            ...(gaps ? { gaps } : {}),
          });
        }
      }
      return { done: rows.length - refused.length, refused };
    },

    publishGaps: async (tenant: Tenant, { id }: Input['publishGaps']) => gapsOf(tenant, await found(tenant, id)),

    async copy(tenant: Tenant, { id }: Input['copy'], lang: Language) {
      const source = await found(tenant, id);
      const suffix = { zh: '-副本', en: ' (copy)', es: ' (copia)', ja: '-コピー', ko: '-사본' }[lang];
      let name = `${source.name}${suffix}`;
      for (let n = 2; await examRepo(db, tenant).nameTaken(name); n++) name = `${source.name}${suffix}${n}`;
      return db.transaction(async (tx) => {
        const copy = await examRepo(tx, tenant).insert({
          name,
          categoryId: source.categoryId,
          method: source.method,
          beginAt: source.beginAt,
          endAt: source.endAt,
          description: source.description,
          coverKey: source.coverKey,
          agreement: source.agreement,
          config: source.config,
          admissionRule: source.admissionRule,
          createdBy: tenant.userId,
          updatedBy: tenant.userId,
        });
        await subjectRepo(tx, tenant).insertMany(source.subjects.map((s, i) => subjectColumns({ ...s, id: undefined }, copy.id, i)));
        await examRepo(tx, tenant).copyCollectFields(source.id, copy.id);
        await audit(tx, tenant, 'copy', copy, { from: source.name });
        return { id: copy.id };
      });
    },

    remove: async (tenant: Tenant, { id }: Input['remove']) => {
      await remove(tenant, await found(tenant, id));
      return null;
    },

    async order(tenant: Tenant) {
      const rows = await examRepo(db, tenant).published();
      return rows.map((r) => ({
        id: r.id,
        examName: r.name,
        beginDate: r.beginAt.toISOString(),
        endDate: r.endAt.toISOString(),
        status: examStatus({ published: r.published, beginDate: r.beginAt.toISOString(), endDate: r.endAt.toISOString() }, now()),
      }));
    },

    async saveOrder(tenant: Tenant, { ids }: Input['saveOrder']) {
      const published = await examRepo(db, tenant).published();
      const known = new Set(published.map((r) => r.id));
      if (ids.some((i) => !known.has(i))) throw new AppError(ErrorCodes.notFound);
      await db.transaction(async (tx) => {
        const rest = published.filter((r) => !ids.includes(r.id)).map((r) => r.id);
        await examRepo(tx, tenant).setListOrder([...ids, ...rest]);
        await recordAudit(tx, tenant.actor, { action: 'exam.order', targetType: 'exam' });
      });
      return null;
    },
  };
}

export function toExam(row: ExamRow, now: number) {
  const beginDate = row.beginAt.toISOString();
  const endDate = row.endAt.toISOString();
  return {
    id: row.id,
    examName: row.name,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    examMethod: row.method,
    beginDate,
    endDate,
    description: row.description,
    cover: row.coverKey,
    coverUrl: storedFileUrl(row.coverKey),
    published: row.published,
    status: examStatus({ published: row.published, beginDate, endDate }, now),
    listOrder: row.listOrder,
    subjects: row.subjects,
    candidateCount: row.candidateCount,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}
