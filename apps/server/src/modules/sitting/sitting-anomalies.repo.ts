import type { AnomalyKind } from '@cloud-exam/contract/sitting/sitting-anomalies';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidates,
  examAnomalyReviews,
  examAnswers,
  examCandidates,
  examRooms,
  examSeatings,
  examSittingEvents,
  examSittings,
  exams,
} from '../../db/schema';
import type { Scope } from '../../db/scoped-repo';

/** The event a sign-in refused as late (41300616) or locked out (41300617) leaves in the seated candidate's sitting. */
export const ENTRY_REFUSED = 'entryRefused';

export type ReviewRow = typeof examAnomalyReviews.$inferInsert;

/**
 * What the anomaly rules read of a session, in the caller's institution: its seated candidates with their sittings, the
 * sittings' sign-ins by address and browser, their refused entries, their leaves and their last saved answer; and the
 * reviews kept for its anomalies. Each read is one query, grouped in the database, whatever the size of the session.
 */
export function sittingAnomaliesRepo(db: Db, scope: Scope) {
  const inSession = (sessionId: string) => and(eq(examSittings.officeId, scope.officeId), eq(examSittings.sessionId, sessionId));
  return {
    /** The exam's configuration (its leave limit). */
    async examConfig(examId: string) {
      const [row] = await db
        .select({ config: exams.config })
        .from(exams)
        .where(and(eq(exams.officeId, scope.officeId), eq(exams.id, examId)));
      return row?.config;
    },
    /** The candidates seated in a session (in `roomIds` only, when given) with their sitting, by room, seat and admission number. */
    seated(sessionId: string, roomIds?: string[]) {
      return db
        .select({
          candidateId: examSeatings.examCandidateId,
          name: candidates.name,
          admissionNumber: examCandidates.admissionNumber,
          roomId: examSeatings.roomId,
          roomName: examRooms.name,
          seat: examSeatings.seat,
          sittingId: examSittings.id,
          state: examSittings.state,
          startedAt: examSittings.startedAt,
          lastSeenAt: examSittings.lastSeenAt,
          pausedUntil: examSittings.pausedUntil,
          leaveCount: sql<number>`coalesce(${examSittings.leaveCount}, 0)`,
        })
        .from(examSeatings)
        .innerJoin(examCandidates, eq(examCandidates.id, examSeatings.examCandidateId))
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .leftJoin(examRooms, eq(examRooms.id, examSeatings.roomId))
        .leftJoin(
          examSittings,
          and(
            eq(examSittings.officeId, scope.officeId),
            eq(examSittings.sessionId, examSeatings.sessionId),
            eq(examSittings.examCandidateId, examSeatings.examCandidateId),
          ),
        )
        .where(
          and(
            eq(examSeatings.officeId, scope.officeId),
            eq(examSeatings.sessionId, sessionId),
            roomIds ? inArray(examSeatings.roomId, roomIds) : undefined,
          ),
        )
        .orderBy(
          sql`${examRooms.sort} asc nulls last`,
          asc(examRooms.name),
          sql`${examSeatings.seat} asc nulls last`,
          asc(examCandidates.admissionNumber),
        );
    },
    /** The session's sign-ins, grouped by sitting, address and user agent: how many, the first and the last. */
    signIns(sessionId: string) {
      const ip = sql<string>`coalesce(${examSittingEvents.detail}->>'ip', '')`;
      const agent = sql<string>`coalesce(${examSittingEvents.detail}->>'userAgent', '')`;
      return db
        .select({
          sittingId: examSittingEvents.sittingId,
          ip,
          userAgent: agent,
          count: sql<number>`cast(count(*) as int)`,
          firstAt: sql<Date>`min(${examSittingEvents.at})`.mapWith(examSittingEvents.at),
          lastAt: sql<Date>`max(${examSittingEvents.at})`.mapWith(examSittingEvents.at),
        })
        .from(examSittingEvents)
        .innerJoin(examSittings, eq(examSittings.id, examSittingEvents.sittingId))
        .where(and(inSession(sessionId), eq(examSittingEvents.officeId, scope.officeId), eq(examSittingEvents.kind, 'signIn')))
        .groupBy(examSittingEvents.sittingId, ip, agent);
    },
    /** The session's refused entries by sitting: how many, the codes, the first and the last. */
    refusals(sessionId: string) {
      return db
        .select({
          sittingId: examSittingEvents.sittingId,
          count: sql<number>`cast(count(*) as int)`,
          codes: sql<string[]>`array_agg(distinct coalesce(${examSittingEvents.detail}->>'code', ''))`,
          firstAt: sql<Date>`min(${examSittingEvents.at})`.mapWith(examSittingEvents.at),
          lastAt: sql<Date>`max(${examSittingEvents.at})`.mapWith(examSittingEvents.at),
        })
        .from(examSittingEvents)
        .innerJoin(examSittings, eq(examSittings.id, examSittingEvents.sittingId))
        .where(and(inSession(sessionId), eq(examSittingEvents.officeId, scope.officeId), eq(examSittingEvents.kind, ENTRY_REFUSED)))
        .groupBy(examSittingEvents.sittingId);
    },
    /** The leaves of the page and of fullscreen of some sittings, oldest first. */
    leaves(sittingIds: string[]) {
      if (!sittingIds.length) return Promise.resolve([]);
      return db
        .select({ sittingId: examSittingEvents.sittingId, kind: examSittingEvents.kind, at: examSittingEvents.at })
        .from(examSittingEvents)
        .where(
          and(
            eq(examSittingEvents.officeId, scope.officeId),
            inArray(examSittingEvents.sittingId, sittingIds),
            inArray(examSittingEvents.kind, ['leavePage', 'leaveFullscreen']),
          ),
        )
        .orderBy(asc(examSittingEvents.id));
    },
    /** When each sitting of the session in the exam last had an answer saved. */
    lastSaves(sessionId: string) {
      return db
        .select({
          sittingId: examAnswers.sittingId,
          at: sql<Date>`max(${examAnswers.savedAt})`.mapWith(examAnswers.savedAt),
        })
        .from(examAnswers)
        .innerJoin(examSittings, eq(examSittings.id, examAnswers.sittingId))
        .where(and(inSession(sessionId), eq(examSittings.state, 'inExam'), eq(examAnswers.officeId, scope.officeId)))
        .groupBy(examAnswers.sittingId);
    },
    /** The reviews kept for the session's anomalies. */
    reviews(sessionId: string) {
      return db
        .select()
        .from(examAnomalyReviews)
        .where(and(eq(examAnomalyReviews.officeId, scope.officeId), eq(examAnomalyReviews.sessionId, sessionId)));
    },
    /** Keeps one review per candidate and kind: a new one replaces the one before. */
    async review(rows: Omit<ReviewRow, 'officeId'>[]) {
      if (!rows.length) return;
      await db
        .insert(examAnomalyReviews)
        .values(rows.map((r) => ({ ...r, officeId: scope.officeId })))
        .onConflictDoUpdate({
          target: [examAnomalyReviews.sessionId, examAnomalyReviews.examCandidateId, examAnomalyReviews.kind],
          set: {
            state: sql`excluded.state`,
            note: sql`excluded.note`,
            reviewerId: sql`excluded.reviewer_id`,
            reviewerName: sql`excluded.reviewer_name`,
            reviewedAt: sql`excluded.reviewed_at`,
          },
        });
    },
  };
}

export type AnomalyKey = `${string}:${AnomalyKind}`;
