import { expect, test } from './support/test';
import { InventoryStatus, OrderStatus, PictureStatus } from '@portal/contracts';
import {
  addOrderTransportCost,
  approvePictures,
  moveOrderFromWorkspace,
  openOrderConstruction,
  openPictureManager,
  openSubOrderDashboard,
  phaseOrderInWizard,
  placedOrderThroughApi,
  requestPicture,
  saveOrderConstruction,
  secureEveryItemFromKeyboard,
  sendPurchaseOrder,
  setBuyerDeliveryFee,
  subOrderDashboardRow,
  uploadPictures,
} from './support/orders';
import { ACCOUNTS, signIn } from './support/portal';
import { data, signInToApi } from './support/quotes';
import { pdfTextOf, startLoopbackSmtp } from './support/smtp';
import { gradientPng } from './support/tiny-png';

/**
 * Issue 15, acceptance 1 — the order from placed to planned, as staff do it in the browser: from a placed order,
 * inventory secured on every line, a transport cost and the buyer delivery fee, a picture requested, uploaded and
 * approved, the order phased into two, one moved to Planning Delivery, the seller's purchase order sent (it
 * arrives at an SMTP server on loopback with the PDF attached); the Order Dashboard and the SubOrder Dashboard
 * show all of it. Each step is the screen's own helper (e2e/support/orders.ts), as its own spec drives it.
 */

interface OrderRead {
  id: number;
  formattedNumber: string;
  statusId: number;
  inventoryStatusId: number;
  pictureStatusId: number;
  buyerDeliveryFee: number | null;
  phasedFromOrderId: number | null;
  items: Array<{ productName: string; quantity: number; inventorySecured: boolean }>;
  subOrders: Array<{ subOrderNumber: string; sellerCompanyName: string }>;
  transportCosts: Array<{ sellerCompanyName: string; cost: number }>;
}

test('a placed order secured, charged, pictured, phased, planned and its PO mailed; the dashboards show it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const jobName = `Parc Jean-Drapeau — allées ${Date.now()}`;
  const placed = await placedOrderThroughApi(request, jobName);
  const headers = await signInToApi(request);
  const read = async (id: number) => data<OrderRead>(await request.get(`/api/order/${id}`, { headers }));
  const order = await read(placed.id);
  const [firstSeller, secondSeller] = order.subOrders;
  const [firstItem, , lastItem] = order.items;
  if (!firstSeller || !secondSeller || !firstItem || !lastItem) throw new Error('the order is not as placed');
  const number = order.formattedNumber;

  await signIn(page, ACCOUNTS.operations);

  // Construction: every line secured from the keyboard, the second seller's transport and the delivery fee.
  await openOrderConstruction(page, order.id);
  await secureEveryItemFromKeyboard(page, order.items.length);
  await addOrderTransportCost(page, secondSeller.sellerCompanyName, '165');
  await setBuyerDeliveryFee(page, '95');
  await saveOrderConstruction(page, number);
  const built = await read(order.id);
  expect(built.items.every((item) => item.inventorySecured)).toBe(true);
  expect(built.inventoryStatusId).toBe(InventoryStatus.ids.INVENTORY_SECURED);
  expect(built.transportCosts).toEqual([
    expect.objectContaining({ sellerCompanyName: secondSeller.sellerCompanyName, cost: 165 }),
  ]);
  expect(built.buyerDeliveryFee).toBe(95);

  // Pictures: one asked of the first item, sent by the nursery (a PNG), approved.
  await openPictureManager(page, order.id);
  await requestPicture(page, firstItem.productName);
  await uploadPictures(page, firstItem.productName, [
    { name: 'yard-photo.png', mimeType: 'image/png', buffer: gradientPng(64, 48) },
  ]);
  await approvePictures(page, firstItem.productName);
  // Decision 202: one item of several has pictures — partially sent.
  expect((await read(order.id)).pictureStatusId).toBe(PictureStatus.ids.PARTIALLY_SENT);

  // Phasing: part of the last item goes into a second phase; the balance stays in the order.
  const phaseQuantity = Math.floor(lastItem.quantity / 4);
  const phaseNumber = await phaseOrderInWizard(page, order.id, [[lastItem.productName, phaseQuantity]]);
  expect(phaseNumber).toBe(`${number}-P2`);

  // The balance moves on: WIP, then Planning Delivery (setup finished: secured, charged, fee set).
  await openOrderConstruction(page, order.id);
  await moveOrderFromWorkspace(page, number, 'Move to WIP', 'WIP');
  await moveOrderFromWorkspace(page, number, 'Move to Planning Delivery', 'Planning Delivery');
  const planned = await read(order.id);
  expect(planned.statusId).toBe(OrderStatus.ids.DELIVERY_PLANNING);
  expect(planned.items.find((item) => item.productName === lastItem.productName)?.quantity).toBe(
    lastItem.quantity - phaseQuantity,
  );

  // The first seller's purchase order, sent from the workspace: it arrives with its PDF.
  const smtp = await startLoopbackSmtp();
  try {
    await sendPurchaseOrder(page, firstSeller.sellerCompanyName);
    const mail = await smtp.waitForMail(number);
    expect(mail.attachments).toHaveLength(1);
    const pdfText = await pdfTextOf(mail.attachments[0]?.content as Buffer);
    expect(pdfText).toContain(number);
    expect(pdfText).toContain(firstItem.productName);
  } finally {
    await smtp.stop();
  }

  // The Order Dashboard: both phases, the balance planned, secured and pictured, the new phase new.
  await page.goto(`/#/orders/order-dashboard?search=${encodeURIComponent(number)}`);
  const dashboard = page.getByRole('table', { name: 'Order Dashboard' });
  const balanceRow = dashboard.getByRole('row').filter({
    has: page.getByRole('button', { name: number, exact: true }),
  });
  await expect(balanceRow).toContainText('Planning Delivery');
  await expect(balanceRow).toContainText('Secured');
  await expect(balanceRow).toContainText('Partially Sent');
  const phaseRow = dashboard.getByRole('row').filter({
    has: page.getByRole('button', { name: phaseNumber, exact: true }),
  });
  await expect(phaseRow).toContainText('New Order');

  // The SubOrder Dashboard: the balance's sub-orders, one per seller.
  await openSubOrderDashboard(page, number);
  for (const subOrder of planned.subOrders) {
    await expect(subOrderDashboardRow(page, subOrder.subOrderNumber)).toContainText(
      subOrder.sellerCompanyName,
    );
  }
});
