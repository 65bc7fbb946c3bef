/**
 * Order construction (issue 15; spec 001 §3 Constructed order item, Order editable fields, order discount,
 * transport cost; §4 order, sub-order and item statuses and the order transitions; §5 finish-setup rules; §7 PUT
 * orderConstruction, orderComment, updateOrderStatus, GET cancelOrder/{id}, reinstateOrder/{id},
 * toggleOrderInvoiced/{id}). The save mirrors the quote's (`saveQuoteConstructionSchema`, decision 153); the
 * rules of what an order may be saved with and finished with: decision 163; the status calls and the sub-order
 * statuses: decision 164.
 */
import { z } from 'zod';
import { OrderStatus } from '../enumerations';
import { MESSAGES } from '../messages';
import {
  COUNTED_ITEM_STATUS_IDS,
  percentOfCents,
  quoteMoney,
  toCents,
  type QuoteMoneyInput,
} from '../quote-money';
import { moneyAmount } from './fields';
import {
  altItemInputListSchema,
  altItemInputSchema,
  lineStatusMoveSchema,
  namesSomething,
  pricedLineSourcingSchema,
  pricedLineSubstitutionSchema,
  QUOTE_MAX_TRANSPORT_COSTS,
  savePricedDocumentSchema,
  transportCostInputSchema,
} from './priced-document';

const referenceId = z.number().int().positive();

const O = OrderStatus.ids;

/**
 * spec 001 §4: an order is built (items, discounts, transport costs, delivery fee) while New Order, WIP or
 * Planning Delivery; from Waiting for Delivery on, its deliveries are published and it is read-only (decision
 * 163). The phasing wizard uses the same three statuses (§4).
 */
export const ORDER_EDITABLE_STATUS_IDS: readonly number[] = [O.PENDING, O.WIP, O.DELIVERY_PLANNING];

export function isOrderEditable(statusId: number): boolean {
  return ORDER_EDITABLE_STATUS_IDS.includes(statusId);
}

/** The alternates of an order item are entered exactly as a quote line's (spec 001 §3 altOrderItems). */
export const orderAltItemInputSchema = altItemInputSchema;
export type OrderAltItemInput = z.input<typeof orderAltItemInputSchema>;

/**
 * One item's editable fields (spec 001 §3 'Order editable fields are the same, with inventorySecured replacing
 * inventoryAvailable'), its optional status move (checked by the transitions table's orderItem rows) and its
 * optional whole list of alternates. An order item always has a seller: its sub-order is the seller's, so a new
 * seller moves it to that seller's sub-order (decision 163).
 */
export const orderItemSourcingSchema = pricedLineSourcingSchema.extend({
  sellerCompanyId: referenceId,
  statusId: lineStatusMoveSchema,
  altItems: altItemInputListSchema,
  inventorySecured: z.boolean(),
});
export type OrderItemSourcing = z.input<typeof orderItemSourcingSchema>;

/**
 * spec 001 §4 'marked substituted' on an order item: the priced document's substitution (as in quotes, decision
 * 153) with inventorySecured. Substituting with an alternate is this call with the alternate's values.
 */
export const orderSubstitutionSchema = pricedLineSubstitutionSchema
  .extend({ inventorySecured: z.boolean().default(false) })
  .refine(namesSomething, { message: MESSAGES.emptySubstitution, path: ['productId'] });
export type OrderSubstitution = z.input<typeof orderSubstitutionSchema>;

export const orderTransportCostInputSchema = transportCostInputSchema;
export type OrderTransportCostInput = z.input<typeof orderTransportCostInputSchema>;

/**
 * spec 001 §5 'No duplicate transportation cost for the same seller company': the second cost of a seller is
 * refused, naming its seller field (`transportCosts.N.sellerCompanyId`).
 */
const transportCostList = z
  .array(orderTransportCostInputSchema)
  .max(QUOTE_MAX_TRANSPORT_COSTS)
  .superRefine((costs, context) => {
    const seen = new Set<number>();
    costs.forEach((cost, index) => {
      if (seen.has(cost.sellerCompanyId)) {
        context.addIssue({
          code: 'custom',
          message: MESSAGES.duplicateTransportCosts,
          path: [index, 'sellerCompanyId'],
        });
      }
      seen.add(cost.sellerCompanyId);
    });
  });

/**
 * PUT orderConstruction (version header): the items' sourcing (only the items sent change), the item actions
 * (deletions, substitutions, reverts — by the substitute's id), and the order's whole discount and transport-cost
 * lists and its buyer delivery fee (null: not set yet; §5 refuses to finish setup without it). The server prices
 * everything (decision 148) and refreshes the stored roll-ups.
 */
export const saveOrderConstructionSchema = savePricedDocumentSchema({
  line: orderItemSourcingSchema,
  substitution: orderSubstitutionSchema,
  lineIdsMessage: 'An item is listed twice.',
  transportCosts: transportCostList,
}).extend({ buyerDeliveryFee: moneyAmount.nullable() });
export type SaveOrderConstruction = z.input<typeof saveOrderConstructionSchema>;
export type SaveOrderConstructionValues = z.output<typeof saveOrderConstructionSchema>;

export const ORDER_COMMENT_MAX_LENGTH = 4_000;

/** PUT orderComment (version header): the order's comment alone; empty clears it. */
export const saveOrderCommentSchema = z.object({
  id: referenceId,
  comment: z.string().trim().max(ORDER_COMMENT_MAX_LENGTH).nullable(),
});
export type SaveOrderComment = z.input<typeof saveOrderCommentSchema>;

