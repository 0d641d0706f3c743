import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One run, several projects: the contract, the API on in-memory PGlite, the same API suite again on real
 * PostgreSQL when TEST_DATABASE_URL is set (`*.pglite.test.ts` only on the first, `*.postgres.test.ts` only on the
 * second), the web app's, the exam client's and the forms package's unit tests, the repository's scripts (docs/endpoints.md kept
 * current) and the exam-day simulator at a small size (bench/). Journeys (e2e/) run under Playwright.
 */
const server = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    exclude,
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    env,
    // Files share a worker's module cache: each builds its own app on its own database, and none mocks a module.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

/**
 * The server's test files that open no database (parsers, the Excel kit, the file and shared-state stores, the
 * audit names read from the code): they prove the same on PGlite and on PostgreSQL, so server-pg leaves them out.
 * A file opens one through the test kit (`createTestApp`, `createTestDatabase`) or the database client.
 */
const OPENS_A_DATABASE = /\b(createTestApp|createTestDatabase|openPostgres|openDatabase|openPglite)\b/;
const SERVER_SOURCES = fileURLToPath(new URL('./apps/server/src', import.meta.url));
const withoutDatabase = () =>
  fs
    .readdirSync(SERVER_SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !OPENS_A_DATABASE.test(fs.readFileSync(path.join(SERVER_SOURCES, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, one worker on a machine of two; API tests wait on their database as much
    // as they compute, so they take one worker per core.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      server('server', { TEST_DB: 'pglite' }, ['src/**/*.postgres.test.ts']),
      ...(process.env.TEST_DATABASE_URL
        ? [server('server-pg', { TEST_DB: 'postgres' }, ['src/**/*.pglite.test.ts', ...withoutDatabase()])]
        : []),
      { test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      { test: { name: 'candidate', root: './apps/candidate', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      { test: { name: 'forms', root: './packages/forms', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.ts'], environment: 'node' } },
      // The exam-day simulator (bench/simulate.ts) at a small size, against the server on PGlite.
      {
        test: {
          name: 'bench',
          root: './bench',
          include: ['*.test.ts'],
          environment: 'node',
          globalSetup: ['../apps/server/src/test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
