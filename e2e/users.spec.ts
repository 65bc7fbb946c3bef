import { expect, test } from '@playwright/test';
import { deleteConfirmation, MESSAGES } from '@portal/contracts';
import { ACCOUNTS, signIn } from './support/portal';
import { gradientPng } from './support/tiny-png';

test.describe('user management', () => {
  test('creates a user, activates it only once linked to a company, finds it and deletes it', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto('/#/users/user-management');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

    // Create: the dialog starts with the spec's defaults.
    await page.getByRole('button', { name: 'New user' }).click();
    const create = page.getByRole('dialog', { name: 'New User' });
    await expect(create.getByLabel('User type')).toHaveValue('Buyer');
    await expect(create.getByLabel('Status')).toHaveValue('Inactive');
    await expect(create.getByLabel('Language')).toHaveValue('English');
    await expect(create.getByLabel('Timezone')).toHaveValue(/Eastern/);
    await create.getByLabel('Email').fill('avery.lindqvist@example.com');
    await create.getByLabel('First name').fill('Avery');
    await create.getByLabel('Last name').fill('Lindqvist');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User created successfully.')).toBeVisible();
    await expect(create).toBeHidden();

    // Find it with the filter; the filter is kept in the address.
    await page.getByLabel('Search name or email').fill('lindqvist');
    await expect(page).toHaveURL(/search=lindqvist/);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: /avery\.lindqvist@example\.com/ });
    await expect(row).toContainText('Inactive');

    // Activation without a company is refused with the spec's message.
    await row.getByRole('button', { name: 'Activate Avery Lindqvist' }).click();
    await expect(page.getByText(MESSAGES.userActivationNeedsCompany)).toBeVisible();
    await expect(row).toContainText('Inactive');

    // Link a company, then activate.
    await row.getByRole('button', { name: 'Edit Avery Lindqvist' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByRole('combobox', { name: 'Company' }).fill('a');
    const firstCompany = page.getByRole('listbox').getByRole('option').first();
    await expect(firstCompany).toBeVisible();
    const companyName = (await firstCompany.textContent())?.trim() ?? '';
    await firstCompany.click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User updated successfully.')).toBeVisible();
    await expect(row).toContainText(companyName);

    await row.getByRole('button', { name: 'Activate Avery Lindqvist' }).click();
    await expect(page.getByText('Avery Lindqvist is now active.')).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(row.getByRole('button', { name: 'Deactivate Avery Lindqvist' })).toBeVisible();

    // A bookmarked view opens with the same filter.
    await page.reload();
    await expect(page.getByLabel('Search name or email')).toHaveValue('lindqvist');
    await expect(table.getByRole('row')).toHaveCount(2);

    // Delete with a confirmation that names the user.
    await row.getByRole('button', { name: 'Delete Avery Lindqvist' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete User' }));
    await expect(confirm).toContainText(deleteConfirmation('user', 'Avery Lindqvist'));
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('User deleted successfully.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('uploads, crops and shows an avatar', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile' }).locator('img')).toHaveCount(0);

    await page.getByLabel('Avatar image file').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: gradientPng(160, 120),
    });
    const crop = page.getByRole('dialog', { name: 'Crop avatar' });
    await expect(crop).toBeVisible();
    await expect(crop.locator('img')).toBeVisible();
    // Zoom in a little with the keyboard on the slider, as a user would to frame the face.
    await crop.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await crop.getByRole('button', { name: 'Save avatar' }).click();
    await expect(page.getByText('Avatar updated successfully.')).toBeVisible();
    await expect(crop).toBeHidden();

    await expect(page.getByTestId('current-avatar').locator('img')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile' }).locator('img')).toBeVisible();

    // It survives a reload: the server keeps it.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Profile' }).locator('img')).toBeVisible();
  });
});
