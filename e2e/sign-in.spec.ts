import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { menuTranslationKey } from '@portal/contracts';
import { ACCOUNTS, DEMO_PASSWORD, fillSignIn, readVisibleMenu, signIn } from './support/portal';

// spec 001 §2, the top menu by role, written out here from the spec table (not from contracts) so the test
// checks the screen against the spec itself.
const ALL_STAFF_ENTRIES = [
  'Order Dashboard',
  'Users > User Management',
  'Users > Company Management',
  'Users > Transporter Management',
  'Quotes > Quote Board',
  'Quotes > Quote Table',
  'Orders > Order Dashboard',
  'Orders > SubOrder Dashboard',
  'Orders > Order Board',
  'Orders > Order Table',
  'Products > Product Management',
  'Products > Size & Spec Management',
  'Delivery > Delivery Table',
  'Settings > Transaction Fee Settings',
  'Settings > Discount Settings',
  'Settings > Action Log',
];
const SUPER_ADMIN_ONLY = [
  'Quotes > Quote Request Management',
  'Quotes > Standardized Quote Management',
  'Quotes > Quote Management',
  'Products > Category Management',
  'Settings > Tax Rate Settings',
  'Settings > Translation Settings',
];
const SUPER_ADMIN_AND_FINANCE = ['Orders > Order Management'];

/**
 * The finance demo account works in French (README), so its menu reads in French: each label as the live
 * dictionary translates it (Translation Settings may have changed a word since the release shipped it).
 */
async function inFrench(request: APIRequestContext, entries: readonly string[]): Promise<string[]> {
  const response = await request.get('/api/dictionaries');
  const dictionary = ((await response.json()) as { data: Array<{ key: string; fr: string | null }> }).data;
  const french = new Map(dictionary.map((entry) => [entry.key, entry.fr]));
  const translate = (label: string) => french.get(menuTranslationKey(label)) ?? label;
  return entries.map((entry) => entry.split(' > ').map(translate).join(' > '));
}

const EXPECTED_MENUS = {
  [ACCOUNTS.superAdmin]: [...ALL_STAFF_ENTRIES, ...SUPER_ADMIN_ONLY, ...SUPER_ADMIN_AND_FINANCE],
  [ACCOUNTS.operations]: ALL_STAFF_ENTRIES,
  [ACCOUNTS.finance]: [...ALL_STAFF_ENTRIES, ...SUPER_ADMIN_AND_FINANCE],
};

test.describe('sign-in', () => {
  test('shows the login page without the navbar, breadcrumb or footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { name: 'Management Portal' })).toBeVisible();
    await expect(page.getByText('Version 1.27.0')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await expect(page.getByText(/© \d{4} Management Portal/)).toHaveCount(0);
  });

  for (const [email, expectedMenu] of Object.entries(EXPECTED_MENUS)) {
    test(`signs in ${email}, lands on the order dashboard and sees the menu of its role`, async ({
      page,
    }) => {
      await signIn(page, email);
      await expect(page.getByText(`© ${new Date().getFullYear()} Management Portal`)).toBeVisible();
      const expected =
        email === ACCOUNTS.finance ? await inFrench(page.request, expectedMenu) : [...expectedMenu];
      expect((await readVisibleMenu(page)).sort()).toEqual(expected.sort());
    });
  }

  test('validates before any call is made', async ({ page }) => {
    const signInCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/signin')) signInCalls.push(request.url());
    });
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByText('Invalid Email')).toBeVisible();
    await expect(page.getByText('Password is empty.')).toBeVisible();
    await page.getByLabel('Email').fill('ops@example');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByText('Invalid Email')).toBeVisible();
    await page.getByLabel('Email').fill('ops@example.com');
    await expect(page.getByText('Invalid Email')).toHaveCount(0);
    expect(signInCalls).toEqual([]);
  });

  test('refuses a buyer account with a clear message', async ({ page }) => {
    await page.goto('/#/login');
    await fillSignIn(page, ACCOUNTS.buyer, DEMO_PASSWORD);
    const dialog = page.getByRole('dialog', { name: 'Login Failed' });
    await expect(dialog).toContainText('This portal is for marketplace staff only.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('counts down the remaining attempts, then locks the account', async ({ page }) => {
    await page.goto('/#/login');
    const dialog = page.getByRole('dialog', { name: 'Login Failed' });
    for (const remaining of [4, 3, 2, 1]) {
      await fillSignIn(page, ACCOUNTS.operationsTwo, 'wrong-password');
      await expect(dialog).toContainText(
        `Authentication failed, invalid email or password. You have ${remaining} login attempts remaining before you need to reset your password.`,
      );
      await dialog.getByRole('button', { name: 'OK' }).click();
    }
    await fillSignIn(page, ACCOUNTS.operationsTwo, 'wrong-password');
    await expect(dialog).toContainText('Your account is locked');
    // The lock ends by itself (decision 194): the message says when, and who can end it sooner.
    await expect(dialog).toContainText(/Try again in \d+ minutes?, or ask your administrator to unlock it\./);
    await dialog.getByRole('button', { name: 'OK' }).click();

    // Locked means locked: the right password no longer opens it.
    await fillSignIn(page, ACCOUNTS.operationsTwo, DEMO_PASSWORD);
    await expect(dialog).toContainText('Your account is locked');
  });
});
