import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { ROOMS_MAX, type scheduleApi, type SessionDetail, sessionProblems, SESSIONS_MAX } from '@cloud-exam/contract/exam/schedule';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { activeMembers } from '../org';
import type { ExamRow } from './exam.repo';
import { recordAudit } from '../audit';
import { auditTarget, iso, scheduleLookups } from './schedule-lookups';
import { roomRepo, seatingRepo, type SessionRecord, sessionRepo } from './schedule.repo';

type Input = Inputs<typeof scheduleApi>;

/** A session with its subject's name, its rooms, their seats and the seats taken, as the schedule lists it. */
const sessionSummary = ({
  session,
  ...figures
}: {
  session: SessionRecord;
  subjectName: string;
  roomCount: number;
  capacity: number;
  seated: number;
}) => ({
  id: session.id,
  examId: session.examId,
  subjectId: session.subjectId,
  subjectName: figures.subjectName,
  sessionName: session.name,
  beginDate: iso(session.beginAt),
  endDate: iso(session.endAt),
  roomCount: figures.roomCount,
  capacity: figures.capacity,
  seated: figures.seated,
});

/**
 * An exam's schedule and its sessions: sessions of its subjects inside its window, named once in the exam, never
 * moved onto a candidate's other session; their times kept while the exam is published. Every write is audited.
 */
export function createExamSessionService(db: Db, now: Clock) {
  const { examOf, sessionOf, unpublished } = scheduleLookups(db, now);

  /** Refuses a session's input with the first rule it breaks. */
  async function checkSession(
    tenant: Tenant,
    exam: ExamRow,
    subjectId: string,
    input: Input['addSession'] | Input['updateSession'],
    exceptId?: string,
  ) {
    const subject = exam.subjects.find((s) => s.id === subjectId);
    if (!subject) throw new AppError(ErrorCodes.notFound);
    const [problem] = sessionProblems(input, { beginDate: iso(exam.beginAt), endDate: iso(exam.endAt) }, subject);
    if (problem) throw new AppError(ErrorCodes[problem.code], problem.params);
    if (await sessionRepo(db, tenant).nameTaken(exam.id, input.sessionName.trim(), exceptId))
      throw new AppError(ErrorCodes.sessionNameTaken, { name: input.sessionName.trim() });
  }

  return {
    async schedule(tenant: Tenant, { examId }: Input['schedule']) {
      const exam = await examOf(tenant, examId);
      const sessions = await sessionRepo(db, tenant).ofExam(exam.id);
      const seated = await seatingRepo(db, tenant).ofExam(exam.id);
      const bySubject = new Map<string, Set<string>>();
      for (const s of seated)
        (bySubject.get(s.subjectId) ?? bySubject.set(s.subjectId, new Set()).get(s.subjectId)!).add(s.examCandidateId);
      return {
        examId: exam.id,
        examName: exam.name,
        beginDate: iso(exam.beginAt),
        endDate: iso(exam.endAt),
        published: exam.published,
        candidateCount: exam.candidateCount,
        subjects: exam.subjects.map((s) => ({
          id: s.id,
          subjectName: s.subjectName,
          duration: s.duration,
          seated: bySubject.get(s.id)?.size ?? 0,
        })),
        sessions: sessions.map(sessionSummary),
      };
    },

    async addSession(tenant: Tenant, input: Input['addSession']) {
      const exam = await examOf(tenant, input.examId);
      unpublished(exam);
      await checkSession(tenant, exam, input.subjectId, input);
      const repo = sessionRepo(db, tenant);
      if ((await repo.countOfExam(exam.id)) >= SESSIONS_MAX)
        throw new AppError(ErrorCodes.sessionsTooMany, { max: SESSIONS_MAX, rooms: ROOMS_MAX });
      return db.transaction(async (tx) => {
        const row = await sessionRepo(tx, tenant).insert({
          examId: exam.id,
          subjectId: input.subjectId,
          name: input.sessionName.trim(),
          beginAt: new Date(input.beginDate),
          endAt: new Date(input.endDate),
        });
        await recordAudit(tx, tenant.actor, { action: 'examSession.add', ...auditTarget(exam), detail: { session: row.name } });
        return { id: row.id };
      });
    },

    async updateSession(tenant: Tenant, input: Input['updateSession']) {
      const session = await sessionOf(tenant, input.id);
      const exam = await examOf(tenant, session.examId);
      unpublished(exam);
      await checkSession(tenant, exam, session.subjectId, input, session.id);
      const [begin, end] = [new Date(input.beginDate), new Date(input.endDate)];
      const clash = await sessionRepo(db, tenant).clashWhenMoved(session.id, begin, end);
      if (clash) throw new AppError(ErrorCodes.sessionOverlap, { name: clash.name, session: clash.session });
      await db.transaction(async (tx) => {
        await sessionRepo(tx, tenant).update(session.id, { name: input.sessionName.trim(), beginAt: begin, endAt: end });
        await recordAudit(tx, tenant.actor, {
          action: 'examSession.update',
          ...auditTarget(exam),
          detail: { session: input.sessionName.trim() },
        });
      });
      return null;
    },

    async removeSession(tenant: Tenant, { id }: Input['removeSession']) {
      const session = await sessionOf(tenant, id);
      const exam = await examOf(tenant, session.examId);
      unpublished(exam);
      await db.transaction(async (tx) => {
        await sessionRepo(tx, tenant).remove(session.id);
        await recordAudit(tx, tenant.actor, { action: 'examSession.delete', ...auditTarget(exam), detail: { session: session.name } });
      });
      return null;
    },

    async session(tenant: Tenant, { id }: Input['session']): Promise<SessionDetail> {
      const found = await sessionRepo(db, tenant).withFigures(id);
      if (!found) throw new AppError(ErrorCodes.notFound);
      const { session } = found;
      const exam = await examOf(tenant, session.examId);
      const rooms = await roomRepo(db, tenant).ofSession(session.id);
      const watchers = await activeMembers(db, tenant, { ids: [...new Set(rooms.flatMap((r) => r.room.invigilatorIds))] });
      const byId = new Map(watchers.map((w) => [w.id, w]));
      const seatedInSubject = new Set((await seatingRepo(db, tenant).ofExam(exam.id, session.subjectId)).map((s) => s.examCandidateId));
      return {
        ...sessionSummary(found),
        examName: exam.name,
        published: exam.published,
        started: session.beginAt.getTime() <= now(),
        unseated: Math.max(0, exam.candidateCount - seatedInSubject.size),
        rooms: rooms.map(({ room, seated }) => ({
          id: room.id,
          sessionId: room.sessionId,
          roomName: room.name,
          address: room.address,
          capacity: room.capacity,
          seated,
          invigilators: room.invigilatorIds.flatMap((i) => byId.get(i) ?? []),
        })),
      };
    },
  };
}
