import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Session } from '../../http/request-context';
import type { EphemeralStore } from '../../lib/ephemeral-store';

/** How long a resolved session is trusted without asking the database again, when nothing says it changed. */
export const SESSION_CACHE_TTL_MS = 15_000;

const CHANNEL = 'sessions';

/**
 * Sessions resolved in the last few seconds: every call needs one, and the database answers the same for a while.
 * A sign-out, a switch, a password change or a change to a member is told to every instance on the store's
 * `sessions` channel (Redis pub/sub when REDIS_URL is set), and each drops what it holds at once.
 */
export async function createSessionCache(store: EphemeralStore, log: FastifyBaseLogger) {
  const sessions = new LRUCache<string, Session>({ max: 10_000, ttl: SESSION_CACHE_TTL_MS });
  const drop = (message: string) => {
    const [kind, id] = message.split(':') as ['token' | 'user', string];
    if (kind === 'token') sessions.delete(id);
    else for (const [hash, session] of sessions.entries()) if (session.userId === id) sessions.delete(hash);
  };
  await store.subscribe(CHANNEL, drop);
  const tell = (message: string) => {
    drop(message);
    store.publish(CHANNEL, message).catch((err: unknown) => log.error({ err }, 'could not tell other instances of a session change'));
  };

  return {
    get: (tokenHash: string) => sessions.get(tokenHash),
    remember: (session: Session, ttlMs: number) => void (ttlMs > 0 && sessions.set(session.tokenHash, session, { ttl: ttlMs })),
    /** One session changed or ended. */
    forgetToken: (tokenHash: string) => tell(`token:${tokenHash}`),
    /** Something about the user changed (roles, status, password, membership): every session of theirs is read afresh. */
    forgetUser: (userId: string) => tell(`user:${userId}`),
  };
}

export type SessionCache = Awaited<ReturnType<typeof createSessionCache>>;
