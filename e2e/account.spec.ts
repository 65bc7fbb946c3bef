import { expect, test } from './support/test';
import { ACCOUNTS, signIn } from './support/portal';

test.describe('account settings', () => {
  test('edits my own name and phone from the profile panel', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

    await page.getByLabel('First Name').fill('Sophie-Anne');
    await page.getByLabel('Phone').fill('514-555-0188');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText(/updated successfully/i)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Sophie-Anne');
    await expect(page.getByLabel('Phone')).toHaveValue('514-555-0188');
  });

  test('asks before leaving with unsaved changes', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await page.goto('/#/account/settings');
    await page.getByLabel('Last Name').fill('Roy-Tremblay');
    await page.getByRole('link', { name: /Return To/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/#\/account\/settings$/);
    await expect(page.getByLabel('Last Name')).toHaveValue('Roy-Tremblay');
  });

  test('refuses a password change with a wrong current password, under the field', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await page.goto('/#/account/settings');
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('another-long-password');
    await page.getByLabel(/Confirm/).fill('another-long-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    // The one field error of every form (decision 066): the field named, then the server's reason.
    await expect(page.getByLabel('Current Password')).toHaveAccessibleDescription(
      'Current Password — The current password is not correct.',
    );
    await expect(page).toHaveURL(/#\/account\/settings$/);
  });
});
