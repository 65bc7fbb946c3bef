import { describe, expect, it } from 'vitest';
import { MapMarkerType, type DeliveryRoute } from '@portal/contracts';
import { deliveryRouteSet, legsOf } from './delivery-route-sets';

const stop = (sequenceNumber: number, kind: 'pickup' | 'dropOff', latitude: number, longitude: number) => ({
  stopId: sequenceNumber,
  sequenceNumber,
  kind,
  label: `Stop ${sequenceNumber}`,
  address: `${sequenceNumber} Main St`,
  latitude,
  longitude,
  orderNumber: 'OR-1',
  sellerCompanyName: null,
  buyerCompanyName: null,
});

describe('the overlay map route sets', () => {
  it("cuts a delivery's polyline into one leg per stop, in driving order", () => {
    const polyline: [number, number][] = [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 2],
      [2, 2],
    ];
    const legs = legsOf(polyline, [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 2 },
      { latitude: 2, longitude: 2 },
    ]);
    expect(legs).toEqual([
      [],
      [
        [0, 0],
        [0, 1],
        [0, 2],
      ],
      [
        [0, 2],
        [1, 2],
        [2, 2],
      ],
    ]);
  });

  it('marks pickups with a water drop and drop-offs with a circle, with the router totals', () => {
    const route: DeliveryRoute = {
      deliveryId: 7,
      deliveryNumber: 'D-1007',
      distanceUnit: 'km',
      distanceMetres: 12_000,
      distance: 12,
      durationSeconds: 900,
      durationMinutes: 15,
      summary: '',
      polyline: [
        [45, -73],
        [45.1, -73.1],
      ],
      stops: [stop(1, 'pickup', 45, -73), stop(2, 'dropOff', 45.1, -73.1)],
    };
    const set = deliveryRouteSet(route);
    expect(set.id).toBe(7);
    expect(set.totalDistance).toBe(12_000);
    expect(set.totalDuration).toBe(900);
    expect(set.items.map((item) => item.mapMarker.type)).toEqual([
      MapMarkerType.WATER_DROP,
      MapMarkerType.CIRCLE,
    ]);
    expect(set.items.map((item) => item.mapMarker.label)).toEqual(['1', '2']);
    expect(set.items[0]?.calculatedRoute).toBeNull();
    expect(set.items[1]?.calculatedRoute).toEqual(route.polyline);
  });
});
