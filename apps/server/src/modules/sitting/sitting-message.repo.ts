import type { MESSAGE_TARGETS } from '@cloud-exam/contract/sitting/sitting-message';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examMessageRecipients, examMessages, examRooms, examSittingEvents, users } from '../../db/schema';
import type { Scope } from '../../db/scoped-repo';

/** Rows are inserted this many at a time (a session's every candidate stays under PostgreSQL's parameter limit). */
const CHUNK = 1000;
const inChunks = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
};

export type NewMessage = {
  examId: string;
  sessionId: string;
  target: (typeof MESSAGE_TARGETS)[number];
  roomId: string | null;
  text: string;
  senderId: string;
  sentAt: Date;
};

/**
 * The invigilators' messages and their candidates, in one institution: every read and write carries its `office_id`
 * (the candidate's own reads also their exam candidate and session).
 */
export function sittingMessageRepo(db: Db, scope: Scope) {
  const recipientsInOffice = eq(examMessageRecipients.officeId, scope.officeId);
  return {
    /** Keeps a message (the sender's name as it is now) and one row for each candidate it reached; answers its id. */
    async send(message: NewMessage, recipients: { examCandidateId: string; roomId: string | null }[]) {
      const senderName = sql<string>`coalesce((select ${users.name} from ${users} where ${users.id} = ${message.senderId}), '')`;
      const [row] = await db
        .insert(examMessages)
        .values({ ...message, officeId: scope.officeId, senderName })
        .returning({ id: examMessages.id });
      const id = row!.id;
      await inChunks(recipients, (chunk) =>
        db
          .insert(examMessageRecipients)
          .values(chunk.map((r) => ({ ...r, officeId: scope.officeId, messageId: id, sessionId: message.sessionId }))),
      );
      return id;
    },

    /** The same event in each of these sittings' records. */
    events: (sittingIds: string[], kind: string, detail: Record<string, unknown>) =>
      inChunks(sittingIds, (chunk) =>
        db.insert(examSittingEvents).values(chunk.map((sittingId) => ({ officeId: scope.officeId, sittingId, kind, detail }))),
      ),

    /**
     * A session's messages, newest first, with how many candidates each reached and how many have read it: those who
     * sat in `roomIds` when it was sent, when given (a message none of them received is left out).
     */
    sent(sessionId: string, roomIds?: string[]) {
      return db
        .select({
          id: examMessages.id,
          text: examMessages.text,
          target: examMessages.target,
          roomName: examRooms.name,
          senderName: examMessages.senderName,
          sentAt: examMessages.sentAt,
          recipients: sql<number>`count(*)::int`,
          read: sql<number>`count(${examMessageRecipients.readAt})::int`,
        })
        .from(examMessages)
        .innerJoin(examMessageRecipients, and(recipientsInOffice, eq(examMessageRecipients.messageId, examMessages.id)))
        .leftJoin(examRooms, and(eq(examRooms.officeId, scope.officeId), eq(examRooms.id, examMessages.roomId)))
        .where(
          and(
            eq(examMessages.officeId, scope.officeId),
            eq(examMessages.sessionId, sessionId),
            roomIds ? inArray(examMessageRecipients.roomId, roomIds) : undefined,
          ),
        )
        .groupBy(examMessages.id, examRooms.name)
        .orderBy(desc(examMessages.sentAt), desc(examMessages.id));
    },

    /** The messages one candidate received in a session, newest first, with when they read each. */
    received(sessionId: string, examCandidateId: string) {
      return db
        .select({ id: examMessages.id, text: examMessages.text, sentAt: examMessages.sentAt, readAt: examMessageRecipients.readAt })
        .from(examMessageRecipients)
        .innerJoin(examMessages, and(eq(examMessages.officeId, scope.officeId), eq(examMessages.id, examMessageRecipients.messageId)))
        .where(
          and(
            recipientsInOffice,
            eq(examMessageRecipients.examCandidateId, examCandidateId),
            eq(examMessageRecipients.sessionId, sessionId),
          ),
        )
        .orderBy(desc(examMessages.sentAt), desc(examMessages.id));
    },

    /** Marks read those of `ids` this candidate received in the session and had not read yet; answers how many. */
    async read(sessionId: string, examCandidateId: string, ids: string[], at: Date) {
      const rows = await db
        .update(examMessageRecipients)
        .set({ readAt: at })
        .where(
          and(
            recipientsInOffice,
            eq(examMessageRecipients.examCandidateId, examCandidateId),
            eq(examMessageRecipients.sessionId, sessionId),
            inArray(examMessageRecipients.messageId, ids),
            isNull(examMessageRecipients.readAt),
          ),
        )
        .returning({ id: examMessageRecipients.messageId });
      return rows.length;
    },
  };
}