/**
 * PUT updateOrderStatus (version header): moves the order to `statusId` through the transitions table's order
 * rows (spec 001 §4). WIP → Planning Delivery is 'finish setup' and runs the §5 checks (`orderSetupIssues`).
 */
export const updateOrderStatusSchema = z.object({
  id: referenceId,
  statusId: z
    .number()
    .int()
    .refine((id) => OrderStatus.has(id), { message: 'Choose an order status.' }),
});
export type UpdateOrderStatus = z.input<typeof updateOrderStatusSchema>;

// ——— Finish setup (spec 001 §5; decision 163) ———

/** What the §5 checks read of an order: its items, discounts, transport costs and delivery fee. */
export interface OrderSetupFacts {
  readonly items: readonly {
    readonly statusId: number;
    readonly quantity: number | null;
    readonly sellerCompanyId: number | null;
    readonly sellerUnitPrice: number | null;
    readonly buyerUnitPrice: number | null;
  }[];
  readonly discounts: readonly { readonly discountId: number | null; readonly amount: number | null }[];
  readonly transportCosts: readonly {
    readonly sellerCompanyId: number | null;
    readonly cost: number | null;
  }[];
  readonly buyerDeliveryFee: number | null;
}

/** One failed check: the §8 message and the fields it names ('items.2.sellerUnitPrice'). */
export interface OrderSetupIssue {
  readonly message: string;
  readonly paths: readonly string[];
}

function isMissing(value: number | null): boolean {
  return value === null || value === undefined;
}

/**
 * The first §5 rule an order fails to finish setup (WIP → Planning Delivery), in §8's order — incomplete items,
 * incomplete discounts, incomplete transport costs, duplicate transport costs, delivery fee not set — or null when
 * it may finish. Paths index the lists as given (the record's order). An item that does not count (unavailable,
 * an original replaced, cancelled) is not checked.
 */
export function orderSetupIssue(order: OrderSetupFacts): OrderSetupIssue | null {
  const itemPaths: string[] = [];
  order.items.forEach((item, index) => {
    if (!COUNTED_ITEM_STATUS_IDS.includes(item.statusId)) return;
    if (isMissing(item.sellerCompanyId)) itemPaths.push(`items.${index}.sellerCompanyId`);
    if (isMissing(item.quantity) || (item.quantity ?? 0) <= 0) itemPaths.push(`items.${index}.quantity`);
    if (isMissing(item.sellerUnitPrice)) itemPaths.push(`items.${index}.sellerUnitPrice`);
    if (isMissing(item.buyerUnitPrice)) itemPaths.push(`items.${index}.buyerUnitPrice`);
  });
  if (itemPaths.length > 0) return { message: MESSAGES.incompleteOrderItems, paths: itemPaths };

  const discountPaths: string[] = [];
  order.discounts.forEach((discount, index) => {
    if (isMissing(discount.discountId)) discountPaths.push(`discounts.${index}.discountId`);
    if (isMissing(discount.amount) || (discount.amount ?? 0) <= 0)
      discountPaths.push(`discounts.${index}.amount`);
  });
  if (discountPaths.length > 0) return { message: MESSAGES.incompleteOrderDiscounts, paths: discountPaths };

  const transportPaths: string[] = [];
  order.transportCosts.forEach((cost, index) => {
    if (isMissing(cost.sellerCompanyId)) transportPaths.push(`transportCosts.${index}.sellerCompanyId`);
    if (isMissing(cost.cost) || (cost.cost ?? 0) <= 0) transportPaths.push(`transportCosts.${index}.cost`);
  });
  if (transportPaths.length > 0) return { message: MESSAGES.incompleteTransportCosts, paths: transportPaths };

  const duplicatePaths: string[] = [];
  const sellers = new Set<number>();
  order.transportCosts.forEach((cost, index) => {
    if (cost.sellerCompanyId === null) return;
    if (sellers.has(cost.sellerCompanyId)) duplicatePaths.push(`transportCosts.${index}.sellerCompanyId`);
    sellers.add(cost.sellerCompanyId);
  });
  if (duplicatePaths.length > 0) return { message: MESSAGES.duplicateTransportCosts, paths: duplicatePaths };

  if (isMissing(order.buyerDeliveryFee)) {
    return { message: MESSAGES.deliveryFeeNotSet, paths: ['buyerDeliveryFee'] };
  }
  return null;
}

// ——— The order's money (decision 148's order of operations, with the buyer delivery fee; decision 163) ———

export interface OrderMoneyInput extends QuoteMoneyInput {
  /** What the buyer is charged for delivery (spec 001 'buyer delivery fee'); null until set. */
  readonly buyerDeliveryFee: number | null;
}

export type OrderMoney = ReturnType<typeof quoteMoney> & { readonly deliveryFeeCents: number };

/**
 * The quote's totals with the buyer delivery fee added where transport is: after the discounts, outside the base
 * of the buyer fee (a fee on goods), inside the taxable amount (delivery is taxed as transport is).
 */
export function orderMoney(input: OrderMoneyInput): OrderMoney {
  const money = quoteMoney(input);
  const deliveryFeeCents = input.buyerDeliveryFee === null ? 0 : toCents(input.buyerDeliveryFee);
  const taxableCents = money.taxableCents + deliveryFeeCents;
  const taxCents = percentOfCents(taxableCents, input.taxRatePercent);
  return { ...money, deliveryFeeCents, taxableCents, taxCents, grandTotalCents: taxableCents + taxCents };
}
