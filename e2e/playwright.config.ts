import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './support/chromium';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the built portal. Each worker runs
 * its own portal on its own copy of the run's seeded embedded database (support/test.ts, support/global-setup.ts),
 * so specs never share records and run on two workers; the idle-session spec starts a portal with a very short
 * idle time-out of its own.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two workers on a 2-core machine: while one waits for its portal or for the browser to paint, the other runs.
  // Tests within a file run in order (a file's tests may build on each other's records); files spread out.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json']],
  globalSetup: './support/global-setup.ts',
  use: {
    headless: true,
    // Recording a trace costs a third of the suite's CPU even when it is thrown away after a pass (measured:
    // 208 s → 143 s of CPU for three spec files), and CI keeps no artifacts. To see a failure step by step, run
    // the spec again with `--trace on`; a failure's screenshot is always kept.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Without the background-networking flags Chromium keeps dialing out on this closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
