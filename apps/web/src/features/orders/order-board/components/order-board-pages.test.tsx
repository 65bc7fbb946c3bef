// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  DeliveryAssigned,
  InventoryStatus,
  OrderStatus,
  Role,
  ROUTES,
  VERSION_HEADER,
  type OrderCard,
  type OrderRow,
  type OrderRowFilter,
} from '@portal/contracts';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  dataResponse,
  setUpComponentTests,
  shownLocation,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { menuEntries, openActionsMenu } from '../../../../test/menus';
import { renderSignedInScreens, signInAs } from '../../../../test/session';
import { OrderManagementPage } from './order-management-page';
import { OrderBoardPage, OrderTablePage } from './orders-overview-page';

setUpComponentTests();

const O = OrderStatus.ids;

function card(id: number, statusId: number, overrides: Partial<OrderCard> = {}): OrderCard {
  return {
    id,
    orderNumber: 10_000 + id,
    phaseNumber: 1,
    formattedNumber: `OR-${10_000 + id}`,
    jobName: `Job ${id}`,
    referenceNumber: null,
    buyerCompanyId: 1,
    buyerCompanyName: 'Acme Landscaping',
    owner: { id: 3, name: 'Olivia Park', initials: 'OP', avatarUrl: null },
    statusId,
    inventoryStatusId: InventoryStatus.ids.PARTIALLY_SECURED,
    pictureStatusId: 1,
    deliveryAssignedId: DeliveryAssigned.ids.NO,
    itemCount: 3,
    grandTotal: 1234.5,
    approxJobDate: '2027-05-01',
    createdAt: '2026-11-20T10:00:00.000Z',
    invoiced: false,
    version: 4,
    ...overrides,
  };
}

