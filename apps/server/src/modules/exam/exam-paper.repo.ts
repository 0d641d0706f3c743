import { and, or, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examPapers, examSubjects } from '../../db/schema';
import { outer, type Scope, scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(examPapers);

const subjectName = sql<
  string | null
>`(select ${examSubjects.name} from ${examSubjects} where ${examSubjects.id} = ${outer(examPapers.subjectId)})`;
const subjectSort = sql`(select ${examSubjects.sort} from ${examSubjects} where ${examSubjects.id} = ${outer(examPapers.subjectId)})`;

export type ExamPaperRecord = typeof examPapers.$inferSelect;

/** The papers of one subject (or, `null`, those serving every subject). */
const inGroup = (examId: string, subjectId: string | null) =>
  and(eq(examPapers.examId, examId), subjectId ? eq(examPapers.subjectId, subjectId) : isNull(examPapers.subjectId));

/** The papers the institution's exams use, by exam and subject. */
export function examPaperRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    /** An exam's papers (or one subject's), by subject and variant, with the subject's name. */
    page: (f: { examId: string; subjectId?: string; current: number; size: number }) =>
      base.page({
        current: f.current,
        size: f.size,
        where: and(eq(examPapers.examId, f.examId), f.subjectId ? eq(examPapers.subjectId, f.subjectId) : undefined),
        orderBy: [sql`${subjectSort} nulls first`, asc(sql`length(${examPapers.variant})`), asc(examPapers.variant), asc(examPapers.id)],
        extra: { subjectName },
      }),
    /** The variant letters a subject's papers hold. */
    async variants(examId: string, subjectId: string | null) {
      const rows = await db
        .select({ variant: examPapers.variant })
        .from(examPapers)
        .where(base.where(inGroup(examId, subjectId)));
      return new Set(rows.map((r) => r.variant));
    },
    /** The paper holding a variant letter in a subject. */
    async withVariant(examId: string, subjectId: string | null, variant: string) {
      const [row] = await db
        .select()
        .from(examPapers)
        .where(base.where(inGroup(examId, subjectId), eq(examPapers.variant, variant)));
      return row;
    },
    /** Whether a subject holds a paper added by authorisation code (other than `exceptId`). */
    hasAuthCodePaper: (examId: string, subjectId: string | null, exceptId?: string) =>
      base.exists(
        and(
          // A paper of no subject serves every subject: it counts for each, and each counts for it.
          eq(examPapers.examId, examId),
          subjectId ? or(eq(examPapers.subjectId, subjectId), isNull(examPapers.subjectId)) : undefined,
          eq(examPapers.source, 'authCode'),
          exceptId ? ne(examPapers.id, exceptId) : undefined,
        ),
      ),
    /** Whether a subject holds this paper already (other than `exceptId`). */
    holds: (examId: string, subjectId: string | null, paperId: string, exceptId?: string) =>
      base.exists(and(inGroup(examId, subjectId), eq(examPapers.paperId, paperId), exceptId ? ne(examPapers.id, exceptId) : undefined)),
    /** Whether the exam uses a paper elsewhere than in the row `exceptId`. */
    usesElsewhere: (examId: string, paperId: string, exceptId: string) =>
      base.exists(and(eq(examPapers.examId, examId), eq(examPapers.paperId, paperId), ne(examPapers.id, exceptId))),
    /** The bank papers an exam uses, each once, at the latest version it keeps of it. */
    bankPaperVersions: (examId: string) =>
      db
        .select({ paperId: examPapers.paperId, version: sql<number>`max(${examPapers.paperVersion})::int` })
        .from(examPapers)
        .where(base.where(eq(examPapers.examId, examId), eq(examPapers.source, 'bank')))
        .groupBy(examPapers.paperId),
  };
}
