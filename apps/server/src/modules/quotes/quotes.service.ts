import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  ActionLogAction,
  ActionLogType,
  buyerUnitPriceFromMarkup,
  ErrorCode,
  formatQuoteNumber,
  fromCents,
  ItemStatus,
  lineMoney,
  markupFromBuyerUnitPrice,
  FlowEntity,
  MESSAGES,
  quoteMoney,
  QuoteReturnStatus,
  QuoteStatus,
  type ConstructedQuote,
  type FieldIssue,
  type QuoteListQuery,
  type saveQuoteConstructionSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database, DatabaseExecutor } from '../../db/database';
import {
  quote,
  quoteDiscount,
  quoteItem,
  quoteRevision,
  quoteTransportCost,
  quoteTransportCostTransporter,
  subQuote,
} from '../../db/schema';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import { changeStatus, guardTransition } from '../../lib/transition-guard';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import * as repository from './quotes.repository';

const SUBJECT = 'Quote';
type SaveValues = z.output<typeof saveQuoteConstructionSchema>;
type Sourcing = SaveValues['items'][number];

/** Lines that count in the totals and the sub-quotes (decision 148): not cancelled, unavailable or replaced. */
const COUNTED_STATUSES: ReadonlySet<number> = new Set([
  ItemStatus.ids.WIP,
  ItemStatus.ids.COMPLETE,
  ItemStatus.ids.SUBSTITUTED,
]);

/**
 * A line's unit prices and markup as stored (decision 148): with both unit prices the markup is what they make;
 * with a seller price and a markup the buyer price follows; anything else is kept as sent.
 */
export function resolvePrices(line: Pick<Sourcing, 'sellerUnitPrice' | 'markupRate' | 'buyerUnitPrice'>) {
  const { sellerUnitPrice, markupRate, buyerUnitPrice } = line;
  if (sellerUnitPrice !== null && buyerUnitPrice !== null) {
    return {
      sellerUnitPrice,
      buyerUnitPrice,
      markupRate: markupFromBuyerUnitPrice(sellerUnitPrice, buyerUnitPrice) ?? markupRate,
    };
  }
  if (sellerUnitPrice !== null && markupRate !== null) {
    return {
      sellerUnitPrice,
      markupRate,
      buyerUnitPrice: buyerUnitPriceFromMarkup(sellerUnitPrice, markupRate),
    };
  }
  return { sellerUnitPrice, markupRate, buyerUnitPrice };
}

