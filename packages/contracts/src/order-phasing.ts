/**
 * Phasing an order (issue 15; spec 001 §2 /orders/order-phasing-wizard, §3 phasing data types newPhase and
 * balancePhase, §4 'Phasing requires the order to be New Order, WIP or Planning Delivery', §5 'Phasing requires all
 * selected items to have quantities'): which selections are allowed, and how the items' quantities and the order's
 * charges — discounts, transport costs, the buyer delivery fee — are shared between the new phase and the balance
 * that stays in the original order. One implementation for the wizard (what it shows before confirming) and the
 * server (what it writes), so both say the same cents. docs/decisions/171-order-phasing.md.
 *
 * The rule: every charge is shared by the buyer subtotal each phase holds (a seller's transport cost by that
 * seller's goods, the order's discounts and delivery fee by the whole order's goods), rounded once to the cent,
 * half away from zero, for the new phase; the balance keeps the rest, so the two phases always add up to the
 * original amount exactly.
 */

import { OrderStatus, ItemStatus } from './enumerations';
import {
  COUNTED_ITEM_STATUS_IDS,
  fromCents,
  fromQuantityThousandths as fromThousandths,
  lineMoney,
  toCents,
  toQuantityThousandths as toThousandths,
} from './quote-money';

/** spec 001 §4: the only order statuses an order can be phased from. */
export const PHASEABLE_ORDER_STATUS_IDS: readonly number[] = [
  OrderStatus.ids.PENDING,
  OrderStatus.ids.WIP,
  OrderStatus.ids.DELIVERY_PLANNING,
];

export function canPhaseOrder(statusId: number): boolean {
  return PHASEABLE_ORDER_STATUS_IDS.includes(statusId);
}

/** What phasing needs to know of an order item. */
export interface PhasingItem {
  readonly id: number;
  /** ItemStatus: only the items that count (decision 148) can be selected. */
  readonly statusId: number;
  readonly quantity: number;
  readonly sellerCompanyId: number;
  readonly sellerUnitPrice: number | null;
  readonly buyerUnitPrice: number | null;
  /** A substitute names the original it replaces; the original follows its substitute into the new phase. */
  readonly replacesItemId: number | null;
}

/** One item chosen for the new phase, and how much of it moves (null: not entered yet). */
export interface PhasingSelection {
  readonly id: number;
  readonly quantity: number | null;
}

export interface PhasingCharges {
  readonly discounts: ReadonlyArray<{ readonly id: number; readonly amount: number }>;
  readonly transportCosts: ReadonlyArray<{
    readonly id: number;
    readonly sellerCompanyId: number;
    readonly cost: number;
  }>;
  /** The buyer delivery fee; null until set (spec 001 §5), and then null in both phases. */
  readonly buyerDeliveryFee: number | null;
}

/** Why a selection cannot be phased: the server answers each with a message, the wizard shows it on the item. */
export const PhasingIssue = {
  /** spec 001 §5: every selected item needs a quantity (none, or not more than 0). */
  QUANTITY_NOT_SET: 'quantityNotSet',
  /** More than the item holds: the balance cannot go below nothing. */
  QUANTITY_TOO_LARGE: 'quantityTooLarge',
  /** A cancelled or unavailable item, or an original replaced by its substitute: it does not count. */
  ITEM_NOT_PHASEABLE: 'itemNotPhaseable',
  /** Not an item of this order. */
  UNKNOWN_ITEM: 'unknownItem',
  /** Every item that counts selected in full: nothing would remain in the balance. */
  NOTHING_REMAINS: 'nothingRemains',
} as const;
export type PhasingIssue = (typeof PhasingIssue)[keyof typeof PhasingIssue];

export interface PhasingProblem {
  /** The selection's position, or null for a problem of the whole selection. */
  readonly index: number | null;
  /** The request field it is about: `newPhase.items.N.quantity`, `newPhase.items.N.id` or `newPhase.items`. */
  readonly field: string;
  readonly issue: PhasingIssue;
}

/**
 * What is wrong with a selection for the new phase, in the selection's order; empty when it can be phased. An
 * item listed twice is the request schema's to refuse.
 */
