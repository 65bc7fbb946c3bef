import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CompanyType,
  QuoteStatus,
  saveQuoteConstructionSchema,
  type ConstructedQuote,
  type QuoteItemSourcing,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { company, discount, quote, quoteRequest, transporter } from '../../db/schema';
import type { Actor } from '../../lib/unit-of-work';
import type { DeliveriesService } from '../deliveries/deliveries.service';
import { seedDemoQuoteDelivery, seedDemoQuoteTransport } from '../deliveries/demo-seed';
import type { DiscountsService } from '../discounts/discounts.service';
import type { OrdersService } from '../orders';
import { demoSeedActor } from '../quote-requests';
import type { QuoteReturnService } from './quote-return.service';
import type { QuotesService } from './quotes.service';

/**
 * How far the demo takes each quote intake completed (by its job name): one being sourced (half its lines have a
 * seller and prices), one published and waiting for the buyer, one published, taken back, republished and
 * returned by the buyer (all but its last line, one line at a lower quantity), one returned whole and ordered
 * (processed, its order New Order), and one cancelled. Decision 158.
 */
export type DemoQuoteStage = 'sourcing' | 'published' | 'returned' | 'ordered' | 'cancelled';

export const DEMO_QUOTE_STAGES: Readonly<Record<string, DemoQuoteStage>> = {
  'Parc des Érables — phase 2': 'sourcing',
  'Eastern Promenade plantings': 'published',
  'Back Bay brownstone gardens': 'returned',
  'Résidence Beaubien — aménagement paysager': 'ordered',
  'Promenade Samuel-De Champlain — secteur 4': 'cancelled',
  // Ordered, then taken further by the order demo (apps/server/src/modules/orders/demo-seed.ts, decision 172).
  'Domaine du Golf — entrée principale': 'ordered',
  'Cégep Garneau — cour intérieure': 'ordered',
  'Harbourfront Centre terrace': 'ordered',
  'Chalet Tremblant — aménagement': 'ordered',
  'Kingston waterfront pathway': 'ordered',
};

/** Discount types staff keep in Discount Settings (spec 001 §3 Discount: name, description). */
const DEMO_DISCOUNTS = [
  { name: 'Volume discount', description: 'Orders above 25,000 $ of plant material.' },
  { name: 'Early payment', description: 'Paid within 10 days of the invoice.' },
  { name: 'Returning contractor', description: 'A buyer with three orders or more this season.' },
] as const;

/**
 * A nursery's unit price for a size as the trade prices them (DOMAIN.md): caliper trees by the millimetre, balled
 * and burlapped evergreens by height, containers by their number, bulk materials by the cubic yard. The product
 * nudges it so two lines of one size do not cost the same.
 */
export function demoUnitPrice(sizeName: string, productId: number): number {
  const name = sizeName.toLowerCase();
  const nudge = 1 + (productId % 7) / 50;
  const caliper = /(\d+)\s*mm/.exec(name);
  const heightCm = /(\d+)\s*-\s*(\d+)\s*cm/.exec(name);
  const heightFeet = /(\d+)\s*-\s*(\d+)\s*'/.exec(name);
  const container = /#\s*(\d+)|(\d+)\s*gal/.exec(name);
  let price: number;
  if (caliper) price = Number(caliper[1]) * 5.2;
  else if (heightCm) price = ((Number(heightCm[1]) + Number(heightCm[2])) / 2) * 0.55;
  else if (heightFeet) price = ((Number(heightFeet[1]) + Number(heightFeet[2])) / 2) * 16;
  else if (container) price = 4 + Number(container[1] ?? container[2]) * 7;
  else if (/vrac|bulk|yd|verge/.test(name)) price = 42;
  else price = 24;
  return Math.round(price * nudge * 4) / 4;
}

/** Every line sourced from the sellers in turn, priced with a trade markup; `share` of the lines, from the top. */
function sourcing(view: ConstructedQuote, sellers: readonly number[], share = 1): QuoteItemSourcing[] {
  const count = Math.ceil(view.items.length * share);
  return view.items.slice(0, count).map((item, index) => ({
    id: item.id,
    sellerCompanyId: sellers[index % sellers.length]!,
    sellerUnitPrice: demoUnitPrice(item.productSizeName, item.productId),
    // Trees carry a smaller markup than perennials and shrubs: their price is mostly the grower's.
    markupRate: /mm/i.test(item.productSizeName) ? 22.5 : 30,
    buyerUnitPrice: null,
    sellerContacted: true,
    inventoryAvailable: index % 4 !== 3,
  }));
}

export interface DemoQuoteSeedServices {
  readonly db: Database;
  readonly quotes: QuotesService;
  readonly discounts: DiscountsService;
  readonly quoteReturn: QuoteReturnService;
  readonly orders: OrdersService;
  /**
   * The demo's quote deliveries (issue 38, decisions 209 and 212): one on the quote being sourced, and the trucks
   * every delivery quote is published with.
   */
  readonly deliveries: DeliveriesService;
}

