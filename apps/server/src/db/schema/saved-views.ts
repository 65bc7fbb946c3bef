/**
 * Saved views (issue 12, docs/decisions/100-saved-views.md): a user's named table views, each the table's URL query
 * without the page. Private to their owner; they go with the user.
 */
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './core';

export const savedView = pgTable(
  'saved_view',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** One of SAVED_VIEW_TABLE_KEYS (contracts): which table the view belongs to. */
    tableKey: text('table_key').notNull(),
    name: text('name').notNull(),
    /** The table's URL query without `page` (`sortField=name&sortOrder=desc&search=…`). */
    query: text('query').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One name per user and table, case ignored ('Quebec' and 'quebec' would be the same entry in the menu).
    // It also serves the menu's list (the user's views of one table, in name order) and the cascade on a user's
    // delete, so the table needs no other index.
    uniqueIndex('saved_view_user_table_name_unique').on(
      table.userId,
      table.tableKey,
      sql`lower(${table.name})`,
    ),
  ],
);
