import { TransportType } from '@portal/contracts';
import type { GridEntry, PickedRecord } from '../grid';
import { isKnownNumber } from './known-number';

/*
 * A quote's or an order's discounts and transport costs as their panels edit them (spec 001 §3 quote discount,
 * order discount, transport cost): both records answer them in the same shape and both saves take whole lists.
 */

/** A discount as its panel's grid edits it: a discount type of Discount Settings and an amount. */
export interface DiscountDraft {
  /** The grid's key: the row's place in the saved list (the server keeps no id the save refers to). */
  readonly rowKey: string;
  readonly sequenceNumber: number;
  readonly discount: PickedRecord | null;
  readonly amount: number | null;
}

/** A transport cost as its panel's grid edits it (one per seller, spec 001 §5). */
export interface TransportCostDraft {
  readonly rowKey: string;
  readonly sequenceNumber: number;
  /** TransportType: seller 1, third-party 2. */
  readonly transportTypeId: number | null;
  readonly sellerCompany: PickedRecord | null;
  readonly cost: number | null;
  readonly transporters: readonly PickedRecord[];
}

/** The charges of a record as GET quote/{id} and GET order/{id} answer them. */
export interface SavedCharges {
  readonly discounts: ReadonlyArray<{
    readonly discountId: number;
    readonly discountName: string;
    readonly amount: number;
  }>;
  readonly transportCosts: ReadonlyArray<{
    readonly transportTypeId: number;
    readonly sellerCompanyId: number;
    readonly sellerCompanyName: string;
    readonly cost: number;
    readonly transporters: readonly PickedRecord[];
  }>;
}

export function discountDraftsOf(record: SavedCharges): DiscountDraft[] {
  return record.discounts.map((line, index) => ({
    rowKey: `discount-${index + 1}`,
    sequenceNumber: index + 1,
    discount: { id: line.discountId, name: line.discountName },
    amount: line.amount,
  }));
}

export function blankDiscount(): DiscountDraft {
  return { rowKey: '', sequenceNumber: 0, discount: null, amount: null };
}

export function transportDraftsOf(record: SavedCharges): TransportCostDraft[] {
  return record.transportCosts.map((line, index) => ({
    rowKey: `transport-${index + 1}`,
    sequenceNumber: index + 1,
    transportTypeId: line.transportTypeId,
    sellerCompany: { id: line.sellerCompanyId, name: line.sellerCompanyName },
    cost: line.cost,
    transporters: line.transporters,
  }));
}

export function blankTransportCost(): TransportCostDraft {
  return {
    rowKey: '',
    sequenceNumber: 0,
    transportTypeId: TransportType.ids.SELLER,
    sellerCompany: null,
    cost: null,
    transporters: [],
  };
}

/** The rows a panel's grid keeps (not marked deleted), in display order. */
export function keptRows<TRow extends { readonly sequenceNumber: number }>(
  entries: readonly GridEntry<TRow>[],
): TRow[] {
  return entries.filter((entry) => !entry.isDeleted).map((entry) => entry.current);
}

/** The charges as a save sends them (whole lists), and which grid row each transport cost's index is. */
export interface ChargesPayload {
  readonly discounts: Array<{ discountId: number; amount: number }>;
  readonly transportCosts: Array<{
    transportTypeId: 1 | 2;
    sellerCompanyId: number;
    cost: number;
    transporterIds: number[];
  }>;
  readonly discountKeys: readonly string[];
  readonly transportKeys: readonly string[];
}

export function toChargesPayload(
  discounts: readonly GridEntry<DiscountDraft>[],
  transportCosts: readonly GridEntry<TransportCostDraft>[],
): ChargesPayload {
  const keptDiscounts = discounts.filter((entry) => !entry.isDeleted);
  const keptTransport = transportCosts.filter((entry) => !entry.isDeleted);
  return {
    discounts: keptDiscounts.map(({ current }) => ({
      discountId: current.discount?.id ?? 0,
      amount: current.amount ?? 0,
    })),
    transportCosts: keptTransport.map(({ current }) => ({
      transportTypeId: current.transportTypeId === TransportType.ids.THIRD_PARTY ? 2 : 1,
      sellerCompanyId: current.sellerCompany?.id ?? 0,
      cost: current.cost ?? 0,
      transporterIds: current.transporters.map((transporter) => transporter.id),
    })),
    discountKeys: keptDiscounts.map((entry) => entry.key),
    transportKeys: keptTransport.map((entry) => entry.key),
  };
}

