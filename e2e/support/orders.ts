import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CompanyType, VERSION_HEADER } from '@portal/contracts';
import {
  cellIn,
  data,
  pickInCell,
  planQuoteDeliveryThroughApi,
  quoteFromIntake,
  signInToApi,
  typeInCell,
  type JobSite,
} from './quotes';

/**
 * The order screens' browser helpers (issue 15): an order placed through the calls staff use — a quote from
 * intake, sourced from two sellers, its quote delivery planned, published, returned in full and ordered — as a test's own fixture, so a test
 * never depends on another's demo order.
 */

export interface OrderRead {
  id: number;
  formattedNumber: string;
  version: number;
  statusId: number;
  subOrders: Array<{ id: number; sellerCompanyId: number; sellerCompanyName: string }>;
}

interface SourcedQuoteRead {
  id: number;
  version: number;
  items: Array<{ id: number; quantity: number | null }>;
}

/** Three seller companies of the demo data, by id. */
async function threeSellers(request: APIRequestContext, headers: Record<string, string>) {
  const sellers = await data<Array<{ id: number }>>(
    await request.get(`/api/companiesByTypeId/${CompanyType.ids.SELLER}`, { headers }),
  );
  const [first, second, third] = sellers;
  if (!first || !second || !third) throw new Error('the demo data has fewer than three sellers');
  return [first.id, second.id, third.id] as const;
}

/**
 * A New Order placed for `jobName`: the intake lines, the first two from one seller (10.00 → 13.00, 20.00 → 26.00)
 * and the rest from a second (30.00 → 39.00), every line accepted at its quoted quantity. With `sellerCount` 3 the
 * second line comes from a third seller (three sub-orders: a delivery with three pickups).
 */
export async function placedOrderThroughApi(
  request: APIRequestContext,
  jobName: string,
  jobSite?: JobSite,
  sellerCount: 2 | 3 = 2,
): Promise<OrderRead> {
  const headers = await signInToApi(request);
  const made = await quoteFromIntake(request, jobName, undefined, jobSite);
  const [first, second, third] = await threeSellers(request, headers);
  const quote = await data<SourcedQuoteRead>(await request.get(`/api/quote/${made.id}`, { headers }));
  const prices = [
    [first, 10, 13],
    [sellerCount === 3 ? third : first, 20, 26],
  ] as const;
  const sourced = await data<SourcedQuoteRead>(
    await request.put('/api/quoteConstruction', {
      headers: { ...headers, [VERSION_HEADER]: String(quote.version) },
      data: {
        id: quote.id,
        items: quote.items.map((item, index) => {
          const [sellerCompanyId, sellerUnitPrice, buyerUnitPrice] = prices[index] ?? [second, 30, 39];
          return {
            id: item.id,
            sellerCompanyId,
            sellerUnitPrice,
            markupRate: null,
            buyerUnitPrice,
            sellerContacted: false,
            inventoryAvailable: false,
          };
        }),
        discounts: [],
        transportCosts: [],
      },
    }),
  );
  // A delivery quote publishes with its lines on a quote delivery (spec 001 §5, decision 209).
  await planQuoteDeliveryThroughApi(request, sourced.id);
  await data(
    await request.get(`/api/publishQuote/${sourced.id}`, {
      headers: { ...headers, [VERSION_HEADER]: String(sourced.version) },
    }),
  );
  const published = await data<SourcedQuoteRead>(await request.get(`/api/quote/${sourced.id}`, { headers }));
  await data(
    await request.put('/api/quoteReturn', {
      headers: { ...headers, [VERSION_HEADER]: String(published.version) },
      data: {
        id: published.id,
        items: published.items.map((item) => ({ id: item.id, acceptedQuantity: item.quantity ?? 0 })),
      },
    }),
  );
  return data<OrderRead>(await request.post('/api/order', { headers, data: { quoteId: published.id } }));
}

/**
 * The phasing wizard's steps (decision 171), from the keyboard: opens `/orders/order-phasing-wizard/{id}`, moves
 * each item named by `quantities` (product name → quantity for the new phase), checks the shares and creates the
 * phase. Returns the new phase's number as the wizard announces it ('OR-10001-P2').
 */
