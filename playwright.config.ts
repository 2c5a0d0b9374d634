import { defineConfig } from '@playwright/test';

// Journeys run in Debian's Chromium (never a downloaded browser). Each worker starts its
// own server on a free loopback port with a fresh SQLite file (see e2e/support/app-server.ts).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // A page's first load (its code, its data, the loading screen's minimum) took past 7 s on
  // a machine as loaded as CI's (load 12 with two workers): assertions wait up to 15 s, which
  // costs a passing assertion nothing, as each returns as soon as it holds.
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  outputDir: 'test-results',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /lighthouse\.spec\.ts/ },
    // Page-speed scores move with CPU load, so Lighthouse runs alone after the journeys.
    { name: 'lighthouse', testMatch: /lighthouse\.spec\.ts/, dependencies: ['journeys'] },
  ],
});
