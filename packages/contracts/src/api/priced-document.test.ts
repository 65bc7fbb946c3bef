import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { saveOrderConstructionSchema } from './order-construction';
import {
  orderItemSchema,
  orderRecordSchema,
  orderTotalsSchema,
  orderTransportCostLineSchema,
} from './orders';
import {
  discountLineSchema,
  documentTotalsSchema,
  pricedDocumentSchema,
  pricedLineSchema,
  transportCostLineSchema,
} from './priced-document';
import {
  constructedQuoteItemSchema,
  constructedQuoteSchema,
  quoteTotalsSchema,
  quoteTransportCostLineSchema,
  saveQuoteConstructionSchema,
} from './quote-construction';

type Shaped = z.ZodObject<z.ZodRawShape>;

/** The JSON Schema of each field, so two fields compare by what they accept, not by object identity. */
function fieldSchemas(schema: Shaped): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      z.toJSONSchema(field, { unrepresentable: 'any' }),
    ]),
  );
}

/** Each of the base's fields, as the kind declares it: what the kind answers for the base's fields. */
function baseFieldsOf(kind: Shaped, base: Shaped): Record<string, unknown> {
  const kindFields = fieldSchemas(kind);
  return Object.fromEntries(Object.keys(base.shape).map((key) => [key, kindFields[key]]));
}

describe('the priced document a quote and an order extend (issue 37)', () => {
  it.each([
    ['a quote line', constructedQuoteItemSchema],
    ['an order item', orderItemSchema],
  ] as const)('%s carries every field of the base line, each as the base declares it', (_, kind) => {
    const base = fieldSchemas(pricedLineSchema);
    const fields = baseFieldsOf(kind, pricedLineSchema);
    if (kind === orderItemSchema) {
      // An order item's seller is its sub-order's: never missing (decision 151), a narrower field than the base's.
      expect(fields.sellerCompanyId).toMatchObject({ type: 'integer' });
      expect(fields.sellerCompanyName).toMatchObject({ type: 'string' });
      delete fields.sellerCompanyId;
      delete fields.sellerCompanyName;
      delete base.sellerCompanyId;
      delete base.sellerCompanyName;
    }
    expect(fields).toEqual(base);
  });

  it('answers the same discount and transport-cost lines for both kinds; an order adds the split', () => {
    expect(constructedQuoteSchema.shape.discounts.element).toBe(discountLineSchema);
    expect(orderRecordSchema.shape.discounts.element).toBe(discountLineSchema);
    expect(quoteTransportCostLineSchema).toBe(transportCostLineSchema);
    expect(baseFieldsOf(orderTransportCostLineSchema, transportCostLineSchema)).toEqual(
      fieldSchemas(transportCostLineSchema),
    );
    expect(Object.keys(orderTransportCostLineSchema.shape)).toEqual([
      ...Object.keys(transportCostLineSchema.shape),
      'split',
    ]);
  });

  it.each([
    ['a quote', quoteTotalsSchema],
    ['an order', orderTotalsSchema],
  ] as const)("%s's totals carry every base total", (_, totals) => {
    expect(baseFieldsOf(totals, documentTotalsSchema)).toEqual(fieldSchemas(documentTotalsSchema));
  });

  it.each([
    ['a quote', constructedQuoteSchema],
    ['an order', orderRecordSchema],
  ] as const)('%s carries every field of the base document', (_, kind) => {
    const kindKeys = Object.keys(kind.shape);
    for (const key of Object.keys(pricedDocumentSchema.shape)) expect(kindKeys).toContain(key);
    const base = fieldSchemas(pricedDocumentSchema);
    const fields = baseFieldsOf(kind, pricedDocumentSchema);
    // The lists and totals are the kind's own extensions of the base's, checked above.
    for (const key of ['items', 'discounts', 'transportCosts', 'totals']) {
      delete base[key];
      delete fields[key];
    }
    expect(fields).toEqual(base);
  });

  it('saves both kinds with the same base fields in the same order; an order adds its delivery fee', () => {
    expect(Object.keys(saveOrderConstructionSchema.shape)).toEqual([
      ...Object.keys(saveQuoteConstructionSchema.shape),
      'buyerDeliveryFee',
    ]);
  });

  it("names each kind in its save's refusal of a line listed twice", () => {
    const base = { id: 1, items: [], discounts: [], transportCosts: [] };
    const quote = saveQuoteConstructionSchema.safeParse({ ...base, deletedItemIds: [4, 4] });
    const order = saveOrderConstructionSchema.safeParse({
      ...base,
      deletedItemIds: [4, 4],
      buyerDeliveryFee: null,
    });
    expect(quote.error?.issues.map((issue) => issue.message)).toEqual(['A line is listed twice.']);
    expect(order.error?.issues.map((issue) => issue.message)).toEqual(['An item is listed twice.']);
  });

  it('refuses a transporter listed twice, and only the order a second cost for the same seller', () => {
    const cost = { transportTypeId: 2, sellerCompanyId: 7, cost: 10, transporterIds: [3] };
    const base = { id: 1, items: [], discounts: [] };
    const twice = { ...cost, transporterIds: [3, 3] };
    expect(saveQuoteConstructionSchema.safeParse({ ...base, transportCosts: [twice] }).success).toBe(false);
    expect(
      saveOrderConstructionSchema.safeParse({ ...base, transportCosts: [twice], buyerDeliveryFee: null })
        .success,
    ).toBe(false);
    expect(saveQuoteConstructionSchema.safeParse({ ...base, transportCosts: [cost, cost] }).success).toBe(
      true,
    );
    expect(
      saveOrderConstructionSchema.safeParse({ ...base, transportCosts: [cost, cost], buyerDeliveryFee: null })
        .success,
    ).toBe(false);
  });
});
