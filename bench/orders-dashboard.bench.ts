/**
 * The Order Dashboard's calls at scale (issue 15 Performance: 'any page, sort and filter combination with p95 ≤
 * 50 ms at 50 concurrent clients on PostgreSQL'; docs/performance.md 'Order Dashboard'; decision 161). A
 * throw-away PostgreSQL server, the portal started from source on it (migrated and seeded with demo data), then
 * bench/orders-generate.ts writes the orders (100,000 by default: 300,000 sub-orders, 1,000,000 items). One staff
 * user signs in, and each phase runs 50 keep-alive connections, one request at a time each, for a fixed time:
 *
 * - orderDashView, first page, default sort;
 * - orderDashView, every sort × direction × filter combination × pages 1, 2 and 40, each request the next in the
 *   list (the 'any combination' of the issue);
 * - orderGroupSummary, unfiltered and under each filter in turn;
 * - orderDashViewFilter.
 *
 * Reported per phase: requests/s, p50, p95 and p99 latency (ms), CPU milliseconds per answered request of the
 * server process and of the PostgreSQL processes (the cost, which does not depend on how busy the machine is),
 * failures and the 1-minute load average after. The load generator is this process, on the same cores as the
 * server and PostgreSQL: latency at 50 clients is mostly queueing behind that CPU (Little's law: p50 ≈ clients ÷
 * requests/s).
 *
 * Run: `npx tsx bench/orders-dashboard.bench.ts [--orders 100000] [--seconds 10] [--connections 50]`
 * (about 4 minutes at the full size, most of it generating; needs the PostgreSQL server binaries).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { startTemporaryPostgres, type TemporaryPostgres } from '../apps/server/test/postgres-server';
import { generateOrders } from './orders-generate';

const PORT = 18_995;
const WARM_UP_MS = 2_000;
const MAX_REQUESTS_PER_PHASE = 200_000;

interface Options {
  readonly orders: number;
  readonly seconds: number;
  readonly connections: number;
}

function parseOptions(argv: readonly string[]): Options {
  const value = (name: string, fallback: number) => {
    const index = argv.indexOf(name);
    const parsed = index === -1 ? fallback : Number(argv[index + 1]);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} takes a positive number`);
    return parsed;
  };
  return {
    orders: value('--orders', 100_000),
    seconds: value('--seconds', 10),
    connections: value('--connections', 50),
  };
}

const options = parseOptions(process.argv.slice(2));
const agent = new http.Agent({
  keepAlive: true,
  maxSockets: options.connections,
  maxFreeSockets: options.connections,
});

function request(
  urlPath: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: urlPath,
        method: init.method ?? 'GET',
        agent,
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
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
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** CPU seconds (user + system) the process has used so far, from /proc (Linux; 100 clock ticks a second). */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server listening on `port`: its postmaster and every backend it forked. */
function postgresPidsOf(port: number): number[] {
  const parentOf = new Map<number, number>();
  let postmaster: number | undefined;
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const pid = Number(entry);
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(pid, Number(stat.split(') ')[1]?.split(' ')[1]));
      const commandLine = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (commandLine[0]?.endsWith('/postgres') && commandLine.includes(String(port))) postmaster = pid;
    } catch {
      // the process ended meanwhile
    }
  }
  if (postmaster === undefined) return [];
  return [postmaster, ...[...parentOf].filter(([, parent]) => parent === postmaster).map(([pid]) => pid)];
}

/** The server process and the PostgreSQL processes whose CPU a phase is charged with. */
interface Processes {
  readonly serverPid: number;
  readonly databasePort: number;
}

function cpuSecondsOfAll(processes: Processes): { server: number; database: number } {
  return {
    server: cpuSecondsOf(processes.serverPid),
    database: postgresPidsOf(processes.databasePort).reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
  };
}

interface PhaseResult {
  readonly phase: string;
  readonly urls: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly failures: number;
  /** CPU milliseconds per answered request: the server process, and the PostgreSQL processes. */
  readonly serverCpuMs: number;
  readonly databaseCpuMs: number;
  readonly loadAverage: number;
}

/** `connections` loops, each sending the next URL of the list when its previous answer arrived. */
async function runLoad(urls: readonly string[], token: string, durationMs: number, latencies: number[]) {
  const until = performance.now() + durationMs;
  let sent = 0;
  let failures = 0;
  let firstFailure = '';
  const loops = Array.from({ length: options.connections }, async () => {
    while (performance.now() < until && sent < MAX_REQUESTS_PER_PHASE) {
      const urlPath = urls[sent % urls.length] as string;
      sent += 1;
      const startedAt = performance.now();
      const answer = await request(urlPath, { token });
      if (answer.status === 200) latencies.push(performance.now() - startedAt);
      else {
        failures += 1;
        firstFailure ||= `${urlPath} → ${answer.status} ${answer.body.slice(0, 200)}`;
      }
    }
  });
  await Promise.all(loops);
  if (firstFailure) console.warn(`first failure: ${firstFailure}`);
  return failures;
}

