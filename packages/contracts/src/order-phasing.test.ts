import { describe, expect, it } from 'vitest';
import { ItemStatus, OrderStatus } from './enumerations';
import {
  canPhaseOrder,
  findPhasingProblems,
  PhasingIssue,
  planOrderPhase,
  shareCents,
  type PhasingCharges,
  type PhasingItem,
  type PhasingSelection,
} from './order-phasing';
import { toCents } from './quote-money';

const { WIP, SUBSTITUTED, ORIGINAL, CANCELLED, UNAVAILABLE, COMPLETE } = ItemStatus.ids;

function item(id: number, quantity: number, sellerCompanyId: number, buyerUnitPrice: number | null) {
  return {
    id,
    statusId: WIP,
    quantity,
    sellerCompanyId,
    sellerUnitPrice: buyerUnitPrice === null ? null : buyerUnitPrice / 1.3,
    buyerUnitPrice,
    replacesItemId: null,
  } satisfies PhasingItem;
}

// The order the API fixtures place: seller 1 has 25 × 13.00 and 120 × 26.00, seller 2 has 40 × 39.00.
const ITEMS: readonly PhasingItem[] = [item(1, 25, 1, 13), item(2, 120, 1, 26), item(3, 40, 2, 39)];
const CHARGES: PhasingCharges = {
  discounts: [{ id: 10, amount: 50 }],
  transportCosts: [{ id: 20, sellerCompanyId: 1, cost: 120 }],
  buyerDeliveryFee: 75,
};

describe('which orders can be phased (spec 001 §4)', () => {
  it.each([
    [OrderStatus.ids.PENDING, true],
    [OrderStatus.ids.WIP, true],
    [OrderStatus.ids.DELIVERY_PLANNING, true],
    [OrderStatus.ids.WAITING, false],
    [OrderStatus.ids.COMPLETE, false],
    [OrderStatus.ids.CANCELLED, false],
  ])('status %s: %s', (statusId, allowed) => {
    expect(canPhaseOrder(statusId)).toBe(allowed);
  });
});

describe('sharing an amount between the phases (decision 171)', () => {
  it.each([
    // amount cents, new weight, balance weight, new phase cents
    [5000, 1, 1, 2500],
    [5000, 1, 2, 1667], // 1666.67 rounds up; the balance keeps 3333
    [1, 1, 1, 1], // half a cent goes to the new phase (half away from zero), the balance keeps nothing
    [3, 1, 2, 1],
    [10_000, 0, 7, 0], // nothing of the goods moves: nothing of the charge
    [10_000, 7, 0, 10_000], // all of the goods: all of the charge
    [0, 3, 5, 0],
    [999_999_999_99, 999_999_999_99, 1, 999_999_999_98], // cents × cents beyond 2^53 stay exact
    [12_345, 312_000, 468_000, 4938], // 4938.0 exactly
  ])('%s cents by %s : %s gives the new phase %s', (amount, newWeight, balanceWeight, expected) => {
    const share = shareCents(amount, newWeight, balanceWeight);
    expect(share.newPhaseCents).toBe(expected);
    expect(share.newPhaseCents + share.balancePhaseCents).toBe(amount);
  });

  it('puts a weightless amount where it is told to', () => {
    expect(shareCents(900, 0, 0)).toEqual({ newPhaseCents: 0, balancePhaseCents: 900 });
    expect(shareCents(900, 0, 0, 'newPhase')).toEqual({ newPhaseCents: 900, balancePhaseCents: 0 });
  });
});

