import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { placedOrderThroughApi } from './support/orders';
import { ACCOUNTS, signIn } from './support/portal';
import {
  cellIn,
  data,
  linesGrid,
  openQuote,
  pickInCell,
  planQuoteDeliveryThroughApi,
  quoteFromIntake,
  readQuote,
  saveStandardizedReviewed,
  signInToApi,
  standardizedFromIntake,
  typeInCell,
  type StandardizedRead,
} from './support/quotes';

/**
 * Issue 34, the construction grid by keyboard and on smaller screens (decision 201): Tab walks a grid's cells and
 * stays in it, Enter in a lookup picks the first match, publish with unsaved edits asks Save and Continue /
 * Discard / Stay, a double click makes one record and no false 'outdated' notice, and at 800 px the Order
 * Dashboard keeps its status column in view.
 */

const OUTDATED = /changed this record, so your view is outdated/;

function activeCell(page: Page) {
  return page.evaluate(() => {
    const cell = document.activeElement?.closest('[role="gridcell"]');
    const grid = cell?.closest('[role="grid"]');
    return {
      grid: grid?.getAttribute('aria-label') ?? null,
      line: Number(cell?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? 0) - 1,
      column: Number(cell?.getAttribute('aria-colindex') ?? 0),
    };
  });
}

async function columnIndex(page: Page, header: string) {
  const headers = await linesGrid(page).getByRole('columnheader').allTextContents();
  return headers.indexOf(header) + 1;
}

