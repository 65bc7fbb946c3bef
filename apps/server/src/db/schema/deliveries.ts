/**
 * Deliveries (spec 000 §3 order delivery, delivery vehicle, delivery stop with its pickup and drop-off items; spec
 * 001 §2 quote and order deliveries, §4 delivery, tracking, stop and sub-order delivery statuses): one set of
 * tables for both kinds, told apart by `record_type` (the action log's Quote delivery 3 and Order delivery 4), so
 * the quote and order delivery workspaces share one module. docs/decisions/207-delivery-model.md.
 *
 * Shaped for 20,000 deliveries, 100,000 stops and the items of 100,000 orders: the Delivery Table pages on the
 * delivery row with its roll-ups (fill rate, distance, first stop date) and filters through indexed columns; a
 * workspace reads one delivery's vehicles, stops and items by their delivery id.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { appUser, company, country, transporter } from './core';
import {
  deliveryTime,
  truckAddOn,
  truckSubType,
  truckSubTypeLength,
  vehicleType,
} from './delivery-reference';
import { storedFile } from './files';
import { customerOrder, orderItem } from './orders';
import { quote, quoteItem } from './quotes';

/** The delivery numbers ('D-1001'): a merge or a delete never hands a number out twice. */
export const deliveryNumberSequence = pgSequence('delivery_number_seq', { startWith: 1001, minValue: 1001 });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** ActionLogType ids of the two kinds: a quote's delivery (quote items) or an order's (sub-order items). */
const RECORD_TYPES_SQL = sql.raw('3, 4');

type TableFilterColumns = Record<
  | 'trackingStatusId'
  | 'lateDelivery'
  | 'billed'
  | 'logisticOwnerUserId'
  | 'ownerUserIds'
  | 'cosOwnerUserIds'
  | 'sellerCompanyIds'
  | 'buyerCompanyIds',
  ExtraConfigColumn
>;

/**
 * The Delivery Table's filters a sort's index carries after its keys, the kind, the status and (but in its own
 * sort's index) the first stop date (decision 223): the first vehicle's tracking status, late and billed flags, the
 * logistic owner and the four id arrays (tested in the index entry as `@>`, as the GIN index tests them).
 */
function tableFilters(table: TableFilterColumns): ExtraConfigColumn[] {
  return [
    table.trackingStatusId,
    table.lateDelivery,
    table.billed,
    table.logisticOwnerUserId,
    table.ownerUserIds,
    table.cosOwnerUserIds,
    table.sellerCompanyIds,
    table.buyerCompanyIds,
  ];
}

