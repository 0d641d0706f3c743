import type { AnswerChange } from '@cloud-exam/contract/sitting/sitting';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidates,
  examAnswers,
  examAnswerSaves,
  examCandidates,
  examPapers,
  exams,
  examSeatings,
  examSessions,
  examSittings,
  examSittingEvents,
  examSubjects,
} from '../../db/schema';
import type { Scope } from '../../db/scoped-repo';

export type SittingRow = typeof examSittings.$inferSelect;

/** The event that counts a play of a media item with a play limit. */
const MEDIA_PLAY = 'mediaPlay';

/** What exam day reads of a session's subject: its duration, late entry, earliest hand-in and how variants are dealt. */
const subjectColumns = {
  subjectId: examSubjects.id,
  subjectName: examSubjects.name,
  duration: examSubjects.duration,
  lateEntryMinutes: examSubjects.lateEntryMinutes,
  earlySubmitMinutes: examSubjects.earlySubmitMinutes,
  dealMode: examSubjects.dealMode,
};

/**
 * The exam an exam client names by its id, before anyone has signed in: the one read not scoped to an institution
 * (the exam's id and the candidate's credentials are what a sign-in has), answering only what the sign-in page shows.
 */
export async function examForEntry(db: Db, examId: string) {
  const [row] = await db
    .select({
      id: exams.id,
      officeId: exams.officeId,
      name: exams.name,
      published: exams.published,
      beginAt: exams.beginAt,
      endAt: exams.endAt,
      config: exams.config,
    })
    .from(exams)
    .where(eq(exams.id, examId));
  return row;
}

/**
 * The sitting a candidate token's hash names, with its exam's configuration (what Safe Exam Browser it requires): as
 * its current token, or (`replaced`) as the one a later sign-in replaced.
 */
export async function sittingOfToken(db: Db, tokenHash: string) {
  const columns = {
    sittingId: examSittings.id,
    officeId: examSittings.officeId,
    examId: examSittings.examId,
    sessionId: examSittings.sessionId,
    examCandidateId: examSittings.examCandidateId,
    config: exams.config,
  };
  const [current] = await db
    .select(columns)
    .from(examSittings)
    .innerJoin(exams, eq(exams.id, examSittings.examId))
    .where(eq(examSittings.tokenHash, tokenHash));
  if (current) return current;
  const [replaced] = await db
    .select({ id: examSittings.id })
    .from(examSittings)
    .where(eq(examSittings.replacedTokenHash, tokenHash))
    .limit(1);
  return replaced ? ('replaced' as const) : undefined;
}

