import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MAP, VERSION_HEADER } from '@portal/contracts';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { openSubOrderDashboard, placedOrderThroughApi, subOrderDashboardRow } from './support/orders';
import { ACCOUNTS, DEMO_PASSWORD, signIn, signOut } from './support/portal';
import { data, signInToApi } from './support/quotes';

/**
 * The Delivery Table (issue 38; spec 001 §2; decision 213) from the keyboard: a delivery planned through the API on
 * a placed order of the test's own; operations opens the table from the menu, searches, picks a status view, sorts
 * and opens a saved view, and sees the delivery on the Order Dashboard's panel and its number on the SubOrder
 * Dashboard; finance (the demo account works in French) bills it.
 */

interface PlannedDelivery {
  id: number;
  deliveryNumber: string;
}

/** One truck for every item of a placed order (POST orderDelivery, decision 209: a New Order may plan one). */
async function planDelivery(request: APIRequestContext, orderId: number): Promise<PlannedDelivery> {
  const headers = await signInToApi(request);
  const order = await data<{ items: Array<{ id: number }> }>(
    await request.get(`/api/order/${orderId}`, { headers }),
  );
  const [delivery] = await data<PlannedDelivery[]>(
    await request.post('/api/orderDelivery', {
      headers,
      data: { subOrderItemIds: order.items.map((item) => item.id) },
    }),
  );
  if (!delivery) throw new Error('no delivery planned');
  return delivery;
}

interface PlannedStop {
  id: number;
  sequenceNumber: number;
  dropOff: boolean;
}

/**
 * Two trucks for one placed order (the first item, then the rest), each pickup located (PUT orderDelivery's
 * spatialPickupAddress) so the overlay map can route them (spec 001 §5).
 */
async function planTwoLocatedDeliveries(
  request: APIRequestContext,
  orderId: number,
): Promise<PlannedDelivery[]> {
  const headers = await signInToApi(request);
  const order = await data<{ items: Array<{ id: number }> }>(
    await request.get(`/api/order/${orderId}`, { headers }),
  );
  const [firstItem, ...rest] = order.items.map((item) => item.id);
  // A save names the truck (its length is required): the first length of the reference data.
  const [length] = await data<Array<{ id: number; truckSubTypeId: number }>>(
    await request.get('/api/truckSubTypeLengths', { headers }),
  );
  const subTypes = await data<Array<{ id: number; truckTypeId: number }>>(
    await request.get('/api/truckSubTypes', { headers }),
  );
  const subType = subTypes.find((candidate) => candidate.id === length?.truckSubTypeId);
  if (!length || !subType) throw new Error('no truck length in the reference data');
  const planned: PlannedDelivery[] = [];
  for (const subOrderItemIds of [[firstItem], rest]) {
    const [delivery] = await data<PlannedDelivery[]>(
      await request.post('/api/orderDelivery', { headers, data: { subOrderItemIds } }),
    );
    if (!delivery) throw new Error('no delivery planned');
    const read = await data<{ version: number; deliveryVehicles: Array<{ deliveryStops: PlannedStop[] }> }>(
      await request.get(`/api/orderDelivery/${delivery.id}`, { headers }),
    );
    const stops = read.deliveryVehicles[0]?.deliveryStops ?? [];
    await data(
      await request.put('/api/orderDelivery', {
        headers: { ...headers, [VERSION_HEADER]: String(read.version) },
        data: {
          id: delivery.id,
          truckTypeId: subType.truckTypeId,
          truckSubTypeId: subType.id,
          truckLengthId: length.id,
          deliveryStops: stops.map((stop, index) => ({
            id: stop.id,
            sequenceNumber: stop.sequenceNumber,
            ...(stop.dropOff
              ? {}
              : { spatialPickupAddress: { latitude: 45.6 + index / 10, longitude: -73.7 } }),
          })),
        },
      }),
    );
    planned.push(delivery);
  }
  return planned;
}

/** A job site in Montréal with its point, so the drop-off is geocoded (the intake fixture has none otherwise). */
const GEOCODED_JOB_SITE = {
  deliveryAddress: '7000 Avenue du Parc',
  city: 'Montréal',
  postalCode: 'H3N 1X1',
  spatialDeliveryAddress: { latitude: 45.5308, longitude: -73.6199 },
};

/** A saved view of the Delivery Table, the operations user's own (views belong to whoever saves them). */
async function saveOperationsView(request: APIRequestContext, name: string, query: string): Promise<void> {
  const response = await request.post('/api/auth/signin', {
    data: { email: ACCOUNTS.operations, password: DEMO_PASSWORD },
  });
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  await data(
    await request.post('/api/savedView', {
      headers: { authorization: `Bearer ${token}` },
      data: { tableKey: 'deliveryTable', name, query },
    }),
  );
}

