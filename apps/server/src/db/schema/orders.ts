/**
 * Orders (spec 001 §3 Constructed order item, order discount, transport cost, Sub-order row; §4 order, sub-order,
 * item, inventory, picture and sub-order delivery status ids): what placing an order from a returned quote makes
 * (issue 14), shaped for the order screens and dashboards of issue 15 at 100,000 orders, 300,000 sub-orders and
 * 1,000,000 items. docs/decisions/151-order-model.md.
 *
 * The SQL name of the order is `customer_order`: `order` is a reserved word.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productSize, product } from './catalog';
import { appUser, company, country, province, transporter } from './core';
import { discount } from './settings';
import { quote, quoteItem } from './quotes';
import { searchTextColumnSql } from '../search-fold';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Money kept by the server (decision 148's rules), summed per order and sub-order on every order write. */
function money(name: string) {
  return numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);
}

/**
 * What a list's sort index carries after its keys (decision 181): the list's filter columns, so a filter under that
 * sort is tested in the index and a deep page skips index entries, not table rows. `leading`, the column that
 * already leads the index, is left out.
 */
function listFilterColumns<TName extends string, TColumn>(
  table: Readonly<Record<TName, TColumn>>,
  filters: readonly TName[],
  leading?: TName,
): TColumn[] {
  return filters.filter((name) => name !== leading).map((name) => table[name]);
}

/** The order columns the order lists filter on (the order repository's `dashboardWhere`), the search text last. */
const ORDER_LIST_FILTERS = [
  'statusId',
  'inventoryStatusId',
  'pictureStatusId',
  'ownerUserId',
  'buyerCompanyId',
  'provinceId',
  'searchText',
] as const;

/**
 * The sub-order columns the SubOrder Dashboard filters on (its repository's `subOrderRowWhere`), and its order's
 * folded job text, which its text search tests.
 */
const SUB_ORDER_LIST_FILTERS = [
  'sellerCompanyId',
  'buyerCompanyId',
  'statusId',
  'inventoryStatusId',
  'deliveryStatusId',
  'transporterId',
  'searchText',
] as const;

/** The SubOrder Dashboard's filters by id (all but its text search). */
const SUB_ORDER_ID_FILTERS = SUB_ORDER_LIST_FILTERS.filter((name) => name !== 'searchText');

/**
 * spec 001 §3 order (FLOW.md §5): one per returned quote, made by POST order. Its number is the job's number (the
 * one its request, standardized quote and quote carry) with a phase: the first order of a job is phase 1, and each
 * order the phasing wizard (issue 15) splits off takes the next phase of the same number.
 */
