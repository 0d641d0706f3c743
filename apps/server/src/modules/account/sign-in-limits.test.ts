import { Authority } from '@cloud-exam/contract/authorities';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema';
import { createMemoryStore, type EphemeralStore } from '../../lib/ephemeral-store';
import { createTestApp, encryptPassword, givenInstitution, givenMember, PASSWORD, signIn, type TestApp } from '../../test/test-app';

/** Every value the app puts into the shared store, to see what Redis would hold. */
const written: string[] = [];
const recording = (store: EphemeralStore): EphemeralStore => ({
  ...store,
  set: (key, value, ttl) => {
    written.push(`${key}=${value}`);
    return store.set(key, value, ttl);
  },
});

let t: TestApp;
let officeId: string;

beforeAll(async () => {
  t = await createTestApp({ store: recording(createMemoryStore()) });
  ({
    office: { id: officeId },
  } = await givenInstitution(t, '实验学校', 'head'));
});
afterAll(() => t.close());

/** The token call from an address of its own, so that one test's attempts do not count against another's. */
const tokenFrom = (ip: string) => async (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/gl/ua/oauth/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password: await encryptPassword(t, password) }).toString(),
  });

const codes = (answers: { json(): { code?: number } }[]) => {
  const tally: Record<string, number> = {};
  for (const a of answers) tally[a.json().code ?? 'signed in'] = (tally[a.json().code ?? 'signed in'] ?? 0) + 1;
  return tally;
};

describe('password attempts sent at once', () => {
  it('check 5 of 100 wrong passwords and refuse the other 95 unchecked', async () => {
    await givenMember(t, officeId, 'target1', [Authority.exam]);
    const requestToken = tokenFrom('10.8.0.1');
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => requestToken('target1', `Wrong${i}pass`)));
    expect(codes(answers)).toEqual({ 12421103: 5, 12421110: 95 });
  });

  it('do not let the right password through behind 59 wrong ones', async () => {
    await givenMember(t, officeId, 'target2', [Authority.exam]);
    const requestToken = tokenFrom('10.8.0.2');
    const wrong = Array.from({ length: 59 }, (_, i) => requestToken('target2', `Wrong${i}pass`));
    const right = requestToken('target2', PASSWORD);
    const answers = await Promise.all([...wrong, right]);
    expect((await right).json().code).toBe(12421110);
    expect(codes(answers)[12421103]).toBe(5);
  });

  it('count against the account whichever of its names is typed', async () => {
    const member = await givenMember(t, officeId, 'target3', [Authority.exam]);
    const requestToken = tokenFrom('10.8.0.3');
    await t.db.update(users).set({ mobile: '13900001111', email: 'target3@school.cn' }).where(eq(users.id, member.id));
    for (const name of ['target3', 'TARGET3', '13900001111', 'target3@school.cn', 'Target3@School.cn']) {
      expect((await requestToken(name, 'Wrong0pass')).json().code).toBe(12421103);
    }
    expect((await requestToken('13900001111', PASSWORD)).json().code).toBe(12421110);
  });

  it('leave an account signed in rightly with a fresh count', async () => {
    await givenMember(t, officeId, 'target4', [Authority.exam]);
    const requestToken = tokenFrom('10.8.0.4');
    for (let i = 0; i < 4; i++) await requestToken('target4', 'Wrong0pass');
    expect((await requestToken('target4', PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await requestToken('target4', 'Wrong0pass')).json().code).toBe(12421103);
    expect((await requestToken('target4', PASSWORD)).statusCode).toBe(200);
  });
});

describe('one address', () => {
  // More than the 20 wrong passwords an address may send: signing in rightly is not counted against it.
  it('lets 25 members sign in at once, as a school behind one address does', async () => {
    for (let i = 0; i < 25; i++) await givenMember(t, officeId, `staff${i}`, [Authority.exam]);
    const requestToken = tokenFrom('10.8.1.1');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => requestToken(`staff${i}`, PASSWORD)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(25).fill(200));
  });

  it('is refused after 20 wrong passwords over any accounts, and a forged X-Forwarded-For does not change it', async () => {
    const requestToken = tokenFrom('10.8.1.2');
    for (let i = 0; i < 20; i++) expect((await requestToken(`nobody${i}`, 'Wrong0pass')).json().code).toBe(12421103);
    expect((await requestToken('staff0', PASSWORD)).json().code).toBe(12421110);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/gl/ua/oauth/token',
      remoteAddress: '10.8.1.2',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
      payload: new URLSearchParams({ grant_type: 'password', username: 'staff0', password: await encryptPassword(t, PASSWORD) }).toString(),
    });
    expect(forged.json().code).toBe(12421110);
  });
});

describe('changing the password', () => {
  it('is refused after 5 wrong old passwords, even with the right one, and counts with sign-in', async () => {
    await givenMember(t, officeId, 'target5', [Authority.exam]);
    const requestToken = tokenFrom('10.8.0.5');
    const token = await signIn(t, 'target5');
    const change = async (old: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/gl/ua/ogt/gl/user/password',
          headers: { authorization: `Bearer ${token}` },
          payload: { oldpassword: await encryptPassword(t, old), newpassword: await encryptPassword(t, 'NewPassw0rd9') },
        })
      ).json().code;
    const wrong = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`Wrong${i}pass`)));
    expect(wrong.filter((c) => c !== 12421110)).toHaveLength(5);
    expect(await change(PASSWORD)).toBe(12421110);
    expect((await requestToken('target5', PASSWORD)).json().code).toBe(12421110);
  });
});

describe('registering an institution', () => {
  const register = async (officename: string, captcha: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/gl/ua/ogt/register/admin',
      remoteAddress: ip,
      payload: { name: '新校长', content: 'new.head@school.cn', password: await encryptPassword(t, 'Strong2026'), captcha, officename },
    });

  it('does not tell whether an institution name exists without the right code', async () => {
    const res = await register('实验学校', '000000', '10.9.0.1');
    expect(res.json().code).toBe(12111306);
  });

  it('is limited per address', async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await register(`学校${i}`, '000000', '10.9.0.2')).json().code);
    expect(answers.slice(0, 10).every((c) => c !== 12111305)).toBe(true);
    expect(answers.slice(10)).toEqual([12111305, 12111305]);
  });
});

describe('verification codes in the shared store', () => {
  it('are kept as a keyed hash, never as the code', async () => {
    await t.app.inject({ method: 'POST', url: '/gl/ua/ogt/send/captcha', payload: { content: '13700001111', type: 'register' } });
    const [row] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '13700001111'))
      .orderBy(desc(outboxMessages.createdAt));
    const code = row!.body.match(/\d{6}/)![0];
    const stored = written.filter((w) => w.startsWith('captcha:code:'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(code);
  });
});
