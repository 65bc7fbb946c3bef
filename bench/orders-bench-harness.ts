/**
 * What the order screens' benches share (decision 161; docs/performance.md): a throw-away PostgreSQL server (or,
 * with `--engine embedded`, a data directory of the embedded engine), the portal started from source on it
 * (migrated, demo data), the generated orders (bench/orders-generate.ts), one signed-in staff member, and phases of
 * N keep-alive connections sending one request at a time each, measured for requests/s, p50/p95/p99 and the CPU
 * milliseconds per answered request of the server and of PostgreSQL.
 * bench/orders-dashboard.bench.ts (the Order Dashboard) and bench/sub-order-dashboard.bench.ts use it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { VERSION_HEADER } from '@portal/contracts';
import { connectToBridge, startEmbeddedBridge } from '../apps/server/src/db/embedded-bridge';
import { startTemporaryPostgres, type TemporaryPostgres } from '../apps/server/test/postgres-server';
import { benchServerEnvironment } from './bench-server';
import { LoadConnection } from './load-connection';
import { generateOrders, type GenerateResult } from './orders-generate';
import { cpuSecondsOfAll, postgresPidsOf, serverPidsOf } from './process-cpu';

const WARM_UP_MS = 2_000;
const MAX_REQUESTS_PER_PHASE = 200_000;

export interface OrdersBenchOptions {
  readonly orders: number;
  readonly seconds: number;
  readonly connections: number;
  /** `--slowest N`: after a mix, each of its URLs alone, the N slowest printed (0, the default: not run). */
  readonly slowest: number;
  /**
   * `--engine embedded`: the portal on its embedded engine (PGlite in a data directory of its own, one server
   * process) instead of a PostgreSQL server; the orders are generated through the engine's socket bridge.
   */
  readonly engine: 'postgres' | 'embedded';
  /**
   * `--changes-per-second N`: while each phase is measured, a committed change N times a second (an order's
   * comment saved through PUT orderComment), as staff at work make them: each empties the kept totals (decision
   * 184), so the pages after it count again. 0, the default: no change.
   */
  readonly changesPerSecond: number;
  /**
   * `--client node`: the load through Node's http client, as before session 15, to compare; the default is the
   * bench's own lean client (load-connection.ts), which leaves more of the shared cores to what is measured.
   */
  readonly client: 'lean' | 'node';
  /**
   * `--pg name=value`, repeatable: a setting of the throw-away PostgreSQL server (`-c name=value`), e.g.
   * `--pg shared_buffers=2GB`; none by default (the server's own defaults, as initdb writes them).
   */
  readonly postgresSettings: readonly string[];
  /**
   * `--compare NAME=a,b`: the phases run once per value, the server restarted between them with the environment
   * variable NAME set to it (e.g. `--compare DATABASE_POOL_SIZE=3,10`), on the same data in the same run: a
   * comparison free of the day-to-day spread of the machine. `--rounds N` repeats the sequence (a b a b …).
   */
  readonly compare: { readonly name: string; readonly values: readonly string[] } | undefined;
  readonly rounds: number;
  /** `--phase TEXT`: only the phases whose name contains TEXT are measured (a profile of one phase, say). */
  readonly phase: string | undefined;
  /**
   * `--profile DIR`: the server runs with `--cpu-prof`, each of its processes writing a V8 CPU profile into DIR
   * when it stops (open it in Chrome's DevTools, Performance tab). It slows the server: its figures are not the
   * bench's.
   */
  readonly profile: string | undefined;
}

/**
 * `--orders 100000 --seconds 10 --connections 50` (the defaults), `--slowest N`, `--engine embedded`,
 * `--changes-per-second N`, `--client node`, `--pg name=value`, `--compare NAME=a,b [--rounds N]`, `--phase TEXT`,
 * `--profile DIR`.
 */
