/**
 * Order item pictures (spec 001 §3 picture type, order picture request; §4 picture status; §5 pictures ≤ 20 MB,
 * JPEG/PNG/BMP/GIF, a seller change deletes them; §9 folders 'order_item_picture' and 'thumbnail'): what the
 * Picture Manager asks of each order item and what the seller sends back. docs/decisions/168-order-pictures.md.
 *
 * The item's status lives on its request; the sub-order's and the order's (picture_status_id on sub_order and
 * customer_order) are rolled up from the requests in the same transaction as every write.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appUser } from './core';
import { storedFile } from './files';
import { orderItem } from './orders';

/**
 * spec 001 §3 order picture request {id, pictureType, pictureDueDate, note, pictureStatus, rejectionNote}: at most
 * one per order item, made when a picture is first asked for (or first uploaded) and kept until the item goes.
 */
export const orderPictureRequest = pgTable(
  'order_picture_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItem.id, { onDelete: 'cascade' }),
    /** PictureType: Actual 1, Stock 2, Mix 3. */
    pictureTypeId: smallint('picture_type_id').notNull().default(1),
    pictureDueDate: date('picture_due_date', { mode: 'string' }),
    note: text('note'),
    /**
     * PictureStatus of the item: not sent 1 (no picture), sent 3 (pictures uploaded, whether reviewed or not),
     * rejected 4 (refused with a rejection note until new pictures come). Partially sent 2 is a roll-up only.
     */
    pictureStatusId: smallint('picture_status_id').notNull().default(1),
    rejectionNote: text('rejection_note'),
    /** Set when staff approve the pictures sent; an upload, a clear or a rejection takes the approval back. */
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    approvedByUserId: integer('approved_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    requestedByUserId: integer('requested_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_picture_request_item_unique').on(table.orderItemId),
    check('order_picture_request_type_check', sql`${table.pictureTypeId} between 1 and 3`),
    check('order_picture_request_status_check', sql`${table.pictureStatusId} in (1, 3, 4)`),
    // A rejection always says why (spec 001 §3 rejectionNote), and an approval is of pictures that were sent.
    check(
      'order_picture_request_rejection_check',
      sql`${table.pictureStatusId} <> 4 or ${table.rejectionNote} is not null`,
    ),
    check(
      'order_picture_request_approval_check',
      sql`${table.approvedAt} is null or ${table.pictureStatusId} = 3`,
    ),
  ],
);

/**
 * A picture of an order item (spec 001 'order item pictures'): a file of the file store (its bytes under
 * 'order_item_picture', its thumbnail under 'order_item_picture/thumbnail'). Deleting the stored file deletes
 * this row; the item's pictures go with the item.
 */
export const orderItemPicture = pgTable(
  'order_item_picture',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItem.id, { onDelete: 'cascade' }),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('order_item_picture_item_index').on(table.orderItemId, table.uploadedAt),
    uniqueIndex('order_item_picture_file_unique').on(table.storedFileId),
  ],
);
