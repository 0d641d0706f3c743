import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, givenInstitution, type TestApp } from '../test/test-app';
import { posts } from './schema';
import { type Scope, scopedRepo } from './scoped-repo';

/** The repository kit on a real table: every read and write stays within the scope's institution. */
const postsOf = scopedRepo(posts);
let t: TestApp;
let a: Scope;
let b: Scope;

beforeAll(async () => {
  t = await createTestApp();
  a = { officeId: (await givenInstitution(t, '甲校', 'kita')).office.id };
  b = { officeId: (await givenInstitution(t, '乙校', 'kitb')).office.id };
  await postsOf(t.db, a).insertMany(Array.from({ length: 25 }, (_, i) => ({ code: `a${i}`, name: `甲${i}`, sort: i })));
  await postsOf(t.db, b).insert({ code: 'b0', name: '乙0' });
});
afterAll(() => t.close());

describe('a scoped repository', () => {
  it('pages the institution’s rows with their total, also past the last page', async () => {
    const page = (current: number) => postsOf(t.db, a).page({ current, size: 10, orderBy: [asc(posts.sort)] });
    expect(await page(1)).toMatchObject({ total: 25, current: 1, size: 10 });
    expect((await page(3)).records.map((p) => p.name)).toEqual(['甲20', '甲21', '甲22', '甲23', '甲24']);
    expect(await page(9)).toMatchObject({ total: 25, records: [] });
    expect(await postsOf(t.db, b).page({ current: 1, size: 10 })).toMatchObject({ total: 1, records: [{ name: '乙0' }] });
  });

  it('counts a limited way past the page when asked, saying the list goes on, and exactly when it ends within it', async () => {
    const page = (current: number, countAhead: number) =>
      postsOf(t.db, a).page({ current, size: 5, orderBy: [asc(posts.sort)], countAhead });
    // 25 rows; from the first page the count looks 10 rows ahead and stops: "more than 10".
    expect(await page(1, 10)).toMatchObject({ total: 10, totalCapped: true, records: { length: 5 } });
    // Paging on moves the horizon with the reader.
    expect(await page(3, 10)).toMatchObject({ total: 20, totalCapped: true });
    // Within reach of the end, the total is exact and not capped.
    const last = await page(4, 10);
    expect(last).toMatchObject({ total: 25, records: { length: 5 } });
    expect(last.totalCapped).toBeUndefined();
    expect((await page(5, 10)).records.map((p) => p.name)).toEqual(['甲20', '甲21', '甲22', '甲23', '甲24']);
    // Past the last page: the list is shorter than the page's offset, so its total is counted exactly.
    const past = await page(9, 10);
    expect(past).toMatchObject({ total: 25, records: [] });
    expect(past.totalCapped).toBeUndefined();
  });

  it('finds, changes and removes nothing of another institution by its ids', async () => {
    const [own] = (await postsOf(t.db, b).list()).map((p) => p.id);
    expect(await postsOf(t.db, a).findOne(own!)).toBeUndefined();
    expect(await postsOf(t.db, a).findMany([own!])).toEqual([]);
    expect(await postsOf(t.db, a).update(own!, { name: '改名' })).toBeUndefined();
    // Values that name an institution or an id do not move a row: the scope decides.
    const [mine] = await postsOf(t.db, a).list();
    const moved = await postsOf(t.db, a).update(mine!.id, { name: '甲改', officeId: b.officeId, id: own } as never);
    expect(moved).toMatchObject({ id: mine!.id, officeId: a.officeId, name: '甲改' });
    expect(await postsOf(t.db, a).insert({ code: 'a99', name: '甲99', officeId: b.officeId } as never)).toMatchObject({
      officeId: a.officeId,
    });
    expect(await postsOf(t.db, a).remove(own!)).toBe(0);
    expect(await postsOf(t.db, b).findOne(own!)).toMatchObject({ name: '乙0' });
    expect(await postsOf(t.db, a).count()).toBe(26);
    expect(await postsOf(t.db, a).exists()).toBe(true);
  });
});