export const delivery = pgTable(
  'delivery',
  {
    id: serial('id').primaryKey(),
    /** Shown as 'D-1042' (decision 062); from its own sequence, never reused, kept by a merge's survivor. */
    deliveryNumber: integer('delivery_number').notNull(),
    /** ActionLogType: Quote delivery 3, Order delivery 4. */
    recordType: smallint('record_type').notNull(),
    /** A quote delivery's quote (one quote each); null for an order delivery, whose stops name their orders. */
    quoteId: integer('quote_id').references(() => quote.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    /** DeliveryStatus: draft 1, booked 2 (spec 001 §4). */
    statusId: smallint('status_id').notNull().default(1),
    /** spec 000 §4: publishing a delivery already booked flags it republished (the carrier is told again). */
    republished: boolean('republished').notNull().default(false),
    /** spec 000 §3 startTimestamp: when the first vehicle leaves for its first stop; null until planned. */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    logisticOwnerUserId: integer('logistic_owner_user_id').references(() => appUser.id, {
      onDelete: 'set null',
    }),
    /** The drop-offs' country: miles when it is the US (spec 000 §9); decision 207 for two countries. */
    countryId: integer('country_id').references(() => country.id),
    // Roll-ups of the first vehicle, kept on every write, for the Delivery Table (spec 000 §3 row view).
    fillRate: numeric('fill_rate', { precision: 7, scale: 4, mode: 'number' }),
    weightLb: numeric('weight_lb', { precision: 12, scale: 2, mode: 'number' }),
    routeDistanceM: integer('route_distance_m'),
    routeDurationS: integer('route_duration_s'),
    firstStopDate: date('first_stop_date', { mode: 'string' }),
    stopCount: smallint('stop_count').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    /** The orders' numbers, job names and buyers, folded (decision 182), for the table's text search. */
    searchText: text('search_text').notNull().default(''),
    // The Delivery Table's filters, rolled up on every write (decision 212): the first vehicle's tracking status,
    // late and billed flags, and the ids of the owners (kind 1), co-owners (kind 2), the stops' sellers and their
    // orders' buyers, each sorted and distinct.
    trackingStatusId: smallint('tracking_status_id'),
    lateDelivery: boolean('late_delivery').notNull().default(false),
    billed: boolean('billed').notNull().default(false),
    ownerUserIds: integer('owner_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    cosOwnerUserIds: integer('cos_owner_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sellerCompanyIds: integer('seller_company_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    buyerCompanyIds: integer('buyer_company_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdByUserId: integer('created_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('delivery_number_unique').on(table.deliveryNumber),
    index('delivery_quote_index').on(table.quoteId),
    // Decision 223: each Delivery Table sort's index carries the table's filters after its keys (as the order lists',
    // decision 181), so a filter under any sort is tested in the index, an index-only walk: the status sort's
    // (kind, status, id), the first stop date's, the fill rate's and the distance's. Not the number's: PostgreSQL
    // keeps walking the narrow unique index (rows in number order lie in few table pages).
    index('delivery_list_index').on(
      table.recordType,
      table.statusId,
      table.id,
      table.firstStopDate,
      ...tableFilters(table),
    ),
    index('delivery_first_stop_date_index').on(
      table.firstStopDate,
      table.id,
      table.recordType,
      table.statusId,
      ...tableFilters(table),
    ),
    index('delivery_logistic_owner_index').on(table.logisticOwnerUserId, table.id),
    index('delivery_country_index').on(table.countryId, table.id),
    // The Delivery Table's sorts by fill rate and distance (carrying its filters, decision 223), and its contains
    // search (decision 209); no GIN pending list, as the company's trigram index.
    index('delivery_fill_rate_index').on(
      table.fillRate,
      table.id,
      table.recordType,
      table.statusId,
      table.firstStopDate,
      ...tableFilters(table),
    ),
    index('delivery_route_distance_index').on(
      table.routeDistanceM,
      table.id,
      table.recordType,
      table.statusId,
      table.firstStopDate,
      ...tableFilters(table),
    ),
    index('delivery_search_trigram_index')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Decision 212: the first vehicle's tracking status and flags as the delivery's own filters, and one GIN index
    // over the four id arrays (`@>` on any of them); no pending list, as the trigram index.
    index('delivery_tracking_status_index').on(table.trackingStatusId, table.id),
    index('delivery_late_index').on(table.lateDelivery, table.id),
    index('delivery_billed_index').on(table.billed, table.id),
    index('delivery_parties_index')
      .using('gin', table.ownerUserIds, table.cosOwnerUserIds, table.sellerCompanyIds, table.buyerCompanyIds)
      .with({ fastupdate: false }),
    check('delivery_record_type_check', sql`${table.recordType} in (${RECORD_TYPES_SQL})`),
    check('delivery_status_check', sql`${table.statusId} between 1 and 2`),
    check('delivery_quote_kind_check', sql`(${table.recordType} = 3) = (${table.quoteId} is not null)`),
    check('delivery_fill_rate_check', sql`coalesce(${table.fillRate}, 0) >= 0`),
  ],
);

/**
 * The staff on a delivery (spec 000 §3 ownerUsers, cosOwnerUsers): its orders' owners (kind 1, kept in step with
 * the orders) and the co-owners named on the delivery (kind 2). One row a person and kind, so the Delivery Table
 * filters by either through an index.
 */
export const deliveryOwner = pgTable(
  'delivery_owner',
  {
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => delivery.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** 1 owner (an order's owner), 2 co-owner. */
    kind: smallint('kind').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.deliveryId, table.kind, table.userId] }),
    index('delivery_owner_user_index').on(table.userId, table.kind, table.deliveryId),
    check('delivery_owner_kind_check', sql`${table.kind} between 1 and 2`),
  ],
);

/** spec 000 §3 Delivery vehicle: the first (position 1) is the one used; the wizard makes one per truck. */
export const deliveryVehicle = pgTable(
  'delivery_vehicle',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => delivery.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(1),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
    driverName: text('driver_name'),
    driverPhoneNumber: text('driver_phone_number'),
    /** DeliveryTrackingStatus: buyer draft 1, logistics draft 2, booked 3, on route 4, delivered 5; null: none. */
    trackingStatusId: smallint('tracking_status_id'),
    lateDelivery: boolean('late_delivery').notNull().default(false),
    followUpAt: timestamp('follow_up_at', { withTimezone: true, mode: 'date' }),
    comment: text('comment'),
    /** TransportType: seller 1 (its company), third party 2 (its transporter); any other value clears both. */
    transportTypeId: smallint('transport_type_id'),
    transportSellerCompanyId: integer('transport_seller_company_id').references(() => company.id),
    transporterId: integer('transporter_id').references(() => transporter.id),
    truckTypeId: integer('truck_type_id').references(() => vehicleType.id),
    truckSubTypeId: integer('truck_sub_type_id').references(() => truckSubType.id),
    truckLengthId: integer('truck_length_id').references(() => truckSubTypeLength.id),
    /** toggleOrderDeliveryVehicleBilled (spec 001 §7). */
    billed: boolean('billed').notNull().default(false),
    /** The rules engine's weight and fill-rate checks (RuleCheckStatus: success 1, warning 2, failure 3). */
    weightStatusId: smallint('weight_status_id'),
    weightLb: numeric('weight_lb', { precision: 12, scale: 2, mode: 'number' }),
    fillRateStatusId: smallint('fill_rate_status_id'),
    fillRate: numeric('fill_rate', { precision: 7, scale: 4, mode: 'number' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('delivery_vehicle_position_unique').on(table.deliveryId, table.position),
    index('delivery_vehicle_transporter_index').on(table.transporterId),
    index('delivery_vehicle_seller_index').on(table.transportSellerCompanyId),
    check('delivery_vehicle_tracking_check', sql`coalesce(${table.trackingStatusId}, 1) between 1 and 5`),
    check(
      'delivery_vehicle_transport_check',
      sql`(${table.transportSellerCompanyId} is null or ${table.transportTypeId} = 1)
        and (${table.transporterId} is null or ${table.transportTypeId} = 2)`,
    ),
    check('delivery_vehicle_cost_check', sql`coalesce(${table.cost}, 0) >= 0`),
    check(
      'delivery_vehicle_rule_status_check',
      sql`coalesce(${table.weightStatusId}, 1) between 1 and 3 and coalesce(${table.fillRateStatusId}, 1) between 1 and 3`,
    ),
  ],
);

export const deliveryVehicleAddOn = pgTable(
  'delivery_vehicle_add_on',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => deliveryVehicle.id, { onDelete: 'cascade' }),
    truckAddOnId: integer('truck_add_on_id')
      .notNull()
      .references(() => truckAddOn.id),
  },
  (table) => [primaryKey({ columns: [table.vehicleId, table.truckAddOnId] })],
);

/**
 * spec 000 §3 Delivery stop: a pickup at a seller (its main or an alternative address, spec 000 §5) or the
 * drop-off at a job site; each names its order (order deliveries) so one delivery can carry several orders.
 */
export const deliveryStop = pgTable(
  'delivery_stop',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => delivery.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => deliveryVehicle.id, { onDelete: 'cascade' }),
    sequenceNumber: smallint('sequence_number').notNull(),
    isDropOff: boolean('is_drop_off').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryTimeId: integer('delivery_time_id').references(() => deliveryTime.id),
    note: text('note'),
    /** StopTrackingStatus: pickups booked, on route, loading, loaded; drop-offs booked, delivered. */
    trackingStatusId: smallint('tracking_status_id'),
    /** Pickups: the seller picked up from; the address chosen from its main and alternative addresses. */
    sellerCompanyId: integer('seller_company_id').references(() => company.id),
    /** Order deliveries: the order whose goods this stop picks up or drops off; null on a quote delivery. */
    orderId: integer('order_id').references(() => customerOrder.id, { onDelete: 'cascade' }),
    /** The address text and its point (pickups: chosen; drop-offs: the job site's, copied from the order). */
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The signed bill of lading (spec 000 §5), in the file store; downloaded under the §5 name. */
    bolFileId: uuid('bol_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('delivery_stop_delivery_index').on(table.deliveryId, table.vehicleId, table.sequenceNumber),
    index('delivery_stop_order_index').on(table.orderId),
    index('delivery_stop_seller_index').on(table.sellerCompanyId),
    index('delivery_stop_date_index').on(table.deliveryDate),
    check('delivery_stop_tracking_check', sql`coalesce(${table.trackingStatusId}, 1) between 1 and 5`),
    check(
      'delivery_stop_kind_check',
      sql`(${table.isDropOff} and coalesce(${table.trackingStatusId}, 1) in (1, 5))
        or (not ${table.isDropOff} and coalesce(${table.trackingStatusId}, 1) between 1 and 4)`,
    ),
  ],
);

