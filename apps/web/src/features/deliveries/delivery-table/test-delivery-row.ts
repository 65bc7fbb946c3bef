import {
  DeliveryStatus,
  DeliveryTrackingStatus,
  TransportType,
  type OrderDeliveryRow,
} from '@portal/contracts';

/** A Delivery Table row for component tests: a booked Montréal delivery of one order, billed off. */
export function testDeliveryRow(id: number, overrides: Partial<OrderDeliveryRow> = {}): OrderDeliveryRow {
  return {
    id,
    deliveryNumber: `D-${1000 + id}`,
    version: 3,
    deliveryStatusId: DeliveryStatus.ids.BOOKED,
    republished: false,
    trackingStatusId: DeliveryTrackingStatus.ids.BOOKED,
    owners: [{ id: 3, name: 'Olivia Park' }],
    cosOwners: [],
    logisticOwner: { id: 4, name: 'Louis Roy' },
    ownerNames: 'Olivia Park',
    cosOwnerNames: '',
    orders: [
      {
        id: 7,
        orderNumber: 'OR-10007',
        jobName: 'Parc Jarry',
        buyerCompany: { id: 1, name: 'Acme Landscaping' },
      },
    ],
    firstStopDate: '2027-05-04',
    startTimestamp: null,
    stopCount: 3,
    pickupCount: 2,
    itemCount: 5,
    fillRate: 0.6349,
    weight: 12_345.6,
    distance: 42_600,
    countryId: null,
    distanceUnit: 'km',
    truckLengthFeet: 26,
    transportTypeId: TransportType.ids.THIRD_PARTY,
    carrier: { id: 9, name: 'Transport Laval' },
    lateDelivery: false,
    billed: false,
    updatedAt: '2027-05-01T12:00:00.000Z',
    ...overrides,
  };
}
