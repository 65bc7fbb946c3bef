// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  PURCHASE_ORDER_PLACEHOLDERS,
  VERSION_HEADER,
  type EmailTemplate,
  type UpdateEmailTemplate,
} from '@portal/contracts';
import {
  dataResponse,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { EmailTemplatePage } from './email-template-page';

setUpComponentTests();

let template: EmailTemplate;
let requests: ApiRequest[];

function answer(request: ApiRequest): Response | undefined {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api/emailTemplate/purchase_order') return dataResponse(template);
  if (path === '/api/emailTemplate' && request.method === 'PUT') {
    template = {
      ...template,
      ...(request.body as UpdateEmailTemplate),
      isDefault: false,
      version: template.version + 1,
      updatedAt: '2026-11-26T11:00:00.000Z',
      updatedByUserName: 'Sam Admin',
    };
    return dataResponse(template);
  }
  if (path === '/api/emailPreview') {
    const body = request.body as { orderNumber: string; subject: string; body: string; languageId: number };
    return dataResponse({
      to: 'sales@nord.example',
      languageId: body.languageId,
      subject: body.subject.replace('{{orderNumber}}', body.orderNumber),
      body: body.body.replace('{{orderNumber}}', body.orderNumber),
      attachmentName: 'PO-OR-10001-S1.pdf',
      lineCount: 2,
    });
  }
  return undefined;
}

beforeEach(() => {
  template = {
    key: 'purchase_order',
    name: 'Purchase Order Confirmation',
    placeholders: [...PURCHASE_ORDER_PLACEHOLDERS],
    subjectEn: 'Purchase order {{orderNumber}}',
    bodyEn: 'Hello {{sellerCompany}}',
    subjectFr: 'Bon de commande {{orderNumber}}',
    bodyFr: 'Bonjour {{sellerCompany}}',
    isDefault: true,
    version: 1,
    updatedAt: null,
    updatedByUserName: null,
  };
  requests = stubApi(answer);
});

describe('the email template editor (decision 169)', () => {
  it('edits French in its tab, refuses an unknown placeholder under the field, saves both languages with the version', async () => {
    const { user } = renderWithProviders(<EmailTemplatePage />, { url: '/admin/email-templates' });
    await screen.findByText('This is the portal’s default text: nobody has changed it yet.');
    await user.click(screen.getByRole('tab', { name: 'French' }));
    const french = screen.getByRole('tabpanel', { name: 'French' });
    const subject = within(french).getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'BC {{{{numero}}');
    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    // The kit says the field's name before its message: 'Subject — Unknown placeholder {{numero}}.'
    expect(await within(french).findByText(/Unknown placeholder \{\{numero\}\}\.$/)).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(subject);
    await user.type(subject, 'BC {{{{orderNumber}}');
    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    expect(await screen.findByText(/^Last saved by Sam Admin on /)).toBeTruthy();
    const [put] = requests.filter((request) => request.method === 'PUT');
    expect(put?.headers[VERSION_HEADER]).toBe('1');
    expect(put?.body).toEqual({
      key: 'purchase_order',
      subjectEn: 'Purchase order {{orderNumber}}',
      bodyEn: 'Hello {{sellerCompany}}',
      subjectFr: 'BC {{orderNumber}}',
      bodyFr: 'Bonjour {{sellerCompany}}',
    });
  });

  it('previews the open tab’s unsaved text with a real order', async () => {
    const { user } = renderWithProviders(<EmailTemplatePage />, { url: '/admin/email-templates' });
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Draft {{{{orderNumber}}');
    await user.type(screen.getByLabelText('Order number'), 'OR-10001');
    await user.click(screen.getByRole('button', { name: 'Show the preview' }));
    const preview = screen.getByRole('region', { name: 'Preview with an order' });
    expect(await within(preview).findByText('Draft OR-10001')).toBeTruthy();
    const [sent] = requests.filter((request) => request.url === '/api/emailPreview');
    expect(sent?.body).toMatchObject({
      orderNumber: 'OR-10001',
      languageId: 1,
      subject: 'Draft {{orderNumber}}',
    });
  });
});
