import type { READ_STATES, RecordKind } from '@cloud-exam/contract/sitting/sitting-record';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidates,
  examCandidates,
  examMessageRecipients,
  examMessages,
  examRooms,
  examSeatings,
  examSittingEvents,
  examSittings,
  users,
} from '../../db/schema';
import { countOf, pageFrom, type PageParams, type Scope } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

export type RecipientFilter = PageParams & {
  messageId: string;
  roomIds?: string[];
  read?: (typeof READ_STATES)[number];
  keyword?: string;
};

/**
 * What the console reads of one candidate's exam day and of a message's candidates, in the caller's institution: every
 * read carries its `office_id`.
 */
export function sittingRecordRepo(db: Db, scope: Scope) {
  const inOffice = eq(examMessageRecipients.officeId, scope.officeId);
  return {
    /** A candidate as seated in a session, with their sitting if they have one. */
    async seated(sessionId: string, examCandidateId: string) {
      const [row] = await db
        .select({
          candidateId: examSeatings.examCandidateId,
          examId: examSeatings.examId,
          name: candidates.name,
          admissionNumber: examCandidates.admissionNumber,
          roomId: examSeatings.roomId,
          roomName: examRooms.name,
          seat: examSeatings.seat,
          sittingId: examSittings.id,
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
            eq(examSeatings.examCandidateId, examCandidateId),
          ),
        );
      return row;
    },

    /** A sitting's events of these kinds, in the order they were recorded. */
    events(sittingId: string, kinds: readonly RecordKind[]) {
      return db
        .select({
          id: examSittingEvents.id,
          kind: examSittingEvents.kind,
          detail: examSittingEvents.detail,
          clientTime: examSittingEvents.clientTime,
          at: examSittingEvents.at,
        })
        .from(examSittingEvents)
        .where(
          and(
            eq(examSittingEvents.officeId, scope.officeId),
            eq(examSittingEvents.sittingId, sittingId),
            inArray(examSittingEvents.kind, [...kinds]),
          ),
        )
        .orderBy(asc(examSittingEvents.id));
    },

    /** The item ids of a sitting's drawn paper, in the paper's order. */
    async paperItems(sittingId: string) {
      const [row] = await db
        .select({ paper: examSittings.paper })
        .from(examSittings)
        .where(and(eq(examSittings.officeId, scope.officeId), eq(examSittings.id, sittingId)));
      return row?.paper?.sections.flatMap((s) => s.items.map((i) => i.itemId)) ?? [];
    },

    /** The messages a candidate received in a session, oldest first, with the sender's account name and the reading. */
    received(sessionId: string, examCandidateId: string) {
      return db
        .select({
          id: examMessages.id,
          text: examMessages.text,
          sentAt: examMessages.sentAt,
          by: sql<string>`coalesce(${users.username}, ${examMessages.senderName})`,
          readAt: examMessageRecipients.readAt,
        })
        .from(examMessageRecipients)
        .innerJoin(examMessages, and(eq(examMessages.officeId, scope.officeId), eq(examMessages.id, examMessageRecipients.messageId)))
        .leftJoin(users, eq(users.id, examMessages.senderId))
        .where(and(inOffice, eq(examMessageRecipients.sessionId, sessionId), eq(examMessageRecipients.examCandidateId, examCandidateId)))
        .orderBy(asc(examMessages.sentAt), asc(examMessages.id));
    },

    /** A message of the institution: its session. */
    async message(id: string) {
      const [row] = await db
        .select({ id: examMessages.id, sessionId: examMessages.sessionId })
        .from(examMessages)
        .where(and(eq(examMessages.officeId, scope.officeId), eq(examMessages.id, id)));
      return row;
    },

    /**
     * A page of a message's candidates (those who sat in `roomIds` when it was sent, when given) by admission number,
     * filtered by reading and by name or admission number; with how many of them have read it and how many not.
     */
    async recipients(filter: RecipientFilter) {
      const scoped = and(
        inOffice,
        eq(examMessageRecipients.messageId, filter.messageId),
        filter.roomIds ? inArray(examMessageRecipients.roomId, filter.roomIds) : undefined,
      );
      const pattern = filter.keyword ? likePattern(filter.keyword) : undefined;
      const where = and(
        scoped,
        filter.read === 'read'
          ? isNotNull(examMessageRecipients.readAt)
          : filter.read === 'unread'
            ? isNull(examMessageRecipients.readAt)
            : undefined,
        pattern ? or(ilike(candidates.name, pattern), ilike(examCandidates.admissionNumber, pattern)) : undefined,
      );
      const counted = sql`${examMessageRecipients}
        join ${examCandidates} on ${examCandidates.id} = ${examMessageRecipients.examCandidateId}
        join ${candidates} on ${candidates.id} = ${examCandidates.candidateId}`;
      const page = await pageFrom(filter, (limit, offset) =>
        db
          .select({
            candidateId: examMessageRecipients.examCandidateId,
            name: candidates.name,
            admissionNumber: examCandidates.admissionNumber,
            roomName: examRooms.name,
            readAt: examMessageRecipients.readAt,
            total: countOf(counted, where),
          })
          .from(examMessageRecipients)
          .innerJoin(examCandidates, eq(examCandidates.id, examMessageRecipients.examCandidateId))
          .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
          .leftJoin(examRooms, eq(examRooms.id, examMessageRecipients.roomId))
          .where(where)
          .orderBy(asc(examCandidates.admissionNumber))
          .limit(limit)
          .offset(offset),
      );
      const [counts] = await db
        .select({
          read: sql<number>`cast(count(${examMessageRecipients.readAt}) as int)`,
          all: sql<number>`cast(count(*) as int)`,
        })
        .from(examMessageRecipients)
        .where(scoped);
      return { ...page, read: counts?.read ?? 0, unread: (counts?.all ?? 0) - (counts?.read ?? 0) };
    },
  };
}
