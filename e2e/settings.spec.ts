import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
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

/** The session token the page signed in with (spec 000 §3: kept in sessionStorage). */
async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

/** A confirmation dialog, whichever role PrimeReact gives it. */
function confirmation(page: Page, text: string): Locator {
  return page.getByRole('alertdialog').or(page.getByRole('dialog').filter({ hasText: text }));
}

/** Picks a company in the fee screen's picker by typing part of its name. */
async function pickFeeCompany(page: Page, name: string): Promise<void> {
  await page.getByLabel('Company', { exact: true }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByLabel('Rate % Buyer fee', { exact: true })).toBeVisible();
}

const FEE_CELLS = [
  { label: 'Rate % Buyer fee', feeTypeId: 1, field: 'rate', typed: '4', saved: 4 },
  { label: 'Minimum ($) Buyer fee', feeTypeId: 1, field: 'minimumAmount', typed: '1,500.25', saved: 1500.25 },
  { label: 'Rate % Seller fee', feeTypeId: 2, field: 'rate', typed: '3.5', saved: 3.5 },
  { label: 'Minimum ($) Seller fee', feeTypeId: 2, field: 'minimumAmount', typed: '25', saved: 25 },
  { label: 'Rate % Payment processing fee', feeTypeId: 3, field: 'rate', typed: '2.5', saved: 2.5 },
  {
    label: 'Minimum ($) Payment processing fee',
    feeTypeId: 3,
    field: 'minimumAmount',
    typed: '0.75',
    saved: 0.75,
  },
] as const;

interface SentFee {
  feeTypeId: number;
  rate: number;
  minimumAmount: number;
}

/** Leaves for Tax Rate Settings through the top menu, as a user would. */
async function openTaxRatesFromMenu(page: Page): Promise<void> {
  await mainMenu(page).getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await mainMenu(page).getByRole('menuitem', { name: 'Tax Rate Settings', exact: true }).click();
}

