import {
  COUNTED_ITEM_STATUS_IDS,
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  FlowEntity,
  formatOrderNumber,
  isOrderEditable,
  MESSAGES,
  OrderStatus,
  type OrderRecord,
  type SaveOrderComment,
  type SaveOrderConstructionValues,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { customerOrder } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { countLineActions, planLineActions, resolvePrices } from '../../lib/line-actions';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import { lockVersioned, updateVersioned } from '../../lib/versioned-write';
import {
  DeliveryReleaseReason,
  refreshOrderDeliveries,
  releaseOrderItemsFromDeliveries,
} from '../deliveries';
import { deleteItemPictures } from '../order-pictures';
import { checkConstructionReferences, checkLineActionRoles, orderDocument } from '../priced-documents';
import * as construction from './order-construction.repository';
import type { ItemForSave } from './order-construction.repository';
import { refreshOrderRollups } from './orders.repository';
import { readOrderRecord } from './orders.service';

const SUBJECT = 'Order';
type Sourcing = SaveOrderConstructionValues['items'][number];

const INCOMPLETE_SOURCING = MESSAGES.completeItemRule;

/** An item as sent changes what an original (replaced by its substitute) keeps. */
function sourcingDiffers(line: ItemForSave, item: Sourcing) {
  return (
    line.sellerCompanyId !== item.sellerCompanyId ||
    line.sellerUnitPrice !== item.sellerUnitPrice ||
    line.buyerUnitPrice !== resolvePrices(item).buyerUnitPrice ||
    line.sellerContacted !== item.sellerContacted ||
    line.inventorySecured !== item.inventorySecured
  );
}

function isSourced(item: Sourcing) {
  return item.sellerUnitPrice !== null && resolvePrices(item).buyerUnitPrice !== null;
}

/**
 * What a save did that other order features react to in the same transaction: the items whose seller changed
 * (spec 001 §5 'Changing a seller deletes the previous seller's attached pictures, after confirmation').
 */
export interface OrderSaveEffects {
  readonly orderId: number;
  /** Items moved to another seller's sub-order by this save (substitutes are new items, not listed). */
  readonly sellerChangedItemIds: readonly number[];
}

export interface OrderConstructionDependencies {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
  /**
   * Called inside the save's transaction when items changed seller, before the roll-ups are refreshed (the
   * picture manager deletes the previous seller's pictures and re-rolls the picture status here).
   */
  onSellerChanged?: (unit: UnitOfWork, effects: OrderSaveEffects) => Promise<void>;
}

/**
 * Order construction (issue 15; spec 001 §7 PUT orderConstruction, orderComment, GET toggleOrderInvoiced/{id}):
 * the workspace's saves. Rules: decision 163; line actions: decision 153 (shared with quotes); money: 148.
 */
export function createOrderConstructionService({
  db,
  runUnitOfWork,
  onSellerChanged,
}: OrderConstructionDependencies) {
  async function lockOrder(unit: UnitOfWork, id: number) {
    const current = await construction.lockOrderRow(unit.tx, id);
    if (!current) throw notFound(SUBJECT);
    return current;
  }

  /** The order, locked while it has the version the client read (the one versioned write, decision 204). */
  function lockOrderAt(unit: UnitOfWork, id: number, version: number) {
    return lockVersioned(unit.tx, customerOrder, { id, version, subject: SUBJECT });
  }

  /** The order's own fields a save or a toggle writes (delivery fee, comment, invoiced); its version rises. */
  function writeOrderFields(
    unit: UnitOfWork,
    current: { id: number; version: number },
    values: Partial<Pick<typeof customerOrder.$inferInsert, 'buyerDeliveryFee' | 'comment' | 'invoiced'>>,
  ) {
    return updateVersioned(unit.tx, customerOrder, { ...current, values, subject: SUBJECT });
  }

  /**
   * PUT orderConstruction: version-checked; only a New Order, WIP or Planning Delivery order changes (409
   * `orderNotEditable` otherwise); the item actions through the transitions table's orderItem rows; a new seller
   * moves the item to that seller's sub-order; prices, roll-ups and totals computed here. One transaction, a
   * 'Save' in the action log, the change event after commit.
   */
  async function save(
    actor: Actor,
    body: SaveOrderConstructionValues,
    version: number,
  ): Promise<OrderRecord> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockOrderAt(unit, body.id, version);
      if (!isOrderEditable(current.statusId)) {
        throw new AppError(ErrorCode.CONFLICT, MESSAGES.orderNotEditable);
      }
      const lines = await construction.findItemsForSave(unit.tx, body.id);
      const { plan, issues } = planLineActions(body, lines, {
        entity: FlowEntity.ORDER_ITEM,
        parentStatusId: current.statusId,
        words: { line: 'item', parent: 'order' },
        isSourced,
        incompleteSourcing: INCOMPLETE_SOURCING,
        sourcingDiffers,
      });
      await checkConstructionReferences(unit.tx, body, issues, {
        duplicateTransportCost: MESSAGES.duplicateTransportCosts,
      });
      checkLineActionRoles(actor, plan.transitions);

      const byId = new Map(lines.map((line) => [line.id, line]));
      const substituteSeller = (entry: (typeof plan.substitutions)[number]) =>
        entry.entry.sellerCompanyId ?? entry.original.sellerCompanyId;
      const subOrderOf = await construction.ensureSubOrders(unit.tx, current, [
        ...body.items.map((item) => item.sellerCompanyId),
        ...plan.substitutions.map(substituteSeller),
      ]);
      const subOrderIdOf = (sellerId: number) => subOrderOf.get(sellerId) as number;

      const sellerChangedItemIds = body.items
        .filter((item) => byId.get(item.id)?.sellerCompanyId !== item.sellerCompanyId)
        .map((item) => item.id);
      // The items leaving their deliveries (decision 207), while they still exist: a deleted item's stop rows
      // would otherwise go by their foreign key, leaving its delivery's stops and roll-ups behind.
      await releaseOrderItemsFromDeliveries(unit, [
        { orderItemIds: [...plan.removed], reason: DeliveryReleaseReason.DELETED },
        {
          orderItemIds: plan.substitutions.map((entry) => entry.original.id),
          reason: DeliveryReleaseReason.SUBSTITUTED,
        },
        { orderItemIds: sellerChangedItemIds, reason: DeliveryReleaseReason.SELLER_CHANGED },
        // An item that no longer counts (marked unavailable) is neither weighed nor carried (decision 207).
        {
          orderItemIds: [...plan.moves]
            .filter(([, statusId]) => !COUNTED_ITEM_STATUS_IDS.includes(statusId))
            .map(([id]) => id),
          reason: DeliveryReleaseReason.MARKED_UNAVAILABLE,
        },
      ]);
      // A deleted item's pictures are stored files: their rows go now, their bytes by the job after the commit.
      await deleteItemPictures(unit, [...plan.removed]);
      await orderDocument.writeLines(unit.tx, body.id, {
        plan,
        items: body.items,
        quantityOf: (itemId) => (byId.get(itemId) as ItemForSave).quantity,
        substituteColumns: (substitution) => ({
          subOrderId: subOrderIdOf(substituteSeller(substitution)),
          inventorySecured: substitution.entry.inventorySecured,
        }),
        sourcingColumns: (item) => ({
          owner: subOrderIdOf(item.sellerCompanyId),
          stock: item.inventorySecured,
        }),
      });
      await orderDocument.replaceCharges(unit.tx, body.id, body);

      if (sellerChangedItemIds.length > 0 && onSellerChanged) {
        await onSellerChanged(unit, { orderId: body.id, sellerChangedItemIds });
      }

      await writeOrderFields(unit, current, { buyerDeliveryFee: body.buyerDeliveryFee });
      await refreshOrderRollups(unit.tx, body.id);
      // Its delivery roll-ups follow the items as saved (a deleted item no longer counts; a new one is unassigned).
      await refreshOrderDeliveries(unit, [body.id]);
      await unit.recordChange({
        recordType: ActionLogType.ids.ORDER,
        actionId: ActionLogAction.ids.SAVE,
        recordId: body.id,
        recordNumber: formatOrderNumber(current.orderNumber, current.phaseNumber),
        details: {
          items: body.items.length,
          discounts: body.discounts.length,
          transportCosts: body.transportCosts.length,
          buyerDeliveryFee: body.buyerDeliveryFee,
          sellerChangedItemIds,
          lineActions: countLineActions(plan.transitions),
        },
      });
    });
    return readOrderRecord(db, body.id);
  }

  /**
   * PUT orderComment: the comment alone, version-checked, in any status (a note on a cancelled or complete order
   * still helps whoever reads it; decision 163). Empty clears it.
   */
  async function saveComment(actor: Actor, body: SaveOrderComment, version: number): Promise<OrderRecord> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockOrderAt(unit, body.id, version);
      const comment = body.comment === null || body.comment.trim() === '' ? null : body.comment.trim();
      await writeOrderFields(unit, current, { comment });
      await unit.recordChange({
        recordType: ActionLogType.ids.ORDER,
        actionId: ActionLogAction.ids.SAVE,
        recordId: body.id,
        recordNumber: formatOrderNumber(current.orderNumber, current.phaseNumber),
        changes: [{ field: 'comment', old: current.comment, new: comment }],
      });
    });
    return readOrderRecord(db, body.id);
  }

  /**
   * GET toggleOrderInvoiced/{id} (spec 001 §7; the route admits the super admin and finance, decision 164): flips
   * the invoiced flag. A cancelled order has nothing to invoice: 409 with §8's 'invoiced toggle failed'.
   */
  async function toggleInvoiced(actor: Actor, id: number): Promise<OrderRecord> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockOrder(unit, id);
      if (current.statusId === OrderStatus.ids.CANCELLED) {
        throw new AppError(ErrorCode.CONFLICT, MESSAGES.invoicedToggleFailed, {
          issues: [{ field: 'invoiced', message: 'A cancelled order is not invoiced.' }],
        });
      }
      const invoiced = !current.invoiced;
      await writeOrderFields(unit, current, { invoiced });
      await unit.recordChange({
        recordType: ActionLogType.ids.ORDER,
        actionId: ActionLogAction.ids.SAVE,
        recordId: id,
        recordNumber: formatOrderNumber(current.orderNumber, current.phaseNumber),
        changes: [{ field: 'invoiced', old: current.invoiced, new: invoiced }],
      });
    });
    return readOrderRecord(db, id);
  }

  return { save, saveComment, toggleInvoiced };
}

export type OrderConstructionService = ReturnType<typeof createOrderConstructionService>;
