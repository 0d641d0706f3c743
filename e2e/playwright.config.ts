import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { BASE_URL } from './server';

/** Journeys against the production build served by the real server (global-setup.ts), on a fresh data directory. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './artifacts/results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL: BASE_URL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
});
