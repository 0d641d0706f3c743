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

  it('forgets a deleted key, and tells only the first of two deletes that it was there', async () => {
    await store.set('gone', 'x', 10_000);
    expect(await Promise.all([store.del('gone'), store.del('gone')])).toEqual([true, false]);
    expect(await store.get('gone')).toBeUndefined();
  });

  it('counts 100 increments sent at once exactly, and takes one back', async () => {
    const counts = await Promise.all(Array.from({ length: 100 }, () => store.incr('burst', 10_000)));
    expect(new Set(counts).size).toBe(100);
    expect(Math.max(...counts)).toBe(100);
    expect(await store.incr('burst', 10_000, -1)).toBe(99);
  });

  it('tells a published message to a listener of the channel', async () => {
    const heard: string[] = [];
    await store.subscribe('news', (m) => heard.push(m));
    await store.publish('news', 'hello');
    await expect.poll(() => heard).toEqual(['hello']);
  });
});

if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  describe('two instances on one Redis', () => {
    it('hear each other’s messages, and only those of their own prefix', async () => {
      const prefix = `cloud-exam-test-${randomBytes(4).toString('hex')}:`;
      const [a, b, stranger] = [createRedisStore(url, prefix), createRedisStore(url, prefix), createRedisStore(url, `${prefix}other:`)];
      const heard: string[] = [];
      await b.subscribe('sessions', (m) => heard.push(`b:${m}`));
      await stranger.subscribe('sessions', (m) => heard.push(`stranger:${m}`));
      await a.publish('sessions', 'forget u1');
      await expect.poll(() => heard).toEqual(['b:forget u1']);
      await Promise.all([a.close(), b.close(), stranger.close()]);
    });
  });
}

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