function groupBy<T, K>(entries: readonly T[], keyOf: (entry: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return groups;
}

const toIso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * Quote construction (issue 14; spec 001 §2 workspace /quotes/quote-construction, all staff; §7 quote/{id}, PUT
 * quoteConstruction). Decisions 148 (money) and 149 (data model).
 */
export function createQuotesService({ db, runUnitOfWork }: { db: Database; runUnitOfWork: RunUnitOfWork }) {
  /** The workspace's record, read with this executor (inside a transaction: what it will commit). */
  async function read(executor: DatabaseExecutor, id: number): Promise<ConstructedQuote> {
    const found = await repository.findQuote(executor, id);
    if (!found) throw notFound(SUBJECT);
    const [lines, alternates, discounts, transportCosts, subQuotes, taxRatePercent, buyerFee] =
      await Promise.all([
        repository.findItems(executor, id),
        repository.findAltItems(executor, id),
        repository.findDiscounts(executor, id),
        repository.findTransportCosts(executor, id),
        repository.findSubQuotes(executor, id),
        repository.findTaxRate(executor, found.provinceId),
        repository.findBuyerFee(executor, found.buyerCompanyId),
      ]);
    // Grouped once by owner, so a 1,000-line quote is not filtered 1,000 times (issue 14 'Performance').
    const specsByItem = groupBy(lines.specs, (spec) => spec.itemId);
    const altSpecsByAlternate = groupBy(alternates.specs, (spec) => spec.altItemId);
    const alternatesByItem = groupBy(alternates.altItems, (alternate) => alternate.quoteItemId);
    const items = lines.items.map((item) => ({
      ...item,
      specs: (specsByItem.get(item.id) ?? []).map(({ id: specId, name }) => ({ id: specId, name })),
      altItems: (alternatesByItem.get(item.id) ?? []).map(({ quoteItemId: _owner, ...alternate }) => ({
        ...alternate,
        specs: (altSpecsByAlternate.get(alternate.id) ?? []).map(({ id: specId, name }) => ({
          id: specId,
          name,
        })),
      })),
    }));
    const counted = items.filter((item) => COUNTED_STATUSES.has(item.statusId));
    const money = quoteMoney({
      lines: counted,
      discounts: discounts.map((entry) => entry.amount),
      transportCosts: transportCosts.map((entry) => entry.cost),
      buyerFee,
      taxRatePercent,
    });
    return {
      ...found,
      publishedAt: toIso(found.publishedAt),
      returnedAt: toIso(found.returnedAt),
      createdAt: found.createdAt.toISOString(),
      updatedAt: found.updatedAt.toISOString(),
      readOnly: found.statusId !== QuoteStatus.ids.WIP,
      items,
      discounts,
      transportCosts,
      subQuotes: subQuotes.map((entry) => {
        const own = counted.filter((item) => item.sellerCompanyId === entry.sellerCompanyId);
        const sum = (pick: (item: (typeof own)[number]) => number | null) =>
          own.reduce((total, item) => total + Math.round((pick(item) ?? 0) * 100), 0) / 100;
        return {
          ...entry,
          lineCount: own.length,
          sellerTotal: sum((item) => item.sellerPrice),
          buyerTotal: sum((item) => item.buyerPrice),
        };
      }),
      totals: {
        sellerCost: fromCents(money.sellerCostCents),
        buyerSubtotal: fromCents(money.buyerSubtotalCents),
        margin: fromCents(money.marginCents),
        discount: fromCents(money.discountCents),
        transport: fromCents(money.transportCents),
        fee: fromCents(money.feeCents),
        taxable: fromCents(money.taxableCents),
        tax: fromCents(money.taxCents),
        grandTotal: fromCents(money.grandTotalCents),
        taxRate: taxRatePercent,
        buyerFeeRate: buyerFee?.ratePercent ?? null,
        unpricedLineCount: money.unpricedLineCount,
      },
    };
  }

  /** Sellers must be seller companies, ids this quote's lines, discount types and transporters must exist. */
  async function check(unit: UnitOfWork, body: SaveValues, lineIds: ReadonlySet<number>) {
    const sellerIds = [
      ...body.items.flatMap((item) => (item.sellerCompanyId === null ? [] : [item.sellerCompanyId])),
      ...body.transportCosts.map((cost) => cost.sellerCompanyId),
    ];
    const facts = await repository.referenceFacts(
      unit.tx,
      [...new Set(sellerIds)],
      [...new Set(body.discounts.map((entry) => entry.discountId))],
      [...new Set(body.transportCosts.flatMap((cost) => cost.transporterIds))],
    );
    const issues: FieldIssue[] = [];
    const seenItems = new Set<number>();
    body.items.forEach((item, index) => {
      if (!lineIds.has(item.id) || seenItems.has(item.id)) {
        issues.push({
          field: `items.${index}.id`,
          message: 'This line is not one of this quote, or is listed twice.',
        });
      }
      seenItems.add(item.id);
      if (item.sellerCompanyId !== null && !facts.sellerIds.has(item.sellerCompanyId)) {
        issues.push({
          field: `items.${index}.sellerCompanyId`,
          message: 'The seller must be a seller company.',
        });
      }
    });
    body.discounts.forEach((entry, index) => {
      if (!facts.discountIds.has(entry.discountId)) {
        issues.push({ field: `discounts.${index}.discountId`, message: 'The discount does not exist.' });
      }
    });
    const seenSellers = new Set<number>();
    body.transportCosts.forEach((cost, index) => {
      if (!facts.sellerIds.has(cost.sellerCompanyId)) {
        issues.push({
          field: `transportCosts.${index}.sellerCompanyId`,
          message: 'The seller must be a seller company.',
        });
      } else if (seenSellers.has(cost.sellerCompanyId)) {
        // Issue 14: no duplicate transport cost for one seller.
        issues.push({
          field: `transportCosts.${index}.sellerCompanyId`,
          message: 'This seller already has a transport cost on this quote.',
        });
      }
      seenSellers.add(cost.sellerCompanyId);
      if (cost.transporterIds.some((transporterId) => !facts.transporterIds.has(transporterId))) {
        issues.push({
          field: `transportCosts.${index}.transporterIds`,
          message: 'A transporter does not exist.',
        });
      }
    });
    if (issues.length > 0) throw invalidFields(issues);
  }

  /** The lines' sourcing: one statement per 500 lines, prices computed here (never taken from the client). */
  async function writeSourcing(
    unit: UnitOfWork,
    quoteId: number,
    items: readonly Sourcing[],
    quantities: ReadonlyMap<number, number>,
  ) {
    for (let start = 0; start < items.length; start += 500) {
      const values = items.slice(start, start + 500).map((item) => {
        const prices = resolvePrices(item);
        const money = lineMoney({ quantity: quantities.get(item.id) ?? null, ...prices });
        const sellerPrice = money.sellerPriceCents === null ? null : fromCents(money.sellerPriceCents);
        const buyerPrice = money.buyerPriceCents === null ? null : fromCents(money.buyerPriceCents);
        return sql`(${item.id}::bigint, ${item.sellerCompanyId}::int, ${prices.sellerUnitPrice}::numeric, ${prices.markupRate}::numeric, ${prices.buyerUnitPrice}::numeric, ${sellerPrice}::numeric, ${buyerPrice}::numeric, ${item.sellerContacted}::boolean, ${item.inventoryAvailable}::boolean)`;
      });
      await unit.tx.execute(sql`update ${quoteItem} as item set
          seller_company_id = v.seller_company_id, seller_unit_price = v.seller_unit_price, markup_rate = v.markup_rate,
          buyer_unit_price = v.buyer_unit_price, seller_price = v.seller_price, buyer_price = v.buyer_price,
          seller_contacted = v.seller_contacted, inventory_available = v.inventory_available, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as v(id, seller_company_id, seller_unit_price, markup_rate,
          buyer_unit_price, seller_price, buyer_price, seller_contacted, inventory_available)
        where item.id = v.id and item.quote_id = ${quoteId}`);
    }
  }

  /** One sub-quote per seller of the counted lines (spec 001 §7 subQuotesByQuoteId); a seller gone takes its own. */
  async function syncSubQuotes(unit: UnitOfWork, quoteId: number) {
    const sellers = await unit.tx
      .selectDistinct({ sellerCompanyId: quoteItem.sellerCompanyId })
      .from(quoteItem)
      .where(and(eq(quoteItem.quoteId, quoteId), inArray(quoteItem.statusId, [...COUNTED_STATUSES])));
    const sellerIds = sellers.flatMap((row) => (row.sellerCompanyId === null ? [] : [row.sellerCompanyId]));
    await unit.tx
      .delete(subQuote)
      .where(
        and(
          eq(subQuote.quoteId, quoteId),
          sellerIds.length > 0 ? notInArray(subQuote.sellerCompanyId, sellerIds) : undefined,
        ),
      );
    if (sellerIds.length > 0) {
      await unit.tx
        .insert(subQuote)
        .values(sellerIds.map((sellerCompanyId) => ({ quoteId, sellerCompanyId })))
        .onConflictDoNothing();
    }
  }

  /** The quote's discount and transport-cost lists, replaced by the ones sent. */
  async function writeCharges(unit: UnitOfWork, quoteId: number, body: SaveValues) {
    await unit.tx.delete(quoteDiscount).where(eq(quoteDiscount.quoteId, quoteId));
    if (body.discounts.length > 0) {
      await unit.tx
        .insert(quoteDiscount)
        .values(
          body.discounts.map((entry) => ({ quoteId, discountId: entry.discountId, amount: entry.amount })),
        );
    }
    await unit.tx.delete(quoteTransportCost).where(eq(quoteTransportCost.quoteId, quoteId));
    for (const cost of body.transportCosts) {
      const [created] = await unit.tx
        .insert(quoteTransportCost)
        .values({
          quoteId,
          transportTypeId: cost.transportTypeId,
          sellerCompanyId: cost.sellerCompanyId,
          cost: cost.cost,
        })
        .returning({ id: quoteTransportCost.id });
      if (created && cost.transporterIds.length > 0) {
        await unit.tx
          .insert(quoteTransportCostTransporter)
          .values(
            cost.transporterIds.map((transporterId) => ({ transportCostId: created.id, transporterId })),
          );
      }
    }
  }

  /** PUT quoteConstruction: version-checked; only a quote in WIP changes; one transaction, logged, published. */
  async function save(actor: Actor, body: SaveValues, version: number): Promise<ConstructedQuote> {
    await runUnitOfWork(actor, async (unit) => {
      const [current] = await unit.tx.select().from(quote).where(eq(quote.id, body.id)).for('update');
      if (!current) throw notFound(SUBJECT);
      if (current.version !== version) throw new AppError(ErrorCode.OUTDATED, MESSAGES.outdatedRecord);
      if (current.statusId !== QuoteStatus.ids.WIP)
        throw new AppError(ErrorCode.CONFLICT, MESSAGES.quoteNotInWip);
      const lines = await unit.tx
        .select({ id: quoteItem.id, quantity: quoteItem.quantity })
        .from(quoteItem)
        .where(eq(quoteItem.quoteId, body.id));
      await check(unit, body, new Set(lines.map((line) => line.id)));
      await writeSourcing(unit, body.id, body.items, new Map(lines.map((line) => [line.id, line.quantity])));
      await syncSubQuotes(unit, body.id);
      await writeCharges(unit, body.id, body);
      await unit.tx
        .update(quote)
        .set({ version: sql`${quote.version} + 1`, updatedAt: new Date() })
        .where(eq(quote.id, body.id));
      await unit.recordChange({
        recordType: ActionLogType.ids.QUOTE,
        actionId: ActionLogAction.ids.SAVE,
        recordId: body.id,
        recordNumber: formatQuoteNumber('CQ', current.quoteNumber),
        details: {
          lines: body.items.length,
          discounts: body.discounts.length,
          transportCosts: body.transportCosts.length,
        },
      });
    });
    return get(body.id);
  }

  function get(id: number): Promise<ConstructedQuote> {
    return read(db, id);
  }

  function statusChange(actor: Actor, current: { id: number; quoteNumber: number; returnStatusId: number }) {
    return {
      table: quote,
      id: current.id,
      roleId: actor.roleId,
      subject: SUBJECT,
      recordType: ActionLogType.ids.QUOTE,
      recordNumber: formatQuoteNumber('CQ', current.quoteNumber),
      facts: { quoteReturnStatusId: current.returnStatusId },
    };
  }

  async function lockQuote(unit: UnitOfWork, id: number) {
    const [current] = await unit.tx.select().from(quote).where(eq(quote.id, id)).for('update');
    if (!current) throw notFound(SUBJECT);
    return current;
  }

  /**
   * GET publishQuote/{id} (spec 001 §4 quote publishing; §5 publishing needs complete information): the quote
   * goes to the buyer — complete, its return pending — and this revision's copy is kept (decision 149).
   * Publishing again after a move back to WIP is a republish.
   */
  async function publish(actor: Actor, id: number): Promise<ConstructedQuote> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockQuote(unit, id);
      guardTransition({
        entity: FlowEntity.QUOTE,
        from: current.statusId,
        to: QuoteStatus.ids.COMPLETE,
        roleId: actor.roleId,
        facts: { quoteReturnStatusId: current.returnStatusId },
      });
      const view = await read(unit.tx, id);
      const counted = view.items.filter((item) => COUNTED_STATUSES.has(item.statusId));
      const issues: FieldIssue[] = view.items.flatMap((item, index) =>
        COUNTED_STATUSES.has(item.statusId) &&
        (item.sellerCompanyId === null || item.sellerUnitPrice === null || item.buyerUnitPrice === null)
          ? [{ field: `items.${index}`, message: MESSAGES.missingInfoForPublish }]
          : [],
      );
      if (counted.length === 0) issues.push({ field: 'items', message: MESSAGES.missingInfoForPublish });
      if (issues.length > 0) throw invalidFields(issues, MESSAGES.missingInfoForPublish);
      const revision = current.revision + 1;
      await changeStatus(unit, {
        ...statusChange(actor, current),
        entity: FlowEntity.QUOTE_RETURN,
        statusColumn: quote.returnStatusId,
        to: QuoteReturnStatus.ids.PENDING,
        values: {
          statusId: QuoteStatus.ids.COMPLETE,
          revision,
          publishedAt: new Date(),
          updatedAt: new Date(),
        },
      });
      await unit.tx.insert(quoteRevision).values({
        quoteId: id,
        revision,
        publishedByUserId: actor.userId,
        snapshot: {
          items: view.items,
          discounts: view.discounts,
          transportCosts: view.transportCosts,
          subQuotes: view.subQuotes,
          totals: view.totals,
        },
      });
    });
    return get(id);
  }

  /** GET moveQuoteToWip/{id}: back to construction; what was published is withdrawn (the buyer's return too). */
  async function moveToWip(actor: Actor, id: number): Promise<ConstructedQuote> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockQuote(unit, id);
      if (current.returnStatusId !== QuoteReturnStatus.ids.NA) {
        guardTransition({
          entity: FlowEntity.QUOTE_RETURN,
          from: current.returnStatusId,
          to: QuoteReturnStatus.ids.NA,
          roleId: actor.roleId,
        });
      }
      await changeStatus(unit, {
        ...statusChange(actor, current),
        entity: FlowEntity.QUOTE,
        statusColumn: quote.statusId,
        to: QuoteStatus.ids.WIP,
        values: { returnStatusId: QuoteReturnStatus.ids.NA, returnedAt: null, updatedAt: new Date() },
      });
    });
    return get(id);
  }

  /** Cancel and reinstate (spec 001 §4 quote cards): the transitions table decides, confirmed by the web. */
  function statusTo(to: number) {
    return async (actor: Actor, id: number): Promise<ConstructedQuote> => {
      await runUnitOfWork(actor, async (unit) => {
        const current = await lockQuote(unit, id);
        await changeStatus(unit, {
          ...statusChange(actor, current),
          entity: FlowEntity.QUOTE,
          statusColumn: quote.statusId,
          to,
          values: { updatedAt: new Date() },
        });
      });
      return get(id);
    };
  }

  /** GET quotePageableResult (Quote Management, spec 001 §2): paged, sorted and filtered on the server. */
  async function list(query: QuoteListQuery) {
    const found = await repository.listQuotes(db, query);
    return { ...found, page: query.page, size: query.size };
  }

  /** GET quoteViews: how many quotes each status has. */
  function views() {
    return repository.countByStatus(db);
  }

  /** GET subQuotesByQuoteId/{id}: one per seller, with what its lines add up to. */
  async function subQuotes(id: number) {
    return (await get(id)).subQuotes;
  }

  /**
   * DELETE quote/{id} (Quote Management, confirmed): a quote in construction or cancelled. A published one is
   * the buyer's to return and a processed one has its order: both refused.
   */
  async function remove(actor: Actor, id: number): Promise<void> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockQuote(unit, id);
      if (current.statusId === QuoteStatus.ids.PROCESSED) {
        throw new AppError(ErrorCode.CONFLICT, MESSAGES.processedReadOnly);
      }
      if (current.statusId === QuoteStatus.ids.COMPLETE) {
        throw new AppError(ErrorCode.CONFLICT, MESSAGES.quoteNotInWip);
      }
      await unit.tx.delete(quote).where(eq(quote.id, id));
      await unit.recordChange({
        recordType: ActionLogType.ids.QUOTE,
        actionId: ActionLogAction.ids.DELETE,
        recordId: id,
        recordNumber: formatQuoteNumber('CQ', current.quoteNumber),
      });
    });
  }

  return {
    get,
    list,
    views,
    subQuotes,
    remove,
    save,
    publish,
    moveToWip,
    cancel: statusTo(QuoteStatus.ids.CANCELLED),
    reinstate: statusTo(QuoteStatus.ids.WIP),
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
