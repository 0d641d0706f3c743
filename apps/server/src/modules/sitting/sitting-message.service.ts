import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import type { sittingMessageApi } from '@cloud-exam/contract/sitting/sitting-message';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { CandidateSession } from '../../http/request-context';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import type { Live } from './live';
import { sittingMessageRepo } from './sitting-message.repo';
import { reach, refuseUnwatched, sessionOf } from './sitting-target';

type Input = Inputs<typeof sittingMessageApi>;

export type SittingMessageDeps = { db: Db; now: Clock; live: Pick<Live, 'tell'>; sessionChanged: (sessionId: string) => void };

/**
 * Messages from invigilators to candidates: sent to a session, a room or chosen candidates as the invigilators'
 * actions are (the same rooms for `gl_kw_monitor`), kept for every candidate reached, signed in or not, and told at
 * once over the live channel to those connected; the candidate reads theirs and marks them read.
 */
export function createSittingMessageService({ db, now, live, sessionChanged }: SittingMessageDeps) {
  return {
    /**
     * Sends a message in one transaction: the message and its candidates, an event in the record of each who has a
     * sitting, and one audit row naming the session, the text and whom it reached; then the live channel tells them.
     */
    async send(tenant: Tenant, input: Input['send']) {
      const { session, room, reached, named } = await reach(db, tenant, input);
      if (!reached.length) throw new AppError(ErrorCodes.messageReachesNobody);
      const sittingIds = reached.flatMap((r) => (r.sitting ? [r.sitting.id] : []));
      const id = await db.transaction(async (tx) => {
        const repo = sittingMessageRepo(tx, tenant);
        const messageId = await repo.send(
          {
            examId: session.examId,
            sessionId: session.id,
            target: named ? 'candidates' : room ? 'room' : 'session',
            roomId: room?.id ?? null,
            text: input.text,
            senderId: tenant.userId,
            sentAt: new Date(now()),
          },
          reached.map((r) => ({ examCandidateId: r.candidateId, roomId: r.roomId })),
        );
        await repo.events(sittingIds, 'message', { messageId, text: input.text, by: tenant.username });
        await recordAudit(tx, tenant.actor, {
          action: 'sitting.message',
          targetType: 'examSession',
          targetId: session.id,
          targetName: session.name,
          detail: {
            text: input.text,
            by: tenant.username,
            ...(room ? { room: room.name } : {}),
            recipients: reached.length,
            candidates: reached.slice(0, 100).map((r) => r.admissionNumber),
          },
        });
        return messageId;
      });
      // once committed: the candidates connected read it at once
      await live.tell(sittingIds, 'message');
      sessionChanged(session.id);
      return { id, recipients: reached.length };
    },

    /**
     * A session's messages with their read counts; in a room, its candidates' only. An invigilator (`gl_kw_monitor`
     * without `gl_kw`) sees what reached their rooms, counted there; another's room, or none of their own, is refused (41300623).
     */
    async list(tenant: Tenant, { sessionId, roomId }: Input['list']) {
      const { session, room, mine } = await sessionOf(db, tenant, sessionId, roomId);
      refuseUnwatched(mine, room?.id);
      const roomIds = room ? [room.id] : mine && [...mine];
      const rows = await sittingMessageRepo(db, tenant).sent(session.id, roomIds);
      return rows.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() }));
    },

    /** The candidate's messages in their session, newest first. */
    async received(c: CandidateSession) {
      const rows = await sittingMessageRepo(db, c).received(c.sessionId, c.examCandidateId);
      return rows.map((r) => ({ ...r, sentAt: r.sentAt.toISOString(), readAt: r.readAt?.toISOString() ?? null }));
    },

    /** Marks the candidate's own messages read; ids of messages they did not receive change nothing. */
    async read(c: CandidateSession, { ids }: Inputs<typeof sittingApi>['readMessages']) {
      const read = await sittingMessageRepo(db, c).read(c.sessionId, c.examCandidateId, [...new Set(ids)], new Date(now()));
      if (read) sessionChanged(c.sessionId);
      return { read };
    },
  };
}

export type SittingMessageService = ReturnType<typeof createSittingMessageService>;
