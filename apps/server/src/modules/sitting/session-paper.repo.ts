import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examPapers, exams, examSessions, examSittings, examSubjects } from '../../db/schema';
import type { Scope } from '../../db/scoped-repo';

/** A session's paper choice and the sittings it binds, in the caller's institution: every query carries its `office_id`. */
export function sessionPaperRepo(db: Db, scope: Scope) {
  /** No sitting of the session has started. */
  const noneStarted = (sessionId: string) =>
    sql`not exists (select 1 from ${examSittings} where ${examSittings.officeId} = ${scope.officeId}
      and ${examSittings.sessionId} = ${sessionId} and ${examSittings.startedAt} is not null)`;
  return {
    /** The session with its exam's and subject's names, how its subject deals variants and the variant it fixes. */
    async session(id: string) {
      const [row] = await db
        .select({
          id: examSessions.id,
          name: examSessions.name,
          examId: examSessions.examId,
          examName: exams.name,
          subjectId: examSessions.subjectId,
          subjectName: examSubjects.name,
          dealMode: examSubjects.dealMode,
          beginAt: examSessions.beginAt,
          endAt: examSessions.endAt,
          examPaperId: examSessions.examPaperId,
        })
        .from(examSessions)
        .innerJoin(exams, eq(exams.id, examSessions.examId))
        .innerJoin(examSubjects, eq(examSubjects.id, examSessions.subjectId))
        .where(and(eq(examSessions.officeId, scope.officeId), eq(examSessions.id, id)));
      return row;
    },

    /** Whether the id is one of the institution's exams' papers (of any exam or subject). */
    async isExamPaper(id: string) {
      const [row] = await db
        .select({ id: examPapers.id })
        .from(examPapers)
        .where(and(eq(examPapers.officeId, scope.officeId), eq(examPapers.id, id)));
      return !!row;
    },

    /** How many candidates of the session have started answering. */
    async startedCount(sessionId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(examSittings)
        .where(and(eq(examSittings.officeId, scope.officeId), eq(examSittings.sessionId, sessionId), isNotNull(examSittings.startedAt)));
      return row?.n ?? 0;
    },

    /**
     * Fixes the session's variant (null: none) only while none of its candidates has started, in one statement: a start
     * committed before it leaves the choice as it was. Answers whether it changed.
     */
    async choose(sessionId: string, examPaperId: string | null) {
      const rows = await db
        .update(examSessions)
        .set({ examPaperId })
        .where(and(eq(examSessions.officeId, scope.officeId), eq(examSessions.id, sessionId), noneStarted(sessionId)))
        .returning({ id: examSessions.id });
      return rows.length > 0;
    },
  };
}
