/**
 * Per-request cost of the API (issue 12 'Per-request cost', docs/performance.md 'API throughput'): the server is
 * started from source as its own process, once on a throw-away PostgreSQL server and once on the embedded engine,
 * with demo data. One staff user signs in, then each route is hammered by 20 keep-alive connections for a fixed
 * time: the unauthenticated `select 1` route (/api/health, the ceiling), GET /api/me, and the paged lists
 * GET /api/userPageableResult, GET /api/companies and GET /api/products. Reported per route: requests/s, p50 and
 * p99 latency, the server process's CPU use, CPU milliseconds per request (server process plus the PostgreSQL
 * server's processes: the cost that does not depend on how busy the machine is) and the server process's share of
 * it, and the 1-minute load average before and after (throughput and latency mean little on a machine busy with
 * other work).
 *
 * Run: `npx tsx bench/api-throughput.bench.ts [--engine postgres|pglite] [--seconds 10] [--baseline]
 * [--before dir | --versus-baseline [--rounds 2]] [--accept-encoding 'gzip, deflate, br, zstd'] [--only route]
 * [--profile dir] [--workers n]` (about 3 minutes; all traffic on 127.0.0.1; needs the PostgreSQL server binaries for the
 * PostgreSQL half). `--baseline` turns the session cache and the prepared statements off (decisions 090, 091).
 *
 * `--before dir` compares two versions of the server side by side: `dir` holds an older tree, e.g.
 *   mkdir /tmp/portal-before && git archive <commit> | tar -x -C /tmp/portal-before
 *   ln -s "$PWD/node_modules" /tmp/portal-before/node_modules
 * Both servers run at once, each on its own database (same PostgreSQL server, or its own embedded directory), and
 * each route is measured on one then the other, `--rounds` times, the order swapped every round, so both see the
 * same load from the rest of the machine. `--versus-baseline` does the same with this tree twice, one server with
 * `--baseline`'s configuration. The load generator is this process (node:http, one socket per connection, no
 * pipelining); on 2 cores it competes with the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { startTemporaryPostgres, type TemporaryPostgres } from '../apps/server/test/postgres-server';
import { benchServerEnvironment } from './bench-server';
import { cpuSecondsOfAll, postgresPidsOf, serverPidsOf } from './process-cpu';

const PORT = 18_991;
/** The `--before` tree's server listens next to this tree's. */
const BEFORE_PORT = PORT + 1;
const CONNECTIONS = 20;
/** A bound on every phase whatever the speed: the generator never sends more than this. */
const MAX_REQUESTS_PER_PHASE = 300_000;
const WARM_UP_MS = 1_500;

interface Options {
  engines: Array<'postgres' | 'pglite'>;
  phaseMs: number;
  /** `--profile <dir>`: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools). */
  profileDirectory: string | undefined;
  /**
   * `--baseline`: the server as it was before issue 12's per-request work, as far as configuration can say so: no
   * session cache (every request reads its session) and unnamed statements (parsed and planned every time).
   */
  isBaseline: boolean;
  /** `--versus-baseline`: this tree with `--baseline`'s configuration side by side with this tree as it is. */
  isVersusBaseline: boolean;
  /** `--only <text>`: only the routes whose label contains the text (with --profile, one route's profile). */
  only: string | undefined;
  /** `--before <dir>`: an older tree whose server is measured side by side with this one. */
  beforeDirectory: string | undefined;
  /** `--rounds <n>`: how many times each route is measured on each server with `--before`. */
  rounds: number;
  /**
   * `--accept-encoding <value>`: sent on every request, as a browser does (Chromium: `gzip, deflate, br, zstd`), so
   * the answers of 1 kB or more are compressed (plugins/http-cache.ts); unset, answers travel uncompressed.
   */
  acceptEncoding: string | undefined;
  /**
   * `--workers <n>`: the PostgreSQL server's portal runs as n server workers on one port (SERVER_WORKERS,
   * decision 177); the server's CPU is then the primary's and every worker's.
   */
  workers: number;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const engine = value('--engine');
  if (engine !== undefined && engine !== 'postgres' && engine !== 'pglite') {
    throw new Error('--engine must be postgres or pglite');
  }
  const seconds = Number(value('--seconds') ?? 10);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 120) throw new Error('--seconds: 1 to 120');
  const profile = value('--profile');
  const before = value('--before');
  if (before !== undefined && !fs.existsSync(path.join(before, 'apps/server/src/server.ts'))) {
    throw new Error('--before: a directory holding an older tree (apps/server/src/server.ts)');
  }
  const workers = Number(value('--workers') ?? 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 8) throw new Error('--workers: 1 to 8');
  const rounds = Number(value('--rounds') ?? 2);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) throw new Error('--rounds: 1 to 20');
  return {
    engines: engine ? [engine] : ['postgres', 'pglite'],
    phaseMs: seconds * 1000,
    profileDirectory: profile === undefined ? undefined : path.resolve(profile),
    isBaseline: argv.includes('--baseline'),
    isVersusBaseline: argv.includes('--versus-baseline'),
    only: value('--only'),
    beforeDirectory: before === undefined ? undefined : path.resolve(before),
    rounds,
    acceptEncoding: value('--accept-encoding'),
    workers,
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });

