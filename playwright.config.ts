import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several runs share a machine; 4173 is vite preview's default.
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Where the embedded backend also writes what it prints instead of sending (invitation links). */
const MESSAGES_FILE = path.join(tmpdir(), `liftwise-e2e-${PORT}-messages.log`);

/**
 * End-to-end tests drive Debian's Chromium against a production build served by `vite preview`
 * with the embedded backend mounted on a fresh in-memory database (never the developer's).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries, in CI too: a test that passes only on its second try is a failure to fix, not hide.
  retries: 0,
  // Screenshot-only tests are for people to look at; `npm run test:screenshots` runs them.
  grepInvert: process.env.E2E_SCREENSHOTS ? undefined : /@screenshots/,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // The demo exercises' images are addresses on the internet (issue 33): never fetched in tests.
        '--host-resolver-rules=MAP raw.githubusercontent.com ~NOTFOUND',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Each port builds into its own folder so concurrent runs never overwrite each other.
    command: `npx vite build --logLevel warn --outDir dist-e2e-${PORT} && npx vite preview --port ${PORT} --strictPort --outDir dist-e2e-${PORT}`,
    url: `http://localhost:${PORT}`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      LIFTWISE_DB_DIR: 'memory://',
      LIFTWISE_RELAXED_AUTH_LIMITS: '1',
      // POST /local-automation/run: e2e moves the automation runner's clock (docs/automation.md).
      LIFTWISE_TEST_CLOCK: '1',
      LIFTWISE_MESSAGES_FILE: MESSAGES_FILE,
      VITE_DEV_LOGIN: 'true',
      LITE_TELEMETRY: '0',
      DO_NOT_TRACK: '1',
    },
  },
});
