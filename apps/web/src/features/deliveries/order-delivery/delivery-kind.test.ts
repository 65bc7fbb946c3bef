import { describe, expect, it } from 'vitest';
import { ROUTES, type DeliveryItem, type DeliveryStopItem } from '@portal/contracts';
import { ORDER_DELIVERY_KIND, QUOTE_DELIVERY_KIND, stopItemOf } from './delivery-kind';

const ITEM = { id: 7, productName: 'Acer rubrum' } as DeliveryItem;

describe('the delivery kind adapter (decision 218)', () => {
  it("names each kind's calls and item field: sub-order items on an order delivery, quote items on a quote's", () => {
    expect(ORDER_DELIVERY_KIND.updateItemsBody(41, 3, [7, 8])).toEqual({
      orderDeliveryId: 41,
      pickupStopId: 3,
      subOrderItemIds: [7, 8],
    });
    expect(QUOTE_DELIVERY_KIND.updateItemsBody(41, 3, [7, 8])).toEqual({
      quoteDeliveryId: 41,
      pickupStopId: 3,
      quoteItemIds: [7, 8],
    });
    expect([ORDER_DELIVERY_KIND.addItemsCall, QUOTE_DELIVERY_KIND.addItemsCall]).toEqual([
      'addOrderDeliveryItems',
      'addQuoteDeliveryItems',
    ]);
    expect(ORDER_DELIVERY_KIND.addItemsBody(41, [7])).toEqual({ orderDeliveryId: 41, subOrderItemIds: [7] });
    expect(QUOTE_DELIVERY_KIND.addItemsBody(41, [7])).toEqual({ quoteDeliveryId: 41, quoteItemIds: [7] });
    expect([ORDER_DELIVERY_KIND.resource, QUOTE_DELIVERY_KIND.resource]).toEqual([
      'orderDelivery',
      'quoteDelivery',
    ]);
    expect([ORDER_DELIVERY_KIND.liveKind, QUOTE_DELIVERY_KIND.liveKind]).toEqual([
      'order-delivery',
      'quote-delivery',
    ]);
    const onQuote = { id: 1, subOrderItem: null, quoteItem: ITEM } as DeliveryStopItem;
    const onOrder = { id: 2, subOrderItem: ITEM, quoteItem: null } as DeliveryStopItem;
    expect(QUOTE_DELIVERY_KIND.itemOf(onQuote)).toBe(ITEM);
    expect(QUOTE_DELIVERY_KIND.itemOf(onOrder)).toBeNull();
    expect(ORDER_DELIVERY_KIND.itemOf(onOrder)).toBe(ITEM);
    expect([stopItemOf(onQuote), stopItemOf(onOrder)]).toEqual([ITEM, ITEM]);
  });

  it('keeps publish, tracking and bills of lading to order deliveries, and sends a deleted quote delivery back to its quote', () => {
    expect(ORDER_DELIVERY_KIND.isTracked).toBe(true);
    expect(QUOTE_DELIVERY_KIND.isTracked).toBe(false);
    expect(ORDER_DELIVERY_KIND.homeOf({ quoteId: null })).toBe(ROUTES.orderDeliveryTable);
    expect(QUOTE_DELIVERY_KIND.homeOf({ quoteId: 9 })).toBe(`${ROUTES.quoteConstruction}/9`);
    expect(QUOTE_DELIVERY_KIND.workspacePath(42)).toBe(`${ROUTES.quoteDeliveryWorkspace}/42`);
    expect(QUOTE_DELIVERY_KIND.wizardPath(9)).toBe(`${ROUTES.quoteDeliveryWizard}/9`);
  });
});