interface Answer {
  status: number;
  body: string;
}

function request(
  port: number,
  urlPath: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: init.method ?? 'GET',
        agent,
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** One running server: this tree's, or the `--before` tree's. */
interface Subject {
  name: 'this tree' | 'before' | 'baseline';
  port: number;
  server: ChildProcess;
  token: string;
}

interface PhaseResult {
  route: string;
  subject: Subject['name'];
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  serverCpu: number;
  /** CPU milliseconds per answered request: the server process plus the PostgreSQL server's processes. */
  cpuMsPerRequest: number;
  /** The server process's share of it: Node's own work per request (what issue 12's per-request work is about). */
  serverCpuMsPerRequest: number;
  loadBefore: number;
  loadAfter: number;
}

async function measure(
  label: string,
  urlPath: string,
  isAuthenticated: boolean,
  subject: Subject,
  databasePort: number | undefined,
  phaseMs: number,
): Promise<PhaseResult> {
  const { server, port } = subject;
  const token = isAuthenticated ? subject.token : undefined;
  const probe = await request(port, urlPath, { token });
  if (probe.status !== 200)
    throw new Error(`${urlPath} answered ${probe.status}: ${probe.body.slice(0, 200)}`);
  // Warm-up: connections opened, statements planned, caches filled; not counted.
  await runLoad(port, urlPath, token, WARM_UP_MS, []);
  const loadBefore = os.loadavg()[0] ?? 0;
  const databasePids = databasePort === undefined ? [] : postgresPidsOf(databasePort);
  const serverPids = serverPidsOf(server.pid ?? 0);
  const cpuBefore = cpuSecondsOfAll(serverPids);
  const databaseCpuBefore = cpuSecondsOfAll(databasePids);
  const latencies: number[] = [];
  const startedAt = performance.now();
  const failures = await runLoad(port, urlPath, token, phaseMs, latencies);
  const elapsedMs = performance.now() - startedAt;
  const cpuAfter = cpuSecondsOfAll(serverPids);
  const databaseCpuAfter = cpuSecondsOfAll(databasePids);
  const sorted = Float64Array.from(latencies).sort();
  return {
    route: label,
    subject: subject.name,
    perSecond: (latencies.length / elapsedMs) * 1000,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    failures,
    serverCpu: ((cpuAfter - cpuBefore) / (elapsedMs / 1000)) * 100,
    cpuMsPerRequest:
      ((cpuAfter - cpuBefore + databaseCpuAfter - databaseCpuBefore) * 1000) / latencies.length,
    serverCpuMsPerRequest: ((cpuAfter - cpuBefore) * 1000) / latencies.length,
    loadBefore,
    loadAfter: os.loadavg()[0] ?? 0,
  };
}

/** CONNECTIONS loops, each one request at a time, until the time is up or the request bound is reached. */
async function runLoad(
  port: number,
  urlPath: string,
  token: string | undefined,
  durationMs: number,
  latencies: number[],
): Promise<number> {
  const until = performance.now() + durationMs;
  let sent = 0;
  let failures = 0;
  const loops = Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < until && sent < MAX_REQUESTS_PER_PHASE) {
      sent += 1;
      const startedAt = performance.now();
      const answer = await request(port, urlPath, { token });
      if (answer.status === 200) latencies.push(performance.now() - startedAt);
      else failures += 1;
    }
  });
  await Promise.all(loops);
  return failures;
}

