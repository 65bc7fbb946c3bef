import { type Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { ACCOUNTS, signIn } from './support/portal';
import {
  cellIn,
  linesGrid,
  openQuote,
  pickInCell,
  planQuoteDeliveryThroughApi,
  QUOTE_LINES,
  quoteFromIntake,
  readQuote,
  typeInCell,
} from './support/quotes';

/**
 * The quote construction workspace (issue 14; decision 155): a quote of the test's own, made through intake's
 * calls, sourced from the keyboard, priced with a markup, given a discount and a transport cost, saved and
 * published; and two staff saving it at once, the second told in words who changed what, losing no cell.
 */

test.describe('quote construction (issue 14)', () => {
  test('source lines from the keyboard, price them with a markup, add a discount and a transport cost, save and publish', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const jobName = `Parc Jarry ${Date.now()}`;
    const quote = await quoteFromIntake(request, jobName);
    const number = `CQ-${quote.quoteNumber}`;
    await signIn(page, ACCOUNTS.operations);
    await openQuote(page, quote.id);
    await expect(page.getByRole('heading', { level: 1, name: `${number} — ${jobName}` })).toBeVisible();
    const grid = linesGrid(page);

    // Publishing a quote nobody sourced is refused (spec 001 §5, §8): the lines' missing cells are marked.
    await page
      .getByRole('group', { name: 'Quote actions' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(/Some information is missing to publish this quote/).first()).toBeVisible();
    await expect(await cellIn(grid, 2, 'Seller')).toHaveAttribute('aria-invalid', 'true');

    // A seller on two lines from the keyboard, the third through the bulk edit of the selected line.
    await pickInCell(page, await cellIn(grid, 1, 'Seller'), 'Charlevoix', 'Pépinière Charlevoix');
    await pickInCell(page, await cellIn(grid, 2, 'Seller'), 'Abbotsford', 'Pépinière Abbotsford');
    await (await cellIn(grid, 3, 'Product')).click();
    await page.keyboard.press('Shift+Space');
    await page.getByRole('button', { name: 'Set Seller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set the seller of 1 line' });
    await dialog.getByRole('combobox').fill('Charlevoix');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Pépinière Charlevoix/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(await cellIn(grid, 3, 'Seller')).toHaveText('Pépinière Charlevoix');

    // A markup typed gives the buyer's unit price and line price (25 × 125.00); a buyer price typed, the markup.
    await typeInCell(page, await cellIn(grid, 1, 'Seller Unit Price'), '100');
    await typeInCell(page, await cellIn(grid, 1, 'Markup %'), '25');
    await expect(await cellIn(grid, 1, 'Buyer Unit Price')).toHaveText('125.00');
    await expect(await cellIn(grid, 1, 'Buyer Price')).toHaveText('3,125.00');
    await typeInCell(page, await cellIn(grid, 2, 'Seller Unit Price'), '40');
    await typeInCell(page, await cellIn(grid, 2, 'Buyer Unit Price'), '52');
    await expect(await cellIn(grid, 2, 'Markup %')).toHaveText('30');
    await typeInCell(page, await cellIn(grid, 3, 'Seller Unit Price'), '10');
    await typeInCell(page, await cellIn(grid, 3, 'Markup %'), '20');
    await expect(await cellIn(grid, 3, 'Buyer Unit Price')).toHaveText('12.00');

    // The line's sourcing panels open from its menu: who supplied it before, its alternates.
    await page.getByRole('button', { name: 'Actions for line 1' }).click();
    await page.getByRole('menuitem', { name: 'Sourcing' }).click();
    const sourcing = page.getByRole('region', { name: /^Sourcing of line 1: Acer rubrum/ });
    await expect(sourcing).toBeVisible();
    // A seller who quoted this product and size before is picked; it replaces the line's, so it is confirmed
    // (§8 'override seller alternatives'), and the buyer price follows the markup kept (270.50 + 25 %).
    const candidate = sourcing.getByRole('row').filter({ hasText: 'Pépinière des Laurentides' });
    await candidate.getByRole('button', { name: /Pick/ }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(await cellIn(grid, 1, 'Seller')).toHaveText('Pépinière des Laurentides');
    await expect(await cellIn(grid, 1, 'Seller Unit Price')).toHaveText('270.50');
    await expect(await cellIn(grid, 1, 'Buyer Unit Price')).toHaveText('338.13');
    await sourcing.getByRole('button', { name: 'Close Sourcing' }).click();
    await expect(sourcing).toBeHidden();

    // A discount of Discount Settings and a transport cost by the first seller.
    const discounts = page.getByRole('grid', { name: 'Quote Discounts' });
    await page.getByRole('region', { name: 'Discounts' }).getByRole('button', { name: 'Add Line' }).click();
    const discountType = await cellIn(discounts, 1, 'Discount');
    await discountType.click();
    await page.keyboard.press('Enter');
    const typeSelect = discounts.getByRole('combobox');
    await typeSelect.selectOption({ index: 1 });
    await page.keyboard.press('Enter');
    await typeInCell(page, await cellIn(discounts, 1, 'Amount'), '50');
    const transport = page.getByRole('grid', { name: 'Quote Transport Costs' });
    await page
      .getByRole('region', { name: 'Transport Costs' })
      .getByRole('button', { name: 'Add Line' })
      .click();
    await pickInCell(page, await cellIn(transport, 1, 'Seller'), 'Charlevoix', 'Pépinière Charlevoix');
    await typeInCell(page, await cellIn(transport, 1, 'Cost'), '120');
    await expect(page.getByText(/The totals follow your unsaved changes/)).toBeVisible();

    await expectNoSeriousViolations(page, 'the quote construction workspace');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Quote ${number} saved.`)).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Sub-quotes, one per seller' }).getByRole('row'),
    ).toHaveCount(4);

    // A delivery quote whose lines are on no truck is refused (spec 001 §5, §8 'items not assigned to
    // deliveries'; issue 38 acceptance 2) and stays in WIP.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByText(/Some items of this quote are not assigned to a delivery/).first(),
    ).toBeVisible();
    expect((await readQuote(request, quote.id)).statusId).toBe(1);

    // Its quote delivery planned (the wizard's call; the wizard's screens have their own test), it publishes.
    expect(await planQuoteDeliveryThroughApi(request, quote.id)).toHaveLength(3);

    // Publish, confirmed (spec 001 §8): the quote is complete, read-only.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(confirm.getByText(`Are you sure you want to publish quote ${number}?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Quote ${number} published.`)).toBeVisible();
    await expect(
      page.getByText(`Quote ${number} is published: move it back to WIP to change it.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await (await cellIn(grid, 1, 'Markup %')).click();
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('textbox')).toHaveCount(0);
    expect((await readQuote(request, quote.id)).statusId).toBe(2);
  });

  test('two staff save the same quote: the second is told who changed what and loses no cell', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const quote = await quoteFromIntake(request, `Two savers ${Date.now()}`);
    const marc = await openAs(browser, ACCOUNTS.operations, quote.id);
    const olivier = await openAs(browser, ACCOUNTS.operationsTwo, quote.id);
    const marcGrid = linesGrid(marc.page);
    const olivierGrid = linesGrid(olivier.page);

    // Olivier works on lines 1 and 2 without saving; Marc sets another seller on line 1 and saves.
    await pickInCell(
      olivier.page,
      await cellIn(olivierGrid, 1, 'Seller'),
      'Abbotsford',
      'Pépinière Abbotsford',
    );
    await typeInCell(olivier.page, await cellIn(olivierGrid, 2, 'Markup %'), '35');
    await pickInCell(marc.page, await cellIn(marcGrid, 1, 'Seller'), 'Charlevoix', 'Pépinière Charlevoix');
    await typeInCell(marc.page, await cellIn(marcGrid, 3, 'Seller Unit Price'), '9');
    await marc.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(marc.page.getByText(/Quote CQ-\d+ saved\./)).toBeVisible();

    // Olivier reads, in words, what Marc changed; his own cells stay, the clash on line 1 is marked.
    await expect(
      olivier.page.getByText('Marc Gagnon changed the seller on line 1 and the seller unit price on line 3.'),
    ).toBeVisible();
    await expect(olivier.page.getByText(/1 of your cells was also changed by Marc Gagnon/)).toBeVisible();
    const clash = await cellIn(olivierGrid, 1, 'Seller');
    await expect(clash).toContainText('Pépinière Abbotsford');
    await expect(clash.locator('[title]')).toHaveAttribute(
      'title',
      'Marc Gagnon set Pépinière Charlevoix; your value is kept.',
    );
    await expect(await cellIn(olivierGrid, 2, 'Markup %')).toHaveText('35');
    await expect(await cellIn(olivierGrid, 3, 'Seller Unit Price')).toHaveText('9.00');

    // His save goes through on the new version: his cells and Marc's other change are all kept.
    await olivier.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(olivier.page.getByText(/Quote CQ-\d+ saved\./)).toBeVisible();
    const saved = await readQuote(request, quote.id);
    expect(saved.items.map((item) => [item.sequenceNumber, item.sellerCompanyName, item.markupRate])).toEqual(
      [
        [1, 'Pépinière Abbotsford', null],
        [2, null, 35],
        [3, null, null],
      ],
    );
    await marc.context.close();
    await olivier.context.close();
  });

  test('a save refused as outdated keeps the cells: Refresh lays the other save under them, in words', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const quote = await quoteFromIntake(request, `Outdated saver ${Date.now()}`);
    const marc = await openAs(browser, ACCOUNTS.operations, quote.id);
    // Olivier's live connection never reaches the server: Marc's save reaches him only as a refused save (409).
    const olivier = await openAs(browser, ACCOUNTS.operationsTwo, quote.id, { isOffline: true });
    const marcGrid = linesGrid(marc.page);
    const olivierGrid = linesGrid(olivier.page);

    await pickInCell(marc.page, await cellIn(marcGrid, 2, 'Seller'), 'Charlevoix', 'Pépinière Charlevoix');
    await marc.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(marc.page.getByText(/Quote CQ-\d+ saved\./)).toBeVisible();

    await typeInCell(olivier.page, await cellIn(olivierGrid, 1, 'Markup %'), '40');
    await olivier.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(olivier.page.getByText(/your view is outdated/).first()).toBeVisible();
    await expect(olivier.page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(await cellIn(olivierGrid, 1, 'Markup %')).toHaveText('40');

    await olivier.page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(olivier.page.getByText('Another user changed the seller on line 2.')).toBeVisible();
    await expect(await cellIn(olivierGrid, 2, 'Seller')).toHaveText('Pépinière Charlevoix');
    await expect(await cellIn(olivierGrid, 1, 'Markup %')).toHaveText('40');
    await olivier.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(olivier.page.getByText(/Quote CQ-\d+ saved\./)).toBeVisible();
    const saved = await readQuote(request, quote.id);
    expect(saved.items.map((item) => [item.sellerCompanyName, item.markupRate])).toEqual([
      [null, 40],
      ['Pépinière Charlevoix', null],
      [null, null],
    ]);
    await marc.context.close();
    await olivier.context.close();
  });
});

