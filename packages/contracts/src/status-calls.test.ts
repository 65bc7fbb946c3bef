import { describe, expect, it } from 'vitest';
import { DeliveryStatus, OrderStatus } from './enumerations';
import {
  isStatusCallKey,
  STATUS_CALL_NAMES,
  STATUS_CALLS,
  statusCallOf,
  statusCallRequest,
  statusCallRows,
  type StatusCallDefinition,
} from './status-calls';
import { FlowEntity, TRANSITIONS } from './transitions';

const O = OrderStatus.ids;
const D = DeliveryStatus.ids;
/** A record's rows: a quote's include its return status's, a second status of the quote (spec 001 §4). */
const keysOf = (entity: FlowEntity) =>
  new Set(
    TRANSITIONS.filter(
      (row) =>
        row.entity === entity || (entity === FlowEntity.QUOTE && row.entity === FlowEntity.QUOTE_RETURN),
    ).map((row) => row.key),
  );

describe('the status calls map (decision 204)', () => {
  it('names only rows of the transitions table, its own keys on its own record', () => {
    for (const name of STATUS_CALL_NAMES) {
      const call: StatusCallDefinition = STATUS_CALLS[name];
      const own = keysOf(call.entity);
      for (const key of call.keys) expect(own.has(key), `${name}: ${key}`).toBe(true);
      for (const key of call.alongside) expect(own.has(key), `${name}: ${key}`).toBe(true);
      expect(statusCallRows(name)).toEqual([...call.keys, ...call.alongside]);
    }
  });

  it('is chosen by each key through one call only', () => {
    const chosen = STATUS_CALL_NAMES.flatMap((name) => STATUS_CALLS[name].keys);
    expect(new Set(chosen).size).toBe(chosen.length);
    for (const name of STATUS_CALL_NAMES) {
      for (const key of STATUS_CALLS[name].keys) expect(statusCallOf(key)).toBe(name);
    }
    expect(statusCallOf('quote.complete')).toBeUndefined();
    expect(statusCallOf('quoteItem.delete')).toBeUndefined();
  });

  it('has a call for every menu row of the five records but placing an order and deleting a delivery', () => {
    const records = [
      FlowEntity.QUOTE_REQUEST,
      FlowEntity.STANDARDIZED_QUOTE,
      FlowEntity.QUOTE,
      FlowEntity.ORDER,
      FlowEntity.ORDER_DELIVERY,
    ];
    const uncalled = TRANSITIONS.filter(
      (row) =>
        records.includes(row.entity as never) && row.offeredInMenu && statusCallOf(row.key) === undefined,
    ).map((row) => row.key);
    // POST order creates, DELETE orderDelivery/{id} deletes: neither is a status call.
    expect([...new Set(uncalled)]).toEqual(['quote.placeOrder', 'orderDelivery.delete']);
  });

  it('tells the keys of a record kind', () => {
    expect(isStatusCallKey(FlowEntity.ORDER, 'order.cancel')).toBe(true);
    expect(isStatusCallKey(FlowEntity.QUOTE, 'order.cancel')).toBe(false);
    expect(isStatusCallKey(FlowEntity.QUOTE, 'quoteReturn.publish')).toBe(true);
  });

  it('builds the request: a GET by name and id, a PUT to where the row goes, with the version read', () => {
    expect(statusCallRequest('order.cancel', { id: 7, statusId: O.WIP, version: 3 })).toEqual({
      method: 'GET',
      path: 'cancelOrder/7',
      version: 3,
    });
    expect(statusCallRequest('order.moveBackToWip', { id: 7, statusId: O.WAITING, version: 4 })).toEqual({
      method: 'PUT',
      path: 'updateOrderStatus',
      body: { id: 7, statusId: O.WIP },
      version: 4,
    });
    expect(() => statusCallRequest('order.complete', { id: 7, statusId: O.WIP, version: 4 })).toThrow();
    expect(() => statusCallRequest('quote.placeOrder', { id: 7, statusId: 2, version: 4 })).toThrow();
  });

  it('builds a delivery’s status call with the status in the path (spec 000 §7, decision 209)', () => {
    expect(statusCallRequest('orderDelivery.publish', { id: 9, statusId: D.DRAFT, version: 2 })).toEqual({
      method: 'GET',
      path: 'updateOrderDeliveryStatus/9/2',
      version: 2,
    });
    expect(statusCallRequest('orderDelivery.republish', { id: 9, statusId: D.BOOKED, version: 3 })).toEqual({
      method: 'GET',
      path: 'updateOrderDeliveryStatus/9/2',
      version: 3,
    });
    expect(
      statusCallRequest('orderDelivery.moveBackToDraft', { id: 9, statusId: D.BOOKED, version: 3 }),
    ).toEqual({
      method: 'GET',
      path: 'updateOrderDeliveryStatus/9/1',
      version: 3,
    });
    expect(() =>
      statusCallRequest('orderDelivery.moveBackToDraft', { id: 9, statusId: D.DRAFT, version: 3 }),
    ).toThrow();
    expect(statusCallOf('orderDelivery.delete')).toBeUndefined();
    expect(isStatusCallKey(FlowEntity.ORDER_DELIVERY, 'orderDelivery.publish')).toBe(true);
  });
});