export async function phaseOrderInWizard(
  page: Page,
  orderId: number,
  quantities: ReadonlyArray<readonly [productName: string, quantity: number]>,
): Promise<string> {
  await page.goto(`/#/orders/order-phasing-wizard/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Phase order OR-\d+/ })).toBeVisible();
  await pressOn(page.getByRole('button', { name: 'Next' }), 'Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Select order info' })).toBeFocused();
  for (const [productName, quantity] of quantities) {
    await pressOn(
      page.getByRole('checkbox', { name: new RegExp(`^Move ${escapeRegExp(productName)}`) }),
      'Space',
    );
    const box = page.getByRole('textbox', { name: new RegExp(`^Quantity of ${escapeRegExp(productName)}`) });
    await box.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(quantity));
  }
  await pressOn(page.getByRole('button', { name: 'Next' }), 'Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Distribute values' })).toBeFocused();
  await pressOn(page.getByRole('button', { name: 'Create the new phase' }), 'Enter');
  const created = page.getByText(/^Order OR-[\d]+-P\d+ was created from OR-/);
  await expect(created).toBeVisible();
  const number = /OR-\d+-P\d+/.exec((await created.textContent()) ?? '')?.[0];
  if (!number) throw new Error('the wizard did not name the new phase');
  return number;
}

/** Focus, then a key: the keyboard path a user without a mouse takes. */
async function pressOn(target: Locator, key: string) {
  await target.focus();
  await target.press(key);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ——— The SubOrder Dashboard (decision 166): its inline edits from the keyboard ———

const SUB_ORDER_TABLE = 'SubOrder Dashboard';

/**
 * Opens the SubOrder Dashboard, narrowed to one order's sub-orders when `orderNumber` is given (its search takes
 * an order number: 'OR-10001' lists every sub-order of the job), and answers its table.
 */
export async function openSubOrderDashboard(page: Page, orderNumber?: string): Promise<Locator> {
  const query = orderNumber ? `?search=${encodeURIComponent(orderNumber)}` : '';
  await page.goto(`/#/orders/sub-order-dashboard${query}`);
  const table = page.getByRole('table', { name: SUB_ORDER_TABLE });
  await expect(table).toBeVisible();
  return table;
}

/** A sub-order's row on the dashboard, by its number ('OR-10001-S1', the link that opens its order). */
export function subOrderDashboardRow(page: Page, subOrderNumber: string): Locator {
  return page
    .getByRole('table', { name: SUB_ORDER_TABLE })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: subOrderNumber, exact: true }) });
}

/** Edits a sub-order's comment in place: Enter on the cell opens it, Enter saves; waits for the saved value. */
export async function editSubOrderComment(
  page: Page,
  subOrderNumber: string,
  comment: string,
): Promise<void> {
  const row = subOrderDashboardRow(page, subOrderNumber);
  const cell = row.getByRole('button', { name: `Edit the comment of ${subOrderNumber}:`, exact: false });
  await cell.focus();
  await cell.press('Enter');
  const input = row.getByRole('textbox', { name: `Comment of ${subOrderNumber}` });
  await expect(input).toBeFocused();
  await input.fill(comment);
  await input.press('Enter');
  await expect(
    row.getByRole('button', { name: `Edit the comment of ${subOrderNumber}: ${comment}` }),
  ).toBeFocused();
}

/**
 * Sets a sub-order's pick (or delivery) days in place: the first day and, when given, the last; Enter saves.
 * Waits for the cell to be shown again (saved).
 */
export async function editSubOrderDays(
  page: Page,
  subOrderNumber: string,
  kind: 'pick' | 'delivery',
  first: string,
  last?: string,
): Promise<void> {
  const row = subOrderDashboardRow(page, subOrderNumber);
  const words = kind === 'pick' ? 'pick' : 'delivery';
  const cell = row.getByRole('button', {
    name: `Edit the ${words} dates of ${subOrderNumber}:`,
    exact: false,
  });
  await cell.focus();
  await cell.press('Enter');
  const firstDay = row.getByLabel(`First ${words} day of ${subOrderNumber}`);
  await expect(firstDay).toBeFocused();
  await firstDay.fill(first);
  if (last !== undefined) await row.getByLabel(`Last ${words} day of ${subOrderNumber}`).fill(last);
  await firstDay.press('Enter');
  await expect(cell).toBeFocused();
}

/** Flips a sub-order's billed switch from the keyboard (Space) and waits for the state it asked for. */
export async function toggleSubOrderBilled(page: Page, subOrderNumber: string): Promise<boolean> {
  const billed = subOrderDashboardRow(page, subOrderNumber).getByRole('switch', {
    name: `Billed: ${subOrderNumber}`,
  });
  const wanted = (await billed.getAttribute('aria-checked')) !== 'true';
  await billed.focus();
  await page.keyboard.press('Space');
  await expect(billed).toHaveAttribute('aria-checked', String(wanted));
  return wanted;
}

// ——— The Order Picture Manager (decision 168): a picture asked, sent and approved from the keyboard ———

/** A picture file for `setInputFiles`: its name and bytes (support/tiny-png.ts makes real PNGs). */
export interface PictureFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Opens the picture manager of an order (`/orders/order-picture-manager/{id}`) and waits for its title. */
export async function openPictureManager(page: Page, orderId: number): Promise<void> {
  await page.goto(`/#/orders/order-picture-manager/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Pictures of order OR-\d+/ })).toBeVisible();
}

/** An item of the picture manager, by its product name (the item is named 'Product (Size)'). */
export function pictureItem(page: Page, productName: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^${escapeRegExp(productName)} \\(`) });
}

