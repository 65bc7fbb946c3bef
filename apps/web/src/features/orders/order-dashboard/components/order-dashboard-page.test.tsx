// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  DeliveryStatus,
  DeliveryTrackingStatus,
  InventoryStatus,
  OrderStatus,
  ROUTES,
  type OrderDeliveryRow,
  type OrderDashFilter,
  type OrderDashRow,
  type OrderRecord,
} from '@portal/contracts';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  dataResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  shownLocation,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { signInAs, SignedIn } from '../../../../test/session';
import { testOrder, testOrderItem, testSubOrder } from '../../order-construction/test-order';
import { OrderDashboardPage } from './order-dashboard-page';

setUpComponentTests();

function row(id: number, overrides: Partial<OrderDashRow> = {}): OrderDashRow {
  return {
    id,
    orderNumber: 10_000 + id,
    phaseNumber: 1,
    formattedNumber: `OR-${10_000 + id}`,
    owner: { id: 3, name: 'Olivia Park', initials: 'OP', avatarUrl: null },
    buyerCompanyId: 1,
    buyerCompanyName: 'Acme Landscaping',
    jobName: `Job ${id}`,
    referenceNumber: null,
    provinceId: 1,
    provinceName: 'Quebec',
    statusId: OrderStatus.ids.PENDING,
    inventoryStatusId: InventoryStatus.ids.NOT_CONTACTED,
    pictureStatusId: 1,
    deliveryAssignedId: 2,
    approxJobDate: '2027-05-14',
    createdAt: '2026-11-20T10:00:00.000Z',
    itemCount: 3,
    sellerCost: 800,
    buyerSubtotal: 1000,
    grandTotal: 1234.5,
    invoiced: false,
    version: 1,
    ...overrides,
  };
}

const ROWS = [
  row(1),
  row(2, {
    owner: null,
    statusId: OrderStatus.ids.WIP,
    inventoryStatusId: InventoryStatus.ids.SELLER_CONTACTED,
    phaseNumber: 2,
    formattedNumber: 'OR-10002-P2',
  }),
];

const FILTER: OrderDashFilter = {
  statuses: OrderStatus.options.map((option) => ({ id: option.id, name: option.label })),
  inventoryStatuses: [],
  pictureStatuses: [],
  owners: [{ id: 3, name: 'Olivia Park', initials: 'OP', avatarUrl: null }],
  buyerCompanies: [{ id: 1, name: 'Acme Landscaping' }],
  provinces: [{ id: 1, name: 'Quebec' }],
};

const SUMMARY = {
  groups: OrderStatus.options.map((option) => ({
    statusId: option.id,
    count: option.id === OrderStatus.ids.PENDING ? 4 : option.id === OrderStatus.ids.WIP ? 2 : 0,
  })),
  total: 6,
};

/** GET order/{id} of the first row: one sub-order of Pépinière Nord with two items, the order partly secured. */
const NORTH = { sellerCompanyId: 5, sellerCompanyName: 'Pépinière Nord' };
const ORDER_RECORD: OrderRecord = testOrder(
  [
    testOrderItem(101, { ...NORTH, sequenceNumber: 1, productName: "Acer rubrum 'October Glory'" }),
    testOrderItem(102, { ...NORTH, sequenceNumber: 2, productName: 'Thuja occidentalis' }),
  ],
  {
    id: 1,
    orderNumber: 10_001,
    formattedNumber: 'OR-10001',
    jobName: 'Job 1',
    subOrders: [
      testSubOrder(11, {
        ...NORTH,
        orderId: 1,
        subOrderNumber: 'OR-10001-S1',
        inventoryStatusId: InventoryStatus.ids.PARTIALLY_SECURED,
        itemCount: 2,
      }),
    ],
    totals: { ...testOrder([]).totals, itemCount: 2, grandTotal: 804.75 },
  },
);

/** GET orderDeliveryRowsByOrderId/1: one booked delivery of the first row's order. */
const DELIVERY_ROW: OrderDeliveryRow = {
  id: 1,
  deliveryNumber: 'D-1001',
  version: 3,
  deliveryStatusId: DeliveryStatus.ids.BOOKED,
  republished: false,
  trackingStatusId: DeliveryTrackingStatus.ids.ON_ROUTE,
  owners: [],
  cosOwners: [],
  logisticOwner: null,
  ownerNames: '',
  cosOwnerNames: '',
  orders: [
    { id: 1, orderNumber: 'OR-10001', jobName: 'Job 1', buyerCompany: { id: 1, name: 'Acme Landscaping' } },
  ],
  firstStopDate: '2027-05-04',
  startTimestamp: null,
  stopCount: 2,
  pickupCount: 1,
  itemCount: 2,
  fillRate: null,
  weight: null,
  distance: null,
  countryId: null,
  distanceUnit: 'km',
  truckLengthFeet: null,
  transportTypeId: null,
  carrier: null,
  lateDelivery: false,
  billed: false,
  updatedAt: '2027-05-01T12:00:00.000Z',
};

let requests: ApiRequest[] = [];

function answer({ url }: ApiRequest): Response | undefined {
  const path = url.split('?')[0];
  if (path === '/api/orderDashView') return dataResponse({ rows: ROWS, total: 2, page: 1, size: 25 });
  if (path === '/api/orderGroupSummary') return dataResponse(SUMMARY);
  if (path === '/api/orderDashViewFilter') return dataResponse(FILTER);
  if (path === '/api/order/1') return dataResponse(ORDER_RECORD);
  if (path === '/api/orderDeliveryRowsByOrderId/1') return dataResponse([DELIVERY_ROW]);
  if (path === '/api/savedViews') return dataResponse([]);
  return undefined;
}