export function parseOrdersBenchOptions(argv: readonly string[]): OrdersBenchOptions {
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
    slowest: argv.includes('--slowest') ? value('--slowest', 0) : 0,
    engine: engineOf(argv),
    changesPerSecond: argv.includes('--changes-per-second') ? value('--changes-per-second', 0) : 0,
    client: argv.includes('--client') ? clientOf(argv[argv.indexOf('--client') + 1]) : 'lean',
    postgresSettings: argv.flatMap((word, index) => {
      if (word !== '--pg') return [];
      const setting = argv[index + 1] ?? '';
      if (!/^[a-z_.]+=\S+$/.test(setting)) throw new Error('--pg takes name=value');
      return [setting];
    }),
    compare: compareOf(argv),
    rounds: value('--rounds', 1),
    phase: argv.includes('--phase') ? argv[argv.indexOf('--phase') + 1] : undefined,
    profile: argv.includes('--profile')
      ? path.resolve(argv[argv.indexOf('--profile') + 1] ?? '.')
      : undefined,
  };
}

function compareOf(argv: readonly string[]): OrdersBenchOptions['compare'] {
  const index = argv.indexOf('--compare');
  if (index === -1) return undefined;
  const match = /^([A-Z][A-Z0-9_]*)=(.+)$/.exec(argv[index + 1] ?? '');
  if (!match?.[1] || !match[2]) throw new Error('--compare takes NAME=value,value');
  return { name: match[1], values: match[2].split(',') };
}

function clientOf(name: string | undefined): OrdersBenchOptions['client'] {
  if (name !== 'lean' && name !== 'node') throw new Error('--client takes lean or node');
  return name;
}

function engineOf(argv: readonly string[]): OrdersBenchOptions['engine'] {
  const index = argv.indexOf('--engine');
  if (index === -1) return 'postgres';
  const engine = argv[index + 1];
  if (engine !== 'postgres' && engine !== 'embedded') throw new Error('--engine takes postgres or embedded');
  return engine;
}

export interface PhaseResult {
  readonly phase: string;
  readonly urls: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly failures: number;
  /** Committed changes made while the phase was measured (`--changes-per-second`). */
  readonly changes: number;
  /**
   * CPU milliseconds per answered request: the server process, the PostgreSQL processes, and the bench's own
   * process sending the load (on the same cores).
   */
  readonly serverCpuMs: number;
  readonly databaseCpuMs: number;
  readonly clientCpuMs: number;
  /**
   * PostgreSQL's buffer reads per answered request (pg_stat_database: blocks found in its shared buffers, blocks
   * read from the operating system); undefined on the embedded engine.
   */
  readonly bufferHits: number | undefined;
  readonly bufferReads: number | undefined;
  readonly loadAverage: number;
  /** Not measured: its name does not contain `--phase`'s text. */
  readonly skipped?: boolean;
}

const SKIPPED_PHASE = {
  perSecond: 0,
  p50: 0,
  p95: 0,
  p99: 0,
  failures: 0,
  changes: 0,
  serverCpuMs: 0,
  databaseCpuMs: 0,
  clientCpuMs: 0,
  bufferHits: undefined,
  bufferReads: undefined,
  loadAverage: 0,
  skipped: true,
} as const;

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * The server process and the PostgreSQL processes whose CPU a phase is charged with. On the embedded engine the
 * database runs in the server process (a worker thread): no port, its CPU is the server's.
 */
interface Processes {
  readonly serverPid: number;
  readonly databasePort: number | undefined;
}

function cpuSecondsOfProcesses(processes: Processes): { server: number; database: number } {
  return {
    // With SERVER_WORKERS set in the environment, the server's CPU is its workers'.
    server: cpuSecondsOfAll(serverPidsOf(processes.serverPid)),
    database:
      processes.databasePort === undefined ? 0 : cpuSecondsOfAll(postgresPidsOf(processes.databasePort)),
  };
}

