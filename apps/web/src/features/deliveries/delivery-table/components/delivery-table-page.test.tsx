// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DeliveryStatus,
  DeliveryTrackingStatus,
  Language,
  MESSAGES,
  Role,
  ROUTES,
  type OrderDeliveryRow,
  type OrderDeliveryRowFilter,
} from '@portal/contracts';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  dataResponse,
  jsonResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  shownLocation,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { signInAs, SignedIn } from '../../../../test/session';
import { testDeliveryRow } from '../test-delivery-row';
import { DeliveryTablePage } from './delivery-table-page';

setUpComponentTests();

let rows: OrderDeliveryRow[];
let requests: ApiRequest[] = [];
let pageAnswer: 'rows' | 'failure' = 'rows';
let routesAnswer: 'routes' | 'notGeocoded' = 'routes';
let mergeAnswer: 'merged' | 'outdated' | 'refused' = 'merged';

/** One delivery's route as orderDeliveryRoutes answers it: a pickup and a drop-off a few kilometres apart. */
function routeOf(row: OrderDeliveryRow) {
  return {
    deliveryId: row.id,
    deliveryNumber: row.deliveryNumber,
    distanceUnit: row.distanceUnit,
    distanceMetres: 42_600 + row.id * 1000,
    distance: row.distanceUnit === 'mi' ? 27 : 44 + row.id - 1,
    durationSeconds: 3600 + 25 * 60,
    durationMinutes: 85,
    summary: 'A-40',
    polyline: [
      [45.5, -73.6],
      [45.52, -73.58],
      [45.55, -73.55],
    ],
    stops: [
      {
        stopId: row.id * 10 + 1,
        sequenceNumber: 1,
        kind: 'pickup',
        label: 'Pépinière Nord · OR-10007',
        address: '1 rue Nord, Laval',
        latitude: 45.5,
        longitude: -73.6,
        orderNumber: 'OR-10007',
        sellerCompanyName: 'Pépinière Nord',
        buyerCompanyName: null,
      },
      {
        stopId: row.id * 10 + 2,
        sequenceNumber: 2,
        kind: 'dropOff',
        label: 'Acme Landscaping · OR-10007',
        address: '2 rue Sud, Montréal',
        latitude: 45.55,
        longitude: -73.55,
        orderNumber: 'OR-10007',
        sellerCompanyName: null,
        buyerCompanyName: 'Acme Landscaping',
      },
    ],
  };
}

const FILTER: OrderDeliveryRowFilter = {
  statuses: [
    { id: DeliveryStatus.ids.DRAFT, name: 'Draft', count: 3 },
    { id: DeliveryStatus.ids.BOOKED, name: 'Booked', count: 2 },
  ],
  trackingStatuses: DeliveryTrackingStatus.options.map((option) => ({
    id: option.id,
    name: option.label,
    count: option.id === DeliveryTrackingStatus.ids.BOOKED ? 2 : 0,
  })),
  owners: [{ id: 3, name: 'Olivia Park', count: 4 }],
  cosOwners: [],
  logisticOwners: [{ id: 4, name: 'Louis Roy', count: 1 }],
  buyerCompanies: [{ id: 1, name: 'Acme Landscaping', count: 5 }],
  sellerCompanies: [{ id: 21, name: 'Pépinière Nord', count: 2 }],
  late: 1,
  billed: 2,
  total: 5,
};

