import { expect, test } from './support/test';
import { ACCOUNTS, signIn } from './support/portal';

// Issue 11 §6: Quebec staff type names without accents; every text search folds accents and case.
test.describe('accent-insensitive search', () => {
  test("'riviere' finds the companies named 'Rivière'", async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await page.goto('/#/users/company-management');
    await page.getByLabel('Search name or city').fill('riviere');
    await expect(page).toHaveURL(/search=riviere/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Aménagements Rivière-du-Nord' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Trois-Rivières' }).first()).toBeVisible();
  });

  test("'EMILIE' finds Émilie among the users", async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await page.goto('/#/users/user-management');
    await page.getByLabel('Search Name or Email').fill('EMILIE');
    await expect(page).toHaveURL(/search=EMILIE/);
    await expect(
      page.getByRole('table').getByRole('row').filter({ hasText: 'Émilie' }).first(),
    ).toBeVisible();
  });
});