function row(id: number, statusId: number, overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    ...card(id, statusId),
    provinceId: 1,
    provinceName: 'Quebec',
    deliveryMethodId: 1,
    sellerCompanyNames: ['Pépinière Nord', 'Stone Yard'],
    sellerCost: 800,
    buyerSubtotal: 1000,
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

const CARDS = {
  groups: [
    { statusId: O.PENDING, cards: [card(1, O.PENDING)], total: 30 },
    { statusId: O.WIP, cards: [card(2, O.WIP, { owner: null, invoiced: true })], total: 1 },
    { statusId: O.DELIVERY_PLANNING, cards: [], total: 0 },
    { statusId: O.WAITING, cards: [card(4, O.WAITING)], total: 1 },
    { statusId: O.COMPLETE, cards: [], total: 0 },
    { statusId: O.CANCELLED, cards: [card(6, O.CANCELLED)], total: 1 },
  ],
};

const FILTER: OrderRowFilter = {
  statuses: OrderStatus.options.map((option) => ({ id: option.id, name: option.label })),
  inventoryStatuses: [],
  pictureStatuses: [],
  owners: [{ id: 3, name: 'Olivia Park', initials: 'OP', avatarUrl: null }],
  buyerCompanies: [{ id: 1, name: 'Acme Landscaping' }],
  provinces: [{ id: 1, name: 'Quebec' }],
};

const ROWS = [
  row(7, O.CANCELLED),
  row(8, O.WIP),
  row(9, O.CANCELLED, { deliveryAssignedId: DeliveryAssigned.ids.YES }),
];

let requests: ApiRequest[] = [];

function answer({ url, method }: ApiRequest): Response | undefined {
  const path = url.split('?')[0];
  if (path === '/api/orderCards') return dataResponse(CARDS);
  if (path === '/api/orderRowFilter') return dataResponse(FILTER);
  if (path === '/api/orderRow' || path === '/api/orderPageableResult')
    return dataResponse({ rows: ROWS, total: ROWS.length, page: 1, size: 25 });
  if (path === '/api/orderInfoViews')
    return dataResponse({
      groups: OrderStatus.options.map((option) => ({
        statusId: option.id,
        count: option.id === O.CANCELLED ? 2 : option.id === O.WIP ? 1 : 0,
      })),
      total: 3,
    });
  if (path === '/api/savedViews') return dataResponse([]);
  if (method === 'PUT' && path === '/api/updateOrderStatus')
    return dataResponse({ id: 1, statusId: O.WIP, version: 5 });
  if (path?.startsWith('/api/cancelOrder/'))
    return dataResponse({ id: 1, statusId: O.CANCELLED, version: 5 });
  if (method === 'DELETE' && path === '/api/order/7') return dataResponse({});
  return undefined;
}

function renderAt(url: string) {
  return renderSignedInScreens(url, {
    [ROUTES.orderBoard]: <OrderBoardPage />,
    [ROUTES.orderTable]: <OrderTablePage />,
    [ROUTES.orderManagement]: <OrderManagementPage />,
  });
}

beforeEach(() => {
  signInAs({ roleId: Role.ids.OPERATIONS });
  requests = stubApi(answer);
});

describe('Order Board', () => {
  it('shows the orders in their status columns with their counts, owners and figures', async () => {
    renderAt(ROUTES.orderBoard);
    const board = await screen.findByRole('region', { name: 'Orders by status' });
    for (const heading of [
      'New Order',
      'WIP',
      'Planning Delivery',
      'Waiting for Delivery',
      'Complete',
      'Cancelled',
    ]) {
      expect(within(board).getByRole('heading', { name: new RegExp(`^${heading}`) })).toBeTruthy();
    }
    const fresh = within(board)
      .getByRole('heading', { name: /^New Order/ })
      .closest('section') as HTMLElement;
    expect(await within(fresh).findByText('OR-10001')).toBeTruthy();
    expect(within(fresh).getByText('Job 1')).toBeTruthy();
    expect(within(fresh).getByText('Items: 3')).toBeTruthy();
    expect(within(fresh).getByText(/Total \$?1,234\.50/)).toBeTruthy();
    expect(within(fresh).getByText('Partially Secured')).toBeTruthy();
    expect(within(fresh).getByLabelText('Owner: Olivia Park')).toBeTruthy();
    expect(within(board).getByText('No owner')).toBeTruthy();
    expect(within(board).getByText('Invoiced')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it("offers each card spec 001 §4's order menu for its status", async () => {
    const { user } = renderAt(ROUTES.orderBoard);
    expect(menuEntries(await openActionsMenu(user, 'Order OR-10001'))).toEqual(['Move to WIP', 'Cancel']);
    await user.keyboard('{Escape}');
    expect(menuEntries(await openActionsMenu(user, 'Order OR-10002'))).toEqual([
      'Move Back to New',
      'Move to Planning Delivery',
      'Cancel',
    ]);
    await user.keyboard('{Escape}');
    expect(menuEntries(await openActionsMenu(user, 'Order OR-10004'))).toEqual([
      'Move Back to WIP',
      'Complete',
      'Move Back to Planning Delivery',
      'Cancel',
    ]);
    await user.keyboard('{Escape}');
    expect(menuEntries(await openActionsMenu(user, 'Order OR-10006'))).toEqual(['Reinstate']);
  });

  it('moves a new order to WIP from its card menu with the version read, no confirmation asked', async () => {
    const { user } = renderAt(ROUTES.orderBoard);
    const menu = await openActionsMenu(user, 'Order OR-10001');
    await user.click(within(menu).getByRole('menuitem', { name: 'Move to WIP', hidden: true }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
        url: '/api/updateOrderStatus',
        body: { id: 1, statusId: O.WIP },
        headers: { [VERSION_HEADER]: '4' },
      }),
    );
    expect(await screen.findByText('Order OR-10001 is now WIP.')).toBeTruthy();
  });

  it('cancels an order only once the confirmation is accepted', async () => {
    const { user } = renderAt(ROUTES.orderBoard);
    const menu = await openActionsMenu(user, 'Order OR-10001');
    await user.click(within(menu).getByRole('menuitem', { name: 'Cancel', hidden: true }));
    expect(await screen.findByText('Are you sure you want to cancel order OR-10001?')).toBeTruthy();
    expect(requests.some((request) => request.url.startsWith('/api/cancelOrder/'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/cancelOrder/1'));
  });

  it('opens a card in its construction workspace with Enter', async () => {
    const { user } = renderAt(ROUTES.orderBoard);
    const number = await screen.findByText('OR-10001');
    (number.closest('li') as HTMLElement).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownLocation()).toBe(`${ROUTES.orderConstruction}/1`));
  });

  it('asks one column for more cards and keeps the filters when switching to the table', async () => {
    const { user } = renderAt(`${ROUTES.orderBoard}?search=jarry`);
    await user.click(await screen.findByRole('button', { name: 'Load more New Order cards' }));
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        `/api/orderCards?search=jarry&limits=${O.PENDING}%3A50`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(shownLocation()).toBe(`${ROUTES.orderTable}?search=jarry`));
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContainEqual(
        expect.stringMatching(/^\/api\/orderRow\?.*search=jarry/),
      ),
    );
  });

  it('names the columns in French', async () => {
    signInAs({ roleId: Role.ids.FINANCE, languageId: 2 });
    renderAt(ROUTES.orderBoard);
    const board = await screen.findByRole('region', { name: 'Commandes par statut' });
    expect(within(board).getByRole('heading', { name: /^Nouvelle commande/ })).toBeTruthy();
    expect(within(board).getByRole('heading', { name: /^Annulé/ })).toBeTruthy();
  });
});

describe('Order Table', () => {
  it('lists the orders with their sellers, opens one in its workspace and offers its status moves', async () => {
    const { user } = renderAt(ROUTES.orderTable);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findAllByText('Pépinière Nord, Stone Yard')).toHaveLength(3);
    expect(within(table).getByRole('button', { name: 'Move Back to New OR-10008' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Reinstate OR-10007' })).toBeTruthy();
    await user.click(within(table).getByRole('link', { name: 'OR-10008' }));
    await waitFor(() => expect(shownLocation()).toBe(`${ROUTES.orderConstruction}/8`));
  });

  it('filters by status in the URL', async () => {
    renderAt(`${ROUTES.orderTable}?statusId=${O.WIP}`);
    await screen.findByRole('table', { name: 'Orders' });
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContainEqual(
        expect.stringMatching(new RegExp(`^/api/orderRow\\?.*statusId=${O.WIP}`)),
      ),
    );
  });
});

describe('Order Management', () => {
  it('shows the views per status and deletes a cancelled order only once the confirmation is accepted', async () => {
    signInAs({ roleId: Role.ids.FINANCE });
    const { user } = renderAt(ROUTES.orderManagement);
    await screen.findAllByText('Pépinière Nord, Stone Yard');
    expect(screen.getByRole('button', { name: 'Cancelled (2)' })).toBeTruthy();
    // decision 167: WIP, or an order with items on a delivery, offers no delete.
    expect(screen.queryByRole('button', { name: 'Delete OR-10008' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete OR-10009' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete OR-10007' }));
    expect(await screen.findByText('Are you sure you want to delete order "OR-10007"?')).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'DELETE' && request.url === '/api/order/7')).toBe(
        true,
      ),
    );
  });

  it('counts the views under the filters but the status', async () => {
    signInAs({ roleId: Role.ids.SUPER_ADMIN });
    renderAt(`${ROUTES.orderManagement}?statusId=${O.CANCELLED}&search=jarry`);
    await screen.findAllByText('Pépinière Nord, Stone Yard');
    const views = requests.filter((request) => request.url.startsWith('/api/orderInfoViews'));
    expect(views.length).toBeGreaterThan(0);
    expect(views.every((request) => request.url === '/api/orderInfoViews?search=jarry')).toBe(true);
  });
});
