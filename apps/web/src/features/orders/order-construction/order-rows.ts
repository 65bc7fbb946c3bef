import {
  orderMoney,
  PictureStatus,
  type OrderAltItem,
  type OrderItem,
  type OrderMoney,
  type OrderRecord,
  type OrderSetupIssue,
  type OrderSubstitution,
  type SaveOrderConstruction,
} from '@portal/contracts';
import {
  constructionLineOf,
  isKnownNumber,
  toAltItemInputs,
  isRevertedSubstitute,
  isSourcingEditable,
  lineChangesOf,
  toChargesPayload,
  toSubstitution,
  withDerivedLinePrices,
  workingMoneyInput,
  type CellIssues,
  type ConstructionLine,
  type DiscountDraft,
  type TransportCostDraft,
} from '../../../components/construction';
import type { GridEntry } from '../../../components/grid';

/**
 * One item of the order construction grid (spec 001 §3 Constructed order item): the construction kit's line (what
 * the item is, set when the quote was built, and its sourcing, §3 'Order editable fields') with the sub-order it is
 * in and 'inventory secured'.
 */
export interface OrderConstructionRow extends ConstructionLine<OrderAltItem> {
  /** The sub-order (seller) the item is in as saved: a new seller moves it on save (decision 163). */
  readonly subOrderId: number;
  readonly inventorySecured: boolean;
}

/** The fields a user edits on an item (spec 001 §3 Order editable fields, and the status the menu moves). */
export const ORDER_EDITABLE_FIELDS = [
  'sellerCompany',
  'sellerUnitPrice',
  'markupRate',
  'buyerUnitPrice',
  'sellerContacted',
  'inventorySecured',
  'statusId',
  'altItems',
  'substitute',
] as const satisfies readonly (keyof OrderConstructionRow)[];
export type OrderEditableField = (typeof ORDER_EDITABLE_FIELDS)[number];

export function orderRowOf(item: OrderItem): OrderConstructionRow {
  return {
    ...constructionLineOf(item),
    subOrderId: item.subOrderId,
    sellerCompany: { id: item.sellerCompanyId, name: item.sellerCompanyName },
    inventorySecured: item.inventorySecured,
  };
}

export function orderRowsOf(record: OrderRecord): OrderConstructionRow[] {
  return record.items.map(orderRowOf);
}

/** The item after the user sets one field: a price carries its derived price with it (the kit's, decision 148). */
export const withDerivedOrderPrices: <TField extends OrderEditableField>(
  row: OrderConstructionRow,
  field: TField,
  value: OrderConstructionRow[TField],
) => Partial<OrderConstructionRow> = withDerivedLinePrices;

/** An item whose sourcing may be edited (the kit's rule, the same as a quote line's). */
export const isItemEditable: (row: OrderConstructionRow) => boolean = isSourcingEditable;

/**
 * Whether changing this item's seller deletes pictures (spec 001 §5 'Changing a seller deletes the previous
 * seller's attached pictures, after confirmation'): the save deletes the item's own pictures and sets its request
 * back to not sent, so the question is asked when the item has pictures or a request past 'not sent' (decision 173).
 */
export function sellerChangeDeletesPictures(record: OrderRecord, row: OrderConstructionRow): boolean {
  const item = record.items.find((candidate) => candidate.id === row.id);
  return item !== undefined && (item.pictureCount > 0 || item.pictureStatusId !== PictureStatus.ids.NOT_SENT);
}

/** Two delivery fees are the same figure (null: not set). */
export function sameFee(left: number | null, right: number | null): boolean {
  if (left === null || right === null) return left === right;
  return Math.abs(left - right) < 0.005;
}

/** The totals of the working copy as the user types (decision 148's order, with the delivery fee, decision 163). */
export function workingOrderTotals(
  entries: readonly GridEntry<OrderConstructionRow>[],
  discounts: readonly DiscountDraft[],
  transportCosts: readonly TransportCostDraft[],
  buyerDeliveryFee: number | null,
  record: OrderRecord,
): OrderMoney {
  return orderMoney({
    ...workingMoneyInput(entries, discounts, transportCosts),
    // The rates fixed when the order was placed (decision 151), as the server prices with.
    buyerFee:
      record.totals.buyerFeeRate === null
        ? null
        : { ratePercent: record.totals.buyerFeeRate, minimumAmount: record.totals.buyerFeeMinimum ?? 0 },
    taxRatePercent: record.totals.taxRate,
    buyerDeliveryFee: isKnownNumber(buyerDeliveryFee) ? buyerDeliveryFee : null,
  });
}

/** 'Mark substituted' with an alternate: the construction kit's substitution, as a quote line's is. */
export const toOrderSubstitution: (itemId: number, altItem: OrderAltItem) => OrderSubstitution =
  toSubstitution;

/** What a Save sends, and which grid row each index of the answer's issues is. */
export interface OrderConstructionPayload {
  readonly body: SaveOrderConstruction;
  /** The grid key of each sent item, by its index in `body.items`. */
  readonly itemKeys: readonly string[];
  readonly transportKeys: readonly string[];
  readonly discountKeys: readonly string[];
}

