// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ActionLogType,
  ItemStatus,
  VERSION_HEADER,
  type DeliveryWizardRow,
  type OrderDelivery,
  type QuoteDeliveryPlan,
} from '@portal/contracts';
import { dataResponse, renderWithProviders, setUpComponentTests, stubApi } from '../../../../test/render';
import { useAddDeliveryItems } from '../api/order-delivery';
import { ORDER_DELIVERY_KIND, QUOTE_DELIVERY_KIND } from '../delivery-kind';
import { AddItemsDialog } from './add-items-dialog';

setUpComponentTests();

/** The delivery the dialog adds to: D-1042, id 42. */
const THIS_DELIVERY = 42;

function row(
  id: number,
  productName: string,
  state: { sourced?: boolean; deliveryId?: number | null; orderId?: number | null } = {},
): DeliveryWizardRow & { sourced: boolean } {
  const sourced = state.sourced ?? true;
  const deliveryId = state.deliveryId ?? null;
  return {
    id,
    orderId: state.orderId ?? null,
    orderNumber: state.orderId ? `OR-${state.orderId}` : null,
    subOrderId: null,
    subOrderNumber: null,
    sellerCompany: sourced ? { id: 5, name: 'Pépinière Nord' } : null,
    productName,
    productSizeName: '#5',
    quantity: 10,
    statusId: ItemStatus.ids.WIP,
    unitWeightLb: 20,
    unitFloorSpaceSqft: 0.5,
    deliveryAssigned: deliveryId !== null,
    deliveryId,
    deliveryNumber: deliveryId === null ? null : `D-${1000 + deliveryId}`,
    sourced,
    disabled: !sourced || deliveryId !== null,
  };
}

const PLAN: QuoteDeliveryPlan = {
  quoteId: 9,
  quoteNumber: 'CQ-10009',
  rows: [
    row(1, 'Acer rubrum', { deliveryId: THIS_DELIVERY }),
    row(2, 'Thuja occidentalis', { sourced: false }),
    row(3, 'Picea abies', { deliveryId: 41 }),
    row(4, 'Hydrangea paniculata'),
    row(5, 'Cornus sericea'),
  ],
  unassignedCount: 3,
  deliveries: [],
};

const QUOTE_DELIVERY = { id: THIS_DELIVERY, deliveryNumber: 'D-1042', quoteId: 9, orders: [] };

function checkbox(name: string) {
  return screen.getByRole<HTMLInputElement>('checkbox', { name });
}

