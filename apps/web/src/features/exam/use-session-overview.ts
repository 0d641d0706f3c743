import { type SessionOverview, sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../api/call';

/**
 * A session as exam day's pages name it (exam, subject, window) with the rooms they filter by: its overview, which an
 * invigilator reads too (their rooms only), where the schedule's arrangement is the officer's alone. The session page
 * reads the same query, so moving between a session's pages reads it once.
 */
export const useSessionOverview = (sessionId: string | undefined) =>
  useQuery({ ...endpointQuery(sittingOverviewApi.overview, { sessionId: sessionId ?? '' }), enabled: !!sessionId });

/** The session's rooms (an invigilator's: theirs), without the row of candidates seated in none. */
export const roomsOf = (overview: SessionOverview | undefined) =>
  (overview?.rooms ?? []).flatMap((r) => (r.roomId ? [{ id: r.roomId, roomName: r.name ?? '' }] : []));
