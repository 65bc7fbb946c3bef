/**
 * The workspaces' line-item grid at 1,000 lines (issue 12: "1,000 rows without lag"), in Debian's Chromium on a
 * production build of a harness page (apps/web/harness/line-item-grid.html: a quote-construction grid of nine
 * columns). Two variants of the same page: the grid as shipped (only the lines in view plus the overscan are in
 * the DOM, decision 105) and every line rendered (`overscan=all`), the baseline the windowing is measured
 * against.
 *
 * Each variant, in a fresh page:
 * - mount: `grid:start` (before React renders) to `grid:mounted` (the grid's first commit), and to the next paint;
 * - DOM: lines and elements in the document;
 * - typing: Enter on a quantity cell, eight digits, Enter: each key from its event to the paint after it
 *   (requestAnimationFrame, then a task), p50 / max;
 * - scrolling: 120 frames each scrolling 200 px further down (12,000 px/s, a fast fling): frame time p50 / p95 / max and frames over 50 ms;
 * - bulk: select all (Ctrl+A) and 'Set Seller' on the 1,000 lines, click to paint.
 *
 * Run: `npx tsx bench/line-item-grid.bench.ts [--lines 1000]` (about a minute). Figures of record:
 * docs/performance.md.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';

const PORT = 18_410;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCROLL_FRAMES = 120;
const SCROLL_STEP_PX = 200;

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(repositoryRoot, 'apps/web');
const linesArgument = process.argv.indexOf('--lines');
const LINE_COUNT = linesArgument >= 0 ? Number(process.argv[linesArgument + 1]) : 1000;

interface VariantResult {
  readonly variant: string;
  readonly mountMs: number;
  readonly mountToPaintMs: number;
  readonly renderedLines: number;
  readonly elements: number;
  readonly keyP50Ms: number;
  readonly keyMaxMs: number;
  readonly frameP50Ms: number;
  readonly frameP95Ms: number;
  readonly frameMaxMs: number;
  readonly longFrames: number;
  readonly bulkMs: number;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

async function buildHarness(outDirectory: string): Promise<void> {
  await build({
    configFile: path.join(webRoot, 'vite.config.ts'),
    root: webRoot,
    logLevel: 'warn',
    build: {
      outDir: outDirectory,
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: { input: path.join(webRoot, 'harness/line-item-grid.html') },
    },
  });
}

// The page's side runs as plain JavaScript text: the bench compiles for Node (no DOM types), and what runs in
// the browser is exactly what is written here.

/** Each keydown's time to the paint after it (a frame, then a task), collected in window.__keyLatencies. */
const RECORD_KEY_LATENCIES = `(() => {
  const latencies = [];
  window.__keyLatencies = latencies;
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => latencies.push(performance.now() - start), 0));
  }, true);
})()`;

const MOUNT_TIMES = `(() => {
  const start = performance.getEntriesByName('grid:start')[0]?.startTime ?? 0;
  const mounted = performance.getEntriesByName('grid:mounted')[0]?.startTime ?? 0;
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? mounted;
  return { mountMs: mounted - start, mountToPaintMs: Math.max(paint, mounted) - start };
})()`;

const DOM_COUNTS = `(() => ({
  renderedLines: document.querySelectorAll('[role="grid"] [role="rowgroup"]:last-child [role="row"]').length,
  elements: document.querySelectorAll('*').length,
}))()`;