/**
 * PUT orderConstruction's body (decision 163): the items the user changed (only those change), the items marked
 * deleted, the substitutions and reverts, the order's whole discount and transport-cost lists and its buyer
 * delivery fee.
 */
export function toOrderSavePayload(
  orderId: number,
  entries: readonly GridEntry<OrderConstructionRow>[],
  discounts: readonly GridEntry<DiscountDraft>[],
  transportCosts: readonly GridEntry<TransportCostDraft>[],
  buyerDeliveryFee: number | null,
): OrderConstructionPayload {
  const edited = entries.filter(
    (entry) =>
      !entry.isDeleted &&
      entry.changedFields.some((field) => field !== 'substitute') &&
      !isRevertedSubstitute(entry) &&
      entry.current.sellerCompany !== null,
  );
  const charges = toChargesPayload(discounts, transportCosts);
  return {
    body: {
      id: orderId,
      items: edited.map(({ current, original, changedFields }) => ({
        id: current.id,
        sellerCompanyId: current.sellerCompany?.id ?? 0,
        sellerUnitPrice: current.sellerUnitPrice,
        markupRate: current.markupRate,
        buyerUnitPrice: current.buyerUnitPrice,
        sellerContacted: current.sellerContacted,
        inventorySecured: current.inventorySecured,
        // Only a move is sent: the server checks it against the transitions table's orderItem rows.
        ...(original !== null && original.statusId !== current.statusId
          ? { statusId: current.statusId }
          : {}),
        // The whole list replaces the saved one (decision 173): sent only when the user changed it.
        ...(changedFields.includes('altItems') ? { altItems: toAltItemInputs(current.altItems) } : {}),
      })),
      ...lineChangesOf(entries, toOrderSubstitution),
      discounts: charges.discounts,
      transportCosts: charges.transportCosts,
      buyerDeliveryFee: isKnownNumber(buyerDeliveryFee) ? buyerDeliveryFee : null,
    },
    itemKeys: edited.map((entry) => entry.key),
    transportKeys: charges.transportKeys,
    discountKeys: charges.discountKeys,
  };
}

/** The grid cell of an item field the server names (`sellerCompanyId` is the seller cell). */
const CELL_OF_ISSUE_FIELD: Readonly<Record<string, keyof OrderConstructionRow>> = {
  sellerCompanyId: 'sellerCompany',
  sellerUnitPrice: 'sellerUnitPrice',
  markupRate: 'markupRate',
  buyerUnitPrice: 'buyerUnitPrice',
  quantity: 'quantity',
  statusId: 'statusId',
  inventorySecured: 'inventorySecured',
  sellerContacted: 'sellerContacted',
};

/** The cells of the discount and transport panels a path's field names. */
const CHARGE_CELL_OF_ISSUE_FIELD: Readonly<Record<string, string>> = {
  discountId: 'discount',
  amount: 'amount',
  sellerCompanyId: 'sellerCompany',
  cost: 'cost',
  transportTypeId: 'transportTypeId',
};

const PATH = /^(items|discounts|transportCosts)\.(\d+)\.(\w+)$/;

/** Where a refusal's issues land: the item cells, the discount and transport rows (the kit's), the delivery fee. */
export interface OrderCellErrors extends CellIssues {
  readonly deliveryFee: string | null;
}

/**
 * The server's issues on the cells they name. `items.N.field` indexes either the items sent (a Save) or the
 * record's items (a refused 'finish setup', spec 001 §5, `orderSetupIssue`'s paths): `keyOf` says which grid row
 * each index is in each list; `buyerDeliveryFee` is the delivery fee's field.
 */
export function orderCellErrorsOf(
  issues: ReadonlyArray<{ field: string; message: string }>,
  keyOf: {
    readonly items: (index: number) => string | undefined;
    readonly discounts: (index: number) => string | undefined;
    readonly transportCosts: (index: number) => string | undefined;
  },
): OrderCellErrors {
  const lists = {
    items: new Map<string, Record<string, string>>(),
    discounts: new Map<string, Record<string, string>>(),
    transportCosts: new Map<string, Record<string, string>>(),
  };
  let deliveryFee: string | null = null;
  for (const issue of issues) {
    if (issue.field === 'buyerDeliveryFee') {
      deliveryFee = issue.message;
      continue;
    }
    const match = PATH.exec(issue.field);
    if (!match) continue;
    const list = match[1] as keyof typeof lists;
    const key = keyOf[list](Number(match[2]));
    const field = match[3] ?? '';
    const cell = list === 'items' ? CELL_OF_ISSUE_FIELD[field] : CHARGE_CELL_OF_ISSUE_FIELD[field];
    if (key === undefined || cell === undefined) continue;
    lists[list].set(key, { ...lists[list].get(key), [cell]: issue.message });
  }
  return { ...lists, deliveryFee };
}

/** A refused 'finish setup' as the issues of its fields (the §8 message on every cell it names). */
export function setupIssuesOf(issue: OrderSetupIssue): Array<{ field: string; message: string }> {
  return issue.paths.map((field) => ({ field, message: issue.message }));
}
