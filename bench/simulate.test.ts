import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, givenInstitution, PASSWORD, type TestApp } from '../apps/server/src/test/test-app';
import { HELD_SQL, type HeldAnswer, setupExam, simulate } from './simulate';

/*
 * The exam-day simulator at a small size against the real server listening on a port (HTTP and the live channel's
 * WebSocket): an exam made through the console's API, its candidates read back through it, then signed in, answering
 * with saves, heartbeats, a lost network and a new sign-in, and handing in; no answer the server confirmed is lost,
 * neither in GET paper before the hand-in nor in the database after it, and no call failed.
 */

const CANDIDATES = 20;
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  // The candidates live in real time: windows, deadlines and tokens are measured by the wall clock here.
  Object.defineProperty(t.clock, 'now', { get: () => Date.now() });
  await givenInstitution(t, '模拟考试中心', 'simadmin');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

/** What the database holds, as `--database-url` reads it on PostgreSQL. */
const readHeld = async (examId: string): Promise<HeldAnswer[]> =>
  (await t.database.executeSql(HELD_SQL, [examId])).rows.map((r) => {
    const row = r as { admission_number: string; item_id: string; seq: number; value: HeldAnswer['value'] };
    return { admissionNumber: row.admission_number, itemId: row.item_id, seq: row.seq, value: row.value };
  });

it(`takes ${CANDIDATES} candidates through exam day without losing a confirmed answer`, async () => {
  const { examId, credentials } = await setupExam({ base, username: 'simadmin', password: PASSWORD, candidates: CANDIDATES, items: 8 });
  expect(credentials).toHaveLength(CANDIDATES);
  const summary = await simulate({
    base,
    examId,
    candidates: CANDIDATES,
    // read back through the console's API, as `npm run simulate -- --exam ID` does
    admin: { username: 'simadmin', password: PASSWORD },
    thinkMs: 15,
    heartbeatMs: 100,
    disconnect: 0.3,
    readHeld,
  });
  expect(summary.errors).toEqual({});
  expect(summary.lostDetails).toEqual([]);
  expect(summary).toMatchObject({ candidates: CANDIDATES, completed: CANDIDATES, lost: 0, liveReady: expect.any(Number) });
  expect(summary).toMatchObject({ disconnects: 6, unansweredSaves: 6, resignIns: 3 });
  expect(summary.checkedBy).toEqual(['api', 'database']);
  expect(summary.saves).toBeGreaterThan(CANDIDATES);
  expect(summary.acknowledged).toBe(CANDIDATES * 8);
  expect(summary.latency.save!.n).toBeGreaterThanOrEqual(summary.saves);
  expect(summary.heartbeats).toBeGreaterThanOrEqual(CANDIDATES);
  expect(summary.liveReady).toBeGreaterThanOrEqual(CANDIDATES + summary.disconnects);
  // in the database: one row per item of every candidate
  const { rows } = await t.database.executeSql('select count(*)::int as answers from exam_answers');
  expect(rows).toEqual([{ answers: CANDIDATES * 8 }]);
});

it('counts an answer lost when the server holds an older one than it confirmed, or another value', async () => {
  const { examId, credentials } = await setupExam({ base, username: 'simadmin', password: PASSWORD, candidates: 2, items: 8 });
  const summary = await simulate({
    base,
    examId,
    candidates: 2,
    credentials,
    thinkMs: 5,
    disconnect: 0,
    // as if the database had lost one candidate's newest save of one item, and changed another item's value
    readHeld: async (id) =>
      (await readHeld(id)).map((row, i) =>
        i === 0 ? { ...row, seq: row.seq - 1 } : i === 1 ? { ...row, value: { text: '别的答案' } } : row,
      ),
  });
  expect(summary.errors).toEqual({});
  expect(summary.lost).toBe(2);
  expect(summary.lostDetails).toEqual(
    expect.arrayContaining([expect.stringMatching(/confirmed seq \d+, held \d+$/), expect.stringMatching(/held with another value$/)]),
  );
});
