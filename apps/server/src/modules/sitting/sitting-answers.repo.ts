import type { Response } from '@cloud-exam/contract/sitting/sitting';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, examAnswerSaves, examCandidates, examSittings } from '../../db/schema';
import { pageFrom, type PageParams, type Scope } from '../../db/scoped-repo';

/**
 * What a candidate's answer sheet and history read, in the caller's institution: the exam candidate, their sitting
 * in a session (the drawn paper and the scores kept at hand-in) and its saves, each with the one before it.
 */
export function sittingAnswersRepo(db: Db, scope: Scope) {
  return {
    async candidate(examCandidateId: string) {
      const [row] = await db
        .select({ name: candidates.name, admissionNumber: examCandidates.admissionNumber })
        .from(examCandidates)
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .where(and(eq(examCandidates.officeId, scope.officeId), eq(examCandidates.id, examCandidateId)));
      return row;
    },

    async sitting(id: string) {
      const [row] = await db
        .select({
          id: examSittings.id,
          signedInAt: examSittings.signedInAt,
          startedAt: examSittings.startedAt,
          deadlineAt: examSittings.deadlineAt,
          submittedAt: examSittings.submittedAt,
          score: examSittings.score,
          itemScores: examSittings.itemScores,
          paper: examSittings.paper,
        })
        .from(examSittings)
        .where(and(eq(examSittings.officeId, scope.officeId), eq(examSittings.id, id)));
      return row;
    },

    /**
     * A page of a sitting's saves in the order the server took them, each with the previous save of the same item
     * (worked out over the whole history, before the page is cut), and the count of all.
     */
    saves(sittingId: string, page: PageParams) {
      const byItem = sql`partition by ${examAnswerSaves.itemId} order by ${examAnswerSaves.id}`;
      return pageFrom(page, (limit, offset) =>
        db
          .select({
            id: examAnswerSaves.id,
            savedAt: examAnswerSaves.savedAt,
            clientTime: examAnswerSaves.clientTime,
            itemId: examAnswerSaves.itemId,
            seq: examAnswerSaves.seq,
            value: examAnswerSaves.value,
            previousSeq: sql<number | null>`lag(${examAnswerSaves.seq}) over (${byItem})`,
            previousAt: sql<string | null>`lag(${examAnswerSaves.savedAt}) over (${byItem})`,
            previousValue: sql<Response | null>`lag(${examAnswerSaves.value}) over (${byItem})`,
            total: sql<number>`cast(count(*) over () as int)`,
          })
          .from(examAnswerSaves)
          .where(and(eq(examAnswerSaves.officeId, scope.officeId), eq(examAnswerSaves.sittingId, sittingId)))
          .orderBy(asc(examAnswerSaves.id))
          .limit(limit)
          .offset(offset),
      );
    },
  };
}
