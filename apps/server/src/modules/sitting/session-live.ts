import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { SESSION_LIVE_INTERVAL_MS, SESSION_LIVE_PATH, type SessionLiveMessage } from '@cloud-exam/contract/sitting/sitting-overview';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../http/app-error';
import type { ResolveToken } from '../../http/authenticate';
import type { EphemeralStore } from '../../lib/ephemeral-store';

/** The one channel every server instance listens to: which sessions changed in the last second. */
const CHANNEL = 'sessions.changed';
const TOKEN_WAIT_MS = 10_000;
const PING_MS = 30_000;

/** May this member watch this session? Resolves when they may, throws the refusal (its code) when not. */
export type MayWatch = (member: NonNullable<Awaited<ReturnType<ResolveToken>>>, sessionId: string) => Promise<void>;

/**
 * The console's live channel: the pages watching a session learn that it changed, at most once a second, on every
 * server instance. A candidate's call on the hot path only notes its session in a set (`changed`); the set is published
 * once a second, so 10,000 sign-ins at 09:00 make one message a second per instance, not 10,000.
 */
export function createSessionLive(store: EphemeralStore, log: FastifyBaseLogger) {
  const watching = new Map<string, Set<WebSocket>>();
  let pending = new Set<string>();
  let flush: ReturnType<typeof setTimeout> | undefined;
  const send = (socket: WebSocket, message: SessionLiveMessage) => socket.send(JSON.stringify(message));

  const publish = async () => {
    flush = undefined;
    const sessionIds = [...pending];
    pending = new Set();
    try {
      await store.publish(CHANNEL, JSON.stringify(sessionIds));
    } catch (error) {
      // the pages read the session again on their own within half a minute
      log.warn({ err: error }, 'the live channel could not tell the console of changed sessions');
    }
  };

  return {
    /** Notes that a session's sittings changed; the pages watching it hear of it within a second. */
    changed(sessionId: string) {
      pending.add(sessionId);
      flush ??= setTimeout(() => void publish(), SESSION_LIVE_INTERVAL_MS).unref();
    },

    /** The WebSocket route; the socket's first message names the member by their token and the session. */
    async routes(app: FastifyInstance, { resolveToken, mayWatch }: { resolveToken: ResolveToken; mayWatch: MayWatch }) {
      await store.subscribe(CHANNEL, (raw) => {
        for (const id of JSON.parse(raw) as string[]) for (const socket of watching.get(id) ?? []) send(socket, { type: 'changed' });
      });
      app.addHook('onClose', () => clearTimeout(flush));
      app.get(SESSION_LIVE_PATH, { websocket: true, config: { access: { kind: 'public' } }, schema: { hide: true } }, (socket) => {
        let sessionId: string | undefined;
        const waiting = setTimeout(() => socket.close(4401), TOKEN_WAIT_MS);
        const ping = setInterval(() => socket.ping(), PING_MS);
        const refuse = (code: number) => {
          send(socket, { type: 'refused', code });
          socket.close(4403);
        };
        socket.once('message', async (data) => {
          clearTimeout(waiting);
          const asked = (() => {
            try {
              return JSON.parse(String(data)) as { token?: unknown; sessionId?: unknown };
            } catch {
              return {};
            }
          })();
          if (typeof asked.token !== 'string' || typeof asked.sessionId !== 'string') return refuse(ErrorCodes.badRequest);
          const member = await resolveToken(asked.token).catch(() => undefined);
          if (!member) return refuse(ErrorCodes.unauthenticated);
          if (!hasAnyAuthority(member.authorities, [Authority.exam, Authority.monitor])) return refuse(ErrorCodes.noPermission);
          try {
            await mayWatch(member, asked.sessionId);
          } catch (error) {
            return refuse(error instanceof AppError ? error.code : ErrorCodes.notFound);
          }
          if (socket.readyState !== socket.OPEN) return;
          sessionId = asked.sessionId;
          watching.set(sessionId, (watching.get(sessionId) ?? new Set()).add(socket));
          send(socket, { type: 'ready' });
        });
        socket.on('close', () => {
          clearTimeout(waiting);
          clearInterval(ping);
          if (!sessionId) return;
          const sockets = watching.get(sessionId);
          sockets?.delete(socket);
          if (sockets?.size === 0) watching.delete(sessionId);
        });
      });
    },
  };
}

export type SessionLive = ReturnType<typeof createSessionLive>;
