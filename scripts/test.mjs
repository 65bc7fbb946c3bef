// `npm test`: every test of the repo: unit and API suites (Vitest: contracts, server unit, API on PGlite and on
// a PostgreSQL server, web unit), then the browser suite (Playwright in Debian's Chromium). Ends with one
// 'N passed, N failed' line summing both runners, and a non-zero exit if anything failed or nothing ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Kept after the run: `node scripts/test-times.mjs` prints the slowest files from them (docs/testing.md).
const reportDirectory = path.resolve('test-results', 'reports');
fs.rmSync(reportDirectory, { recursive: true, force: true });
fs.mkdirSync(reportDirectory, { recursive: true });
const vitestReport = path.join(reportDirectory, 'vitest.json');
const playwrightReport = path.join(reportDirectory, 'playwright.json');
const only = process.argv[2]; // optional: 'unit' or 'e2e'

function run(command, args, environment = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...environment } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let exitCode = 0;

if (only !== 'e2e') {
  const status = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  const report = readJson(vitestReport);
  passed += report?.numPassedTests ?? 0;
  // A runner that fails without failing a test (a crash, an unhandled error) still counts as one failure.
  failed += Math.max(report?.numFailedTests ?? 0, status === 0 ? 0 : 1);
  if (status !== 0) exitCode = status;
}

if (only !== 'unit') {
  // The browser suite runs against the built app, exactly what `npm start` serves.
  if (run('npm', ['run', 'build']) !== 0) {
    console.error('build failed: the browser suite cannot run');
    failed += 1;
    exitCode = 1;
  }
  const status = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const report = readJson(playwrightReport);
  passed += report?.stats?.expected ?? 0;
  failed += Math.max((report?.stats?.unexpected ?? 0) + (report?.stats?.flaky ?? 0), status === 0 ? 0 : 1);
  if (status !== 0) exitCode = status;
}

console.log(`\n${passed} passed, ${failed} failed`);
if (passed === 0) exitCode = exitCode || 1;
process.exit(failed > 0 ? exitCode || 1 : exitCode);
