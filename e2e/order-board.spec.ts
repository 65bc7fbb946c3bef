import { type Locator, type Page } from '@playwright/test';
import { VERSION_HEADER } from '@portal/contracts';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { ACCOUNTS, signIn } from './support/portal';
import {
  moveOrderOnBoard,
  openOrderBoard,
  orderBoardColumn,
  orderCard,
  placedOrderThroughApi,
} from './support/orders';
import { data, signInToApi } from './support/quotes';

/**
 * Order Board, Order Table and Order Management (issue 15; decision 167): an order of the test's own (placed
 * through the calls) moved to WIP from its card's menu with the keyboard, found in the table with the filter the
 * toggle kept, cancelled from its row (confirmed), back on the board in Cancelled; and a cancelled order deleted
 * from Order Management by finance (French interface), confirmed.
 */

function confirmationOf(page: Page, number: string): Locator {
  return page.getByRole('alertdialog').or(page.getByRole('dialog').filter({ hasText: number }));
}

test.describe('Order Board, Order Table and Order Management', () => {
  // Each test places its own order through the quote calls first (intake, sourcing, publish, return, order).
  test.describe.configure({ timeout: 120_000 });

  test('an order moves to WIP from its card menu, the table keeps the filter and cancels it, confirmed', async ({
    page,
    request,
  }) => {
    const order = await placedOrderThroughApi(request, `Order board test ${Date.now()}`);
    const number = order.formattedNumber;
    await signIn(page, ACCOUNTS.operations);
    await openOrderBoard(page, number);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Board' })).toBeVisible();
    await expect(orderBoardColumn(page, 'New Order').getByText(number, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Order Board');

    // spec 001 §4: a New Order's card offers Move to WIP and Cancel; Move to WIP asks no confirmation.
    await moveOrderOnBoard(page, number, 'Move to WIP', 'WIP');
    await expect(page.getByText(`Order ${number} is now WIP.`)).toBeVisible();
    await expect(orderBoardColumn(page, 'New Order').getByText(number, { exact: true })).toHaveCount(0);

    // The toggle to the table keeps the filter (decision 107); the row shows the order in WIP with its sellers.
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).press('Enter');
    await expect(page).toHaveURL(/#\/orders\/order-table\?search=OR-/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Table' })).toBeVisible();
    await expect(page.getByLabel('Order number, job or reference')).toHaveValue(number);
    const table = page.getByRole('table', { name: 'Orders' });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('WIP', { exact: true })).toBeVisible();
    await expect(row.getByText(`${order.subOrders[0]?.sellerCompanyName}, `, { exact: false })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Order Table');

    // Cancel from the row: the §8 question first, then the call.
    const cancel = row.getByRole('button', { name: `Cancel ${number}` });
    await cancel.focus();
    await cancel.press('Enter');
    await expect(confirmationOf(page, number)).toContainText(
      `Are you sure you want to cancel order ${number}?`,
    );
    await confirmationOf(page, number).getByRole('button', { name: 'Yes' }).press('Enter');
    await expect(page.getByText(`Order ${number} is now Cancelled.`)).toBeVisible();
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();

    // Back to the board, still filtered: the card is in Cancelled and offers only Reinstate.
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).press('Enter');
    await expect(page).toHaveURL(/#\/orders\/order-board\?search=OR-/);
    await expect(orderBoardColumn(page, 'Cancelled').getByText(number, { exact: true })).toBeVisible();
    await orderCard(page, number).focus();
    await page.keyboard.press('Shift+F10');
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Reinstate']);
    await page.keyboard.press('Escape');

    // Enter on the card opens the order in its construction workspace.
    await orderCard(page, number).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/orders/order-construction/${order.id}$`));
  });

  test('finance deletes a cancelled order from Order Management, confirmed', async ({ page, request }) => {
    const order = await placedOrderThroughApi(request, `Order management test ${Date.now()}`);
    const number = order.formattedNumber;
    const headers = await signInToApi(request);
    await data(
      await request.get(`/api/cancelOrder/${order.id}`, {
        headers: { ...headers, [VERSION_HEADER]: String(order.version) },
      }),
    );

    // The finance demo account works in French (README).
    await signIn(page, ACCOUNTS.finance);
    await page.goto(`/#/orders/order-management?search=${encodeURIComponent(number)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des commandes' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: number, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'Order Management');
    const remove = page.getByRole('button', { name: `Supprimer ${number}` });
    await remove.focus();
    await remove.press('Enter');
    const confirmation = confirmationOf(page, number);
    await expect(confirmation).toContainText(number);
    await confirmation.getByRole('button', { name: 'Oui' }).press('Enter');
    await expect(table.getByRole('link', { name: number, exact: true })).toHaveCount(0);
    const gone = await request.get(`/api/order/${order.id}`, { headers });
    expect(gone.status()).toBe(404);
  });
});
