import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { saveOrderConstructionSchema } from './order-construction';
import { orderPhaseSchema } from './order-phasing';
import { recordQuoteReturnSchema } from './orders';
import { quoteAltItemInputSchema, saveQuoteConstructionSchema } from './quote-construction';
import { saveStandardizationSchema } from './quotes';

/** Where each request takes a quantity (decision 192), and a body with that quantity at `value`. */
const QUANTITY_FIELDS: [
  string,
  { safeParse: (body: unknown) => unknown },
  (value: number) => unknown,
  string,
][] = [
  ['an alternate', quoteAltItemInputSchema, (quantity) => ({ productId: 1, quantity }), 'quantity'],
  [
    'a quote substitution',
    saveQuoteConstructionSchema,
    (quantity) => ({
      id: 1,
      items: [],
      discounts: [],
      transportCosts: [],
      substitutions: [{ itemId: 1, productId: 2, quantity }],
    }),
    'substitutions.0.quantity',
  ],
  [
    'an order substitution',
    saveOrderConstructionSchema,
    (quantity) => ({
      id: 1,
      items: [],
      discounts: [],
      transportCosts: [],
      buyerDeliveryFee: null,
      substitutions: [{ itemId: 1, productId: 2, quantity }],
    }),
    'substitutions.0.quantity',
  ],
  [
    'a standardized quote item',
    saveStandardizationSchema,
    (quantity) => ({
      id: 1,
      action: 'save',
      items: [{ sequenceNumber: 1, productId: 1, productSizeId: 1, quantity }],
    }),
    'items.0.quantity',
  ],
  [
    'a returned line',
    recordQuoteReturnSchema,
    (acceptedQuantity) => ({ id: 1, items: [{ id: 1, acceptedQuantity }] }),
    'items.0.acceptedQuantity',
  ],
  [
    'a phased item',
    orderPhaseSchema,
    (quantity) => ({ id: 1, newPhase: { items: [{ id: 1, quantity }] } }),
    'newPhase.items.0.quantity',
  ],
];

describe('quantities keep three decimals (decision 192)', () => {
  it.each(QUANTITY_FIELDS)('%s takes a quantity with three decimals', (_name, schema, body, path) => {
    const result = schema.safeParse(body(1240.125)) as { error?: { issues: { path: PropertyKey[] }[] } };
    expect(result.error?.issues.filter((issue) => issue.path.join('.') === path) ?? []).toEqual([]);
  });

  it.each(QUANTITY_FIELDS)('%s refuses a fourth decimal, naming the field', (_name, schema, body, path) => {
    const result = schema.safeParse(body(1240.1255)) as {
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      path,
      MESSAGES.quantityDecimals,
    ]);
  });

  it('refuses a price with a third decimal in the catalogue words', () => {
    const result = saveQuoteConstructionSchema.safeParse({
      id: 1,
      items: [],
      discounts: [{ discountId: 1, amount: 10.005 }],
      transportCosts: [],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['discounts.0.amount', MESSAGES.amountDecimals],
    ]);
  });
});
