import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, examCandidates, examRooms, examSeatings, examSessions, examSittings } from '../../db/schema';
import type { Scope } from '../../db/scoped-repo';

/** One candidate an action reaches: their seat in the session and their sitting, if they have one yet. */
export type Reached = Awaited<ReturnType<ReturnType<typeof sittingControlRepo>['reached']>>[number];

/**
 * What the invigilators' actions read and write, in the caller's institution: every query carries its `office_id`.
 * The clock arithmetic is done in SQL on the row as it is, so an action and a candidate's call at once add up.
 */
export function sittingControlRepo(db: Db, scope: Scope) {
  const inOffice = eq(examSittings.officeId, scope.officeId);
  const seconds = (n: number) => sql`(${n})::double precision * interval '1 second'`;
  const stamp = (d: Date) => sql`(${d.toISOString()})::timestamptz`;
  return {
    async session(id: string) {
      const [row] = await db
        .select({
          id: examSessions.id,
          examId: examSessions.examId,
          name: examSessions.name,
          locked: examSessions.locked,
          endAt: examSessions.endAt,
        })
        .from(examSessions)
        .where(and(eq(examSessions.officeId, scope.officeId), eq(examSessions.id, id)));
      return row;
    },
    rooms: (sessionId: string) =>
      db
        .select({ id: examRooms.id, name: examRooms.name, invigilatorIds: examRooms.invigilatorIds })
        .from(examRooms)
        .where(and(eq(examRooms.officeId, scope.officeId), eq(examRooms.sessionId, sessionId)))
        .orderBy(asc(examRooms.sort), asc(examRooms.name)),
    /** The candidates seated in a session (in a room, or those named), with their sitting. */
    reached(sessionId: string, roomId?: string, candidateIds?: string[]) {
      return db
        .select({
          candidateId: examSeatings.examCandidateId,
          roomId: examSeatings.roomId,
          name: candidates.name,
          admissionNumber: examCandidates.admissionNumber,
          sitting: examSittings,
        })
        .from(examSeatings)
        .innerJoin(examCandidates, eq(examCandidates.id, examSeatings.examCandidateId))
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .leftJoin(
          examSittings,
          and(inOffice, eq(examSittings.sessionId, examSeatings.sessionId), eq(examSittings.examCandidateId, examSeatings.examCandidateId)),
        )
        .where(
          and(
            eq(examSeatings.officeId, scope.officeId),
            eq(examSeatings.sessionId, sessionId),
            roomId ? eq(examSeatings.roomId, roomId) : undefined,
            candidateIds ? inArray(examSeatings.examCandidateId, candidateIds) : undefined,
          ),
        )
        .orderBy(asc(examSeatings.roomId), asc(examSeatings.seat), asc(examCandidates.admissionNumber));
    },
    /** Makes the sittings of seated candidates who have not signed in yet, so that what is credited to them is kept. */
    async materialise(examId: string, sessionId: string, candidateIds: string[]) {
      if (!candidateIds.length) return;
      await db
        .insert(examSittings)
        .values(candidateIds.map((examCandidateId) => ({ officeId: scope.officeId, examId, sessionId, examCandidateId })))
        .onConflictDoNothing({ target: [examSittings.sessionId, examSittings.examCandidateId] });
    },
    /** Pauses a sitting still in the exam and not paused at `at`, crediting the pause to its deadline. */
    async pause(id: string, at: Date, until: Date) {
      const moved = await db
        .update(examSittings)
        .set({ pausedUntil: until, deadlineAt: sql`${examSittings.deadlineAt} + ${seconds((until.getTime() - at.getTime()) / 1000)}` })
        .where(
          and(
            inOffice,
            eq(examSittings.id, id),
            eq(examSittings.state, 'inExam'),
            sql`(${examSittings.pausedUntil} is null or ${examSittings.pausedUntil} <= ${stamp(at)})`,
          ),
        )
        .returning({ id: examSittings.id });
      return moved.length > 0;
    },
    /** Ends a pause at `at`, taking back from the deadline what it did not use; answers the seconds taken back. */
    async resume(id: string, at: Date) {
      const [row] = await db
        .update(examSittings)
        .set({ pausedUntil: null, deadlineAt: sql`${examSittings.deadlineAt} - (${examSittings.pausedUntil} - ${stamp(at)})` })
        .where(and(inOffice, eq(examSittings.id, id), eq(examSittings.state, 'inExam'), sql`${examSittings.pausedUntil} > ${stamp(at)}`))
        .returning({ id: examSittings.id });
      return row !== undefined;
    },
    /** Adds extra time to a sitting not handed in: to its credit, and to its deadline once started. */
    async extraTime(id: string, secs: number) {
      const moved = await db
        .update(examSittings)
        .set({
          extraSeconds: sql`${examSittings.extraSeconds} + ${secs}`,
          deadlineAt: sql`${examSittings.deadlineAt} + ${seconds(secs)}`,
        })
        .where(and(inOffice, eq(examSittings.id, id), inArray(examSittings.state, ['signedIn', 'inExam'])))
        .returning({ id: examSittings.id });
      return moved.length > 0;
    },
    /** Reopens a handed-in sitting: back in the exam until `deadline`, or (handed in before starting) to start afresh. */
    async reopen(id: string, deadline: Date | null) {
      const moved = await db
        .update(examSittings)
        .set({
          state: deadline ? 'inExam' : 'signedIn',
          deadlineAt: deadline,
          pausedUntil: null,
          submittedAt: null,
          score: null,
          itemScores: null,
        })
        .where(and(inOffice, eq(examSittings.id, id), inArray(examSittings.state, ['completed', 'forceSubmitted'])))
        .returning({ id: examSittings.id });
      return moved.length > 0;
    },
    lock: (sessionId: string, locked: boolean) =>
      db
        .update(examSessions)
        .set({ locked })
        .where(and(eq(examSessions.officeId, scope.officeId), eq(examSessions.id, sessionId))),
  };
}
