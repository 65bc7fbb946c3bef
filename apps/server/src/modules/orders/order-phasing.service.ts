import {
  ActionLogAction,
  ActionLogType,
  canPhaseOrder,
  ErrorCode,
  findPhasingProblems,
  formatOrderNumber,
  fromCents,
  ItemStatus,
  lineMoney,
  MESSAGES,
  PHASING_ISSUE_MESSAGES,
  PhasingIssue,
  planOrderPhase,
  type OrderPhaseResult,
  type OrderRecord,
  type orderPhaseSchema,
  type PlannedItem,
} from '@portal/contracts';
import type { z } from 'zod';
import { customerOrder } from '../../db/schema';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import { runIdempotent } from '../../lib/idempotency';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import { lockVersioned, updateVersioned } from '../../lib/versioned-write';
import { DeliveryReleaseReason, releaseOrderItemsFromDeliveries } from '../deliveries';
import { ORDER_DOCUMENT, orderDocument } from '../priced-documents';
import {
  findItemsForSave,
  insertSubOrders,
  type ItemForSave as ItemRow,
  type OrderCopiedToSubOrders,
} from './order-construction.repository';
import * as repository from './order-phasing.repository';
import { allocateIds, insertOrder, refreshOrderRollups } from './orders.repository';

const SUBJECT = 'Order';
type OrderPhaseValues = z.output<typeof orderPhaseSchema>;

const cents = (value: number | null) => (value === null ? null : fromCents(value));

/**
 * POST orderPhase (spec 001 §7; §4 phasing from New Order, WIP or Planning Delivery only; §5 quantities required;
 * decision 171): the items and quantities chosen become a new phase of the order, 'OR-10001-P2', the balance stays
 * in the original order, and the charges are shared by contracts' `planOrderPhase` — the rule the wizard showed.
 */