async function ensureDiscounts(db: Database, discounts: DiscountsService, actor: Actor): Promise<number[]> {
  const existing = await db.select({ id: discount.id }).from(discount).orderBy(asc(discount.id));
  if (existing.length > 0) return existing.map((row) => row.id);
  const made: number[] = [];
  for (const entry of DEMO_DISCOUNTS) made.push((await discounts.createDiscount(actor, entry)).id);
  return made;
}

/**
 * Demo quotes (issue 14) in their stages, through the quotes service like staff in the workspace: sourced from
 * the demo nurseries nearest the job, a discount and a transport cost per seller (one by the seller, one by a
 * carrier), published, taken back and republished, cancelled. Runs once: only on quotes intake made that nobody
 * has saved yet (WIP, first version).
 */
export async function seedDemoQuotes({
  db,
  quotes,
  discounts,
  quoteReturn,
  orders,
  deliveries,
}: DemoQuoteSeedServices): Promise<void> {
  const actor = await demoSeedActor(db);
  if (!actor) return;
  const candidates = await db
    .select({ id: quote.id, jobName: quote.jobName })
    .from(quote)
    .innerJoin(quoteRequest, eq(quoteRequest.id, quote.quoteRequestId))
    .where(
      sql`${quote.statusId} = ${QuoteStatus.ids.WIP} and ${quote.version} = 1 and ${inArray(
        quote.jobName,
        Object.keys(DEMO_QUOTE_STAGES),
      )}`,
    )
    .orderBy(asc(quote.id));
  if (candidates.length === 0) return;
  const sellers = (
    await db
      .select({ id: company.id })
      .from(company)
      .where(eq(company.companyTypeId, CompanyType.ids.SELLER))
      .orderBy(asc(company.id))
      .limit(3)
  ).map((row) => row.id);
  if (sellers.length < 2) return;
  const [carrier] = await db
    .select({ id: transporter.id })
    .from(transporter)
    .orderBy(asc(transporter.id))
    .limit(1);
  const discountIds = await ensureDiscounts(db, discounts, actor);

  const save = (
    view: ConstructedQuote,
    body: Omit<Parameters<typeof saveQuoteConstructionSchema.parse>[0], 'id'>,
  ) => quotes.save(actor, saveQuoteConstructionSchema.parse({ id: view.id, ...body }), view.version);

  for (const candidate of candidates) {
    const stage = DEMO_QUOTE_STAGES[candidate.jobName];
    let view = await quotes.get(candidate.id);
    if (stage === 'sourcing') {
      const sourced = await save(view, {
        items: sourcing(view, sellers.slice(0, 2), 0.5),
        discounts: [],
        transportCosts: [],
      });
      await seedDemoQuoteDelivery({ db, deliveries }, actor, sourced);
      continue;
    }
    const items = sourcing(view, sellers.slice(0, 2));
    const transportCosts = [
      { transportTypeId: 1 as const, sellerCompanyId: sellers[0]!, cost: 450, transporterIds: [] },
      {
        transportTypeId: 2 as const,
        sellerCompanyId: sellers[1]!,
        cost: 780,
        transporterIds: carrier ? [carrier.id] : [],
      },
    ];
    view = await save(view, {
      items,
      discounts: discountIds.length > 0 ? [{ discountId: discountIds[0]!, amount: 250 }] : [],
      transportCosts,
    });
    if (stage === 'cancelled') {
      await quotes.cancel(actor, view.id, view.version);
      continue;
    }
    // A delivery quote publishes with its lines on trucks (spec 001 §5, decision 209).
    await seedDemoQuoteTransport({ db, deliveries }, actor, view);
    view = await quotes.publish(actor, view.id, view.version);
    if (stage === 'ordered') {
      // The buyer took the whole quote: every line at its quantity, then the order placed from it.
      view = await quoteReturn.record(
        actor,
        {
          id: view.id,
          items: view.items.map((item) => ({ id: item.id, acceptedQuantity: item.quantity })),
        },
        view.version,
      );
      await orders.place(actor, { quoteId: view.id });
      continue;
    }
    if (stage === 'returned') {
      // The buyer asked for a better price on the first lines: taken back, re-priced, published again — two
      // revisions to compare.
      view = await quotes.moveToWip(actor, view.id, view.version);
      view = await save(view, {
        items: items.slice(0, 3).map((item) => ({ ...item, markupRate: 25 })),
        discounts: view.discounts.map((entry) => ({ discountId: entry.discountId, amount: entry.amount })),
        transportCosts,
      });
      // Its trucks planned at the first publish stay on the quote (decision 207); any line left off is planned.
      await seedDemoQuoteTransport({ db, deliveries }, actor, view);
      view = await quotes.publish(actor, view.id, view.version);
      // The buyer takes every line but the last, and fewer of the first than quoted.
      const offered = view.items.filter((item) => item.sellerCompanyId !== null);
      await quoteReturn.record(
        actor,
        {
          id: view.id,
          items: offered.map((item, index) => ({
            id: item.id,
            acceptedQuantity:
              index === offered.length - 1 ? 0 : index === 0 ? Math.ceil(item.quantity / 2) : item.quantity,
          })),
        },
        view.version,
      );
    }
  }
}