/** Asks for a picture of the item (the form's type, due date and note as they are) and waits for the request. */
export async function requestPicture(page: Page, productName: string, dueDate?: string): Promise<void> {
  const item = pictureItem(page, productName);
  if (dueDate) await item.getByLabel('Picture Due Date').fill(dueDate);
  await pressOn(item.getByRole('button', { name: /^Request picture of / }), 'Enter');
  await expect(item.getByRole('button', { name: /^Save request of / })).toBeVisible();
}

/** Uploads pictures of the item through its file input and waits until each is listed. */
export async function uploadPictures(
  page: Page,
  productName: string,
  files: readonly PictureFile[],
): Promise<void> {
  const item = pictureItem(page, productName);
  await item.getByLabel(/^Picture files of /).setInputFiles([...files]);
  for (const file of files) {
    await expect(item.getByRole('button', { name: `Open picture ${file.name}` })).toBeVisible();
  }
}

/** Approves the pictures sent for the item, from the keyboard, and waits for the approval to show. */
export async function approvePictures(page: Page, productName: string): Promise<void> {
  const item = pictureItem(page, productName);
  await pressOn(item.getByRole('button', { name: /^Approve pictures of / }), 'Enter');
  await expect(item.getByText('Approved', { exact: true })).toBeVisible();
}

// ——— Order construction (issue 15, decision 165) ———

/** The order construction workspace's items grid. */
export function orderItemsGrid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Order Items' });
}

/** Opens an order's construction workspace from the Order Dashboard: found by its number, opened by it. */
export async function openOrderFromDashboard(page: Page, formattedNumber: string): Promise<void> {
  await page.goto(`/#/orders/order-dashboard?search=${encodeURIComponent(formattedNumber)}`);
  const table = page.getByRole('table', { name: 'Order Dashboard' });
  await table.getByRole('button', { name: formattedNumber, exact: true }).click();
  await expect(page).toHaveURL(/#\/orders\/order-construction\/\d+$/);
  await expect(orderItemsGrid(page)).toBeVisible();
}

/** Opens an order's construction workspace at its address. */
export async function openOrderConstruction(page: Page, id: number): Promise<void> {
  await page.goto(`/#/orders/order-construction/${id}`);
  await expect(orderItemsGrid(page)).toBeVisible();
}

/**
 * Secures the inventory of every item from the keyboard: from the first item's Buyer Price cell, Right twice to
 * Inventory Secured, Space ticks it, Down to the next item.
 */
export async function secureEveryItemFromKeyboard(page: Page, itemCount: number): Promise<void> {
  const grid = orderItemsGrid(page);
  await (await cellIn(grid, 1, 'Buyer Price')).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  for (let line = 1; line <= itemCount; line += 1) {
    await page.keyboard.press('Space');
    await expect(grid.getByRole('checkbox', { name: `Inventory Secured, line ${line}` })).toBeChecked();
    if (line < itemCount) await page.keyboard.press('ArrowDown');
  }
}

/** Adds a transport cost for a seller (picked from the keyboard) with its cost, unsaved. */
export async function addOrderTransportCost(page: Page, sellerName: string, cost: string): Promise<void> {
  const transport = page.getByRole('grid', { name: 'Order Transport Costs' });
  await page
    .getByRole('region', { name: 'Transport Costs' })
    .getByRole('button', { name: 'Add Line' })
    .click();
  const rows = await transport.getAttribute('aria-rowcount');
  const line = Number(rows ?? '2') - 1;
  await pickInCell(page, await cellIn(transport, line, 'Seller'), sellerName, sellerName);
  await typeInCell(page, await cellIn(transport, line, 'Cost'), cost);
}

/** Sets the buyer delivery fee from the keyboard (unsaved: the workspace's Save sends it). */
export async function setBuyerDeliveryFee(page: Page, fee: string): Promise<void> {
  const box = page.getByLabel('Buyer Delivery Fee');
  await box.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(fee);
}

/** Saves the workspace and waits for its confirmation. */
export async function saveOrderConstruction(page: Page, formattedNumber: string): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Order ${formattedNumber} saved.`)).toBeVisible();
}

/** A status move without a confirmation ('Move to WIP', 'Move to Planning Delivery'), waited for. */
export async function moveOrderFromWorkspace(
  page: Page,
  formattedNumber: string,
  move: string,
  statusName: string,
): Promise<void> {
  await page.getByRole('button', { name: move, exact: true }).click();
  await expect(page.getByText(`Order ${formattedNumber} is now ${statusName}.`)).toBeVisible();
}

/**
 * Opens an item's alternates from the keyboard (decision 173): from a cell of its line, End to the line's actions,
 * Enter opens its menu, down to 'Alternates', Enter. Answers the panel.
 */
export async function openItemAlternatesFromKeyboard(page: Page, line: number): Promise<Locator> {
  await (await cellIn(orderItemsGrid(page), line, 'Product')).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: 'Alternates' });
  await expect(item).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: new RegExp(`^Alternates of line ${line}: `) });
  await expect(panel).toBeVisible();
  return panel;
}

/** An order's items with their alternates, as GET order/{id} answers them. */
export async function readOrderAlternates(
  request: APIRequestContext,
  id: number,
): Promise<{
  items: Array<{
    sequenceNumber: number;
    altItems: Array<{ productName: string | null; quantity: number | null; note: string | null }>;
  }>;
}> {
  const headers = await signInToApi(request);
  return data(await request.get(`/api/order/${id}`, { headers }));
}

// ——— The Order Board, Order Table and Order Management (decision 167) ———

/** The Order Board's columns (its region), one per order status. */
export function orderBoard(page: Page): Locator {
  return page.getByRole('region', { name: 'Orders by status' });
}

/** A column of the Order Board by its status's name ('New Order', 'WIP', 'Planning Delivery' …). */
export function orderBoardColumn(page: Page, statusName: string): Locator {
  return orderBoard(page).locator('section', {
    has: page.getByRole('heading', { name: new RegExp(`^${escapeRegExp(statusName)}\\b`) }),
  });
}

/** An order's card on the board, by its number ('OR-10001'). */
export function orderCard(page: Page, formattedNumber: string): Locator {
  return orderBoard(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(formattedNumber, { exact: true }) });
}

/** Opens the Order Board narrowed to one order by its number, and waits for its card. */
export async function openOrderBoard(page: Page, formattedNumber: string): Promise<void> {
  await page.goto(`/#/orders/order-board?search=${encodeURIComponent(formattedNumber)}`);
  await expect(orderCard(page, formattedNumber)).toBeVisible();
}

