import { describe, expect, it } from 'vitest';
import {
  DeliveryStatus,
  DeliveryTrackingStatus,
  MESSAGES,
  StopTrackingStatus,
  TransportType,
  type DeliveryStop,
  type OrderDelivery,
} from '@portal/contracts';
import {
  deliveryFormSchema,
  deliveryFormValuesOf,
  diffDeliveries,
  deliveryUpdatePayloadOf,
  reorderStops,
  stopTrackingChoicesOf,
  trackingChoicesOf,
  transportOf,
} from './delivery-form';

function stop(id: number, sequenceNumber: number, dropOff: boolean): DeliveryStop {
  return {
    id,
    sequenceNumber,
    dropOff,
    deliveryDate: dropOff ? null : '2026-12-15',
    deliveryTime: null,
    orderDeliveryDate: null,
    orderDeliveryTime: null,
    note: null,
    stopTrackingStatusId: null,
    pickupAddress: dropOff ? null : `${id} Rue Principale`,
    spatialPickupAddress: null,
    orderSpatialDeliveryAddress: null,
    filename: null,
    orderId: 7,
    orderNumber: 'OR-10007',
    buyerCompany: null,
    sellerCompany: null,
    pickupAddressChoices: [],
    pickupStopItems: [],
    dropOffStopItems: [],
    subOrderItems: [],
  };
}

const DELIVERY: OrderDelivery = {
  id: 3,
  deliveryNumber: 'D-1003',
  recordType: 4,
  quoteId: null,
  version: 5,
  startTimestamp: null,
  deliveryStatus: { id: DeliveryStatus.ids.DRAFT },
  republished: false,
  deliveryVehicles: [
    {
      id: 30,
      cost: 450,
      driverName: 'Marc Gagnon',
      driverPhoneNumber: null,
      deliveryTrackingStatus: { id: DeliveryTrackingStatus.ids.LOGISTICS_DRAFT },
      lateDelivery: false,
      followUpDateTime: null,
      comment: null,
      billed: false,
      deliveryTransport: {
        transportTypeId: TransportType.ids.THIRD_PARTY,
        sellerCompany: null,
        transporter: { id: 9, name: 'Transport Laval' },
      },
      vehicleConfig: {
        truckType: { id: 2, name: 'Tractor/Truck & Trailer' },
        truckSubType: { id: 6, name: 'Dry Van Trailer' },
        truckLength: { id: 14, feet: 53 },
        vehicleAddOns: [{ truckAddOn: { id: 1, name: 'Liftgate' } }],
      },
      breWeightStatusId: 1,
      weight: 3700,
      breFillRateStatusId: 1,
      fillRate: 0.2,
      invalidItemIds: [],
      // Stored out of order: the form follows the sequence numbers.
      deliveryStops: [stop(13, 3, true), stop(11, 1, false), stop(12, 2, false)],
    },
  ],
  logisticOwnerUser: { id: 4, name: 'Olivia Ops' },
  countryId: 1,
  fillRate: 0.2,
  weight: 3700,
  routeDistance: null,
  ownerUsers: [],
  cosOwnerUsers: [],
  orders: [{ id: 7, orderNumber: 'OR-10007' }],
  firstStopDate: '2026-12-15',
  stopCount: 3,
  itemCount: 3,
};

