import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { ROOMS_MAX, type scheduleApi, SESSIONS_MAX } from '@cloud-exam/contract/exam/schedule';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { activeMembers } from '../org';
import { recordAudit } from '../audit';
import { auditTarget, scheduleLookups } from './schedule-lookups';
import { roomRepo, seatingRepo, type SessionRecord } from './schedule.repo';

type Input = Inputs<typeof scheduleApi>;

/** A room's audit rows are the session's. */
const sessionTarget = (session: SessionRecord) => auditTarget(session, 'examSession');

/**
 * A session's rooms: names unique in the session, capacities never below the seats taken, invigilators who are
 * active members; they change until the session begins. Every write is audited on the session.
 */
export function createExamRoomService(db: Db, now: Clock) {
  const { sessionOf, roomOf, notStarted } = scheduleLookups(db, now);

  /** The invigilators named, each an active member of the institution. */
  async function invigilatorsOf(tenant: Tenant, ids: string[]) {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const found = await activeMembers(db, tenant, { ids: unique });
    if (found.length !== unique.length) throw new AppError(ErrorCodes.invigilatorUnknown);
    return unique;
  }

  return {
    async addRoom(tenant: Tenant, input: Input['addRoom']) {
      const session = await sessionOf(tenant, input.sessionId);
      notStarted(session);
      const rooms = roomRepo(db, tenant);
      const name = input.roomName.trim();
      if (await rooms.nameTaken(session.id, name)) throw new AppError(ErrorCodes.roomNameTaken, { name });
      if ((await rooms.countOfSession(session.id)) >= ROOMS_MAX)
        throw new AppError(ErrorCodes.sessionsTooMany, { max: SESSIONS_MAX, rooms: ROOMS_MAX });
      const invigilatorIds = await invigilatorsOf(tenant, input.invigilatorIds);
      const sort = await rooms.nextSort(session.id);
      return db.transaction(async (tx) => {
        const row = await roomRepo(tx, tenant).insert({
          examId: session.examId,
          sessionId: session.id,
          name,
          address: input.address ?? null,
          capacity: input.capacity,
          invigilatorIds,
          sort,
        });
        await recordAudit(tx, tenant.actor, {
          action: 'examRoom.add',
          ...sessionTarget(session),
          detail: { room: name, capacity: input.capacity },
        });
        return { id: row.id };
      });
    },

    async updateRoom(tenant: Tenant, input: Input['updateRoom']) {
      const room = await roomOf(tenant, input.id);
      const session = await sessionOf(tenant, room.sessionId);
      notStarted(session);
      const rooms = roomRepo(db, tenant);
      const name = input.roomName.trim();
      if (await rooms.nameTaken(session.id, name, room.id)) throw new AppError(ErrorCodes.roomNameTaken, { name });
      const { seated, highest } = await rooms.occupancy(room.id);
      if (input.capacity < Math.max(seated, highest)) throw new AppError(ErrorCodes.roomCapacityBelowSeated, { name: room.name, seated });
      const invigilatorIds = await invigilatorsOf(tenant, input.invigilatorIds);
      await db.transaction(async (tx) => {
        await roomRepo(tx, tenant).update(room.id, { name, address: input.address ?? null, capacity: input.capacity, invigilatorIds });
        await recordAudit(tx, tenant.actor, {
          action: 'examRoom.update',
          ...sessionTarget(session),
          detail: { room: name, capacity: input.capacity },
        });
      });
      return null;
    },

    async removeRoom(tenant: Tenant, { id }: Input['removeRoom']) {
      const room = await roomOf(tenant, id);
      const session = await sessionOf(tenant, room.sessionId);
      notStarted(session);
      await db.transaction(async (tx) => {
        await seatingRepo(tx, tenant).emptyRoom(room.id);
        await roomRepo(tx, tenant).remove(room.id);
        await recordAudit(tx, tenant.actor, { action: 'examRoom.delete', ...sessionTarget(session), detail: { room: room.name } });
      });
      return null;
    },

    invigilators: (tenant: Tenant, { keyword }: Input['invigilators']) => activeMembers(db, tenant, { keyword, limit: 20 }),
  };
}
