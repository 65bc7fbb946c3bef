import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BackgroundProcessStatus,
  ProductSizeType,
  QuoteRequestStatus,
  saveStandardizationSchema,
  type StandardizationAction,
  type StandardizedQuote,
  type StandardizedQuoteItemInput,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { productItem, productSize, quoteRequest, standardizedQuote } from '../../db/schema';
import type { Actor } from '../../lib/unit-of-work';
import { DEMO_QUOTE_REQUESTS, demoSeedActor } from '../quote-requests';
import type { StandardizedQuotesService } from './standardized-quotes.service';

export interface DemoStandardizationSeedServices {
  readonly db: Database;
  readonly standardizedQuotes: StandardizedQuotesService;
}

/** An item as the workspace would send it back: its own values, kept by id. */
function toInput(item: StandardizedQuote['items'][number]): StandardizedQuoteItemInput {
  return {
    id: item.id,
    sequenceNumber: item.sequenceNumber,
    productId: item.productId,
    productSizeId: item.productSizeId,
    specIds: item.specs.map((spec) => spec.id),
    quantity: item.quantity,
    reviewed: item.reviewed,
    note: item.note,
    fromGomatchItemId: item.fromGomatchItemId,
  };
}

/** The first size each product comes in (its catalog items in their order): what staff pick when the line gave none. */
async function firstSizesOf(db: Database, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productItem.productId, productSizeId: productItem.productSizeId })
    .from(productItem)
    .innerJoin(productSize, eq(productSize.id, productItem.productSizeId))
    .where(
      and(
        inArray(productItem.productId, [...new Set(productIds)]),
        eq(productSize.typeId, ProductSizeType.ids.SIZE),
      ),
    )
    .orderBy(asc(productItem.productId), asc(productItem.sortOrder), asc(productItem.id));
  const sizes = new Map<number, number>();
  for (const row of rows) if (!sizes.has(row.productId)) sizes.set(row.productId, row.productSizeId);
  return sizes;
}

type FinishedItem = StandardizedQuoteItemInput & { id: number; productId: number; productSizeId: number };

/**
 * Each item finished as staff would: the engine's product; the size it read, else its best alternative, else the
 * product's first size (the bulk yard of a mulch, the usual pot of a perennial). A line naming no catalog product
 * (a note such as 'see the attached takeoff') is left out: staff delete it. What differs from the engine's answer
 * is learned on save (decision 140), so the demo has corrections to list.
 */
async function finishItems(db: Database, quote: StandardizedQuote): Promise<Map<number, FinishedItem>> {
  const named = quote.items.flatMap((item) =>
    item.productId === null
      ? []
      : [
          {
            ...toInput(item),
            id: item.id,
            productId: item.productId,
            productSizeId: item.productSizeId ?? item.matched?.sizeAlternatives[0]?.id ?? null,
            quantity: item.quantity ?? 1,
            reviewed: true,
          },
        ],
  );
  const sizes = await firstSizesOf(
    db,
    named.flatMap((item) => (item.productSizeId === null ? [item.productId] : [])),
  );
  const finished = new Map<number, FinishedItem>();
  for (const item of named) {
    const productSizeId = item.productSizeId ?? sizes.get(item.productId);
    if (productSizeId !== undefined) finished.set(item.id, { ...item, productSizeId });
  }
  return finished;
}

/** The engine was sure of the line's product and size (a learned correction counts as sure). */
function isSure(item: StandardizedQuote['items'][number]): boolean {
  const sure = ['MATCHED', 'LEARNED'];
  return (
    item.matched !== null &&
    sure.includes(item.matched.nameMatchInfo.state) &&
    sure.includes(item.matched.sizeMatchInfo.state)
  );
}

function save(
  standardizedQuotes: StandardizedQuotesService,
  actor: Actor,
  quote: StandardizedQuote,
  action: StandardizationAction,
  items: readonly StandardizedQuoteItemInput[],
) {
  // The service takes what its route would have parsed: the contract's schema checks the demo's items too.
  const body = saveStandardizationSchema.parse({ id: quote.id, action, items });
  return standardizedQuotes.save(actor, body, quote.version);
}

/**
 * Demo standardized quotes (issue 13), made through the standardization service from the demo requests the
 * request seed matched (its plan, `DEMO_QUOTE_REQUESTS`): some just picked up, one with its first items reviewed
 * (WIP), and some completed — each completion creates the quote (CQ, WIP) with its items and processes the request
 * and the standardized quote (spec 001 §4 processed, decision 193).
 * Its own step, run only while no standardized quote exists, and only on demo requests still waiting, matched.
 */
export async function seedDemoStandardizedQuotes({
  db,
  standardizedQuotes,
}: DemoStandardizationSeedServices): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(standardizedQuote);
  if ((existing?.count ?? 0) > 0) return;
  const actor = await demoSeedActor(db);
  const planned = DEMO_QUOTE_REQUESTS.filter((demo) => demo.standardization !== 'none');
  if (!actor || planned.length === 0) return;
  const requests = await db
    .select({ id: quoteRequest.id, jobName: quoteRequest.jobName })
    .from(quoteRequest)
    .where(
      and(
        inArray(
          quoteRequest.jobName,
          planned.map((demo) => demo.jobName),
        ),
        eq(quoteRequest.statusId, QuoteRequestStatus.ids.COMPLETE),
        eq(quoteRequest.matchingStatusId, BackgroundProcessStatus.ids.SUCCESS),
      ),
    )
    .orderBy(asc(quoteRequest.id));

  for (const demo of planned) {
    const request = requests.find((candidate) => candidate.jobName === demo.jobName);
    if (!request) continue;
    const started = await standardizedQuotes.start(actor, request.id);
    switch (demo.standardization) {
      case 'none':
      case 'pickedUp':
        break;
      case 'reviewing': {
        // Staff went through the lines the engine was unsure of and the first half of the list: those are
        // finished and reviewed, the note lines deleted, the rest wait.
        const finished = await finishItems(db, started);
        const kept = started.items.filter((item) => item.productId !== null);
        const half = Math.ceil(kept.length / 2);
        const items = kept.map((item, index) => {
          const done = finished.get(item.id);
          const next = done && (index < half || !isSure(item)) ? done : toInput(item);
          return { ...next, sequenceNumber: index + 1 };
        });
        await save(standardizedQuotes, actor, started, 'save', items);
        break;
      }
      case 'completed': {
        const items = [...(await finishItems(db, started)).values()];
        await save(
          standardizedQuotes,
          actor,
          started,
          'saveAndComplete',
          items.map((item, index) => ({ ...item, sequenceNumber: index + 1 })),
        );
        break;
      }
    }
  }
}
