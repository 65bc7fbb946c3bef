import {
  ActionLogAction,
  ActionLogType,
  COUNTED_ITEM_STATUS_IDS,
  ErrorCode,
  formatOrderNumber,
  formatQuoteNumber,
  FlowEntity,
  MESSAGES,
  isLinePriced,
  subQuoteStatus,
  QuoteReturnStatus,
  QuoteStatus,
  statusCallRows,
  type ConstructedQuote,
  type FieldIssue,
  type QuoteListQuery,
  type saveQuoteConstructionSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database, DatabaseExecutor } from '../../db/database';
import { quote } from '../../db/schema';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import {
  countLineActions,
  planLineActions as planSharedLineActions,
  resolvePrices,
  type LinePlan as SharedLinePlan,
} from '../../lib/line-actions';
import { lineTotals, quoteTotals } from '../../lib/money-totals';
import { changeStatus, guardTransition } from '../../lib/transition-guard';
import { lockVersioned, updateVersioned } from '../../lib/versioned-write';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import {
  checkConstructionReferences,
  checkLineActionRoles,
  createQuoteImportService,
  findPricingTerms,
  isCounted,
  quoteDocument,
} from '../priced-documents';
import { findProvinceTaxes } from '../tax-rates/tax-rates.repository';
import { insertRevision } from './quote-revisions.repository';
import * as repository from './quotes.repository';
import { createSellerCandidatesService } from './seller-candidates.service';
import {
  assertQuoteLinesAssigned,
  DeliveryReleaseReason,
  releaseQuoteItemsFromDeliveries,
} from '../deliveries';

const SUBJECT = 'Quote';
type SaveValues = z.output<typeof saveQuoteConstructionSchema>;
type Sourcing = SaveValues['items'][number];
type Substitution = SaveValues['substitutions'][number];
type SavedLine = Awaited<ReturnType<typeof repository.findLines>>[number];

const INCOMPLETE_SOURCING =
  'A line is complete only while it has a seller, a seller unit price and a buyer unit price.';

/** What a save does to the quote's lines (the shared line-action planner's, decision 153). */
export type LinePlan = SharedLinePlan<SavedLine, Substitution>;

/**
 * The quote save's line actions, checked against the transitions table's quote-item rows (decision 153; the rules
 * are shared with the order save in lib/line-actions.ts).
 */
export function planLineActions(body: SaveValues, lines: readonly SavedLine[], quoteStatusId: number) {
  return planSharedLineActions(body, lines, {
    entity: FlowEntity.QUOTE_ITEM,
    parentStatusId: quoteStatusId,
    words: { line: 'line', parent: 'quote' },
    isSourced,
    incompleteSourcing: INCOMPLETE_SOURCING,
    sourcingDiffers,
  });
}

/** Whether a line as sent has a seller and both unit prices (a buyer price may come from the markup). */
function isSourced(
  item: Pick<Sourcing, 'sellerCompanyId' | 'sellerUnitPrice' | 'markupRate' | 'buyerUnitPrice'>,
) {
  return (
    item.sellerCompanyId !== null &&
    resolvePrices(item).buyerUnitPrice !== null &&
    item.sellerUnitPrice !== null
  );
}