describe('what a selection may hold (spec 001 §5)', () => {
  const withStatuses: readonly PhasingItem[] = [
    ...ITEMS,
    { ...item(4, 5, 2, 10), statusId: CANCELLED },
    { ...item(5, 5, 2, 10), statusId: UNAVAILABLE },
    { ...item(6, 5, 2, 10), statusId: ORIGINAL },
    { ...item(7, 5, 2, 10), statusId: SUBSTITUTED, replacesItemId: 6 },
  ];
  it.each<[string, PhasingSelection[], Array<[string, string]>]>([
    ['part of one item', [{ id: 2, quantity: 60 }], []],
    [
      'one item whole and part of another',
      [
        { id: 1, quantity: 25 },
        { id: 3, quantity: 0.5 },
      ],
      [],
    ],
    ['a substitute', [{ id: 7, quantity: 5 }], []],
    [
      'no quantity',
      [{ id: 2, quantity: null }],
      [['newPhase.items.0.quantity', PhasingIssue.QUANTITY_NOT_SET]],
    ],
    [
      'a quantity of 0',
      [{ id: 2, quantity: 0 }],
      [['newPhase.items.0.quantity', PhasingIssue.QUANTITY_NOT_SET]],
    ],
    [
      'a negative quantity',
      [{ id: 2, quantity: -1 }],
      [['newPhase.items.0.quantity', PhasingIssue.QUANTITY_NOT_SET]],
    ],
    [
      'more than the item holds',
      [
        { id: 1, quantity: 1 },
        { id: 2, quantity: 120.001 },
      ],
      [['newPhase.items.1.quantity', PhasingIssue.QUANTITY_TOO_LARGE]],
    ],
    [
      'a cancelled item',
      [{ id: 4, quantity: 1 }],
      [['newPhase.items.0.id', PhasingIssue.ITEM_NOT_PHASEABLE]],
    ],
    [
      'an unavailable item',
      [{ id: 5, quantity: 1 }],
      [['newPhase.items.0.id', PhasingIssue.ITEM_NOT_PHASEABLE]],
    ],
    [
      'a replaced original',
      [{ id: 6, quantity: 1 }],
      [['newPhase.items.0.id', PhasingIssue.ITEM_NOT_PHASEABLE]],
    ],
    [
      'an item of another order',
      [{ id: 99, quantity: 1 }],
      [['newPhase.items.0.id', PhasingIssue.UNKNOWN_ITEM]],
    ],
    [
      'every item that counts, in full',
      [
        { id: 1, quantity: 25 },
        { id: 2, quantity: 120 },
        { id: 3, quantity: 40 },
        { id: 7, quantity: 5 },
      ],
      [['newPhase.items', PhasingIssue.NOTHING_REMAINS]],
    ],
  ])('%s', (_name, selections, expected) => {
    expect(
      findPhasingProblems(withStatuses, selections).map((problem) => [problem.field, problem.issue]),
    ).toEqual(expected);
  });

  it('lets every item move in full while part of one stays', () => {
    const selections = [
      { id: 1, quantity: 25 },
      { id: 2, quantity: 119.999 },
      { id: 3, quantity: 40 },
    ];
    expect(findPhasingProblems(ITEMS, selections)).toEqual([]);
  });
});

