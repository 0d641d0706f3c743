import { describe, expect, it } from 'vitest';
import { AdmissionFull, ADMISSION_RETRY_MAX_SECONDS, createAdmissionGate } from './admission-gate';

const held = () => {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { done, release };
};

describe('the admission gate', () => {
  it('lets `active` through, keeps `waiting` in order, and tells the rest how many are ahead', async () => {
    const gate = createAdmissionGate({ active: 2, waiting: 2 });
    const calls = [held(), held(), held(), held()];
    const order: number[] = [];
    const runs = calls.map((c, i) => gate.run(async () => (await c.done, order.push(i), i)));
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });
    // Nothing has finished yet: the rate is unknown and the caller is asked to come back after the longest wait.
    const refused = await gate.run(async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AdmissionFull);
    expect(refused).toMatchObject({ ahead: 4, seconds: ADMISSION_RETRY_MAX_SECONDS });
    calls[3]!.release();
    calls[2]!.release();
    calls[1]!.release();
    calls[0]!.release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    // the waiting ones ran in their order of arrival, after a place was free
    expect(order.indexOf(2)).toBeLessThan(order.indexOf(3));
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('counts the wait from how many it let through in the last seconds', async () => {
    let clock = 0;
    const gate = createAdmissionGate({ active: 1, waiting: 0 }, () => clock);
    for (let i = 0; i < 10; i++) await gate.run(async () => i); // 10 in 5 s: 2 a second
    const first = held();
    const running = gate.run(() => first.done);
    const refused = await gate.run(async () => 0).catch((e: unknown) => e);
    expect(refused).toMatchObject({ ahead: 1, seconds: 1 });
    first.release();
    await running;
    clock += 6_000; // the window has passed: the rate is unknown again
    const second = held();
    const again = gate.run(() => second.done);
    await expect(gate.run(async () => 0)).rejects.toMatchObject({ seconds: ADMISSION_RETRY_MAX_SECONDS });
    second.release();
    await again;
  });

  it('frees the place of a call that fails', async () => {
    const gate = createAdmissionGate({ active: 1, waiting: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

describe('the wait it keeps', () => {
  it('keeps waiting only as many as pass in the longest wait at the rate it lets calls through, at least `active`', async () => {
    const clock = 0;
    const gate = createAdmissionGate({ active: 1, waiting: 100, maxWaitSeconds: 2 }, () => clock);
    // the rate unknown (nothing finished yet): as many as `waiting` may wait behind the one running
    const first = held();
    const runs = [gate.run(() => first.done), gate.run(async () => 'second'), gate.run(async () => 'third')];
    expect(gate.load()).toEqual({ running: 1, waiting: 2 });
    first.release();
    await Promise.all(runs);
    for (let i = 0; i < 7; i++) await gate.run(async () => i); // 10 finished in 5 s: 2 a second, 4 in 2 s
    const next = held();
    const waiting = [gate.run(() => next.done), ...[1, 2, 3, 4].map(() => gate.run(async () => 'waits'))];
    expect(gate.load()).toEqual({ running: 1, waiting: 4 });
    await expect(gate.run(async () => 'fifth')).rejects.toMatchObject({ ahead: 5, seconds: 3 });
    next.release();
    await Promise.all(waiting);
  });
});
