import { and, asc, eq, sql } from 'drizzle-orm';
import type { SavedView, SavedViewTableKey } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { appUser, savedView } from '../../db/schema';
import { updateVersioned } from '../../lib/versioned-write';

const selection = {
  id: savedView.id,
  tableKey: savedView.tableKey,
  name: savedView.name,
  query: savedView.query,
  version: savedView.version,
  createdAt: savedView.createdAt,
  updatedAt: savedView.updatedAt,
};

type SavedViewRow = {
  id: number;
  tableKey: string;
  name: string;
  query: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

function toSavedView(row: SavedViewRow): SavedView {
  return {
    ...row,
    // Written only by this module from SAVED_VIEW_TABLE_KEYS, so the text is always one of them.
    tableKey: row.tableKey as SavedViewTableKey,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only the owner's rows: another user's view is answered as if it did not exist. */
function ownedBy(userId: number, id: number) {
  return and(eq(savedView.id, id), eq(savedView.userId, userId));
}

/** The user's views of one table by name, case ignored (saved_view_user_table_name_unique serves the order). */
export async function listSavedViews(
  db: DatabaseExecutor,
  userId: number,
  tableKey: SavedViewTableKey,
): Promise<SavedView[]> {
  const rows = await db
    .select(selection)
    .from(savedView)
    .where(and(eq(savedView.userId, userId), eq(savedView.tableKey, tableKey)))
    .orderBy(sql`lower(${savedView.name})`, asc(savedView.id));
  return rows.map(toSavedView);
}

export async function findSavedView(
  db: DatabaseExecutor,
  userId: number,
  id: number,
): Promise<SavedView | undefined> {
  const rows = await db.select(selection).from(savedView).where(ownedBy(userId, id));
  return rows[0] ? toSavedView(rows[0]) : undefined;
}

/** The user's view of this table with this name, case ignored (the unique index's own expression). */
export async function findSavedViewByName(
  db: DatabaseExecutor,
  userId: number,
  tableKey: SavedViewTableKey,
  name: string,
): Promise<SavedView | undefined> {
  const rows = await db
    .select(selection)
    .from(savedView)
    .where(
      and(
        eq(savedView.userId, userId),
        eq(savedView.tableKey, tableKey),
        sql`lower(${savedView.name}) = lower(${name})`,
      ),
    );
  return rows[0] ? toSavedView(rows[0]) : undefined;
}

export async function countSavedViews(
  db: DatabaseExecutor,
  userId: number,
  tableKey: SavedViewTableKey,
): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedView)
    .where(and(eq(savedView.userId, userId), eq(savedView.tableKey, tableKey)));
  return rows[0]?.count ?? 0;
}

/**
 * Holds the owner's row until the transaction ends, so two saves by the same user run one after the other and
 * the per-table limit is counted exactly. `no key update` leaves the user's foreign-key references unblocked.
 */
export async function lockOwner(db: DatabaseExecutor, userId: number): Promise<void> {
  await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, userId)).for('no key update');
}

export async function insertSavedView(
  db: DatabaseExecutor,
  values: { userId: number; tableKey: SavedViewTableKey; name: string; query: string },
): Promise<SavedView> {
  const rows = await db.insert(savedView).values(values).returning(selection);
  const created = rows[0];
  if (!created) throw new Error('saved view insert returned no row');
  return toSavedView(created);
}

/**
 * Optimistic concurrency (lib/versioned-write.ts): 409 when the view changed since it was read (another tab), 404
 * when it is gone. The caller has checked the owner first, so the 404 never reveals another user's view.
 */
export async function updateSavedView(
  db: DatabaseExecutor,
  id: number,
  version: number,
  values: { name: string; query: string },
): Promise<void> {
  await updateVersioned(db, savedView, { id, version, subject: 'Saved view', values });
}

export async function deleteSavedView(
  db: DatabaseExecutor,
  userId: number,
  id: number,
): Promise<SavedView | undefined> {
  const rows = await db.delete(savedView).where(ownedBy(userId, id)).returning(selection);
  return rows[0] ? toSavedView(rows[0]) : undefined;
}
