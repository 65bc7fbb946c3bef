import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './support/chromium';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the built portal. Two servers run:
 * the main one, and one with a very short idle time-out for the idle-session test. Each starts on a fresh
 * embedded database with demo data (support/start-server.mjs).
 */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 18080);
export const SHORT_IDLE_PORT = MAIN_PORT + 1;
/** The loopback SMTP server a test starts to receive the main server's mails (support/smtp.ts, decision 170). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? MAIN_PORT + 25);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
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
  webServer: [
    {
      command: `node support/start-server.mjs ${MAIN_PORT}`,
      url: `http://127.0.0.1:${MAIN_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` },
    },
    {
      command: `node support/start-server.mjs ${SHORT_IDLE_PORT}`,
      url: `http://127.0.0.1:${SHORT_IDLE_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { IDLE_TIMEOUT_SECONDS: '12', IDLE_WARNING_SECONDS: '6' },
    },
  ],
});