function sourcingDiffers(line: SavedLine, item: Sourcing) {
  return (
    line.sellerCompanyId !== item.sellerCompanyId ||
    line.sellerUnitPrice !== item.sellerUnitPrice ||
    line.buyerUnitPrice !== resolvePrices(item).buyerUnitPrice ||
    line.sellerContacted !== item.sellerContacted ||
    line.inventoryAvailable !== item.inventoryAvailable
  );
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
    const { placedOrderId, placedOrderNumber, placedOrderStatusId, ...quoteFields } = found;
    const [items, discounts, charges, subQuotes, terms, taxes] = await Promise.all([
      quoteDocument.withSpecsAndAlternates(executor, id, repository.findItems(executor, id)),
      quoteDocument.findDiscounts(executor, id),
      quoteDocument.findTransportCosts(executor, id),
      repository.findSubQuotes(executor, id),
      findPricingTerms(executor, found),
      findProvinceTaxes(executor, found.provinceId),
    ]);
    // A quote's transport costs are never split between phases.
    const transportCosts = charges.map(({ splitGroupId: _split, ...cost }) => cost);
    const counted = items.filter(isCounted);
    return {
      ...quoteFields,
      taxCountryId: taxes.countryId,
      taxKinds: taxes.taxKinds,
      placedOrder:
        placedOrderId === null || placedOrderNumber === null || placedOrderStatusId === null
          ? null
          : {
              id: placedOrderId,
              formattedNumber: formatOrderNumber(placedOrderNumber),
              statusId: placedOrderStatusId,
            },
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
        return {
          ...entry,
          // Derived, never kept by hand (decisions 159, 202); the stored column follows (refreshSubQuoteStatuses).
          statusId: subQuoteStatus(entry.sellerCompanyId, { quoteStatusId: found.statusId, lines: items }),
          lineCount: own.length,
          ...lineTotals(own),
        };
      }),
      totals: quoteTotals({
        lines: counted,
        discounts: discounts.map((entry) => entry.amount),
        transportCosts: transportCosts.map((entry) => entry.cost),
        ...terms,
      }),
    };
  }

  /** PUT quoteConstruction: version-checked; only a quote in WIP changes; one transaction, logged, published. */
  async function save(actor: Actor, body: SaveValues, version: number): Promise<ConstructedQuote> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockVersioned(unit.tx, quote, { id: body.id, version, subject: SUBJECT });
      if (current.statusId !== QuoteStatus.ids.WIP)
        throw new AppError(ErrorCode.CONFLICT, MESSAGES.quoteNotInWip);
      const lines = await repository.findLines(unit.tx, body.id);
      const { plan, issues } = planLineActions(body, lines, current.statusId);
      await checkConstructionReferences(unit.tx, body, issues, {
        duplicateTransportCost: MESSAGES.quoteTransportCostTaken,
      });
      checkLineActionRoles(actor, plan.transitions);
      const quantityOf = new Map(lines.map((line) => [line.id, line.quantity]));
      await releaseFromDeliveries(unit, body, lines, plan);
      await quoteDocument.writeLines(unit.tx, body.id, {
        plan,
        items: body.items,
        quantityOf: (itemId) => quantityOf.get(itemId) ?? null,
        substituteColumns: ({ entry }) => ({
          sellerCompanyId: entry.sellerCompanyId,
          inventoryAvailable: entry.inventoryAvailable,
        }),
        sourcingColumns: (item) => ({ owner: item.sellerCompanyId, stock: item.inventoryAvailable }),
      });
      await repository.syncSubQuotes(unit.tx, body.id);
      await quoteDocument.replaceCharges(unit.tx, body.id, body);
      await refreshSubQuoteStatuses(unit, body.id);
      await updateVersioned(unit.tx, quote, { id: body.id, version, values: {}, subject: SUBJECT });
      await unit.recordChange({
        recordType: ActionLogType.ids.QUOTE,
        actionId: ActionLogAction.ids.SAVE,
        recordId: body.id,
        recordNumber: formatQuoteNumber('CQ', current.quoteNumber),
        details: {
          lines: body.items.length,
          discounts: body.discounts.length,
          transportCosts: body.transportCosts.length,
          // Each line action by the table's row, counted ('quoteItem.markUnavailable': 2 …).
          lineActions: countLineActions(plan.transitions),
        },
      });
    });
    return get(body.id);
  }

  /**
   * The lines leaving their quote deliveries (decision 207, amended in session 25), before the lines are written
   * (a deleted line's stop rows would otherwise go by their foreign key, leaving its delivery's stops behind):
   * lines deleted, originals substituted, lines whose seller changes (the pickup is at the old seller's), and lines
   * marked unavailable (a line that no longer counts is neither checked by the publish rule nor carried).
   */
  async function releaseFromDeliveries(
    unit: UnitOfWork,
    body: SaveValues,
    lines: readonly SavedLine[],
    plan: LinePlan,
  ) {
    const byId = new Map(lines.map((line) => [line.id, line]));
    await releaseQuoteItemsFromDeliveries(unit, [
      { quoteItemIds: [...plan.removed], reason: DeliveryReleaseReason.DELETED },
      {
        quoteItemIds: plan.substitutions.map((entry) => entry.original.id),
        reason: DeliveryReleaseReason.SUBSTITUTED,
      },
      {
        quoteItemIds: body.items
          .filter((item) => byId.get(item.id)?.sellerCompanyId !== item.sellerCompanyId)
          .map((item) => item.id),
        reason: DeliveryReleaseReason.SELLER_CHANGED,
      },
      {
        quoteItemIds: [...plan.moves]
          .filter(([, statusId]) => !COUNTED_ITEM_STATUS_IDS.includes(statusId))
          .map(([id]) => id),
        reason: DeliveryReleaseReason.MARKED_UNAVAILABLE,
      },
    ]);
  }

  function get(id: number): Promise<ConstructedQuote> {
    return read(db, id);
  }

  /**
   * The sub-quotes' stored statuses kept in step with what the read derives (decision 202), in the transaction of
   * every write that changes them: a save of the lines, publish, a move back to WIP, cancel and reinstate. Answers
   * the quote as it now reads.
   */
  async function refreshSubQuoteStatuses(unit: UnitOfWork, id: number): Promise<ConstructedQuote> {
    const view = await read(unit.tx, id);
    await repository.writeSubQuoteStatuses(
      unit.tx,
      id,
      view.subQuotes.map(({ sellerCompanyId, statusId }) => ({ sellerCompanyId, statusId })),
    );
    return view;
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
    const current = await repository.lockQuote(unit.tx, id);
    if (!current) throw notFound(SUBJECT);
    return current;
  }

  /**
   * A status call's quote, locked while it has the version the client read (decision 204); null: a publish the
   * API tests' fixture makes without one (the route's tolerance, until that fixture sends it).
   */
  function lockForStatusCall(unit: UnitOfWork, id: number, version: number | null) {
    if (version === null) return lockQuote(unit, id);
    return lockVersioned(unit.tx, quote, {
      id,
      version,
      subject: SUBJECT,
      recordType: ActionLogType.ids.QUOTE,
    });
  }

  /**
   * GET publishQuote/{id} (spec 001 §4 quote publishing; §5 publishing needs complete information): the quote
   * goes to the buyer — complete, its return pending — and this revision's copy is kept (decision 149).
   * Publishing again after a move back to WIP is a republish.
   */
  async function publish(actor: Actor, id: number, version: number): Promise<ConstructedQuote> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockForStatusCall(unit, id, version);
      guardTransition({
        entity: FlowEntity.QUOTE,
        from: current.statusId,
        to: QuoteStatus.ids.COMPLETE,
        roleId: actor.roleId,
        facts: { quoteReturnStatusId: current.returnStatusId },
        // Publishing completes the quote in construction (the table's workflow row, along the call's way).
        keys: statusCallRows('publishQuote'),
      });
      const view = await read(unit.tx, id);
      const counted = view.items.filter((item) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId));
      // The sub-quote statuses' rule for a priced line (decision 202): a published sub-quote is never incomplete.
      const issues: FieldIssue[] = view.items.flatMap((item, index) =>
        COUNTED_ITEM_STATUS_IDS.includes(item.statusId) && !isLinePriced(item)
          ? [{ field: `items.${index}`, message: MESSAGES.missingInfoForPublish }]
          : [],
      );
      if (counted.length === 0) issues.push({ field: 'items', message: MESSAGES.missingInfoForPublish });
      if (issues.length > 0) throw invalidFields(issues, MESSAGES.missingInfoForPublish);
      // spec 001 §5: a delivery quote's lines are all on its deliveries (modules/deliveries, decision 209).
      await assertQuoteLinesAssigned(unit.tx, current);
      const revision = current.revision + 1;
      await changeStatus(unit, {
        ...statusChange(actor, current),
        entity: FlowEntity.QUOTE_RETURN,
        statusColumn: quote.returnStatusId,
        to: QuoteReturnStatus.ids.PENDING,
        keys: statusCallRows('publishQuote'),
        version,
        values: {
          statusId: QuoteStatus.ids.COMPLETE,
          revision,
          publishedAt: new Date(),
          updatedAt: new Date(),
        },
      });
      // The revision keeps the sub-quotes as published, not as they stood in construction.
      const published = await refreshSubQuoteStatuses(unit, id);
      await insertRevision(unit.tx, {
        quoteId: id,
        revision,
        publishedByUserId: actor.userId,
        snapshot: {
          items: view.items,
          discounts: view.discounts,
          transportCosts: view.transportCosts,
          subQuotes: published.subQuotes,
          totals: view.totals,
        },
      });
    });
    return get(id);
  }

  /** GET moveQuoteToWip/{id}: back to construction; what was published is withdrawn (the buyer's return too). */
  async function moveToWip(actor: Actor, id: number, version: number): Promise<ConstructedQuote> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockForStatusCall(unit, id, version);
      if (current.returnStatusId !== QuoteReturnStatus.ids.NA) {
        guardTransition({
          entity: FlowEntity.QUOTE_RETURN,
          from: current.returnStatusId,
          to: QuoteReturnStatus.ids.NA,
          roleId: actor.roleId,
          keys: statusCallRows('moveQuoteToWip'),
        });
      }
      await changeStatus(unit, {
        ...statusChange(actor, current),
        entity: FlowEntity.QUOTE,
        statusColumn: quote.statusId,
        to: QuoteStatus.ids.WIP,
        // Only a published quote moves back: a cancelled one is reinstated (its own call and action).
        keys: statusCallRows('moveQuoteToWip'),
        version,
        values: { returnStatusId: QuoteReturnStatus.ids.NA, returnedAt: null, updatedAt: new Date() },
      });
      await refreshSubQuoteStatuses(unit, id);
    });
    return get(id);
  }

  /** Cancel and reinstate (spec 001 §4 quote cards): the transitions table decides, confirmed by the web. */
  function statusTo(to: number, name: 'cancelQuote' | 'reinstateQuote') {
    return async (actor: Actor, id: number, version: number): Promise<ConstructedQuote> => {
      await runUnitOfWork(actor, async (unit) => {
        const current = await lockForStatusCall(unit, id, version);
        // A quote reinstated is back in construction: what it had published is withdrawn, as moving it back to
        // WIP does, so it can be published again (a WIP quote still 'returned' could be neither published nor
        // moved).
        const withdraws = to === QuoteStatus.ids.WIP && current.returnStatusId !== QuoteReturnStatus.ids.NA;
        if (withdraws) {
          guardTransition({
            entity: FlowEntity.QUOTE_RETURN,
            from: current.returnStatusId,
            to: QuoteReturnStatus.ids.NA,
            roleId: actor.roleId,
            keys: statusCallRows(name),
          });
        }
        await changeStatus(unit, {
          ...statusChange(actor, current),
          entity: FlowEntity.QUOTE,
          statusColumn: quote.statusId,
          to,
          keys: statusCallRows(name),
          version,
          values: withdraws
            ? { returnStatusId: QuoteReturnStatus.ids.NA, returnedAt: null, updatedAt: new Date() }
            : { updatedAt: new Date() },
        });
        await refreshSubQuoteStatuses(unit, id);
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
      await repository.deleteQuote(unit.tx, id);
      await unit.recordChange({
        recordType: ActionLogType.ids.QUOTE,
        actionId: ActionLogAction.ids.DELETE,
        recordId: id,
        recordNumber: formatQuoteNumber('CQ', current.quoteNumber),
      });
    });
  }

  return {
    ...createQuoteImportService({ db }),
    ...createSellerCandidatesService({ db }),
    get,
    list,
    views,
    subQuotes,
    remove,
    save,
    publish,
    moveToWip,
    cancel: statusTo(QuoteStatus.ids.CANCELLED, 'cancelQuote'),
    reinstate: statusTo(QuoteStatus.ids.WIP, 'reinstateQuote'),
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