/** Discount rows that cannot be sent yet: a type or an amount missing (the panel marks those cells). */
export function discountCellErrors(
  entries: readonly GridEntry<DiscountDraft>[],
  requiredText: string,
): Map<string, Record<string, string>> {
  const byRow = new Map<string, Record<string, string>>();
  for (const { key, current: row, isDeleted } of entries) {
    if (isDeleted) continue;
    const errors: Record<string, string> = {};
    if (row.discount === null) errors['discount'] = requiredText;
    if (!isKnownNumber(row.amount)) errors['amount'] = requiredText;
    if (Object.keys(errors).length > 0) byRow.set(key, errors);
  }
  return byRow;
}

/**
 * A transport row that cannot be sent yet (type, seller or cost missing), or the second cost of one seller (spec
 * 001 §5: no duplicate transportation cost for the same seller company).
 */
export function transportCellErrors(
  entries: readonly GridEntry<TransportCostDraft>[],
  requiredText: string,
  duplicateText: string,
): Map<string, Record<string, string>> {
  const byRow = new Map<string, Record<string, string>>();
  const seen = new Set<number>();
  for (const { key, current: row, isDeleted } of entries) {
    if (isDeleted) continue;
    const errors: Record<string, string> = {};
    if (row.transportTypeId === null) errors['transportTypeId'] = requiredText;
    if (row.sellerCompany === null) errors['sellerCompany'] = requiredText;
    else if (seen.has(row.sellerCompany.id)) errors['sellerCompany'] = duplicateText;
    if (row.sellerCompany !== null) seen.add(row.sellerCompany.id);
    if (!isKnownNumber(row.cost)) errors['cost'] = requiredText;
    if (Object.keys(errors).length > 0) byRow.set(key, errors);
  }
  return byRow;
}

const TRANSPORT_ISSUE = /^transportCosts\.(\d+)\.(\w+)$/;

/** The server's `transportCosts.N.field` issues on the transport panel's cells (N: the index sent). */
export function transportIssuesOf(
  issues: ReadonlyArray<{ field: string; message: string }>,
  transportKeys: readonly string[],
): Map<string, Record<string, string>> {
  const byRow = new Map<string, Record<string, string>>();
  for (const issue of issues) {
    const match = TRANSPORT_ISSUE.exec(issue.field);
    const key = match ? transportKeys[Number(match[1])] : undefined;
    if (!match || key === undefined) continue;
    const field = match[2] === 'sellerCompanyId' ? 'sellerCompany' : (match[2] ?? '');
    byRow.set(key, { ...byRow.get(key), [field]: issue.message });
  }
  return byRow;
}

function sameList<TLine>(left: readonly TLine[], right: readonly TLine[]): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/** Whether two discount lists are the same (order kept: the server answers them as saved). */
export function sameDiscounts(left: readonly DiscountDraft[], right: readonly DiscountDraft[]): boolean {
  const plain = (lines: readonly DiscountDraft[]) =>
    lines.map((line) => ({ discount: line.discount?.id ?? null, amount: line.amount }));
  return sameList(plain(left), plain(right));
}

/** Whether two transport-cost lists are the same, sellers and transporters by id. */
export function sameTransportCosts(
  left: readonly TransportCostDraft[],
  right: readonly TransportCostDraft[],
): boolean {
  const plain = (lines: readonly TransportCostDraft[]) =>
    lines.map((line) => ({
      type: line.transportTypeId,
      seller: line.sellerCompany?.id ?? null,
      cost: line.cost,
      transporters: line.transporters.map((transporter) => transporter.id),
    }));
  return sameList(plain(left), plain(right));
}
