import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { billOfLadingFileName, MESSAGES, StopTrackingStatus, VERSION_HEADER } from '@portal/contracts';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { openSubOrderDashboard, placedOrderThroughApi, subOrderDashboardRow } from './support/orders';
import { ACCOUNTS, signIn } from './support/portal';
import { data, signInToApi } from './support/quotes';

/**
 * The order delivery wizard and workspace (issue 38; spec 001 §2 /deliveries/order-delivery-wizard and -workspace;
 * spec 000 §3–§5, §8, §9): a placed order's items planned on a truck from the keyboard, the vehicle and stops
 * filled in and saved, the weight and fill rate read, the stop order optimized and accepted, the delivery
 * published, a pickup marked loaded and the drop-off delivered; a co-owner picked, saved and read back; the item
 * summary read; a second tab's stale save is refused with the outdated notice.
 */

interface StopRead {
  id: number;
  dropOff: boolean;
  sequenceNumber: number;
  stopTrackingStatusId: number | null;
  buyerCompany?: { name: string } | null;
}

interface DeliveryRead {
  id: number;
  version: number;
  deliveryNumber: string;
  deliveryStatus: { id: number };
  deliveryVehicles: Array<{ deliveryStops: StopRead[] }>;
}

interface ProductRead {
  id: number;
  version: number;
  latinName: string;
  cultivar: string | null;
  commonNameEn: string | null;
  commonNameFr: string | null;
  synonyms: Record<string, string[]>;
  sku: string;
  categoryId: number;
  items: Array<{
    productSizeId: number;
    unitWeightLb: number | null;
    unitFloorSpaceSqft: number | null;
    specs: Array<{ id: number }>;
  }>;
}

/** A job site in Montréal with its point: the drop-off's address (the intake fixture has none otherwise). */
const JOB_SITE = {
  deliveryAddress: '7000 Avenue du Parc',
  city: 'Montréal',
  postalCode: 'H3N 1X1',
  spatialDeliveryAddress: { latitude: 45.5308, longitude: -73.6199 },
};

/**
 * Gives each of the order's lines a catalog item with a light unit weight and floor space (the rules engine reads the
 * product item of the line's product and size; spec 000 §4: without them a line is listed invalid), so one trailer
 * carries the order within its payload and deck.
 */
async function weighOrderProducts(request: APIRequestContext, orderId: number): Promise<void> {
  const headers = await signInToApi(request);
  const order = await data<{ items: Array<{ productId: number | null; productSizeId: number | null }> }>(
    await request.get(`/api/order/${orderId}`, { headers }),
  );
  const sizesByProduct = new Map<number, Set<number>>();
  for (const item of order.items) {
    if (item.productId === null || item.productSizeId === null) continue;
    const sizes = sizesByProduct.get(item.productId) ?? new Set<number>();
    sizes.add(item.productSizeId);
    sizesByProduct.set(item.productId, sizes);
  }
  for (const [productId, sizes] of sizesByProduct) {
    const product = await data<ProductRead>(await request.get(`/api/product/${productId}`, { headers }));
    const light = { unitWeightLb: 20, unitFloorSpaceSqft: 0.5 };
    const items = product.items.map((item) => ({
      productSizeId: item.productSizeId,
      ...(sizes.has(item.productSizeId)
        ? light
        : { unitWeightLb: item.unitWeightLb, unitFloorSpaceSqft: item.unitFloorSpaceSqft }),
      specIds: item.specs.map((spec) => spec.id),
    }));
    for (const productSizeId of sizes) {
      if (!items.some((item) => item.productSizeId === productSizeId))
        items.push({ productSizeId, ...light, specIds: [] });
    }
    await data(
      await request.put('/api/product', {
        headers: { ...headers, [VERSION_HEADER]: String(product.version) },
        data: {
          id: product.id,
          latinName: product.latinName,
          cultivar: product.cultivar,
          commonNameEn: product.commonNameEn,
          commonNameFr: product.commonNameFr,
          synonyms: product.synonyms,
          sku: product.sku,
          categoryId: product.categoryId,
          items,
        },
      }),
    );
  }
}

