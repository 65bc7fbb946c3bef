import { expect, test, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'portal-demo';

export const ACCOUNTS = {
  superAdmin: 'superadmin@example.com',
  operations: 'ops@example.com',
  finance: 'finance@example.com',
  operationsTwo: 'ops2@example.com',
  buyer: 'buyer@example.com',
  seller: 'seller@example.com',
} as const;

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/** What the portal keeps in the tab's session storage once signed in (apps/web/src/lib/session.ts). */
type StoredSession = Readonly<Record<string, string>>;

/**
 * Sessions this worker has signed in through the login page, by email. Each Playwright worker is a process of
 * its own with a portal of its own (support/test.ts), so they are never shared between workers.
 */
const storedSessions = new Map<string, StoredSession>();
/** The emails already signed in by the running test: a second tab of the same user gets a session of its own. */
const signedInByTest = new Map<string, Set<string>>();

const DASHBOARD_HEADING = /^(Order Dashboard|Tableau de bord des commandes)$/;

/**
 * Signs in and waits for the order dashboard, in the user's language (the finance demo account works in French,
 * the others in English). The first time a worker signs a user in, it does so through the login page as a user
 * would, and keeps the tab's session; after that, a test's first tab of that user starts with the kept session
 * instead of typing it again (docs/testing.md) — unless the session has ended (a sign-out, a password change), in
 * which case it signs in through the login page again. The specs about signing in use the login page themselves.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const testId = test.info().testId;
  const usedByTest = signedInByTest.get(testId) ?? new Set<string>();
  signedInByTest.clear();
  signedInByTest.set(testId, usedByTest);
  const stored = password === DEMO_PASSWORD ? storedSessions.get(email) : undefined;
  const firstTabOfUser = !usedByTest.has(email);
  usedByTest.add(email);
  if (stored && firstTabOfUser && (await restoreSession(page, stored))) return;

  await page.goto('/#/login');
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/#\/orders\/order-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  if (password === DEMO_PASSWORD) {
    storedSessions.set(email, await page.evaluate(() => ({ ...window.sessionStorage })));
  }
}

/**
 * Opens the dashboard in a tab that starts with `stored` in its session storage (written once per tab by an init
 * script, so a later sign-out in the test stays signed out). Answers whether the portal took the session.
 */
async function restoreSession(page: Page, kept: StoredSession): Promise<boolean> {
  // The server's answer, not the kept copy: the session may have ended, and the user may have changed (language).
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${kept.token}` } });
  if (!me.ok()) {
    storedSessions.clear();
    return false;
  }
  const user = ((await me.json()) as { data: unknown }).data;
  const stored: StoredSession = { ...kept, currentUser: JSON.stringify(user) };
  const marker = `e2e-session-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ entries, marker: key }) => {
      if (window.sessionStorage.getItem(key)) return;
      for (const [name, value] of Object.entries(entries)) window.sessionStorage.setItem(name, value);
      window.sessionStorage.setItem(key, 'true');
    },
    { entries: stored, marker },
  );
  const onPortal = page.url() !== 'about:blank';
  await page.goto('/#/orders/order-dashboard');
  // A tab already on the portal keeps its document on a hash change: load it again for the init script to run.
  if (onPortal) await page.reload();
  const dashboard = page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING });
  const login = page.getByRole('button', { name: 'LOGIN' });
  await expect(dashboard.or(login)).toBeVisible();
  if (await dashboard.isVisible()) return true;
  storedSessions.clear();
  return false;
}

export function mainMenu(page: Page) {
  // In either language: the finance demo account works in French.
  return page.getByRole('navigation', { name: /^(Main menu|Menu principal)$/ });
}

/**
 * Reads the top menu as a user sees it: each top-level entry, and for each group the entries that show when
 * it is opened. Returns "Group > Entry" lines and plain "Entry" lines for top-level links.
 */
export async function readVisibleMenu(page: Page): Promise<string[]> {
  const menu = mainMenu(page);
  const topLevel = await menu.locator('[role="menuitem"]').evaluateAll((elements) =>
    elements
      .filter((element) => element.parentElement?.closest('[role="menuitem"]') === null)
      .map((element) => ({
        label: element.getAttribute('aria-label') ?? '',
        isGroup: element.getAttribute('aria-haspopup') === 'menu',
      })),
  );
  const lines: string[] = [];
  for (const entry of topLevel) {
    if (!entry.isGroup) {
      lines.push(entry.label);
      continue;
    }
    await menu.getByRole('menuitem', { name: entry.label, exact: true }).click();
    const submenu = menu.getByRole('menu');
    await expect(submenu).toBeVisible();
    const labels = await submenu
      .getByRole('menuitem')
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''),
      );
    lines.push(...labels.map((label) => `${entry.label} > ${label}`));
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1 }).first().click();
  }
  return lines;
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Profile|Profil)\b/ }).click();
  await page.getByRole('menuitem', { name: /^(Logout|Déconnexion)$/ }).click();
  await expect(page).toHaveURL(/#\/login$/);
  // The server ended the session: no kept session of this worker may be offered again unchecked.
  storedSessions.clear();
}