function renderDashboard(url: string = ROUTES.orderDashboard) {
  return renderWithProviders(null, {
    url,
    routes: [
      {
        path: ROUTES.orderDashboard,
        element: (
          <SignedIn>
            <OrderDashboardPage />
            <LocationOutput />
          </SignedIn>
        ),
      },
      {
        path: '*',
        element: (
          <SignedIn>
            <LocationOutput withPath />
          </SignedIn>
        ),
      },
    ],
  });
}

const calls = (path: string) => requests.filter((request) => request.url.split('?')[0] === path);

beforeEach(() => {
  signInAs();
  requests = stubApi(answer);
});

describe('Order Dashboard', () => {
  it("shows one row per order with its owner's initials, statuses in the dashboard's words and totals, and the counts on top", async () => {
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Order Dashboard' });
    expect(await within(table).findByRole('button', { name: 'Sub-orders of OR-10001' })).toBeTruthy();
    const second = within(table).getByText('Job 2').closest('tr') as HTMLElement;
    expect(within(second).getByRole('button', { name: 'OR-10002-P2' })).toBeTruthy();
    // spec 001 §4: the dashboard says 'Contacted' where the inventory status is 'Seller Contacted'.
    expect(within(second).getByText('Contacted')).toBeTruthy();
    expect(within(second).getByText('No owner')).toBeTruthy();
    const first = within(table).getByText('Job 1').closest('tr') as HTMLElement;
    expect(within(first).getByLabelText('Owner: Olivia Park').textContent).toBe('OP');
    expect(within(first).getByText('Not Contacted')).toBeTruthy();
    expect(within(first).getByText('New Order')).toBeTruthy();
    expect(within(first).getByText(/1,234\.50/)).toBeTruthy();
    const counts = screen.getByRole('group', { name: 'Orders by status' });
    expect(within(counts).getByRole('button', { name: 'All (6)' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(counts).getByRole('button', { name: 'New Order (4)' })).toBeTruthy();
    expect(within(counts).getByRole('button', { name: 'Cancelled (0)' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('filters by a status count from the keyboard: the URL and the page call carry it, the counts do not', async () => {
    const { user } = renderDashboard(`${ROUTES.orderDashboard}?provinceId=1`);
    const counts = await screen.findByRole('group', { name: 'Orders by status' });
    const wip = await within(counts).findByRole('button', { name: 'WIP (2)' });
    wip.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownLocation()).toContain(`statusId=${OrderStatus.ids.WIP}`));
    expect(shownLocation()).toContain('provinceId=1');
    await waitFor(() =>
      expect(calls('/api/orderDashView').some((request) => request.url.includes('statusId=2'))).toBe(true),
    );
    expect(wip.getAttribute('aria-pressed')).toBe('true');
    // The counts keep the other filters and never the status: each count stays what it would show.
    const summaries = calls('/api/orderGroupSummary');
    expect(summaries.every((request) => !request.url.includes('statusId'))).toBe(true);
    expect(summaries.every((request) => request.url.includes('provinceId=1'))).toBe(true);
    const all = within(counts).getByRole('button', { name: 'All (6)' });
    all.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownLocation()).not.toContain('statusId'));
  });

  it('opens an order in its construction workspace from its number', async () => {
    const { user } = renderDashboard();
    const table = await screen.findByRole('table', { name: 'Order Dashboard' });
    await user.click(await within(table).findByRole('button', { name: 'OR-10002-P2' }));
    await waitFor(() => expect(shownLocation()).toBe(`${ROUTES.orderConstruction}/2`));
  });

  it("opens a row's sub-orders in a side panel from GET order/{id}", async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Sub-orders of OR-10001' }));
    const panel = await screen
      .findByRole('complementary', { name: 'Order OR-10001' })
      .catch(() => screen.findByRole('dialog', { name: 'Order OR-10001' }));
    const subOrder = await within(panel).findByRole('region', { name: 'OR-10001-S1 — Pépinière Nord' });
    expect(within(subOrder).getByText('Partially Secured')).toBeTruthy();
    const items = within(subOrder).getByRole('table', { name: 'Items of OR-10001-S1' });
    expect(within(items).getAllByRole('row')).toHaveLength(3);
    expect(within(items).getByText("Acer rubrum 'October Glory'")).toBeTruthy();
    expect(within(panel).getByText(/804\.75/)).toBeTruthy();
    expect(calls('/api/order/1')).toHaveLength(1);
    // Its deliveries (orderDeliveryRowsByOrderId): the number opens the workspace; a New Order may plan another.
    const deliveries = within(panel).getByRole('region', { name: 'Deliveries' });
    const delivery = await within(deliveries).findByRole('table', { name: 'Deliveries of OR-10001' });
    expect(within(delivery).getByRole('link', { name: 'Open delivery D-1001' }).getAttribute('href')).toBe(
      `${ROUTES.orderDeliveryWorkspace}/1`,
    );
    expect(within(delivery).getByText('May 4, 2027')).toBeTruthy();
    expect(within(delivery).getByText('On Route')).toBeTruthy();
    expect(within(deliveries).getByRole('link', { name: 'Create delivery' }).getAttribute('href')).toBe(
      `${ROUTES.orderDeliveryWizard}/1`,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('OR-10001-S1 — Pépinière Nord')).toBeNull());
  });
});