test.describe('the construction grid by keyboard (issue 34, decision 201)', () => {
  test('Enter in a lookup picks the first match; Tab walks the line and stays in the grid, Shift+Tab goes back', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const quote = await quoteFromIntake(request, `Parc Maisonneuve ${Date.now()}`);
    await signIn(page, ACCOUNTS.operations);
    await openQuote(page, quote.id);
    const grid = linesGrid(page);

    // The seller typed and Enter at once, no suggestion chosen: the first match is taken.
    const seller = await cellIn(grid, 1, 'Seller');
    await seller.click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Charlevoix');
    await page.keyboard.press('Enter');
    await expect(seller).toHaveText('Pépinière Charlevoix');
    await expect(seller).toBeFocused();

    // Tab goes on to the line's next cells, never to the discounts' Add Line below; Enter then edits a cell.
    await page.keyboard.press('Tab');
    expect(await activeCell(page)).toEqual({
      grid: 'Quote Items',
      line: 1,
      column: await columnIndex(page, 'Seller Unit Price'),
    });
    await page.keyboard.press('Tab');
    expect(await activeCell(page)).toEqual({
      grid: 'Quote Items',
      line: 1,
      column: await columnIndex(page, 'Markup %'),
    });
    await page.keyboard.press('Shift+Tab');
    expect(await activeCell(page)).toEqual({
      grid: 'Quote Items',
      line: 1,
      column: await columnIndex(page, 'Seller Unit Price'),
    });
    await page.keyboard.press('Enter');
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');
    await expect(await cellIn(grid, 1, 'Seller Unit Price')).toHaveText('100.00');
    // Nothing was added to the charges by the keys pressed in the lines' grid.
    await expect(page.getByRole('grid', { name: 'Quote Discounts' })).toHaveAttribute('aria-rowcount', '1');
    await expect(page.getByRole('grid', { name: 'Quote Transport Costs' })).toHaveAttribute(
      'aria-rowcount',
      '1',
    );

    // The product column stays in view when the grid scrolls sideways.
    const product = await cellIn(grid, 1, 'Product');
    const before = await product.boundingBox();
    await grid.locator('xpath=..').evaluate((scroller) => {
      scroller.scrollLeft = scroller.scrollWidth;
    });
    const after = await product.boundingBox();
    expect(after?.x).toBe(before?.x);
  });

  test('publish with unsaved edits asks Save and Continue / Discard / Stay, and each does what it says', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const quote = await quoteFromIntake(request, `Parc La Fontaine ${Date.now()}`);
    const number = `CQ-${quote.quoteNumber}`;
    await signIn(page, ACCOUNTS.operations);
    await openQuote(page, quote.id);
    const grid = linesGrid(page);
    for (const line of [1, 2, 3]) {
      await pickInCell(page, await cellIn(grid, line, 'Seller'), 'Charlevoix', 'Pépinière Charlevoix');
      await typeInCell(page, await cellIn(grid, line, 'Seller Unit Price'), '100');
      await typeInCell(page, await cellIn(grid, line, 'Markup %'), '20');
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Quote ${number} saved.`)).toBeVisible();
    // Its lines on a quote delivery, so the publish is the unsaved-changes question's alone (decision 209).
    await planQuoteDeliveryThroughApi(request, quote.id);

    const publish = page
      .getByRole('group', { name: 'Quote actions' })
      .getByRole('button', { name: 'Publish', exact: true });
    const question = page
      .getByRole('alertdialog', { name: 'Unsaved Changes' })
      .or(page.getByRole('dialog', { name: 'Unsaved Changes' }));
    const confirmation = page.getByText(`Are you sure you want to publish quote ${number}?`);
    const markup = await cellIn(grid, 1, 'Markup %');

    // Stay: nothing happens, the edit is still on screen.
    await typeInCell(page, markup, '30');
    await publish.click();
    await expect(question).toContainText('You have unsaved changes, which block proceeding.');
    await expect(question.getByRole('button', { name: 'Stay' })).toBeFocused();
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(question).toBeHidden();
    await expect(confirmation).toBeHidden();
    await expect(markup).toHaveText('30');
    expect((await readQuote(request, quote.id)).items[0]?.markupRate).toBe(20);

    // Discard: the edit is dropped, then the publish goes on to its own question (answered No here).
    await publish.click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(confirmation).toBeVisible();
    await expect(markup).toHaveText('20');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(confirmation).toBeHidden();
    expect((await readQuote(request, quote.id)).statusId).toBe(1);

    // Save and Continue: saved, then published.
    await typeInCell(page, markup, '30');
    await publish.click();
    await question.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(page.getByText(`Quote ${number} saved.`).first()).toBeVisible();
    await expect(confirmation).toBeVisible();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page.getByText(`Quote ${number} published.`)).toBeVisible();
    const published = await readQuote(request, quote.id);
    expect(published.statusId).toBe(2);
    expect(published.items[0]?.markupRate).toBe(30);
  });
});

test.describe('a double click makes one record and no false notice (issue 34, decision 201)', () => {
  test('a double-clicked Save & Complete makes one quote', async ({ page, request }) => {
    test.setTimeout(120_000);
    const jobName = `Parc Frontenac ${Date.now()}`;
    const created = await standardizedFromIntake(request, jobName);
    const reviewed = await saveStandardizedReviewed<StandardizedRead>(request, created, 'save');
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto(`/#/quotes/standardized-quote-management/${reviewed.id}`);
    await expect(page.getByRole('grid', { name: 'Standardized Quote Items' })).toBeVisible();

    await page.getByRole('button', { name: 'Save & Complete' }).dblclick();
    await expect(page.getByText(/completed: quote CQ-\d+ is ready/)).toBeVisible();
    await expect(page.getByText(/Quote CQ-\d+ was made from it/)).toBeVisible();
    await expect(page.getByText(OUTDATED)).toHaveCount(0);

    const headers = await signInToApi(request);
    const quotes = await data<{ total: number }>(
      await request.get(`/api/quotePageableResult?search=${encodeURIComponent(jobName)}`, { headers }),
    );
    expect(quotes.total).toBe(1);
  });

  test('a double-clicked "Create the new phase" makes one phase', async ({ page, request }) => {
    test.setTimeout(120_000);
    const jobName = `Parc Angrignon ${Date.now()}`;
    const order = await placedOrderThroughApi(request, jobName);
    await signIn(page, ACCOUNTS.operations);
    await page.goto(`/#/orders/order-phasing-wizard/${order.id}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /^Move Thuja occidentalis 'Smaragd'/ }).check();
    const quantity = page.getByRole('textbox', { name: /^Quantity of Thuja occidentalis 'Smaragd'/ });
    await quantity.fill('120');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Distribute values' })).toBeVisible();

    await page.getByRole('button', { name: 'Create the new phase' }).dblclick();
    await expect(page.getByText(/^Order OR-\d+-P2 was created from OR-/)).toBeVisible();
    await expect(page.getByText(OUTDATED)).toHaveCount(0);

    await page.goto('/#/orders/order-dashboard');
    const rows = page
      .getByRole('table', { name: 'Order Dashboard' })
      .getByRole('row')
      .filter({ hasText: jobName });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: /-P3/ })).toHaveCount(0);
  });
});

test('at 800 px the Order Dashboard keeps its status column in view', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, ACCOUNTS.operations);
  await page.goto('/#/orders/order-dashboard');
  const table = page.getByRole('table', { name: 'Order Dashboard' });
  const status = table.getByRole('columnheader', { name: 'Status', exact: true });
  await expect(status).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const box = await status.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(800);
  await expect(status).toBeInViewport({ ratio: 1 });
});