describe('how the order splits (decision 171)', () => {
  it('moves an item chosen in full whole and splits one chosen in part', () => {
    const plan = planOrderPhase(
      ITEMS,
      [
        { id: 2, quantity: 120 },
        { id: 3, quantity: 10 },
      ],
      CHARGES,
    );
    expect(plan.items).toEqual([
      { id: 2, newPhaseQuantity: 120, balancePhaseQuantity: 0, movesWhole: true },
      { id: 3, newPhaseQuantity: 10, balancePhaseQuantity: 30, movesWhole: false },
    ]);
    // New phase: 120 × 26 + 10 × 39 = 3510.00; balance: 25 × 13 + 30 × 39 = 1495.00.
    expect(plan.buyerSubtotal).toEqual({ newPhase: 3510, balancePhase: 1495 });
    // 50.00 × 3510 / 5005 = 35.0649… → 35.06; the balance keeps 14.94.
    expect(plan.discounts).toEqual([{ id: 10, newPhase: 35.06, balancePhase: 14.94 }]);
    // Seller 1's goods: 3120.00 move, 325.00 stay: 120.00 × 3120 / 3445 = 108.679… → 108.68.
    expect(plan.transportCosts).toEqual([
      { id: 20, sellerCompanyId: 1, newPhase: 108.68, balancePhase: 11.32 },
    ]);
    // 75.00 × 3510 / 5005 = 52.597… → 52.60.
    expect(plan.buyerDeliveryFee).toEqual({ newPhase: 52.6, balancePhase: 22.4 });
  });

  it("moves a seller's transport cost whole with all of that seller's goods, and leaves another's", () => {
    const plan = planOrderPhase(
      ITEMS,
      [
        { id: 1, quantity: 25 },
        { id: 2, quantity: 120 },
      ],
      { ...CHARGES, transportCosts: [...CHARGES.transportCosts, { id: 21, sellerCompanyId: 2, cost: 80 }] },
    );
    expect(plan.transportCosts).toEqual([
      { id: 20, sellerCompanyId: 1, newPhase: 120, balancePhase: 0 },
      { id: 21, sellerCompanyId: 2, newPhase: 0, balancePhase: 80 },
    ]);
  });

  it('keeps an unset delivery fee unset in both phases', () => {
    const plan = planOrderPhase(ITEMS, [{ id: 1, quantity: 5 }], { ...CHARGES, buyerDeliveryFee: null });
    expect(plan.buyerDeliveryFee).toEqual({ newPhase: null, balancePhase: null });
  });

  it("keeps an unpriced seller's transport cost in the balance unless the seller leaves it", () => {
    const unpriced = [item(1, 10, 1, null), item(2, 10, 2, 5)];
    const charges = { ...CHARGES, transportCosts: [{ id: 20, sellerCompanyId: 1, cost: 40 }] };
    expect(planOrderPhase(unpriced, [{ id: 1, quantity: 4 }], charges).transportCosts[0]).toMatchObject({
      newPhase: 0,
      balancePhase: 40,
    });
    expect(planOrderPhase(unpriced, [{ id: 1, quantity: 10 }], charges).transportCosts[0]).toMatchObject({
      newPhase: 40,
      balancePhase: 0,
    });
  });

  it('takes an original along with its substitute, whole or at the same share', () => {
    const items: PhasingItem[] = [
      { ...item(1, 30, 1, 10), statusId: ORIGINAL },
      { ...item(2, 20, 1, 12), statusId: SUBSTITUTED, replacesItemId: 1 },
      item(3, 5, 2, 8),
    ];
    expect(planOrderPhase(items, [{ id: 2, quantity: 20 }], CHARGES).items).toEqual([
      { id: 2, newPhaseQuantity: 20, balancePhaseQuantity: 0, movesWhole: true },
      { id: 1, newPhaseQuantity: 30, balancePhaseQuantity: 0, movesWhole: true },
    ]);
    expect(planOrderPhase(items, [{ id: 2, quantity: 5 }], CHARGES).items).toEqual([
      { id: 2, newPhaseQuantity: 5, balancePhaseQuantity: 15, movesWhole: false },
      { id: 1, newPhaseQuantity: 7.5, balancePhaseQuantity: 22.5, movesWhole: false },
    ]);
  });

  it('leaves items that do not count out of the weights', () => {
    const items: PhasingItem[] = [...ITEMS, { ...item(4, 1000, 1, 1000), statusId: CANCELLED }];
    const plan = planOrderPhase(items, [{ id: 3, quantity: 40 }], CHARGES);
    expect(plan.buyerSubtotal).toEqual({ newPhase: 1560, balancePhase: 3445 });
  });

  it('always adds the phases up to the original charges, cent for cent (2,000 seeded orders)', () => {
    let seed = 171;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const cents = (max: number) => Math.floor(random() * max) / 100;
    for (let round = 0; round < 2000; round += 1) {
      const count = 1 + Math.floor(random() * 6);
      const items: PhasingItem[] = Array.from({ length: count }, (_, index) => ({
        ...item(index + 1, 1 + Math.floor(random() * 500_000) / 1000, 1 + (index % 3), cents(100_000)),
        statusId: random() < 0.1 ? COMPLETE : WIP,
      }));
      const charges: PhasingCharges = {
        discounts: [
          { id: 1, amount: cents(50_000) },
          { id: 2, amount: cents(999) },
        ],
        transportCosts: [1, 2, 3].map((sellerCompanyId) => ({
          id: 10 + sellerCompanyId,
          sellerCompanyId,
          cost: cents(200_000),
        })),
        buyerDeliveryFee: random() < 0.2 ? null : cents(30_000),
      };
      const selections = items
        .filter(() => random() < 0.6)
        .map((chosen) => ({
          id: chosen.id,
          quantity: Math.max(0.001, Math.floor(random() * chosen.quantity * 1000) / 1000),
        }));
      if (selections.length === 0 || findPhasingProblems(items, selections).length > 0) continue;
      const plan = planOrderPhase(items, selections, charges);
      const sums = (shares: ReadonlyArray<{ newPhase: number; balancePhase: number }>) =>
        shares.map((share) => toCents(share.newPhase) + toCents(share.balancePhase));
      expect(sums(plan.discounts)).toEqual(charges.discounts.map((entry) => toCents(entry.amount)));
      expect(sums(plan.transportCosts)).toEqual(charges.transportCosts.map((entry) => toCents(entry.cost)));
      for (const share of [...plan.discounts, ...plan.transportCosts]) {
        expect(share.newPhase).toBeGreaterThanOrEqual(0);
        expect(share.balancePhase).toBeGreaterThanOrEqual(0);
      }
      if (charges.buyerDeliveryFee === null) {
        expect(plan.buyerDeliveryFee).toEqual({ newPhase: null, balancePhase: null });
      } else {
        expect(
          toCents(plan.buyerDeliveryFee.newPhase ?? -1) + toCents(plan.buyerDeliveryFee.balancePhase ?? -1),
        ).toBe(toCents(charges.buyerDeliveryFee));
      }
      for (const planned of plan.items) {
        const source = items.find((candidate) => candidate.id === planned.id);
        expect(Math.round((planned.newPhaseQuantity + planned.balancePhaseQuantity) * 1000)).toBe(
          Math.round((source?.quantity ?? 0) * 1000),
        );
      }
    }
  });
});
