import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createServer, type ViteDevServer } from 'vite';
import { MAP } from '@portal/contracts';
import { portsOfWorker } from './support/ports';

/**
 * Acceptance 3 of the geo issue: the map shows coloured routes with markers, offline. No delivery screen exists
 * yet, so the component runs on a harness page (apps/web/harness/route-map.html) served by a Vite dev server
 * started here; the production build never contains it (decision 049).
 */
const WEB_ROOT = fileURLToPath(new URL('../apps/web/', import.meta.url));
let HARNESS_URL = '';

let harnessServer: ViteDevServer | undefined;

test.beforeAll(async ({ portal }) => {
  test.setTimeout(120_000);
  const HARNESS_PORT = portsOfWorker(test.info().parallelIndex).harness;
  HARNESS_URL = `http://127.0.0.1:${HARNESS_PORT}/harness/route-map.html`;
  // The dev server's /api proxy (vite.config.ts) goes to this run's portal, never to whatever owns port 8080.
  process.env['PORTAL_API_URL'] = portal.baseURL;
  harnessServer = await createServer({
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    root: WEB_ROOT,
    // Its own cache, so it never races a developer's dev server over node_modules/.vite.
    cacheDir: path.join(os.tmpdir(), `portal-route-map-harness-${HARNESS_PORT}`),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: HARNESS_PORT, strictPort: true, hmr: false },
    optimizeDeps: { entries: ['harness/route-map.html'] },
  });
  await harnessServer.listen();
});

test.afterAll(async () => {
  await harnessServer?.close();
});

/** Every request that leaves this machine is refused and remembered: the map must not need one. */
async function blockTheInternet(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route('**/*', async (route) => {
    const { hostname, href } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.fallback();
    outside.push(href);
    return route.abort('blockedbyclient');
  });
  return outside;
}

test('draws two coloured routes with their markers and totals on offline outlines', async ({ page }) => {
  const outside = await blockTheInternet(page);
  await page.goto(HARNESS_URL);

  const map = page.getByRole('region', { name: 'Delivery routes' });
  await expect(map).toHaveAttribute('data-base-layer', 'outlines');
  await expect(map).toHaveAttribute('data-outlines', 'loaded');
  await expect(map.locator('canvas')).not.toHaveCount(0);

  // spec 000 §9: the first two of the ten fixed colours, width 5.
  const lines = map.locator('path.route-map-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveAttribute('stroke', MAP.routeColors[0]);
  await expect(lines.nth(1)).toHaveAttribute('stroke', MAP.routeColors[1]);
  await expect(lines.nth(0)).toHaveAttribute('stroke-width', String(MAP.lineWidth));
  expect(MAP.routeColors[0]).not.toBe(MAP.routeColors[1]);

  await expect(map.locator('.route-map-marker')).toHaveCount(6);
  await expect(map.locator('[data-marker-type="WaterDrop"]')).toHaveCount(4);
  await expect(map.locator('[data-marker-type="Circle"]')).toHaveCount(2);

  // The two pickups share a position to 4 decimals: drawn apart, each one clickable.
  const firstPickup = map.locator('[data-route-index="0"][data-stop-index="0"]');
  const secondPickup = map.locator('[data-route-index="1"][data-stop-index="0"]');
  const firstBox = await firstPickup.boundingBox();
  const secondBox = await secondPickup.boundingBox();
  expect(firstBox).not.toBeNull();
  expect(secondBox).not.toBeNull();
  const separation = Math.hypot(firstBox!.x - secondBox!.x, firstBox!.y - secondBox!.y);
  expect(separation).toBeGreaterThanOrEqual(24);
  // Leaflet fades a closed popup out, so the one to read is the popup holding the expected stop.
  const popup = (text: string) => page.locator('.leaflet-popup', { hasText: text });
  await firstPickup.click();
  await expect(popup('Pépinière Laval')).toBeVisible();
  await expect(popup('second dock')).toHaveCount(0);
  await secondPickup.click();
  await expect(popup('Pépinière Laval, second dock')).toBeVisible();

  // A stop's popup tells the leg that arrives at it; markers are buttons named by their stop, opened with Enter.
  const terrebonne = map.getByRole('button', { name: 'Terrebonne yard' });
  await terrebonne.focus();
  await page.keyboard.press('Enter');
  await expect(popup('Terrebonne yard')).toContainText('From the previous stop: 21 km, 0hr 25min');

  // spec 000 §9: km for a Canadian drop-off, durations as 'Nhr Nmin'.
  const legend = page.getByRole('list', { name: 'Routes' });
  const legendItems = legend.getByRole('listitem');
  await expect(legendItems).toHaveCount(2);
  await expect(legendItems.nth(0)).toContainText('Route 1');
  await expect(legendItems.nth(0)).toContainText('49 km');
  await expect(legendItems.nth(0)).toContainText('1hr 5min');
  await expect(legendItems.nth(0)).toHaveAttribute('data-route-color', MAP.routeColors[0]);
  await expect(legendItems.nth(1)).toContainText('212 km');
  await expect(legendItems.nth(1)).toContainText('2hr 30min');

  expect(outside).toEqual([]);
});

test('shows miles when the drop-off is in the US', async ({ page }) => {
  const outside = await blockTheInternet(page);
  await page.goto(`${HARNESS_URL}?dropOffCountry=US`);
  const legendItems = page.getByRole('list', { name: 'Routes' }).getByRole('listitem');
  await expect(legendItems.nth(0)).toContainText('30 mi');
  await expect(legendItems.nth(1)).toContainText('132 mi');
  await expect(legendItems.nth(1)).toContainText('2hr 30min');
  expect(outside).toEqual([]);
});

test('a route that cannot be calculated shows the error dialog with OK only', async ({ page }) => {
  const outside = await blockTheInternet(page);
  await page.route('**/api/calculateRoute', (route) =>
    route.fulfill({ status: 503, json: { code: 'ROUTING_UNAVAILABLE', message: 'Routing unavailable' } }),
  );
  await page.goto(HARNESS_URL);
  await page.getByRole('button', { name: 'Calculate route' }).click();

  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Error while calculating a route');
  await expect(dialog.locator('.pi-times-circle')).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  expect(outside).toEqual([]);
});

test('the address pin can still be dragged on the offline outlines', async ({ page }) => {
  const outside = await blockTheInternet(page);
  await page.goto(HARNESS_URL);
  const map = page.getByRole('application', { name: 'Pin location' });
  await expect(map).toHaveAttribute('data-outlines', 'loaded');
  const coordinates = page.getByRole('status', { name: 'Pin coordinates' });
  await expect(coordinates).toHaveText('45.5017,-73.5673');

  const pin = map.locator('.location-map-pin');
  const box = await pin.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  await page.mouse.move(box!.x + box!.width / 2 + 60, box!.y + box!.height / 2 + 40, { steps: 8 });
  await page.mouse.up();

  await expect(coordinates).not.toHaveText('45.5017,-73.5673');
  const [latitude, longitude] = (await coordinates.textContent())!.split(',').map(Number);
  // Dragged down and to the right: south and east of where it was.
  expect(latitude).toBeLessThan(45.5017);
  expect(longitude).toBeGreaterThan(-73.5673);
  expect(outside).toEqual([]);
});
