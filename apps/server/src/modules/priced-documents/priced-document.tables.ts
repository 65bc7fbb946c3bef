import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  appUser,
  company,
  orderAltItem,
  orderAltItemSpec,
  orderDiscount,
  orderItem,
  orderItemSpec,
  orderTransportCost,
  orderTransportCostTransporter,
  product,
  productSize,
  quoteAltItem,
  quoteAltItemSpec,
  quoteDiscount,
  quoteItem,
  quoteItemSpec,
  quoteTransportCost,
  quoteTransportCostTransporter,
  subOrder,
} from '../../db/schema';

/** A document's buyer and owner; a line's seller; an alternate's product, size and seller: the reads' aliases. */
export const documentBuyer = alias(appUser, 'document_buyer_user');
export const documentOwner = alias(appUser, 'document_owner_user');
export const lineSeller = alias(company, 'priced_line_seller');
export const altProduct = alias(product, 'priced_alt_product');
export const altProductSize = alias(productSize, 'priced_alt_product_size');
export const altSeller = alias(company, 'priced_alt_seller');

/**
 * The tables of one kind of priced-line document (issue 37): a quote's and an order's are parallel (decision 149),
 * so the document's reads and writes are written once over this map and each kind names its own tables here.
 * Deliveries plug in with a third map.
 */
export const QUOTE_DOCUMENT = {
  kind: 'quote',
  item: quoteItem,
  itemDocument: quoteItem.quoteId,
  itemSpec: quoteItemSpec,
  altItem: quoteAltItem,
  altItemOwner: quoteAltItem.quoteItemId,
  altItemSpec: quoteAltItemSpec,
  discount: quoteDiscount,
  discountDocument: quoteDiscount.quoteId,
  transportCost: quoteTransportCost,
  transportCostDocument: quoteTransportCost.quoteId,
  /** A quote's transport costs are never split between phases. */
  transportCostSplitGroup: sql<number | null>`null::int`,
  transportCostTransporter: quoteTransportCostTransporter,
  /** The columns that tie a row to its document and an alternate to its line, as an insert names them. */
  documentColumn: (documentId: number) => ({ quoteId: documentId }),
  altOwnerColumn: (itemId: number) => ({ quoteItemId: itemId }),
  /** The line's own sourcing columns beside the shared ones: its seller, and whether stock is available. */
  sourcing: { owner: 'seller_company_id', stock: 'inventory_available' },
  /** A line's seller is its own column (none until sourced). */
  lineSellerId: quoteItem.sellerCompanyId,
  joinLineSeller: <TSelect extends PgSelect>(select: TSelect): TSelect =>
    select.leftJoin(lineSeller, eq(lineSeller.id, quoteItem.sellerCompanyId)) as unknown as TSelect,
} as const;

export const ORDER_DOCUMENT = {
  kind: 'order',
  item: orderItem,
  itemDocument: orderItem.orderId,
  itemSpec: orderItemSpec,
  altItem: orderAltItem,
  altItemOwner: orderAltItem.orderItemId,
  altItemSpec: orderAltItemSpec,
  discount: orderDiscount,
  discountDocument: orderDiscount.orderId,
  transportCost: orderTransportCost,
  transportCostDocument: orderTransportCost.orderId,
  /** Phasing shares a transport cost between phases (decision 202): the shares of one cost share a group. */
  transportCostSplitGroup: orderTransportCost.splitGroupId,
  transportCostTransporter: orderTransportCostTransporter,
  documentColumn: (documentId: number) => ({ orderId: documentId }),
  altOwnerColumn: (itemId: number) => ({ orderItemId: itemId }),
  /** An item's seller is its sub-order's (decision 151); secured stock is the order's step. */
  sourcing: { owner: 'sub_order_id', stock: 'inventory_secured' },
  lineSellerId: subOrder.sellerCompanyId,
  joinLineSeller: <TSelect extends PgSelect>(select: TSelect): TSelect =>
    select
      .innerJoin(subOrder, eq(subOrder.id, orderItem.subOrderId))
      .innerJoin(lineSeller, eq(lineSeller.id, subOrder.sellerCompanyId)) as unknown as TSelect,
} as const;

export type PricedDocumentTables = typeof QUOTE_DOCUMENT | typeof ORDER_DOCUMENT;

/** 'Acer rubrum ''October Glory''': the Latin name, with the cultivar in single quotes when it has one. */
export function productNameOf(table: { latinName: AnyColumn; cultivar: AnyColumn }) {
  return sql<string>`case when ${table.cultivar} is null then ${table.latinName}
    else ${table.latinName} || ' ''' || ${table.cultivar} || '''' end`;
}

/**
 * A document's buyer or owner as the workspaces name them: first and last name when both are known, else the email
 * (the owner view of spec 001 §3 User).
 */
export function userDisplayName(user: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn }) {
  return sql<string>`case when ${user.firstName} is not null and ${user.lastName} is not null
    then ${user.firstName} || ' ' || ${user.lastName} else ${user.email} end`;
}

/** The same for a user who may be none (a document's owner): null then. */
export function optionalUserDisplayName(user: {
  id: AnyColumn;
  firstName: AnyColumn;
  lastName: AnyColumn;
  email: AnyColumn;
}) {
  return sql<string | null>`case when ${user.id} is null then null else ${userDisplayName(user)} end`;
}

/** The names of a document's buyer and owner (joined as `documentBuyer` and `documentOwner`). */
export const partyNames = {
  buyerUserName: userDisplayName(documentBuyer),
  ownerUserName: optionalUserDisplayName(documentOwner),
};

/** The product display name of the document's lines (and of the import's rows). */
export const productDisplayName = productNameOf(product);

/** The columns every priced line has, whatever its document. */
export function pricedLineColumns(item: typeof quoteItem | typeof orderItem) {
  return {
    id: item.id,
    sequenceNumber: item.sequenceNumber,
    productId: item.productId,
    productName: productDisplayName,
    productSizeId: item.productSizeId,
    productSizeName: productSize.name,
    quantity: item.quantity,
    statusId: item.statusId,
    sellerUnitPrice: item.sellerUnitPrice,
    markupRate: item.markupRate,
    buyerUnitPrice: item.buyerUnitPrice,
    sellerPrice: item.sellerPrice,
    buyerPrice: item.buyerPrice,
    sellerContacted: item.sellerContacted,
    replacesItemId: item.replacesItemId,
  };
}
