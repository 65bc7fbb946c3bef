import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { openOrderConstruction, phaseOrderInWizard, placedOrderThroughApi } from './support/orders';
import { ACCOUNTS, signIn } from './support/portal';
import { data, openQuote, signInToApi } from './support/quotes';
import { VERSION_HEADER } from '@portal/contracts';

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

interface OrderToSave {
  id: number;
  version: number;
  quoteId: number;
  buyerDeliveryFee: number | null;
  items: Array<{
    id: number;
    sellerCompanyId: number | null;
    sellerUnitPrice: number | null;
    markupRate: number | null;
    buyerUnitPrice: number | null;
    sellerContacted: boolean;
    inventorySecured: boolean;
  }>;
  subOrders: Array<{ sellerCompanyId: number; sellerCompanyName: string }>;
}

test("says a transport cost phasing split on both orders, and a Quebec quote's tax is GST/QST (decision 202)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const order = await placedOrderThroughApi(request, `Parc Maisonneuve ${Date.now()}`);
  const headers = await signInToApi(request);
  const placed = await data<OrderToSave>(await request.get(`/api/order/${order.id}`, { headers }));
  // The hydrangea's seller carries its goods for $450.00.
  const seller = placed.subOrders[1]!;
  await data(
    await request.put('/api/orderConstruction', {
      headers: { ...headers, [VERSION_HEADER]: String(placed.version) },
      data: {
        id: placed.id,
        items: placed.items.map((item) => ({
          id: item.id,
          sellerCompanyId: item.sellerCompanyId,
          sellerUnitPrice: item.sellerUnitPrice,
          markupRate: item.markupRate,
          buyerUnitPrice: item.buyerUnitPrice,
          sellerContacted: item.sellerContacted,
          inventorySecured: item.inventorySecured,
        })),
        discounts: [],
        transportCosts: [
          { transportTypeId: 1, sellerCompanyId: seller.sellerCompanyId, cost: 450, transporterIds: [] },
        ],
        buyerDeliveryFee: placed.buyerDeliveryFee,
      },
    }),
  );

  await signIn(page, ACCOUNTS.operations);
  const newNumber = await phaseOrderInWizard(page, order.id, [["Hydrangea paniculata 'Limelight'", 15]]);
  const balance = await data<{ transportCosts: Array<{ cost: number }> }>(
    await request.get(`/api/order/${order.id}`, { headers }),
  );
  const balanceCents = Math.round(balance.transportCosts[0]!.cost * 100);
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  // The balance says its share and the new phase's; the shares add up to the cent.
  await openOrderConstruction(page, order.id);
  const notes = page.getByRole('list', { name: 'Transport costs split between phases' });
  await expect(notes).toContainText(
    `${seller.sellerCompanyName}: $450.00, split: ${money(balanceCents)} on this order, ${money(45_000 - balanceCents)} on P2`,
  );
  expect(newNumber).toBe(`${order.formattedNumber}-P2`);

  // The Quebec quote the order came from names GST/QST, never 'state sales tax'.
  await openQuote(page, placed.quoteId);
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('Taxes shown: GST/QST (Quebec).')).toBeVisible();
  await expect(totals.getByText(/state sales tax/)).toHaveCount(0);
});
