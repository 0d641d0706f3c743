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
  // Two workers, each with a server of its own (global-setup.ts): journeys spend much of their time waiting for the
  // page, so two share the machine's two cores well.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  // A shared machine of two cores draws pages slowly at times (software rendering, two servers, two browsers): an
  // assertion waits up to 20 s for what a user would see, a journey up to 2 minutes, before either counts as failed.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: BASE_URL,
    screenshot: 'on',
    // Recording a trace costs every action a snapshot of the page: on CI only a retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    // As a user who asked their system for less motion: the console then animates nothing (antd's motion off), so
    // no journey waits for a dialog to fade or a menu to slide, and the browser draws less.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
  },
});
