import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SignedIn } from '../../http/request-context';
import type { EphemeralStore } from '../../lib/ephemeral-store';

/** How long a resolved session is trusted without asking the database again, when nothing says it changed. */
export const SESSION_CACHE_TTL_MS = 15_000;

const CHANNEL = 'sessions';

/**
 * Sessions resolved in the last few seconds, each with its member (name, avatar, institution, roles): every call
 * needs one, getuser answers from it, and the database answers the same for a while. A sign-out, a switch, a
 * password change, a change to members or to a member's own profile, and an institution's new name, route flag or
 * time zone are told to every instance on the store's `sessions` channel (Redis pub/sub when REDIS_URL is set), and
 * each drops what it holds at once. Should a message be lost (Redis reconnecting), an entry still lives no longer than
 * SESSION_CACHE_TTL_MS.
 */
export async function createSessionCache(store: EphemeralStore, log: FastifyBaseLogger) {
  /** The token hashes cached for each user, so that forgetting a user does not scan the cache. */
  const byUser = new Map<string, Set<string>>();
  const sessions = new LRUCache<string, SignedIn>({
    max: 10_000,
    ttl: SESSION_CACHE_TTL_MS,
    dispose: (session, tokenHash) => {
      const hashes = byUser.get(session.userId);
      hashes?.delete(tokenHash);
      if (hashes?.size === 0) byUser.delete(session.userId);
    },
  });
  /** Counts drops: a database read that began before one may be stale, and is not cached. */
  let generation = 0;

  const drop = (message: string) => {
    generation++;
    const [kind, ids = ''] = message.split(':') as ['token' | 'users' | 'office', string?];
    if (kind === 'token') sessions.delete(ids);
    else if (kind === 'users')
      for (const userId of ids.split(',')) for (const hash of [...(byUser.get(userId) ?? [])]) sessions.delete(hash);
    else for (const [hash, session] of sessions.entries()) if (session.officeId === ids) sessions.delete(hash);
  };
  await store.subscribe(CHANNEL, drop);
  const tell = (message: string) => {
    drop(message);
    store.publish(CHANNEL, message).catch((err: unknown) => log.error({ err }, 'could not tell other instances of a session change'));
  };

  return {
    get: (tokenHash: string) => sessions.get(tokenHash),
    /** Where the cache stands before a database read: pass it to `remember`. */
    generation: () => generation,
    /** Caches a session read from the database, unless something was dropped since the read began. */
    remember(session: SignedIn, ttlMs: number, readStarted: number) {
      if (ttlMs <= 0 || readStarted !== generation) return;
      sessions.set(session.tokenHash, session, { ttl: ttlMs });
      byUser.set(session.userId, (byUser.get(session.userId) ?? new Set()).add(session.tokenHash));
    },
    /** One session changed or ended (tell it after the database says so). */
    forgetToken: (tokenHash: string) => tell(`token:${tokenHash}`),
    /** Something about these users changed (roles, status, password, membership): their sessions are read afresh. */
    forgetUsers: (userIds: string[]) => void (userIds.length && tell(`users:${userIds.join(',')}`)),
    /** The institution's name, route flag or time zone changed: every session in it is read afresh (rare, so a scan). */
    forgetOffice: (officeId: string) => tell(`office:${officeId}`),
  };
}

export type SessionCache = Awaited<ReturnType<typeof createSessionCache>>;