/** Scrolls the grid one step per frame and answers each frame's duration. */
const SCROLL_FRAMES_SCRIPT = (frameCount: number, step: number) => `new Promise((resolve) => {
  const scroller = document.querySelector('[role="grid"]').parentElement;
  const durations = [];
  let previous = performance.now();
  let remaining = ${frameCount};
  const tick = (now) => {
    durations.push(now - previous);
    previous = now;
    remaining -= 1;
    if (remaining <= 0) return resolve(durations.slice(1));
    scroller.scrollTop += ${step};
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

/** Clicks Set Seller and answers the time to the paint after it. */
const SET_SELLER_TO_PAINT = `new Promise((resolve) => {
  const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Set Seller');
  const start = performance.now();
  button.click();
  requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
})`;

async function measureVariant(browser: Browser, baseUrl: string, renderAll: boolean): Promise<VariantResult> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // The harness needs no server: the i18n layer's dictionary call is answered empty.
  await page.route('**/api/**', (route) => route.fulfill({ status: 404, body: '' }));
  const query = `?lines=${LINE_COUNT}${renderAll ? '&overscan=all' : ''}`;
  await page.goto(`${baseUrl}/harness/line-item-grid.html${query}`);
  const grid = page.getByRole('grid', { name: 'Quote Items' });
  await grid.waitFor();

  const mount = await page.evaluate<{ mountMs: number; mountToPaintMs: number }>(MOUNT_TIMES);
  const dom = await page.evaluate<{ renderedLines: number; elements: number }>(DOM_COUNTS);

  // Typing into a quantity cell of a line in view.
  await page.evaluate(RECORD_KEY_LATENCIES);
  await grid.getByRole('gridcell').filter({ hasText: /^\d+$/ }).first().click();
  await page.keyboard.press('Enter');
  for (const digit of '12345678') await page.keyboard.press(digit);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(200);
  const keyLatencies = await page.evaluate<number[]>('window.__keyLatencies');

  const frames = await page.evaluate<number[]>(SCROLL_FRAMES_SCRIPT(SCROLL_FRAMES, SCROLL_STEP_PX));

  // Select every line and set their seller in one action.
  await grid.getByRole('gridcell').first().click();
  await page.keyboard.press('Control+a');
  await page.getByRole('button', { name: 'Set Seller' }).waitFor();
  const bulkMs = await page.evaluate<number>(SET_SELLER_TO_PAINT);
  await page.close();

  return {
    variant: renderAll ? 'every line rendered (baseline)' : 'windowed (as shipped)',
    ...mount,
    ...dom,
    keyP50Ms: percentile(keyLatencies, 0.5),
    keyMaxMs: Math.max(...keyLatencies),
    frameP50Ms: percentile(frames, 0.5),
    frameP95Ms: percentile(frames, 0.95),
    frameMaxMs: Math.max(...frames),
    longFrames: frames.filter((duration) => duration > 50).length,
    bulkMs,
  };
}

async function main(): Promise<void> {
  const outDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-grid-bench-'));
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  try {
    await buildHarness(outDirectory);
    server = await preview({
      configFile: path.join(webRoot, 'vite.config.ts'),
      root: webRoot,
      logLevel: 'warn',
      build: { outDir: outDirectory },
      preview: { host: '127.0.0.1', port: PORT, strictPort: true },
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const results: VariantResult[] = [];
    for (const renderAll of [false, true]) results.push(await measureVariant(browser, baseUrl, renderAll));

    const round = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
    console.log(
      `\nLine-item grid, ${LINE_COUNT} lines, Chromium ${browser.version()} headless, 1440 × 900\n`,
    );
    console.log(
      '| variant | mount ms | to paint ms | lines in DOM | elements | key p50 ms | key max ms | frame p50 ms | frame p95 ms | frame max ms | frames > 50 ms | Set Seller on all ms |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const result of results) {
      console.log(
        `| ${result.variant} | ${round(result.mountMs)} | ${round(result.mountToPaintMs)} | ${result.renderedLines} | ${result.elements} | ${round(result.keyP50Ms)} | ${round(result.keyMaxMs)} | ${round(result.frameP50Ms)} | ${round(result.frameP95Ms)} | ${round(result.frameMaxMs)} | ${result.longFrames} / ${SCROLL_FRAMES - 1} | ${round(result.bulkMs)} |`,
      );
    }
  } finally {
    await browser?.close();
    await server?.close();
    fs.rmSync(outDirectory, { recursive: true, force: true });
  }
}

await main();