function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: /^(Main menu|Menu principal)$/ });
}

/** Focus, then a key: the keyboard path a user without a mouse takes. */
async function pressOn(target: Locator, key: string) {
  await target.focus();
  await target.press(key);
}

test.describe('Delivery Table (issue 38; spec 001 §2)', () => {
  test('opened from the menu, searched, filtered, sorted, a saved view opened, billed by finance; the dashboards show the delivery', async ({
    page,
    request,
  }) => {
    const order = await placedOrderThroughApi(request, `Zinnia delivery table ${Date.now()}`);
    const delivery = await planDelivery(request, order.id);
    const viewName = `Draft deliveries ${Date.now()}`;
    await saveOperationsView(
      request,
      viewName,
      `search=${encodeURIComponent(delivery.deliveryNumber)}&statusId=1&sortField=deliveryNumber&sortOrder=asc`,
    );

    await signIn(page, ACCOUNTS.operations);
    // The menu from the keyboard: Tab to the bar, Right to Delivery, Down into it, Enter on Delivery Table.
    const menu = mainMenu(page);
    const entry = (name: string) => menu.getByRole('menuitem', { name, exact: true });
    await page.locator('body').focus();
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      if (await entry('Order Dashboard').evaluate((element) => element === document.activeElement)) break;
    }
    await expect(entry('Order Dashboard')).toBeFocused();
    for (let presses = 0; presses < 12; presses += 1) {
      if (await entry('Delivery').evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(entry('Delivery')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entry('Delivery Table')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/deliveries\/order-delivery-table/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery Table' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Delivery Table' });
    const link = table.getByRole('link', { name: `Open delivery ${delivery.deliveryNumber}`, exact: true });

    // The search takes the delivery number.
    const search = page.getByRole('searchbox', { name: 'Delivery or order number, job or buyer' });
    await search.focus();
    await page.keyboard.type(delivery.deliveryNumber);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${delivery.deliveryNumber}(&|$)`));
    await expect(link).toBeVisible();
    const row = table.getByRole('row').filter({
      has: page.getByRole('link', { name: `Open delivery ${delivery.deliveryNumber}`, exact: true }),
    });
    await expect(row.getByRole('link', { name: order.formattedNumber, exact: true })).toBeVisible();
    await expect(row.getByLabel('3 stops, 2 pickups')).toBeVisible();
    await expectNoSeriousViolations(page, 'Delivery Table with a delivery');

    // A status view from the keyboard: a new delivery is a draft.
    const views = page.getByRole('group', { name: 'Deliveries by status' });
    await pressOn(views.getByRole('button', { name: /^Draft \(\d+\)$/ }), 'Enter');
    await expect(page).toHaveURL(/[?&]statusId=1(&|$)/);
    await expect(link).toBeVisible();
    await pressOn(views.getByRole('button', { name: /^Booked \(\d+\)$/ }), 'Enter');
    await expect(page).toHaveURL(/[?&]statusId=2(&|$)/);
    await expect(link).toHaveCount(0);

    // A sort from the keyboard, on the server.
    const sorted = page.waitForResponse(
      (response) =>
        response.url().includes('/api/orderDeliveryRowView?') &&
        response.url().includes('sortField=fillRate'),
    );
    await pressOn(table.getByRole('columnheader', { name: /Fill Rate/ }), 'Enter');
    await sorted;
    await expect(page).toHaveURL(/sortField=fillRate/);

    // The saved view brings back its search, status and sort.
    await pressOn(page.getByRole('button', { name: 'Views', exact: true }), 'Enter');
    const viewEntry = page.getByRole('menuitem', { name: viewName });
    await expect(viewEntry).toBeVisible();
    await pressOn(viewEntry, 'Enter');
    await expect(page).toHaveURL(/[?&]statusId=1(&|$)/);
    await expect(page).toHaveURL(/sortField=deliveryNumber/);
    await expect(link).toBeVisible();
    // Billing is finance's: operations reads the flag.
    await expect(row.getByRole('switch')).toHaveCount(0);
    await expect(row.getByRole('cell', { name: 'No', exact: true })).toHaveCount(2);

    // The Order Dashboard's panel lists the delivery, and a New Order may plan another.
    await page.goto(`/#/orders/order-dashboard?search=${order.formattedNumber}`);
    await pressOn(page.getByRole('button', { name: `Sub-orders of ${order.formattedNumber}` }), 'Enter');
    const panel = page.getByRole('dialog');
    const deliveries = panel.getByRole('region', { name: 'Deliveries' });
    await expect(
      deliveries.getByRole('link', { name: `Open delivery ${delivery.deliveryNumber}` }),
    ).toBeVisible();
    await expect(deliveries.getByRole('link', { name: 'Create delivery' })).toHaveAttribute(
      'href',
      `#/deliveries/order-delivery-wizard/${order.id}`,
    );
    await expectNoSeriousViolations(page, "Order Dashboard's panel with its deliveries");
    await page.keyboard.press('Escape');

    // The SubOrder Dashboard shows the delivery's number on both sub-orders; it finds it in the Delivery Table.
    await openSubOrderDashboard(page, order.formattedNumber);
    const first = subOrderDashboardRow(page, `${order.formattedNumber}-S1`);
    const found = first.getByRole('link', {
      name: `Find delivery ${delivery.deliveryNumber} in the Delivery Table`,
    });
    await expect(found).toBeVisible();
    await expect(
      subOrderDashboardRow(page, `${order.formattedNumber}-S2`).getByRole('link', {
        name: `Find delivery ${delivery.deliveryNumber} in the Delivery Table`,
      }),
    ).toBeVisible();
    await pressOn(found, 'Enter');
    await expect(page).toHaveURL(
      new RegExp(`#/deliveries/order-delivery-table\\?search=${delivery.deliveryNumber}`),
    );
    await expect(link).toBeVisible();

    // Finance bills it (in French, the demo account's language): the switch from the keyboard, the toast, and the
    // flag after a reload.
    await signOut(page);
    await signIn(page, ACCOUNTS.finance);
    await page.goto(`/#/deliveries/order-delivery-table?search=${delivery.deliveryNumber}`);
    const tableFr = page.getByRole('table', { name: 'Table des livraisons' });
    const billed = tableFr.getByRole('switch', { name: `Facturée : ${delivery.deliveryNumber}` });
    await expect(billed).toHaveAttribute('aria-checked', 'false');
    await pressOn(billed, ' ');
    await expect(page.getByText(`La livraison ${delivery.deliveryNumber} est facturée.`)).toBeVisible();
    await page.reload();
    await expect(
      tableFr.getByRole('switch', { name: `Facturée : ${delivery.deliveryNumber}` }),
    ).toHaveAttribute('aria-checked', 'true');
    await expectNoSeriousViolations(page, 'Delivery Table in French, billed');
  });
  test('two deliveries selected from the keyboard, asked on the map, merged into the lower number with every stop', async ({
    page,
    request,
  }) => {
    const order = await placedOrderThroughApi(request, `Zinnia delivery merge ${Date.now()}`);
    const [lower, higher] = await planTwoLocatedDeliveries(request, order.id);
    if (!lower || !higher) throw new Error('two deliveries expected');

    await signIn(page, ACCOUNTS.operations);
    await page.goto(`/#/deliveries/order-delivery-table?search=${order.formattedNumber}`);
    const table = page.getByRole('table', { name: 'Delivery Table' });
    const rowOf = (number: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Open delivery ${number}`, exact: true }) });
    await expect(rowOf(lower.deliveryNumber)).toBeVisible();
    await expect(rowOf(higher.deliveryNumber)).toBeVisible();

    // Each row's checkbox from the keyboard.
    for (const delivery of [higher, lower]) {
      const checkbox = rowOf(delivery.deliveryNumber).getByRole('checkbox');
      await pressOn(checkbox, ' ');
      await expect(checkbox).toBeChecked();
    }
    const tools = page.getByRole('toolbar', { name: 'Selected deliveries' });
    await expect(tools.getByText('2 selected')).toBeVisible();

    // The overlay map needs every stop located (spec 001 §5); the test's order has a job site without a point, so
    // the §8 refusal lists both deliveries (the drawn map and its legend are the component tests').
    await pressOn(tools.getByRole('button', { name: 'Show on map' }), 'Enter');
    const refusal = page.getByRole('dialog', { name: 'Deliveries Not Geocoded' });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('listitem')).toHaveText([lower.deliveryNumber, higher.deliveryNumber]);
    await expectNoSeriousViolations(page, 'Delivery Table overlay map refused');
    // The footer's Close has the focus: Enter on it.
    await page.keyboard.press('Enter');
    await expect(refusal).toHaveCount(0);

    // The merge: the confirmation names the survivor; Enter on Merge.
    await pressOn(tools.getByRole('button', { name: 'Merge' }), 'Enter');
    const confirmation = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({
      hasText: "This action can't be undone.",
    });
    await expect(confirmation).toContainText(
      `${lower.deliveryNumber} is kept with every stop of ${higher.deliveryNumber}`,
    );
    await expectNoSeriousViolations(page, 'Delivery Table merge confirmation');
    await pressOn(confirmation.getByRole('button', { name: 'Merge' }), 'Enter');
    await expect(
      page.getByText(`${higher.deliveryNumber} merged into ${lower.deliveryNumber}.`),
    ).toBeVisible();
    await expect(rowOf(higher.deliveryNumber)).toHaveCount(0);
    // Every stop: the survivor's pickup and drop-off, then the merged delivery's.
    const survivor = rowOf(lower.deliveryNumber);
    await expect(survivor).toBeVisible();
    await expect(survivor.getByLabel(/^\d+ stops, \d+ pickups$/)).toHaveAttribute(
      'aria-label',
      /^[4-9] stops/,
    );
    await expect(tools).toHaveCount(0);
  });
  test('two geocoded deliveries drawn on the overlay map with their legend; one with an un-geocoded stop refused by number', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    // Two trucks with every stop located (the job site's point, each pickup's), and one whose drop-off has none.
    const mapped = await placedOrderThroughApi(request, `Zinnia overlay ${stamp}`, GEOCODED_JOB_SITE);
    const [lower, higher] = await planTwoLocatedDeliveries(request, mapped.id);
    if (!lower || !higher) throw new Error('two deliveries expected');
    const unmappedOrder = await placedOrderThroughApi(request, `Zinnia overlay ${stamp} unlocated`);
    const unmapped = await planDelivery(request, unmappedOrder.id);

    await signIn(page, ACCOUNTS.operations);
    await page.goto(
      `/#/deliveries/order-delivery-table?search=${encodeURIComponent(`Zinnia overlay ${stamp}`)}`,
    );
    const table = page.getByRole('table', { name: 'Delivery Table' });
    const rowOf = (number: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Open delivery ${number}`, exact: true }) });
    for (const delivery of [lower, higher, unmapped])
      await expect(rowOf(delivery.deliveryNumber)).toBeVisible();

    // The two located deliveries selected from the keyboard, then Show on map.
    for (const delivery of [lower, higher]) {
      const checkbox = rowOf(delivery.deliveryNumber).getByRole('checkbox');
      await pressOn(checkbox, ' ');
      await expect(checkbox).toBeChecked();
    }
    const tools = page.getByRole('toolbar', { name: 'Selected deliveries' });
    await expect(tools.getByText('2 selected')).toBeVisible();
    const routes = page.waitForResponse((response) => response.url().includes('/api/orderDeliveryRoutes'));
    await pressOn(tools.getByRole('button', { name: 'Show on map' }), 'Enter');
    expect((await routes).status()).toBe(200);

    // The map draws both routes, each in its colour, with a legend entry per delivery (number, stops, distance).
    const numbers = `${lower.deliveryNumber}, ${higher.deliveryNumber}`;
    const dialog = page.getByRole('dialog', { name: `Routes of ${numbers}` });
    await expect(dialog).toBeVisible();
    const map = dialog.getByRole('region', { name: `Map of the routes of ${numbers}` });
    await expect(map).toBeVisible();
    const lines = map.locator('.leaflet-overlay-pane path.route-map-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toHaveAttribute('stroke', MAP.routeColors[0]);
    await expect(lines.nth(1)).toHaveAttribute('stroke', MAP.routeColors[1]);
    // Each polyline has a drawn path (not an empty 'M0 0').
    for (const index of [0, 1]) {
      expect((await lines.nth(index).getAttribute('d'))?.length ?? 0).toBeGreaterThan(10);
    }
    const legend = dialog.getByRole('list', { name: 'Deliveries on the map' });
    const entries = legend.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(lower.deliveryNumber);
    await expect(entries.nth(1)).toContainText(higher.deliveryNumber);
    // The first truck: one pickup and the drop-off; the second: two sellers' pickups and the drop-off; each a
    // distance in the job site's unit (Montréal: km).
    for (const [index, stops] of [
      [0, '2 stops'],
      [1, '3 stops'],
    ] as const) {
      await expect(entries.nth(index)).toContainText(stops);
      await expect(entries.nth(index)).toContainText(/Distance [\d,]+ km/);
    }
    await expectNoSeriousViolations(page, 'Delivery Table overlay map of two deliveries');
    await pressOn(dialog.getByRole('button', { name: 'Close' }).last(), 'Enter');
    await expect(dialog).toHaveCount(0);

    // With the un-geocoded one added, the §8 refusal names it alone, and no map is drawn.
    const checkbox = rowOf(unmapped.deliveryNumber).getByRole('checkbox');
    await pressOn(checkbox, ' ');
    await expect(checkbox).toBeChecked();
    await expect(tools.getByText('3 selected')).toBeVisible();
    await pressOn(tools.getByRole('button', { name: 'Show on map' }), 'Enter');
    const refusal = page.getByRole('dialog', { name: 'Deliveries Not Geocoded' });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('listitem')).toHaveText([unmapped.deliveryNumber]);
    await expect(page.getByRole('dialog', { name: /^Routes of / })).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(refusal).toHaveCount(0);
  });
});
