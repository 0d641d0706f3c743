import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * Journeys against the production build served by the real server, on a fresh data directory made for this run.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const ADMIN_PASSWORD = 'E2eAdmin2026';
/** Emptied when a run starts (in the runner's process, not in its workers, which load this file too). */
const dataDir = path.join(import.meta.dirname, 'artifacts/data');
if (!process.env.TEST_WORKER_INDEX) fs.rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node ../node_modules/.bin/tsx ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
  },
});
