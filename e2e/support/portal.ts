import { expect, type Page } from '@playwright/test';

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

/** Signs in through the login page as a user would, and waits for the order dashboard, in the user's language. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/#/login');
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/#\/orders\/order-dashboard$/);
  // The finance demo account works in French (README), the others in English.
  await expect(
    page.getByRole('heading', { level: 1, name: /^(Order Dashboard|Tableau de bord des commandes)$/ }),
  ).toBeVisible();
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
}
