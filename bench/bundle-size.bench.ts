/**
 * What a browser downloads to show the login page, and then to sign in and land on the order dashboard (issue 11
 * §7). Builds the web app into a temporary directory (or takes a built one: `--dist apps/web/dist`), starts the
 * server from source on a fresh embedded database with demo data, drives Debian's Chromium with playwright-core
 * and counts, through the DevTools protocol, the bytes each response took on the wire (Network.loadingFinished
 * encodedDataLength: compressed body plus headers) and its decoded size.
 *
 * Phases, each in the same browser profile:
 * - login page: a first visit with an empty cache, until the network has been quiet for a while;
 * - landing: sign in as operations and wait for the order dashboard. Requests made after the app marks the start
 *   of area preloading (`performance.mark('portal:areas-preload')`) are counted apart as "preloaded areas";
 * - repeat visit: the login page again in a new tab, so the HTTP cache answers what it may.
 *
 * Run: `npx tsx bench/bundle-size.bench.ts` (about a minute; all traffic on 127.0.0.1). `--files` lists every
 * script and stylesheet of each phase. Figures of record: docs/performance.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

const PORT = 18_510;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The network counts as settled after this long without a request in flight (the idle preloader included). */
const QUIET_MS = 2_500;
const PRELOAD_MARK = 'portal:areas-preload';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const listFiles = process.argv.includes('--files');
const distArgument = process.argv.indexOf('--dist');
const givenDist = distArgument >= 0 ? process.argv[distArgument + 1] : undefined;

type Kind = 'js' | 'css' | 'font' | 'document' | 'api' | 'other';

interface ResourceRecord {
  readonly url: string;
  kind: Kind;
  encoding: string;
  status: number;
  fromCache: boolean;
  wireBytes: number;
  decodedBytes: number;
  isFinished: boolean;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function buildWeb(outDirectory: string): Promise<void> {
  const vite = path.join(repositoryRoot, 'node_modules', '.bin', 'vite');
  await run(
    vite,
    ['build', '--outDir', outDirectory, '--emptyOutDir'],
    path.join(repositoryRoot, 'apps/web'),
  );
}

function startServer(webDistDirectory: string, dataDirectory: string): ChildProcess {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDirectory,
    WEB_DIST_DIR: webDistDirectory,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
  };
  delete environment.DATABASE_URL;
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repositoryRoot,
    env: environment,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

function kindOf(resourceType: string, url: string): Kind {
  if (resourceType === 'Script') return 'js';
  if (resourceType === 'Stylesheet') return 'css';
  if (resourceType === 'Font') return 'font';
  if (resourceType === 'Document') return 'document';
  if (new URL(url).pathname.startsWith('/api/')) return 'api';
  return 'other';
}

/** Records every response of one page through its own DevTools session. */
class NetworkRecorder {
  readonly resources = new Map<string, ResourceRecord>();
  private lastActivity = Date.now();

  static async attach(context: BrowserContext, page: Page): Promise<NetworkRecorder> {
    const recorder = new NetworkRecorder();
    const session: CDPSession = await context.newCDPSession(page);
    await session.send('Network.enable');
    session.on('Network.requestWillBeSent', (event) => {
      recorder.touch();
      recorder.resources.set(event.requestId, {
        url: event.request.url,
        kind: kindOf(event.type ?? 'Other', event.request.url),
        encoding: 'identity',
        status: 0,
        fromCache: false,
        wireBytes: 0,
        decodedBytes: 0,
        isFinished: false,
      });
    });
    session.on('Network.responseReceived', (event) => {
      recorder.touch();
      const record = recorder.resources.get(event.requestId);
      if (!record) return;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      record.kind = kindOf(event.type, event.response.url);
      record.encoding = headers['content-encoding'] ?? 'identity';
      record.status = event.response.status;
      record.fromCache = event.response.fromDiskCache === true || event.response.fromPrefetchCache === true;
    });
    session.on('Network.requestServedFromCache', (event) => {
      const record = recorder.resources.get(event.requestId);
      if (record) record.fromCache = true;
    });
    session.on('Network.dataReceived', (event) => {
      recorder.touch();
      const record = recorder.resources.get(event.requestId);
      if (record) record.decodedBytes += event.dataLength;
    });
    session.on('Network.loadingFinished', (event) => {
      recorder.touch();
      const record = recorder.resources.get(event.requestId);
      if (!record) return;
      record.wireBytes = event.encodedDataLength;
      record.isFinished = true;
    });
    session.on('Network.loadingFailed', (event) => {
      recorder.touch();
      const record = recorder.resources.get(event.requestId);
      if (record) record.isFinished = true;
    });
    return recorder;
  }

  private touch(): void {
    this.lastActivity = Date.now();
  }

  /** The live connection's socket never finishes, so only ordinary requests count as in flight. */
  private hasPending(): boolean {
    for (const record of this.resources.values()) {
      if (!record.isFinished && !record.url.startsWith('ws')) return true;
    }
    return false;
  }

  async waitUntilQuiet(): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!this.hasPending() && Date.now() - this.lastActivity >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the network never settled');
  }

  /** Takes what was recorded so far, and starts the next phase empty. */
  take(): ResourceRecord[] {
    const taken = [...this.resources.values()].filter((record) => !record.url.startsWith('ws'));
    this.resources.clear();
    return taken;
  }
}

interface PhaseFigures {
  readonly label: string;
  readonly records: readonly ResourceRecord[];
}

