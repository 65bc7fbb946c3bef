import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { portsOfWorker, type WorkerPorts } from './ports';

/** A portal server of this worker's own: its address and the ports that go with it. */
export interface WorkerPortal extends WorkerPorts {
  readonly baseURL: string;
}

const START_SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start-server.mjs');

/** Starts `support/start-server.mjs` on `port` and resolves once /api/health answers; kills it on failure. */
export async function startPortal(
  port: number,
  environment: NodeJS.ProcessEnv = {},
): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(process.execPath, [START_SERVER, String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...environment },
  });
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errorOutput = (errorOutput + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A guard, not a speed target: the first start migrates and seeds the demo data, minutes on a loaded machine.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal on port ${port} exited early:\n${errorOutput}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      // SIGTERM first: start-server.mjs passes it on to the portal it started, which a SIGKILL would leave behind
      // holding the port for the next run.
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      child.kill('SIGKILL');
      throw new Error(`the portal on port ${port} did not answer /api/health in time:\n${errorOutput}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
}

/**
 * The browser suite's `test` (docs/testing.md): every Playwright worker runs its own portal — the built app on a
 * copy of the run's seeded embedded database (support/global-setup.ts) — on ports of its own, so two workers never
 * share a record, a sign-in limit or a mailbox. `baseURL` points at it, so `page.goto('/#/…')` reaches this
 * worker's server. Every spec imports `test` and `expect` from here, never from '@playwright/test'.
 */
export const test = base.extend<object, { portal: WorkerPortal }>({
  portal: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const ports = portsOfWorker(workerInfo.parallelIndex);
      const stop = await startPortal(ports.main, { SMTP_URL: `smtp://127.0.0.1:${ports.smtp}` });
      try {
        await use({ ...ports, baseURL: `http://127.0.0.1:${ports.main}` });
      } finally {
        await stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.baseURL);
  },
});

export { expect } from '@playwright/test';
