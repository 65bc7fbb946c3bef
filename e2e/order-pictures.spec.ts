import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import {
  approvePictures,
  openPictureManager,
  pictureItem,
  placedOrderThroughApi,
  requestPicture,
  uploadPictures,
} from './support/orders';
import { ACCOUNTS, signIn } from './support/portal';
import { data, signInToApi } from './support/quotes';
import { gradientPng } from './support/tiny-png';

/**
 * The Order Picture Manager (issue 15; spec 001 §2 /orders/order-picture-manager, §3 order picture request, §5
 * pictures by content; decision 168): on an order placed through the calls, a picture is asked of one item, a
 * PNG uploaded and approved from the keyboard; the item, its sub-order and the order are 'Sent', and so is the
 * order's row on the Order Dashboard.
 */

interface PicturesRead {
  pictureStatusId: number;
  items: Array<{ productName: string; pictures: Array<{ contentType: string; hasThumbnail: boolean }> }>;
}

const ACER = "Acer rubrum 'October Glory'";

test('asks for a picture, uploads it and approves it; the order is Partially Sent on the dashboard too', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const jobName = `Parc Jarry ${Date.now()}`;
  const order = await placedOrderThroughApi(request, jobName);

  await signIn(page, ACCOUNTS.operations);
  await openPictureManager(page, order.id);
  await expect(page.getByTestId('order-picture-status')).toHaveText('Not Sent');
  await expectNoSeriousViolations(page, 'the Order Picture Manager');

  await requestPicture(page, ACER, '2026-12-15');
  await expect(page.getByTestId('order-picture-status')).toHaveText('Not Sent');
  // A real PNG named like a document: the server tells the type by its content.
  await uploadPictures(page, ACER, [
    { name: 'acer-front.pdf', mimeType: 'application/pdf', buffer: gradientPng(64, 48) },
  ]);
  const acer = pictureItem(page, ACER);
  await expect(acer.getByText('Waiting for review')).toBeVisible();
  // Decision 202: one item of the order's three has pictures, the others have sent nothing: partially sent.
  await expect(page.getByTestId('order-picture-status')).toHaveText('Partially Sent');
  await expect(page.getByTestId('order-picture-count')).toHaveText('1 of 3 items with pictures');

  // The picture opens full size, and the dialog closes with Escape.
  await acer.getByRole('button', { name: 'Open picture acer-front.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'acer-front.pdf' });
  await expect(viewer.getByRole('img', { name: 'acer-front.pdf' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await approvePictures(page, ACER);
  await expect(acer.getByText('Sent', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Order Picture Manager with an approved picture');

  const headers = await signInToApi(request);
  const stored = await data<PicturesRead>(await request.get(`/api/orderPictures/${order.id}`, { headers }));
  expect(stored.items.find((item) => item.productName === ACER)?.pictures).toEqual([
    expect.objectContaining({ contentType: 'image/png', hasThumbnail: true }),
  ]);

  // The Order Dashboard shows the order's picture status.
  await page.getByRole('link', { name: /^Back to / }).click();
  const row = page
    .getByRole('table', { name: 'Order Dashboard' })
    .getByRole('row')
    .filter({ hasText: jobName });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Partially Sent', exact: true })).toBeVisible();
});