function answer(request: ApiRequest): Response | undefined {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api/orderDeliveryRowView') {
    if (pageAnswer === 'failure') return jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500);
    return dataResponse({ rows, total: rows.length, page: 1, size: 25 });
  }
  if (path === '/api/orderDeliveryRowFilter') return dataResponse(FILTER);
  if (path === '/api/savedViews') return dataResponse([]);
  if (path === '/api/orderDeliveryRoutes') {
    const ids = decodeURIComponent(request.url.split('orderDeliveryIds=')[1] ?? '')
      .split(',')
      .map(Number);
    if (routesAnswer === 'notGeocoded') {
      return jsonResponse(
        {
          code: 'BUSINESS_RULE',
          message: MESSAGES.deliveriesNotGeocoded,
          issues: [{ field: 'orderDeliveryIds.1', message: 'D-1002' }],
        },
        422,
      );
    }
    return dataResponse({ routes: ids.map((id) => routeOf(rows.find((row) => row.id === id)!)) });
  }
  if (path === '/api/mergeOrderDeliveries') {
    if (mergeAnswer === 'outdated') {
      return jsonResponse({ code: 'OUTDATED', message: MESSAGES.outdatedRecord }, 409);
    }
    if (mergeAnswer === 'refused') {
      return jsonResponse(
        {
          code: 'CONFLICT',
          message: MESSAGES.mergeDeliveriesFailed,
          issues: [{ field: 'deliveries.1.id', message: MESSAGES.deliveryClosed }],
        },
        409,
      );
    }
    const survivor = rows[0]!;
    rows = [{ ...survivor, version: survivor.version + 1, stopCount: 5 }];
    return dataResponse({
      delivery: deliveryOf(rows[0]!),
      mergedDeliveryIds: [2],
      mergedDeliveryNumbers: ['D-1002'],
    });
  }
  const toggle = /^\/api\/toggleOrderDeliveryVehicleBilled\/(\d+)$/.exec(path);
  if (toggle) {
    const id = Number(toggle[1]);
    if (id === 2) return jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500);
    const current = rows.find((row) => row.id === id)!;
    rows = rows.map((row) =>
      row.id === id ? { ...row, billed: !row.billed, version: row.version + 1 } : row,
    );
    return dataResponse(deliveryOf({ ...current, billed: !current.billed, version: current.version + 1 }));
  }
  return undefined;
}

/** What the toggle answers: the whole delivery (orderDeliverySchema), here its row's facts. */
function deliveryOf(row: OrderDeliveryRow) {
  return {
    id: row.id,
    deliveryNumber: row.deliveryNumber,
    recordType: 4,
    quoteId: null,
    version: row.version,
    startTimestamp: null,
    deliveryStatus: { id: row.deliveryStatusId },
    republished: row.republished,
    deliveryVehicles: [
      {
        id: 50 + row.id,
        cost: null,
        driverName: null,
        driverPhoneNumber: null,
        deliveryTrackingStatus: row.trackingStatusId === null ? null : { id: row.trackingStatusId },
        lateDelivery: row.lateDelivery,
        followUpDateTime: null,
        comment: null,
        billed: row.billed,
        deliveryTransport: { transportTypeId: null, sellerCompany: null, transporter: null },
        vehicleConfig: { truckType: null, truckSubType: null, truckLength: null, vehicleAddOns: [] },
        breWeightStatusId: 1,
        weight: null,
        breFillRateStatusId: 1,
        fillRate: null,
        invalidItemIds: [],
        deliveryStops: [],
      },
    ],
    logisticOwnerUser: null,
    countryId: null,
    fillRate: null,
    weight: null,
    routeDistance: null,
    ownerUsers: [],
    cosOwnerUsers: [],
    orders: [],
    firstStopDate: null,
    stopCount: 0,
    itemCount: 0,
  };
}