export const customerOrder = pgTable(
  'customer_order',
  {
    id: serial('id').primaryKey(),
    orderNumber: integer('order_number').notNull(),
    phaseNumber: smallint('phase_number').notNull().default(1),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quote.id),
    /** The order a phase was split from (issue 15 phasing wizard); null for the order placed from the quote. */
    phasedFromOrderId: integer('phased_from_order_id').references((): AnyPgColumn => customerOrder.id, {
      onDelete: 'set null',
    }),
    buyerCompanyId: integer('buyer_company_id')
      .notNull()
      .references(() => company.id),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => appUser.id),
    ownerUserId: integer('owner_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    // The job and where it is delivered, copied from the quote request when the order is placed.
    jobName: text('job_name').notNull(),
    referenceNumber: text('reference_number'),
    approxJobDate: date('approx_job_date', { mode: 'string' }),
    /** DeliveryMethod: Delivery 1, Pickup 2. */
    deliveryMethodId: smallint('delivery_method_id').notNull().default(1),
    deliveryAddress: text('delivery_address'),
    city: text('city'),
    postalCode: text('postal_code'),
    provinceId: integer('province_id').references(() => province.id),
    countryId: integer('country_id').references(() => country.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** OrderStatus: New Order (pending) 1, WIP 2, waiting 3, complete 4, cancelled 5, delivery planning 7. */
    statusId: smallint('status_id').notNull().default(1),
    /** Roll-ups of the items (spec 001 §4 inventory and picture status; delivery assigned), kept on every write. */
    inventoryStatusId: smallint('inventory_status_id').notNull().default(2),
    pictureStatusId: smallint('picture_status_id').notNull().default(1),
    deliveryAssignedId: smallint('delivery_assigned_id').notNull().default(2),
    /** toggleOrderInvoiced (spec 001 §7). */
    invoiced: boolean('invoiced').notNull().default(false),
    /** The buyer's delivery fee; null until set (spec 001 §5: it must be set to finish the order). */
    buyerDeliveryFee: numeric('buyer_delivery_fee', { precision: 12, scale: 2, mode: 'number' }),
    /** orderComment (spec 001 §7). */
    comment: text('comment'),
    /**
     * The rates the order was priced with, fixed when it is placed: a later change of Tax Rate or Transaction Fee
     * Settings does not re-price an order the buyer has accepted (decision 151).
     */
    taxRate: numeric('tax_rate', { precision: 7, scale: 3, mode: 'number' }).notNull().default(0),
    buyerFeeRate: numeric('buyer_fee_rate', { precision: 6, scale: 3, mode: 'number' }),
    buyerFeeMinimum: numeric('buyer_fee_minimum', { precision: 12, scale: 2, mode: 'number' }),
    /** The totals (decision 148's order of operations over the items that count), for the dashboards' sorts. */
    itemCount: integer('item_count').notNull().default(0),
    sellerCost: money('seller_cost'),
    buyerSubtotal: money('buyer_subtotal'),
    discountTotal: money('discount_total'),
    transportTotal: money('transport_total'),
    feeTotal: money('fee_total'),
    taxTotal: money('tax_total'),
    grandTotal: money('grand_total'),
    placedByUserId: integer('placed_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** Job name and reference number folded for the dashboards' contains search (decision 061). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextColumnSql('job_name', 'reference_number')),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('customer_order_number_unique').on(table.orderNumber, table.phaseNumber),
    // One order per quote: the phases split off later name the same quote.
    uniqueIndex('customer_order_quote_unique')
      .on(table.quoteId)
      .where(sql`${table.phaseNumber} = 1`),
    check('customer_order_status_check', sql`${table.statusId} in (1, 2, 3, 4, 5, 7)`),
    check('customer_order_inventory_status_check', sql`${table.inventoryStatusId} between 1 and 5`),
    check('customer_order_picture_status_check', sql`${table.pictureStatusId} between 1 and 4`),
    check('customer_order_delivery_assigned_check', sql`${table.deliveryAssignedId} between 1 and 3`),
    check('customer_order_phase_check', sql`${table.phaseNumber} >= 1`),
    check('customer_order_delivery_fee_check', sql`coalesce(${table.buyerDeliveryFee}, 0) >= 0`),
    // The dashboards' sorts and filters (issue 15, decisions 151, 181). Each filter column leads an index ending in
    // the default sort and its tie-break: a filter alone under the default sort is an index-only walk.
    index('customer_order_status_number_index').on(
      table.statusId,
      table.orderNumber,
      table.phaseNumber,
      table.id,
    ),
    index('customer_order_buyer_company_index').on(
      table.buyerCompanyId,
      table.orderNumber,
      table.phaseNumber,
      table.id,
    ),
    index('customer_order_owner_index').on(table.ownerUserId, table.orderNumber, table.phaseNumber, table.id),
    index('customer_order_province_index').on(
      table.provinceId,
      table.orderNumber,
      table.phaseNumber,
      table.id,
    ),
    index('customer_order_inventory_status_index').on(
      table.inventoryStatusId,
      table.orderNumber,
      table.phaseNumber,
      table.id,
    ),
    index('customer_order_picture_status_index').on(
      table.pictureStatusId,
      table.orderNumber,
      table.phaseNumber,
      table.id,
    ),
    // Each sort's index carries every filter column and the folded search text after its keys (decision 181): any
    // filter under any sort walks the sort's index and tests the filter there, never the table.
    index('customer_order_number_list_index').on(
      table.orderNumber,
      table.phaseNumber,
      table.id,
      ...listFilterColumns(table, ORDER_LIST_FILTERS),
    ),
    // The status sort under another filter; the narrow status index above stays for the counts per status, which
    // would rather read the table than this one.
    index('customer_order_status_sort_index').on(
      table.statusId,
      table.orderNumber,
      table.phaseNumber,
      table.id,
      ...listFilterColumns(table, ORDER_LIST_FILTERS, 'statusId'),
    ),
    index('customer_order_created_at_index').on(
      table.createdAt,
      table.id,
      ...listFilterColumns(table, ORDER_LIST_FILTERS),
    ),
    index('customer_order_approx_job_date_index').on(
      table.approxJobDate,
      table.id,
      ...listFilterColumns(table, ORDER_LIST_FILTERS),
    ),
    index('customer_order_grand_total_index').on(
      table.grandTotal,
      table.id,
      ...listFilterColumns(table, ORDER_LIST_FILTERS),
    ),
    index('customer_order_phased_from_index').on(table.phasedFromOrderId),
    index('customer_order_search_trigram_index')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** A SubOrder Dashboard filter's index: the column, then the default sort and its tie-break, then the key. */
function subOrderFilterIndex<TColumn extends ExtraConfigColumn>(
  name: string,
  column: TColumn,
  table: Readonly<Record<'orderNumber' | 'phaseNumber' | 'sequenceNumber' | 'id', TColumn>>,
) {
  return index(name).on(column, table.orderNumber, table.phaseNumber, table.sequenceNumber, table.id);
}

/**
 * spec 001 §4 sub-order, §3 Sub-order row: one per seller of an order. The order's number, phase, buyer and folded
 * job text are copied here (they never change on an order; `subOrderCopyOf` writes them) so the SubOrder Dashboard
 * sorts, filters and searches on one table's indexes; everything that changes lives on one row only.
 */
export const subOrder = pgTable(
  'sub_order',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    /** The sub-order's place in its order (its number: 'OR-10001-S2', formatSubOrderNumber). */
    sequenceNumber: smallint('sequence_number').notNull(),
    orderNumber: integer('order_number').notNull(),
    phaseNumber: smallint('phase_number').notNull().default(1),
    buyerCompanyId: integer('buyer_company_id')
      .notNull()
      .references(() => company.id),
    sellerCompanyId: integer('seller_company_id')
      .notNull()
      .references(() => company.id),
    /** SubOrderStatus: WIP 1, setup complete 2, cancelled 3, recommended 4, archived 5, setup incomplete 6 … */
    statusId: smallint('status_id').notNull().default(1),
    /** InventoryStatus roll-up of its items (inventoryStatusId of the sub-order row). */
    inventoryStatusId: smallint('inventory_status_id').notNull().default(2),
    pictureStatusId: smallint('picture_status_id').notNull().default(1),
    /** SubOrderDeliveryStatus: not contacted 1, contacted 2, booked 3, pickup 4. */
    deliveryStatusId: smallint('delivery_status_id').notNull().default(1),
    deliveryAssignedId: smallint('delivery_assigned_id').notNull().default(2),
    /** The delivery carrying its items, shown on the SubOrder Dashboard: the lowest number when several do. */
    deliveryNumber: integer('delivery_number'),
    /** The carrier named on the sub-order row (spec 001 §3 Sub-order row transporter). */
    transporterId: integer('transporter_id').references(() => transporter.id, { onDelete: 'set null' }),
    /** Its order's `search_text` (job name and reference, folded), for the dashboard's text search (decision 182). */
    searchText: text('search_text').notNull(),
    // pickDate(s) and deliveryDate(s): a first and last day each, edited inline (subOrderRow/{id}).
    pickDateFrom: date('pick_date_from', { mode: 'string' }),
    pickDateTo: date('pick_date_to', { mode: 'string' }),
    deliveryDateFrom: date('delivery_date_from', { mode: 'string' }),
    deliveryDateTo: date('delivery_date_to', { mode: 'string' }),
    comment: text('comment'),
    /** toggleSubOrderBilled (spec 001 §7). */
    billed: boolean('billed').notNull().default(false),
    // The row's roll-ups (totalItems, totalSellerContacted, totalInventorySecured, totalDeliveryAssigned) and
    // money, kept on every write of its items.
    itemCount: integer('item_count').notNull().default(0),
    sellerContactedCount: integer('seller_contacted_count').notNull().default(0),
    inventorySecuredCount: integer('inventory_secured_count').notNull().default(0),
    deliveryAssignedCount: integer('delivery_assigned_count').notNull().default(0),
    sellerTotal: money('seller_total'),
    buyerTotal: money('buyer_total'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('sub_order_seller_unique').on(table.orderId, table.sellerCompanyId),
    uniqueIndex('sub_order_sequence_unique').on(table.orderId, table.sequenceNumber),
    check('sub_order_status_check', sql`${table.statusId} between 1 and 8`),
    check('sub_order_inventory_status_check', sql`${table.inventoryStatusId} between 1 and 5`),
    check('sub_order_picture_status_check', sql`${table.pictureStatusId} between 1 and 4`),
    check('sub_order_delivery_status_check', sql`${table.deliveryStatusId} between 1 and 4`),
    check('sub_order_delivery_assigned_check', sql`${table.deliveryAssignedId} between 1 and 3`),
    // The SubOrder Dashboard (issue 15, decision 181). Each filter's index ends in the default sort and its
    // tie-break; each sort's index carries every filter column and the folded job text after its keys (decision 182).
    subOrderFilterIndex('sub_order_seller_index', table.sellerCompanyId, table),
    subOrderFilterIndex('sub_order_buyer_index', table.buyerCompanyId, table),
    subOrderFilterIndex('sub_order_status_index', table.statusId, table),
    subOrderFilterIndex('sub_order_inventory_status_index', table.inventoryStatusId, table),
    subOrderFilterIndex('sub_order_delivery_status_index', table.deliveryStatusId, table),
    subOrderFilterIndex('sub_order_transporter_index', table.transporterId, table),
    index('sub_order_number_index').on(
      table.orderNumber,
      table.phaseNumber,
      table.sequenceNumber,
      table.id,
      ...listFilterColumns(table, SUB_ORDER_LIST_FILTERS),
    ),
    // The delivery-status sort under another filter; the filter's narrow index above keeps its count off the table.
    index('sub_order_delivery_status_sort_index').on(
      table.deliveryStatusId,
      table.orderNumber,
      table.phaseNumber,
      table.sequenceNumber,
      table.id,
      ...listFilterColumns(table, SUB_ORDER_LIST_FILTERS, 'deliveryStatusId'),
    ),
    index('sub_order_pick_date_index').on(
      table.pickDateFrom,
      table.id,
      ...listFilterColumns(table, SUB_ORDER_LIST_FILTERS),
    ),
    index('sub_order_delivery_date_index').on(
      table.deliveryDateFrom,
      table.id,
      ...listFilterColumns(table, SUB_ORDER_LIST_FILTERS),
    ),
    // A seller's sub-orders by pick or delivery day (decision 185): a nursery's pickups in date order, under any
    // other filter tested in the index, read without a sort of all its sub-orders.
    index('sub_order_seller_pick_date_index').on(
      table.sellerCompanyId,
      table.pickDateFrom,
      table.id,
      ...listFilterColumns(table, SUB_ORDER_ID_FILTERS, 'sellerCompanyId'),
    ),
    index('sub_order_seller_delivery_date_index').on(
      table.sellerCompanyId,
      table.deliveryDateFrom,
      table.id,
      ...listFilterColumns(table, SUB_ORDER_ID_FILTERS, 'sellerCompanyId'),
    ),
    // A rare word's few sub-orders (decision 182); a common word walks the sort's index instead (decision 181).
    index('sub_order_search_trigram_index')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * spec 001 §3 Constructed order item: the quote item's fields with inventorySecured instead of
 * inventoryAvailable. Its seller is its sub-order's: changing the seller moves the item to that seller's
 * sub-order, so the two can never disagree.
 */
export const orderItem = pgTable(
  'order_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    subOrderId: integer('sub_order_id')
      .notNull()
      .references(() => subOrder.id),
    sequenceNumber: integer('sequence_number').notNull().default(1),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSize.id),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    /** ItemStatus (spec 001 §4 sub-order item): WIP 1, complete 2, cancelled 3, unavailable 4, substituted 5, original 6. */
    statusId: smallint('status_id').notNull().default(1),
    sellerUnitPrice: numeric('seller_unit_price', { precision: 12, scale: 2, mode: 'number' }),
    /** Percent over the seller's unit price, three decimals (decision 040). */
    markupRate: numeric('markup_rate', { precision: 9, scale: 3, mode: 'number' }),
    buyerUnitPrice: numeric('buyer_unit_price', { precision: 12, scale: 2, mode: 'number' }),
    /** quantity × unit price, rounded once to the cent by the server (decision 148). */
    sellerPrice: numeric('seller_price', { precision: 14, scale: 2, mode: 'number' }),
    buyerPrice: numeric('buyer_price', { precision: 14, scale: 2, mode: 'number' }),
    sellerContacted: boolean('seller_contacted').notNull().default(false),
    inventorySecured: boolean('inventory_secured').notNull().default(false),
    /** A substitute names the item it replaces, which keeps its values with status original (spec 001 §4). */
    replacesItemId: bigint('replaces_item_id', { mode: 'number' }).references(
      (): AnyPgColumn => orderItem.id,
      {
        onDelete: 'set null',
      },
    ),
    /** The quote line it was placed from; kept when that quote is later deleted or its lines change. */
    fromQuoteItemId: bigint('from_quote_item_id', { mode: 'number' }).references(() => quoteItem.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    index('order_item_order_sequence_index').on(table.orderId, table.sequenceNumber),
    index('order_item_sub_order_index').on(table.subOrderId, table.sequenceNumber),
    // The catalog's in-use checks and 'who can supply this line' from orders (issue 14 candidates, import source 2).
    index('order_item_product_index').on(table.productId, table.productSizeId),
    index('order_item_size_index').on(table.productSizeId),
    index('order_item_replaces_index').on(table.replacesItemId),
    index('order_item_from_quote_item_index').on(table.fromQuoteItemId),
    check('order_item_status_check', sql`${table.statusId} between 1 and 6`),
    check(
      'order_item_prices_check',
      sql`coalesce(${table.sellerUnitPrice}, 0) >= 0 and coalesce(${table.buyerUnitPrice}, 0) >= 0`,
    ),
  ],
);

export const orderItemSpec = pgTable(
  'order_item_spec',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItem.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSize.id),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.productSizeId] }),
    index('order_item_spec_size_index').on(table.productSizeId),
  ],
);

