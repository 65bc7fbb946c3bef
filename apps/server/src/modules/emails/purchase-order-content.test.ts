import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  DeliveryMethod,
  fillPlaceholders,
  ItemStatus,
  Language,
  PURCHASE_ORDER_PLACEHOLDERS,
  type OrderItem,
  type OrderRecord,
  type SubOrder,
} from '@portal/contracts';
import { attachmentNameOf, purchaseOrderContentOf } from './purchase-order-content';
import { renderPurchaseOrderPdf } from './purchase-order-pdf';
import { DEFAULT_TEMPLATES } from './purchase-order-template';

const SELLER = 11;
const OTHER_SELLER = 12;

function item(overrides: Partial<OrderItem>): OrderItem {
  return {
    id: 1,
    subOrderId: 1,
    sequenceNumber: 1,
    productId: 1,
    productName: 'Acer rubrum',
    productSizeId: 1,
    productSizeName: '50mm cal',
    specs: [{ id: 1, name: 'B&B' }],
    quantity: 3,
    statusId: ItemStatus.ids.WIP,
    sellerCompanyId: SELLER,
    sellerCompanyName: 'Pépinière Nord',
    sellerUnitPrice: 0.1,
    markupRate: null,
    buyerUnitPrice: 0.13,
    sellerPrice: 0.3,
    buyerPrice: 0.39,
    sellerContacted: false,
    inventorySecured: false,
    replacesItemId: null,
    fromQuoteItemId: null,
    altItems: [],
    pictureCount: 0,
    pictureStatusId: 1,
    ...overrides,
  };
}

function subOrder(overrides: Partial<SubOrder>): SubOrder {
  return {
    id: 1,
    orderId: 1,
    sequenceNumber: 1,
    subOrderNumber: 'OR-10001-S1',
    sellerCompanyId: SELLER,
    sellerCompanyName: 'Pépinière Nord',
    statusId: 1,
    inventoryStatusId: 2,
    pictureStatusId: 1,
    deliveryStatusId: 1,
    deliveryAssignedId: 2,
    transporterId: null,
    transporterName: null,
    pickDateFrom: '2026-12-01',
    pickDateTo: '2026-12-03',
    deliveryDateFrom: null,
    deliveryDateTo: null,
    comment: null,
    billed: false,
    itemCount: 2,
    sellerContactedCount: 0,
    inventorySecuredCount: 0,
    deliveryAssignedCount: 0,
    sellerTotal: 0,
    buyerTotal: 0,
    version: 1,
    ...overrides,
  };
}

const order = {
  id: 1,
  formattedNumber: 'OR-10001',
  jobName: 'Parc Lafontaine',
  referenceNumber: null,
  buyerCompanyName: 'Paysagiste Sud',
  buyerUserName: 'Marie Roy',
  deliveryMethodId: DeliveryMethod.ids.DELIVERY,
  deliveryAddress: '3933 Avenue Calixa-Lavallée',
  city: 'Montréal',
  provinceName: 'Quebec',
  postalCode: 'H2H 1P4',
  subOrders: [
    subOrder({}),
    subOrder({
      id: 2,
      sequenceNumber: 2,
      subOrderNumber: 'OR-10001-S2',
      sellerCompanyId: OTHER_SELLER,
      sellerCompanyName: 'Serres Est',
    }),
  ],
  items: [
    item({ id: 1, sequenceNumber: 2 }),
    item({ id: 2, sequenceNumber: 1, productName: 'Thuja occidentalis', sellerPrice: 0.3 }),
    item({ id: 3, productName: 'Cancelled line', statusId: ItemStatus.ids.CANCELLED }),
    item({ id: 4, productName: 'Other seller line', sellerCompanyId: OTHER_SELLER }),
  ],
  transportCosts: [
    {
      id: 1,
      transportTypeId: 1,
      sellerCompanyId: SELLER,
      sellerCompanyName: 'Pépinière Nord',
      cost: 120.1,
      transporters: [],
    },
  ],
} as unknown as OrderRecord;

const base = {
  order,
  sellerCompanyId: SELLER,
  seller: { name: 'Pépinière Nord', email: 'sales@nord.example', address: null },
  languageId: Language.ids.ENGLISH,
  geocodeAddress: null,
  senderName: 'Olivia Ops',
  sentAt: new Date('2026-11-26T12:00:00Z'),
} as const;

describe('the purchase order of one seller (decision 169)', () => {
  it("holds only the seller's lines that count, in their order, summed in cents", () => {
    const content = purchaseOrderContentOf(base);
    expect(content.lines.map((line) => [line.position, line.product])).toEqual([
      [1, 'Thuja occidentalis'],
      [2, 'Acer rubrum'],
    ]);
    // 0.3 + 0.3 is 0.6 in cents, not 0.6000000000000001.
    expect(content.sellerTotal).toBe(0.6);
    expect(content.transportCost).toBe(120.1);
    expect(content.total).toBe(120.7);
    expect(content.subOrderNumber).toBe('OR-10001-S1');
    expect(attachmentNameOf(content)).toBe('PO-OR-10001-S1.pdf');
  });

  it("prints the order's address unless the request names one, and the sub-order's dates", () => {
    expect(purchaseOrderContentOf(base).deliveryAddress).toBe(
      '3933 Avenue Calixa-Lavallée, Montréal, Quebec, H2H 1P4',
    );
    expect(purchaseOrderContentOf({ ...base, geocodeAddress: ' 1 Main St ' }).deliveryAddress).toBe(
      '1 Main St',
    );
    expect(purchaseOrderContentOf(base).pickupDates).toBe('Dec 1, 2026 to Dec 3, 2026');
    expect(purchaseOrderContentOf(base).deliveryDates).toBe('Not set');
  });

  it('speaks French to a French seller: dates, money, words', () => {
    const content = purchaseOrderContentOf({ ...base, languageId: Language.ids.FRENCH });
    expect(content.deliveryMethod).toBe('Livraison');
    expect(content.deliveryDates).toBe('Non définies');
    expect(content.referenceNumber).toBe('Aucune');
    expect(content.values.transportCost).toBe('$120,10');
    expect(content.pickupDates).toBe('1 déc. 2026 au 3 déc. 2026');
  });

  it('fills every placeholder of the default templates, leaving no braces', () => {
    const content = purchaseOrderContentOf(base);
    expect(Object.keys(content.values).sort()).toEqual([...PURCHASE_ORDER_PLACEHOLDERS].sort());
    for (const texts of Object.values(DEFAULT_TEMPLATES)) {
      for (const text of [texts.en.subject, texts.en.body, texts.fr.subject, texts.fr.body]) {
        expect(fillPlaceholders(text, content.values)).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('renders a PDF whose text has the order, the seller, its lines and not the other seller', async () => {
    const pdf = await renderPurchaseOrderPdf(purchaseOrderContentOf(base));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const expected of [
      'Purchase Order',
      'OR-10001',
      'Pépinière Nord',
      'Thuja occidentalis',
      '$120.70',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Other seller line');
    expect(text).not.toContain('Cancelled line');
  });

  it('continues the line table on a new page for a long order', async () => {
    const many = Array.from({ length: 80 }, (_, index) =>
      item({ id: 100 + index, sequenceNumber: index + 1, productName: `Plant ${index + 1}` }),
    );
    const pdf = await renderPurchaseOrderPdf(
      purchaseOrderContentOf({ ...base, order: { ...order, items: many } }),
    );
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBeGreaterThan(1);
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain('Plant 80');
  });
});