async function chooseLanguage(page: Page, fieldLabel: string, language: string, saveLabel: string) {
  // From the profile panel, as a user would.
  await page.getByRole('button', { name: /^(Profile|Profil)\b/ }).click();
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
    await dialog.getByLabel('State Rate %').fill('150');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please input a valid tax rate.')).toBeVisible();

    await dialog.getByLabel('State Rate %').fill('6.5');
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

    await page.getByRole('button', { name: 'Add Key' }).click();
    await page.getByRole('textbox', { name: 'Key (new)' }).fill('menu.settings');
    await page.getByRole('textbox', { name: 'English (new)' }).fill('Again');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please check for the duplicated keys.')).toBeVisible();
  });

  test('shows the new French menu label once the interface is switched to French', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await chooseLanguage(page, 'Language', 'French', 'Save Profile');
    await mainMenu(page).getByRole('menuitem', { name: 'Paramètres', exact: true }).click();
    await expect(mainMenu(page).getByRole('menuitem', { name: 'Réglages des rabais' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Back to English, so later suites see the interface they expect.
    await chooseLanguage(page, 'Langue', 'English', 'Enregistrer le profil');
    await expect(mainMenu(page).getByRole('menuitem', { name: 'Settings', exact: true })).toBeVisible();
  });

  test('saves every transaction fee cell exactly as it shows it, and asks before dropping edits', async ({
    page,
  }) => {
    const stamp = Date.now();
    const names = [`Frais Essai A ${stamp}`, `Frais Essai B ${stamp}`];
    await signIn(page, ACCOUNTS.superAdmin);
    const headers = { authorization: `Bearer ${await sessionToken(page)}` };
    const companyIds: number[] = [];
    try {
      for (const name of names) {
        const created = await page.request.post('/api/company', {
          headers,
          data: {
            name,
            companyTypeId: 1,
            tier: null,
            registered: false,
            preferred: false,
            provinceId: null,
            countryId: null,
            timezoneId: null,
            spatialGenericAddress: null,
          },
        });
        expect(created.status(), await created.text()).toBe(200);
        companyIds.push(((await created.json()) as { data: { id: number } }).data.id);
      }
      const [first = '', second = ''] = names;

      await page.goto('/#/admin/transaction-fee-management');
      await expect(page.getByRole('heading', { level: 1, name: 'Transaction Fee Settings' })).toBeVisible();
      await pickFeeCompany(page, first);
      // decision 067: the screen says what an empty box means.
      await expect(
        page.getByText('An empty Rate % or Minimum ($) is saved as 0: no fee is charged.'),
      ).toBeVisible();

      // Refused before any call, each with its own catalogue message beside the field it is about.
      await page.getByLabel('Rate % Seller fee', { exact: true }).fill('abc');
      await page.getByLabel('Minimum ($) Buyer fee', { exact: true }).fill('-5');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Rate % — Please input a valid fee rate.')).toBeVisible();
      await expect(page.getByText('Minimum ($) — Please input a valid minimum amount.')).toBeVisible();
      await expect(page.getByText('Your input is invalid.')).toBeVisible();

      // Every cell shows what was typed, key by key.
      for (const cell of FEE_CELLS) {
        const box = page.getByLabel(cell.label, { exact: true });
        await box.clear();
        await box.pressSequentially(cell.typed);
        await expect(box).toHaveValue(cell.typed);
      }
      for (const cell of FEE_CELLS) {
        await expect(page.getByLabel(cell.label, { exact: true })).toHaveValue(cell.typed);
      }

      // Another company with edits on screen: No keeps this company and its edits.
      await page.getByLabel('Company', { exact: true }).fill(second);
      await page.getByRole('option', { name: second, exact: true }).click();
      const question = 'You have unsaved changes. Do you want to close this form and lose them?';
      await confirmation(page, question).getByRole('button', { name: 'No' }).click();
      await expect(page.getByLabel('Company', { exact: true })).toHaveValue(first);
      await expect(page.getByLabel('Minimum ($) Buyer fee', { exact: true })).toHaveValue('1,500.25');

      // The request carries exactly the numbers shown.
      const sent = page.waitForRequest(
        (request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/transactionFees',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      const body = (await sent).postDataJSON() as SentFee[];
      for (const cell of FEE_CELLS) {
        const row = body.find((fee) => fee.feeTypeId === cell.feeTypeId);
        expect(row?.[cell.field], cell.label).toBe(cell.saved);
      }
      await expect(page.getByText('Transaction fees updated successfully.')).toBeVisible();
      // Saved as typed: the boxes keep the user's text.
      await expect(page.getByLabel('Minimum ($) Buyer fee', { exact: true })).toHaveValue('1,500.25');

      // After a reload the stored numbers come back.
      await page.reload();
      await pickFeeCompany(page, first);
      for (const cell of FEE_CELLS) {
        await expect(page.getByLabel(cell.label, { exact: true })).toHaveValue(String(cell.saved));
      }
    } finally {
      for (const id of companyIds) await page.request.delete(`/api/company/${id}`, { headers });
    }
  });

  test('asks before leaving Translation Settings with an unsaved edit, and stays with the edit on No', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto('/#/admin/translation-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Translation Settings' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill('menu.actionLog');
    const french = page.getByRole('textbox', { name: 'French menu.actionLog' });
    await french.fill('Journal essai');

    const question = 'You have unsaved changes. Do you want to leave this page and lose them?';
    await openTaxRatesFromMenu(page);
    await expect(confirmation(page, question)).toContainText(question);
    // No is the default button: Enter keeps the user on the screen.
    await page.keyboard.press('Enter');
    await expect(confirmation(page, question)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Translation Settings' })).toBeVisible();
    await expect(french).toHaveValue('Journal essai');

    // spec 001 §8: a translation row is deleted only after the delete confirmation.
    await page.getByRole('button', { name: 'Add Key' }).click();
    await page.getByRole('textbox', { name: 'Key (new)' }).fill('essai.suppression');
    await page.getByRole('button', { name: 'Delete essai.suppression' }).click();
    const deleteQuestion = 'Are you sure you want to delete translation "essai.suppression"?';
    await confirmation(page, deleteQuestion).getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('textbox', { name: 'Key (new)' })).toHaveValue('essai.suppression');
    await page.getByRole('button', { name: 'Delete essai.suppression' }).click();
    await confirmation(page, deleteQuestion).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('textbox', { name: 'Key (new)' })).toHaveCount(0);

    // Yes leaves, and the edit is not saved.
    await openTaxRatesFromMenu(page);
    await confirmation(page, question).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Rate Settings' })).toBeVisible();
    await page.goto('/#/admin/translation-management');
    await page.getByRole('textbox', { name: 'Search' }).fill('menu.actionLog');
    await expect(page.getByRole('textbox', { name: 'French menu.actionLog' })).not.toHaveValue(
      'Journal essai',
    );
  });

  test('names an empty discount field with the catalogue message, and searches once typing stops', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto('/#/admin/discount-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Discount Settings' })).toBeVisible();
    await page.getByRole('button', { name: 'New Discount' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Discount' });
    // The dialog opens on its first field; Enter there submits the empty form.
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByText('Name — Invalid Input: Please input valid value for all fields.'),
    ).toBeVisible();
    await expect(page.getByText('Your input is invalid.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // spec 001 §9 debounce: the list is asked for the whole word, never for each letter typed.
    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/discountPageableResult') searched.push(url.searchParams.get('search') ?? '');
    });
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('Volume');
    await expect.poll(() => searched).toContain('Volume');
    expect(searched.filter((text) => text !== '' && text !== 'Volume')).toEqual([]);
  });

  test('creates, edits and deletes a discount', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto('/#/admin/discount-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Discount Settings' })).toBeVisible();

    await page.getByRole('button', { name: 'New Discount' }).click();
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
    // Both filters are in the URL (in the order the list's schema names them).
    await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/from=/);
    expect(await page.evaluate(() => window.location.hash)).toMatch(/userId=\d+/);

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
