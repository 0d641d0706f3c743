import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { type ExamRow, examRepo } from './exam.repo';
import { roomRepo, type SessionRecord, sessionRepo } from './schedule.repo';

/* What the services of an exam's schedule (sessions, rooms, seating, the seating plan) share. */

/** Whether two spans of time overlap. */
export const overlaps = (a: { beginAt: Date; endAt: Date }, b: { beginAt: Date; endAt: Date }) =>
  a.beginAt < b.endAt && b.beginAt < a.endAt;
export const iso = (d: Date) => d.toISOString();

/** What an audit row of the schedule is about: the exam, or (rooms) the session, that changed. */
export const auditTarget = (target: { id: string; name: string }, targetType: 'exam' | 'examSession' = 'exam') => ({
  targetType,
  targetId: target.id,
  targetName: target.name,
});

/**
 * The exam, session and room a call names, looked up for the caller's institution or refused, and the schedule's two
 * locks: sessions keep their times while the exam is published (41010404); rooms and seats change until the session
 * begins (43010117).
 */
export function scheduleLookups(db: Db, now: Clock) {
  const examOf = async (tenant: Tenant, id: string) => {
    const exam = await examRepo(db, tenant).find(id);
    if (!exam) throw new AppError(ErrorCodes.notFound);
    return exam;
  };
  const sessionOf = async (tenant: Tenant, id: string) => {
    const session = await sessionRepo(db, tenant).findOne(id);
    if (!session) throw new AppError(ErrorCodes.notFound);
    return session;
  };
  const roomOf = async (tenant: Tenant, id: string) => {
    const room = await roomRepo(db, tenant).findOne(id);
    if (!room) throw new AppError(ErrorCodes.notFound);
    return room;
  };
  const unpublished = (exam: ExamRow) => {
    if (exam.published) throw new AppError(ErrorCodes.examPublishedLocked);
  };
  const notStarted = (session: SessionRecord) => {
    if (session.beginAt.getTime() <= now()) throw new AppError(ErrorCodes.sessionStarted, { name: session.name });
  };

  return { examOf, sessionOf, roomOf, unpublished, notStarted };
}
