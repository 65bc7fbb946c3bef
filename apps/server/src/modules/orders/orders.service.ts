import {
  ActionLogAction,
  ActionLogType,
  COUNTED_ITEM_STATUS_IDS,
  FlowEntity,
  formatOrderNumber,
  formatQuoteNumber,
  isOrderEditable,
  MESSAGES,
  OrderStatus,
  QuoteStatus,
  subQuoteStatus,
  type FieldIssue,
  type OrderRecord,
  type PlaceOrder,
  type SubOrder,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { quote } from '../../db/schema';
import { invalidFields, notFound } from '../../lib/app-error';
import { runIdempotent } from '../../lib/idempotency';
import { changeStatus, guardTransition } from '../../lib/transition-guard';
import type { Actor } from '../../lib/unit-of-work';
import { createOrderDashboardService, type OrderListDependencies } from './order-dashboard.service';
import { orderRecordTotals } from '../../lib/money-totals';
import { ensureSubOrders } from './order-construction.repository';
import * as repository from './orders.repository';
import * as quotes from '../quotes/quotes.repository';
import { findProvinceTaxes } from '../tax-rates/tax-rates.repository';
import { findPricingTerms, orderDocument, quoteDocument } from '../priced-documents';

const SUBJECT = 'Order';

const toIso = (value: Date) => value.toISOString();

/**
 * GET order/{id}'s record, read with this executor (inside a transaction: what it will commit). Shared by the order
 * calls that answer with the order (construction, status, pictures, phasing).
 */
export async function readOrderRecord(executor: DatabaseExecutor, id: number): Promise<OrderRecord> {
  const found = await repository.findOrder(executor, id);
  if (!found) throw notFound(SUBJECT);
  const [subOrders, items, discounts, transportCosts, taxes] = await Promise.all([
    repository.findSubOrders(executor, id),
    orderDocument.withSpecsAndAlternates(executor, id, repository.findItems(executor, id)),
    orderDocument.findDiscounts(executor, id),
    repository.withTransportCostSplits(executor, id, orderDocument.findTransportCosts(executor, id)),
    findProvinceTaxes(executor, found.order.provinceId),
  ]);
  const { order } = found;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    phaseNumber: order.phaseNumber,
    formattedNumber: formatOrderNumber(order.orderNumber, order.phaseNumber),
    quoteId: order.quoteId,
    phasedFromOrderId: order.phasedFromOrderId,
    buyerCompanyId: order.buyerCompanyId,
    buyerCompanyName: found.buyerCompanyName,
    buyerUserId: order.buyerUserId,
    buyerUserName: found.buyerUserName,
    ownerUserId: order.ownerUserId,
    ownerUserName: found.ownerUserName,
    jobName: order.jobName,
    referenceNumber: order.referenceNumber,
    approxJobDate: order.approxJobDate,
    deliveryMethodId: order.deliveryMethodId,
    deliveryAddress: order.deliveryAddress,
    city: order.city,
    postalCode: order.postalCode,
    provinceId: order.provinceId,
    provinceName: found.provinceName,
    countryId: order.countryId,
    taxKinds: taxes.taxKinds,
    latitude: order.latitude,
    longitude: order.longitude,
    statusId: order.statusId,
    inventoryStatusId: order.inventoryStatusId,
    pictureStatusId: order.pictureStatusId,
    deliveryAssignedId: order.deliveryAssignedId,
    invoiced: order.invoiced,
    buyerDeliveryFee: order.buyerDeliveryFee,
    comment: order.comment,
    editable: isOrderEditable(order.statusId),
    placedByUserId: order.placedByUserId,
    createdAt: toIso(order.createdAt),
    updatedAt: toIso(order.updatedAt),
    version: order.version,
    subOrders,
    items,
    discounts,
    transportCosts,
    totals: orderRecordTotals(order),
  };
}

/**
 * Orders (issue 14 places them, issue 15 builds the screens): POST order from a returned quote (decision 152) and
 * the reads the flow needs now, GET order/{id} and subOrdersByOrderId/{id}. The model: decision 151.
 */
