import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CompanyType, VERSION_HEADER } from '@portal/contracts';
import { data, quoteFromIntake, signInToApi } from './quotes';

/**
 * The order screens' browser helpers (issue 15): an order placed through the calls staff use — a quote from
 * intake, sourced from two sellers, published, returned in full and ordered — as a test's own fixture, so a test
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

/** Two seller companies of the demo data, by id. */
async function twoSellers(request: APIRequestContext, headers: Record<string, string>) {
  const sellers = await data<Array<{ id: number }>>(
    await request.get(`/api/companiesByTypeId/${CompanyType.ids.SELLER}`, { headers }),
  );
  const [first, second] = sellers;
  if (!first || !second) throw new Error('the demo data has fewer than two sellers');
  return [first.id, second.id] as const;
}

/**
 * A New Order placed for `jobName`: the intake lines, the first two from one seller (10.00 → 13.00, 20.00 → 26.00)
 * and the rest from a second (30.00 → 39.00), every line accepted at its quoted quantity.
 */
export async function placedOrderThroughApi(request: APIRequestContext, jobName: string): Promise<OrderRead> {
  const headers = await signInToApi(request);
  const made = await quoteFromIntake(request, jobName);
  const [first, second] = await twoSellers(request, headers);
  const quote = await data<SourcedQuoteRead>(await request.get(`/api/quote/${made.id}`, { headers }));
  const prices = [
    [first, 10, 13],
    [first, 20, 26],
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
  await data(await request.get(`/api/publishQuote/${sourced.id}`, { headers }));
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
