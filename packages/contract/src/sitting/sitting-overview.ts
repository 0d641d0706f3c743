import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id } from '../fields';
import { ROSTER_STATES, type RosterState } from './sitting-control';

/**
 * A session's live overview on exam day (`/gl/kw/kw/exam/sitting/overview`): where the session stands (locked, its
 * window and the server's time), its candidates by state, and its rooms with their invigilators and their own counts.
 * Beside it the console's live channel (`SESSION_LIVE_PATH`): the server tells the pages watching a session that
 * something in it changed, and they read it again.
 */

const counts = z.record(z.enum(ROSTER_STATES), z.number().int());
export type StateCounts = Record<RosterState, number>;

export const overviewRoomSchema = z.object({
  /** null: the candidates seated without a room. */
  roomId: z.string().nullable(),
  name: z.string().nullable(),
  invigilators: z.array(z.string()),
  seated: z.number().int(),
  counts,
  /** Candidates whose invigilator's pause lasts now. */
  paused: z.number().int(),
});
export type OverviewRoom = z.infer<typeof overviewRoomSchema>;

export const sessionOverviewSchema = z.object({
  sessionId: z.string(),
  sessionName: z.string(),
  examName: z.string(),
  subjectName: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  /** The server's time the counts were taken at: the page counts the session's time from it, not the computer's. */
  serverTime: z.string(),
  locked: z.boolean(),
  /** Every room of the session (an invigilator: theirs), and how many candidates sit them. */
  seated: z.number().int(),
  counts,
  paused: z.number().int(),
  rooms: z.array(overviewRoomSchema),
});
export type SessionOverview = z.infer<typeof sessionOverviewSchema>;

export const sittingOverviewApi = endpoints('sitting', needs(Authority.exam, Authority.monitor), {
  overview: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/overview',
    summary:
      'A session on exam day: locked or not, its window and the server’s time, its candidates by state, its rooms with invigilators and counts (an invigilator: their rooms)',
    input: z.object({ sessionId: id }),
    output: sessionOverviewSchema,
  },
});

/**
 * The console's live channel (a WebSocket at `<base path>` + SESSION_LIVE_PATH). The page's first message is
 * `{ token, sessionId }` (the member's token, the session it watches); the server answers `ready`, or `refused` and
 * closes (not signed in, no right to the session: `code` says which); then `changed` at most once a second while the
 * session's sittings change (a sign-in, a start, a hand-in, a leave of the page, an invigilator's action, a message
 * read). The page reads what it shows again.
 */
export const SESSION_LIVE_PATH = '/live/session';
/** The server tells of a session's changes at most this often. */
export const SESSION_LIVE_INTERVAL_MS = 1000;
export type SessionLiveMessage = { type: 'ready' } | { type: 'refused'; code: number } | { type: 'changed' };
