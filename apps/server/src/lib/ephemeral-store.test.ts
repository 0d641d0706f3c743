import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore, type EphemeralStore } from './ephemeral-store';

/** The same behaviour from both stores: in process always, and Redis when TEST_REDIS_URL is set (CI sets it). */
const stores: [string, () => EphemeralStore][] = [['memory', () => createMemoryStore()]];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  stores.push(['redis', () => createRedisStore(url, `cloud-exam-test-${randomBytes(4).toString('hex')}:`)]);
}

describe.each(stores)('the %s ephemeral store', (_name, make) => {
  const store = make();
  afterAll(() => store.close());

  it('keeps a value until it expires', async () => {
    await store.set('code', '123456', 200);
    expect(await store.get('code')).toBe('123456');
    expect(await store.ttl('code')).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 260));
    expect(await store.get('code')).toBeUndefined();
    expect(await store.ttl('code')).toBe(0);
  });

  it('counts within a window that starts at the first increment', async () => {
    expect(await store.incr('tries', 200)).toBe(1);
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.incr('tries', 200)).toBe(2);
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.incr('tries', 200)).toBe(1);
  });

  it('forgets a deleted key', async () => {
    await store.set('gone', 'x', 10_000);
    await store.del('gone');
    expect(await store.get('gone')).toBeUndefined();
  });
});

describe('the memory store with a controllable clock', () => {
  it('follows the clock it is given', async () => {
    let now = 1_000;
    const store = createMemoryStore(() => now);
    await store.set('k', 'v', 30 * 60_000);
    now += 30 * 60_000 - 1;
    expect(await store.get('k')).toBe('v');
    now += 1;
    expect(await store.get('k')).toBeUndefined();
    await store.close();
  });
});
