import { randomBytes } from 'node:crypto';
import { Authority } from '@cloud-exam/contract/authorities';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createMemoryStore, createRedisStore, type EphemeralStore } from '../../lib/ephemeral-store';
import {
  createTestApp,
  createTestDatabase,
  createTestFiles,
  givenInstitution,
  givenMember,
  signIn,
  type TestApp,
} from '../../test/test-app';

/** Two server instances on one database, sharing the store that carries session changes between them. */
const buses: [string, () => [EphemeralStore, EphemeralStore]][] = [
  [
    'one shared store',
    () => {
      const store = createMemoryStore();
      return [store, store];
    },
  ],
];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  buses.push([
    'Redis, one connection each',
    () => {
      const prefix = `cloud-exam-test-${randomBytes(4).toString('hex')}:`;
      return [createRedisStore(url, prefix), createRedisStore(url, prefix)];
    },
  ]);
}

/** Two instances on one new database, with an institution, its administrator and a proctor. */
async function twoInstances(stores: () => [EphemeralStore, EphemeralStore]) {
  const database = await createTestDatabase();
  const [storeA, storeB] = stores();
  const files = createTestFiles();
  const a = await buildApp({ database, files, store: storeA });
  const b = await buildApp({ database, files, store: storeB });
  const t = { app: a, db: database.db } as unknown as TestApp;
  const { office } = await givenInstitution(t, '第一中学', 'admin');
  await givenMember(t, office.id, 'proctor', [Authority.monitor]);
  const close = async () => {
    await Promise.all([a.close(), b.close()]);
    await Promise.all([storeA.close(), storeA === storeB ? undefined : storeB.close()]);
    await database.close();
    await files.close();
  };
  return { a, b, t, close };
}

describe.each(buses)('two instances over %s', (_name, stores) => {
  it('see a sign-out and a disabled member at once, not after the cache’s 15 seconds', async () => {
    const { a, b, t, close } = await twoInstances(stores);
    const getUser = (app: typeof a, token: string) =>
      app.inject({ url: '/gl/ua/ogt/oauth2/getuser', headers: { authorization: `Bearer ${token}` } });

    const leaving = await signIn(t, 'admin');
    expect((await getUser(b, leaving)).statusCode).toBe(200); // b now holds the session
    expect(
      (await a.inject({ method: 'DELETE', url: '/gl/ua/ogt/oauth/exit', headers: { authorization: `Bearer ${leaving}` } })).statusCode,
    ).toBe(200);
    await expect.poll(async () => (await getUser(b, leaving)).statusCode, { timeout: 1000 }).toBe(401);

    const admin = await signIn(t, 'admin');
    const proctor = await signIn(t, 'proctor');
    const proctorId = (await getUser(b, proctor)).json().data.userid;
    await a.inject({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/user/status',
      headers: { authorization: `Bearer ${admin}` },
      payload: { userId: proctorId, status: 0 },
    });
    await expect.poll(async () => (await getUser(b, proctor)).statusCode, { timeout: 1000 }).toBe(401);

    await close();
  });

  it('show a member’s new name and the institution’s new name at once: getuser answers from the cached session', async () => {
    const { a, b, t, close } = await twoInstances(stores);
    const admin = { authorization: `Bearer ${await signIn(t, 'admin')}` };
    const proctor = { authorization: `Bearer ${await signIn(t, 'proctor')}` };
    const whoAmI = async (app: typeof a, headers: Record<string, string>) =>
      (await app.inject({ url: '/gl/ua/ogt/oauth2/getuser', headers })).json().data as { name: string; officename: string };
    expect(await whoAmI(b, proctor)).toMatchObject({ name: 'proctor', officename: '第一中学' }); // b caches both sessions
    expect(await whoAmI(b, admin)).toMatchObject({ officename: '第一中学' });

    await a.inject({ method: 'PUT', url: '/gl/ua/ogt/gl/user/profile', headers: proctor, query: { name: '王监考' } });
    await expect.poll(async () => (await whoAmI(b, proctor)).name, { timeout: 1000 }).toBe('王监考');

    const saved = await a.inject({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/profile/save',
      headers: admin,
      payload: { name: '第一中学（本部）' },
    });
    expect(saved.json().code).toBe(20000);
    await expect.poll(async () => (await whoAmI(b, proctor)).officename, { timeout: 1000 }).toBe('第一中学（本部）');
    expect((await whoAmI(b, admin)).officename).toBe('第一中学（本部）');

    await close();
  });
});

describe('a member disabled and enabled again', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('signs in afresh: the token they had before is gone', async () => {
    t = await createTestApp();
    const { office } = await givenInstitution(t, '第一中学', 'admin');
    const member = await givenMember(t, office.id, 'proctor', [Authority.monitor]);
    const admin = { authorization: `Bearer ${await signIn(t, 'admin')}` };
    const old = await signIn(t, 'proctor');
    const setStatus = (status: number) =>
      t.app.inject({ method: 'POST', url: '/gl/ua/ogt/gl/office/user/status', headers: admin, payload: { userId: member.id, status } });
    expect((await setStatus(0)).json().code).toBe(20000);
    expect((await setStatus(1)).json().code).toBe(20000);
    const me = await t.app.inject({ url: '/gl/ua/ogt/oauth2/getuser', headers: { authorization: `Bearer ${old}` } });
    expect(me.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/gl/ua/ogt/oauth2/getuser', headers: { authorization: `Bearer ${await signIn(t, 'proctor')}` } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a token in the address', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('is taken only by a download and by getuser (spec §7), not by other calls', async () => {
    t = await createTestApp();
    await givenInstitution(t, '第一中学', 'admin');
    const token = await signIn(t, 'admin');
    expect((await t.app.inject({ url: `/gl/ua/ogt/oauth2/getuser?access_token=${token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/gl/ua/ogt/gl/office/user/export?access_token=${token}` })).statusCode).toBe(200);
    const list = await t.app.inject({ url: `/gl/ua/post/get/page?access_token=${token}` });
    expect([list.statusCode, list.json().code]).toEqual([401, 10000401]);
  });
});