export function createOrdersService({ db, runUnitOfWork, totals }: OrderListDependencies) {
  /**
   * POST order (spec 001 §7; decision 152): a returned quote becomes an order, New Order, with one sub-order per
   * seller of the accepted lines and their items at the accepted quantities, priced again by the money rules;
   * the quote is processed. One transaction; the quote's 'Place order' and the order's 'Create' are logged.
   */
  async function place(actor: Actor, body: PlaceOrder, idempotencyKey?: string): Promise<OrderRecord> {
    // A repeat of the same intent (same key) answers the order the first call placed (decision 193).
    const call = { key: idempotencyKey, call: 'POST order', request: body };
    const { orderId } = await runIdempotent(runUnitOfWork, actor, call, async (unit) => {
      const current = await quotes.lockQuote(unit.tx, body.quoteId);
      if (!current) throw notFound('Quote');
      // Complete and returned, or the table refuses (a quote placed already is processed: 409).
      const facts = { quoteReturnStatusId: current.returnStatusId };
      guardTransition({
        entity: FlowEntity.QUOTE,
        from: current.statusId,
        to: QuoteStatus.ids.PROCESSED,
        roleId: actor.roleId,
        facts,
        keys: ['quote.placeOrder'],
      });
      const lines = await quotes.findLines(unit.tx, body.quoteId);
      const accepted = lines.flatMap((line, index) =>
        COUNTED_ITEM_STATUS_IDS.includes(line.statusId) && (line.acceptedQuantity ?? 0) > 0
          ? [{ line, index, quantity: line.acceptedQuantity as number }]
          : [],
      );
      if (accepted.length === 0) {
        throw invalidFields(
          [{ field: 'quoteId', message: MESSAGES.nothingAccepted }],
          MESSAGES.nothingAccepted,
        );
      }
      const issues: FieldIssue[] = accepted.flatMap(({ line, index }) =>
        line.sellerCompanyId === null
          ? [{ field: `items.${index}.sellerCompanyId`, message: MESSAGES.acceptedLineWithoutSeller }]
          : [],
      );
      if (issues.length > 0) throw invalidFields(issues, MESSAGES.acceptedLineWithoutSeller);

      const source = await repository.findPlacementSource(unit.tx, body.quoteId);
      if (!source) throw notFound('Quote');
      const { taxRatePercent, buyerFee } = await findPricingTerms(unit.tx, source);
      const { quoteNumber, ...copied } = source;
      const created = await repository.insertOrder(unit.tx, {
        ...copied,
        orderNumber: quoteNumber,
        phaseNumber: 1,
        quoteId: body.quoteId,
        statusId: OrderStatus.ids.PENDING,
        taxRate: taxRatePercent,
        buyerFeeRate: buyerFee?.ratePercent ?? null,
        buyerFeeMinimum: buyerFee?.minimumAmount ?? null,
        placedByUserId: actor.userId,
      });

      // One sub-order per seller, numbered in the order their first accepted line comes.
      const sellerIds = [...new Set(accepted.map(({ line }) => line.sellerCompanyId as number))];
      const subOrderOf = await ensureSubOrders(unit.tx, created, sellerIds);

      const itemIds = await repository.allocateIds(unit.tx, 'order_item', accepted.length);
      const orderItemIdOf = new Map(accepted.map(({ line }, index) => [line.id, itemIds[index] as number]));
      await orderDocument.insertLines(
        unit.tx,
        created.id,
        accepted.map(({ line, quantity }) => ({
          id: orderItemIdOf.get(line.id) as number,
          sequenceNumber: line.sequenceNumber,
          productId: line.productId,
          productSizeId: line.productSizeId,
          quantity,
          statusId: line.statusId,
          sellerUnitPrice: line.sellerUnitPrice,
          markupRate: line.markupRate,
          buyerUnitPrice: line.buyerUnitPrice,
          // Contacting the seller and securing stock are the order's own steps (decision 152).
          sellerContacted: false,
          columns: {
            subOrderId: subOrderOf.get(line.sellerCompanyId as number) as number,
            inventorySecured: false,
            fromQuoteItemId: line.id,
          },
        })),
      );
      // The accepted lines' specs and alternates, the quote's discounts and its sellers' transport costs.
      await orderDocument.copyFrom(
        unit.tx,
        { tables: quoteDocument.tables, documentId: body.quoteId },
        created.id,
        { lineOf: orderItemIdOf, sellerIds },
      );
      await repository.refreshOrderRollups(unit.tx, created.id);

      await changeStatus(unit, {
        table: quote,
        statusColumn: quote.statusId,
        entity: FlowEntity.QUOTE,
        id: body.quoteId,
        to: QuoteStatus.ids.PROCESSED,
        roleId: actor.roleId,
        facts,
        keys: ['quote.placeOrder'],
        // POST order is a creating call (decision 193), its quote locked above: the workflow's move.
        version: null,
        subject: 'Quote',
        recordType: ActionLogType.ids.QUOTE,
        recordNumber: formatQuoteNumber('CQ', quoteNumber),
        values: { updatedAt: new Date() },
      });
      // The quote's sub-quotes follow it (decision 202): complete for a seller that became a sub-order, archived
      // for the others — one sub-quote per seller of the counted lines.
      const subQuoteLines = lines.map((line) => ({ ...line, inventoryAvailable: false, altItems: [] }));
      const subQuoteSellers = new Set(
        lines.flatMap((line) =>
          line.sellerCompanyId !== null && COUNTED_ITEM_STATUS_IDS.includes(line.statusId)
            ? [line.sellerCompanyId]
            : [],
        ),
      );
      await quotes.writeSubQuoteStatuses(
        unit.tx,
        body.quoteId,
        [...subQuoteSellers].map((sellerCompanyId) => ({
          sellerCompanyId,
          statusId: subQuoteStatus(sellerCompanyId, {
            quoteStatusId: QuoteStatus.ids.PROCESSED,
            lines: subQuoteLines,
          }),
        })),
      );
      await unit.recordChange({
        recordType: ActionLogType.ids.ORDER,
        actionId: ActionLogAction.ids.CREATE,
        recordId: created.id,
        recordNumber: formatOrderNumber(quoteNumber),
        details: { quoteId: body.quoteId, subOrders: subOrderOf.size, items: accepted.length },
      });
      return { orderId: created.id };
    });
    return readOrderRecord(db, Number(orderId));
  }

  function get(id: number): Promise<OrderRecord> {
    return readOrderRecord(db, id);
  }

  /** GET subOrdersByOrderId/{id}: the order's sub-orders, one per seller, with their row fields and roll-ups. */
  async function subOrdersOf(id: number): Promise<SubOrder[]> {
    if (!(await repository.orderExists(db, id))) throw notFound(SUBJECT);
    return repository.findSubOrders(db, id);
  }

  // The Order Dashboard's reads (decision 160) are the orders service's too: one service per area in the wiring.
  return { place, get, subOrders: subOrdersOf, ...createOrderDashboardService({ db, totals }) };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
