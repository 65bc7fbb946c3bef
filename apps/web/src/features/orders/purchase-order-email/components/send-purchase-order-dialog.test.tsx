// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EmailStatus, Language, type EmailPreview, type OutboundEmail } from '@portal/contracts';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  dataResponse,
  jsonResponse,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { SendPurchaseOrderButton } from './send-purchase-order-button';

setUpComponentTests();

const order = {
  id: 7,
  formattedNumber: 'OR-10001',
  subOrders: [
    { sellerCompanyId: 21, sellerCompanyName: 'Pépinière Nord' },
    { sellerCompanyId: 22, sellerCompanyName: 'Jardins Sud' },
  ],
};

function previewOf(request: { sellerCompanyId: number; geocodeAddress: string | null }): EmailPreview {
  const seller = order.subOrders.find((subOrder) => subOrder.sellerCompanyId === request.sellerCompanyId);
  return {
    to: `sales@${request.sellerCompanyId}.example`,
    languageId: Language.ids.ENGLISH,
    subject: `Purchase order OR-10001 — ${seller?.sellerCompanyName ?? ''}`,
    body: `Deliver to: ${request.geocodeAddress ?? 'the order address'}`,
    attachmentName: `PO-OR-10001-S${request.sellerCompanyId - 20}.pdf`,
    lineCount: 2,
  };
}

let requests: ApiRequest[];
let sent: OutboundEmail | null;
let emailStatus: number;

function answer(request: ApiRequest): Response | undefined {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api/emailPreview') {
    return dataResponse(
      previewOf(request.body as { sellerCompanyId: number; geocodeAddress: string | null }),
    );
  }
  if (path === '/api/sendDynamicEmail') {
    const body = request.body as { sellerCompanyId: number; geocodeAddress: string | null };
    if (body.sellerCompanyId === 22) {
      return jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'The seller company has no contact email: add one in Company Management first.',
          issues: [{ field: 'sellerCompanyId', message: 'no email' }],
        },
        400,
      );
    }
    const preview = previewOf(body);
    sent = {
      id: 5,
      templateKey: 'purchase_order',
      orderId: 7,
      orderNumber: 'OR-10001',
      sellerCompanyId: body.sellerCompanyId,
      sellerCompanyName: 'Pépinière Nord',
      toAddress: preview.to,
      languageId: Language.ids.ENGLISH,
      subject: preview.subject,
      body: preview.body,
      statusId: EmailStatus.ids.QUEUED,
      messageId: '<po.1@portal.invalid>',
      attachmentName: preview.attachmentName,
      hasAttachment: true,
      failureReason: null,
      sentAt: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      createdByUserName: 'Olivia Park',
    };
    return dataResponse(sent);
  }
  if (path === '/api/emailOutbox') {
    const rows = sent ? [{ ...sent, statusId: emailStatus }] : [];
    return dataResponse({ rows, total: rows.length, page: 1, size: 25 });
  }
  return undefined;
}

beforeEach(() => {
  sent = null;
  emailStatus = EmailStatus.ids.SENT;
  requests = stubApi(answer);
});

function renderButton(sellerCompanyId?: number) {
  return renderWithProviders(
    <SendPurchaseOrderButton order={order} {...(sellerCompanyId ? { sellerCompanyId } : {})} />,
    { url: '/orders/order-construction/7' },
  );
}

describe("'Send PO'", () => {
  it('previews the chosen seller’s mail with the typed address, sends it, and shows it sent', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Send PO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the purchase order of OR-10001' });
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Pépinière Nord' }).checked).toBe(
      true,
    );
    expect(await within(dialog).findByText('PO-OR-10001-S1.pdf')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Deliver to (printed on the PO)'), '1 Main St');
    expect(await within(dialog).findByText('Deliver to: 1 Main St')).toBeTruthy();
    await expectNoAxeViolations(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The purchase order was sent to sales@21.example.')).toBeTruthy();
    const sends = requests.filter((request) => request.url === '/api/sendDynamicEmail');
    expect(sends.map((request) => request.body)).toEqual([
      { orderNumber: 'OR-10001', sellerCompanyId: 21, geocodeAddress: '1 Main St' },
    ]);
    expect(
      within(dialog).getByRole('button', { name: 'Download the PDF of PO-OR-10001-S1.pdf' }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('opens on the seller of a sub-order’s row and says why the server refused', async () => {
    const { user } = renderButton(22);
    await user.click(screen.getByRole('button', { name: 'Send PO Jardins Sud' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Jardins Sud' }).checked).toBe(true);
    expect(await within(dialog).findByText('PO-OR-10001-S2.pdf')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        'The seller company has no contact email: add one in Company Management first.',
      ),
    ).toBeTruthy();
  });

  it('says a mail is held when no mail server is configured', async () => {
    emailStatus = EmailStatus.ids.HELD;
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Send PO' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('PO-OR-10001-S1.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/held in the outbox/)).toBeTruthy();
  });
});
