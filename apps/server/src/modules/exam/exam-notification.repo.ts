import type { Audience, DeliveryStatus, NotificationChannel } from '@cloud-exam/contract/exam/exam-notification';
import { and, asc, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidates,
  examCandidates,
  examNotificationDeliveries,
  examNotifications,
  examRooms,
  exams,
  examSeatings,
  examSessions,
  examSubjects,
  outboxMessages,
  users,
} from '../../db/schema';
import { outer, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

const scopedNotifications = scopedRepo(examNotifications);
const scopedDeliveries = scopedRepo(examNotificationDeliveries);
const scopedExams = scopedRepo(exams);
const scopedSessions = scopedRepo(examSessions);

export type NotificationRow = typeof examNotifications.$inferSelect;
export type NewDelivery = Omit<typeof examNotificationDeliveries.$inferInsert, 'id' | 'officeId'>;

/** A candidate of an audience with what a message to them needs: addresses, and the times of their sessions. */
export type Recipient = {
  id: string;
  orderNo: number;
  name: string;
  admissionNumber: string;
  mobile: string | null;
  email: string | null;
  /** Their sessions' begin and end (ISO), in time order; empty when not seated. */
  sessions: { beginAt: string; endAt: string }[];
};

/** A session, or a room of it: a session's page sees the notifications and the deliveries of its candidates. */
export type SessionScope = { sessionId?: string; roomId?: string };

export type DeliveryFilter = SessionScope & {
  notificationId: string;
  status?: DeliveryStatus;
  channel?: NotificationChannel;
  keyword?: string;
};

const sessionsOf = sql<Recipient['sessions']>`coalesce((select jsonb_agg(jsonb_build_object('beginAt', s.begin_at, 'endAt', s.end_at)
  order by s.begin_at) from ${examSeatings} st join ${examSessions} s on s.id = st.session_id
  where st.exam_candidate_id = ${outer(examCandidates.id)}), '[]')`;

/** The exam candidate (`candidateId`, an SQL expression) is seated in the session (in the room of it, when named). */
const seatedIn = (candidateId: SQL, { sessionId, roomId }: { sessionId: string; roomId?: string }) =>
  sql`exists (select 1 from ${examSeatings} st where st.exam_candidate_id = ${candidateId} and st.session_id = ${sessionId}${
    roomId ? sql` and st.room_id = ${roomId}` : sql``
  })`;

/**
 * The notifications that reach a session's (room's) candidates, by their audience: all of the exam's, that session
 * (a session-wide one, or one to that room), or chosen ones of whom one at least is seated there.
 */
const reaching = ({ sessionId, roomId }: { sessionId: string; roomId?: string }) => {
  const audience = outer(examNotifications.audience);
  return sql`(${audience}->>'kind' = 'all'
    or (${audience}->>'kind' = 'session' and ${audience}->>'sessionId' = ${sessionId}${
      roomId ? sql` and coalesce(${audience}->>'roomId', ${roomId}) = ${roomId}` : sql``
    })
    or (${audience}->>'kind' = 'candidates' and exists (select 1 from ${examSeatings} st
      where st.session_id = ${sessionId}${roomId ? sql` and st.room_id = ${roomId}` : sql``}
      and st.exam_candidate_id::text in (select jsonb_array_elements_text(${audience}->'ids')))))`;
};

/** An exam's notifications, their audiences and their delivery records. */
export function examNotificationRepo(db: Db, scope: Scope) {
  const base = scopedNotifications(db, scope);
  const deliveries = scopedDeliveries(db, scope);

  /** The exam candidates an audience names, of this institution and exam. */
  const inAudience = (examId: string, audience: Audience): SQL =>
    and(
      eq(examCandidates.officeId, scope.officeId),
      eq(examCandidates.examId, examId),
      audience.kind === 'session'
        ? seatedIn(outer(examCandidates.id), audience)
        : audience.kind === 'candidates'
          ? inArray(examCandidates.id, audience.ids)
          : undefined,
    )!;

  const recipientColumns = {
    id: examCandidates.id,
    orderNo: examCandidates.orderNo,
    name: candidates.name,
    admissionNumber: examCandidates.admissionNumber,
    mobile: candidates.mobile,
    email: candidates.email,
    sessions: sessionsOf,
  };

  const deliveryWhere = (f: DeliveryFilter) => {
    const k = f.keyword ? likePattern(f.keyword) : undefined;
    return deliveries.where(
      eq(examNotificationDeliveries.notificationId, f.notificationId),
      f.status ? eq(examNotificationDeliveries.status, f.status) : undefined,
      f.channel ? eq(examNotificationDeliveries.channel, f.channel) : undefined,
      k ? or(ilike(examNotificationDeliveries.name, k), ilike(examNotificationDeliveries.admissionNumber, k)) : undefined,
      f.sessionId ? seatedIn(outer(examNotificationDeliveries.examCandidateId), { sessionId: f.sessionId, roomId: f.roomId }) : undefined,
    );
  };
  const deliverySelect = () =>
    db
      .select({
        id: examNotificationDeliveries.id,
        examCandidateId: examNotificationDeliveries.examCandidateId,
        name: examNotificationDeliveries.name,
        admissionNumber: examNotificationDeliveries.admissionNumber,
        channel: examNotificationDeliveries.channel,
        recipient: examNotificationDeliveries.recipient,
        /** The candidate's department (null without one, or when removed from the exam), which decides who reads the address whole. */
        deptId: examCandidates.deptId,
        status: examNotificationDeliveries.status,
        subject: outboxMessages.subject,
        body: outboxMessages.body,
        error: outboxMessages.error,
        createdAt: examNotificationDeliveries.createdAt,
      })
      .from(examNotificationDeliveries)
      .leftJoin(outboxMessages, eq(outboxMessages.id, examNotificationDeliveries.outboxMessageId))
      .leftJoin(examCandidates, eq(examCandidates.id, examNotificationDeliveries.examCandidateId));
  const deliveryOrder = [asc(examNotificationDeliveries.admissionNumber), asc(examNotificationDeliveries.channel)];

  return {
    ...base,
    /** The exam, when the institution has it. */
    async exam(examId: string) {
      const [row] = await db
        .select({ id: exams.id, name: exams.name, beginAt: exams.beginAt, endAt: exams.endAt })
        .from(exams)
        .where(scopedExams(db, scope).where(eq(exams.id, examId)));
      return row;
    },

    /** The exam's sessions in time order, with the candidates each seats. */
    sessions(examId: string) {
      return db
        .select({
          id: examSessions.id,
          name: examSessions.name,
          subjectName: examSubjects.name,
          beginAt: examSessions.beginAt,
          endAt: examSessions.endAt,
          candidateCount: sql<number>`(select count(*)::int from ${examSeatings} st where st.session_id = ${outer(examSessions.id)})`,
        })
        .from(examSessions)
        .leftJoin(examSubjects, eq(examSubjects.id, examSessions.subjectId))
        .where(scopedSessions(db, scope).where(eq(examSessions.examId, examId)))
        .orderBy(asc(examSessions.beginAt), asc(examSessions.sort));
    },

    /** Whether the session is one of the exam's. */
    sessionInExam: (examId: string, sessionId: string) =>
      scopedSessions(db, scope).exists(and(eq(examSessions.examId, examId), eq(examSessions.id, sessionId))),

    /** Whether the room is one of the session's. */
    async roomInSession(sessionId: string, roomId: string) {
      const [row] = await db
        .select({ id: examRooms.id })
        .from(examRooms)
        .where(and(eq(examRooms.officeId, scope.officeId), eq(examRooms.sessionId, sessionId), eq(examRooms.id, roomId)));
      return !!row;
    },

    /** How many of these exam candidates are the exam's. */
    async chosenInExam(examId: string, ids: string[]) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(examCandidates)
        .where(inAudience(examId, { kind: 'candidates', ids }));
      return row?.n ?? 0;
    },

    /**
     * The audience's size, who of it has a mobile number or an e-mail address, and its longest values: the longest
     * name and admission number, and the most sessions a candidate of it sits (text messages are measured by them).
     */
    async summary(examId: string, audience: Audience) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          withMobile: sql<number>`(count(*) filter (where coalesce(${candidates.mobile}, '') <> ''))::int`,
          withEmail: sql<number>`(count(*) filter (where coalesce(${candidates.email}, '') <> ''))::int`,
          longestName: sql<number>`coalesce(max(length(${candidates.name})), 0)::int`,
          longestNumber: sql<number>`coalesce(max(length(${examCandidates.admissionNumber})), 0)::int`,
          mostSessions: sql<number>`coalesce(max((select count(*) from ${examSeatings} st where st.exam_candidate_id = ${outer(examCandidates.id)})), 0)::int`,
        })
        .from(examCandidates)
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .where(inAudience(examId, audience));
      return row!;
    },

    /** The audience's recipients in the exam's order, `limit` of them after the place `after`. */
    recipients(
      examId: string,
      audience: Audience,
      after: { orderNo: number; id: string } | undefined,
      limit: number,
    ): Promise<Recipient[]> {
      return db
        .select(recipientColumns)
        .from(examCandidates)
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .where(
          and(
            inAudience(examId, audience),
            after
              ? or(
                  gt(examCandidates.orderNo, after.orderNo),
                  and(eq(examCandidates.orderNo, after.orderNo), gt(examCandidates.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(examCandidates.orderNo), asc(examCandidates.id))
        .limit(limit);
    },

    /**
     * The exam's notifications, newest first, with who sent each and the session (and room) an audience names; with a
     * session, those that reach its (the room's) candidates.
     */
    page(examId: string, paging: { current: number; size: number }, within: SessionScope = {}) {
      return base.page({
        ...paging,
        where: and(
          eq(examNotifications.examId, examId),
          within.sessionId ? reaching({ sessionId: within.sessionId, roomId: within.roomId }) : undefined,
        ),
        orderBy: [desc(examNotifications.createdAt), desc(examNotifications.id)],
        extra: {
          createdByName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${outer(examNotifications.createdBy)})`,
          sessionName: sql<
            string | null
          >`(select s.name from ${examSessions} s where s.id::text = ${outer(examNotifications.audience)}->>'sessionId')`,
          roomName: sql<
            string | null
          >`(select r.name from ${examRooms} r where r.id::text = ${outer(examNotifications.audience)}->>'roomId')`,
        },
      });
    },

    /** Which (candidate, channel) pairs of the notification have their delivery already: a job run again skips them. */
    async delivered(notificationId: string) {
      const rows = await db
        .select({ id: examNotificationDeliveries.examCandidateId, channel: examNotificationDeliveries.channel })
        .from(examNotificationDeliveries)
        .where(deliveries.where(eq(examNotificationDeliveries.notificationId, notificationId)));
      return new Set(rows.map((r) => `${r.id}:${r.channel}`));
    },

    /** Records deliveries; one of a (candidate, channel) pair that has one already is left out. */
    async record(rows: NewDelivery[]) {
      if (!rows.length) return;
      await db
        .insert(examNotificationDeliveries)
        .values(rows.map((r) => ({ ...r, officeId: scope.officeId })))
        .onConflictDoNothing();
    },

    /** The notification's deliveries counted by status. */
    async counts(notificationId: string) {
      const rows = await db
        .select({ status: examNotificationDeliveries.status, n: sql<number>`count(*)::int` })
        .from(examNotificationDeliveries)
        .where(deliveries.where(eq(examNotificationDeliveries.notificationId, notificationId)))
        .groupBy(examNotificationDeliveries.status);
      const counts: Record<DeliveryStatus, number> = { sent: 0, logged: 0, failed: 0, skipped: 0 };
      for (const r of rows) counts[r.status] = r.n;
      return counts;
    },

    /** A page of a notification's deliveries with the message as the outbox keeps it. */
    async deliveryPage(filter: DeliveryFilter, { current, size }: { current: number; size: number }) {
      const where = deliveryWhere(filter);
      const [rows, [count]] = await Promise.all([
        deliverySelect()
          .where(where)
          .orderBy(...deliveryOrder)
          .limit(size)
          .offset((current - 1) * size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(examNotificationDeliveries)
          .where(where),
      ]);
      return { records: rows, total: count?.n ?? 0, current, size };
    },

    /** Every delivery the filter finds, for the export. */
    deliveryList: (filter: DeliveryFilter) =>
      deliverySelect()
        .where(deliveryWhere(filter))
        .orderBy(...deliveryOrder),
  };
}
