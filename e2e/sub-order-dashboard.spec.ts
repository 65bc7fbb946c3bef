import { expect, test } from './support/test';
import {
  editSubOrderComment,
  editSubOrderDays,
  placedOrderThroughApi,
  subOrderDashboardRow,
  toggleSubOrderBilled,
} from './support/orders';
import { ACCOUNTS, signIn } from './support/portal';

test.describe('SubOrder Dashboard (issue 15; spec 001 §2, §3 Sub-order row)', () => {
  test('filters by seller from the keyboard, edits a comment and a pick date in place, toggles billed; a reload keeps them', async ({
    page,
    request,
  }) => {
    const order = await placedOrderThroughApi(request, `Zinnia sub-order dashboard ${Date.now()}`);
    const [first, second] = order.subOrders;
    if (!first || !second) throw new Error('the order has fewer than two sub-orders');
    const firstNumber = `${order.formattedNumber}-S1`;
    const secondNumber = `${order.formattedNumber}-S2`;

    await signIn(page, ACCOUNTS.operations);
    await page.goto('/#/orders/sub-order-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'SubOrder Dashboard' })).toBeVisible();
    const table = page.getByRole('table', { name: 'SubOrder Dashboard' });

    // The search box takes the order number: both sub-orders of the new order, one per seller.
    const search = page.getByRole('searchbox', { name: 'Order or sub-order number, job or reference' });
    await search.focus();
    await page.keyboard.type(order.formattedNumber);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${order.formattedNumber}(&|$)`));
    await expect(subOrderDashboardRow(page, firstNumber)).toHaveCount(1);
    await expect(subOrderDashboardRow(page, secondNumber)).toHaveCount(1);

    // The seller picker, from the keyboard: Tab to it, type part of the name, Arrow Down, Enter.
    const seller = page.getByRole('combobox', { name: 'Seller Company' });
    await seller.focus();
    await page.keyboard.type(first.sellerCompanyName.slice(0, 8));
    await expect(page.getByRole('option', { name: first.sellerCompanyName })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]sellerCompanyId=${first.sellerCompanyId}(&|$)`));
    await expect(subOrderDashboardRow(page, secondNumber)).toHaveCount(0);
    const row = subOrderDashboardRow(page, firstNumber);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: first.sellerCompanyName })).toBeVisible();

    await editSubOrderComment(page, firstNumber, 'Loading dock at the back');
    await editSubOrderDays(page, firstNumber, 'pick', '2027-04-06', '2027-04-07');
    await expect(
      row.getByRole('button', { name: `Edit the pick dates of ${firstNumber}: Apr 6, 2027 – Apr 7, 2027` }),
    ).toBeVisible();
    await editSubOrderDays(page, firstNumber, 'delivery', '2027-04-09');
    await expect(row.getByRole('cell', { name: '3 days' })).toBeVisible();
    expect(await toggleSubOrderBilled(page, firstNumber)).toBe(true);

    // The view is the URL and the edits are the server's: a reload shows the same filter and the saved row.
    await page.reload();
    await expect(seller).toHaveValue(first.sellerCompanyName);
    const reloaded = subOrderDashboardRow(page, firstNumber);
    await expect(reloaded).toHaveCount(1);
    await expect(subOrderDashboardRow(page, secondNumber)).toHaveCount(0);
    await expect(
      reloaded.getByRole('button', { name: `Edit the comment of ${firstNumber}: Loading dock at the back` }),
    ).toBeVisible();
    await expect(
      reloaded.getByRole('button', {
        name: `Edit the pick dates of ${firstNumber}: Apr 6, 2027 – Apr 7, 2027`,
      }),
    ).toBeVisible();
    await expect(reloaded.getByRole('switch', { name: `Billed: ${firstNumber}` })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // Its number opens the order's workspace.
    await reloaded.getByRole('link', { name: firstNumber, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/orders/order-construction/${order.id}$`));
    await expect(table).toHaveCount(0);
  });
});
