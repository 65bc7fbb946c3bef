/**
 * Does a heavy query on the embedded database stall other requests? Builds an embedded database with 300,000
 * action-log entries, starts the built server on it, and measures a request that needs no database
 * (GET /api/config) and one that needs a round trip (GET /api/health: `select 1`), each alone and then while five
 * clients page deep into the action log with a filter no index fully serves. Decision 002 uses these figures.
 * Needs `npm run build` first.
 * Run: `npx tsx bench/embedded-event-loop.bench.ts` (about a minute; all traffic on 127.0.0.1).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/database';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data';
import { seedReferenceData } from '../apps/server/src/db/seed/reference-data';

const PORT = 18_990;
const BASE = `http://127.0.0.1:${PORT}`;
const ENTRIES = 300_000;
const PHASE_MS = 8_000;
const HEALTH_CLIENTS = 4;
const HEAVY_CLIENTS = 5;

async function prepareDataDirectory(): Promise<string> {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const database = await openDatabase({ dataDirectory });
  await runMigrations(database);
  await seedReferenceData(database.db);
  await seedDemoData(database.db);
  await database.db.execute(sql`
    insert into action_log (created_at, user_id, action_type_id, action_id, entity_id, entity_number)
    select now() - (n || ' seconds')::interval, 1 + n % 5, 1 + n % 15, 1 + n % 27, n, 'R-' || n
    from generate_series(1, ${ENTRIES}) as n`);
  await database.close();
  return dataDirectory;
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

async function loop(until: number, request: () => Promise<void>, latencies: number[]): Promise<void> {
  while (Date.now() < until) {
    const startedAt = performance.now();
    await request();
    latencies.push(performance.now() - startedAt);
  }
}

/** `/api/config` touches no database (event-loop responsiveness); `/api/health` runs `select 1` (a DB round trip). */
async function measureLight(
  label: string,
  lightPath: '/api/config' | '/api/health',
  token: string,
  withHeavyLoad: boolean,
): Promise<void> {
  const until = Date.now() + PHASE_MS;
  const health: number[] = [];
  const heavy: number[] = [];
  const loops: Array<Promise<void>> = [];
  for (let client = 0; client < HEALTH_CLIENTS; client += 1) {
    loops.push(loop(until, async () => void (await (await fetch(`${BASE}${lightPath}`)).text()), health));
  }
  if (withHeavyLoad) {
    for (let client = 0; client < HEAVY_CLIENTS; client += 1) {
      loops.push(
        loop(
          until,
          async () => {
            const response = await fetch(
              `${BASE}/api/transaction/actionLogs?page=399&size=25&actionId=${3 + client}`,
              {
                headers: { authorization: `Bearer ${token}` },
              },
            );
            await response.text();
          },
          heavy,
        ),
      );
    }
  }
  await Promise.all(loops);
  const perSecond = (health.length / PHASE_MS) * 1000;
  console.log(
    `${label.padEnd(28)} | ${perSecond.toFixed(0).padStart(8)} | ${percentile(health, 0.5).toFixed(1).padStart(7)} | ${percentile(health, 0.99).toFixed(1).padStart(7)} | ${withHeavyLoad ? `${heavy.length} heavy, p50 ${percentile(heavy, 0.5).toFixed(0)} ms` : '-'}`,
  );
}

const dataDirectory = await prepareDataDirectory();
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDirectory, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  await waitForHealth(Date.now() + 60_000);
  const signIn = await fetch(`${BASE}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@example.com', password: 'portal-demo' }),
  });
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  console.log(`embedded database, ${ENTRIES} action-log entries, ${PHASE_MS / 1000} s per phase`);
  console.log('phase                        | light/s  | p50 ms  | p99 ms  | heavy queries');
  await measureLight('config alone', '/api/config', token, false);
  await measureLight('config + 5 deep action-log', '/api/config', token, true);
  await measureLight('health alone', '/api/health', token, false);
  await measureLight('health + 5 deep action-log', '/api/health', token, true);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDirectory, { recursive: true, force: true });
}