/** spec 001 §3 altOrderItems: an item's alternates, as quote_alt_item (decision 149). */
export const orderAltItem = pgTable(
  'order_alt_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItem.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => product.id),
    productSizeId: integer('product_size_id').references(() => productSize.id),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    sellerCompanyId: integer('seller_company_id').references(() => company.id),
    sellerUnitPrice: numeric('seller_unit_price', { precision: 12, scale: 2, mode: 'number' }),
    note: text('note'),
    /** AltItemImportSource (regular quote 0, QTO 1, order 2, inventory 3); null when added by hand. */
    importSourceId: smallint('import_source_id'),
    /** The quote line or order line it was imported from; kept as a plain reference. */
    sourceItemId: bigint('source_item_id', { mode: 'number' }),
    ...timestamps,
  },
  (table) => [
    index('order_alt_item_item_index').on(table.orderItemId),
    check(
      'order_alt_item_source_check',
      sql`${table.importSourceId} is null or ${table.importSourceId} between 0 and 3`,
    ),
  ],
);

export const orderAltItemSpec = pgTable(
  'order_alt_item_spec',
  {
    altItemId: bigint('alt_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderAltItem.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSize.id),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.altItemId, table.productSizeId] })],
);

/** spec 001 §3 order discount {order, amount, discount}. */
export const orderDiscount = pgTable(
  'order_discount',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discount.id),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('order_discount_order_index').on(table.orderId),
    index('order_discount_discount_index').on(table.discountId),
    check('order_discount_amount_check', sql`${table.amount} >= 0`),
  ],
);

