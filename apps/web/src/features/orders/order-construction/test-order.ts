import type { OrderItem, OrderRecord, SubOrder } from '@portal/contracts';
import {
  testJob,
  testServedLine,
  testUnpricedTotals,
} from '../../../components/construction/test-construction';

/*
 * GET order/{id} answers for the unit and component tests: a WIP order of two sub-orders (sellers 31 and 32),
 * items sourced and priced, nothing secured, no delivery fee yet — the order placed from the quote of the quote
 * construction tests (the construction kit's test job).
 */

export function testOrderItem(id: number, overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    ...testServedLine(id),
    subOrderId: 11,
    sellerCompanyId: 31,
    sellerCompanyName: 'Pépinière Charlevoix',
    sellerUnitPrice: 10,
    markupRate: 30,
    buyerUnitPrice: 13,
    sellerPrice: 100,
    buyerPrice: 130,
    inventorySecured: false,
    fromQuoteItemId: null,
    pictureCount: 0,
    pictureStatusId: 1,
    ...overrides,
  };
}

export function testSubOrder(id: number, overrides: Partial<SubOrder> = {}): SubOrder {
  return {
    id,
    orderId: 5,
    sequenceNumber: id - 10,
    subOrderNumber: `OR-10012-S${id - 10}`,
    sellerCompanyId: 31,
    sellerCompanyName: 'Pépinière Charlevoix',
    statusId: 1,
    inventoryStatusId: 2,
    pictureStatusId: 1,
    deliveryStatusId: 1,
    deliveryAssignedId: 2,
    transporterId: null,
    transporterName: null,
    pickDateFrom: null,
    pickDateTo: null,
    deliveryDateFrom: null,
    deliveryDateTo: null,
    comment: null,
    billed: false,
    itemCount: 1,
    sellerContactedCount: 0,
    inventorySecuredCount: 0,
    deliveryAssignedCount: 0,
    sellerTotal: 100,
    buyerTotal: 130,
    version: 1,
    ...overrides,
  };
}

export function testOrder(items: OrderItem[], overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    ...testJob(),
    orderNumber: 10012,
    phaseNumber: 1,
    formattedNumber: 'OR-10012',
    quoteId: 4,
    phasedFromOrderId: null,
    referenceNumber: null,
    approxJobDate: null,
    deliveryAddress: '1 rue Principale',
    city: 'Montréal',
    postalCode: 'H2X 1Y4',
    countryId: 1,
    taxKinds: ['GST', 'QST'],
    latitude: null,
    longitude: null,
    statusId: 2,
    inventoryStatusId: 2,
    pictureStatusId: 1,
    deliveryAssignedId: 2,
    invoiced: false,
    buyerDeliveryFee: null,
    comment: null,
    editable: true,
    placedByUserId: 1,
    version: 3,
    subOrders: [
      testSubOrder(11),
      testSubOrder(12, { sellerCompanyId: 32, sellerCompanyName: 'Pépinière Villeneuve' }),
    ],
    items,
    totals: {
      ...testUnpricedTotals(),
      itemCount: items.length,
      deliveryFee: 0,
      buyerFeeMinimum: null,
    },
    ...overrides,
  };
}
