import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  BackgroundProcessStatus,
  CompanyType,
  DeliveryMethod,
  Province,
  RequestPurpose,
  Role,
  VERSION_HEADER,
} from '@portal/contracts';
import { ACCOUNTS, DEMO_PASSWORD } from './portal';

/**
 * The quote workspaces' browser helpers (issue 14): a quote made through intake's calls as a test's own fixture,
 * and the construction grid driven as a user does — a cell under its header, a lookup picked from the keyboard, a
 * number typed and left with Enter.
 */

export type Headers = Record<string, string>;

/** Three lines GoMatch matches to a product and a size (the quotes API test's). */
export const QUOTE_LINES = [
  "25 Acer rubrum 'October Glory' 50mm cal B&B",
  "120 Thuja occidentalis 'Smaragd' B&B 150-175cm",
  "40 Hydrangea paniculata 'Limelight' #5",
];

export async function signInToApi(request: APIRequestContext): Promise<Headers> {
  const response = await request.post('/api/auth/signin', {
    data: { email: ACCOUNTS.superAdmin, password: DEMO_PASSWORD },
  });
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  return { authorization: `Bearer ${token}` };
}

export async function data<T>(response: {
  ok(): boolean;
  json(): Promise<unknown>;
  text(): Promise<string>;
}) {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface StandardizedItem {
  id: number;
  sequenceNumber: number;
  productId: number | null;
  productSizeId: number | null;
  specs: Array<{ id: number }>;
  quantity: number | null;
  note: string | null;
  fromGomatchItemId: number | null;
}

export interface QuoteRead {
  id: number;
  quoteNumber: number;
  version: number;
  statusId: number;
  items: Array<{ sequenceNumber: number; sellerCompanyName: string | null; markupRate: number | null }>;
}

export interface StandardizedRead {
  id: number;
  version: number;
  items: StandardizedItem[];
}

/**
 * A quote request of the test's own, made as Quote Request Management makes it (a Quebec buyer's list), once
 * GoMatch has read it.
 */
/** A job site's address and point, for a request whose order is delivered (issue 38: its drop-off goes there). */
export interface JobSite {
  readonly deliveryAddress: string;
  readonly city: string;
  readonly postalCode: string;
  readonly spatialDeliveryAddress: { latitude: number; longitude: number };
}

export async function matchedRequestFromIntake(
  request: APIRequestContext,
  headers: Headers,
  jobName: string,
  lines: readonly string[] = QUOTE_LINES,
  jobSite?: JobSite,
): Promise<{ id: number; quoteNumber: number }> {
  const [company] = await data<Array<{ id: number }>>(
    await request.get(`/api/companiesByTypeId/${CompanyType.ids.BUYER}?search=Rive-Nord`, { headers }),
  );
  const [buyer] = await data<Array<{ id: number }>>(
    await request.get(`/api/activeUsers/${Role.ids.BUYER}?companyId=${company?.id}`, { headers }),
  );
  const created = await data<{ id: number; quoteNumber: number }>(
    await request.post('/api/quoteRequest', {
      headers,
      data: {
        buyerCompanyId: company?.id,
        buyerUserId: buyer?.id,
        jobName,
        deliveryMethodId: DeliveryMethod.ids.DELIVERY,
        provinceId: Province.ids.QUEBEC,
        countryId: null,
        spatialDeliveryAddress: null,
        ...jobSite,
        details: lines.join('\n'),
        requestPurpose: { id: RequestPurpose.ids.INSTALL, clientName: null },
      },
    }),
  );
  await expect(async () => {
    const current = await data<{ matchingStatusId: number }>(
      await request.get(`/api/quoteRequest/${created.id}`, { headers }),
    );
    expect(current.matchingStatusId).not.toBe(BackgroundProcessStatus.ids.PENDING);
  }).toPass({ timeout: 30_000 });
  return created;
}

/** A standardized quote in WIP as intake makes it: a Quebec request matched and standardized, nothing completed. */
export async function standardizedFromIntake(
  request: APIRequestContext,
  jobName: string,
  lines: readonly string[] = QUOTE_LINES,
  jobSite?: JobSite,
): Promise<StandardizedRead> {
  const headers = await signInToApi(request);
  const created = await matchedRequestFromIntake(request, headers, jobName, lines, jobSite);
  return data<StandardizedRead>(
    await request.post('/api/quoteStandardization', { headers, data: { quoteRequestId: created.id } }),
  );
}

/** Saves a standardized quote's lines as they are, each reviewed, with `action` (Save, or Save & Complete). */
export async function saveStandardizedReviewed<T>(
  request: APIRequestContext,
  standardized: StandardizedRead,
  action: 'save' | 'saveAndComplete',
): Promise<T> {
  const headers = await signInToApi(request);
  return data<T>(
    await request.put('/api/quoteStandardization', {
      headers: { ...headers, [VERSION_HEADER]: String(standardized.version) },
      data: {
        id: standardized.id,
        action,
        items: standardized.items.map((item) => ({
          id: item.id,
          sequenceNumber: item.sequenceNumber,
          productId: item.productId,
          productSizeId: item.productSizeId,
          specIds: item.specs.map((spec) => spec.id),
          quantity: item.quantity,
          reviewed: true,
          note: item.note,
          fromGomatchItemId: item.fromGomatchItemId,
        })),
      },
    }),
  );
}

/** A WIP quote of three lines as intake makes it: a Quebec request matched, standardized and completed. */
export async function quoteFromIntake(
  request: APIRequestContext,
  jobName: string,
  lines: readonly string[] = QUOTE_LINES,
  jobSite?: JobSite,
): Promise<QuoteRead> {
  const standardized = await standardizedFromIntake(request, jobName, lines, jobSite);
  const completed = await saveStandardizedReviewed<{ quoteId: number | null }>(
    request,
    standardized,
    'saveAndComplete',
  );
  return readQuote(request, completed.quoteId ?? 0);
}

export async function readQuote(request: APIRequestContext, id: number): Promise<QuoteRead> {
  const headers = await signInToApi(request);
  return data<QuoteRead>(await request.get(`/api/quote/${id}`, { headers }));
}

/**
 * A delivery quote's transport planned through the calls, as the quote delivery wizard plans it (spec 001 §5:
 * a delivery quote publishes only with every line on a delivery; decision 209): its sourced lines on no delivery
 * go on one quote delivery. Call it once the lines have their seller and prices; nothing for a pickup quote or one
 * already planned. Answers the ids of the lines it planned.
 */
export async function planQuoteDeliveryThroughApi(
  request: APIRequestContext,
  quoteId: number,
): Promise<number[]> {
  const headers = await signInToApi(request);
  const current = await data<{
    deliveryMethodId: number;
    items: Array<{
      id: number;
      sellerCompanyId: number | null;
      sellerUnitPrice: number | null;
      buyerUnitPrice: number | null;
    }>;
  }>(await request.get(`/api/quote/${quoteId}`, { headers }));
  if (current.deliveryMethodId !== DeliveryMethod.ids.DELIVERY) return [];
  const { unassignedQuoteItemIds } = await data<{ unassignedQuoteItemIds: number[] }>(
    await request.get(`/api/validateDeliveryAssignment/${quoteId}`, { headers }),
  );
  const quoteItemIds = current.items
    .filter(
      (item) =>
        unassignedQuoteItemIds.includes(item.id) &&
        item.sellerCompanyId !== null &&
        item.sellerUnitPrice !== null &&
        item.buyerUnitPrice !== null,
    )
    .map((item) => item.id);
  if (quoteItemIds.length === 0) return [];
  await data(
    await request.post('/api/quoteDelivery', { headers, data: { quoteId, quoteItemIds, truckCount: 1 } }),
  );
  return quoteItemIds;
}

export function linesGrid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Quote Items' });
}

