import type { EphemeralStore } from './ephemeral-store';

/** A fixed-window counter: true while the key has been hit at most `limit` times in the current window. */
export async function withinLimit(store: EphemeralStore, key: string, limit: number, windowMs: number): Promise<boolean> {
  return (await store.incr(`ratelimit:${key}`, windowMs)) <= limit;
}