export function createOrderPhasingService({
  runUnitOfWork,
  readOrder,
}: {
  runUnitOfWork: RunUnitOfWork;
  readOrder: (id: number) => Promise<OrderRecord>;
}) {
  /**
   * The new phase's sub-orders: a sub-order all of whose items move whole goes with them (its dates, carrier,
   * comment and billed flag are about those items); any other seller gets a new sub-order. Numbered in the order
   * their sellers' first items come.
   */
  async function placeSubOrders(
    unit: UnitOfWork,
    target: OrderCopiedToSubOrders,
    items: readonly ItemRow[],
    planned: readonly PlannedItem[],
  ): Promise<Map<number, number>> {
    const plannedById = new Map(planned.map((entry) => [entry.id, entry]));
    const sellerOrder: number[] = [];
    const subOrderOfSeller = new Map<number, number>();
    for (const item of items) {
      if (plannedById.has(item.id) && !sellerOrder.includes(item.sellerCompanyId)) {
        sellerOrder.push(item.sellerCompanyId);
        subOrderOfSeller.set(item.sellerCompanyId, item.subOrderId);
      }
    }
    const leavesWhole = (subOrderId: number) =>
      items
        .filter((item) => item.subOrderId === subOrderId)
        .every((item) => plannedById.get(item.id)?.movesWhole === true);
    const moves: Array<{ id: number; sequenceNumber: number }> = [];
    const creations: Array<{ sellerCompanyId: number; sequenceNumber: number }> = [];
    sellerOrder.forEach((sellerCompanyId, index) => {
      const subOrderId = subOrderOfSeller.get(sellerCompanyId) as number;
      if (leavesWhole(subOrderId)) moves.push({ id: subOrderId, sequenceNumber: index + 1 });
      else creations.push({ sellerCompanyId, sequenceNumber: index + 1 });
    });
    await repository.moveSubOrders(unit.tx, { orderId: target.id, phaseNumber: target.phaseNumber }, moves);
    // The new phase is the same job: the source's number, buyer and job text, the new phase's own.
    const created = await insertSubOrders(unit.tx, target, creations);
    const targetOfSeller = new Map(created.map((row) => [row.sellerCompanyId, row.id]));
    for (const move of moves) {
      const seller = items.find((item) => item.subOrderId === move.id)?.sellerCompanyId as number;
      targetOfSeller.set(seller, move.id);
    }
    return targetOfSeller;
  }

  /** The items: whole ones move, split ones are copied at the moved quantity and the balance keeps the rest. */
  async function placeItems(
    unit: UnitOfWork,
    sourceId: number,
    newOrderId: number,
    items: readonly ItemRow[],
    planned: readonly PlannedItem[],
    subOrderOfSeller: ReadonlyMap<number, number>,
  ) {
    const itemById = new Map(items.map((item) => [item.id, item]));
    const target = (item: ItemRow) => subOrderOfSeller.get(item.sellerCompanyId) as number;
    const whole = planned.filter((entry) => entry.movesWhole);
    await repository.moveItems(
      unit.tx,
      newOrderId,
      whole.map((entry) => ({ id: entry.id, subOrderId: target(itemById.get(entry.id) as ItemRow) })),
    );
    // Originals first: a substitute's copy names its original's copy, which must exist by then.
    const split = planned
      .filter((entry) => !entry.movesWhole)
      .sort(
        (left, right) =>
          Number(itemById.get(right.id)?.statusId === ItemStatus.ids.ORIGINAL) -
          Number(itemById.get(left.id)?.statusId === ItemStatus.ids.ORIGINAL),
      );
    if (split.length === 0) return;
    const newIds = await allocateIds(unit.tx, 'order_item', split.length);
    const copyOf = new Map(split.map((entry, index) => [entry.id, newIds[index] as number]));
    await orderDocument.insertLines(
      unit.tx,
      newOrderId,
      split.map((entry) => {
        const item = itemById.get(entry.id) as ItemRow;
        return {
          id: copyOf.get(entry.id) as number,
          sequenceNumber: item.sequenceNumber,
          productId: item.productId,
          productSizeId: item.productSizeId,
          quantity: entry.newPhaseQuantity,
          statusId: item.statusId,
          sellerUnitPrice: item.sellerUnitPrice,
          markupRate: item.markupRate,
          buyerUnitPrice: item.buyerUnitPrice,
          // The stock was contacted and secured for the whole line: both parts keep what was done.
          sellerContacted: item.sellerContacted,
          replacesItemId:
            item.replacesItemId === null ? null : (copyOf.get(item.replacesItemId) ?? item.replacesItemId),
          columns: {
            subOrderId: target(item),
            inventorySecured: item.inventorySecured,
            fromQuoteItemId: item.fromQuoteItemId,
          },
        };
      }),
    );
    await orderDocument.copyLineDetails(unit.tx, { tables: ORDER_DOCUMENT, documentId: sourceId }, copyOf);
    await repository.updateBalanceItems(
      unit.tx,
      split.map((entry) => {
        const money = lineMoney({
          ...(itemById.get(entry.id) as ItemRow),
          quantity: entry.balancePhaseQuantity,
        });
        return {
          id: entry.id,
          quantity: entry.balancePhaseQuantity,
          sellerPrice: cents(money.sellerPriceCents),
          buyerPrice: cents(money.buyerPriceCents),
        };
      }),
    );
  }

  async function phase(
    actor: Actor,
    body: OrderPhaseValues,
    version: number,
    idempotencyKey?: string,
  ): Promise<OrderPhaseResult> {
    // A repeat of the same intent answers the phase the first call made, not a stale version (decision 193).
    const call = { key: idempotencyKey, call: 'POST orderPhase', request: { body, version } };
    const { newOrderId } = await runIdempotent(runUnitOfWork, actor, call, async (unit) => {
      // Every phase of the job locked first, in one order (phasing's own lock), then the version checked.
      const locked = await repository.lockPhases(unit.tx, body.id);
      if (!locked) throw notFound(SUBJECT);
      const source = await lockVersioned(unit.tx, customerOrder, {
        id: body.id,
        version,
        subject: SUBJECT,
        recordType: ActionLogType.ids.ORDER,
      });
      if (!canPhaseOrder(source.statusId)) throw new AppError(ErrorCode.CONFLICT, MESSAGES.phasingNotAllowed);

      const items = await findItemsForSave(unit.tx, source.id);
      const selections = body.newPhase.items;
      const problems = findPhasingProblems(items, selections);
      if (problems.length > 0) {
        const quantityMissing = problems.some((problem) => problem.issue === PhasingIssue.QUANTITY_NOT_SET);
        throw invalidFields(
          problems.map((problem) => ({
            field: problem.field,
            message: PHASING_ISSUE_MESSAGES[problem.issue],
          })),
          // spec 001 §8 'quantity not set for phasing' is the catalogue's sentence: the answer as it stands.
          quantityMissing ? MESSAGES.phasingQuantityNotSet : undefined,
        );
      }
      // The charges as the priced document reads them, shared by contracts' rule.
      const [orderDiscounts, orderTransportCosts] = await Promise.all([
        orderDocument.findDiscounts(unit.tx, source.id),
        orderDocument.findTransportCosts(unit.tx, source.id),
      ]);
      const plan = planOrderPhase(items, selections, {
        discounts: orderDiscounts,
        transportCosts: orderTransportCosts,
        buyerDeliveryFee: source.buyerDeliveryFee,
      });

      const phaseNumber = locked.nextPhaseNumber;
      const {
        id: sourceId,
        version: _version,
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        searchText: _searchText,
        ...copied
      } = source;
      const created = await insertOrder(unit.tx, {
        ...copied,
        phaseNumber,
        phasedFromOrderId: sourceId,
        // A new phase is not invoiced yet, whatever the original is.
        invoiced: false,
        buyerDeliveryFee: plan.buyerDeliveryFee.newPhase,
      });

      const subOrderOfSeller = await placeSubOrders(unit, created, items, plan.items);
      await placeItems(unit, source.id, created.id, items, plan.items, subOrderOfSeller);

      // Charges: a share of 0 leaves no row in that phase; a row wholly the new phase's moves there.
      const discounts = plan.discounts.filter((share) => share.newPhase > 0);
      await repository.moveDiscounts(
        unit.tx,
        created.id,
        discounts.filter((share) => share.balancePhase === 0).map((share) => share.id),
      );
      const sharedDiscounts = discounts.filter((share) => share.balancePhase > 0);
      await repository.copyDiscounts(
        unit.tx,
        created.id,
        sharedDiscounts.map((share) => ({ id: share.id, amount: share.newPhase })),
      );
      await repository.setDiscountAmounts(
        unit.tx,
        sharedDiscounts.map((share) => ({ id: share.id, amount: share.balancePhase })),
      );
      const costs = plan.transportCosts.filter((share) => share.newPhase > 0);
      await repository.moveTransportCosts(
        unit.tx,
        created.id,
        costs.filter((share) => share.balancePhase === 0).map((share) => share.id),
      );
      const sharedCosts = costs.filter((share) => share.balancePhase > 0);
      await repository.copyTransportCosts(
        unit.tx,
        created.id,
        sharedCosts.map((share) => ({ id: share.id, cost: share.newPhase })),
      );
      await repository.setTransportCosts(
        unit.tx,
        sharedCosts.map((share) => ({ id: share.id, cost: share.balancePhase })),
      );
      // The balance's delivery fee, and its version moved on: the original order changed.
      await updateVersioned(unit.tx, customerOrder, {
        id: source.id,
        version,
        subject: SUBJECT,
        values: { buyerDeliveryFee: plan.buyerDeliveryFee.balancePhase },
      });
      await refreshOrderRollups(unit.tx, created.id);
      await refreshOrderRollups(unit.tx, source.id);
      // The phased items leave their deliveries (decision 207): a whole item is the new phase's now, a split one
      // keeps a smaller balance than the truck was planned for — both are planned again (decision 209).
      await releaseOrderItemsFromDeliveries(unit, [
        { orderItemIds: plan.items.map((entry) => entry.id), reason: DeliveryReleaseReason.PHASED },
      ]);

      const sourceNumber = formatOrderNumber(source.orderNumber, source.phaseNumber);
      const newNumber = formatOrderNumber(source.orderNumber, phaseNumber);
      const details = {
        newPhaseOrderId: created.id,
        balancePhaseOrderId: source.id,
        items: plan.items.map(({ id, newPhaseQuantity, movesWhole }) => ({
          id,
          newPhaseQuantity,
          movesWhole,
        })),
      };
      await unit.recordChange({
        recordType: ActionLogType.ids.ORDER,
        actionId: ActionLogAction.ids.SAVE,
        recordId: source.id,
        recordNumber: sourceNumber,
        details: { phasedInto: newNumber, ...details },
      });
      await unit.recordChange({
        recordType: ActionLogType.ids.ORDER,
        actionId: ActionLogAction.ids.CREATE,
        recordId: created.id,
        recordNumber: newNumber,
        details: { phasedFrom: sourceNumber, ...details },
      });
      return { newOrderId: created.id };
    });
    const [newPhase, balancePhase] = await Promise.all([readOrder(Number(newOrderId)), readOrder(body.id)]);
    return { newPhase, balancePhase };
  }

  return { phase };
}

export type OrderPhasingService = ReturnType<typeof createOrderPhasingService>;
