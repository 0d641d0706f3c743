import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { sittingControlRepo } from './sitting-control.repo';

/** Whom an invigilator's action or message reaches: a session, a room of it, or chosen candidates seated in it. */
export type Target = { sessionId: string; roomId?: string; candidateIds?: string[] };

/** Who reads or acts: a signed-in member of an institution, by their authorities (a request's tenant, or a live channel's). */
export type Watcher = Pick<Tenant, 'officeId' | 'userId' | 'session'>;

export const notYourRoom = () => new AppError(ErrorCodes.notYourRoom, undefined, 403);

/**
 * The rooms a caller may act on and read, of `rooms`: undefined for a holder of `gl_kw` (every room); for one holding
 * only `gl_kw_monitor`, the rooms that name them among their invigilators.
 */
export function invigilated(tenant: Watcher, rooms: { id: string; invigilatorIds: string[] }[]) {
  if (hasAnyAuthority(tenant.session.authorities, [Authority.exam])) return undefined;
  return new Set(rooms.filter((r) => r.invigilatorIds.includes(tenant.userId)).map((r) => r.id));
}

/**
 * The session a call names (and the room, when it names one), in the caller's institution (else 10000404); `mine`: the
 * rooms a `gl_kw_monitor` holder without `gl_kw` invigilates (undefined: `gl_kw` reaches every room).
 */
export async function sessionOf(db: Db, tenant: Watcher, sessionId: string, roomId?: string) {
  const repo = sittingControlRepo(db, tenant);
  const session = await repo.session(sessionId);
  if (!session) throw new AppError(ErrorCodes.notFound);
  const rooms = await repo.rooms(session.id);
  const room = roomId ? rooms.find((r) => r.id === roomId) : undefined;
  if (roomId && !room) throw new AppError(ErrorCodes.notFound);
  return { session, rooms, room, mine: invigilated(tenant, rooms) };
}

/**
 * What a read of the session's sittings may cover, for an invigilator (`mine`, from `sessionOf`): their rooms, and a
 * named room only when it is theirs; none at all refuses (41300623). A holder of `gl_kw` reads every room.
 */
export function refuseUnwatched(mine: Set<string> | undefined, roomId: string | undefined) {
  if (mine && (!mine.size || (roomId && !mine.has(roomId)))) throw notYourRoom();
}

/**
 * The session, and the candidates a call reaches in it; refuses what is not the caller's to act on: named candidates
 * not seated there (10000404), or (an invigilator) any room reached that is not theirs (41300623).
 */
export async function reach(db: Db, tenant: Tenant, target: Target) {
  const { session, rooms, room, mine } = await sessionOf(db, tenant, target.sessionId, target.roomId);
  const named = target.candidateIds ? [...new Set(target.candidateIds)] : undefined;
  const reached = await sittingControlRepo(db, tenant).reached(session.id, target.roomId, named);
  if (named && reached.length !== named.length) throw new AppError(ErrorCodes.notFound);
  if (mine) {
    const touched = named ? reached.map((r) => r.roomId) : room ? [room.id] : rooms.map((r) => r.id);
    if (!touched.length || touched.some((id) => !id || !mine.has(id))) throw notYourRoom();
  }
  return { session, room, reached, named: named !== undefined };
}
