/**
 * Metadata of the files in the file store (docs/decisions/082-file-store.md): the bytes live in the storage
 * driver (a local directory or an S3 bucket) under a key the server makes; this row says what they are.
 */
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './core';

export const storedFile = pgTable(
  'stored_file',
  {
    /** Made by the server (random UUID): unguessable, and the only name the storage key is built from. */
    id: uuid('id').primaryKey(),
    /** The record the file belongs to (e.g. 'order_item', 42); null while it belongs to none yet. */
    ownerType: text('owner_type').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }),
    /** The storage folder (spec 001 §9, e.g. 'order_item_picture'); checked against a strict pattern. */
    folder: text('folder').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Images only: a small WebP under the folder's 'thumbnail' folder (spec 001 §9). */
    thumbnailKey: text('thumbnail_key'),
    /** The uploader's name, for display and downloads only; never part of a path. */
    originalName: text('original_name').notNull(),
    /** Told by the content (magic bytes), never by the name or the declared type. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    checksumSha256: text('checksum_sha256').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('stored_file_owner_index').on(table.ownerType, table.ownerId)],
);
