import { describe, expect, it } from 'vitest';
import { ItemStatus, OrderStatus, SubOrderStatus } from '../enumerations';
import { MESSAGES } from '../messages';
import { quoteMoney } from '../quote-money';
import {
  isOrderEditable,
  orderMoney,
  orderSetupIssue,
  saveOrderConstructionSchema,
  updateOrderStatusSchema,
  type OrderSetupFacts,
} from './order-construction';
import { subOrderStatusOf } from '../transitions';

const I = ItemStatus.ids;
const O = OrderStatus.ids;
const S = SubOrderStatus.ids;

const completeItem = {
  statusId: I.WIP,
  quantity: 10,
  sellerCompanyId: 7,
  sellerUnitPrice: 5,
  buyerUnitPrice: 6,
};

const finishable: OrderSetupFacts = {
  items: [completeItem, { ...completeItem, sellerCompanyId: 8 }],
  discounts: [{ discountId: 1, amount: 50 }],
  transportCosts: [{ sellerCompanyId: 7, cost: 120 }],
  buyerDeliveryFee: 0,
};

describe('finish setup (spec 001 §5; decision 163)', () => {
  it('lets a complete order finish, a delivery fee of 0 being set', () => {
    expect(orderSetupIssue(finishable)).toBeNull();
  });

  it('names every incomplete item field, skipping the items that do not count', () => {
    const issue = orderSetupIssue({
      ...finishable,
      items: [
        completeItem,
        { ...completeItem, sellerUnitPrice: null, buyerUnitPrice: null },
        { ...completeItem, statusId: I.UNAVAILABLE, sellerUnitPrice: null },
        { ...completeItem, statusId: I.ORIGINAL, quantity: null },
        { ...completeItem, quantity: 0 },
      ],
    });
    expect(issue).toEqual({
      message: MESSAGES.incompleteOrderItems,
      paths: ['items.1.sellerUnitPrice', 'items.1.buyerUnitPrice', 'items.4.quantity'],
    });
  });

  it('checks in §8 order: items, discounts, transport costs, duplicates, delivery fee', () => {
    const broken: OrderSetupFacts = {
      items: [{ ...completeItem, buyerUnitPrice: null }],
      discounts: [{ discountId: 1, amount: 0 }],
      transportCosts: [
        { sellerCompanyId: 7, cost: 0 },
        { sellerCompanyId: 7, cost: 10 },
      ],
      buyerDeliveryFee: null,
    };
    const messages: string[] = [];
    let facts = broken;
    const mends: ((current: OrderSetupFacts) => OrderSetupFacts)[] = [
      (current) => ({ ...current, items: [completeItem] }),
      (current) => ({ ...current, discounts: [{ discountId: 1, amount: 5 }] }),
      (current) => ({
        ...current,
        transportCosts: [
          { sellerCompanyId: 7, cost: 1 },
          { sellerCompanyId: 7, cost: 10 },
        ],
      }),
      (current) => ({ ...current, transportCosts: [{ sellerCompanyId: 7, cost: 1 }] }),
      (current) => ({ ...current, buyerDeliveryFee: 25 }),
    ];
    for (const mend of mends) {
      const issue = orderSetupIssue(facts);
      messages.push(issue?.message ?? 'none');
      facts = mend(facts);
    }
    expect(messages).toEqual([
      MESSAGES.incompleteOrderItems,
      MESSAGES.incompleteOrderDiscounts,
      MESSAGES.incompleteTransportCosts,
      MESSAGES.duplicateTransportCosts,
      MESSAGES.deliveryFeeNotSet,
    ]);
    expect(orderSetupIssue(facts)).toBeNull();
    expect(orderSetupIssue({ ...finishable, buyerDeliveryFee: null })?.paths).toEqual(['buyerDeliveryFee']);
  });
});

