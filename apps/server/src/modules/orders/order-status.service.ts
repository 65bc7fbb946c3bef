import { eq } from 'drizzle-orm';
import {
  ActionLogType,
  FlowEntity,
  formatOrderNumber,
  orderSetupIssue,
  OrderStatus,
  type OrderRecord,
  type UpdateOrderStatus,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { customerOrder } from '../../db/schema';
import { invalidFields, notFound } from '../../lib/app-error';
import { changeStatus, guardTransition, outdatedRecord } from '../../lib/transition-guard';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import { refreshOrderRollups } from './orders.repository';
import { readOrderRecord } from './orders.service';

const SUBJECT = 'Order';
const O = OrderStatus.ids;

/**
 * The moves PUT updateOrderStatus makes (spec 001 §4's order menu but cancel and reinstate, which have their own
 * calls, and publish, which publishing deliveries makes): a status the table reaches only by another call is
 * refused here with the rule (409 TRANSITION_REFUSED), as the guard refuses any move the table lacks (decisions
 * 164, 193).
 */
export const UPDATE_ORDER_STATUS_KEYS: readonly string[] = [
  'order.moveToWip',
  'order.moveBackToNew',
  'order.moveToPlanningDelivery',
  'order.moveBackToWip',
  'order.complete',
  'order.moveBackToPlanningDelivery',
];

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
    const [current] = await unit.tx
      .select()
      .from(customerOrder)
      .where(eq(customerOrder.id, id))
      .for('update');
    if (!current) throw notFound(SUBJECT);
    return current;
  }

  async function move(
    actor: Actor,
    id: number,
    to: number,
    keys: readonly string[],
    version?: number,
  ): Promise<OrderRecord> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockOrder(unit, id);
      if (version !== undefined && current.version !== version) {
        throw await outdatedRecord(unit.tx, { recordType: ActionLogType.ids.ORDER, id });
      }
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
    });
    return readOrderRecord(db, id);
  }

  /** PUT updateOrderStatus (version header): one of the menu's moves; WIP → Planning Delivery finishes setup. */
  function updateStatus(actor: Actor, body: UpdateOrderStatus, version: number): Promise<OrderRecord> {
    return move(actor, body.id, body.statusId, UPDATE_ORDER_STATUS_KEYS, version);
  }

  /** GET cancelOrder/{id}: from New Order, WIP, Planning Delivery or Waiting for Delivery (confirmed by the web). */
  function cancel(actor: Actor, id: number): Promise<OrderRecord> {
    return move(actor, id, O.CANCELLED, ['order.cancel']);
  }

  /** GET reinstateOrder/{id}: a cancelled order goes back to New Order, where its flow starts (decision 086). */
  function reinstate(actor: Actor, id: number): Promise<OrderRecord> {
    return move(actor, id, O.PENDING, ['order.reinstate']);
  }

  /**
   * Planning Delivery → Waiting for Delivery through the table's `order.publish` row (spec 001 §4 'Order
   * publishing also exists'): the workflow move that publishing the order's deliveries makes. No route: the
   * deliveries' issue calls it once they are booked; until then the demo seed does (decision 172).
   */
  function publish(actor: Actor, id: number): Promise<OrderRecord> {
    return move(actor, id, O.WAITING, ['order.publish']);
  }

  return { updateStatus, cancel, reinstate, publish };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
