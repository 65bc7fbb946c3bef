/**
 * Orders (issue 14 place order, issue 15 builds on it; spec 001 §3 Constructed order item, order discount,
 * transport cost, Sub-order row; §4 order, sub-order, item and inventory status ids; §7 POST order, order/{id},
 * subOrdersByOrderId/{id}). Data model: docs/decisions/151-order-model.md; placing: decision 152.
 */
import { InventoryStatus } from '../enumerations';

/** 'OR-10001' for the order placed from quote CQ-10001; 'OR-10001-P2' for the phase split off it (decision 151). */
export function formatOrderNumber(orderNumber: number, phaseNumber = 1): string {
  return phaseNumber === 1 ? `OR-${orderNumber}` : `OR-${orderNumber}-P${phaseNumber}`;
}

/** 'OR-10001-S2': the second sub-order (seller) of order OR-10001. */
export function formatSubOrderNumber(
  orderNumber: number,
  phaseNumber: number,
  sequenceNumber: number,
): string {
  return `${formatOrderNumber(orderNumber, phaseNumber)}-S${sequenceNumber}`;
}

/** How many of the items that count were contacted and secured (a secured item counts as contacted too). */
export interface InventoryCounts {
  readonly itemCount: number;
  readonly contactedCount: number;
  readonly securedCount: number;
}

/**
 * The inventory status of a sub-order or an order (spec 001 §4 ids; decision 151): every item secured → inventory
 * secured; some → partially secured; every item contacted → seller contacted; some → partially contacted; else
 * not contacted. An order or sub-order with no item that counts is not contacted.
 */
export function inventoryStatusOf({ itemCount, contactedCount, securedCount }: InventoryCounts): number {
  const ids = InventoryStatus.ids;
  if (itemCount === 0) return ids.NOT_CONTACTED;
  if (securedCount >= itemCount) return ids.INVENTORY_SECURED;
  if (securedCount > 0) return ids.PARTIALLY_SECURED;
  if (contactedCount >= itemCount) return ids.SELLER_CONTACTED;
  if (contactedCount > 0) return ids.PARTIALLY_CONTACTED;
  return ids.NOT_CONTACTED;
}
