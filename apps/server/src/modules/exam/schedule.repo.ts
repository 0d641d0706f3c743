import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, departments, examCandidates, examRooms, examSeatings, examSessions, examSubjects } from '../../db/schema';
import { outer, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';
import { personalMatch } from './exam-candidate.repo';
import type { PersonalScope } from './personal-data';

const scopedSessions = scopedRepo(examSessions);
/** node-postgres and PGlite both answer a raw query with `{rows}`, which Drizzle's execute types loosely. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const scopedRooms = scopedRepo(examRooms);
const scopedSeatings = scopedRepo(examSeatings);
const scopedCandidates = scopedRepo(examCandidates);

export type SessionRecord = typeof examSessions.$inferSelect;
export type RoomRecord = typeof examRooms.$inferSelect;
export type NewSeating = { sessionId: string; examCandidateId: string; roomId: string; seat: number };
/** A seating with its session's subject and times: what the overlap rule and the assignment read. */
export type PlacedSeat = NewSeating & { subjectId: string; beginAt: Date; endAt: Date; sessionName: string };

const seatedIn = (column: typeof examRooms.id | typeof examSessions.id, key: 'room_id' | 'session_id') =>
  sql<number>`(select count(*)::int from ${examSeatings} z where z.${sql.raw(key)} = ${outer(column)} and z.room_id is not null)`;

/** The sessions of the institution's exams, each with its subject's name and its rooms' figures. */
export function sessionRepo(db: Db, scope: Scope) {
  const base = scopedSessions(db, scope);
  const figures = {
    subjectName: sql<string>`(select s.name from ${examSubjects} s where s.id = ${outer(examSessions.subjectId)})`,
    roomCount: sql<number>`(select count(*)::int from ${examRooms} r where r.session_id = ${outer(examSessions.id)})`,
    capacity: sql<number>`(select coalesce(sum(r.capacity), 0)::int from ${examRooms} r where r.session_id = ${outer(examSessions.id)})`,
    seated: seatedIn(examSessions.id, 'session_id'),
  };
  return {
    ...base,
    /** An exam's sessions by time, with their figures. */
    ofExam: (examId: string) =>
      db
        .select({ session: examSessions, ...figures })
        .from(examSessions)
        .where(base.where(eq(examSessions.examId, examId)))
        .orderBy(asc(examSessions.beginAt), asc(examSessions.sort), asc(examSessions.id)),
    async withFigures(id: string) {
      const [row] = await db
        .select({ session: examSessions, ...figures })
        .from(examSessions)
        .where(base.where(eq(examSessions.id, id)));
      return row;
    },
    /** A subject's sessions by time. */
    ofSubject: (subjectId: string) =>
      base.list({
        where: eq(examSessions.subjectId, subjectId),
        orderBy: [asc(examSessions.beginAt), asc(examSessions.sort), asc(examSessions.id)],
      }),
    nameTaken: (examId: string, name: string, exceptId?: string) =>
      base.exists(and(eq(examSessions.examId, examId), eq(examSessions.name, name), exceptId ? ne(examSessions.id, exceptId) : undefined)),
    countOfExam: (examId: string) => base.count(eq(examSessions.examId, examId)),
    /**
     * A candidate seated in this session and in another that would overlap it between `begin` and `end`: the first
     * such clash, for a change of the session's times.
     */
    async clashWhenMoved(sessionId: string, begin: Date, end: Date) {
      const result = await db.execute(sql`
        select c.name, t.name as session
        from ${examSeatings} mine
        join ${examSeatings} other on other.exam_candidate_id = mine.exam_candidate_id and other.session_id <> mine.session_id
        join ${examSessions} t on t.id = other.session_id
        join ${examCandidates} ec on ec.id = mine.exam_candidate_id
        join ${candidates} c on c.id = ec.candidate_id
        where mine.office_id = ${scope.officeId} and mine.session_id = ${sessionId}
          and t.begin_at < ${end.toISOString()}::timestamptz and t.end_at > ${begin.toISOString()}::timestamptz
        limit 1`);
      return rowsOf<{ name: string; session: string }>(result)[0];
    },
  };
}

/** The rooms of the institution's sessions. */
export function roomRepo(db: Db, scope: Scope) {
  const base = scopedRooms(db, scope);
  return {
    ...base,
    /** A session's rooms in order, with how many candidates each seats. */
    ofSession: (sessionId: string) =>
      db
        .select({ room: examRooms, seated: seatedIn(examRooms.id, 'room_id') })
        .from(examRooms)
        .where(base.where(eq(examRooms.sessionId, sessionId)))
        .orderBy(asc(examRooms.sort), asc(examRooms.id)),
    /** The rooms of these sessions, in order. */
    ofSessions: (sessionIds: string[]) =>
      sessionIds.length
        ? base.list({ where: inArray(examRooms.sessionId, sessionIds), orderBy: [asc(examRooms.sort), asc(examRooms.id)] })
        : Promise.resolve([]),
    nameTaken: (sessionId: string, name: string, exceptId?: string) =>
      base.exists(and(eq(examRooms.sessionId, sessionId), eq(examRooms.name, name), exceptId ? ne(examRooms.id, exceptId) : undefined)),
    countOfSession: (sessionId: string) => base.count(eq(examRooms.sessionId, sessionId)),
    async nextSort(sessionId: string) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${examRooms.sort}), 0)::int + 1` })
        .from(examRooms)
        .where(base.where(eq(examRooms.sessionId, sessionId)));
      return row?.n ?? 1;
    },
    /** How many candidates a room seats, and its highest seat number in use. */
    async occupancy(roomId: string) {
      const [row] = await db
        .select({ seated: sql<number>`count(*)::int`, highest: sql<number>`coalesce(max(${examSeatings.seat}), 0)::int` })
        .from(examSeatings)
        .where(and(eq(examSeatings.officeId, scope.officeId), eq(examSeatings.roomId, roomId)));
      return row ?? { seated: 0, highest: 0 };
    },
  };
}

/** Where the institution's exam candidates sit. */
export function seatingRepo(db: Db, scope: Scope) {
  const base = scopedSeatings(db, scope);
  const candidatesBase = scopedCandidates(db, scope);
  const placed = () =>
    db
      .select({
        sessionId: examSeatings.sessionId,
        examCandidateId: examSeatings.examCandidateId,
        roomId: sql<string>`${examSeatings.roomId}`,
        seat: sql<number>`${examSeatings.seat}`,
        subjectId: examSessions.subjectId,
        beginAt: examSessions.beginAt,
        endAt: examSessions.endAt,
        sessionName: examSessions.name,
      })
      .from(examSeatings)
      .innerJoin(examSessions, eq(examSessions.id, examSeatings.sessionId));
  /** The seat a candidate holds in this session (room, its name, seat), for the list. */
  const seatOf = (sessionId: string) => ({
    roomId: sql<string | null>`(select z.room_id from ${examSeatings} z where z.session_id = ${sessionId}
      and z.exam_candidate_id = ${outer(examCandidates.id)})`,
    roomName: sql<string | null>`(select r.name from ${examSeatings} z join ${examRooms} r on r.id = z.room_id
      where z.session_id = ${sessionId} and z.exam_candidate_id = ${outer(examCandidates.id)})`,
    roomSort: sql<number | null>`(select r.sort from ${examSeatings} z join ${examRooms} r on r.id = z.room_id
      where z.session_id = ${sessionId} and z.exam_candidate_id = ${outer(examCandidates.id)})`,
    seat: sql<number | null>`(select z.seat from ${examSeatings} z where z.session_id = ${sessionId}
      and z.exam_candidate_id = ${outer(examCandidates.id)})`,
    name: sql<string>`(select c.name from ${candidates} c where c.id = ${outer(examCandidates.candidateId)})`,
    idNumber: sql<string>`(select c.id_number from ${candidates} c where c.id = ${outer(examCandidates.candidateId)})`,
    deptName: sql<string | null>`(select d.name from ${departments} d where d.id = ${outer(examCandidates.deptId)})`,
  });
  return {
    ...base,
    /**
     * A page of a session's seating: one room's candidates or every room's, by room and seat; or (`unseated`) the
     * exam's candidates who sit no session of the session's subject, in the exam's order.
     */
    page(
      session: Pick<SessionRecord, 'id' | 'examId' | 'subjectId'>,
      f: { roomId?: string; unseated: boolean; keyword?: string; current: number; size: number },
      personal: PersonalScope,
    ) {
      const search = (keyword: string) => {
        const k = likePattern(keyword);
        const account = { idNumber: sql`c.id_number`, mobile: sql`c.mobile` };
        return sql`(${examCandidates.admissionNumber} ilike ${k} or exists (select 1 from ${candidates} c
          where c.id = ${outer(examCandidates.candidateId)} and (c.name ilike ${k}
          or ${personalMatch(account, outer(examCandidates.deptId), keyword, personal)})))`;
      };
      const extra = seatOf(session.id);
      const where = and(
        eq(examCandidates.examId, session.examId),
        f.unseated
          ? sql`not exists (select 1 from ${examSeatings} z join ${examSessions} t on t.id = z.session_id
              where z.exam_candidate_id = ${outer(examCandidates.id)} and t.subject_id = ${session.subjectId} and z.room_id is not null)`
          : sql`exists (select 1 from ${examSeatings} z where z.exam_candidate_id = ${outer(examCandidates.id)}
              and z.session_id = ${session.id} and z.room_id is not null ${f.roomId ? sql`and z.room_id = ${f.roomId}` : sql``})`,
        f.keyword ? search(f.keyword) : undefined,
      );
      return candidatesBase.page({
        current: f.current,
        size: f.size,
        where,
        orderBy: f.unseated
          ? [asc(examCandidates.orderNo), asc(examCandidates.id)]
          : [sql`${extra.roomSort} nulls last`, sql`${extra.seat} nulls last`, asc(examCandidates.id)],
        extra,
        countAhead: 10_000,
      });
    },
    /** Every seat of an exam (or of one subject's sessions), with its session's subject and times. */
    ofExam: (examId: string, subjectId?: string): Promise<PlacedSeat[]> =>
      placed().where(
        and(
          base.where(eq(examSeatings.examId, examId), isNotNull(examSeatings.roomId)),
          subjectId ? eq(examSessions.subjectId, subjectId) : undefined,
        ),
      ),
    /** The seats these candidates hold in the exam. */
    ofCandidates: (examId: string, examCandidateIds: string[]): Promise<PlacedSeat[]> =>
      examCandidateIds.length
        ? placed().where(
            base.where(
              eq(examSeatings.examId, examId),
              isNotNull(examSeatings.roomId),
              inArray(examSeatings.examCandidateId, examCandidateIds),
            ),
          )
        : Promise.resolve([]),
    /** Who holds a seat of a room. */
    async holder(roomId: string, seat: number) {
      const [row] = await db
        .select({ examCandidateId: examSeatings.examCandidateId, name: candidates.name })
        .from(examSeatings)
        .innerJoin(examCandidates, eq(examCandidates.id, examSeatings.examCandidateId))
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .where(base.where(eq(examSeatings.roomId, roomId), eq(examSeatings.seat, seat)));
      return row;
    },
    /** The seat numbers a room holds. */
    async seatsTaken(roomId: string) {
      const rows = await db
        .select({ seat: examSeatings.seat })
        .from(examSeatings)
        .where(base.where(eq(examSeatings.roomId, roomId), isNotNull(examSeatings.seat)));
      return new Set(rows.map((r) => r.seat!));
    },
    /** Takes these candidates out of every session of one subject (all of the subject's candidates when none are named). */
    async clearSubject(examId: string, subjectId: string, examCandidateIds?: string[]) {
      if (examCandidateIds && !examCandidateIds.length) return;
      await db
        .delete(examSeatings)
        .where(
          base.where(
            eq(examSeatings.examId, examId),
            sql`${examSeatings.sessionId} in (select t.id from ${examSessions} t where t.subject_id = ${subjectId})`,
            examCandidateIds ? inArray(examSeatings.examCandidateId, examCandidateIds) : undefined,
          ),
        );
    },
    /** Takes candidates out of one session; answers those who had a seat in it. */
    unseat: (sessionId: string, examCandidateIds: string[]) =>
      db
        .delete(examSeatings)
        .where(base.where(eq(examSeatings.sessionId, sessionId), inArray(examSeatings.examCandidateId, examCandidateIds)))
        .returning({ examCandidateId: examSeatings.examCandidateId })
        .then((rows) => rows.map((r) => r.examCandidateId)),
    /** Empties a room (before it is deleted: its candidates become unseated). */
    emptyRoom: (roomId: string) => db.delete(examSeatings).where(base.where(eq(examSeatings.roomId, roomId))),
    /** Seats many candidates, a thousand rows a statement. */
    async insertSeats(examId: string, seats: NewSeating[]) {
      for (let i = 0; i < seats.length; i += 1000)
        await db.insert(examSeatings).values(seats.slice(i, i + 1000).map((s) => ({ ...s, examId, officeId: scope.officeId })));
    },
  };
}

/** The exam's candidates as the assignment orders them: the exam's order, and their department's name. */
export function scheduleCandidateRepo(db: Db, scope: Scope) {
  const base = scopedCandidates(db, scope);
  return {
    ofExam: (examId: string) =>
      db
        .select({
          id: examCandidates.id,
          orderNo: examCandidates.orderNo,
          deptName: sql<string | null>`(select d.name from ${departments} d where d.id = ${outer(examCandidates.deptId)})`,
        })
        .from(examCandidates)
        .where(base.where(eq(examCandidates.examId, examId)))
        .orderBy(asc(examCandidates.orderNo), asc(examCandidates.id)),
    /** The exam's candidates of these admission numbers, with their names. */
    async byNumbers(examId: string, numbers: string[]) {
      if (!numbers.length) return new Map<string, { id: string; name: string }>();
      const rows = await db
        .select({ id: examCandidates.id, number: examCandidates.admissionNumber, name: candidates.name })
        .from(examCandidates)
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .where(base.where(eq(examCandidates.examId, examId), inArray(examCandidates.admissionNumber, numbers)));
      return new Map(rows.map((r) => [r.number, { id: r.id, name: r.name }]));
    },
    /** The names of these exam candidates (of one exam, when it is given); ids of none are left out. */
    async namesOf(ids: string[], examId?: string) {
      const unique = [...new Set(ids)];
      const names = new Map<string, string>();
      for (let i = 0; i < unique.length; i += 5000) {
        const rows = await db
          .select({ id: examCandidates.id, name: candidates.name })
          .from(examCandidates)
          .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
          .where(base.where(inArray(examCandidates.id, unique.slice(i, i + 5000)), examId ? eq(examCandidates.examId, examId) : undefined));
        for (const r of rows) names.set(r.id, r.name);
      }
      return names;
    },
    /** A candidate of the exam with their name. */
    async named(id: string) {
      const [row] = await db
        .select({ id: examCandidates.id, examId: examCandidates.examId, name: candidates.name })
        .from(examCandidates)
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .where(base.where(eq(examCandidates.id, id)));
      return row;
    },
    countOfExam: (examId: string) => base.count(eq(examCandidates.examId, examId)),
    /**
     * The seating plan's rows: for every candidate and subject, where they sit it (session, room, seat), or blanks
     * when they sit none; with a session, only that session's seats.
     */
    async plan(examId: string, sessionId?: string) {
      const result = await db.execute(sql`
        select ec.admission_number as "admissionNumber", c.name, s.name as subject,
          z.session_name as session, z.room_name as room, z.seat
        from ${examCandidates} ec
        join ${candidates} c on c.id = ec.candidate_id
        join ${examSubjects} s on s.exam_id = ec.exam_id
        ${sessionId ? sql`join` : sql`left join`} lateral (
          select t.name as session_name, t.begin_at, r.name as room_name, r.sort as room_sort, z.seat
          from ${examSeatings} z join ${examSessions} t on t.id = z.session_id join ${examRooms} r on r.id = z.room_id
          where z.exam_candidate_id = ec.id and t.subject_id = s.id ${sessionId ? sql`and t.id = ${sessionId}` : sql``}
          limit 1) z on true
        where ec.office_id = ${scope.officeId} and ec.exam_id = ${examId}
        order by s.sort, z.begin_at nulls last, z.session_name, z.room_sort nulls last, z.seat nulls last, ec.order_no, ec.id`);
      return rowsOf<PlanRow>(result);
    },
  };
}

export type PlanRow = {
  admissionNumber: string;
  name: string;
  subject: string;
  session: string | null;
  room: string | null;
  seat: number | null;
};
