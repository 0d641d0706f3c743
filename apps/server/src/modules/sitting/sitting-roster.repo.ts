import { INTERRUPTED_AFTER_SECONDS } from '@cloud-exam/contract/sitting/sitting';
import type { RosterState } from '@cloud-exam/contract/sitting/sitting-control';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidates,
  examCandidates,
  examRooms,
  examSeatings,
  examSessions,
  examSittingEvents,
  examSittings,
  examSubjects,
  exams,
} from '../../db/schema';
import { pageFrom, type PageParams, type Scope } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

/** Which seated candidates a read takes: those of some sessions, in a room, in a state, by a name or admission number. */
export type RosterFilter = { sessionIds: string[]; roomId?: string; state?: RosterState; keyword?: string };

/**
 * What the console reads of exam day, in the caller's institution: the candidates seated in a session with their
 * sittings (those without one too), and one candidate's sittings. A candidate's state is worked out in SQL at the
 * server's time, so that a page is filtered, counted and paged by it in the database.
 */
export function sittingRosterRepo(db: Db, scope: Scope) {
  const stamp = (d: Date) => sql`(${d.toISOString()})::timestamptz`;
  /** The sitting of a seat, if the candidate has one yet. */
  const sittingOfSeat = and(
    eq(examSittings.officeId, scope.officeId),
    eq(examSittings.sessionId, examSeatings.sessionId),
    eq(examSittings.examCandidateId, examSeatings.examCandidateId),
  );
  /**
   * A seated candidate's state at `at`: handed in as stored; in the exam, interrupted without a heartbeat for 90 s;
   * absent once the session is over without a start; not signed in while their sitting (if any) has no sign-in.
   */
  const stateAt = (at: Date) => sql<RosterState>`case
    when ${examSittings.state} in ('completed', 'forceSubmitted', 'absent') then ${examSittings.state}
    when ${examSittings.state} = 'inExam' then case
      when ${examSittings.lastSeenAt} >= ${stamp(at)} - (${INTERRUPTED_AFTER_SECONDS} * interval '1 second') then 'inExam'
      else 'interrupted' end
    when ${examSessions.endAt} <= ${stamp(at)} then 'absent'
    when ${examSittings.signedInAt} is null then 'notSignedIn'
    else 'signedIn' end`;

  /**
   * The candidates seated in some sessions (in `roomIds` only, when given), each with their sitting and state at `at`.
   * The exam candidate and the account are left joins though every seat has both (foreign keys, not null): a read that
   * takes nothing of them (the counts) lets the database leave them out, and the sitting too when it takes no state.
   */
  const seatedRows = (sessionIds: string[], at: Date, roomIds?: string[], examCandidateIds?: string[]) =>
    db
      .select({
        candidateId: sql<string>`${examSeatings.examCandidateId}`.as('candidate_id'),
        name: sql<string>`${candidates.name}`.as('candidate_name'),
        admissionNumber: sql<string>`${examCandidates.admissionNumber}`.as('admission_number'),
        sessionId: examSeatings.sessionId,
        sessionName: sql<string>`${examSessions.name}`.as('session_name'),
        sessionBeginAt: sql<string>`${examSessions.beginAt}`.as('session_begin_at'),
        roomId: examSeatings.roomId,
        roomName: sql<string | null>`${examRooms.name}`.as('room_name'),
        roomSort: sql<number | null>`${examRooms.sort}`.as('room_sort'),
        seat: examSeatings.seat,
        state: stateAt(at).as('state'),
        signedInAt: examSittings.signedInAt,
        startedAt: examSittings.startedAt,
        deadlineAt: examSittings.deadlineAt,
        extraSeconds: examSittings.extraSeconds,
        pausedUntil: examSittings.pausedUntil,
        leaveCount: examSittings.leaveCount,
        submittedAt: examSittings.submittedAt,
        score: examSittings.score,
      })
      .from(examSeatings)
      .innerJoin(examSessions, eq(examSessions.id, examSeatings.sessionId))
      .leftJoin(examCandidates, eq(examCandidates.id, examSeatings.examCandidateId))
      .leftJoin(candidates, eq(candidates.id, examCandidates.candidateId))
      .leftJoin(examRooms, eq(examRooms.id, examSeatings.roomId))
      .leftJoin(examSittings, sittingOfSeat)
      .where(
        and(
          eq(examSeatings.officeId, scope.officeId),
          inArray(examSeatings.sessionId, sessionIds),
          roomIds ? inArray(examSeatings.roomId, roomIds) : undefined,
          examCandidateIds ? inArray(examSeatings.examCandidateId, examCandidateIds) : undefined,
        ),
      );
  const seated = (sessionIds: string[], at: Date, roomIds?: string[]) => db.$with('seated').as(seatedRows(sessionIds, at, roomIds));

  /** The seated candidates a filter reads, and the condition on them. */
  const filtered = (filter: RosterFilter, at: Date, roomIds?: string[]) => {
    const rows = () => seatedRows(filter.sessionIds, at, roomIds);
    const s = db.$with('seated').as(rows());
    const pattern = filter.keyword ? likePattern(filter.keyword) : undefined;
    const where = and(
      filter.roomId ? eq(s.roomId, filter.roomId) : undefined,
      filter.state ? eq(s.state, filter.state) : undefined,
      pattern ? or(ilike(s.name, pattern), ilike(s.admissionNumber, pattern)) : undefined,
    );
    const columns = columnsOf(s);
    /** By session, then room, seat and admission number. */
    const order = [
      asc(s.sessionBeginAt),
      asc(s.sessionName),
      sql`${s.roomSort} asc nulls last`,
      asc(s.roomName),
      sql`${s.seat} asc nulls last`,
      asc(s.admissionNumber),
    ];
    return { s, rows, where, columns, order };
  };

  /** What a read of `seated` answers of each seat. */
  const columnsOf = (s: ReturnType<typeof seated>) => ({
    candidateId: s.candidateId,
    name: s.name,
    admissionNumber: s.admissionNumber,
    sessionId: s.sessionId,
    sessionName: s.sessionName,
    roomId: s.roomId,
    roomName: s.roomName,
    seat: s.seat,
    state: s.state,
    signedInAt: s.signedInAt,
    startedAt: s.startedAt,
    deadlineAt: s.deadlineAt,
    extraSeconds: s.extraSeconds,
    pausedUntil: s.pausedUntil,
    leaveCount: s.leaveCount,
    submittedAt: s.submittedAt,
    score: s.score,
  });

  return {
    /**
     * One page of the candidates seated in some sessions by session, room, seat and admission number, filtered by
     * room, state and a name or admission number, with its total. The page's seats are found first, reading only
     * what the order and the filters take (PostgreSQL leaves out the account and the sitting when nothing asks for
     * them), then read whole: at 10,000 seats 8 ms and 1 ms instead of 22 ms in one query.
     */
    page(filter: RosterFilter & PageParams, at: Date, roomIds?: string[]) {
      const { s, rows, where, order } = filtered(filter, at, roomIds);
      return pageFrom(filter, async (limit, offset) => {
        const seats = await db
          .with(s)
          // The count's own `seated`, the same rows and filters: not the page's, which PostgreSQL would then materialise
          // whole; apart, each is planned for what it reads (the count without the columns it does not filter on).
          .select({
            sessionId: s.sessionId,
            candidateId: s.candidateId,
            total: sql<number>`(select cast(count(*) as int) from (${rows()}) as "seated" where ${where ?? sql`true`})`,
          })
          .from(s)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
        if (!seats.length) return [];
        const d = db.$with('seated').as(
          seatedRows(
            filter.sessionIds,
            at,
            roomIds,
            seats.map((x) => x.candidateId),
          ),
        );
        const found = await db.with(d).select(columnsOf(d)).from(d);
        // a candidate seated in two of the sessions read comes back twice: each seat is taken where the page placed it
        // (one unseated between the two reads is left out)
        const bySeat = new Map(found.map((r) => [`${r.sessionId}/${r.candidateId}`, r]));
        return seats.flatMap((x) => {
          const row = bySeat.get(`${x.sessionId}/${x.candidateId}`);
          return row ? [{ ...row, total: x.total }] : [];
        });
      });
    },
    /** Every row a filter reads, in the page's order (an export). */
    all(filter: RosterFilter, at: Date, roomIds?: string[]) {
      const { s, where, columns, order } = filtered(filter, at, roomIds);
      return db
        .with(s)
        .select(columns)
        .from(s)
        .where(where)
        .orderBy(...order);
    },
    /** How many of the candidates seated in some sessions (in `roomIds` only, when given) are in each state at `at`. */
    async counts(sessionIds: string[], at: Date, roomIds?: string[]) {
      const s = seated(sessionIds, at, roomIds);
      const rows = await db
        .with(s)
        .select({ state: s.state, count: sql<number>`cast(count(*) as int)` })
        .from(s)
        .groupBy(s.state);
      return new Map(rows.map((r) => [r.state, r.count]));
    },
    /** How many of a session's seated candidates are in each state at `at`, room by room, and how many are paused. */
    roomCounts(sessionId: string, at: Date, roomIds?: string[]) {
      const s = seated([sessionId], at, roomIds);
      return db
        .with(s)
        .select({
          roomId: s.roomId,
          state: s.state,
          count: sql<number>`cast(count(*) as int)`,
          paused: sql<number>`cast(count(*) filter (where ${s.pausedUntil} > ${stamp(at)}) as int)`,
        })
        .from(s)
        .groupBy(s.roomId, s.state);
    },
    /** A session with its exam's and subject's names, its window and whether it is locked. */
    async session(id: string) {
      const [row] = await db
        .select({
          id: examSessions.id,
          name: examSessions.name,
          beginAt: examSessions.beginAt,
          endAt: examSessions.endAt,
          locked: examSessions.locked,
          examName: exams.name,
          subjectName: examSubjects.name,
        })
        .from(examSessions)
        .innerJoin(exams, eq(exams.id, examSessions.examId))
        .innerJoin(examSubjects, eq(examSubjects.id, examSessions.subjectId))
        .where(and(eq(examSessions.officeId, scope.officeId), eq(examSessions.id, id)));
      return row;
    },
    /** An exam of the institution's, with its sessions and their rooms (for the records' scope). */
    async exam(examId: string) {
      const [exam] = await db
        .select({ id: exams.id })
        .from(exams)
        .where(and(eq(exams.officeId, scope.officeId), eq(exams.id, examId)));
      if (!exam) return undefined;
      const sessions = await db
        .select({ id: examSessions.id })
        .from(examSessions)
        .where(and(eq(examSessions.officeId, scope.officeId), eq(examSessions.examId, examId)));
      const rooms = await db
        .select({ id: examRooms.id, sessionId: examRooms.sessionId, invigilatorIds: examRooms.invigilatorIds })
        .from(examRooms)
        .where(and(eq(examRooms.officeId, scope.officeId), eq(examRooms.examId, examId)));
      return { id: exam.id, sessionIds: sessions.map((x) => x.id), rooms };
    },
    async examCandidate(id: string) {
      const [row] = await db
        .select({ id: examCandidates.id })
        .from(examCandidates)
        .where(and(eq(examCandidates.officeId, scope.officeId), eq(examCandidates.id, id)));
      return row;
    },
    /** The sessions an exam candidate is seated in, earliest first, with the room, its invigilators and the sitting. */
    ofCandidate(examCandidateId: string, at: Date) {
      return db
        .select({
          sessionId: examSessions.id,
          sessionName: examSessions.name,
          subjectName: examSubjects.name,
          beginAt: examSessions.beginAt,
          endAt: examSessions.endAt,
          roomId: examSeatings.roomId,
          roomName: examRooms.name,
          invigilatorIds: examRooms.invigilatorIds,
          seat: examSeatings.seat,
          state: stateAt(at),
          sittingId: examSittings.id,
          extraSeconds: examSittings.extraSeconds,
        })
        .from(examSeatings)
        .innerJoin(examSessions, eq(examSessions.id, examSeatings.sessionId))
        .innerJoin(examSubjects, eq(examSubjects.id, examSessions.subjectId))
        .leftJoin(examRooms, eq(examRooms.id, examSeatings.roomId))
        .leftJoin(examSittings, sittingOfSeat)
        .where(and(eq(examSeatings.officeId, scope.officeId), eq(examSeatings.examCandidateId, examCandidateId)))
        .orderBy(asc(examSessions.beginAt));
    },
    /** The events of one kind of some sittings, oldest first. */
    eventsOf(sittingIds: string[], kind: string) {
      if (!sittingIds.length) return Promise.resolve([]);
      return db
        .select({ sittingId: examSittingEvents.sittingId, detail: examSittingEvents.detail, at: examSittingEvents.at })
        .from(examSittingEvents)
        .where(
          and(
            eq(examSittingEvents.officeId, scope.officeId),
            inArray(examSittingEvents.sittingId, sittingIds),
            eq(examSittingEvents.kind, kind),
          ),
        )
        .orderBy(asc(examSittingEvents.id));
    },
  };
}