/** Opens a dropdown named by its label from the keyboard and picks the option by its text. */
async function choose(
  scope: Locator,
  page: Page,
  label: string,
  option: string | RegExp,
  which: 'first' | 'last' = 'first',
): Promise<void> {
  // The dropdown's focus target is a read-only text box named by the label; Enter opens the list.
  const box = scope.getByRole('textbox', { name: label, exact: true });
  await box.focus();
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox').getByRole('option', { name: option });
  await (which === 'first' ? options.first() : options.last()).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('plans a placed order’s delivery in the wizard and works it in the workspace, keyboard included', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const jobName = `Parc Jarry ${Date.now()}`;
  const order = await placedOrderThroughApi(request, jobName, JOB_SITE);
  await weighOrderProducts(request, order.id);

  await signIn(page, ACCOUNTS.operations);
  await page.goto(`/#/deliveries/order-delivery-wizard/${order.id}`);
  const items = page.getByRole('table', { name: 'Items' });
  // A header row and the order's three items, none on a delivery yet.
  await expect(items.getByRole('row')).toHaveCount(4);
  await expectNoSeriousViolations(page, 'the Order Delivery Wizard');

  // Every item of the page, one truck, from the keyboard.
  await page.getByRole('checkbox', { name: 'Pick every item of this page' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('3 items picked')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Trucks' })).toHaveValue('1');
  await page.getByRole('button', { name: 'Create deliveries' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/deliveries\/order-delivery-workspace\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Delivery D-\d+$/);
  const number = ((await heading.textContent()) ?? '').replace('Delivery ', '');

  const form = page.getByRole('form', { name: `Delivery ${number}` });
  const stops = form.getByRole('list', { name: 'Stops' }).getByRole('listitem');
  // Two sellers' pickups and the job site's drop-off.
  await expect(stops).toHaveCount(3);
  await expectNoSeriousViolations(page, 'the Order Delivery Workspace');

  // Save refuses a truck without its length (spec 001 §5 'length options required').
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(MESSAGES.lengthOptionsRequired)).toBeVisible();

  await choose(form, page, 'Truck type', 'Tractor/Truck & Trailer');
  await choose(form, page, 'Truck sub type', 'Dry Van Trailer');
  await choose(form, page, 'Truck length', /'$/, 'last');
  await form.getByRole('textbox', { name: 'Driver', exact: true }).fill('Marc Gagnon');
  // A stop's items change only on a saved delivery (spec 001 §5, §8).
  await form.getByRole('button', { name: 'Items of stop 1' }).click();
  await expect(page.getByText(MESSAGES.saveDeliveryBeforeItems)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Items picked up at stop 1' })).toHaveCount(0);
  for (let index = 0; index < 3; index += 1) {
    await stops.nth(index).getByLabel('Date').fill('2026-12-15');
  }
  await form.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Delivery updated successfully.')).toBeVisible();

  // Co-owners (spec 000 §3 cosOwnerUsers): the order's owner shown read-only; a staff member picked from the
  // keyboard, saved, and still there after a reload.
  await expect(form.getByRole('group', { name: 'Owners' })).not.toContainText('None');
  const coOwners = form.getByRole('combobox', { name: 'Co-owners' });
  await coOwners.focus();
  await page.keyboard.type('Julie');
  await expect(page.getByRole('option', { name: /Julie Roy/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.getByText('Julie Roy', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Delivery updated successfully.').first()).toBeVisible();
  await page.reload();
  await expect(form.getByText('Julie Roy', { exact: true })).toBeVisible();

  // The item summary (spec 001 §7 orderDeliveryItemSummary): each item with its stops, the known totals.
  await page.getByRole('button', { name: 'Item summary' }).click();
  const summary = page.getByRole('dialog', { name: `Items of delivery ${number}` });
  const summaryRows = summary.getByRole('table').getByRole('row');
  await expect(summaryRows).toHaveCount(4);
  await expect(summaryRows.nth(1).getByRole('cell').nth(4)).toHaveText('Stop 3');
  await expect(summary.getByText(/^[\d,.]+ lb$/)).toBeVisible();
  await expect(summary.getByText('No unit weight or floor space')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(summary).toHaveCount(0);

  // Saved, the stop's items open: those on the stop preselected (spec 000 §4); Cancel leaves them.
  await form.getByRole('button', { name: 'Items of stop 1' }).click();
  const stopItems = page.getByRole('dialog', { name: 'Items picked up at stop 1' });
  const firstItem = stopItems.getByRole('checkbox').first();
  await expect(firstItem).toBeChecked();
  await expect(firstItem).toBeEnabled();
  await stopItems.getByRole('button', { name: 'Cancel' }).click();
  await expect(stopItems).toHaveCount(0);

  // A second tab (another planner) on the saved version, for the stale save at the end.
  const staleContext = await browser.newContext();
  const stalePage = await staleContext.newPage();
  await signIn(stalePage, ACCOUNTS.operationsTwo);
  await stalePage.goto(`/#/deliveries/order-delivery-workspace/${id}`);
  await expect(stalePage.getByRole('heading', { level: 1 })).toHaveText(`Delivery ${number}`);

  // The rules engine's weight and fill rate, shown on success (spec 000 §4, §9).
  const load = page.getByRole('region', { name: 'Load' });
  await expect(load.getByText(/^[\d,]+ lb$/)).toBeVisible();
  await expect(load.getByText(/^\d+ %$/)).toBeVisible();

  // Optimize the stop order: before → after, accepted from the keyboard, then saved.
  const route = page.getByRole('region', { name: 'Route' });
  await expect(route.getByRole('region', { name: `Map of delivery ${number}` })).toBeVisible();
  await route.getByRole('button', { name: 'Optimize stop order' }).click();
  const proposal = page.getByRole('dialog', { name: 'Optimized stop order' });
  await expect(proposal.getByText(/ (km|mi) → [\d,]+ (km|mi)$/)).toBeVisible();
  await expect(proposal.getByText(/\d+hr \d+min → \d+hr \d+min/)).toBeVisible();
  await expect(proposal.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(proposal).toHaveCount(0);
  // Pickups stay before the drop-off.
  await expect(stops.last().getByRole('heading')).toHaveText(/^3\. Drop-off/);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Delivery updated successfully.').first()).toBeVisible();

  // Publish, confirmed.
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Delivery ${number} published.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Republish' })).toBeVisible();

  // The first pickup loaded, the drop-off delivered.
  await choose(stops.first(), page, 'Stop tracking', 'Loaded');
  await choose(stops.last(), page, 'Stop tracking', 'Delivered');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Delivery updated successfully.').first()).toBeVisible();

  const headers = await signInToApi(request);
  const stored = await data<DeliveryRead>(await request.get(`/api/orderDelivery/${id}`, { headers }));
  expect(stored.deliveryStatus.id).toBe(2);
  const storedStops = [...(stored.deliveryVehicles[0]?.deliveryStops ?? [])].sort(
    (first, second) => first.sequenceNumber - second.sequenceNumber,
  );
  expect(storedStops.map((stop) => stop.dropOff)).toEqual([false, false, true]);
  expect(storedStops[0]?.stopTrackingStatusId).toBe(StopTrackingStatus.ids.LOADED);
  expect(storedStops[2]?.stopTrackingStatusId).toBe(StopTrackingStatus.ids.DELIVERED);

  // The second tab still holds the first version: its save is refused with the outdated notice.
  // It was told in words who changed the delivery and what (decision 214).
  await expect(stalePage.getByText(/changed this delivery \(.*status.*\)/)).toBeVisible();
  const staleForm = stalePage.getByRole('form', { name: `Delivery ${number}` });
  await staleForm.getByRole('textbox', { name: 'Driver', exact: true }).fill('Julie Roy');
  await staleForm.getByRole('button', { name: 'Save' }).click();
  await expect(staleForm.getByText(MESSAGES.outdatedRecord)).toBeVisible();
  await expect(staleForm.getByRole('button', { name: 'Save' })).toBeDisabled();
  const after = await data<DeliveryRead>(await request.get(`/api/orderDelivery/${id}`, { headers }));
  expect(after.version).toBe(stored.version);

  await staleContext.close();

  // Clean up: the delivery goes (its order's items are free again).
  await data(
    await request.delete(`/api/orderDelivery/${id}`, {
      headers: { ...headers, [VERSION_HEADER]: String(after.version) },
    }),
  );
});

/** A small but whole PDF: the file store tells the type by content (decision 211). */
const SIGNED_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a three-pickup delivery takes a signed bill of lading, downloads it under the §5 name and prints the driver’s (issue 38 acceptance 1)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const order = await placedOrderThroughApi(request, `Parc Lafontaine ${Date.now()}`, JOB_SITE, 3);
  expect(order.subOrders).toHaveLength(3);
  await weighOrderProducts(request, order.id);

  await signIn(page, ACCOUNTS.operations);
  await page.goto(`/#/deliveries/order-delivery-wizard/${order.id}`);
  await page.getByRole('checkbox', { name: 'Pick every item of this page' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('3 items picked')).toBeVisible();
  await page.getByRole('button', { name: 'Create deliveries' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/deliveries\/order-delivery-workspace\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Delivery D-\d+$/);
  const number = ((await heading.textContent()) ?? '').replace('Delivery ', '');

  // Three sellers' pickups and the job site's drop-off.
  const form = page.getByRole('form', { name: `Delivery ${number}` });
  const stops = form.getByRole('list', { name: 'Stops' }).getByRole('listitem');
  await expect(stops).toHaveCount(4);
  await choose(form, page, 'Truck type', 'Tractor/Truck & Trailer');
  await choose(form, page, 'Truck sub type', 'Dry Van Trailer');
  await choose(form, page, 'Truck length', /'$/, 'last');
  for (let index = 0; index < 4; index += 1) {
    await stops.nth(index).getByLabel('Date').fill('2026-12-15');
  }
  // With unsaved changes a bill of lading waits for the save (as a stop's items do).
  await form.getByRole('button', { name: 'Upload signed bill of lading of stop 4' }).click();
  await expect(page.getByText(MESSAGES.saveDeliveryBeforeBol)).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Delivery updated successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Delivery ${number} published.`)).toBeVisible();

  // The drop-off's signed bill of lading, chosen from the keyboard.
  const headers = await signInToApi(request);
  const before = await data<DeliveryRead>(await request.get(`/api/orderDelivery/${id}`, { headers }));
  const dropOff = stops.last();
  const chooser = page.waitForEvent('filechooser');
  await dropOff.getByRole('button', { name: 'Upload signed bill of lading of stop 4' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: SIGNED_PDF });
  await expect(page.getByText('Signed bill of lading saved.')).toBeVisible();

  const stored = await data<DeliveryRead>(await request.get(`/api/orderDelivery/${id}`, { headers }));
  expect(stored.version).toBeGreaterThan(before.version);
  const buyerName =
    stored.deliveryVehicles[0]?.deliveryStops.find((stop) => stop.buyerCompany)?.buyerCompany?.name ?? '';
  const expectedName = billOfLadingFileName({
    orderNumber: order.formattedNumber,
    deliveryNumber: number,
    buyerCompanyName: buyerName,
    deliveryDate: '2026-12-15',
    extension: 'pdf',
  });
  expect(expectedName).toMatch(
    new RegExp(`^${order.formattedNumber}_${number}_[^_]+_SignedBOL_2026-12-15\\.pdf$`),
  );

  // The stored file is a download link under spec 000 §5's name.
  const link = dropOff.getByRole('button', { name: expectedName });
  await expect(link).toBeVisible();
  const download = page.waitForEvent('download');
  await link.focus();
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe(expectedName);

  // The printable bill of lading opens as a PDF.
  const printable = page.waitForResponse((response) =>
    response.url().includes('/api/orderDeliveryBillOfLading/'),
  );
  const popup = page.waitForEvent('popup');
  await dropOff.getByRole('button', { name: 'Print bill of lading of stop 4' }).focus();
  await page.keyboard.press('Enter');
  const answer = await printable;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  await (await popup).close();

  // The Order Dashboard's deliveries part lists it; the SubOrder Dashboard shows its number on every sub-order.
  await page.goto(`/#/orders/order-dashboard?search=${order.formattedNumber}`);
  await page.getByRole('button', { name: `Sub-orders of ${order.formattedNumber}` }).focus();
  await page.keyboard.press('Enter');
  const deliveries = page.getByRole('dialog').getByRole('region', { name: 'Deliveries' });
  await expect(deliveries.getByRole('link', { name: `Open delivery ${number}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await openSubOrderDashboard(page, order.formattedNumber);
  for (const suffix of ['S1', 'S2', 'S3']) {
    await expect(
      subOrderDashboardRow(page, `${order.formattedNumber}-${suffix}`).getByRole('link', {
        name: `Find delivery ${number} in the Delivery Table`,
      }),
    ).toBeVisible();
  }

  // Back in the workspace: Delete, confirmed with spec 001 §8's 'Delete attachment'.
  await page.goto(`/#/deliveries/order-delivery-workspace/${id}`);
  const deleteBol = page.getByRole('button', { name: 'Delete the signed bill of lading of stop 4' });
  await deleteBol.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`Are you sure you want to delete the signed bill of lading of delivery ${number}?`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Signed bill of lading deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: expectedName })).toHaveCount(0);

  // Move back to draft, confirmed, then Delete, confirmed: the delivery is gone.
  await page.getByRole('button', { name: 'Move back to draft' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/#\/deliveries\/order-delivery-table/);
  expect((await request.get(`/api/orderDelivery/${id}`, { headers })).status()).toBe(404);
});

test('adds an order’s item of a seller the delivery has no pickup of from the workspace, with the keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const jobName = `Parc Laurier ${Date.now()}`;
  const order = await placedOrderThroughApi(request, jobName, JOB_SITE);
  await weighOrderProducts(request, order.id);

  await signIn(page, ACCOUNTS.operations);
  await page.goto(`/#/deliveries/order-delivery-wizard/${order.id}`);
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row')).toHaveCount(4);
  // The first seller's two items on one truck; the second seller's item left out.
  for (const row of [1, 2]) {
    await items.getByRole('row').nth(row).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByText('2 items picked')).toBeVisible();
  await page.getByRole('button', { name: 'Create deliveries' }).click();

  await expect(page).toHaveURL(/#\/deliveries\/order-delivery-workspace\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Delivery D-\d+$/);
  const number = ((await heading.textContent()) ?? '').replace('Delivery ', '');
  const form = page.getByRole('form', { name: `Delivery ${number}` });
  const stops = form.getByRole('list', { name: 'Stops' }).getByRole('listitem');
  await expect(stops).toHaveCount(2);
  await choose(form, page, 'Truck type', 'Tractor/Truck & Trailer');
  await choose(form, page, 'Truck sub type', 'Dry Van Trailer');
  await choose(form, page, 'Truck length', /'$/, 'last');

  // Items join a saved delivery only (spec 001 §5, §8), as a stop's items do.
  const actions = page.getByRole('group', { name: 'Delivery actions' });
  await actions.getByRole('button', { name: 'Add items' }).click();
  await expect(page.getByText(MESSAGES.saveDeliveryBeforeItems)).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Add items to delivery ${number}` })).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Delivery updated successfully.')).toBeVisible();
  const load = page.getByRole('region', { name: 'Load' });
  await expect(load.getByText(/^\d[\d,  ]* lb$/)).toBeVisible();
  const weightBefore = (await load.getByText(/^\d[\d,  ]* lb$/).textContent()) ?? '';

  await actions.getByRole('button', { name: 'Add items' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Add items to delivery ${number}` });
  const table = dialog.getByRole('table', { name: 'Items that can be added' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(dialog.getByText('On this delivery')).toHaveCount(2);
  const pickable = table.getByRole('checkbox', { name: /^Add /, checked: false, disabled: false });
  await expect(pickable).toHaveCount(1);
  await pickable.focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Add 1 item' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`1 item added to delivery ${number}.`)).toBeVisible();

  // The second seller's pickup joins the stops, and the load is weighed with its item.
  await expect(stops).toHaveCount(3);
  await expect(load.getByText(/^\d[\d,  ]* lb$/)).not.toHaveText(weightBefore);
});
