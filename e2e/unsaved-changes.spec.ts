import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS, mainMenu, signIn } from './support/portal';

// Issue 11 §3: edits are never thrown away without a prompt (spec 000 §2 unsaved-changes guard). Escape on an
// open list inside an editor closes only the list; Escape, the X and Cancel on a changed form ask first.

const UNSAVED_TITLE = 'Unsaved Changes';
const DISCARD_QUESTION = 'You have unsaved changes. Do you want to close this form and lose them?';

async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

async function openUsersScreen(page: Page, entry: string): Promise<void> {
  await mainMenu(page).getByRole('menuitem', { name: 'Users', exact: true }).click();
  await mainMenu(page).getByRole('menuitem', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

/** The confirmation the guard shows, whichever role PrimeReact gives it. */
function confirmation(page: Page): Locator {
  return page.getByRole('alertdialog').or(page.getByRole('dialog', { name: UNSAVED_TITLE }));
}

/** Opens a dropdown from the keyboard, as someone tabbing through the form would, and waits for its list. */
async function openListWithKeyboard(page: Page, field: Locator): Promise<Locator> {
  await field.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  return list;
}

test.describe('unsaved changes in editor dialogs', () => {
  test('Escape on the Timezone list of a changed company closes only the list; Escape and Cancel then ask', async ({
    page,
  }) => {
    const name = `Garde Essai ${Date.now()}`;
    await signIn(page, ACCOUNTS.superAdmin);
    const headers = { authorization: `Bearer ${await sessionToken(page)}` };
    const created = await page.request.post('/api/company', {
      headers,
      data: {
        name,
        companyTypeId: 1,
        tier: null,
        registered: false,
        preferred: false,
        phoneNumber: '514-555-0100',
        provinceId: null,
        countryId: null,
        timezoneId: null,
        spatialGenericAddress: null,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const companyId = ((await created.json()) as { data: { id: number } }).data.id;
    try {
      await openUsersScreen(page, 'Company Management');
      await page.getByLabel('Search name or city').fill(name);
      // The search reaches the URL after its debounce; the list is then settled.
      await expect(page).toHaveURL(/search=/);
      const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Company' });
      const nameBox = dialog.getByLabel('Name', { exact: true });
      await expect(nameBox).toHaveValue(name);
      // The dialog opens on its first field, not on the X.
      await expect(nameBox).toBeFocused();

      const phone = dialog.getByLabel('Phone Number');
      await phone.fill('514-555-0199');
      const list = await openListWithKeyboard(page, dialog.getByLabel('Timezone', { exact: true }));
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(confirmation(page)).toBeHidden();
      await expect(phone).toHaveValue('514-555-0199');

      // Escape on the changed form asks; No (the default button, so Enter) keeps the dialog and the edit.
      await page.keyboard.press('Escape');
      await expect(confirmation(page)).toContainText(DISCARD_QUESTION);
      await expect(confirmation(page).getByRole('button', { name: 'No' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(confirmation(page)).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(phone).toHaveValue('514-555-0199');

      // Cancel asks too; Yes discards: nothing was saved.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await confirmation(page).getByRole('button', { name: 'Yes' }).click();
      await expect(dialog).toBeHidden();
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      await expect(dialog.getByLabel('Phone Number')).toHaveValue('514-555-0100');
      // Unchanged, it closes at once.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(confirmation(page)).toBeHidden();
    } finally {
      await page.request.delete(`/api/company/${companyId}`, { headers });
    }
  });

  test('Escape on a list of a new user closes only the list, and the X asks before discarding', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await openUsersScreen(page, 'User Management');
    await page.getByRole('button', { name: 'New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'New User' });
    const email = dialog.getByLabel('Email', { exact: true });
    await expect(email).toBeFocused();
    await page.keyboard.type('guard.essai@example.com');

    const list = await openListWithKeyboard(page, dialog.getByLabel('Language', { exact: true }));
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(email).toHaveValue('guard.essai@example.com');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(confirmation(page)).toContainText(DISCARD_QUESTION);
    await confirmation(page).getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
  });
});
