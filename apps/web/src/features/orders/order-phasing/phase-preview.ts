import {
  COUNTED_ITEM_STATUS_IDS,
  orderMoney,
  planOrderPhase,
  type OrderItem,
  type OrderMoney,
  type OrderPhasePlan,
  type OrderRecord,
  type PhasingSelection,
} from '@portal/contracts';

/** The wizard's choice: each checked item with the quantity typed for the new phase (null: nothing typed yet). */
export type PhaseChoice = ReadonlyMap<number, number | null>;

/** The choice as the call and the rules take it: checked items in the order's line order. */
export function selectionsOf(order: OrderRecord, choice: PhaseChoice): PhasingSelection[] {
  return order.items.flatMap((item) =>
    choice.has(item.id) ? [{ id: item.id, quantity: choice.get(item.id) ?? null }] : [],
  );
}

/** The items that can be chosen (decision 148's items that count). */
export function phaseableItems(order: OrderRecord): OrderItem[] {
  return order.items.filter((item) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId));
}

export interface PhaseSide {
  /** The items this phase will hold that count, with their quantities in it. */
  readonly items: ReadonlyArray<{ readonly item: OrderItem; readonly quantity: number }>;
  readonly discounts: ReadonlyArray<{ readonly id: number; readonly name: string; readonly amount: number }>;
  readonly transportCosts: ReadonlyArray<{
    readonly id: number;
    readonly seller: string;
    readonly cost: number;
  }>;
  readonly buyerDeliveryFee: number | null;
  /** The totals by the order money rules (decision 148 with the delivery fee, decision 163). */
  readonly money: OrderMoney;
}

export interface PhasePreview {
  readonly plan: OrderPhasePlan;
  readonly newPhase: PhaseSide;
  readonly balancePhase: PhaseSide;
}

/**
 * What each phase will be if the choice is confirmed (decision 171): the same `planOrderPhase` the server runs,
 * then each phase's totals by the same money rules the server's roll-ups use. Only for a choice without problems.
 */
export function phasePreview(order: OrderRecord, choice: PhaseChoice): PhasePreview {
  const plan = planOrderPhase(order.items, selectionsOf(order, choice), {
    discounts: order.discounts,
    transportCosts: order.transportCosts,
    buyerDeliveryFee: order.buyerDeliveryFee,
  });
  const plannedById = new Map(plan.items.map((entry) => [entry.id, entry]));
  const side = (which: 'newPhase' | 'balancePhase'): PhaseSide => {
    const items = phaseableItems(order).flatMap((item) => {
      const planned = plannedById.get(item.id);
      const quantity = planned
        ? which === 'newPhase'
          ? planned.newPhaseQuantity
          : planned.balancePhaseQuantity
        : which === 'newPhase'
          ? 0
          : item.quantity;
      return quantity > 0 ? [{ item, quantity }] : [];
    });
    const discounts = plan.discounts.flatMap((share) => {
      const source = order.discounts.find((entry) => entry.id === share.id);
      return source && share[which] > 0
        ? [{ id: share.id, name: source.discountName, amount: share[which] }]
        : [];
    });
    const transportCosts = plan.transportCosts.flatMap((share) => {
      const source = order.transportCosts.find((entry) => entry.id === share.id);
      return source && share[which] > 0
        ? [{ id: share.id, seller: source.sellerCompanyName, cost: share[which] }]
        : [];
    });
    const buyerDeliveryFee = plan.buyerDeliveryFee[which];
    const { totals } = order;
    const money = orderMoney({
      lines: items.map(({ item, quantity }) => ({ ...item, quantity })),
      discounts: discounts.map((entry) => entry.amount),
      transportCosts: transportCosts.map((entry) => entry.cost),
      buyerFee:
        totals.buyerFeeRate === null
          ? null
          : { ratePercent: totals.buyerFeeRate, minimumAmount: totals.buyerFeeMinimum ?? 0 },
      taxRatePercent: totals.taxRate,
      buyerDeliveryFee,
    });
    return { items, discounts, transportCosts, buyerDeliveryFee, money };
  };
  return { plan, newPhase: side('newPhase'), balancePhase: side('balancePhase') };
}