/** The sittings of one exam's institution: every read and write carries its `office_id`. */
export function sittingRepo(db: Db, scope: Scope) {
  const inOffice = eq(examSittings.officeId, scope.officeId);
  const candidateColumns = {
    id: examCandidates.id,
    admissionNumber: examCandidates.admissionNumber,
    orderNo: examCandidates.orderNo,
    photoKey: examCandidates.photoKey,
    name: candidates.name,
    idNumber: candidates.idNumber,
  };
  const candidateFrom = () =>
    db.select(candidateColumns).from(examCandidates).innerJoin(candidates, eq(candidates.id, examCandidates.candidateId));

  return {
    /** An exam's candidate by admission number. */
    async candidateByAdmission(examId: string, admissionNumber: string) {
      const [row] = await candidateFrom().where(
        and(
          eq(examCandidates.officeId, scope.officeId),
          eq(examCandidates.examId, examId),
          eq(examCandidates.admissionNumber, admissionNumber),
        ),
      );
      return row;
    },
    /** An exam's candidates whose account has this certificate number (in any case). */
    candidatesByIdNumber(examId: string, idNumber: string) {
      return candidateFrom().where(
        and(
          eq(examCandidates.officeId, scope.officeId),
          eq(examCandidates.examId, examId),
          sql`upper(${candidates.idNumber}) = ${idNumber.toUpperCase()}`,
        ),
      );
    },
    /** An exam's candidate whose account has this mobile number (one at most: a number is one account's in an institution). */
    async candidateByMobile(examId: string, mobile: string) {
      const [row] = await candidateFrom()
        .where(and(eq(examCandidates.officeId, scope.officeId), eq(examCandidates.examId, examId), eq(candidates.mobile, mobile)))
        .limit(1);
      return row;
    },
    /** The sessions a candidate is seated in, earliest first, with their subject and the candidate's sitting's state. */
    seatedSessions(examCandidateId: string) {
      return db
        .select({
          id: examSessions.id,
          name: examSessions.name,
          beginAt: examSessions.beginAt,
          endAt: examSessions.endAt,
          locked: examSessions.locked,
          ...subjectColumns,
          /** The candidate's sitting of it, if any: its state. */
          sittingState: examSittings.state,
        })
        .from(examSeatings)
        .innerJoin(examSessions, eq(examSessions.id, examSeatings.sessionId))
        .innerJoin(examSubjects, eq(examSubjects.id, examSessions.subjectId))
        .leftJoin(
          examSittings,
          and(eq(examSittings.sessionId, examSeatings.sessionId), eq(examSittings.examCandidateId, examSeatings.examCandidateId)),
        )
        .where(and(eq(examSeatings.officeId, scope.officeId), eq(examSeatings.examCandidateId, examCandidateId)))
        .orderBy(asc(examSessions.beginAt));
    },
    /** The sitting of a candidate in a session, made on first sign-in. */
    async sittingFor(examId: string, sessionId: string, examCandidateId: string) {
      await db
        .insert(examSittings)
        .values({ officeId: scope.officeId, examId, sessionId, examCandidateId })
        .onConflictDoNothing({ target: [examSittings.sessionId, examSittings.examCandidateId] });
      const [row] = await db
        .select()
        .from(examSittings)
        .where(and(inOffice, eq(examSittings.sessionId, sessionId), eq(examSittings.examCandidateId, examCandidateId)));
      return row!;
    },
    async find(id: string) {
      const [row] = await db
        .select()
        .from(examSittings)
        .where(and(inOffice, eq(examSittings.id, id)));
      return row;
    },
    /** A sitting with what its view shows: the exam, the session and subject, the candidate. */
    async view(id: string) {
      const [row] = await db
        .select({
          sitting: examSittings,
          examName: exams.name,
          agreement: exams.agreement,
          config: exams.config,
          sessionName: examSessions.name,
          beginAt: examSessions.beginAt,
          endAt: examSessions.endAt,
          locked: examSessions.locked,
          /** The variant the session fixes for its candidates; null: as the subject deals. */
          sessionPaperId: examSessions.examPaperId,
          ...subjectColumns,
          name: candidates.name,
          admissionNumber: examCandidates.admissionNumber,
          orderNo: examCandidates.orderNo,
          photoKey: examCandidates.photoKey,
          /** The candidate's answers of the exam's information form, by field id. */
          collected: examCandidates.collected,
        })
        .from(examSittings)
        .innerJoin(exams, eq(exams.id, examSittings.examId))
        .innerJoin(examSessions, eq(examSessions.id, examSittings.sessionId))
        .innerJoin(examSubjects, eq(examSubjects.id, examSessions.subjectId))
        .innerJoin(examCandidates, eq(examCandidates.id, examSittings.examCandidateId))
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .where(and(inOffice, eq(examSittings.id, id)));
      return row;
    },
    /**
     * The sitting's state, its row locked until the transaction ends: a save and a hand-in of the same sitting take
     * turns, so no answer is confirmed that the hand-in's score leaves out.
     */
    async locked(id: string) {
      const [row] = await db
        .select({ state: examSittings.state, pausedUntil: examSittings.pausedUntil, deadlineAt: examSittings.deadlineAt })
        .from(examSittings)
        .where(and(inOffice, eq(examSittings.id, id)))
        .for('update');
      return row;
    },
    /** Adds leaves to the count in one statement (two heartbeats at once lose none); answers the new count. */
    async addLeaves(id: string, leaves: number, seenAt: Date) {
      const [row] = await db
        .update(examSittings)
        .set({ leaveCount: sql`${examSittings.leaveCount} + ${leaves}`, lastSeenAt: seenAt })
        .where(and(inOffice, eq(examSittings.id, id)))
        .returning({ leaveCount: examSittings.leaveCount });
      return row?.leaveCount ?? 0;
    },
    update: (id: string, changes: Partial<SittingRow>) =>
      db
        .update(examSittings)
        .set(changes)
        .where(and(inOffice, eq(examSittings.id, id))),
    /**
     * Moves a sitting from one state to another only if it is still in the first: answers whether it moved (two
     * hand-ins at once, a candidate's and the server's, make one).
     */
    async transition(id: string, from: SittingRow['state'][], changes: Partial<SittingRow>) {
      const moved = await db
        .update(examSittings)
        .set(changes)
        .where(and(inOffice, eq(examSittings.id, id), sql`${examSittings.state} in ${from}`))
        .returning({ id: examSittings.id });
      return moved.length > 0;
    },
    /** The papers a subject can be sat with (its own, or the exam's for every subject), by variant. */
    papersFor(examId: string, subjectId: string) {
      return db
        .select()
        .from(examPapers)
        .where(
          and(
            eq(examPapers.officeId, scope.officeId),
            eq(examPapers.examId, examId),
            or(eq(examPapers.subjectId, subjectId), isNull(examPapers.subjectId)),
          ),
        )
        .orderBy(sql`${examPapers.subjectId} is null`, asc(examPapers.variant));
    },
    answers(sittingId: string) {
      return db
        .select({ itemId: examAnswers.itemId, seq: examAnswers.seq, value: examAnswers.value, savedAt: examAnswers.savedAt })
        .from(examAnswers)
        .where(and(eq(examAnswers.officeId, scope.officeId), eq(examAnswers.sittingId, sittingId)));
    },
    /**
     * Writes the answers whose sequence number is newer than the one held (a repeat or a late retry changes nothing),
     * each also into the history; answers the receipts of what the sitting now holds for the items sent.
     */
    async saveAnswers(sittingId: string, changes: AnswerChange[], savedAt: Date) {
      // The newest change of each item in the batch.
      const newest = new Map<string, AnswerChange>();
      for (const c of changes) if ((newest.get(c.itemId)?.seq ?? 0) < c.seq) newest.set(c.itemId, c);
      const rows = [...newest.values()];
      const written = await db
        .insert(examAnswers)
        .values(
          rows.map((c) => ({
            officeId: scope.officeId,
            sittingId,
            itemId: c.itemId,
            seq: c.seq,
            value: c.value,
            clientTime: new Date(c.clientTime),
            savedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [examAnswers.sittingId, examAnswers.itemId],
          set: {
            seq: sql`excluded.seq`,
            value: sql`excluded.value`,
            clientTime: sql`excluded.client_time`,
            savedAt: sql`excluded.saved_at`,
          },
          setWhere: sql`${examAnswers.seq} < excluded.seq`,
        })
        .returning({ itemId: examAnswers.itemId, seq: examAnswers.seq });
      if (written.length) {
        const kept = new Set(written.map((w) => `${w.itemId}:${w.seq}`));
        await db.insert(examAnswerSaves).values(
          rows
            .filter((c) => kept.has(`${c.itemId}:${c.seq}`))
            .map((c) => ({
              officeId: scope.officeId,
              sittingId,
              itemId: c.itemId,
              seq: c.seq,
              value: c.value,
              clientTime: new Date(c.clientTime),
              savedAt,
            })),
        );
      }
      return db
        .select({ itemId: examAnswers.itemId, seq: examAnswers.seq, savedAt: examAnswers.savedAt })
        .from(examAnswers)
        .where(
          and(
            eq(examAnswers.officeId, scope.officeId),
            eq(examAnswers.sittingId, sittingId),
            sql`${examAnswers.itemId} in ${rows.map((r) => r.itemId)}`,
          ),
        );
    },
    /** The plays of a sitting's limited media (its `mediaPlay` events), by item and the media's place in the stem. */
    mediaPlays(sittingId: string) {
      return db
        .select({
          itemId: sql<string>`${examSittingEvents.detail}->>'itemId'`,
          media: sql<number>`cast(${examSittingEvents.detail}->>'media' as int)`,
          played: sql<number>`cast(count(*) as int)`,
        })
        .from(examSittingEvents)
        .where(
          and(
            eq(examSittingEvents.officeId, scope.officeId),
            eq(examSittingEvents.sittingId, sittingId),
            eq(examSittingEvents.kind, MEDIA_PLAY),
          ),
        )
        .groupBy(sql`1, 2`);
    },
    /** Counts one play of a limited media in the sitting's record. */
    mediaPlayed: (sittingId: string, itemId: string, media: number) =>
      db.insert(examSittingEvents).values({ officeId: scope.officeId, sittingId, kind: MEDIA_PLAY, detail: { itemId, media } }),
    /** The candidate's answers of the exam's information form, saved whole. */
    saveInfo: (examCandidateId: string, collected: Record<string, unknown>, at: Date) =>
      db
        .update(examCandidates)
        .set({ collected, updatedAt: at })
        .where(and(eq(examCandidates.officeId, scope.officeId), eq(examCandidates.id, examCandidateId))),
    event: (sittingId: string, kind: string, detail: Record<string, unknown> = {}, clientTime?: Date) =>
      db.insert(examSittingEvents).values({ officeId: scope.officeId, sittingId, kind, detail, clientTime }),
    events(sittingId: string) {
      return db
        .select()
        .from(examSittingEvents)
        .where(and(eq(examSittingEvents.officeId, scope.officeId), eq(examSittingEvents.sittingId, sittingId)))
        .orderBy(asc(examSittingEvents.id));
    },
  };
}

/** Sittings in the exam whose time is up, of every institution: the server hands them in (oldest deadline first). */
export function dueSittings(db: Db, now: Date, limit: number) {
  return db
    .select({ id: examSittings.id, officeId: examSittings.officeId })
    .from(examSittings)
    .where(and(eq(examSittings.state, 'inExam'), lte(examSittings.deadlineAt, now)))
    .orderBy(asc(examSittings.deadlineAt))
    .limit(limit);
}
