import { and, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import { storedFile } from '../../db/schema';

export type StoredFileRow = typeof storedFile.$inferSelect;
export type NewStoredFileRow = typeof storedFile.$inferInsert;

export async function insertStoredFile(
  executor: DatabaseExecutor,
  row: NewStoredFileRow,
): Promise<StoredFileRow> {
  const [inserted] = await executor.insert(storedFile).values(row).returning();
  if (!inserted) throw new Error('stored_file insert returned no row');
  return inserted;
}

export async function findStoredFile(
  executor: DatabaseExecutor,
  id: string,
): Promise<StoredFileRow | undefined> {
  const [row] = await executor.select().from(storedFile).where(eq(storedFile.id, id));
  return row;
}

export async function findStoredFilesOfOwner(
  executor: DatabaseExecutor,
  ownerType: string,
  ownerId: number,
): Promise<StoredFileRow[]> {
  return executor
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.ownerType, ownerType), eq(storedFile.ownerId, ownerId)))
    .orderBy(storedFile.createdAt, storedFile.id);
}

export async function deleteStoredFile(
  executor: DatabaseExecutor,
  id: string,
): Promise<StoredFileRow | undefined> {
  const [row] = await executor.delete(storedFile).where(eq(storedFile.id, id)).returning();
  return row;
}
