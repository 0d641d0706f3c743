import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../lib/pid-lock';
import { loadPasswordKey } from '../modules/account/password-key';
import { openPglite } from './client';
import { seedIfEmpty } from './seed/seed';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-data-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database in a data directory', () => {
  it('seeds once, keeps data and the password key across a restart, and refuses a second process', async () => {
    const first = await openPglite({ dataDir });
    await first.migrate();
    const seeded = await seedIfEmpty(first.db, 'Demo2026pass');
    expect(seeded).toMatchObject({
      username: 'admin',
      operator: 'operator',
      operatorPasswordSet: false,
      password: 'Demo2026pass',
      generated: false,
    });
    const key = await loadPasswordKey(first.db);

    await expect(openPglite({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();

    const second = await openPglite({ dataDir });
    await second.migrate();
    expect(await seedIfEmpty(second.db)).toBeUndefined();
    expect((await loadPasswordKey(second.db)).publicPem).toBe(key.publicPem);
    await second.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), '999999');
    const database = await openPglite({ dataDir });
    await database.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