/** A cell of a grid under a column header, for clicking and keyboard focus. */
export async function cellIn(grid: Locator, line: number, header: string): Promise<Locator> {
  await expect(grid.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const headers = await grid.getByRole('columnheader').allTextContents();
  const column = headers.indexOf(header) + 1;
  return grid.locator(
    `[role="row"][aria-rowindex="${line + 1}"] [role="gridcell"][aria-colindex="${column}"]`,
  );
}

/** Picks a seller in a lookup cell from the keyboard: Enter opens the cell, typing searches, Down and Enter pick. */
export async function pickInCell(page: Page, cell: Locator, search: string, name: string) {
  await cell.click();
  await page.keyboard.press('Enter');
  await page.keyboard.type(search);
  await expect(
    page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(name) })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(cell).toContainText(name);
}

/** Types a number into a cell, as a spreadsheet user does, and leaves it with Enter. */
export async function typeInCell(page: Page, cell: Locator, value: string) {
  await cell.click();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

export async function openQuote(page: Page, id: number, lineCount = QUOTE_LINES.length) {
  await page.goto(`/#/quotes/quote-construction/${id}`);
  await expect(linesGrid(page)).toBeVisible();
  await expect(linesGrid(page)).toHaveAttribute('aria-rowcount', String(lineCount + 1));
}
