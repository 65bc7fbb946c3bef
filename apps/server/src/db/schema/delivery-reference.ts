/**
 * Delivery reference data (spec 001 §7 deliveryTimes, vehicleTypes, truckSubTypes, truckSubTypeLengths,
 * truckAddOns; spec 000 §4 vehicleConfig). Fixed ids, seeded on every start from src/db/seed/reference-delivery-values.ts
 * (docs/decisions/062-delivery-reference-data-and-calls.md); deliveries will reference them.
 */
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** spec 001 §3 'Delivery time: id, name, description': a job site's delivery window. */
export const deliveryTime = pgTable('delivery_time', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** 'HH:MM' local to the job site; null for a window agreed case by case. */
  startTime: text('start_time'),
  endTime: text('end_time'),
  sortOrder: smallint('sort_order').notNull(),
});

/** The truck types of spec 001 §3 (Straight Truck 1, Tractor/Truck & Trailer 2), served as vehicleTypes. */
export const vehicleType = pgTable('vehicle_type', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const truckSubType = pgTable(
  'truck_sub_type',
  {
    id: integer('id').primaryKey(),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleType.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (table) => [index('truck_sub_type_vehicle_type_index').on(table.vehicleTypeId)],
);

/** spec 000 §4 truckLength {id, feet}, offered per sub type, with the capacity fill rate and weight use. */
export const truckSubTypeLength = pgTable(
  'truck_sub_type_length',
  {
    id: integer('id').primaryKey(),
    truckSubTypeId: integer('truck_sub_type_id')
      .notNull()
      .references(() => truckSubType.id),
    feet: smallint('feet').notNull(),
    deckAreaSqFt: integer('deck_area_sq_ft').notNull(),
    maxPayloadLb: integer('max_payload_lb').notNull(),
  },
  (table) => [index('truck_sub_type_length_sub_type_index').on(table.truckSubTypeId)],
);

export const truckAddOn = pgTable('truck_add_on', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});