async function waitForHealth(server: ChildProcess, port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await request(port, '/api/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('server did not start');
}

async function startServer(
  environment: Record<string, string>,
  tree: { name: Subject['name']; root: string; port: number },
): Promise<ChildProcess> {
  const { root, port } = tree;
  const profiling = options.profileDirectory
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(options.profileDirectory, tree.name.replace(' ', '-'))}`]
    : [];
  const isBaseline = options.isBaseline || tree.name === 'baseline';
  const server = spawn(process.execPath, [...profiling, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...benchServerEnvironment(port),
      ...environment,
      ...(isBaseline ? { SESSION_CACHE_SECONDS: '0', DATABASE_PREPARED_STATEMENTS: 'false' } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(server, port, Date.now() + 180_000);
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function signIn(port: number): Promise<string> {
  const answer = await request(port, '/api/auth/signin', {
    method: 'POST',
    body: { email: 'superadmin@example.com', password: 'portal-demo' },
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { data: { token: string } }).data.token;
}

const ROUTES: Array<{ label: string; path: string; authenticated: boolean }> = [
  { label: 'GET /api/health (no auth)', path: '/api/health', authenticated: false },
  { label: 'GET /api/me', path: '/api/me', authenticated: true },
  { label: 'GET /api/userPageableResult', path: '/api/userPageableResult?size=25', authenticated: true },
  { label: 'GET /api/companies', path: '/api/companies?size=25', authenticated: true },
  { label: 'GET /api/products', path: '/api/products?size=25', authenticated: true },
];

async function runEngine(engine: 'postgres' | 'pglite', phaseMs: number): Promise<PhaseResult[]> {
  let database: TemporaryPostgres | undefined;
  const dataDirectories: string[] = [];
  const subjects: Subject[] = [];
  let databasePort: number | undefined;
  try {
    const trees: Array<{ name: Subject['name']; root: string; port: number }> = [
      { name: 'this tree', root: process.cwd(), port: PORT },
    ];
    if (options.beforeDirectory)
      trees.unshift({ name: 'before', root: options.beforeDirectory, port: BEFORE_PORT });
    else if (options.isVersusBaseline)
      trees.unshift({ name: 'baseline', root: process.cwd(), port: BEFORE_PORT });
    const environments: Array<Record<string, string>> = [];
    if (engine === 'postgres') {
      database = await startTemporaryPostgres();
      const admin = postgres(database.url, { max: 1, onnotice: () => undefined });
      for (const [index] of trees.entries()) {
        await admin.unsafe(`CREATE DATABASE portal_bench_${index}`);
        const url = new URL(database.url);
        databasePort = Number(url.port);
        url.pathname = `/portal_bench_${index}`;
        environments.push({ DATABASE_URL: url.toString(), SERVER_WORKERS: String(options.workers) });
      }
      await admin.end();
    } else {
      for (const _tree of trees) {
        const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
        dataDirectories.push(dataDirectory);
        environments.push({ DATA_DIR: dataDirectory });
      }
    }
    for (const [index, tree] of trees.entries()) {
      // One at a time: each migrates and seeds its database at start, which would slow the other.
      const server = await startServer(environments[index] ?? {}, tree);
      subjects.push({ name: tree.name, port: tree.port, server, token: await signIn(tree.port) });
    }
    const results: PhaseResult[] = [];
    const rounds = subjects.length > 1 ? options.rounds : 1;
    for (const route of ROUTES.filter((candidate) => candidate.label.includes(options.only ?? ''))) {
      for (let round = 0; round < rounds; round += 1) {
        // The order swaps every round, so neither server is always measured first after a pause.
        const ordered = round % 2 === 0 ? subjects : [...subjects].reverse();
        for (const subject of ordered) {
          results.push(
            await measure(route.label, route.path, route.authenticated, subject, databasePort, phaseMs),
          );
        }
      }
    }
    return results;
  } finally {
    for (const subject of subjects) await stopServer(subject.server);
    await database?.stop();
    for (const dataDirectory of dataDirectories) fs.rmSync(dataDirectory, { recursive: true, force: true });
  }
}

function printTable(engine: string, results: PhaseResult[]): void {
  console.log(`\n${engine}: ${CONNECTIONS} connections`);
  const isComparison = results.some((result) => result.subject !== 'this tree');
  console.log(
    `route                          |${isComparison ? ' server    |' : ''}    req/s | p50 ms | p99 ms | failed | server CPU | CPU ms/req | server ms/req | load 1 min`,
  );
  for (const result of results) {
    console.log(
      [
        result.route.padEnd(30),
        ...(isComparison ? [result.subject.padEnd(9)] : []),
        result.perSecond.toFixed(0).padStart(8),
        result.p50.toFixed(1).padStart(6),
        result.p99.toFixed(1).padStart(6),
        String(result.failures).padStart(6),
        `${result.serverCpu.toFixed(0).padStart(9)}%`,
        result.cpuMsPerRequest.toFixed(2).padStart(10),
        result.serverCpuMsPerRequest.toFixed(2).padStart(13),
        `${result.loadBefore.toFixed(1)} → ${result.loadAfter.toFixed(1)}`,
      ].join(' | '),
    );
  }
}

const options = parseOptions(process.argv.slice(2));
console.log(
  `api-throughput${options.isBaseline ? ' (baseline: no session cache, unnamed statements)' : ''}${options.beforeDirectory ? ` (side by side with ${options.beforeDirectory}, ${options.rounds} rounds)` : ''}${options.isVersusBaseline && !options.beforeDirectory ? ` (side by side with the baseline configuration, ${options.rounds} rounds)` : ''}${options.acceptEncoding ? ` (accept-encoding: ${options.acceptEncoding})` : ''}: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${options.phaseMs / 1000} s per route after ${WARM_UP_MS / 1000} s warm-up`,
);
try {
  for (const engine of options.engines) {
    printTable(
      engine === 'postgres' ? 'PostgreSQL server' : 'embedded engine (PGlite)',
      await runEngine(engine, options.phaseMs),
    );
  }
} finally {
  agent.destroy();
}
