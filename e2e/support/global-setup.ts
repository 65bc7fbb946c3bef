import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

/**
 * The browser suite needs Debian's Chromium. When it is missing we install it with apt-get (as root), and fail
 * loudly otherwise: a browser suite that skips would hide every regression it exists to catch.
 */
export default function globalSetup(): void {
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