/** spec 001 §3 transport cost; §5 no duplicate transportation cost for the same seller company. */
export const orderTransportCost = pgTable(
  'order_transport_cost',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    /** TransportType: seller 1, third-party 2. */
    transportTypeId: smallint('transport_type_id').notNull(),
    sellerCompanyId: integer('seller_company_id')
      .notNull()
      .references(() => company.id),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /**
     * The cost this row is a share of when phasing split it between phases (decision 202): the id of the row
     * first split, on every share (no foreign key: the group outlives that row). Null for a cost never split.
     */
    splitGroupId: integer('split_group_id'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('order_transport_cost_seller_unique').on(table.orderId, table.sellerCompanyId),
    index('order_transport_cost_seller_index').on(table.sellerCompanyId),
    index('order_transport_cost_split_group_index')
      .on(table.splitGroupId)
      .where(sql`${table.splitGroupId} is not null`),
    check('order_transport_cost_type_check', sql`${table.transportTypeId} between 1 and 2`),
    check('order_transport_cost_amount_check', sql`${table.cost} >= 0`),
  ],
);

export const orderTransportCostTransporter = pgTable(
  'order_transport_cost_transporter',
  {
    transportCostId: integer('transport_cost_id')
      .notNull()
      .references(() => orderTransportCost.id, { onDelete: 'cascade' }),
    transporterId: integer('transporter_id')
      .notNull()
      .references(() => transporter.id),
  },
  (table) => [
    primaryKey({ columns: [table.transportCostId, table.transporterId] }),
    index('order_transport_cost_transporter_index').on(table.transporterId),
  ],
);
