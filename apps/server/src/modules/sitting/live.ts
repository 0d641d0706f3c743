import { LIVE_PATH, type LiveMessage } from '@cloud-exam/contract/sitting/sitting';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { CandidateSession } from '../../http/request-context';
import type { EphemeralStore } from '../../lib/ephemeral-store';

/** The one channel every server instance listens to: which sittings changed, and by what. */
const CHANNEL = 'sittings.changed';
/** A connection that has not sent its token by then is closed. */
const TOKEN_WAIT_MS = 10_000;
/** Pings find connections a network dropped without a word. */
const PING_MS = 30_000;

type Change = Extract<LiveMessage, { type: 'changed' }>['action'];
export type Resolve = (token: string) => Promise<CandidateSession | 'replaced' | undefined>;

/**
 * What invigilators do reaches the candidate at once: each instance keeps the open connections of its candidates by
 * sitting, and listens to one channel of the shared store (in process, or Redis pub/sub across instances), on which
 * an action tells the sittings it changed.
 */
export function createLive(store: EphemeralStore, log: FastifyBaseLogger) {
  const open = new Map<string, Set<WebSocket>>();
  const send = (socket: WebSocket, message: LiveMessage) => socket.send(JSON.stringify(message));
  let listening: Promise<void> | undefined;
  const listen = () =>
    (listening ??= store.subscribe(CHANNEL, (raw) => {
      const { sittingIds, action } = JSON.parse(raw) as { sittingIds: string[]; action: Change };
      for (const id of sittingIds) for (const socket of open.get(id) ?? []) send(socket, { type: 'changed', action });
    }));

  return {
    /** Tells the candidates of these sittings, on every instance, that an action changed them. */
    async tell(sittingIds: string[], action: Change) {
      if (!sittingIds.length) return;
      try {
        await store.publish(CHANNEL, JSON.stringify({ sittingIds, action }));
      } catch (error) {
        // the candidates learn it at their next call anyway
        log.warn({ err: error }, 'the live channel could not tell the candidates of a change');
      }
    },

    /** The WebSocket route; the socket's first message names the candidate by their token. */
    async routes(app: FastifyInstance, resolve: Resolve) {
      await listen();
      app.get(LIVE_PATH, { websocket: true, config: { access: { kind: 'public' } }, schema: { hide: true } }, (socket) => {
        let sittingId: string | undefined;
        const waiting = setTimeout(() => socket.close(4401), TOKEN_WAIT_MS);
        const ping = setInterval(() => socket.ping(), PING_MS);
        socket.once('message', async (data) => {
          clearTimeout(waiting);
          const token = (() => {
            try {
              return (JSON.parse(String(data)) as { token?: unknown }).token;
            } catch {
              return undefined;
            }
          })();
          const candidate = typeof token === 'string' ? await resolve(token).catch(() => undefined) : undefined;
          if (!candidate || candidate === 'replaced') {
            send(socket, { type: 'refused' });
            socket.close(4401);
            return;
          }
          sittingId = candidate.sittingId;
          open.set(sittingId, (open.get(sittingId) ?? new Set()).add(socket));
          send(socket, { type: 'ready' });
        });
        socket.on('close', () => {
          clearTimeout(waiting);
          clearInterval(ping);
          if (!sittingId) return;
          const sockets = open.get(sittingId);
          sockets?.delete(socket);
          if (sockets?.size === 0) open.delete(sittingId);
        });
      });
    },
  };
}

export type Live = ReturnType<typeof createLive>;
