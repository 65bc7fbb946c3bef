import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { deleteConfirmation, MESSAGES } from '@portal/contracts';
import { ACCOUNTS, signIn } from './support/portal';
import { gradientPng } from './support/tiny-png';

const INVALID_INPUT = `${MESSAGES.invalidInputTitle}: ${MESSAGES.invalidInput}`;

async function openUserManagement(page: Page): Promise<void> {
  await page.goto('/#/users/user-management');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
}

/** Opens a dropdown from the keyboard, as a user can, and returns the options it offers. */
async function openOptions(page: Page, scope: Locator, label: string): Promise<Locator> {
  await scope.getByLabel(label, { exact: true }).press('Enter');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  return options;
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const options = await openOptions(page, scope, label);
  await options.filter({ hasText: new RegExp(`^${option}$`) }).click();
  await expect(scope.getByLabel(label, { exact: true })).toHaveValue(option);
}

/** The colour a user sees behind a text: that of the nearest element that paints a background. */
function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    for (let current: Element | null = element; current; current = current.parentElement) {
      const colour = getComputedStyle(current).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'transparent';
  });
}

test.describe('user management', () => {
  test('creates a user, activates it only once linked to a company, finds it and deletes it', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await openUserManagement(page);

    // Create: the dialog starts with the spec's defaults.
    await page.getByRole('button', { name: 'New User', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'New User' });
    await expect(create.getByLabel('User Type')).toHaveValue('Buyer');
    await expect(create.getByLabel('Status')).toHaveValue('Inactive');
    await expect(create.getByLabel('Language')).toHaveValue('English');
    await expect(create.getByLabel('Timezone')).toHaveValue(/Eastern/);

    // An empty required field says the catalogue's text, naming the field; a bad phone number is refused.
    await create.getByLabel('Phone Number', { exact: true }).fill('abc');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create.getByText(`Email — ${INVALID_INPUT}`)).toBeVisible();
    await expect(create.getByText(`First Name — ${INVALID_INPUT}`)).toBeVisible();
    await expect(create.getByText(`Phone Number — ${MESSAGES.invalidPhoneNumber}`)).toBeVisible();
    await expect(create.getByText('Invalid Email')).toHaveCount(0);
    await expect(create).toBeVisible();

    await create.getByLabel('Email').fill('avery.lindqvist@example.com');
    await create.getByLabel('First Name').fill('Avery');
    await create.getByLabel('Last Name').fill('Lindqvist');
    await create.getByLabel('Phone Number', { exact: true }).fill('(514) 555-0199 x12');
    // decision 073: Buyer Admin (role 1) can be given, under the same name the list shows.
    await chooseOption(page, create, 'User Type', 'Buyer Admin');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User created successfully.')).toBeVisible();
    await expect(create).toBeHidden();

    // Find it with the filter; the filter is kept in the address.
    await page.getByLabel('Search Name or Email').fill('lindqvist');
    await expect(page).toHaveURL(/search=lindqvist/);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: /avery\.lindqvist@example\.com/ });
    await expect(row).toContainText('Inactive');
    await expect(row).toContainText('Buyer Admin');
    const inactiveBackground = await backgroundOf(row.getByText('Inactive', { exact: true }));

    // Activation without a company is not offered: the button is disabled and says why.
    const activate = row.getByRole('button', { name: 'Activate Avery Lindqvist' });
    await expect(activate).toBeDisabled();
    await expect(activate).toHaveAccessibleDescription(MESSAGES.userActivationNeedsCompany);

    // In the editor, asking for Active without a company marks both fields before any save.
    await row.getByRole('button', { name: 'Edit Avery Lindqvist' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await chooseOption(page, edit, 'Status', 'Active');
    await expect(edit.getByText(`Status — ${MESSAGES.userActivationNeedsCompany}`)).toBeVisible();
    await expect(edit.getByText(`Company — ${MESSAGES.userActivationNeedsCompany}`)).toBeVisible();
    await expect(edit.getByRole('combobox', { name: 'Company' })).toHaveAttribute('aria-invalid', 'true');
    await edit.getByRole('button', { name: 'Save' }).click();
    // The toast of the refused save (an earlier one may still show).
    await expect(page.getByText(MESSAGES.validationFailed).last()).toBeVisible();
    await expect(edit).toBeVisible();

    // Link a company: the marks go; back to Inactive, save, then activate from the list.
    await edit.getByRole('combobox', { name: 'Company' }).fill('a');
    const firstCompany = page.getByRole('listbox').getByRole('option').first();
    await expect(firstCompany).toBeVisible();
    const companyName = (await firstCompany.textContent())?.trim() ?? '';
    await firstCompany.click();
    await expect(edit.getByText(MESSAGES.userActivationNeedsCompany)).toHaveCount(0);
    await chooseOption(page, edit, 'Status', 'Inactive');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User updated successfully.')).toBeVisible();
    await expect(row).toContainText(companyName);

    await expect(activate).toBeEnabled();
    await activate.click();
    await expect(page.getByText('Avery Lindqvist is now active.')).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(row.getByRole('button', { name: 'Deactivate Avery Lindqvist' })).toBeVisible();
    // Active and Inactive badges are drawn differently (issue 11: both were green).
    const activeBackground = await backgroundOf(row.getByText('Active', { exact: true }));
    expect(activeBackground).not.toBe(inactiveBackground);

    // A bookmarked view opens with the same filter.
    await page.reload();
    await expect(page.getByLabel('Search Name or Email')).toHaveValue('lindqvist');
    await expect(table.getByRole('row')).toHaveCount(2);

    // Delete with a confirmation that names the user.
    await row.getByRole('button', { name: 'Delete Avery Lindqvist' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete User' }));
    await expect(confirm).toContainText(deleteConfirmation('user', 'Avery Lindqvist'));
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('User deleted successfully.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('offers operations only the buyer and seller roles', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await openUserManagement(page);
    await page.getByRole('button', { name: 'New User', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'New User' });
    const options = await openOptions(page, create, 'User Type');
    await expect(options).toHaveText(['Buyer', 'Buyer Admin', 'Seller']);
    await page.keyboard.press('Escape');
  });

  test('offers a super admin every role, under the names the list uses', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await openUserManagement(page);
    await page.getByRole('button', { name: 'New User', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'New User' });
    const options = await openOptions(page, create, 'User Type');
    await expect(options).toHaveText(['Admin', 'Buyer', 'Buyer Admin', 'Finance', 'Operations', 'Seller']);
    await page.keyboard.press('Escape');
  });

  test("shows no status toggle or delete on one's own row, and locks one's own role and status", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await openUserManagement(page);
    await page.getByLabel('Search Name or Email').fill(ACCOUNTS.superAdmin);
    const own = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: ACCOUNTS.superAdmin, exact: true }) });
    await expect(own.getByRole('button', { name: /^Edit / })).toBeVisible();
    await expect(own.getByRole('button', { name: /^(Activate|Deactivate) / })).toHaveCount(0);
    await expect(own.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    // Editing one's own account: role and status show what they are, and cannot be changed.
    await own.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('User Type')).toHaveValue('Admin');
    await expect(edit.getByLabel('User Type')).toBeDisabled();
    await expect(edit.getByLabel('Status')).toBeDisabled();
    await edit.getByRole('button', { name: 'Cancel' }).click();
  });

  test('offers operations no action on staff accounts, which a super admin manages', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await openUserManagement(page);
    const table = page.getByRole('table');
    const rowOf = (email: string) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });

    await page.getByLabel('Search Name or Email').fill(ACCOUNTS.superAdmin);
    await expect(rowOf(ACCOUNTS.superAdmin)).toContainText('Admin');
    await expect(rowOf(ACCOUNTS.superAdmin).getByRole('button')).toHaveCount(0);

    // Their own account too: operations change it in Account Settings, not here.
    await page.getByLabel('Search Name or Email').fill(ACCOUNTS.operations);
    await expect(rowOf(ACCOUNTS.operations)).toContainText('Operations');
    await expect(rowOf(ACCOUNTS.operations).getByRole('button')).toHaveCount(0);

    // A buyer account is theirs to manage.
    await page.getByLabel('Search Name or Email').fill(ACCOUNTS.buyer);
    await expect(rowOf(ACCOUNTS.buyer).getByRole('button', { name: /^Edit / })).toBeVisible();
    await expect(rowOf(ACCOUNTS.buyer).getByRole('button', { name: /^Delete / })).toBeVisible();
  });

  test('uploads, crops and shows an avatar', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile' }).locator('img')).toHaveCount(0);

    await page.getByLabel('Avatar Image File').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: gradientPng(160, 120),
    });
    const crop = page.getByRole('dialog', { name: 'Crop Avatar' });
    await expect(crop).toBeVisible();
    await expect(crop.locator('img')).toBeVisible();
    // Zoom in a little with the keyboard on the slider, as a user would to frame the face.
    await crop.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await crop.getByRole('button', { name: 'Save Avatar' }).click();
    await expect(page.getByText('Avatar updated successfully.')).toBeVisible();
    await expect(crop).toBeHidden();

    await expect(page.getByTestId('current-avatar').locator('img')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile' }).locator('img')).toBeVisible();

    // It survives a reload: the server keeps it.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Profile' }).locator('img')).toBeVisible();
  });
});