describe("the workspace's 'Add items' dialog (spec 000 §3 item add payload, spec 001 §7; decision 218)", () => {
  it("lists the quote's lines as the wizard does and adds the ones picked from the keyboard", async () => {
    const requests = stubApi(({ url }) =>
      url === '/api/quoteDeliveryLines/9' ? dataResponse(PLAN) : undefined,
    );
    const onAdd = vi.fn();
    const { user } = renderWithProviders(
      <AddItemsDialog
        kind={QUOTE_DELIVERY_KIND}
        delivery={QUOTE_DELIVERY}
        isSaving={false}
        onAdd={onAdd}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add items to delivery D-1042' });
    await within(dialog).findByRole('table', { name: 'Items that can be added' });
    expect(requests.map((request) => request.url)).toEqual(['/api/quoteDeliveryLines/9']);

    // On this delivery, on another one, or not sourced: shown, never picked (spec 000 §4, spec 001 §5).
    expect(checkbox('Add Acer rubrum (#5)').disabled).toBe(true);
    expect(checkbox('Add Acer rubrum (#5)').checked).toBe(true);
    expect(within(dialog).getByText('On this delivery')).toBeTruthy();
    expect(checkbox('Add Picea abies (#5)').disabled).toBe(true);
    expect(within(dialog).getByText('On D-1041')).toBeTruthy();
    expect(checkbox('Add Thuja occidentalis (#5)').disabled).toBe(true);
    expect(checkbox('Add Thuja occidentalis (#5)').checked).toBe(false);
    expect(within(dialog).getByText('Sourcing incomplete: seller or a unit price missing')).toBeTruthy();

    const add = () => within(dialog).getByRole<HTMLButtonElement>('button', { name: /^Add \d+ items?$/ });
    expect(add().disabled).toBe(true);
    expect(add().textContent).toBe('Add 0 items');

    // The keyboard: focus the first pickable line, Space picks it, Tab goes on to the next one.
    checkbox('Add Hydrangea paniculata (#5)').focus();
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(checkbox('Add Cornus sericea (#5)'));
    await user.keyboard(' ');
    expect(within(dialog).getByText('2 items picked')).toBeTruthy();
    // Space again drops it.
    await user.keyboard(' ');
    expect(within(dialog).getByText('1 item picked')).toBeTruthy();
    expect(add().textContent).toBe('Add 1 item');

    add().focus();
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith([4]);
  });

  it('picks every pickable line at once, leaving the disabled ones out', async () => {
    stubApi(({ url }) => (url === '/api/quoteDeliveryLines/9' ? dataResponse(PLAN) : undefined));
    const onAdd = vi.fn();
    const { user } = renderWithProviders(
      <AddItemsDialog
        kind={QUOTE_DELIVERY_KIND}
        delivery={QUOTE_DELIVERY}
        isSaving={false}
        onAdd={onAdd}
        onClose={() => {}}
      />,
    );
    await screen.findByRole('table', { name: 'Items that can be added' });
    await user.click(checkbox('Pick every item of this page'));
    await user.click(screen.getByRole('button', { name: 'Add 2 items' }));
    expect(onAdd).toHaveBeenCalledWith([4, 5]);
  });

  it('says so when every line is already on a delivery', async () => {
    stubApi(({ url }) =>
      url === '/api/quoteDeliveryLines/9'
        ? dataResponse({ ...PLAN, rows: PLAN.rows.filter((line) => line.deliveryId !== null) })
        : undefined,
    );
    renderWithProviders(
      <AddItemsDialog
        kind={QUOTE_DELIVERY_KIND}
        delivery={QUOTE_DELIVERY}
        isSaving={false}
        onAdd={() => {}}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('Every item is already on a delivery.')).toBeTruthy();
    expect(checkbox('Pick every item of this page').disabled).toBe(true);
  });

  it("reads an order delivery's items a page of one of its orders at a time, as the wizard does", async () => {
    const page = (orderId: number, rows: DeliveryWizardRow[]) => ({
      rows,
      total: rows.length,
      page: 1,
      size: 25,
      unassignedCount: rows.filter((entry) => !entry.disabled).length,
    });
    const requests = stubApi(({ url }) => {
      if (url.startsWith('/api/orderDeliverySubOrderPageableResult?orderId=7&'))
        return dataResponse(page(7, [row(11, 'Acer rubrum', { orderId: 7 })]));
      if (url.startsWith('/api/orderDeliverySubOrderPageableResult?orderId=8&'))
        return dataResponse(page(8, [row(21, 'Picea abies', { orderId: 8 })]));
      return undefined;
    });
    const onAdd = vi.fn();
    const { user } = renderWithProviders(
      <AddItemsDialog
        kind={ORDER_DELIVERY_KIND}
        delivery={{
          id: THIS_DELIVERY,
          deliveryNumber: 'D-1042',
          quoteId: null,
          orders: [
            { id: 7, orderNumber: 'OR-7' },
            { id: 8, orderNumber: 'OR-8' },
          ],
        }}
        isSaving={false}
        onAdd={onAdd}
        onClose={() => {}}
      />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Add Acer rubrum (#5)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'OR-8');
    await user.click(await screen.findByRole('checkbox', { name: 'Add Picea abies (#5)' }));
    await user.click(screen.getByRole('button', { name: 'Add 2 items' }));
    // The picks are kept by id across the orders' pages.
    expect(onAdd).toHaveBeenCalledWith([11, 21]);
    expect(requests.map((request) => request.url)).toEqual([
      '/api/orderDeliverySubOrderPageableResult?orderId=7&page=1&size=25',
      '/api/orderDeliverySubOrderPageableResult?orderId=8&page=1&size=25',
    ]);
  });
});

const ADDED = {
  id: THIS_DELIVERY,
  deliveryNumber: 'D-1042',
  recordType: ActionLogType.ids.QUOTE_DELIVERY,
  quoteId: 9,
  version: 6,
  startTimestamp: null,
  deliveryStatus: { id: 1 },
  republished: false,
  deliveryVehicles: [],
  logisticOwnerUser: null,
  countryId: null,
  fillRate: null,
  weight: null,
  routeDistance: null,
  ownerUsers: [],
  cosOwnerUsers: [],
  orders: [],
  firstStopDate: null,
  stopCount: 3,
  itemCount: 2,
} satisfies OrderDelivery;

function AddButton() {
  const add = useAddDeliveryItems(QUOTE_DELIVERY_KIND);
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void add
            .mutateAsync({ deliveryId: THIS_DELIVERY, itemIds: [4, 5], version: 5 })
            .then((delivery) => setAnswer(`version ${delivery.version}`))
        }
      >
        Add
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('the add items call (spec 001 §7 addQuoteDeliveryItems)', () => {
  it("sends the kind's body with the delivery's version header and keeps the delivery answered", async () => {
    const requests = stubApi(({ method, url }) =>
      method === 'PUT' && url === '/api/addQuoteDeliveryItems' ? dataResponse(ADDED) : undefined,
    );
    const { user } = renderWithProviders(<AddButton />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('version 6'));
    const request = requests.find((entry) => entry.method === 'PUT');
    expect(request?.body).toEqual({ quoteDeliveryId: THIS_DELIVERY, quoteItemIds: [4, 5] });
    expect(request?.headers[VERSION_HEADER]).toBe('5');
  });
});