/**
 * A status move from the order's card menu, from the keyboard: the card focused, Shift+F10 opens its menu, the
 * arrows reach the move, Enter chooses it; when the move asks its §8 confirmation (cancel, reinstate, complete),
 * Yes is chosen. Waits for the card in the column of `statusName`.
 */
export async function moveOrderOnBoard(
  page: Page,
  formattedNumber: string,
  move: string,
  statusName: string,
): Promise<void> {
  await orderCard(page, formattedNumber).focus();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu');
  const entries = await menu.getByRole('menuitem').allTextContents();
  const index = entries.findIndex((entry) => entry.trim() === move);
  if (index < 0)
    throw new Error(`the card menu of ${formattedNumber} offers ${entries.join(', ')}, not ${move}`);
  // The menu keeps the focus and names the active entry (aria-activedescendant), the first one on opening.
  const activeIs = async (name: string) => {
    const id = await menu.getByRole('menuitem', { name, exact: true }).getAttribute('id');
    await expect(menu).toHaveAttribute('aria-activedescendant', id ?? '');
  };
  await activeIs(entries[0]?.trim() ?? '');
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  await activeIs(move);
  await page.keyboard.press('Enter');
  const confirmation = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog').filter({ hasText: formattedNumber }));
  await expect(
    orderBoardColumn(page, statusName).getByText(formattedNumber, { exact: true }).or(confirmation),
  ).toBeVisible();
  if (await confirmation.isVisible()) {
    await confirmation.getByRole('button', { name: 'Yes' }).press('Enter');
  }
  await expect(orderBoardColumn(page, statusName).getByText(formattedNumber, { exact: true })).toBeVisible();
}

/** The order's purchase-order mails and its 'Send PO' (decision 170): /orders/email-outbox/:id. */
export async function openOrderEmails(page: Page, orderId: number): Promise<void> {
  await page.goto(`/#/orders/email-outbox/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Emails of this order — / })).toBeVisible();
}

/**
 * Sends the purchase order of `sellerName` from the keyboard: 'Send PO' (the order workspace's toolbar or the
 * order's emails screen), the seller chosen, the preview read, Send. Resolves with the dialog once the server
 * took the mail (queued, or sent already).
 */
export async function sendPurchaseOrder(page: Page, sellerName: string, address?: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Send PO', exact: true }).first().press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Send the purchase order of / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: sellerName, exact: true }).check();
  if (address !== undefined) {
    await dialog.getByLabel('Deliver to (printed on the PO)').fill(address);
  }
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(/^PO-OR-\d+(-P\d+)?-S\d+\.pdf$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send', exact: true }).press('Enter');
  await expect(
    dialog.getByRole('status').getByText(/is being sent to|was sent to|held in the outbox/),
  ).toBeVisible();
  return dialog;
}