function kilobytes(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

function sumOf(
  records: readonly ResourceRecord[],
  kinds: readonly Kind[],
  field: 'wireBytes' | 'decodedBytes',
) {
  return records
    .filter((record) => kinds.includes(record.kind))
    .reduce((sum, record) => sum + record[field], 0);
}

function printPhases(phases: readonly PhaseFigures[]): void {
  console.log('kB = 1,000 bytes on the wire (compressed body + headers); decoded size in brackets');
  console.log(
    'phase                 | JS + CSS kB          | JS kB                | CSS kB             | fonts kB | other kB | requests | encodings',
  );
  for (const { label, records } of phases) {
    const cell = (kinds: readonly Kind[], width: number) =>
      `${kilobytes(sumOf(records, kinds, 'wireBytes'))} (${kilobytes(sumOf(records, kinds, 'decodedBytes'))})`.padStart(
        width,
      );
    const encodings = [
      ...new Set(
        records.filter((record) => record.kind === 'js' || record.kind === 'css').map((r) => r.encoding),
      ),
    ].join(', ');
    const cached = records.filter((record) => record.fromCache).length;
    console.log(
      `${label.padEnd(21)} | ${cell(['js', 'css'], 20)} | ${cell(['js'], 20)} | ${cell(['css'], 18)} | ${kilobytes(sumOf(records, ['font'], 'wireBytes')).padStart(8)} | ${kilobytes(sumOf(records, ['document', 'api', 'other'], 'wireBytes')).padStart(8)} | ${`${records.length}${cached ? ` (${cached} cached)` : ''}`.padStart(8)} | ${encodings || '-'}`,
    );
  }
  if (!listFiles) return;
  for (const { label, records } of phases) {
    console.log(`\n${label}`);
    for (const record of [...records].sort((a, b) => b.wireBytes - a.wireBytes)) {
      console.log(
        `  ${kilobytes(record.wireBytes).padStart(7)} (${kilobytes(record.decodedBytes).padStart(7)}) ${record.status} ${record.encoding.padEnd(8)} ${new URL(record.url).pathname}${record.fromCache ? ' [cache]' : ''}`,
      );
    }
  }
}

/** Splits the landing phase at the app's preload mark, using the page's own resource timing for start times. */
async function splitAtPreloadMark(
  page: Page,
  records: readonly ResourceRecord[],
): Promise<{ landing: ResourceRecord[]; preloaded: ResourceRecord[]; hasMark: boolean }> {
  const timing = await page.evaluate((markName) => {
    const mark = performance.getEntriesByName(markName, 'mark').at(-1);
    const starts = performance
      .getEntriesByType('resource')
      .map((entry) => [entry.name, entry.startTime] as [string, number]);
    return { markTime: mark?.startTime ?? null, starts };
  }, PRELOAD_MARK);
  if (timing.markTime === null) return { landing: [...records], preloaded: [], hasMark: false };
  const startByUrl = new Map(timing.starts);
  const markTime = timing.markTime;
  const preloaded = records.filter((record) => (startByUrl.get(record.url) ?? -1) >= markTime);
  return { landing: records.filter((record) => !preloaded.includes(record)), preloaded, hasMark: true };
}

async function measure(browser: Browser): Promise<PhaseFigures[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorder = await NetworkRecorder.attach(context, page);
  await page.goto(`${BASE}/#/login`);
  await page.getByRole('heading', { name: 'Management Portal' }).waitFor();
  await recorder.waitUntilQuiet();
  const loginRecords = recorder.take();

  await page.getByLabel('Email').fill('ops@example.com');
  await page.getByLabel('Password', { exact: true }).fill('portal-demo');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.getByRole('heading', { level: 1, name: 'Order Dashboard' }).waitFor();
  await recorder.waitUntilQuiet();
  const split = await splitAtPreloadMark(page, recorder.take());

  const repeatPage = await context.newPage();
  const repeatRecorder = await NetworkRecorder.attach(context, repeatPage);
  await repeatPage.goto(`${BASE}/#/login`);
  await repeatPage.getByRole('heading', { name: 'Management Portal' }).waitFor();
  await repeatRecorder.waitUntilQuiet();
  const repeatRecords = repeatRecorder.take();
  await context.close();

  return [
    { label: 'login page', records: loginRecords },
    {
      label: split.hasMark ? 'sign-in → dashboard' : 'sign-in → dashboard*',
      records: split.landing,
    },
    ...(split.hasMark ? [{ label: 'preloaded areas', records: split.preloaded }] : []),
    { label: 'repeat visit (login)', records: repeatRecords },
  ];
}

const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bundle-bench-'));
let server: ChildProcess | undefined;
let browser: Browser | undefined;
try {
  let webDistDirectory: string;
  if (givenDist) {
    webDistDirectory = path.resolve(givenDist);
  } else {
    webDistDirectory = path.join(temporary, 'web');
    const startedAt = Date.now();
    await buildWeb(webDistDirectory);
    console.log(`web app built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  }
  fs.mkdirSync(path.join(temporary, 'data'));
  server = startServer(webDistDirectory, path.join(temporary, 'data'));
  await waitForHealth(Date.now() + 120_000);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const phases = await measure(browser);
  console.log(`Chromium ${browser.version()}, ${BASE}, web app from ${webDistDirectory}`);
  printPhases(phases);
  if (!phases.some((phase) => phase.label === 'preloaded areas')) {
    console.log(`* no '${PRELOAD_MARK}' mark: preloaded areas are counted with the phase they happened in`);
  }
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  fs.rmSync(temporary, { recursive: true, force: true });
}