describe('PUT orderConstruction body', () => {
  const body = {
    id: 1,
    items: [
      {
        id: 3,
        sellerCompanyId: 7,
        sellerUnitPrice: 5,
        markupRate: 20,
        buyerUnitPrice: 6,
        sellerContacted: true,
        inventorySecured: true,
      },
    ],
    discounts: [],
    transportCosts: [
      { transportTypeId: 1, sellerCompanyId: 7, cost: 10, transporterIds: [] },
      { transportTypeId: 2, sellerCompanyId: 8, cost: 10, transporterIds: [4] },
    ],
    buyerDeliveryFee: 12.5,
  };

  it('accepts a full save and defaults the item actions', () => {
    const parsed = saveOrderConstructionSchema.parse(body);
    expect(parsed.deletedItemIds).toEqual([]);
    expect(parsed.substitutions).toEqual([]);
    expect(parsed.items[0]?.inventorySecured).toBe(true);
  });

  it("refuses a seller's second transport cost on its seller field", () => {
    const result = saveOrderConstructionSchema.safeParse({
      ...body,
      transportCosts: [...body.transportCosts, { ...body.transportCosts[0], cost: 3 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['transportCosts.2.sellerCompanyId', MESSAGES.duplicateTransportCosts],
    ]);
  });

  it('refuses a negative delivery fee, an item without seller and an empty substitution', () => {
    const result = saveOrderConstructionSchema.safeParse({
      ...body,
      buyerDeliveryFee: -1,
      items: [{ ...body.items[0], sellerCompanyId: null }],
      substitutions: [{ itemId: 3 }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'buyerDeliveryFee',
      'items.0.sellerCompanyId',
      'substitutions.0.productId',
    ]);
  });

  it('takes only order status ids in updateOrderStatus', () => {
    expect(updateOrderStatusSchema.safeParse({ id: 1, statusId: O.DELIVERY_PLANNING }).success).toBe(true);
    expect(updateOrderStatusSchema.safeParse({ id: 1, statusId: 6 }).success).toBe(false);
  });
});

describe('editable orders (decision 163)', () => {
  it.each([
    [O.PENDING, true],
    [O.WIP, true],
    [O.DELIVERY_PLANNING, true],
    [O.WAITING, false],
    [O.COMPLETE, false],
    [O.CANCELLED, false],
  ])('status %s editable: %s', (statusId, editable) => {
    expect(isOrderEditable(statusId)).toBe(editable);
  });
});

describe('sub-order status (spec 001 §4 ids; decision 164)', () => {
  const secured = {
    statusId: I.WIP,
    quantity: 2,
    sellerUnitPrice: 1,
    buyerUnitPrice: 2,
    inventorySecured: true,
  };
  it.each([
    ['order cancelled', O.CANCELLED, [secured], S.CANCELLED],
    ['order complete', O.COMPLETE, [secured], S.COMPLETE],
    ['deliveries published', O.WAITING, [secured], S.CONFIRMED],
    ['no item left', O.WIP, [], S.ARCHIVED],
    ['only unavailable items', O.WIP, [{ ...secured, statusId: I.UNAVAILABLE }], S.ARCHIVED],
    ['an unpriced item', O.PENDING, [secured, { ...secured, buyerUnitPrice: null }], S.SETUP_INCOMPLETE],
    ['priced, not all secured', O.WIP, [secured, { ...secured, inventorySecured: false }], S.WIP],
    ['priced and secured', O.DELIVERY_PLANNING, [secured], S.SETUP_COMPLETE],
    [
      'an unsecured original does not count',
      O.WIP,
      [secured, { ...secured, statusId: I.ORIGINAL, inventorySecured: false }],
      S.SETUP_COMPLETE,
    ],
  ])('%s', (_name, orderStatusId, items, status) => {
    expect(subOrderStatusOf({ orderStatusId, items })).toBe(status);
  });
});

describe('order money with the buyer delivery fee (decisions 148, 163)', () => {
  const input = {
    lines: [{ quantity: 10, sellerUnitPrice: 8, buyerUnitPrice: 10 }],
    discounts: [20],
    transportCosts: [30],
    buyerFee: { ratePercent: 2, minimumAmount: 0 },
    taxRatePercent: 14.975,
  };

  it('adds the fee after the discounts, outside the buyer fee, inside the tax', () => {
    const money = orderMoney({ ...input, buyerDeliveryFee: 50 });
    // goods 100 − 20 = 80; buyer fee 2 % of 80 = 1.60; taxable 80 + 30 + 1.60 + 50 = 161.60; tax 24.20 (24.1996).
    expect(money.feeCents).toBe(160);
    expect(money.deliveryFeeCents).toBe(5000);
    expect(money.taxableCents).toBe(16_160);
    expect(money.taxCents).toBe(2420);
    expect(money.grandTotalCents).toBe(18_580);
  });

  it('is the quote arithmetic while the fee is not set', () => {
    const money = orderMoney({ ...input, buyerDeliveryFee: null });
    expect(money).toEqual({ ...quoteMoney(input), deliveryFeeCents: 0 });
  });
});
