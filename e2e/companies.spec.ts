import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS, mainMenu, signIn } from './support/portal';

/** A dropdown found by its label, as a user sees it: the box showing the chosen value. */
function dropdown(scope: Locator, label: string): Locator {
  return scope
    .getByLabel(label, { exact: true })
    .first()
    .locator('xpath=ancestor::div[contains(@class,"p-dropdown")][1]');
}

/** Opens a dropdown by its label and picks an option, as a user would with the mouse. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await dropdown(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openScreen(page: Page, entry: string): Promise<void> {
  await mainMenu(page).getByRole('menuitem', { name: 'Users', exact: true }).click();
  await mainMenu(page).getByRole('menuitem', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

test.describe('company management', () => {
  test('creates a seller company with two alternative addresses and a pin, finds, edits and deletes it', async ({
    page,
  }) => {
    const name = `Pépinière Essai ${Date.now()}`;
    await signIn(page, ACCOUNTS.operations);
    await openScreen(page, 'Company Management');

    await page.getByRole('button', { name: 'New Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Company' });
    await expect(dialog).toBeVisible();
    // spec 001 §3: a new company is a buyer in Canada, Quebec, on Eastern time until changed.
    await expect(dropdown(dialog, 'Company Type').locator('.p-dropdown-label')).toHaveText('Buyer');
    await expect(dropdown(dialog, 'Country').locator('.p-dropdown-label')).toHaveText('Canada');
    await expect(dropdown(dialog, 'Province / State').locator('.p-dropdown-label')).toHaveText('Quebec');

    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await choose(page, dialog, 'Company Type', 'Seller');
    await choose(page, dialog, 'Tier', 'Tier 2');
    await dialog.getByLabel('Contact Email').fill('ventes@essai.example.com');
    await dialog.getByLabel('Registered').check();
    await dialog.getByLabel('Address', { exact: true }).first().fill('13000 Rang Saint-Étienne');
    await dialog.getByLabel('City', { exact: true }).first().fill('Mirabel');
    await dialog.getByLabel('Postal Code', { exact: true }).first().fill('J7N 2T5');

    // The pin: a click on the main address map sets it and fills the coordinates.
    const mainLocation = dialog.getByRole('group', { name: 'Main Address location' });
    await mainLocation.getByRole('application').click({ position: { x: 120, y: 90 } });
    await expect(mainLocation.getByLabel('Latitude')).not.toHaveValue('');
    await expect(mainLocation.getByLabel('Longitude')).not.toHaveValue('');
    const pinnedLatitude = await mainLocation.getByLabel('Latitude').inputValue();

    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    const first = dialog.getByRole('region', { name: 'Alternative Address 1' });
    await first.getByLabel('Location Name').fill('Champ de Saint-Benoît');
    await first.getByLabel('Address', { exact: true }).fill('9500 Route Arthur-Sauvé');
    await first.getByLabel('City', { exact: true }).fill('Mirabel');
    const second = dialog.getByRole('region', { name: 'Alternative Address 2' });
    await second.getByLabel('Location Name').fill('Cour de Blainville');
    await second.getByLabel('Address', { exact: true }).fill('1000 Boulevard Michèle-Bohec');
    await second.getByLabel('Latitude').fill('45.67');
    await second.getByLabel('Longitude').fill('-73.88');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company created successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Find it by filter; the filter lands in the URL so the view can be shared.
    await page.getByLabel('Search name or city').fill(name);
    await expect(page).toHaveURL(/search=/);
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Seller');
    await expect(row).toContainText('Tier 2');

    // Edit: the alternative addresses and the pin come back; change the city and drop one address.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Company' });
    await expect(editor.getByRole('region', { name: 'Alternative Address 2' })).toBeVisible();
    await expect(
      editor.getByRole('group', { name: 'Main Address location' }).getByLabel('Latitude'),
    ).toHaveValue(pinnedLatitude);
    await expect(
      editor.getByRole('region', { name: 'Alternative Address 2' }).getByLabel('Latitude'),
    ).toHaveValue('45.67');
    await editor.getByLabel('City', { exact: true }).first().fill('Saint-Janvier');
    await editor.getByRole('button', { name: 'Remove alternative address 1' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company updated successfully.')).toBeVisible();
    await expect(row).toContainText('Saint-Janvier');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(editor.getByRole('region', { name: 'Alternative Address 1' })).toBeVisible();
    await expect(editor.getByRole('region', { name: 'Alternative Address 2' })).toHaveCount(0);
    await expect(
      editor.getByRole('region', { name: 'Alternative Address 1' }).getByLabel('Location Name'),
    ).toHaveValue('Cour de Blainville');
    await editor.getByRole('button', { name: 'Cancel' }).click();

    // Delete, confirming a dialog that names the company.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirmation = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: 'Delete Company' }));
    await expect(confirmation).toContainText(`Are you sure you want to delete company "${name}"?`);
    await confirmation.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Company deleted successfully.')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test("offers operations no 'Admin' company type: the operator's own companies are a super admin's", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.operations);
    await openScreen(page, 'Company Management');
    await page.getByRole('button', { name: 'New Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Company' });
    await dropdown(dialog, 'Company Type').click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Buyer', 'Seller']);
    await page.keyboard.press('Escape');
  });

  test('refuses to delete a company its users belong to, with a clear message', async ({ page }) => {
    // Operations: the finance demo account works in French (issue 11), this test reads the English texts.
    await signIn(page, ACCOUNTS.operations);
    await page.goto('/#/users/company-management?search=Paysagement%20Rive-Nord');
    const row = page.getByRole('row').filter({ hasText: 'Paysagement Rive-Nord' });
    await row.getByRole('button', { name: 'Delete Paysagement Rive-Nord' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(/cannot be deleted: \d+ users? (is|are) linked to it/)).toBeVisible();
    await expect(page.getByText('Company Delete Failed')).toBeVisible();
    await expect(row).toHaveCount(1);
  });
});

test.describe('transporter management', () => {
  test('creates a transporter, finds it and deletes it', async ({ page }) => {
    const name = `Transport Essai ${Date.now()}`;
    await signIn(page, ACCOUNTS.superAdmin);
    await openScreen(page, 'Transporter Management');

    await page.getByRole('button', { name: 'New Transporter' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Transporter' });
    await expect(dropdown(dialog, 'Timezone').locator('.p-dropdown-label')).toHaveText('Eastern');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Address', { exact: true }).first().fill('2525 Boulevard Dagenais Ouest');
    await dialog.getByLabel('City', { exact: true }).first().fill('Laval');
    await dialog.getByRole('group', { name: 'Main Address location' }).getByRole('application').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Transporter created successfully.')).toBeVisible();

    await page.getByLabel('Search name or city').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText(`Are you sure you want to delete transporter "${name}"?`)).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Transporter deleted successfully.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
  test('fills the address from a suggestion, and a pin moved by hand wins', async ({ page }) => {
    const name = `Transport Adresse ${Date.now()}`;
    await signIn(page, ACCOUNTS.operations);
    await openScreen(page, 'Transporter Management');
    await page.getByRole('button', { name: 'New Transporter' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Transporter' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);

    // spec 001 §7 autocompleteAddress: a postal code prefix suggests its place; choosing it fills the address.
    await dialog.getByLabel('Address', { exact: true }).first().pressSequentially('H2Y');
    await page.getByRole('option', { name: /H2Y/ }).first().click();
    await expect(dialog.getByLabel('City', { exact: true }).first()).toHaveValue('Montréal');
    // The postal code went to its own field, not into the street address.
    await expect(dialog.getByLabel('Address', { exact: true }).first()).toHaveValue('');
    await expect(dialog.getByLabel('Postal Code', { exact: true }).first()).toHaveValue('H2Y');
    await expect(dropdown(dialog, 'Province / State').locator('.p-dropdown-label')).toHaveText('Quebec');
    const mainLocation = dialog.getByRole('group', { name: 'Main Address location' });
    // Offline maps draw the outlines shipped with the app (decision 049).
    await expect(mainLocation.getByRole('application')).toHaveAttribute('data-outlines', 'loaded');
    const latitude = mainLocation.getByLabel('Latitude');
    await expect(latitude).not.toHaveValue('');
    const suggestedLatitude = Number(await latitude.inputValue());
    expect(suggestedLatitude).toBeGreaterThan(45.4);
    expect(suggestedLatitude).toBeLessThan(45.7);

    // The pin moved by hand stays where staff put it, and is what is saved.
    await mainLocation.getByRole('application').click({ position: { x: 200, y: 30 } });
    await expect(latitude).not.toHaveValue(String(suggestedLatitude));
    const pinnedLatitude = await latitude.inputValue();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Transporter created successfully.')).toBeVisible();

    await page.getByLabel('Search name or city').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Transporter' });
    await expect(
      editor.getByRole('group', { name: 'Main Address location' }).getByLabel('Latitude'),
    ).toHaveValue(pinnedLatitude);
    await expect(editor.getByLabel('City', { exact: true }).first()).toHaveValue('Montréal');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(row).toHaveCount(0);
  });

  test('fills city and province from a city suggestion, leaving the street address alone', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.operations);
    await openScreen(page, 'Transporter Management');
    await page.getByRole('button', { name: 'New Transporter' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Transporter' });
    const address = dialog.getByLabel('Address', { exact: true }).first();
    const city = dialog.getByLabel('City', { exact: true }).first();
    // Start from Ontario, so the province visibly changes.
    await choose(page, dialog, 'Province / State', 'Ontario');

    // A place typed in the address box: choosing it fills city and province; the box keeps no street.
    await address.pressSequentially('Sherbroo');
    await page.getByRole('option', { name: /^Sherbrooke, QC/ }).click();
    await expect(city).toHaveValue('Sherbrooke');
    await expect(dropdown(dialog, 'Province / State').locator('.p-dropdown-label')).toHaveText('Quebec');
    await expect(address).toHaveValue('');

    // A street address ending in a city: the suggestion keeps the street in the box and the city in its field.
    await address.pressSequentially('2500 boulevard de Portland Sherbrooke');
    await page
      .getByRole('option', { name: /^2500 boulevard de Portland, Sherbrooke, QC/ })
      .first()
      .click();
    await expect(address).toHaveValue('2500 boulevard de Portland');
    await expect(city).toHaveValue('Sherbrooke');

    // A street address naming no place says so instead of staying silent.
    await address.fill('');
    await address.pressSequentially('13000 Rang Saint-Étienne');
    await expect(page.getByText('No match: add a city or a postal code to the address.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('moves the pin as the address is edited, asking first when the pin was placed by hand', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.operations);
    await openScreen(page, 'Company Management');
    await page.getByRole('button', { name: 'New Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Company' });
    const city = dialog.getByLabel('City', { exact: true }).first();
    const mainLocation = dialog.getByRole('group', { name: 'Main Address location' });
    const latitude = mainLocation.getByLabel('Latitude');
    const longitude = mainLocation.getByLabel('Longitude');
    const readLongitude = async () => Number(await longitude.inputValue());

    // No pin yet: typing the city places it there (Sherbrooke, about 71.9° W).
    await expect(latitude).toHaveValue('');
    await city.fill('Sherbrooke');
    await expect(longitude).not.toHaveValue('');
    expect(await readLongitude()).toBeCloseTo(-71.9, 0);

    // A pin the address placed follows the address: Gatineau is about 75.7° W.
    await city.fill('Gatineau');
    await expect.poll(readLongitude).toBeLessThan(-75);

    // Staff place the pin by hand; a new city then asks before moving it, and Keep Pin keeps it.
    const addressLongitude = await longitude.inputValue();
    await mainLocation.getByRole('application').click({ position: { x: 150, y: 60 } });
    await expect(longitude).not.toHaveValue(addressLongitude);
    const pinnedLongitude = await longitude.inputValue();
    const questionAbout = (place: string) =>
      dialog.getByRole('group', {
        name: new RegExp(`^The address changed\\. Move the pin you placed to ${place}`),
      });
    await city.fill('Laval');
    await expect(questionAbout('Laval')).toBeVisible();
    await expect(longitude).toHaveValue(pinnedLongitude);
    await questionAbout('Laval').getByRole('button', { name: 'Keep Pin' }).click();
    await expect(questionAbout('Laval')).toBeHidden();
    await expect(longitude).toHaveValue(pinnedLongitude);

    // Asked again on the next change, Move Pin moves it: Trois-Rivières is about 72.5° W.
    await city.fill('Trois-Rivières');
    await questionAbout('Trois-Rivières').getByRole('button', { name: 'Move Pin' }).click();
    await expect.poll(readLongitude).toBeCloseTo(-72.5, 0);
    await expect(questionAbout('Trois-Rivières')).toBeHidden();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
