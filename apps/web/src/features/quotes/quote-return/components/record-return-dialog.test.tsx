// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, MESSAGES, VERSION_HEADER } from '@portal/contracts';
import {
  dataResponse,
  jsonResponse,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { testItem, testQuote } from '../../quote-construction/test-quote';
import { RecordReturnDialog } from './record-return-dialog';

setUpComponentTests();

const line = (id: number, productName: string, quantity: number) =>
  testItem(id, {
    productName,
    productSizeName: '#5',
    quantity,
    sellerCompanyId: 7,
    sellerCompanyName: 'Pépinière Maskoutaine',
    sellerUnitPrice: 39,
    markupRate: 30,
    buyerUnitPrice: 50.7,
    sellerContacted: true,
    inventoryAvailable: true,
  });

const QUOTE = testQuote(
  [line(1, 'Hydrangea paniculata', 40), line(2, 'Thuja occidentalis', 120), line(3, 'Hosta', 48)],
  { id: 41, quoteNumber: 10041, version: 6, statusId: 2, returnStatusId: 2, revision: 1, readOnly: true },
);

let requests: ApiRequest[];
let answer: (request: ApiRequest) => Response;

beforeEach(() => {
  answer = () => dataResponse({ ...QUOTE, version: 7 });
  requests = stubApi((request) => (request.url === '/api/quoteReturn' ? answer(request) : undefined));
});

function renderDialog() {
  let hidden = 0;
  const view = renderWithProviders(
    <RecordReturnDialog quote={QUOTE} visible onHide={() => (hidden += 1)} />,
    { url: '/quotes' },
  );
  return { ...view, hiddenCount: () => hidden };
}

describe('RecordReturnDialog (decision 152)', () => {
  it("records the buyer's return with the keyboard: one line declined, one lowered, the version sent", async () => {
    const { user, hiddenCount } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: "Buyer's Return of CQ-10041" });
    expect(within(dialog).getByRole('status').textContent).toContain('3 of 3 lines accepted');

    within(dialog).getByRole('checkbox', { name: 'Accept line 3' }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('status').textContent).toContain('2 of 3 lines accepted');
    const second = within(dialog).getByRole('textbox', { name: 'Accepted quantity of line 2' });
    await user.clear(second);
    await user.type(second, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Record Return' }));

    await screen.findByText("The buyer's return of CQ-10041 is recorded: 2 of 3 lines accepted.");
    const sent = requests.find((request) => request.url === '/api/quoteReturn');
    expect(sent?.method).toBe('PUT');
    expect(Object.entries(sent?.headers ?? {})).toContainEqual([VERSION_HEADER, '6']);
    expect(sent?.body).toEqual({
      id: 41,
      items: [
        { id: 1, acceptedQuantity: 40 },
        { id: 2, acceptedQuantity: 100 },
        { id: 3, acceptedQuantity: 0 },
      ],
    });
    expect(hiddenCount()).toBe(1);
  });

  it('refuses a quantity above the quoted one, or nothing accepted, before any call', async () => {
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    const first = within(dialog).getByRole('textbox', { name: 'Accepted quantity of line 1' });
    await user.clear(first);
    await user.type(first, '41');
    await user.click(within(dialog).getByRole('button', { name: 'Record Return' }));
    expect(await within(dialog).findByText(/At most the quoted 40/)).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Fix the marked lines first.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Accept None' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record Return' }));
    expect(await within(dialog).findByText('Accept at least one line.')).toBeTruthy();
    expect(requests.filter((request) => request.url === '/api/quoteReturn')).toHaveLength(0);
  });

  it('shows the outdated notice and holds the save when another user changed the quote', async () => {
    answer = () => jsonResponse({ code: ErrorCode.OUTDATED, message: MESSAGES.outdatedRecord }, 409);
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record Return' }));
    expect(await within(dialog).findByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Record Return' }).hasAttribute('disabled')).toBe(true);
  });

  it('puts a 400 naming items.N on that line', async () => {
    answer = () =>
      jsonResponse(
        {
          code: ErrorCode.VALIDATION_FAILED,
          message: 'Invalid input.',
          issues: [{ field: 'items.1.acceptedQuantity', message: 'More than the quoted quantity.' }],
        },
        400,
      );
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record Return' }));
    expect(await within(dialog).findByText(/More than the quoted quantity\./)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('textbox', { name: 'Accepted quantity of line 2' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
