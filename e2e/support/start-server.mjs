// Starts the built portal for the browser suite on a fresh, temporary embedded database with demo data, and
// removes that database when the portal stops. The database is a copy of the run's seeded template
// (E2E_TEMPLATE_DATA_DIR, made once by support/global-setup.ts) when there is one, else it is seeded here.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const port = process.argv[2] ?? '18080';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = path.join(root, 'apps', 'server', 'dist', 'server.js');
if (!fs.existsSync(serverEntry)) {
  console.error('apps/server/dist/server.js is missing: run `npm run build` first (npm test does).');
  process.exit(1);
}
const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${port}-`));
const template = process.env.E2E_TEMPLATE_DATA_DIR;
if (template) fs.cpSync(template, dataDirectory, { recursive: true });
const environment = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDirectory,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
};
// The browser suite always runs on the embedded engine; the API suite covers the PostgreSQL server.
delete environment.DATABASE_URL;
const child = spawn(process.execPath, [serverEntry], { stdio: 'inherit', env: environment });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  const keep = process.env.E2E_KEEP_DATA_DIR;
  if (keep && code === 0) {
    // The run's template (support/global-setup.ts): kept, without the lock of the process that made it.
    fs.rmSync(path.join(dataDirectory, 'portal.lock'), { force: true });
    fs.renameSync(dataDirectory, keep);
  } else {
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  }
  process.exit(code ?? 0);
});
