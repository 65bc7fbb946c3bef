import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './support/portal';

/** The main menu in either language (its accessible name is translated too). */
function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: /^(Main menu|Menu principal)$/ });
}

/** Today as the date boxes take it (the browser's local day). */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function chooseLanguage(page: Page, fieldLabel: string, language: string, saveLabel: string) {
  // From the profile panel, as a user would.
  await page.getByRole('button', { name: /^(Profile|Profil)$/ }).click();
  await page.getByRole('menuitem', { name: /^(Account Settings|Paramètres du compte)$/ }).click();
  await page.getByLabel(fieldLabel).press('Enter');
  await page.getByRole('option', { name: language }).click();
  await page.getByRole('button', { name: saveLabel }).click();
}

test.describe('admin settings', () => {
  test('changes a province tax rate, refusing an invalid value with the exact message', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto('/#/admin/tax-rate-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Rate Settings' })).toBeVisible();
    await expect(page.getByText('Taxes shown are state sales tax only')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Vermont' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('State rate %').fill('150');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please input a valid tax rate.')).toBeVisible();

    await dialog.getByLabel('State rate %').fill('6.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tax rate updated successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Vermont/ })).toContainText('6.5');
  });

  test('adds a French translation for a menu label and refuses a duplicate key', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto('/#/admin/translation-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Translation Settings' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill('menu.discountSettings');
    await page.getByRole('textbox', { name: 'French menu.discountSettings' }).fill('Réglages des rabais');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Translations updated successfully.')).toBeVisible();

    await page.getByRole('button', { name: 'Add key' }).click();
    await page.getByRole('textbox', { name: 'Key (new)' }).fill('menu.settings');
    await page.getByRole('textbox', { name: 'English (new)' }).fill('Again');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please check for the duplicated keys.')).toBeVisible();
  });

  test('shows the new French menu label once the interface is switched to French', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await chooseLanguage(page, 'Language', 'French', 'Save profile');
    await expect(page.getByText('Account updated successfully.')).toBeVisible();
    await mainMenu(page).getByRole('menuitem', { name: 'Paramètres', exact: true }).click();
    await expect(mainMenu(page).getByRole('menuitem', { name: 'Réglages des rabais' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Back to English, so later suites see the interface they expect.
    await chooseLanguage(page, 'Langue', 'English', 'Enregistrer le profil');
    await expect(mainMenu(page).getByRole('menuitem', { name: 'Settings', exact: true })).toBeVisible();
  });

  test('creates, edits and deletes a discount', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto('/#/admin/discount-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Discount Settings' })).toBeVisible();

    await page.getByRole('button', { name: 'New discount' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('E2E Volume');
    await dialog.getByLabel('Description').fill('Large orders');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Discount created successfully.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'E2E Volume', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit E2E Volume' }).click();
    await dialog.getByLabel('Name').fill('E2E Volume rebate');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Discount updated successfully.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'E2E Volume rebate', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete E2E Volume rebate' }).click();
    const confirmation = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete' }));
    await expect(confirmation).toContainText('Are you sure you want to delete discount "E2E Volume rebate"?');
    await confirmation.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Discount deleted successfully.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'E2E Volume rebate', exact: true })).toBeHidden();
  });

  test('finds these actions in the Action Log by owner and date', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto('/#/admin/action-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Action Log' })).toBeVisible();
    await page.getByLabel('Owner').press('Enter');
    await page.getByRole('option', { name: /^Sophie.* Tremblay$/ }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/userId=\d+/);
    await page.getByLabel('From', { exact: true }).fill(today());
    await page.getByLabel('To', { exact: true }).fill(today());
    await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/userId=\d+.*from=/);

    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: 'E2E Volume rebate' }).filter({ hasText: 'Delete' })).toBeVisible();
    await expect(rows.filter({ hasText: 'E2E Volume rebate' }).filter({ hasText: 'Update' })).toBeVisible();
    await expect(rows.filter({ hasText: 'E2E Volume' }).filter({ hasText: 'Create' })).toBeVisible();
    await expect(rows.filter({ hasText: 'menu.discountSettings' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Tax rate' }).filter({ hasText: 'VT' })).toBeVisible();

    // The filters live in the URL: a reload shows the same view.
    await page.reload();
    await expect(rows.filter({ hasText: 'menu.discountSettings' })).toBeVisible();
  });
});