export function findPhasingProblems(
  items: readonly PhasingItem[],
  selections: readonly PhasingSelection[],
): PhasingProblem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const problems: PhasingProblem[] = [];
  const movedThousandths = new Map<number, number>();
  selections.forEach((selection, index) => {
    const item = byId.get(selection.id);
    const at = (field: 'id' | 'quantity', issue: PhasingIssue) =>
      problems.push({ index, field: `newPhase.items.${index}.${field}`, issue });
    if (!item) return at('id', PhasingIssue.UNKNOWN_ITEM);
    if (!COUNTED_ITEM_STATUS_IDS.includes(item.statusId)) return at('id', PhasingIssue.ITEM_NOT_PHASEABLE);
    if (selection.quantity === null || toThousandths(selection.quantity) <= 0) {
      return at('quantity', PhasingIssue.QUANTITY_NOT_SET);
    }
    if (toThousandths(selection.quantity) > toThousandths(item.quantity)) {
      return at('quantity', PhasingIssue.QUANTITY_TOO_LARGE);
    }
    movedThousandths.set(item.id, toThousandths(selection.quantity));
  });
  if (problems.length > 0) return problems;
  const remains = items.some(
    (item) =>
      COUNTED_ITEM_STATUS_IDS.includes(item.statusId) &&
      toThousandths(item.quantity) - (movedThousandths.get(item.id) ?? 0) > 0,
  );
  if (!remains) problems.push({ index: null, field: 'newPhase.items', issue: PhasingIssue.NOTHING_REMAINS });
  return problems;
}

/** An amount of one phase and of the other, in dollars. */
export interface PhaseShare {
  readonly newPhase: number;
  readonly balancePhase: number;
}

/**
 * Shares `amountCents` by weight: the new phase's share rounded once to the cent (half away from zero), the
 * balance the rest, so the two add up to the amount exactly. With no weight on either side the amount goes where
 * `whenWeightless` says. Integer arithmetic (BigInt): cents × a subtotal in cents can pass 2^53.
 */
export function shareCents(
  amountCents: number,
  newWeight: number,
  balanceWeight: number,
  whenWeightless: 'newPhase' | 'balancePhase' = 'balancePhase',
): { newPhaseCents: number; balancePhaseCents: number } {
  const total = newWeight + balanceWeight;
  if (total <= 0) {
    return whenWeightless === 'newPhase'
      ? { newPhaseCents: amountCents, balancePhaseCents: 0 }
      : { newPhaseCents: 0, balancePhaseCents: amountCents };
  }
  const numerator = BigInt(Math.abs(amountCents)) * BigInt(newWeight);
  const denominator = BigInt(total);
  const rounded = Number((2n * numerator + denominator) / (2n * denominator));
  const newPhaseCents = amountCents < 0 ? -rounded : rounded;
  return { newPhaseCents, balancePhaseCents: amountCents - newPhaseCents };
}

export interface PlannedItem {
  readonly id: number;
  /** What the new phase gets of the item, and what stays in the balance (three decimals). */
  readonly newPhaseQuantity: number;
  readonly balancePhaseQuantity: number;
  /** The whole item moves (the balance keeps none of it): the item itself leaves the original order. */
  readonly movesWhole: boolean;
}

export interface OrderPhasePlan {
  /** The items the new phase takes, each with its balance; an original follows its substitute. */
  readonly items: readonly PlannedItem[];
  readonly discounts: ReadonlyArray<PhaseShare & { readonly id: number }>;
  readonly transportCosts: ReadonlyArray<
    PhaseShare & { readonly id: number; readonly sellerCompanyId: number }
  >;
  /** Null in both when the fee is not set. */
  readonly buyerDeliveryFee: { readonly newPhase: number | null; readonly balancePhase: number | null };
  /** The buyer subtotal of the items that count in each phase, the weights the charges are shared by. */
  readonly buyerSubtotal: PhaseShare;
}

/**
 * How a valid selection (findPhasingProblems found nothing) splits the order (decision 171):
 *
 * - Items: the quantity chosen moves to the new phase, the rest stays; an item chosen in full moves whole. An
 *   original replaced by a substitute follows it — whole when the substitute moves whole, otherwise at the same
 *   share of its own quantity.
 * - Discounts and the buyer delivery fee: shared by the buyer subtotal of each phase's items that count.
 * - A seller's transport cost: shared by the buyer subtotal of that seller's items in each phase, so it follows the
 *   seller's goods (all of it when all of them move). When the seller's goods have no price yet, the cost stays in
 *   the balance unless the seller has nothing left there.
 * - The new phase's share is rounded once to the cent; the balance keeps the rest.
 */
