import { Redis } from 'ioredis';
import { type Clock, systemClock } from './clock';

/**
 * Short-lived shared state: rate-limit counters and verification codes. In process by default; in Redis when
 * REDIS_URL is set, so that several server instances count together.
 */
export interface EphemeralStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Adds one to a counter that lives ttlMs from its first increment; answers the new count. */
  incr(key: string, ttlMs: number): Promise<number>;
  /** Milliseconds until the key expires, 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  close(): Promise<void>;
}

export function createMemoryStore(now: Clock = systemClock): EphemeralStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired entries are dropped when read, and swept now and then so that untouched keys do not pile up.
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    get: async (key) => live(key)?.value,
    set: async (key, value, ttlMs) => void entries.set(key, { value, expiresAt: now() + ttlMs }),
    del: async (key) => void entries.delete(key),
    incr: async (key, ttlMs) => {
      const entry = live(key);
      const count = Number(entry?.value ?? 0) + 1;
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return count;
    },
    ttl: async (key) => {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : 0;
    },
    close: async () => clearInterval(sweep),
  };
}

export function createRedisStore(url: string, prefix = 'cloud-exam:'): EphemeralStore {
  const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    get: async (key) => (await redis.get(key)) ?? undefined,
    set: async (key, value, ttlMs) => void (await redis.set(key, value, 'PX', ttlMs)),
    del: async (key) => void (await redis.del(key)),
    incr: async (key, ttlMs) => {
      const [[, count]] = (await redis.multi().incr(key).pexpire(key, ttlMs, 'NX').exec()) as [[null, number]];
      return count;
    },
    ttl: async (key) => Math.max(0, await redis.pttl(key)),
    close: async () => void (await redis.quit()),
  };
}

export function openEphemeralStore(redisUrl: string | undefined): EphemeralStore {
  return redisUrl ? createRedisStore(redisUrl) : createMemoryStore();
}
