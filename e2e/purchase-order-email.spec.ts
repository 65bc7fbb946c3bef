import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import {
  openOrderConstruction,
  openOrderEmails,
  placedOrderThroughApi,
  sendPurchaseOrder,
} from './support/orders';
import { ACCOUNTS, signIn } from './support/portal';
import { pdfTextOf, startLoopbackSmtp } from './support/smtp';

/**
 * The purchase-order email (issue 15; decisions 169, 170): from a placed order, staff send a seller its purchase
 * order from the keyboard in the order workspace; it arrives at an SMTP server on loopback with the PDF attached, the outbox shows it
 * sent, and the PDF downloads from there. A super admin edits the template with its placeholders checked.
 */

test('sends a seller its purchase order; it arrives with the PDF and the outbox shows it sent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const smtp = await startLoopbackSmtp();
  try {
    const jobName = `Jardin botanique ${Date.now()}`;
    const order = await placedOrderThroughApi(request, jobName);
    const [firstSeller] = order.subOrders;
    if (!firstSeller) throw new Error('the order has no sub-order');

    await signIn(page, ACCOUNTS.operations);
    await openOrderEmails(page, order.id);
    await expect(page.getByText('No emails yet.')).toBeVisible();
    // Sent from the order workspace's toolbar, as staff building the order do.
    await openOrderConstruction(page, order.id);
    const dialog = await sendPurchaseOrder(
      page,
      firstSeller.sellerCompanyName,
      '4101 Sherbrooke St E, Montreal',
    );
    await expectNoSeriousViolations(page, "the 'Send PO' dialog");

    const mail = await smtp.waitForMail(order.formattedNumber);
    expect(mail.subject).toContain(jobName);
    expect(mail.text).toContain('4101 Sherbrooke St E, Montreal');
    expect(mail.text).toContain("Acer rubrum 'October Glory'");
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    const pdfText = await pdfTextOf(pdf?.content as Buffer);
    expect(pdfText).toContain(order.formattedNumber);
    expect(pdfText).toContain("Acer rubrum 'October Glory'");
    expect(pdfText).toContain(firstSeller.sellerCompanyName);

    // The dialog follows the outbox: the job's 'sent' shows without a reload.
    await expect(dialog.getByText(/The purchase order was sent to /)).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('link', { name: 'Open the email outbox' }).press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: `Emails of this order — ${order.formattedNumber}` }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: `Emails of this order — ${order.formattedNumber}` });
    const row = table.getByRole('row').filter({ hasText: firstSeller.sellerCompanyName });
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, "the order's emails");

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download the PDF of PO-/ }).press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`PO-${order.formattedNumber}-S1.pdf`);
    expect(smtp.messages.filter((message) => message.subject?.includes(order.formattedNumber))).toHaveLength(
      1,
    );
  } finally {
    await smtp.stop();
  }
});

test('a super admin edits the template: an unknown placeholder is refused under its field, the preview fills a real order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const order = await placedOrderThroughApi(request, `Parc Jarry ${Date.now()}`);
  await signIn(page, ACCOUNTS.superAdmin);
  await page.goto('/#/orders/email-outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Outbox' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Email Outbox');
  await page.getByRole('link', { name: 'Edit the email template' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Email Templates — / })).toBeVisible();

  await page.getByRole('tab', { name: 'French' }).press('Enter');
  const frenchPanel = page.getByRole('tabpanel', { name: 'French' });
  const subject = frenchPanel.getByLabel('Subject');
  await subject.fill('BC {{numero}} — {{jobName}}');
  await page.getByRole('button', { name: 'Save the template' }).press('Enter');
  await expect(frenchPanel.getByText('Unknown placeholder {{numero}}.')).toBeVisible();

  await subject.fill('BC {{orderNumber}} — {{jobName}}');
  await page.getByRole('button', { name: 'Save the template' }).press('Enter');
  await expect(page.getByText(/^Last saved by /)).toBeVisible();

  await page.getByLabel('Order number').fill(order.formattedNumber);
  await page.getByRole('button', { name: 'Show the preview' }).press('Enter');
  await expect(
    page
      .getByRole('region', { name: 'Preview with an order' })
      .getByText(new RegExp(`^BC ${order.formattedNumber} — Parc Jarry`)),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the email template editor');
});