export interface BenchRequest {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A running bench: the portal on PostgreSQL with the generated orders, and a signed-in staff member. */
export interface OrdersBench {
  readonly options: OrdersBenchOptions;
  readonly generated: GenerateResult;
  readonly generateSeconds: number;
  readonly token: string;
  /** One call to the portal on the bench's keep-alive connections. */
  request(urlPath: string, init?: BenchRequest): Promise<{ status: number; body: string }>;
  /**
   * A query on the bench's database (ids the URLs need), on a connection of its own; on the embedded engine the
   * server is restarted around it.
   */
  query<T extends object>(text: string): Promise<T[]>;
  /** `connections` loops for `seconds`, each sending the next URL when its previous answer arrived. */
  measure(phase: string, urls: readonly string[]): Promise<PhaseResult>;
  /**
   * Each URL alone, one request at a time (three times, the median kept): the `count` slowest, slowest first. Where
   * a mix's tail comes from, without the queue of the concurrent phases.
   */
  slowest(urls: readonly string[], count: number): Promise<Array<{ url: string; ms: number }>>;
  /** The server restarted with `environment` added to the bench's (replacing the previous addition). */
  restartServer(environment: Readonly<Record<string, string>>): Promise<void>;
  stop(): Promise<void>;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/**
 * Starts PostgreSQL and the portal on `port`, generates `options.orders` orders and signs the operations demo
 * user in. The caller runs its phases and calls `stop()` (also on failure).
 */
export async function startOrdersBench(options: OrdersBenchOptions, port: number): Promise<OrdersBench> {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
  });
  const request = (urlPath: string, init: BenchRequest = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port,
          path: urlPath,
          method: init.method ?? 'GET',
          agent,
          headers: {
            ...init.headers,
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
            ...(body
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
              : {}),
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

  let database: TemporaryPostgres | undefined;
  let dataDirectory: string | undefined;
  let server: ChildProcess | undefined;
  let addedEnvironment: Readonly<Record<string, string>> = {};
  const stop = async () => {
    if (server) await stopServer(server);
    await database?.stop();
    if (dataDirectory) fs.rmSync(dataDirectory, { recursive: true, force: true });
    agent.destroy();
  };

  /** The portal from source on the bench's database, answering /api/health. */
  const startServer = async (): Promise<ChildProcess> => {
    const env = { ...benchServerEnvironment(port), ...addedEnvironment };
    if (database) env.DATABASE_URL = database.url;
    else {
      // The embedded engine is one process's: no DATABASE_URL, no server workers (decision 177).
      delete env.DATABASE_URL;
      delete env.SERVER_WORKERS;
      env.DATA_DIR = dataDirectory;
    }
    const started = spawn(
      process.execPath,
      [
        ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : []),
        '--import',
        'tsx',
        'apps/server/src/server.ts',
      ],
      {
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const deadline = Date.now() + 600_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`server exited with code ${started.exitCode}`);
      if (Date.now() > deadline) throw new Error('server did not start');
      try {
        if ((await request('/api/health')).status === 200) return started;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
  };

  /**
   * A connection of its own to the bench's database for `use`. The embedded engine's directory is one process's
   * (PGlite): the server is stopped meanwhile, the engine opened through its socket bridge, and the server started
   * again after.
   */
  const withConnection = async <T>(use: (sql: postgres.Sql) => Promise<T>): Promise<T> => {
    if (database) {
      const sql = postgres(database.url, { max: 1, onnotice: () => undefined });
      try {
        return await use(sql);
      } finally {
        await sql.end();
      }
    }
    if (server) await stopServer(server);
    server = undefined;
    const bridge = await startEmbeddedBridge(path.join(dataDirectory ?? '', 'pglite'));
    const sql = connectToBridge(bridge);
    try {
      return await use(sql);
    } finally {
      await sql.end();
      await bridge.close();
      server = await startServer();
    }
  };

  try {
    if (options.engine === 'postgres') database = await startTemporaryPostgres(options.postgresSettings);
    else dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-embedded-'));
    // The first start migrates the database and writes the demo data the generator builds on.
    server = await startServer();

    const startedAt = performance.now();
    const generated = await withConnection((sql) =>
      generateOrders(sql, {
        orders: options.orders,
        log: (line) => console.log(`  generate ${line}`),
      }),
    );
    const generateSeconds = (performance.now() - startedAt) / 1000;
    console.log(
      `generated ${generated.orders} orders, ${generated.subOrders} sub-orders, ${generated.items} items in ${generateSeconds.toFixed(0)} s`,
    );

    const signedIn = await request('/api/auth/signin', {
      method: 'POST',
      body: { email: 'ops@example.com', password: 'portal-demo' },
    });
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${signedIn.body}`);
    const token = (JSON.parse(signedIn.body) as { data: { token: string } }).data.token;
    // Read when a phase starts: on the embedded engine a query restarts the server.
    const processes = (): Processes => ({
      serverPid: server?.pid ?? 0,
      databasePort: database ? Number(new URL(database.url).port) : undefined,
    });

    const runLoad = async (urls: readonly string[], durationMs: number, latencies: number[]) => {
      const until = performance.now() + durationMs;
      let sent = 0;
      let failures = 0;
      let firstFailure = '';
      const loops = Array.from({ length: options.connections }, async () => {
        const connection = options.client === 'lean' ? new LoadConnection(port, token) : undefined;
        try {
          while (performance.now() < until && sent < MAX_REQUESTS_PER_PHASE) {
            const urlPath = urls[sent % urls.length] as string;
            sent += 1;
            const sentAt = performance.now();
            const answer = await (connection ? connection.get(urlPath) : request(urlPath, { token }));
            if (answer.status === 200) latencies.push(performance.now() - sentAt);
            else {
              failures += 1;
              firstFailure ||= `${urlPath} → ${answer.status} ${answer.body.slice(0, 200)}`;
            }
          }
        } finally {
          connection?.close();
        }
      });
      await Promise.all(loops);
      if (firstFailure) console.warn(`first failure: ${firstFailure}`);
      return failures;
    };

    /** A committed change `changesPerSecond` times a second until `durationMs` is over: how many were made. */
    const makeChanges = async (durationMs: number): Promise<number> => {
      if (options.changesPerSecond === 0) return 0;
      const read = async <T>(urlPath: string): Promise<T> => {
        const answer = await request(urlPath, { token });
        if (answer.status !== 200) throw new Error(`${urlPath} answered ${answer.status}: ${answer.body}`);
        return (JSON.parse(answer.body) as { data: T }).data;
      };
      const [first] = (await read<{ rows: Array<{ id: number }> }>('/api/orderDashView?size=1')).rows;
      if (!first) throw new Error('no order to change');
      const until = performance.now() + durationMs;
      let changes = 0;
      while (performance.now() < until) {
        const nextAt = performance.now() + 1000 / options.changesPerSecond;
        const { version } = await read<{ version: number }>(`/api/order/${first.id}`);
        const saved = await request('/api/orderComment', {
          method: 'PUT',
          token,
          headers: { [VERSION_HEADER]: String(version) },
          body: { id: first.id, comment: `Bench change ${changes + 1}` },
        });
        if (saved.status !== 200) throw new Error(`orderComment answered ${saved.status}: ${saved.body}`);
        changes += 1;
        await sleep(Math.max(0, nextAt - performance.now()));
      }
      return changes;
    };

    /**
     * The database's buffer counters, on PostgreSQL only (a query on the embedded engine restarts the server).
     * A backend reports its counts at most once a second (PostgreSQL 15): a 10 s phase's figures are within
     * about a tenth.
     */
    const bufferCounts = async (): Promise<{ hits: number; reads: number } | undefined> => {
      if (!database) return undefined;
      const [row] = await withConnection(
        (sql) =>
          sql<Array<{ hits: string; reads: string }>>`
            select blks_hit::text as hits, blks_read::text as reads
            from pg_stat_database where datname = current_database()`,
      );
      return row ? { hits: Number(row.hits), reads: Number(row.reads) } : undefined;
    };

    return {
      options,
      generated,
      generateSeconds,
      token,
      request,
      async query<T extends object>(text: string) {
        return withConnection(async (connection) => (await connection.unsafe(text)) as unknown as T[]);
      },
      async measure(phase, urls) {
        if (options.phase !== undefined && !phase.includes(options.phase)) {
          return { ...SKIPPED_PHASE, phase, urls: urls.length };
        }
        for (const url of new Set(urls.slice(0, 3))) {
          const probe = await request(url, { token });
          if (probe.status !== 200)
            throw new Error(`${url} answered ${probe.status}: ${probe.body.slice(0, 300)}`);
        }
        await runLoad(urls, WARM_UP_MS, []);
        const latencies: number[] = [];
        const buffersBefore = await bufferCounts();
        const cpuBefore = cpuSecondsOfProcesses(processes());
        const clientCpuBefore = process.cpuUsage();
        const measuredFrom = performance.now();
        const [failures, changes] = await Promise.all([
          runLoad(urls, options.seconds * 1000, latencies),
          makeChanges(options.seconds * 1000),
        ]);
        const elapsedMs = performance.now() - measuredFrom;
        const cpuAfter = cpuSecondsOfProcesses(processes());
        const clientCpu = process.cpuUsage(clientCpuBefore);
        const buffersAfter = await bufferCounts();
        const sorted = Float64Array.from(latencies).sort();
        return {
          phase,
          urls: urls.length,
          perSecond: (latencies.length / elapsedMs) * 1000,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          failures,
          changes,
          serverCpuMs: ((cpuAfter.server - cpuBefore.server) * 1000) / latencies.length,
          databaseCpuMs: ((cpuAfter.database - cpuBefore.database) * 1000) / latencies.length,
          clientCpuMs: (clientCpu.user + clientCpu.system) / 1000 / latencies.length,
          bufferHits:
            buffersBefore && buffersAfter
              ? (buffersAfter.hits - buffersBefore.hits) / latencies.length
              : undefined,
          bufferReads:
            buffersBefore && buffersAfter
              ? (buffersAfter.reads - buffersBefore.reads) / latencies.length
              : undefined,
          loadAverage: os.loadavg()[0] ?? 0,
        };
      },
      async slowest(urls, count) {
        const timed: Array<{ url: string; ms: number }> = [];
        for (const url of new Set(urls)) {
          const times: number[] = [];
          for (let round = 0; round < 3; round += 1) {
            const sentAt = performance.now();
            const answer = await request(url, { token });
            if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
            times.push(performance.now() - sentAt);
          }
          timed.push({ url, ms: times.sort((a, b) => a - b)[1] ?? 0 });
        }
        return timed.sort((a, b) => b.ms - a.ms).slice(0, count);
      },
      async restartServer(environment) {
        if (server) await stopServer(server);
        server = undefined;
        addedEnvironment = environment;
        server = await startServer();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** With `--slowest N`: the mix's N slowest URLs, each alone (OrdersBench.slowest), printed under its label. */
export async function reportSlowest(
  bench: OrdersBench,
  label: string,
  urls: readonly string[],
): Promise<void> {
  if (bench.options.slowest === 0) return;
  console.log(`\n${label}: the ${bench.options.slowest} slowest URLs, each alone (median of 3)`);
  for (const { url, ms } of await bench.slowest(urls, bench.options.slowest)) {
    console.log(`${ms.toFixed(1).padStart(7)} ms  ${url}`);
  }
}

/** Every combination of sorts, directions, filters and pages as URLs of one list call. */
export function listUrls(
  path: string,
  sorts: readonly string[],
  filters: readonly string[],
  pages: readonly number[] = [1, 2, 40],
): string[] {
  const urls: string[] = [];
  for (const sortField of sorts) {
    for (const sortOrder of ['asc', 'desc']) {
      for (const filter of filters) {
        for (const page of pages) {
          const query = [
            `sortField=${sortField}`,
            `sortOrder=${sortOrder}`,
            `page=${page}`,
            'size=25',
            filter,
          ]
            .filter(Boolean)
            .join('&');
          urls.push(`${path}?${query}`);
        }
      }
    }
  }
  return urls;
}

/** The results as a docs/performance.md table. */
export function printResults(
  heading: string,
  options: OrdersBenchOptions,
  results: readonly PhaseResult[],
): void {
  const changes = options.changesPerSecond > 0 ? `, ${options.changesPerSecond} committed changes/s` : '';
  const client = options.client === 'node' ? ", Node's http client" : '';
  const settings =
    options.postgresSettings.length > 0 ? `, PostgreSQL ${options.postgresSettings.join(' ')}` : '';
  console.log(
    `\n${heading}, ${options.connections} clients, ${options.seconds} s per phase${changes}${client}${settings}`,
  );
  console.log(
    '| Phase | URLs | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req | load client CPU ms/req | buffer hits/req | buffer reads/req | failures | changes | load |',
  );
  console.log(
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  const count = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1));
  for (const result of results.filter(({ skipped }) => !skipped)) {
    console.log(
      `| ${result.phase} | ${result.urls} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.serverCpuMs.toFixed(2)} | ${result.databaseCpuMs.toFixed(2)} | ${result.clientCpuMs.toFixed(2)} | ${count(result.bufferHits)} | ${count(result.bufferReads)} | ${result.failures} | ${result.changes} | ${result.loadAverage.toFixed(1)} |`,
    );
  }
}

/** The server's processes and pool as the environment sets them, else the server's defaults (config.ts). */
function deploymentOf(environment: NodeJS.ProcessEnv): string {
  const workers = environment.SERVER_WORKERS || '1';
  const pool = environment.DATABASE_POOL_SIZE || '10';
  return `, ${workers} server process${workers === '1' ? '' : 'es'} × ${pool} database connections`;
}

/**
 * A whole order bench from the command line: the options from argv, the portal and generated orders started on
 * `port`, the bench's phases, their table printed, everything stopped (also on failure, which sets the exit code).
 */
export async function runOrdersBench(
  port: number,
  phases: (bench: OrdersBench) => Promise<PhaseResult[]>,
): Promise<void> {
  try {
    const options = parseOrdersBenchOptions(process.argv.slice(2));
    const bench = await startOrdersBench(options, port);
    try {
      const { generated } = bench;
      const engine =
        options.engine === 'postgres'
          ? 'PostgreSQL'
          : "Embedded engine (PGlite in the server process: its CPU is the server's)";
      const heading = (added: Readonly<Record<string, string>> = {}) =>
        `${engine}, ${generated.orders} orders / ${generated.subOrders} sub-orders / ${generated.items} items${
          options.engine === 'postgres' ? deploymentOf({ ...process.env, ...added }) : ''
        }`;
      if (!options.compare) printResults(heading(), options, await phases(bench));
      else {
        const { name, values } = options.compare;
        const tables: Array<{ heading: string; results: PhaseResult[] }> = [];
        for (let round = 1; round <= options.rounds; round += 1) {
          for (const value of values) {
            await bench.restartServer({ [name]: value });
            tables.push({
              heading: `${heading({ [name]: value })}, ${name}=${value}, round ${round}`,
              results: await phases(bench),
            });
          }
        }
        for (const table of tables) printResults(table.heading, options, table.results);
      }
    } finally {
      await bench.stop();
    }
  } catch (error: unknown) {
    console.error(error);
    process.exitCode = 1;
  }
}
