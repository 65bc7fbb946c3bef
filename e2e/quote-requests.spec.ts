import { expect, test } from '@playwright/test';
import { ACCOUNTS, mainMenu, signIn } from './support/portal';

test.describe('quote request management', () => {
  test('lists the demo requests matched by GoMatch, filters them, cancels and reinstates one', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await mainMenu(page).getByRole('menuitem', { name: 'Quotes', exact: true }).click();
    await mainMenu(page).getByRole('menuitem', { name: 'Quote Request Management', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Request Management' })).toBeVisible();

    const rows = page.getByRole('table').getByRole('row');
    const parc = rows.filter({ hasText: 'Parc des Érables — phase 2' });
    await expect(parc).toBeVisible();
    // The demo seed ran the engine over each list: its status shows on the row.
    await expect(parc.getByText('Success', { exact: true })).toBeVisible();

    // Accents and case ignored, typed as a user types, then cleared with the keyboard.
    const search = page.getByLabel('Search number, job, reference or client');
    await search.click();
    await page.keyboard.type('lansdowne');
    await expect(rows.filter({ hasText: 'Lansdowne Park streetscape' })).toBeVisible();
    await expect(parc).toHaveCount(0);
    await expect(page).toHaveURL(/search=lansdowne/);

    const lansdowne = rows.filter({ hasText: 'Lansdowne Park streetscape' });
    const cancel = lansdowne.getByRole('button', { name: /^Cancel QR-\d+$/ });
    const number = (await cancel.getAttribute('aria-label'))?.replace('Cancel ', '') ?? '';
    await cancel.click();
    const confirmation = page.getByRole('dialog', { name: 'Cancel' });
    await expect(confirmation).toContainText(`Are you sure you want to cancel quote ${number}?`);
    await confirmation.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Quote request ${number} cancelled.`)).toBeVisible();
    await expect(lansdowne.getByText('Cancelled', { exact: true })).toBeVisible();

    // Reinstate from the keyboard: focus the row's button and press Enter, then confirm with Enter on Yes.
    await lansdowne.getByRole('button', { name: `Reinstate ${number}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Reinstate' }).getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Quote request ${number} reinstated.`)).toBeVisible();
    await expect(lansdowne.getByText('Complete', { exact: true })).toBeVisible();

    // The status filter is in the address: Back returns to the unfiltered search.
    await page.goto(`/#/quotes/quote-request-management?statusId=5`);
    await expect(rows.filter({ hasText: 'Plattsburgh library garden' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Lansdowne Park streetscape' })).toHaveCount(0);
  });
});
