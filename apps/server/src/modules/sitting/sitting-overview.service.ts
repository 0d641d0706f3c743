import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { ROSTER_STATES, type RosterState } from '@cloud-exam/contract/sitting/sitting-control';
import type { SessionOverview, sittingOverviewApi, StateCounts } from '@cloud-exam/contract/sitting/sitting-overview';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { activeMembers } from '../org';
import { sittingRosterRepo } from './sitting-roster.repo';
import { refuseUnwatched, sessionOf, type Watcher } from './sitting-target';

type Input = Inputs<typeof sittingOverviewApi>;

const noneYet = (): StateCounts => Object.fromEntries(ROSTER_STATES.map((s) => [s, 0])) as StateCounts;

/**
 * A session's overview on exam day: its candidates counted by state in the whole session and room by room, in two
 * queries whatever the session's size. An invigilator (`gl_kw_monitor` without `gl_kw`) sees their rooms only.
 */
export function createSittingOverviewService({ db, now }: { db: Db; now: Clock }) {
  return {
    /** Whether a member may watch a session live: as they may read its overview (else the refusal with its code). */
    async mayWatch(member: Watcher['session'], sessionId: string) {
      if (!idSchema.safeParse(sessionId).success) throw new AppError(ErrorCodes.notFound);
      const { mine } = await sessionOf(db, { officeId: member.officeId, userId: member.userId, session: member }, sessionId);
      refuseUnwatched(mine, undefined);
    },

    async overview(tenant: Tenant, { sessionId }: Input['overview']): Promise<SessionOverview> {
      const { rooms, mine } = await sessionOf(db, tenant, sessionId);
      refuseUnwatched(mine, undefined);
      const repo = sittingRosterRepo(db, tenant);
      const session = await repo.session(sessionId);
      if (!session) throw new AppError(ErrorCodes.notFound);
      const at = new Date(now());
      const shownRooms = mine ? rooms.filter((r) => mine.has(r.id)) : rooms;
      const rows = await repo.roomCounts(sessionId, at, mine && [...mine]);
      const watchers = await activeMembers(db, tenant, { ids: [...new Set(shownRooms.flatMap((r) => r.invigilatorIds))] });
      const nameOf = new Map(watchers.map((w) => [w.id, w.name]));

      const total = { seated: 0, counts: noneYet(), paused: 0 };
      const byRoom = new Map<string | null, typeof total>();
      const tally = (into: typeof total, state: RosterState, count: number, paused: number) => {
        into.seated += count;
        into.counts[state] += count;
        into.paused += paused;
      };
      for (const r of rows) {
        const room = byRoom.get(r.roomId) ?? { seated: 0, counts: noneYet(), paused: 0 };
        byRoom.set(r.roomId, room);
        tally(room, r.state, r.count, r.paused);
        tally(total, r.state, r.count, r.paused);
      }
      const unroomed = byRoom.get(null);
      return {
        sessionId: session.id,
        sessionName: session.name,
        examName: session.examName,
        subjectName: session.subjectName,
        beginDate: session.beginAt.toISOString(),
        endDate: session.endAt.toISOString(),
        serverTime: at.toISOString(),
        locked: session.locked,
        ...total,
        rooms: [
          ...shownRooms.map((r) => ({
            roomId: r.id,
            name: r.name,
            invigilators: r.invigilatorIds.flatMap((i) => nameOf.get(i) ?? []),
            ...(byRoom.get(r.id) ?? { seated: 0, counts: noneYet(), paused: 0 }),
          })),
          ...(unroomed ? [{ roomId: null, name: null, invigilators: [], ...unroomed }] : []),
        ],
      };
    },
  };
}

export type SittingOverviewService = ReturnType<typeof createSittingOverviewService>;
