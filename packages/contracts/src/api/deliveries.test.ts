import { describe, expect, it } from 'vitest';
import {
  createOrderDeliverySchema,
  formatDeliveryNumber,
  MAX_TRUCK_COUNT,
  updateDeliverySchema,
  updateOrderDeliveryItemsSchema,
} from './deliveries';

/** The delivery calls' payloads (spec 000 §3; decision 209). */

describe('delivery payloads', () => {
  it('names a delivery D-<number>', () => {
    expect(formatDeliveryNumber(1042)).toBe('D-1042');
  });

  it('turns any transport type but seller or third party into none (spec 000 §4)', () => {
    expect(updateDeliverySchema.parse({ id: 1, transportTypeId: 9 }).transportTypeId).toBeNull();
    expect(updateDeliverySchema.parse({ id: 1, transportTypeId: 2 }).transportTypeId).toBe(2);
    // Left out: kept as it is.
    expect(updateDeliverySchema.parse({ id: 1 }).transportTypeId).toBeUndefined();
    expect(updateDeliverySchema.parse({ id: 1, driverName: '  ' }).driverName).toBeNull();
    expect(updateDeliverySchema.parse({ id: 1 }).driverName).toBeUndefined();
  });

  it('refuses an unknown stop tracking status, a malformed date and an unknown delivery status', () => {
    const stop = { id: 5, sequenceNumber: 1 };
    const paths = (value: unknown) =>
      (updateDeliverySchema.safeParse(value).error?.issues ?? []).map((issue) => issue.path.join('.'));
    expect(paths({ id: 1, deliveryStops: [{ ...stop, stopTrackingStatusId: 9 }] })).toEqual([
      'deliveryStops.0.stopTrackingStatusId',
    ]);
    expect(paths({ id: 1, deliveryStops: [{ ...stop, deliveryDate: '04/05/2026' }] })).toEqual([
      'deliveryStops.0.deliveryDate',
    ]);
    expect(paths({ id: 1, deliveryStatusId: 3 })).toEqual(['deliveryStatusId']);
    expect(
      paths({ id: 1, deliveryStops: [{ ...stop, deliveryDate: '2026-05-04', stopTrackingStatusId: 4 }] }),
    ).toEqual([]);
  });

  it('bounds the wizard’s truck count and needs at least one item; an update may empty a pickup', () => {
    expect(createOrderDeliverySchema.safeParse({ subOrderItemIds: [1], truckCount: 0 }).success).toBe(false);
    expect(
      createOrderDeliverySchema.safeParse({ subOrderItemIds: [1], truckCount: MAX_TRUCK_COUNT + 1 }).success,
    ).toBe(false);
    expect(createOrderDeliverySchema.safeParse({ subOrderItemIds: [] }).success).toBe(false);
    expect(
      updateOrderDeliveryItemsSchema.safeParse({ orderDeliveryId: 1, pickupStopId: 2, subOrderItemIds: [] })
        .success,
    ).toBe(true);
  });
});
