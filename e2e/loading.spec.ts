import { type Page, type Response } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS, signIn } from './support/portal';

// Issue 11 §7, decisions 075 to 078: the login page loads only what it shows, the signed-in shell and the areas
// load after sign-in, and assets go out compressed with the right cache policy. Byte counts are in
// bench/bundle-size.bench.ts; this checks behaviour only. Chunk files are named after their first module.
const SIGNED_IN_CHUNK =
  /\/assets\/(signed-in-shell|layout|users|admin|products|quotes|orders|deliveries|account)-[\w-]+\.js$/;
const AREA_CHUNKS = ['users', 'admin', 'products', 'quotes', 'orders', 'deliveries', 'account'];

/** Paths of the scripts the page asks for, recorded when asked (a request fires before any redirect settles). */
function recordScriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

function pathOf(response: Response): string {
  return new URL(response.url()).pathname;
}

test.describe('what the browser loads', () => {
  test('a signed-out visit to the portal address loads neither the signed-in shell nor an area', async ({
    page,
  }) => {
    const scripts = recordScriptRequests(page);
    await page.goto('/');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    // Also an area's address: the sign-in check runs before its module is fetched.
    await page.goto('/#/users/user-management');
    await expect(page).toHaveURL(/#\/login$/);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => SIGNED_IN_CHUNK.test(path))).toEqual([]);
    expect(await page.evaluate(() => performance.getEntriesByName('portal:areas-preload').length)).toBe(0);
  });

  test('the login page fetches no font, and its dictionary comes compressed and is revalidated', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    const dictionaryAnswer = page.waitForResponse((response) => pathOf(response) === '/api/dictionaries');
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    const dictionary = await dictionaryAnswer;
    await page.waitForLoadState('networkidle');
    // Decision 077: the system font, and no icon font before an icon is shown.
    expect(fonts).toEqual([]);
    const headers = await dictionary.allHeaders();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.etag).toMatch(/^W\/".+"$/);
    const repeat = await page.request.get('/api/dictionaries', {
      headers: { 'if-none-match': headers.etag ?? '' },
    });
    expect(repeat.status()).toBe(304);
  });

  test('after sign-in the shell loads, then every area is preloaded', async ({ page }) => {
    const scripts = recordScriptRequests(page);
    await signIn(page, ACCOUNTS.operations);
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('portal:areas-preload').length))
      .toBe(1);
    await expect
      .poll(() => AREA_CHUNKS.filter((area) => scripts.some((path) => path.includes(`/${area}-`))))
      .toEqual(AREA_CHUNKS);
    expect(scripts.some((path) => path.includes('/signed-in-shell-'))).toBe(true);
  });

  test('scripts and styles come compressed and cached for a year; index.html is revalidated', async ({
    page,
  }) => {
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const assets = responses.filter((response) =>
      ['script', 'stylesheet'].includes(response.request().resourceType()),
    );
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const headers = await asset.allHeaders();
      // Chromium asks for brotli on loopback as it does over HTTPS; files under 1 kB are not worth compressing.
      if (Number(headers['content-length'] ?? 0) >= 1000 || headers['content-encoding']) {
        expect(headers['content-encoding'], pathOf(asset)).toBe('br');
      }
      expect(headers['cache-control'], pathOf(asset)).toBe('public, max-age=31536000, immutable');
      expect(headers.vary, pathOf(asset)).toMatch(/accept-encoding/i);
    }
    const document = responses.find((response) => response.request().resourceType() === 'document');
    expect((await document?.allHeaders())?.['cache-control']).toBe('no-cache');
  });
});
