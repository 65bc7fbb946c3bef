import { describe, expect, it } from 'vitest';
import { DeliveryAssigned, OrderStatus } from '../enumerations';
import { formatBoardLimits } from './board-limits';
import {
  canDeleteOrder,
  ORDER_BOARD_MAX_CARDS_PER_COLUMN,
  ORDER_BOARD_STATUS_IDS,
  orderBoardLimitsSchema,
  orderCardQuerySchema,
  orderRowQuerySchema,
} from './order-board';

const O = OrderStatus.ids;

describe('the order board contracts', () => {
  it('has one column per order status, in the order an order moves', () => {
    expect(ORDER_BOARD_STATUS_IDS).toEqual([1, 2, 7, 3, 4, 5]);
    expect([...ORDER_BOARD_STATUS_IDS].sort()).toEqual(OrderStatus.options.map((option) => option.id).sort());
  });

  it('reads the limits of the order status columns and refuses any other column or count', () => {
    const limits = { [O.DELIVERY_PLANNING]: 50, [O.CANCELLED]: 75 };
    expect(orderBoardLimitsSchema.parse(formatBoardLimits(limits))).toEqual(limits);
    expect(orderBoardLimitsSchema.safeParse(`7:${ORDER_BOARD_MAX_CARDS_PER_COLUMN}`).success).toBe(true);
    for (const text of ['6:25', '8:25', '1:0', `2:${ORDER_BOARD_MAX_CARDS_PER_COLUMN + 1}`, '1:25,', 'x']) {
      expect(orderBoardLimitsSchema.safeParse(text).success, text).toBe(false);
    }
    expect(orderCardQuerySchema.safeParse({ limits: '1:50', ownerUserId: '0' }).success).toBe(false);
  });

  it('pages the table by order number, newest first, and refuses an unknown status or sort', () => {
    expect(orderRowQuerySchema.parse({})).toMatchObject({
      page: 1,
      size: 25,
      sortField: 'orderNumber',
      sortOrder: 'desc',
    });
    expect(orderRowQuerySchema.parse({ statusId: '7', search: ' OR-10001 ' })).toMatchObject({
      statusId: 7,
      search: 'OR-10001',
    });
    expect(orderRowQuerySchema.safeParse({ statusId: '6' }).success).toBe(false);
    expect(orderRowQuerySchema.safeParse({ sortField: 'jobName' }).success).toBe(false);
  });

  it('lets an order be deleted only in New Order or Cancelled, with no item on a delivery', () => {
    const allowed = OrderStatus.options
      .map((option) => option.id)
      .filter((statusId) => canDeleteOrder({ statusId, deliveryAssignedId: DeliveryAssigned.ids.NO }));
    expect(allowed).toEqual([O.PENDING, O.CANCELLED]);
    for (const deliveryAssignedId of [DeliveryAssigned.ids.YES, DeliveryAssigned.ids.PARTIAL]) {
      expect(canDeleteOrder({ statusId: O.CANCELLED, deliveryAssignedId })).toBe(false);
    }
  });
});