async function measure(
  phase: string,
  urls: readonly string[],
  token: string,
  processes: Processes,
): Promise<PhaseResult> {
  for (const url of new Set(urls.slice(0, 3))) {
    const probe = await request(url, { token });
    if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}: ${probe.body.slice(0, 300)}`);
  }
  await runLoad(urls, token, WARM_UP_MS, []);
  const latencies: number[] = [];
  const cpuBefore = cpuSecondsOfAll(processes);
  const startedAt = performance.now();
  const failures = await runLoad(urls, token, options.seconds * 1000, latencies);
  const elapsedMs = performance.now() - startedAt;
  const cpuAfter = cpuSecondsOfAll(processes);
  const sorted = Float64Array.from(latencies).sort();
  return {
    phase,
    urls: urls.length,
    perSecond: (latencies.length / elapsedMs) * 1000,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    failures,
    serverCpuMs: ((cpuAfter.server - cpuBefore.server) * 1000) / latencies.length,
    databaseCpuMs: ((cpuAfter.database - cpuBefore.database) * 1000) / latencies.length,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

const SORTS = ['orderNumber', 'statusId', 'grandTotal', 'createdAt', 'approxJobDate'] as const;

/** Every filter the dashboard has, one at a time and a few together, with values the generated data holds. */
function filterQueries(ids: { owner: number; buyer: number; province: number }): string[] {
  return [
    '',
    'statusId=2',
    'statusId=7',
    'inventoryStatusId=4',
    'pictureStatusId=3',
    `ownerUserId=${ids.owner}`,
    `buyerCompanyId=${ids.buyer}`,
    `provinceId=${ids.province}`,
    'search=jarry',
    'search=OR-5012345',
    `statusId=4&provinceId=${ids.province}&inventoryStatusId=1`,
    `ownerUserId=${ids.owner}&pictureStatusId=2`,
  ];
}

function dashboardUrls(filters: readonly string[]): string[] {
  const urls: string[] = [];
  for (const sortField of SORTS) {
    for (const sortOrder of ['asc', 'desc']) {
      for (const filter of filters) {
        for (const page of [1, 2, 40]) {
          const query = [
            `sortField=${sortField}`,
            `sortOrder=${sortOrder}`,
            `page=${page}`,
            'size=25',
            filter,
          ]
            .filter(Boolean)
            .join('&');
          urls.push(`/api/orderDashView?${query}`);
        }
      }
    }
  }
  return urls;
}

async function waitForHealth(server: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await request('/api/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('server did not start');
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function main(): Promise<void> {
  let database: TemporaryPostgres | undefined;
  let server: ChildProcess | undefined;
  try {
    database = await startTemporaryPostgres();
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // The job workers would poll the database during the measurement; this instance only serves requests.
        JOB_CONCURRENCY: '0',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(server, Date.now() + 180_000);

    const sql = postgres(database.url, { max: 1, onnotice: () => undefined });
    const startedAt = performance.now();
    const generated = await generateOrders(sql, {
      orders: options.orders,
      log: (line) => console.log(`  generate ${line}`),
    });
    const generateSeconds = (performance.now() - startedAt) / 1000;
    const [ids] = await sql<Array<{ owner: number; buyer: number; province: number }>>`
      select (select owner_user_id from customer_order where owner_user_id is not null limit 1) as owner,
        (select buyer_company_id from customer_order order by id desc limit 1) as buyer,
        (select province_id from customer_order where province_id is not null order by id desc limit 1) as province`;
    await sql.end();
    console.log(
      `generated ${generated.orders} orders, ${generated.subOrders} sub-orders, ${generated.items} items in ${generateSeconds.toFixed(0)} s`,
    );

    const signedIn = await request('/api/auth/signin', {
      method: 'POST',
      body: { email: 'ops@example.com', password: 'portal-demo' },
    });
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${signedIn.body}`);
    const token = (JSON.parse(signedIn.body) as { data: { token: string } }).data.token;

    const filters = filterQueries(ids as { owner: number; buyer: number; province: number });
    const summaryFilters = filters
      .filter((filter) => !filter.includes('statusId='))
      .concat('inventoryStatusId=4');
    const processes = { serverPid: server.pid ?? 0, databasePort: Number(new URL(database.url).port) };
    const results = [
      await measure('orderDashView, page 1, default sort', ['/api/orderDashView?size=25'], token, processes),
      await measure(
        'orderDashView, every sort × filter × page 1/2/40',
        dashboardUrls(filters),
        token,
        processes,
      ),
      await measure(
        'orderGroupSummary, unfiltered and each filter',
        summaryFilters.map((filter) => `/api/orderGroupSummary${filter ? `?${filter}` : ''}`),
        token,
        processes,
      ),
      await measure('orderDashViewFilter', ['/api/orderDashViewFilter'], token, processes),
    ];
    console.log(
      `\nPostgreSQL, ${generated.orders} orders / ${generated.subOrders} sub-orders / ${generated.items} items, ${options.connections} connections, ${options.seconds} s per phase`,
    );
    console.log(
      '| Phase | URLs | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req | failures | load |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const result of results) {
      console.log(
        `| ${result.phase} | ${result.urls} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.serverCpuMs.toFixed(2)} | ${result.databaseCpuMs.toFixed(2)} | ${result.failures} | ${result.loadAverage.toFixed(1)} |`,
      );
    }
  } finally {
    if (server) await stopServer(server);
    await database?.stop();
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
