import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys (e2e/*.spec.ts). Run them with `npm run test:e2e`: e2e/run.mjs builds the app,
 * starts a production server on a fresh data dir and passes its address in E2E_BASE_URL.
 * Chromium is Debian's (/usr/bin/chromium); Playwright never downloads a browser here.
 */
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const inCi = Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI ?? '');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: inCi,
  workers: 2,
  retries: inCi ? 1 : 0,
  reporter: 'list',
  // Generous for a slow 2-core CI machine running two workers beside the server (argon2, builds).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    // A trace records every action's page; kept for every test it doubled the journeys' time on a
    // 2-core machine. CI retries a failure once, with its trace; locally, rerun with --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