export function planOrderPhase(
  items: readonly PhasingItem[],
  selections: readonly PhasingSelection[],
  charges: PhasingCharges,
): OrderPhasePlan {
  const movedThousandthsOf = new Map(
    selections.map((selection) => [selection.id, toThousandths(selection.quantity ?? 0)]),
  );
  const planned: PlannedItem[] = [];
  const splitOf = (item: PhasingItem, moved: number): PlannedItem => {
    const total = toThousandths(item.quantity);
    return {
      id: item.id,
      newPhaseQuantity: fromThousandths(moved),
      balancePhaseQuantity: fromThousandths(total - moved),
      movesWhole: moved >= total,
    };
  };
  for (const item of items) {
    const moved = movedThousandthsOf.get(item.id);
    if (moved !== undefined && COUNTED_ITEM_STATUS_IDS.includes(item.statusId)) {
      planned.push(splitOf(item, moved));
    }
  }
  // Originals go with their substitutes: the record of what was replaced stays beside what replaced it.
  const plannedById = new Map(planned.map((entry) => [entry.id, entry]));
  const itemById = new Map(items.map((item) => [item.id, item]));
  for (const substitute of planned.slice()) {
    const originalId = itemById.get(substitute.id)?.replacesItemId ?? null;
    const original = originalId === null ? undefined : itemById.get(originalId);
    if (!original || original.statusId !== ItemStatus.ids.ORIGINAL || plannedById.has(original.id)) continue;
    const total = toThousandths(original.quantity);
    const moved = substitute.movesWhole
      ? total
      : Math.min(
          total,
          Math.round(
            (total * toThousandths(substitute.newPhaseQuantity)) /
              (toThousandths(substitute.newPhaseQuantity) + toThousandths(substitute.balancePhaseQuantity)),
          ),
        );
    const entry = { ...splitOf(original, moved), movesWhole: substitute.movesWhole };
    planned.push(entry);
    plannedById.set(original.id, entry);
  }

  // The weights: buyer subtotals of the items that count, per phase and per seller in each phase.
  let newSubtotal = 0;
  let balanceSubtotal = 0;
  const bySeller = new Map<
    number,
    { newCents: number; balanceCents: number; inNew: boolean; inBalance: boolean }
  >();
  for (const item of items) {
    if (!COUNTED_ITEM_STATUS_IDS.includes(item.statusId)) continue;
    const plan = plannedById.get(item.id);
    const newQuantity = plan ? plan.newPhaseQuantity : 0;
    const balanceQuantity = plan ? plan.balancePhaseQuantity : item.quantity;
    const newCents =
      newQuantity > 0 ? (lineMoney({ ...item, quantity: newQuantity }).buyerPriceCents ?? 0) : 0;
    const balanceCents =
      balanceQuantity > 0 ? (lineMoney({ ...item, quantity: balanceQuantity }).buyerPriceCents ?? 0) : 0;
    newSubtotal += newCents;
    balanceSubtotal += balanceCents;
    const seller = bySeller.get(item.sellerCompanyId) ?? {
      newCents: 0,
      balanceCents: 0,
      inNew: false,
      inBalance: false,
    };
    seller.newCents += newCents;
    seller.balanceCents += balanceCents;
    seller.inNew ||= newQuantity > 0;
    seller.inBalance ||= balanceQuantity > 0;
    bySeller.set(item.sellerCompanyId, seller);
  }
  const asShare = ({ newPhaseCents, balancePhaseCents }: ReturnType<typeof shareCents>): PhaseShare => ({
    newPhase: fromCents(newPhaseCents),
    balancePhase: fromCents(balancePhaseCents),
  });
  const byOrderGoods = (amount: number) => asShare(shareCents(toCents(amount), newSubtotal, balanceSubtotal));
  const fee = charges.buyerDeliveryFee === null ? null : byOrderGoods(charges.buyerDeliveryFee);
  return {
    items: planned,
    discounts: charges.discounts.map((entry) => ({ id: entry.id, ...byOrderGoods(entry.amount) })),
    transportCosts: charges.transportCosts.map((entry) => {
      const seller = bySeller.get(entry.sellerCompanyId);
      const weightless = seller?.inNew && !seller.inBalance ? 'newPhase' : 'balancePhase';
      return {
        id: entry.id,
        sellerCompanyId: entry.sellerCompanyId,
        ...asShare(
          shareCents(toCents(entry.cost), seller?.newCents ?? 0, seller?.balanceCents ?? 0, weightless),
        ),
      };
    }),
    buyerDeliveryFee: { newPhase: fee?.newPhase ?? null, balancePhase: fee?.balancePhase ?? null },
    buyerSubtotal: { newPhase: fromCents(newSubtotal), balancePhase: fromCents(balanceSubtotal) },
  };
}
