import { describe, expect, it } from 'vitest';
import { MapMarkerType, type DeliveryStop } from '@portal/contracts';
import { legRequestsOf, optimizeRequestOf, routeSetOf, routeStopsOf, stopsWithoutPoint } from './route-plan';

function stop(
  id: number,
  dropOff: boolean,
  orderId: number,
  overrides: Partial<DeliveryStop> = {},
): DeliveryStop {
  return {
    id,
    sequenceNumber: id,
    dropOff,
    deliveryDate: null,
    deliveryTime: null,
    orderDeliveryDate: null,
    orderDeliveryTime: null,
    note: null,
    stopTrackingStatusId: null,
    pickupAddress: dropOff ? null : 'Main yard',
    spatialPickupAddress: dropOff ? null : { latitude: 45.5 + id / 100, longitude: -73.6 },
    orderSpatialDeliveryAddress: dropOff ? { address: 'Job site', latitude: 45.4, longitude: -73.5 } : null,
    filename: null,
    orderId,
    orderNumber: `OR-${orderId}`,
    buyerCompany: { id: 1, name: 'Paysagement Rive-Nord' },
    sellerCompany: null,
    pickupAddressChoices: dropOff
      ? []
      : [
          { address: 'Main yard', latitude: 45.5 + id / 100, longitude: -73.6 },
          { address: 'Second yard', latitude: 46.8, longitude: -71.2 },
          { address: 'Unplaced yard', latitude: null, longitude: null },
        ],
    pickupStopItems: [],
    dropOffStopItems: [],
    subOrderItems: [],
    ...overrides,
  };
}

const STOPS = [stop(1, false, 7), stop(2, false, 8), stop(3, true, 7), stop(4, true, 8)];
const inOrder = (ids: number[], address = 'Main yard') => ids.map((id) => ({ id, pickupAddress: address }));

describe('a delivery’s route (issue 38: maps and stop order)', () => {
  it('places each stop in the form’s order: a pickup at its chosen address, a drop-off at its job site', () => {
    const stops = routeStopsOf(STOPS, [
      { id: 3, pickupAddress: null },
      { id: 1, pickupAddress: 'Second yard' },
    ]);
    expect(stops.map((entry) => [entry.id, entry.sequence, entry.point])).toEqual([
      [3, 1, { latitude: 45.4, longitude: -73.5 }],
      [1, 2, { latitude: 46.8, longitude: -71.2 }],
    ]);
  });

  it('names the stops without a map point by their sequence', () => {
    const stops = routeStopsOf(STOPS, [...inOrder([2]), { id: 1, pickupAddress: 'Unplaced yard' }]);
    expect(stopsWithoutPoint(stops)).toEqual([2]);
  });

  it('asks the optimizer for each drop-off after the pickups of its own order', () => {
    const request = optimizeRequestOf(routeStopsOf(STOPS, inOrder([1, 2, 3, 4])));
    expect(request.waypoints.map((waypoint) => [waypoint.id, waypoint.kind, waypoint.mustFollow])).toEqual([
      ['1', 'pickup', undefined],
      ['2', 'pickup', undefined],
      ['3', 'dropoff', ['1']],
      ['4', 'dropoff', ['2']],
    ]);
  });

  it('draws water drops for pickups and circles for drop-offs, each leg on the stop it reaches', () => {
    const stops = routeStopsOf(STOPS, inOrder([1, 3]));
    expect(legRequestsOf(stops)).toHaveLength(1);
    const leg = {
      distanceMetres: 12_000,
      durationSeconds: 900,
      summary: 'A-40',
      polyline: [[45.51, -73.6]] as [number, number][],
    };
    const set = routeSetOf(3, stops, [leg]);
    expect(set.items.map((item) => [item.mapMarker.type, item.mapMarker.label, item.distance])).toEqual([
      [MapMarkerType.WATER_DROP, '1', null],
      [MapMarkerType.CIRCLE, '2', 12_000],
    ]);
    expect([set.totalDistance, set.totalDuration]).toEqual([12_000, 900]);
  });
});
