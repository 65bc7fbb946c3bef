import type { APIRequestContext } from '@playwright/test';
import { CompanyType, VERSION_HEADER } from '@portal/contracts';
import { data, quoteFromIntake, signInToApi, type JobSite } from './quotes';

/**
 * The quote delivery screens' browser helpers (issue 38; decision 218): a WIP delivery quote whose every line is
 * sourced through the calls staff use — beside `placedOrderThroughApi` (orders.ts), which goes on to publish.
 */

export interface SourcedQuote {
  id: number;
  quoteNumber: number;
  version: number;
  items: Array<{ id: number }>;
  /** The sellers of the lines, in line order (the first two lines share the first seller). */
  sellerNames: string[];
}

/**
 * A WIP delivery quote for `jobName` from intake, its first two lines from one seller (10.00 → 13.00,
 * 20.00 → 26.00), the rest from a second (30.00 → 39.00): every line sourced (spec 001 §5), none on a delivery.
 */
export async function sourcedQuoteThroughApi(
  request: APIRequestContext,
  jobName: string,
  jobSite?: JobSite,
): Promise<SourcedQuote> {
  const headers = await signInToApi(request);
  const made = await quoteFromIntake(request, jobName, undefined, jobSite);
  const sellers = await data<Array<{ id: number; name: string }>>(
    await request.get(`/api/companiesByTypeId/${CompanyType.ids.SELLER}`, { headers }),
  );
  const [first, second] = sellers;
  if (!first || !second) throw new Error('the demo data has fewer than two sellers');
  const quote = await data<{ id: number; version: number; items: Array<{ id: number }> }>(
    await request.get(`/api/quote/${made.id}`, { headers }),
  );
  const prices = [
    [first, 10, 13],
    [first, 20, 26],
  ] as const;
  const sourced = await data<{
    id: number;
    quoteNumber: number;
    version: number;
    items: Array<{ id: number }>;
  }>(
    await request.put('/api/quoteConstruction', {
      headers: { ...headers, [VERSION_HEADER]: String(quote.version) },
      data: {
        id: quote.id,
        items: quote.items.map((item, index) => {
          const [seller, sellerUnitPrice, buyerUnitPrice] = prices[index] ?? [second, 30, 39];
          return {
            id: item.id,
            sellerCompanyId: seller.id,
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
  return {
    id: sourced.id,
    quoteNumber: sourced.quoteNumber,
    version: sourced.version,
    items: sourced.items,
    sellerNames: quote.items.map((_, index) => (prices[index]?.[0] ?? second).name),
  };
}
