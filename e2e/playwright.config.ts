import { availableParallelism } from 'node:os';
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
  // A worker per spare core, at most two: each worker runs a portal and a browser of its own. On the 2-core machine
  // two workers took 14.9 min where one took about 9 (docs/testing.md): both keep the cores busy, so one worker
  // there. E2E_WORKERS chooses. Tests within a file run in order (they may build on each other's records).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.min(2, availableParallelism() - 1))),
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