describe('the delivery form (spec 000 §3 update payload)', () => {
  it('reads the first vehicle and the stops in sequence', () => {
    const values = deliveryFormValuesOf(DELIVERY);
    expect(values.stops.map((entry) => entry.id)).toEqual([11, 12, 13]);
    expect(values.truckLengthId).toBe(14);
    expect(values.truckAddOnIds).toEqual([1]);
    expect(values.transporterId).toBe(9);
    expect(values.logisticOwnerUserId).toBe(4);
  });

  it('renumbers the stops in the form’s order and sends a pickup’s address, never a drop-off’s', () => {
    const values = deliveryFormValuesOf(DELIVERY);
    const payload = deliveryUpdatePayloadOf(DELIVERY, {
      ...values,
      stops: reorderStops(values.stops, [12, 11]),
    });
    expect(payload.vehicleId).toBe(30);
    expect(payload.deliveryStops?.map((entry) => [entry.id, entry.sequenceNumber])).toEqual([
      [12, 1],
      [11, 2],
      [13, 3],
    ]);
    expect(payload.deliveryStops?.[0]?.pickupAddress).toBe('12 Rue Principale');
    expect(payload.deliveryStops?.[2]).not.toHaveProperty('pickupAddress');
    expect(payload.deliveryStops?.[2]?.deliveryDate).toBeNull();
  });

  it('reads the co-owners and sends their ids; an emptied list clears them (spec 000 §3 cosOwnerUsers)', () => {
    const withCoOwner = { ...DELIVERY, cosOwnerUsers: [{ id: 6, name: 'Fanny Finance' }] };
    const values = deliveryFormValuesOf(withCoOwner);
    expect(values.cosOwners).toEqual([{ id: 6, name: 'Fanny Finance' }]);
    expect(deliveryUpdatePayloadOf(withCoOwner, values).cosOwnerUserIds).toEqual([6]);
    expect(deliveryUpdatePayloadOf(withCoOwner, { ...values, cosOwners: [] }).cosOwnerUserIds).toEqual([]);
  });

  it('refuses a save without a truck length, in the catalogue’s words (spec 001 §5)', () => {
    const result = deliveryFormSchema.safeParse({ ...deliveryFormValuesOf(DELIVERY), truckLengthId: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.lengthOptionsRequired);
  });

  it('keeps the company of a seller transport, the transporter of a third party, and clears both otherwise (spec 000 §4)', () => {
    const both = { sellerCompanyId: 5, transporterId: 9 };
    expect(transportOf({ transportTypeId: TransportType.ids.SELLER, ...both })).toEqual({
      transportTypeId: TransportType.ids.SELLER,
      sellerCompanyId: 5,
      transporterId: null,
    });
    expect(transportOf({ transportTypeId: TransportType.ids.THIRD_PARTY, ...both })).toEqual({
      transportTypeId: TransportType.ids.THIRD_PARTY,
      sellerCompanyId: null,
      transporterId: 9,
    });
    expect(transportOf({ transportTypeId: 7, ...both })).toEqual({
      transportTypeId: null,
      sellerCompanyId: null,
      transporterId: null,
    });
  });

  it('offers the tracking of the delivery’s status and of the stop’s kind (spec 001 §4)', () => {
    expect(trackingChoicesOf(DeliveryStatus.ids.DRAFT)).toEqual([
      DeliveryTrackingStatus.ids.BUYER_DRAFT,
      DeliveryTrackingStatus.ids.LOGISTICS_DRAFT,
    ]);
    expect(trackingChoicesOf(DeliveryStatus.ids.BOOKED)).toContain(DeliveryTrackingStatus.ids.DELIVERED);
    expect(stopTrackingChoicesOf(true)).toEqual([
      StopTrackingStatus.ids.BOOKED,
      StopTrackingStatus.ids.DELIVERED,
    ]);
    expect(stopTrackingChoicesOf(false)).toContain(StopTrackingStatus.ids.LOADED);
    expect(stopTrackingChoicesOf(false)).not.toContain(StopTrackingStatus.ids.DELIVERED);
  });

  it('keeps a stop the new order leaves out after the others', () => {
    expect(reorderStops([{ id: 1 }, { id: 2 }, { id: 3 }], [3, 1]).map((entry) => entry.id)).toEqual([
      3, 1, 2,
    ]);
  });
});

describe('what another user changed (decision 214)', () => {
  it('names nothing for the same version', () => {
    expect(diffDeliveries(DELIVERY, DELIVERY)).toEqual([]);
  });

  it('names the status, the vehicle and the stops a publish with a new driver and date touched', () => {
    const [vehicle] = DELIVERY.deliveryVehicles;
    if (!vehicle) throw new Error('the fixture has a vehicle');
    const latest: OrderDelivery = {
      ...DELIVERY,
      deliveryStatus: { id: DeliveryStatus.ids.BOOKED },
      deliveryVehicles: [
        {
          ...vehicle,
          driverName: 'Julie Roy',
          deliveryStops: vehicle.deliveryStops.map((entry) =>
            entry.id === 13 ? { ...entry, deliveryDate: '2026-12-16' } : entry,
          ),
        },
      ],
    };
    expect(diffDeliveries(DELIVERY, latest)).toEqual(['status', 'vehicle', 'stops']);
  });

  it('names the stops, not the items, when only their order changes', () => {
    const [vehicle] = DELIVERY.deliveryVehicles;
    if (!vehicle) throw new Error('the fixture has a vehicle');
    const reordered: OrderDelivery = {
      ...DELIVERY,
      deliveryVehicles: [
        {
          ...vehicle,
          deliveryStops: vehicle.deliveryStops.map((entry) =>
            entry.id === 11
              ? { ...entry, sequenceNumber: 2 }
              : entry.id === 12
                ? { ...entry, sequenceNumber: 1 }
                : entry,
          ),
        },
      ],
    };
    expect(diffDeliveries(DELIVERY, reordered)).toEqual(['stops']);
  });
});
