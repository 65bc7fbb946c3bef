import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { phaseOrderInWizard, placedOrderThroughApi } from './support/orders';
import { ACCOUNTS, signIn } from './support/portal';
import { data, signInToApi } from './support/quotes';

/**
 * The phasing wizard (issue 15; spec 001 §2 /orders/order-phasing-wizard, §4 three steps; decision 171): an order
 * placed through the calls is split from the keyboard — thuja moved whole, part of the hydrangea — and both orders
 * are on the Order Dashboard with their items and quantities.
 */

interface OrderRead {
  id: number;
  formattedNumber: string;
  phasedFromOrderId: number | null;
  items: Array<{ productName: string; quantity: number }>;
  discounts: Array<{ amount: number }>;
}

test('splits a placed order into two phases from the keyboard; the dashboard shows both', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const jobName = `Parc Lafontaine ${Date.now()}`;
  const order = await placedOrderThroughApi(request, jobName);

  await signIn(page, ACCOUNTS.operations);
  await page.goto(`/#/orders/order-phasing-wizard/${order.id}`);
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('row')).toHaveCount(4);
  await expectNoSeriousViolations(page, 'the Order Phasing Wizard');
  const newNumber = await phaseOrderInWizard(page, order.id, [
    ["Thuja occidentalis 'Smaragd'", 120],
    ["Hydrangea paniculata 'Limelight'", 15],
  ]);
  expect(newNumber).toBe(`${order.formattedNumber}-P2`);

  // Both orders as the server keeps them: every unit in exactly one phase.
  const headers = await signInToApi(request);
  const balance = await data<OrderRead>(await request.get(`/api/order/${order.id}`, { headers }));
  expect(balance.items.map((item) => [item.productName, item.quantity])).toEqual([
    ["Acer rubrum 'October Glory'", 25],
    ["Hydrangea paniculata 'Limelight'", 25],
  ]);

  // The dashboard shows both phases of the job.
  await page.getByRole('link', { name: 'Go to the Order Dashboard' }).focus();
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Order Dashboard' });
  const rows = table.getByRole('row').filter({ hasText: jobName });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: newNumber })).toHaveCount(1);
  await expect(rows.filter({ hasText: new RegExp(`${order.formattedNumber}(?!-P)`) })).toHaveCount(1);

  // The new phase read back: the thuja whole and 15 hydrangeas, split off the order.
  await rows
    .filter({ hasText: newNumber })
    .getByRole('button', { name: `Sub-orders of ${newNumber}` })
    .click();
  const panel = page.getByRole('dialog', { name: `Order ${newNumber}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Thuja occidentalis 'Smaragd'")).toBeVisible();
  await expect(panel.getByText("Hydrangea paniculata 'Limelight'")).toBeVisible();
});
