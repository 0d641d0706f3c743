import { Redis } from 'ioredis';
import { type Clock, systemClock } from './clock';

/**
 * Short-lived shared state: rate-limit counters and verification codes. In process by default; in Redis when
 * REDIS_URL is set, so that several server instances count together.
 */
export interface EphemeralStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Deletes a key; answers whether it was there (of two requests deleting one key, one hears true). */
  del(key: string): Promise<boolean>;
  /** Adds `by` (one unless given) to a counter that lives ttlMs from its first increment, atomically; answers the new count. */
  incr(key: string, ttlMs: number, by?: number): Promise<number>;
  /** Milliseconds until the key expires, 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  /** Tells a message to every instance's listeners on the channel, this instance's included. */
  publish(channel: string, message: string): Promise<void>;
  /** Listens to a channel; resolves once messages published from then on will arrive. */
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** The listeners of one process, by channel. */
function localChannels() {
  const listeners = new Map<string, Set<(message: string) => void>>();
  return {
    add(channel: string, listener: (message: string) => void) {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
    },
    tell(channel: string, message: string) {
      for (const listener of listeners.get(channel) ?? []) listener(message);
    },
  };
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
  const channels = localChannels();
  return {
    get: async (key) => live(key)?.value,
    set: async (key, value, ttlMs) => void entries.set(key, { value, expiresAt: now() + ttlMs }),
    del: async (key) => live(key) !== undefined && entries.delete(key),
    incr: async (key, ttlMs, by = 1) => {
      const entry = live(key);
      const count = Number(entry?.value ?? 0) + by;
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return count;
    },
    ttl: async (key) => {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : 0;
    },
    publish: async (channel, message) => channels.tell(channel, message),
    subscribe: async (channel, listener) => channels.add(channel, listener),
    close: async () => clearInterval(sweep),
  };
}

export function createRedisStore(url: string, prefix = 'cloud-exam:'): EphemeralStore {
  const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: false, maxRetriesPerRequest: 2 });
  // A connection that subscribes can do nothing else: it is opened on the first subscription.
  let subscriber: Redis | undefined;
  const channels = localChannels();
  return {
    get: async (key) => (await redis.get(key)) ?? undefined,
    set: async (key, value, ttlMs) => void (await redis.set(key, value, 'PX', ttlMs)),
    del: async (key) => (await redis.del(key)) > 0,
    incr: async (key, ttlMs, by = 1) => {
      const [[, count]] = (await redis.multi().incrby(key, by).pexpire(key, ttlMs, 'NX').exec()) as [[null, number]];
      return count;
    },
    ttl: async (key) => Math.max(0, await redis.pttl(key)),
    // Channel names are not keys: ioredis does not prefix them, so the prefix is added here.
    publish: async (channel, message) => void (await redis.publish(prefix + channel, message)),
    subscribe: async (channel, listener) => {
      if (!subscriber) {
        subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
        subscriber.on('message', (from: string, message: string) => channels.tell(from.slice(prefix.length), message));
        // ioredis reconnects and subscribes again by itself; the error is only worth a line, not a crash.
        subscriber.on('error', (err: Error) => console.error(`Redis subscriber: ${err.message}`));
      }
      channels.add(channel, listener);
      await subscriber.subscribe(prefix + channel);
    },
    close: async () => {
      await Promise.allSettled([subscriber?.quit(), redis.quit()]);
    },
  };
}

export function openEphemeralStore(redisUrl: string | undefined): EphemeralStore {
  return redisUrl ? createRedisStore(redisUrl) : createMemoryStore();
}
