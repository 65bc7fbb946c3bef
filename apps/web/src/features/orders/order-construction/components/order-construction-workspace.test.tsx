// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  ItemStatus,
  MESSAGES,
  OrderStatus,
  PictureStatus,
  Role,
  ROUTES,
  VERSION_HEADER,
  type OrderRecord,
} from '@portal/contracts';
import type { LiveConnection } from '../../../../lib/live-connection';
import {
  dataResponse,
  jsonResponse,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { signInAs, SignedIn, testLiveConnection } from '../../../../test/session';
import { constructionCellOf, testAltItem } from '../../../../components/construction/test-construction';
import { testOrder, testOrderItem, testSubOrder } from '../test-order';
import { OrderConstructionPage } from './order-construction-page';
import { EMERALD_CEDAR } from '../../../../test/catalog-fixtures';

setUpComponentTests();

const ORDER = testOrder([
  testOrderItem(1),
  testOrderItem(2),
  testOrderItem(3, { subOrderId: 12, sellerCompanyId: 32, sellerCompanyName: 'Pépinière Villeneuve' }),
]);

let requests: ApiRequest[] = [];

function serve(record: OrderRecord, answers: Record<string, () => Response> = {}) {
  requests = stubApi(({ url, method }) => {
    const path = url.split('?')[0] ?? '';
    const planned = answers[`${method} ${path}`];
    if (planned) return planned();
    if (path === `/api/order/${record.id}`) return dataResponse(record);
    if (path === '/api/discounts') return dataResponse([]);
    return undefined;
  });
}

/** The order's workspace at its address; nobody else is in the order unless the test gives a connection. */
function renderWorkspace(id = ORDER.id, connection?: LiveConnection) {
  return renderWithProviders(null, {
    url: `${ROUTES.orderConstruction}/${id}`,
    routes: [
      {
        path: `${ROUTES.orderConstruction}/:id`,
        element: (
          <SignedIn connection={connection}>
            <OrderConstructionPage />
          </SignedIn>
        ),
      },
    ],
  });
}

const cellOf = (line: number, header: string) => constructionCellOf('Order Items', line, header);

const sent = (method: string, path: string) =>
  requests.filter((request) => request.method === method && request.url.split('?')[0] === path);

beforeEach(() => signInAs({ roleId: Role.ids.OPERATIONS }));

describe('the order construction workspace', () => {
  it('secures inventory on an item from the keyboard and saves it with the delivery fee, version-checked', async () => {
    const saved = testOrder([testOrderItem(1, { inventorySecured: true }), ...ORDER.items.slice(1)], {
      version: 4,
      buyerDeliveryFee: 25,
    });
    serve(ORDER, { 'PUT /api/orderConstruction': () => dataResponse(saved) });
    const { user } = renderWorkspace();
    await screen.findByRole('grid', { name: 'Order Items' });
    await user.click(cellOf(1, 'Seller Contacted'));
    await user.keyboard('{ArrowRight} ');
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Inventory Secured, line 1' }).checked,
    ).toBe(true);
    await user.type(screen.getByLabelText('Buyer Delivery Fee'), '25');
    // The totals follow the typing: the fee is counted before the server answers.
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Buyer Delivery Fee').nextSibling?.textContent).toContain('25.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Order OR-10012 saved.');
    const [save] = sent('PUT', '/api/orderConstruction');
    expect(save?.headers[VERSION_HEADER]).toBe('3');
    expect(save?.body).toMatchObject({
      id: 5,
      items: [{ id: 1, inventorySecured: true, sellerCompanyId: 31 }],
      buyerDeliveryFee: 25,
      transportCosts: [],
      discounts: [],
    });
  });

  it('secures every selected item at once from the bulk bar', async () => {
    serve(ORDER);
    const { user } = renderWorkspace();
    const grid = await screen.findByRole('grid', { name: 'Order Items' });
    await user.click(within(grid).getByRole('checkbox', { name: 'Select all lines' }));
    await user.click(screen.getByRole('button', { name: 'Secure Inventory' }));
    for (const line of [1, 2, 3]) {
      expect(
        screen.getByRole<HTMLInputElement>('checkbox', { name: `Inventory Secured, line ${line}` }).checked,
      ).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it('groups the items by sub-order and rolls up their statuses', async () => {
    serve(ORDER);
    const { user } = renderWorkspace();
    const choices = await screen.findByRole('group', { name: 'Items shown' });
    await user.click(within(choices).getByRole('button', { name: 'OR-10012-S2 — Pépinière Villeneuve (1)' }));
    expect(screen.getByText('Items 1–1 of 1')).toBeTruthy();
    expect(cellOf(1, 'Product').textContent).toBe('Acer rubrum 3');
    const subOrders = screen.getByRole('table', { name: 'Sub-orders, one per seller' });
    expect(within(subOrders).getAllByRole('row')).toHaveLength(3);
  });

  it("marks the delivery fee with §8's message when finish setup is refused for it", async () => {
    serve(ORDER, {
      'PUT /api/updateOrderStatus': () =>
        jsonResponse({ code: 'VALIDATION_FAILED', message: MESSAGES.deliveryFeeNotSet }, 400),
    });
    const { user } = renderWorkspace();
    await user.click(await screen.findByRole('button', { name: 'Move to Planning Delivery' }));
    const fee = screen.getByLabelText('Buyer Delivery Fee');
    await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = fee.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGES.deliveryFeeNotSet);
    expect(sent('PUT', '/api/updateOrderStatus')[0]?.body).toEqual({
      id: 5,
      statusId: OrderStatus.ids.DELIVERY_PLANNING,
    });
  });

  it('offers the item menu of spec 001 §4 from the transitions table', async () => {
    serve(ORDER);
    const { user } = renderWorkspace();
    await user.click(await screen.findByRole('button', { name: 'Actions for line 1' }));
    expect(await screen.findByRole('menuitem', { name: 'Mark Unavailable', hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Delete', hidden: true })).toBeTruthy();
  });

  it('shows a complete order read-only: no Save, no status move, the links still there', async () => {
    serve(
      testOrder([testOrderItem(1, { statusId: ItemStatus.ids.COMPLETE })], {
        statusId: OrderStatus.ids.COMPLETE,
        editable: false,
      }),
    );
    renderWorkspace();
    expect(
      await screen.findByText('Order OR-10012 is Complete: it can be viewed but not changed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Picture Manager' }).getAttribute('href')).toBe(
      `${ROUTES.orderPictureManager}/5`,
    );
    // A note still goes on a complete order (decision 163): the comment stays open.
    expect(screen.getByLabelText('Comment').hasAttribute('disabled')).toBe(false);
    expect(screen.getByLabelText('Buyer Delivery Fee').hasAttribute('disabled')).toBe(true);
    // The purchase-order email's 'Send PO' sits in the toolbar's slot, a complete order included.
    expect(screen.getByRole('button', { name: 'Send PO' })).toBeTruthy();
  });

  it("asks §8's question before a new seller only on an item that has pictures (decision 173)", async () => {
    serve(
      testOrder(
        [
          testOrderItem(1, { pictureCount: 2, pictureStatusId: PictureStatus.ids.SENT }),
          ...ORDER.items.slice(1),
        ],
        {
          subOrders: [
            // The sub-order's roll-up counts item 1's pictures; item 2, in the same sub-order, has none.
            testSubOrder(11, { pictureStatusId: PictureStatus.ids.PARTIALLY_SENT }),
            testSubOrder(12, { sellerCompanyId: 32, sellerCompanyName: 'Pépinière Villeneuve' }),
          ],
        },
      ),
      {
        'GET /api/companiesByTypeId/2': () =>
          dataResponse([{ id: 32, name: 'Pépinière Villeneuve', city: 'Laval', companyTypeId: 2 }]),
      },
    );
    const { user } = renderWorkspace();
    await screen.findByRole('grid', { name: 'Order Items' });
    const chooseVilleneuve = async (line: number) => {
      await user.click(cellOf(line, 'Seller'));
      await user.keyboard('{Enter}');
      const picker = screen.getByRole('combobox', { name: `Seller, line ${line}` });
      await user.clear(picker);
      await user.type(picker, 'Vill');
      // Suggestions come 500 ms after the last key (spec 001 §9) through the picker's transition.
      await user.click(
        await screen.findByRole('option', { name: /Pépinière Villeneuve/, hidden: true }, { timeout: 5000 }),
      );
    };
    const question =
      'Changing the seller deletes the pictures the previous seller sent for this item. Are you sure you want to change it?';
    await chooseVilleneuve(1);
    expect(await screen.findByText(question)).toBeTruthy();
    // Not yet changed: the question comes first.
    expect(cellOf(1, 'Seller').textContent).toBe('Pépinière Charlevoix');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(cellOf(1, 'Seller').textContent).toBe('Pépinière Villeneuve'));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());

    await chooseVilleneuve(2);
    await waitFor(() => expect(cellOf(2, 'Seller').textContent).toBe('Pépinière Villeneuve'));
    expect(screen.queryByText(question)).toBeNull();
  });

  it("adds an alternate to an item from its menu and sends the item's list with the Save (decision 173)", async () => {
    const product = EMERALD_CEDAR;
    serve(ORDER, {
      'GET /api/catalogSearch': () =>
        dataResponse({ products: [{ product, score: 0.9 }], sizes: [], sizeText: null }),
      'GET /api/product/9': () =>
        dataResponse({
          ...product,
          items: [
            {
              id: 1,
              productSizeId: 21,
              productSizeName: '150-175cm',
              unitWeightLb: null,
              unitFloorSpaceSqft: null,
              specs: [],
            },
          ],
        }),
      'PUT /api/orderConstruction': () => dataResponse(testOrder(ORDER.items, { version: 4 })),
    });
    const { user } = renderWorkspace();
    await user.click(await screen.findByRole('button', { name: 'Actions for line 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Alternates', hidden: true }));
    const panel = await screen.findByRole('region', {
      name: 'Alternates of line 2: Acer rubrum 2, 50mm cal',
    });
    expect(within(panel).getByText('This line has no alternates.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Add Alternate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Alternate' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Product' }), 'smaragd');
    await user.click(await screen.findByRole('option', { name: /Smaragd/, hidden: true }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Size' }), '150');
    await user.click(await screen.findByRole('option', { name: '150-175cm', hidden: true }));
    await user.type(within(dialog).getByLabelText('Quantity'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(within(panel).getByRole('table', { name: 'Alternates of the line' })).getByRole('rowheader')
        .textContent,
    ).toBe("Thuja occidentalis 'Smaragd'");

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Order OR-10012 saved.');
    expect(sent('PUT', '/api/orderConstruction')[0]?.body).toMatchObject({
      items: [
        {
          id: 2,
          altItems: [
            {
              productId: 9,
              productSizeId: 21,
              specIds: [],
              quantity: 12,
              sellerCompanyId: null,
              sellerUnitPrice: null,
              note: null,
              importSourceId: null,
              sourceItemId: null,
            },
          ],
        },
      ],
    });
  });

  it("uses an alternate as the item's substitute as 'Mark Substituted' does, and shows a complete order's read-only", async () => {
    const withAlternate = testOrder([
      testOrderItem(1, { altItems: [testAltItem()] }),
      ...ORDER.items.slice(1),
    ]);
    serve(withAlternate, {
      'PUT /api/orderConstruction': () => dataResponse({ ...withAlternate, version: 4 }),
    });
    const { user } = renderWorkspace();
    await user.click(await screen.findByRole('button', { name: 'Actions for line 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Alternates', hidden: true }));
    const panel = await screen.findByRole('region', { name: /Alternates of line 1/ });
    await user.click(
      within(panel).getByRole('button', { name: 'Use as Substitute: alternate Acer freemanii, 60mm cal' }),
    );
    // One substitute at a time: the editor stops offering it once one is pending.
    expect(within(panel).queryByRole('button', { name: /Use as Substitute/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Order OR-10012 saved.');
    expect(sent('PUT', '/api/orderConstruction')[0]?.body).toMatchObject({
      items: [],
      substitutions: [
        {
          itemId: 1,
          productId: 501,
          productSizeId: 601,
          specIds: null,
          quantity: 10,
          sellerCompanyId: 32,
          sellerUnitPrice: 12,
        },
      ],
    });
    cleanup();

    serve(testOrder(withAlternate.items, { statusId: OrderStatus.ids.COMPLETE, editable: false }));
    const readOnly = renderWorkspace();
    const grid = await screen.findByRole('grid', { name: 'Order Items' });
    await readOnly.user.click(within(grid).getByRole('checkbox', { name: 'Select line 1' }));
    await readOnly.user.click(screen.getByRole('button', { name: 'Alternates' }));
    const shown = await screen.findByRole('region', { name: /Alternates of line 1/ });
    expect(within(shown).getByText('Acer freemanii')).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Add Alternate' })).toBeNull();
    expect(within(shown).queryByRole('button', { name: /Remove alternate/ })).toBeNull();
  });

  it('flips the invoiced flag for finance at once, and shows it to operations without the toggle', async () => {
    signInAs({ roleId: Role.ids.FINANCE });
    serve(ORDER, {
      'GET /api/toggleOrderInvoiced/5': () => dataResponse({ ...ORDER, invoiced: true, version: 4 }),
    });
    const { user } = renderWorkspace();
    const invoiced = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Invoiced' });
    await user.click(invoiced);
    await waitFor(() => expect(invoiced.checked).toBe(true));
    expect(sent('GET', '/api/toggleOrderInvoiced/5')).toHaveLength(1);
    cleanup();

    signInAs({ roleId: Role.ids.OPERATIONS });
    serve(ORDER);
    renderWorkspace();
    expect((await screen.findByRole('checkbox', { name: 'Invoiced' })).hasAttribute('disabled')).toBe(true);
  });

  it("tells another user's save in words and lays it under the user's unsaved cell, the clash marked", async () => {
    let current = ORDER;
    requests = stubApi(({ url }) => {
      const path = url.split('?')[0] ?? '';
      if (path === '/api/order/5') return dataResponse(current);
      if (path === '/api/discounts') return dataResponse([]);
      return undefined;
    });
    const { connection, send } = testLiveConnection();
    const { user } = renderWorkspace(ORDER.id, connection);
    await screen.findByRole('grid', { name: 'Order Items' });
    await user.click(cellOf(2, 'Seller Unit Price'));
    await user.keyboard('21{Enter}');

    current = testOrder(
      [
        ORDER.items[0] ?? testOrderItem(1),
        testOrderItem(2, { sellerUnitPrice: 22 }),
        testOrderItem(3, {
          subOrderId: 12,
          sellerCompanyId: 32,
          sellerCompanyName: 'Pépinière Villeneuve',
          inventorySecured: true,
        }),
      ],
      { version: 4, comment: 'Pick up at gate 3' },
    );
    await send({
      type: 'change',
      recordType: ActionLogType.ids.ORDER,
      recordId: 5,
      actionId: ActionLogAction.ids.SAVE,
      actorUserId: 2,
      actorName: 'Marc Gagnon',
      occurredAt: '2026-11-26T08:00:00.000Z',
    });
    expect(
      await screen.findByText(
        'Marc Gagnon changed the seller unit price on line 2 and ‘inventory secured’ on line 3.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/1 of your cells was also changed by Marc Gagnon/)).toBeTruthy();
    expect(cellOf(2, 'Seller Unit Price').textContent).toContain('21.00');
    expect(
      within(cellOf(2, 'Seller Unit Price')).getByText('Marc Gagnon set 22.00; your value is kept.'),
    ).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Inventory Secured, line 3' }).checked,
    ).toBe(true);
    // The comment the user was not changing follows theirs.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Comment').value).toBe('Pick up at gate 3');
  });
});
