import {
  ActionLogType,
  FlowEntity,
  formatOrderNumber,
  orderSetupIssue,
  OrderStatus,
  statusCallRows,
  type OrderRecord,
  type UpdateOrderStatus,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { customerOrder } from '../../db/schema';
import { invalidFields, notFound } from '../../lib/app-error';
import { changeStatus, guardTransition } from '../../lib/transition-guard';
import { lockVersioned } from '../../lib/versioned-write';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import { DeliveryReleaseReason, releaseOrderItemsFromDeliveries } from '../deliveries';
import { lockOrderRow } from './order-construction.repository';
import { findOrderItemIds } from './order-board.repository';
import { refreshOrderRollups } from './orders.repository';
import { readOrderRecord } from './orders.service';

const SUBJECT = 'Order';
const O = OrderStatus.ids;

/**
 * Order status calls (issue 15; spec 001 §4 order transitions, §7 PUT updateOrderStatus, GET cancelOrder/{id},
 * reinstateOrder/{id}): every move through the transitions table's order rows and the guard, one transaction,
 * the row's action in the action log, the change event after commit; the sub-orders' derived statuses follow in
 * the same transaction (decision 164).
 */
export function createOrderStatusService({
  db,
  runUnitOfWork,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
}) {
  async function lockOrder(unit: UnitOfWork, id: number) {
    const current = await lockOrderRow(unit.tx, id);
    if (!current) throw notFound(SUBJECT);
    return current;
  }

  async function move(
    actor: Actor,
    id: number,
    to: number,
    keys: readonly string[],
    version: number | null,
  ): Promise<OrderRecord> {
    await runUnitOfWork(actor, async (unit) => {
      // A status call's version, or none for publishing's workflow move (decision 204).
      const current =
        version === null
          ? await lockOrder(unit, id)
          : await lockVersioned(unit.tx, customerOrder, {
              id,
              version,
              subject: SUBJECT,
              recordType: ActionLogType.ids.ORDER,
            });
      if (current.statusId === O.WIP && to === O.DELIVERY_PLANNING) {
        // Finish setup (spec 001 §5): the move must exist for this user before the order's content is judged.
        guardTransition({ entity: FlowEntity.ORDER, from: current.statusId, to, roleId: actor.roleId, keys });
        const issue = orderSetupIssue(await readOrderRecord(unit.tx, id));
        if (issue) {
          throw invalidFields(
            issue.paths.map((field) => ({ field, message: issue.message })),
            issue.message,
          );
        }
      }
      await changeStatus(unit, {
        table: customerOrder,
        statusColumn: customerOrder.statusId,
        entity: FlowEntity.ORDER,
        id,
        to,
        roleId: actor.roleId,
        keys,
        version,
        subject: SUBJECT,
        recordType: ActionLogType.ids.ORDER,
        recordNumber: formatOrderNumber(current.orderNumber, current.phaseNumber),
        values: { updatedAt: new Date() },
      });
      await refreshOrderRollups(unit.tx, id);
      if (to === O.CANCELLED) {
        // Every item of a cancelled order leaves its delivery; reinstating puts nothing back (decision 207).
        await releaseOrderItemsFromDeliveries(unit, [
          {
            orderItemIds: await findOrderItemIds(unit.tx, id),
            reason: DeliveryReleaseReason.ORDER_CANCELLED,
          },
        ]);
      }
    });
    return readOrderRecord(db, id);
  }

  /**
   * PUT updateOrderStatus (version header): one of the menu's moves but cancel and reinstate (their own calls) and
   * publish, which publishing deliveries makes — a status the table reaches only by another call is refused here
   * with the rule (409 TRANSITION_REFUSED, decisions 164, 193). WIP → Planning Delivery finishes setup.
   */
  function updateStatus(actor: Actor, body: UpdateOrderStatus, version: number): Promise<OrderRecord> {
    return move(actor, body.id, body.statusId, statusCallRows('updateOrderStatus'), version);
  }

  /**
   * GET cancelOrder/{id} (version header): from New Order, WIP, Planning Delivery or Waiting for Delivery
   * (confirmed by the web).
   */
  function cancel(actor: Actor, id: number, version: number): Promise<OrderRecord> {
    return move(actor, id, O.CANCELLED, statusCallRows('cancelOrder'), version);
  }

  /** GET reinstateOrder/{id} (version header): back to New Order, where its flow starts (decision 086). */
  function reinstate(actor: Actor, id: number, version: number): Promise<OrderRecord> {
    return move(actor, id, O.PENDING, statusCallRows('reinstateOrder'), version);
  }

  /**
   * Planning Delivery → Waiting for Delivery through the table's `order.publish` row (spec 001 §4 'Order
   * publishing also exists'): the workflow move that publishing the order's deliveries makes. No route: the
   * deliveries' issue calls it once they are booked; until then the demo seed does (decision 172).
   */
  function publish(actor: Actor, id: number): Promise<OrderRecord> {
    return move(actor, id, O.WAITING, ['order.publish'], null);
  }

  return { updateStatus, cancel, reinstate, publish };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