/**
 * An item on a stop (spec 000 §3 pickupStopItems, dropOffStopItems): a sub-order item on an order delivery, a quote
 * item on a quote delivery. An item is picked up once and dropped off once, on one delivery (spec 000 §4: items
 * assigned to another delivery are disabled): unique per item and stop kind.
 */
export const deliveryStopItem = pgTable(
  'delivery_stop_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => delivery.id, { onDelete: 'cascade' }),
    stopId: integer('stop_id')
      .notNull()
      .references(() => deliveryStop.id, { onDelete: 'cascade' }),
    isDropOff: boolean('is_drop_off').notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).references(() => orderItem.id, {
      onDelete: 'cascade',
    }),
    quoteItemId: bigint('quote_item_id', { mode: 'number' }).references(() => quoteItem.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('delivery_stop_item_stop_index').on(table.stopId),
    index('delivery_stop_item_delivery_index').on(table.deliveryId),
    uniqueIndex('delivery_stop_item_order_item_unique')
      .on(table.orderItemId, table.isDropOff)
      .where(sql`${table.orderItemId} is not null`),
    uniqueIndex('delivery_stop_item_quote_item_unique')
      .on(table.quoteItemId, table.isDropOff)
      .where(sql`${table.quoteItemId} is not null`),
    check(
      'delivery_stop_item_one_item_check',
      sql`(${table.orderItemId} is null) <> (${table.quoteItemId} is null)`,
    ),
  ],
);
