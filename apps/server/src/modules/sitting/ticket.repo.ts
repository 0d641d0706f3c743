import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidates,
  examCandidates,
  examRooms,
  exams,
  examSeatings,
  examSessions,
  examSubjects,
  examTicketLayouts,
  examTicketTasks,
} from '../../db/schema';
import { type PageParams, type Scope, scopedRepo } from '../../db/scoped-repo';

const tasks = scopedRepo(examTicketTasks);
const layouts = scopedRepo(examTicketLayouts);

/** Admission tickets' layouts, tasks and what a ticket prints, in the caller's institution: every query carries its `office_id`. */
export function ticketRepo(db: Db, scope: Scope) {
  const taskRows = tasks(db, scope);
  const layoutRows = layouts(db, scope);
  return {
    /** The exam's name, when it is the institution's. */
    async exam(id: string) {
      const [row] = await db
        .select({ id: exams.id, name: exams.name })
        .from(exams)
        .where(and(eq(exams.officeId, scope.officeId), eq(exams.id, id)));
      return row;
    },

    /** The session with what a ticket prints of it: the exam's and subject's names, its window. */
    async session(id: string) {
      const [row] = await db
        .select({
          id: examSessions.id,
          name: examSessions.name,
          examId: examSessions.examId,
          examName: exams.name,
          subjectName: examSubjects.name,
          beginAt: examSessions.beginAt,
          endAt: examSessions.endAt,
        })
        .from(examSessions)
        .innerJoin(exams, eq(exams.id, examSessions.examId))
        .innerJoin(examSubjects, eq(examSubjects.id, examSessions.subjectId))
        .where(and(eq(examSessions.officeId, scope.officeId), eq(examSessions.id, id)));
      return row;
    },

    layout: async (examId: string) => (await layoutRows.list({ where: eq(examTicketLayouts.examId, examId) }))[0],

    /** Writes the exam's layout (one per exam). */
    async saveLayout(
      examId: string,
      values: { title: string; logoKey: string | null; fields: string[]; rules: string },
      by: string,
      at: Date,
    ) {
      const set = { ...values, fields: values.fields as (typeof examTicketLayouts.$inferInsert)['fields'], updatedBy: by, updatedAt: at };
      await db
        .insert(examTicketLayouts)
        .values({ officeId: scope.officeId, examId, ...set })
        .onConflictDoUpdate({ target: examTicketLayouts.examId, set, where: eq(examTicketLayouts.officeId, scope.officeId) });
    },

    /** How many candidates are seated in the session. */
    async seatedCount(sessionId: string) {
      const [row] = await db
        .select({ n: sql<number>`cast(count(*) as int)` })
        .from(examSeatings)
        .where(and(eq(examSeatings.officeId, scope.officeId), eq(examSeatings.sessionId, sessionId)));
      return row?.n ?? 0;
    },

    /** The candidates seated in the session, by room, seat and admission number, with what their tickets print. */
    seated(sessionId: string) {
      return db
        .select({
          name: candidates.name,
          admissionNumber: examCandidates.admissionNumber,
          photoKey: examCandidates.photoKey,
          roomName: examRooms.name,
          address: examRooms.address,
          seat: examSeatings.seat,
        })
        .from(examSeatings)
        .innerJoin(examCandidates, eq(examCandidates.id, examSeatings.examCandidateId))
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .leftJoin(examRooms, eq(examRooms.id, examSeatings.roomId))
        .where(and(eq(examSeatings.officeId, scope.officeId), eq(examSeatings.sessionId, sessionId)))
        .orderBy(sql`${examRooms.sort} nulls last`, asc(examRooms.name), asc(examSeatings.seat), asc(examCandidates.admissionNumber));
    },

    insertTask: taskRows.insert,
    findTask: taskRows.findOne,
    updateTask: taskRows.update,
    removeTask: taskRows.remove,

    /** Progress of a task still being made; false when it is no longer (deleted, or ended). */
    async progress(id: string, progress: number) {
      const rows = await db
        .update(examTicketTasks)
        .set({ progress })
        .where(taskRows.where(eq(examTicketTasks.id, id), eq(examTicketTasks.state, 'processing')))
        .returning({ id: examTicketTasks.id });
      return rows.length > 0;
    },

    /** The session's tasks, newest first. */
    tasks: (sessionId: string, page: PageParams) =>
      taskRows.page({
        ...page,
        where: eq(examTicketTasks.sessionId, sessionId),
        orderBy: [sql`${examTicketTasks.createdAt} desc`, sql`${examTicketTasks.id} desc`],
      }),
  };
}
