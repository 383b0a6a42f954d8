// The Playwright runner's settings. Run the suite with `npm run test:e2e` (e2e/run.ts), which
// starts the production server and passes its address in E2E_BASE_URL.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';

const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) {
  throw new Error('E2E_BASE_URL is not set: run the suite with `npm run test:e2e`, which starts the server.');
}

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  // The machine has 2 cores, and the server shares them.
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Generous: the 2-core machine may be shared; a journey that needs it is still slow, not flaky.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      // No host but the server's resolves: a run never reaches the internet, and costs no
      // request interception (the charity journey answers for its one external address).
      args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
    },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // e2e/run.ts runs `pglite` against the embedded database, then, with TEST_DATABASE_URL,
  // `postgresql`: the booking and contact journeys (tagged @database), whose stored rows are
  // also checked with SQL there (docs/decisions/0036).
  projects: [{ name: 'pglite' }, { name: 'postgresql', grep: /@database/ }],
});
