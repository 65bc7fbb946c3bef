import { expect, test } from './support/test';
import { ACCOUNTS, signIn } from './support/portal';

/** The demo data places one order (decision 158): the job of the Résidence Beaubien quote, New Order. */
const DEMO_JOB = 'Résidence Beaubien — aménagement paysager';

test.describe('Order Dashboard (issue 15; spec 000 §2: where every user lands)', () => {
  test('lands on the dashboard, shows the demo order, filters by status from the keyboard and keeps it in the URL', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.operations);
    const table = page.getByRole('table', { name: 'Order Dashboard' });
    const demoRow = table.getByRole('row').filter({ hasText: DEMO_JOB });
    await expect(demoRow).toHaveCount(1);
    await expect(demoRow.getByText('New Order')).toBeVisible();
    await expect(demoRow.getByText('Not Contacted')).toBeVisible();
    await expect(page.getByText('This screen arrives with its feature.')).toHaveCount(0);

    const counts = page.getByRole('group', { name: 'Orders by status' });
    const all = counts.getByRole('button', { name: /^All \(\d+\)$/ });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(counts.getByRole('button', { name: /^New Order \([1-9]\d*\)$/ })).toBeVisible();

    // From 'All', Tab reaches 'New Order' and Enter chooses it; Tab on to 'WIP', and Space chooses that.
    await all.focus();
    await page.keyboard.press('Tab');
    const newOrder = counts.getByRole('button', { name: /^New Order/ });
    await expect(newOrder).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]statusId=1(&|$)/);
    await expect(newOrder).toHaveAttribute('aria-pressed', 'true');
    await expect(demoRow).toHaveCount(1);

    await page.keyboard.press('Tab');
    const wip = counts.getByRole('button', { name: /^WIP/ });
    await expect(wip).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]statusId=2(&|$)/);
    await expect(demoRow).toHaveCount(0);

    // The URL is the view: a reload keeps the filter, and Back returns to the one before.
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Orders by status' }).getByRole('button', { name: /^WIP/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('table', { name: 'Order Dashboard' }).getByRole('row').filter({ hasText: DEMO_JOB }),
    ).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]statusId=1(&|$)/);
    await expect(
      page.getByRole('table', { name: 'Order Dashboard' }).getByRole('row').filter({ hasText: DEMO_JOB }),
    ).toHaveCount(1);
  });

  test("shows a row's sub-orders and items in a side panel, closed with Escape", async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    const demoRow = page
      .getByRole('table', { name: 'Order Dashboard' })
      .getByRole('row')
      .filter({ hasText: DEMO_JOB });
    await demoRow.getByRole('button', { name: /^Sub-orders of OR-\d+$/ }).click();
    const panel = page.getByRole('dialog', { name: /^Order OR-\d+$/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 3, name: /^OR-\d+-S1 — / })).toBeVisible();
    await expect(panel.getByRole('table', { name: /^Items of OR-\d+-S1$/ }).getByRole('row')).not.toHaveCount(
      1,
    );
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});
