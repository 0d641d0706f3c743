import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory as a tarball: each test file starts from a copy of it. */
    pgliteDump: string;
  }
}

/** Migrates PGlite once for the whole run; loading the dump is faster than migrating in every file. */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB !== 'pglite') return;
  const database = await openPglite();
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-test-')), 'pglite.tar');
  fs.writeFileSync(file, dump);
  project.provide('pgliteDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
