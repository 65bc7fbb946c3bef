import { type Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { OrderStatus } from '@portal/contracts';
import { expectNoSeriousViolations } from './support/axe';
import {
  addOrderTransportCost,
  moveOrderFromWorkspace,
  openItemAlternatesFromKeyboard,
  openOrderConstruction,
  openOrderFromDashboard,
  orderItemsGrid,
  placedOrderThroughApi,
  readOrderAlternates,
  saveOrderConstruction,
  secureEveryItemFromKeyboard,
  setBuyerDeliveryFee,
} from './support/orders';
import { ACCOUNTS, signIn } from './support/portal';
import { cellIn, data, QUOTE_LINES, signInToApi, typeInCell } from './support/quotes';

/**
 * The order construction workspace (issue 15; decision 165): an order of the test's own, placed through the
 * calls, opened from the Order Dashboard, its inventory secured from the keyboard, a transport cost and the buyer
 * delivery fee added and saved, moved to WIP and to Planning Delivery — refused first with spec 001 §8's words
 * while the fee is not set, then allowed; and two staff saving it at once, the second told in words who changed
 * what, losing no cell.
 */

interface OrderState {
  statusId: number;
  buyerDeliveryFee: number | null;
  items: Array<{ sequenceNumber: number; inventorySecured: boolean; sellerUnitPrice: number | null }>;
  transportCosts: Array<{ sellerCompanyName: string; cost: number }>;
}

async function readOrder(request: Parameters<typeof signInToApi>[0], id: number): Promise<OrderState> {
  const headers = await signInToApi(request);
  return data<OrderState>(await request.get(`/api/order/${id}`, { headers }));
}

test.describe('order construction (issue 15)', () => {
  test('from the dashboard: secure every item, a transport cost and the delivery fee, then WIP and Planning Delivery (refused until the fee is set)', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const jobName = `Parc Lafontaine ${Date.now()}`;
    const order = await placedOrderThroughApi(request, jobName);
    const seller = order.subOrders[0]?.sellerCompanyName ?? '';
    await signIn(page, ACCOUNTS.operations);
    await openOrderFromDashboard(page, order.formattedNumber);
    await expect(
      page.getByRole('heading', { level: 1, name: `${order.formattedNumber} — ${jobName}` }),
    ).toBeVisible();
    const grid = orderItemsGrid(page);
    await expect(grid).toHaveAttribute('aria-rowcount', String(QUOTE_LINES.length + 1));

    await secureEveryItemFromKeyboard(page, QUOTE_LINES.length);
    await addOrderTransportCost(page, seller, '120');
    await expect(page.getByText(/The totals follow your unsaved changes/)).toBeVisible();
    await expectNoSeriousViolations(page, 'the order construction workspace');
    await saveOrderConstruction(page, order.formattedNumber);
    await expect(
      page.getByRole('table', { name: 'Sub-orders, one per seller' }).getByText('Inventory Secured'),
    ).toHaveCount(2);

    await moveOrderFromWorkspace(page, order.formattedNumber, 'Move to WIP', 'WIP');

    // Finish setup without the buyer delivery fee is refused with §8's words, the fee marked (spec 001 §5).
    await page.getByRole('button', { name: 'Move to Planning Delivery', exact: true }).click();
    await expect(
      page.getByText('The buyer delivery fee must be set to finish the order.').first(),
    ).toBeVisible();
    await expect(page.getByLabel('Buyer Delivery Fee')).toHaveAttribute('aria-invalid', 'true');
    expect((await readOrder(request, order.id)).statusId).toBe(OrderStatus.ids.WIP);

    // With the fee set, the move asks about the unsaved fee (decision 201): Save and Continue saves, then moves.
    await setBuyerDeliveryFee(page, '75');
    await page.getByRole('button', { name: 'Move to Planning Delivery', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Unsaved Changes' })
      .getByRole('button', { name: 'Save and Continue' })
      .click();
    await expect(page.getByText(`Order ${order.formattedNumber} is now Planning Delivery.`)).toBeVisible();
    const saved = await readOrder(request, order.id);
    expect(saved.statusId).toBe(OrderStatus.ids.DELIVERY_PLANNING);
    expect(saved.buyerDeliveryFee).toBe(75);
    expect(saved.items.every((item) => item.inventorySecured)).toBe(true);
    expect(saved.transportCosts).toEqual([expect.objectContaining({ sellerCompanyName: seller, cost: 120 })]);
  });

  test('adds an alternate to an item from the keyboard, saves it, and finds it after a reload (decision 173)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const order = await placedOrderThroughApi(request, `Alternates ${Date.now()}`);
    await signIn(page, ACCOUNTS.operations);
    await openOrderConstruction(page, order.id);

    const panel = await openItemAlternatesFromKeyboard(page, 2);
    await expect(panel.getByText('This line has no alternates.')).toBeVisible();
    await panel.getByRole('button', { name: 'Add Alternate' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Alternate' });
    await dialog.getByRole('combobox', { name: 'Product' }).pressSequentially('Thuja');
    await expect(page.getByRole('option', { name: /Thuja/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // An alternate naming a product names its size (issue 34): one of the sizes the product comes in.
    await dialog.getByRole('combobox', { name: 'Size' }).pressSequentially('5');
    // The list has finished opening (a key pressed while it fades in closes it, as PrimeReact does).
    await expect(page.locator('.p-autocomplete-panel.p-connected-overlay-enter-done')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Quantity').focus();
    await page.keyboard.type('14');
    await dialog.getByLabel('Note').focus();
    await page.keyboard.type('From the back lot');
    await dialog.getByRole('button', { name: 'OK' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const alternates = panel.getByRole('table', { name: 'Alternates of the line' });
    await expect(alternates).toContainText('From the back lot');
    await saveOrderConstruction(page, order.formattedNumber);

    const stored = await readOrderAlternates(request, order.id);
    expect(stored.items.find((item) => item.sequenceNumber === 2)?.altItems).toEqual([
      expect.objectContaining({
        productName: expect.stringMatching(/^Thuja/),
        productSizeName: expect.stringContaining('5'),
        quantity: 14,
        note: 'From the back lot',
      }),
    ]);

    await page.reload();
    await expect(orderItemsGrid(page)).toBeVisible();
    const reopened = await openItemAlternatesFromKeyboard(page, 2);
    await expect(reopened.getByRole('table', { name: 'Alternates of the line' })).toContainText(
      'From the back lot',
    );
    await expect(reopened.getByRole('table', { name: 'Alternates of the line' })).toContainText('By hand');
    await expectNoSeriousViolations(page, "an order item's alternates");
  });

  test('two staff save the same order: the second is told who changed what and loses no cell', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const order = await placedOrderThroughApi(request, `Two order savers ${Date.now()}`);
    const marc = await openAs(browser, ACCOUNTS.operations, order.id);
    const olivier = await openAs(browser, ACCOUNTS.operationsTwo, order.id);
    const marcGrid = orderItemsGrid(marc.page);
    const olivierGrid = orderItemsGrid(olivier.page);

    // Olivier prices item 2 without saving; Marc prices it too, secures item 3 and saves.
    await typeInCell(olivier.page, await cellIn(olivierGrid, 2, 'Seller Unit Price'), '21');
    await typeInCell(marc.page, await cellIn(marcGrid, 2, 'Seller Unit Price'), '22');
    await (await cellIn(marcGrid, 3, 'Buyer Price')).click();
    await marc.page.keyboard.press('ArrowRight');
    await marc.page.keyboard.press('ArrowRight');
    await marc.page.keyboard.press('Space');
    await saveOrderConstruction(marc.page, order.formattedNumber);

    // Olivier reads, in words, what Marc changed; his own cell stays, the clash on item 2 is marked.
    await expect(
      olivier.page.getByText(
        /^Marc Gagnon changed .*the seller unit price on line 2.*‘inventory secured’ on line 3/,
      ),
    ).toBeVisible();
    await expect(
      olivier.page.getByText(/of your cells (was|were) also changed by Marc Gagnon/),
    ).toBeVisible();
    const clash = await cellIn(olivierGrid, 2, 'Seller Unit Price');
    await expect(clash).toContainText('21.00');
    await expect(clash.locator('[title]')).toHaveAttribute(
      'title',
      'Marc Gagnon set 22.00; your value is kept.',
    );
    await expect(olivierGrid.getByRole('checkbox', { name: 'Inventory Secured, line 3' })).toBeChecked();

    // His save goes through on the new version: his cell and Marc's other change are both kept.
    await saveOrderConstruction(olivier.page, order.formattedNumber);
    const saved = await readOrder(request, order.id);
    expect(
      saved.items.map((item) => [item.sequenceNumber, item.sellerUnitPrice, item.inventorySecured]),
    ).toEqual([
      [1, 10, false],
      [2, 21, false],
      [3, 30, true],
    ]);
    await marc.context.close();
    await olivier.context.close();
  });
});

/** Signs in in a context of its own and opens the order's workspace. */
async function openAs(browser: Browser, account: string, id: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  await openOrderConstruction(page, id);
  return { context, page };
}
