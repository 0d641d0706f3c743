import { describe, expect, it } from 'vitest';
import { workerPool, WorkerOutOfMemory } from './worker-pool';

const FIXTURE = new URL('./worker-pool.fixture.mjs', import.meta.url);

describe('worker pool', () => {
  it('keeps a thread for the next task, notes progress, passes failures on, and replaces a thread that ran out of heap', async () => {
    const pool = workerPool<string, number>(FIXTURE, { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 });
    const notes: number[] = [];
    const first = await pool.run('who', { onProgress: (f) => notes.push(f) });
    expect(await pool.run('who')).toBe(first);
    expect(notes).toEqual([0.5]);

    await expect(pool.run('fail')).rejects.toThrow('asked to fail');
    expect(await pool.run('who')).toBe(first);

    await expect(pool.run('fill')).rejects.toBeInstanceOf(WorkerOutOfMemory);
    const next = await pool.run('who');
    expect(next).not.toBe(first);
  });
});