/** Signs in in a context of its own and opens the quote's workspace; offline: no live connection. */
async function openAs(browser: Browser, account: string, id: number, options: { isOffline?: boolean } = {}) {
  const context = await browser.newContext();
  if (options.isOffline) {
    // A socket that never answers: the workspace hears of no change and learns of it from its save.
    await context.routeWebSocket(/\/ws$/, () => undefined);
  }
  const page = await context.newPage();
  await signIn(page, account);
  await openQuote(page, id);
  return { context, page };
}

test('opening the workspace asks the same calls for 3 lines as for 60: none per line (issue 14 performance)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const small = await quoteFromIntake(request, `Three lines ${Date.now()}`);
  expect(small.items).toHaveLength(3);
  const large = await quoteFromIntake(
    request,
    `Sixty lines ${Date.now()}`,
    Array.from({ length: 20 }, () => QUOTE_LINES).flat(),
  );
  expect(large.items).toHaveLength(60);
  await signIn(page, ACCOUNTS.operations);

  /**
   * The API calls made while the workspace opens at its address in a fresh load of the portal (the tab keeps its
   * session), each path with its record id put aside. A fresh load for both: a screen left open before would go on
   * asking for its own data (a live notice, a refetch) while the workspace opens.
   */
  const callsWhileOpening = async (id: number, jobName: string) => {
    await page.goto('about:blank');
    const calls: string[] = [];
    const listen = (sent: { url(): string; method(): string }) => {
      const url = new URL(sent.url());
      if (!url.pathname.startsWith('/api/')) return;
      calls.push(`${sent.method()} ${url.pathname.replaceAll(/\/\d+(?=\/|$)/g, '/:id')}${url.search}`);
    };
    page.on('request', listen);
    await page.goto(`/#/quotes/quote-construction/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(jobName) })).toBeVisible();
    await expect(linesGrid(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', listen);
    return calls.map((call) => call.replaceAll(String(id), ':id')).sort();
  };
  const forSmall = await callsWhileOpening(small.id, 'Three lines');
  const forLarge = await callsWhileOpening(large.id, 'Sixty lines');
  // Both openings start cold: the same calls, none added by the lines.
  expect(forSmall).toContain('GET /api/quote/:id');
  expect(forLarge).toEqual(forSmall);
});
