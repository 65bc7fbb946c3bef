import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium';
import { FIRST_PORT } from './ports';
import { startPortal } from './test';

/**
 * The browser suite needs Debian's Chromium. When it is missing we install it with apt-get (as root), and fail
 * loudly otherwise: a browser suite that skips would hide every regression it exists to catch.
 */
function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() === 0) {
    console.warn(`${CHROMIUM_PATH} missing: installing Debian's chromium with apt-get`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it: apt-get install chromium`);
  }
}

/**
 * Once per run: the seeded embedded database every worker's portal starts from. The built portal migrates and seeds
 * a new data directory, stops, and the directory is kept as the template (E2E_TEMPLATE_DATA_DIR, read by
 * support/start-server.mjs), so each worker copies it instead of seeding the demo data again.
 */
export default async function globalSetup(): Promise<() => void> {
  ensureChromium();
  const templateRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-template-'));
  const templateDirectory = path.join(templateRoot, 'data');
  const stop = await startPortal(FIRST_PORT - 1, { E2E_KEEP_DATA_DIR: templateDirectory });
  await stop();
  if (!fs.existsSync(templateDirectory)) throw new Error('the seeded template database was not kept');
  process.env.E2E_TEMPLATE_DATA_DIR = templateDirectory;
  return () => fs.rmSync(templateRoot, { recursive: true, force: true });
}