function renderTable(url: string = ROUTES.orderDeliveryTable) {
  return renderWithProviders(null, {
    url,
    routes: [
      {
        path: ROUTES.orderDeliveryTable,
        element: (
          <SignedIn>
            <DeliveryTablePage />
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
  signInAs({ languageId: Language.ids.ENGLISH, roleId: Role.ids.FINANCE });
  rows = [
    testDeliveryRow(1),
    testDeliveryRow(2, {
      deliveryStatusId: DeliveryStatus.ids.DRAFT,
      trackingStatusId: DeliveryTrackingStatus.ids.LOGISTICS_DRAFT,
      fillRate: null,
      weight: null,
      distance: 16_093,
      distanceUnit: 'mi',
      countryId: 2,
      truckLengthFeet: null,
      carrier: null,
      transportTypeId: null,
      logisticOwner: null,
      lateDelivery: true,
      billed: true,
      orders: [
        { id: 8, orderNumber: 'OR-10008', jobName: 'Burlington', buyerCompany: { id: 2, name: 'Green VT' } },
        { id: 9, orderNumber: 'OR-10009', jobName: 'Burlington', buyerCompany: { id: 2, name: 'Green VT' } },
      ],
    }),
  ];
  pageAnswer = 'rows';
  routesAnswer = 'routes';
  mergeAnswer = 'merged';
  requests = stubApi(answer);
});

const rowOf = async (number: string) => {
  const table = await screen.findByRole('table', { name: 'Delivery Table' });
  return (await within(table).findByRole('link', { name: `Open delivery ${number}` })).closest(
    'tr',
  ) as HTMLElement;
};

describe('Delivery Table', () => {
  it("shows one row per delivery in spec 000 §9's units, with its orders, buyers and status counts", async () => {
    renderTable();
    const first = await rowOf('D-1001');
    // Booked twice: the delivery's status and its truck's tracking.
    expect(within(first).getAllByText('Booked')).toHaveLength(2);
    expect(within(first).getByText('May 4, 2027')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'OR-10007' })).toBeTruthy();
    expect(within(first).getByText('Acme Landscaping')).toBeTruthy();
    expect(within(first).getByLabelText('3 stops, 2 pickups').textContent).toBe('3 / 2');
    // Fill rate ×100 rounded, weight rounded in lb, km = metres/1000 rounded, the length in feet with an apostrophe.
    expect(within(first).getByText('63%')).toBeTruthy();
    expect(within(first).getByText('12,346 lb')).toBeTruthy();
    expect(within(first).getByText('43 km')).toBeTruthy();
    expect(within(first).getByText("26'")).toBeTruthy();
    expect(within(first).getByText('Transport Laval (Third-Party)')).toBeTruthy();
    expect(within(first).getByText('Louis Roy')).toBeTruthy();
    // A US drop-off shows miles (16,093 m → 10 mi); a delivery without checks shows no weight or fill rate.
    const second = await rowOf('D-1002');
    expect(within(second).getByText('10 mi')).toBeTruthy();
    expect(within(second).queryByText(/%$/)).toBeNull();
    expect(within(second).getByText('Green VT')).toBeTruthy();
    expect(within(second).getByText('Burlington')).toBeTruthy();
    expect(within(second).getAllByRole('link', { name: /^OR-1000[89]$/ })).toHaveLength(2);
    const counts = screen.getByRole('group', { name: 'Deliveries by status' });
    expect(await within(counts).findByRole('button', { name: 'All (5)' })).toBeTruthy();
    expect(within(counts).getByRole('button', { name: 'Draft (3)' })).toBeTruthy();
    expect(within(counts).getByRole('button', { name: 'Booked (2)' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('filters by a status count and sorts by fill rate from the keyboard: the URL and the page call carry them', async () => {
    const { user } = renderTable();
    const counts = await screen.findByRole('group', { name: 'Deliveries by status' });
    const draft = await within(counts).findByRole('button', { name: 'Draft (3)' });
    draft.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownLocation()).toContain(`statusId=${DeliveryStatus.ids.DRAFT}`));
    await waitFor(() =>
      expect(calls('/api/orderDeliveryRowView').some((request) => request.url.includes('statusId=1'))).toBe(
        true,
      ),
    );
    const header = screen.getByRole('columnheader', { name: /Fill Rate/ });
    header.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownLocation()).toContain('sortField=fillRate'));
    await waitFor(() =>
      expect(
        calls('/api/orderDeliveryRowView').some((request) => request.url.includes('sortField=fillRate')),
      ).toBe(true),
    );
  });

  it('offers each filter with its counts', async () => {
    const { user } = renderTable();
    await screen.findByRole('table', { name: 'Delivery Table' });
    const owner = screen.getByLabelText('Owner');
    await waitFor(() => expect(calls('/api/orderDeliveryRowFilter')).toHaveLength(1));
    owner.focus();
    await user.keyboard('{Enter}');
    const option = await screen.findByRole('option', { name: 'Olivia Park (4)', hidden: true });
    await user.click(option);
    await waitFor(() => expect(shownLocation()).toContain('ownerUserId=3'));
    await waitFor(() =>
      expect(
        calls('/api/orderDeliveryRowView').some((request) => request.url.includes('ownerUserId=3')),
      ).toBe(true),
    );
    screen.getByLabelText('Late').focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Yes (1)', hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'No (4)', hidden: true })).toBeTruthy();
  });

  it("filters by the first stop's days: both ends in the URL and the page call, emptied back to any day", async () => {
    renderTable();
    await screen.findByRole('table', { name: 'Delivery Table' });
    fireEvent.change(screen.getByLabelText('First Stop From'), { target: { value: '2027-05-01' } });
    fireEvent.change(screen.getByLabelText('First Stop To'), { target: { value: '2027-05-31' } });
    await waitFor(() => expect(shownLocation()).toContain('dateFrom=2027-05-01'));
    expect(shownLocation()).toContain('dateTo=2027-05-31');
    await waitFor(() =>
      expect(
        calls('/api/orderDeliveryRowView').some(
          (request) =>
            request.url.includes('dateFrom=2027-05-01') && request.url.includes('dateTo=2027-05-31'),
        ),
      ).toBe(true),
    );
    expect(screen.getByLabelText<HTMLInputElement>('First Stop From').value).toBe('2027-05-01');
    fireEvent.change(screen.getByLabelText('First Stop From'), { target: { value: '' } });
    await waitFor(() => expect(shownLocation()).not.toContain('dateFrom'));
    expect(shownLocation()).toContain('dateTo=2027-05-31');
  });

  it("toggles billed as finance and says so; a refusal says the spec's words and keeps the switch", async () => {
    const { user } = renderTable();
    const first = await rowOf('D-1001');
    const billed = within(first).getByRole('switch', { name: 'Billed: D-1001' });
    expect(billed.getAttribute('aria-checked')).toBe('false');
    billed.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Delivery D-1001 is billed.')).toBeTruthy();
    await waitFor(() =>
      expect(within(first).getByRole('switch', { name: 'Billed: D-1001' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    expect(calls('/api/toggleOrderDeliveryVehicleBilled/1')).toHaveLength(1);
    const second = await rowOf('D-1002');
    await user.click(within(second).getByRole('switch', { name: 'Billed: D-1002' }));
    expect(await screen.findByText(MESSAGES.billedToggleFailed)).toBeTruthy();
    expect(within(second).getByRole('switch', { name: 'Billed: D-1002' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('shows billed read-only to operations', async () => {
    signInAs({ languageId: Language.ids.ENGLISH, roleId: Role.ids.OPERATIONS });
    renderTable();
    const first = await rowOf('D-1001');
    expect(within(first).queryByRole('switch')).toBeNull();
    const second = await rowOf('D-1002');
    // Late and billed both read 'Yes' on the second row.
    expect(within(second).getAllByText('Yes')).toHaveLength(2);
  });

  it('opens a delivery in its workspace from its number', async () => {
    const { user } = renderTable();
    const first = await rowOf('D-1001');
    await user.click(within(first).getByRole('link', { name: 'Open delivery D-1001' }));
    await waitFor(() => expect(shownLocation()).toBe(`${ROUTES.orderDeliveryWorkspace}/1`));
  });

  it('says when there is no delivery', async () => {
    rows = [];
    renderTable();
    expect(await screen.findByText('No records found.')).toBeTruthy();
  });

  it('offers Retry when the page cannot be read', async () => {
    pageAnswer = 'failure';
    const { user } = renderTable();
    const alert = await screen.findByText(/Could not load/);
    pageAnswer = 'rows';
    await user.click(
      within(alert.closest('.load-failure') as HTMLElement).getByRole('button', { name: 'Try Again' }),
    );
    expect(await rowOf('D-1001')).toBeTruthy();
  });
});

describe('Delivery Table selection', () => {
  beforeEach(() => {
    // The route map watches its size; jsdom has no ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  const select = async (user: ReturnType<typeof renderTable>['user'], number: string) => {
    const row = await rowOf(number);
    const checkbox = within(row).getByRole('checkbox');
    checkbox.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(within(row).getByRole<HTMLInputElement>('checkbox').checked).toBe(true));
  };
  const tools = () => screen.getByRole('toolbar', { name: 'Selected deliveries' });
  const mergeConfirmation = async () =>
    (await screen.findByText(/This action can't be undone/)).closest(
      '[role="dialog"], [role="alertdialog"]',
    ) as HTMLElement;

  it('offers Show on map for one delivery but Merge only from two, saying why', async () => {
    const { user } = renderTable();
    await select(user, 'D-1001');
    expect(within(tools()).getByText('1 selected')).toBeTruthy();
    expect(within(tools()).getByRole('button', { name: 'Show on map' }).hasAttribute('disabled')).toBe(false);
    const merge = within(tools()).getByRole('button', { name: 'Merge' });
    expect(merge.hasAttribute('disabled')).toBe(true);
    expect(within(tools()).getByText('Select 2 to 10 deliveries to merge them.')).toBeTruthy();
    await select(user, 'D-1002');
    expect(within(tools()).getByText('2 selected')).toBeTruthy();
    expect(within(tools()).getByRole('button', { name: 'Merge' }).hasAttribute('disabled')).toBe(false);
    await user.click(within(tools()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Selected deliveries' })).toBeNull();
  });

  it("shows the selected deliveries' routes with a legend of number, distance in its unit and duration", async () => {
    const { user } = renderTable();
    await select(user, 'D-1002');
    await select(user, 'D-1001');
    await user.click(within(tools()).getByRole('button', { name: 'Show on map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Routes of D-1001, D-1002' });
    expect(calls('/api/orderDeliveryRoutes')[0]?.url).toContain('orderDeliveryIds=1,2');
    const legend = within(dialog).getByRole('list', { name: 'Deliveries on the map' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'D-10012 stopsDistance 44 kmDuration 1hr 25min',
      'D-10022 stopsDistance 27 miDuration 1hr 25min',
    ]);
    expect(within(dialog).getByRole('region', { name: 'Map of the routes of D-1001, D-1002' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('lists the deliveries with a stop not geocoded instead of a map', async () => {
    routesAnswer = 'notGeocoded';
    const { user } = renderTable();
    await select(user, 'D-1001');
    await select(user, 'D-1002');
    await user.click(within(tools()).getByRole('button', { name: 'Show on map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries Not Geocoded' });
    expect(within(dialog).getByText(MESSAGES.deliveriesNotGeocoded)).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe('D-1002');
    expect(screen.queryByRole('region', { name: /Map of the routes/ })).toBeNull();
  });

  it("merges after a confirmation naming the survivor, sends each row's version once, then clears the selection", async () => {
    const { user } = renderTable();
    await select(user, 'D-1002');
    await select(user, 'D-1001');
    await user.click(within(tools()).getByRole('button', { name: 'Merge' }));
    const confirmation = await mergeConfirmation();
    expect(confirmation.textContent).toContain("This action can't be undone.");
    expect(confirmation.textContent).toContain(
      'D-1001 is kept with every stop of D-1002; D-1002 will be deleted.',
    );
    const accept = within(confirmation).getByRole('button', { name: 'Merge' });
    await user.dblClick(accept);
    expect(await screen.findByText('D-1002 merged into D-1001.')).toBeTruthy();
    const merges = calls('/api/mergeOrderDeliveries');
    expect(merges).toHaveLength(1);
    expect(merges[0]?.body).toEqual({
      deliveries: [
        { id: 1, version: 3 },
        { id: 2, version: 3 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open delivery D-1002' })).toBeNull());
    expect(screen.queryByRole('toolbar', { name: 'Selected deliveries' })).toBeNull();
  });

  it('shows the outdated notice when a delivery changed since it was read', async () => {
    mergeAnswer = 'outdated';
    const { user } = renderTable();
    await select(user, 'D-1001');
    await select(user, 'D-1002');
    await user.click(within(tools()).getByRole('button', { name: 'Merge' }));
    const confirmation = await mergeConfirmation();
    await user.click(within(confirmation).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(MESSAGES.outdatedRecord)).toBeTruthy();
    expect(within(tools()).getByText('2 selected')).toBeTruthy();
  });

  it("says 'Merge deliveries failed' with each refused delivery's reason", async () => {
    mergeAnswer = 'refused';
    const { user } = renderTable();
    await select(user, 'D-1001');
    await select(user, 'D-1002');
    await user.click(within(tools()).getByRole('button', { name: 'Merge' }));
    const confirmation = await mergeConfirmation();
    await user.click(within(confirmation).getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Deliveries Failed' });
    expect(within(dialog).getByText(MESSAGES.mergeDeliveriesFailed)).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe(`D-1002: ${MESSAGES.deliveryClosed}`);
  });
});
