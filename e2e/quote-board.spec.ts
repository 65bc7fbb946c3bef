import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { QuoteEntityType, QuoteReturnStatus, QuoteStatus } from '@portal/contracts';
import { ACCOUNTS, signIn } from './support/portal';
import { data, quoteFromIntake, signInToApi } from './support/quotes';

/**
 * Quote Board, Quote Table and Quote Management (issue 14; decision 156): the demo quotes in their columns, a
 * card's menu from the keyboard, cancel and reinstate (each confirmed), the toggle to the table keeping the
 * filter, a quote opened from the table, and a quote deleted from Quote Management (confirmed). The quote the
 * test changes is its own, made through intake's calls; the demo quotes are only read.
 */

const LINES = ["25 Acer rubrum 'October Glory' 50mm cal B&B", "40 Hydrangea paniculata 'Limelight' #5"];

/** A WIP quote of the test's own, as intake makes it: its id and number. */
async function quoteOfTest(request: APIRequestContext, jobName: string) {
  const made = await quoteFromIntake(request, jobName, LINES);
  return { id: made.id, number: `CQ-${made.quoteNumber}` };
}

/** The confirm dialog asking about this quote (the kit's confirm wrapper). */
function confirmationOf(page: Page, number: string): Locator {
  return page.getByRole('alertdialog').or(page.getByRole('dialog').filter({ hasText: number }));
}

/** The demo quotes' jobs (apps/server/src/modules/quotes/demo-seed.ts). */
const DEMO_JOBS = [
  'Parc des Érables — phase 2',
  'Eastern Promenade plantings',
  'Back Bay brownstone gardens',
  'Promenade Samuel-De Champlain — secteur 4',
];

/** The board column a quote belongs in (decision 156). */
function columnOf(statusId: number, returnStatusId: number | null): string {
  if (statusId === QuoteStatus.ids.WIP) return 'WIP';
  if (statusId === QuoteStatus.ids.PROCESSED) return 'Processed';
  if (statusId === QuoteStatus.ids.CANCELLED) return 'Cancelled';
  return returnStatusId === QuoteReturnStatus.ids.RETURNED ? 'Returned' : 'Awaiting Return';
}

function board(page: Page): Locator {
  return page.getByRole('region', { name: 'Quotes by status' });
}

function column(page: Page, name: string): Locator {
  return board(page).locator('section', {
    has: page.getByRole('heading', { name: new RegExp(`^${name}\\b`) }),
  });
}

function cardOf(page: Page, number: string): Locator {
  return board(page).getByRole('listitem').filter({ hasText: number });
}

test.describe('Quote Board, Quote Table and Quote Management', () => {
  test('the board shows the demo quotes in their columns, and a card is cancelled and reinstated from the keyboard', async ({
    page,
    request,
  }) => {
    const jobName = `Board test ${Date.now()}`;
    const quote = await quoteOfTest(request, jobName);
    await signIn(page, ACCOUNTS.operations);
    await page.goto('/#/quotes/quote-board');
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Board' })).toBeVisible();

    // The demo quotes (decision 158) — one being sourced, one published, one returned, one cancelled — each in
    // the column of its status and return status as the server has them now (another test may have moved one).
    const headers = await signInToApi(request);
    for (const job of DEMO_JOBS) {
      const matches = await data<{ rows: Array<{ statusId: number; returnStatusId: number | null }> }>(
        await request.get(
          `/api/genericQuoteView?entityTypeId=${QuoteEntityType.ids.QUOTE}&search=${encodeURIComponent(job)}`,
          { headers },
        ),
      );
      const [found] = matches.rows;
      expect(found, job).toBeDefined();
      await expect(
        column(page, columnOf(found?.statusId ?? 0, found?.returnStatusId ?? null)).getByText(job),
      ).toBeVisible();
    }

    // Narrowed to the test's own quote by its job (the search waits for the typing to stop).
    await page.getByLabel('Number, job, reference or client').fill(jobName);
    await expect(page).toHaveURL(/search=Board\+test/);
    await expect(column(page, 'WIP').getByText(jobName)).toBeVisible();
    await expect(column(page, 'Returned').getByRole('listitem')).toHaveCount(0);

    // Shift+F10 on the focused card opens its menu: a WIP quote offers Cancel (spec 001 §4 'other quote card').
    await cardOf(page, quote.number).focus();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Cancel']);
    await menu.getByRole('menuitem', { name: 'Cancel' }).click();
    const confirmation = confirmationOf(page, quote.number);
    await expect(confirmation).toContainText(`Are you sure you want to cancel quote ${quote.number}?`);
    await confirmation.getByRole('button', { name: 'Yes' }).click();
    await expect(column(page, 'Cancelled').getByText(jobName)).toBeVisible();
    await expect(column(page, 'WIP').getByText(jobName)).toHaveCount(0);

    // A cancelled card offers Reinstate, confirmed too; the quote is back in WIP.
    await page.getByRole('button', { name: `Actions for Quote ${quote.number}` }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Reinstate' }).click();
    await expect(confirmationOf(page, quote.number)).toContainText(
      `Are you sure you want to reinstate quote ${quote.number}?`,
    );
    await confirmationOf(page, quote.number).getByRole('button', { name: 'Yes' }).click();
    await expect(column(page, 'WIP').getByText(jobName)).toBeVisible();
  });

  test('the toggle keeps the filter on the table, and a quote opens from the table; Quote Management deletes one, confirmed', async ({
    page,
    request,
  }) => {
    const jobName = `Table test ${Date.now()}`;
    const quote = await quoteOfTest(request, jobName);
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto(`/#/quotes/quote-board?search=${encodeURIComponent(jobName)}`);
    await expect(column(page, 'WIP').getByText(jobName)).toBeVisible();

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
    await expect(page).toHaveURL(/#\/quotes\/quote-table\?search=Table/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Table' })).toBeVisible();
    await expect(page.getByLabel('Number, job, reference or client')).toHaveValue(jobName);
    const table = page.getByRole('table', { name: 'Quotes of every stage' });
    // The job's three stages: its request, its standardized quote and its quote.
    await expect(table.getByRole('row').filter({ hasText: jobName })).toHaveCount(3);
    await table.getByRole('link', { name: quote.number }).click();
    await expect(page).toHaveURL(new RegExp(`#/quotes/quote-construction/${quote.id}$`));

    await page.goto(`/#/quotes/quote-management?search=${encodeURIComponent(jobName)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Management' })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${quote.number}` }).click();
    const confirmation = confirmationOf(page, quote.number);
    await expect(confirmation).toContainText(quote.number);
    await confirmation.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('table').getByText(jobName)).toHaveCount(0);
    const headers = await signInToApi(request);
    const gone = await request.get(`/api/quote/${quote.id}`, { headers });
    expect(gone.status()).toBe(404);
  });
});
